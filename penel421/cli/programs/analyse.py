"""``penel421 analyse [N]``: a kept game weighed, decision by decision.

The game is read from the journal and replayed through the engine
(:func:`penel421.journal.replay.replay`); an
:class:`~penel421.analysis.analyst.Analyst` listens and weighs every
decision and throw with the expert of the game.  Without N, the last game
played, finished or not; an unfinished game is analysed up to where it
stopped.  The analysis is shown in words by
:mod:`penel421.cli.programs.analysis_shown`, loaded only then: ``--json``
needs none of the console's texts.
"""

from __future__ import annotations

import json

import click

from ...analysis.analyst import Analyst
from ...analysis.analyst import as_json as to_json
from ...analysis.overview import overview_json
from ...journal.recorded import GameRecord
from ...journal.replay import replay
from ...journal.text import shown
from ..errors import CommandFailure, CommandInterrupted
from ..errors.games import analysing
from ..errors.journal import game_unreadable, reading
from ..journal_file import (
    ReplayProgress,
    damage_warning,
    journal_path,
    not_kept_as,
    open_for_reading,
)
from ..lazy import Program
from ..messages import tell

#: The analysis in words, with the console's texts: loaded only to be shown.
SHOWN = Program("penel421.cli.programs.analysis_shown:show")


def analyse(number: int | None, journal: str | None, as_json: bool,
            every_choice: bool = False) -> None:
    """Weigh game ``number`` of the journal (the last one played if None) and
    show what the expert found, in words or in JSON (``every_choice``: every
    choice of each decision too)."""
    record = _kept_game(journal, number)
    analyst = _weighed(record, every_choice)
    kinds = [seat.role for seat in record.seats]
    if as_json:
        click.echo(json.dumps({"game": record.id, "number": record.number,
                               **to_json(analyst, record.names, kinds),
                               "overview": overview_json(analyst)},
                              ensure_ascii=False, indent=1))
        return
    SHOWN(record=record, analyst=analyst, kinds=kinds)


def _kept_game(journal: str | None, number: int | None) -> GameRecord:
    """Game ``number`` of the journal (None: the last one kept), read whole;
    a damaged journal said first, a game that cannot be read ends the
    command, saying why."""
    path, _ = journal_path(journal)
    with reading(path):
        store = open_for_reading(journal)
        try:
            warning = damage_warning(store, "voici ce qui s'en lit encore")
            if warning:
                tell(warning)
            if number is None:
                number = store.last_id()
                if number is None:
                    raise CommandFailure(f"Erreur : le journal {shown(path)} ne garde encore "
                                         "aucune partie.")
            record = store.game(number)
            unreadable = store.unreadable.get(number)
            missing = None if record is not None or unreadable is not None else \
                not_kept_as(number, store.games(), "analyse", str(path))
        finally:
            store.close()
    if unreadable is not None:
        raise game_unreadable(number, unreadable)
    if record is None:
        raise click.BadParameter(missing or "", param_hint="N")
    return record


def _weighed(record: GameRecord, every_choice: bool = False) -> Analyst:
    """``record`` replayed through the engine, every decision and throw
    weighed by the expert of its game; Ctrl-C shows nothing (status 130)."""
    progress = ReplayProgress("Analyse", "de la partie pesée")
    try:
        with analysing(record.id):
            analyst = Analyst(record.rules(), len(record.seats), every_choice=every_choice)
            replay(record, analyst, progress=progress)
    except KeyboardInterrupt:
        progress.clear()
        raise CommandInterrupted("Analyse interrompue (Ctrl-C) : rien n'est montré.") from None
    return analyst
