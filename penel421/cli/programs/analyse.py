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
import sys

import click

from ...analysis.analyst import Analyst
from ...analysis.analyst import as_json as to_json
from ...analysis.overview import as_json as overview_json
from ...journal.replay import GameTooLong, ReplayMismatch, replay
from ...journal.store import JournalUnavailable
from ..journal_file import (
    ReplayProgress,
    cannot_read,
    damage_warning,
    journal_path,
    open_for_reading,
    shown,
    tell,
)
from ..lazy import Program

#: The analysis in words, with the console's texts: loaded only to be shown.
SHOWN = Program("penel421.cli.programs.analysis_shown:show")


def analyse(number: int | None, journal: str | None, as_json: bool) -> None:
    """Weigh game ``number`` of the journal (the last one played if None) and
    show what the expert found, in words or in JSON."""
    path, _ = journal_path(journal)
    try:
        store = open_for_reading(journal)
        try:
            warning = damage_warning(store, "voici ce qui s'en lit encore")
            if warning:
                tell(warning)
            if number is None:
                number = store.last_id()
                if number is None:
                    tell(f"Erreur : le journal {shown(path)} ne garde encore aucune "
                         "partie.")
                    sys.exit(1)
            record = store.game(number)
            unreadable = store.unreadable.get(number)
        finally:
            store.close()
    except JournalUnavailable as error:
        cannot_read(path, error)
    if unreadable is not None:
        tell(f"Erreur : la partie n° {number} du journal ne se lit pas : {unreadable}.")
        sys.exit(1)
    if record is None:
        raise click.BadParameter(f"le journal {path} n'a pas de partie n° {number} "
                                 "(penel421 parties les liste).", param_hint="N")
    progress = ReplayProgress("Analyse", "de la partie pesée")
    try:
        rules = record.rules()
        analyst = Analyst(rules, len(record.seats))
        replay(record, analyst, progress=progress)
    except KeyboardInterrupt:
        progress.clear()
        tell("Analyse interrompue (Ctrl-C) : rien n'est montré.")
        sys.exit(130)
    except GameTooLong as error:
        tell(f"Erreur : la partie n° {record.id} ne s'analyse pas : {error}.")
        sys.exit(1)
    except ReplayMismatch as error:
        tell(f"Erreur : la partie n° {record.id} ne se rejoue pas : {error}.")
        sys.exit(1)
    except (ValueError, LookupError, TypeError, ArithmeticError) as error:
        # a record that reads but does not make a game (its rows were edited)
        tell(f"Erreur : la partie n° {record.id} ne se rejoue pas "
             f"({type(error).__name__}) : le journal a été modifié.")
        sys.exit(1)
    kinds = [seat.role for seat in record.seats]
    if as_json:
        click.echo(json.dumps({"game": record.id, "number": record.number,
                               **to_json(analyst, record.names, kinds),
                               "overview": overview_json(analyst)},
                              ensure_ascii=False, indent=1))
        return
    SHOWN(record=record, analyst=analyst, kinds=kinds)
