"""``penel421 reprendre [N]``: a kept game goes on exactly where it stopped.

A journal is a data file, and someone may send you one: the bots it names
(``module:fabrique``) are Python code that would run on your machine.  So
a bot is loaded only when the person asks for it again, by naming it with
``--robot`` or by answering yes, at a keyboard, to a question that shows
it; never from a pipe without it.  The levels are penel421's own and load
as before.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import replace
from functools import partial

import click

from ...console.wrap import glued
from ...journal.recorded import GameRecord
from ...journal.recorder import Keeper
from ...journal.replay import check_length
from ...journal.store import Journal
from ...journal.text import shown
from ...play.session import Session
from ...strategies import level_name
from ..errors import CommandFailure
from ..errors.games import resuming
from ..errors.journal import game_unreadable, reading
from ..journal_file import (
    ReplayProgress,
    analyse_command,
    damage_warning,
    journal_path,
    local_time,
    not_kept_as,
    open_for_reading,
    tell_unreadable,
)
from ..messages import say
from .play import run_session
from .terminal import open_terminal


def resume(number: int | None, journal: str | None, robots: tuple[str, ...],
           no_color: bool, hints: bool, tutor: bool) -> None:
    """Go on with game ``number`` of the journal (its last unfinished one if
    None) where it stopped, its bots loaded only if asked for (``robots``);
    ``hints`` and ``tutor`` add their help to the session's."""
    kept, record, warning = _kept_game(journal, number)
    with resuming(record.id):
        check_length(record)
    terminal = open_terminal(no_color)  # nobody to play it: said, before any question
    allow_bots(record, robots, number)
    # the very session the game was played in; --hints and --tuteur add their help
    spec = replace(record.spec, hints=record.spec.hints or hints,
                   tutor=record.spec.tutor or tutor)
    progress = ReplayProgress("Reprise", "de la partie rejouée")
    with resuming(record.id):
        session = Session.open(spec, terminal, keeper=partial(_keeper, kept, warning, journal),
                               replay_progress=progress)
    session.console.notice(f"Reprise de la partie n° {record.id} du journal, commencée le "
                           f"{local_time(record.started)} : manche {max(record.rounds, 1)}.")
    try:
        run_session(session, record, journal)
    finally:
        progress.clear()  # a Ctrl-C during the replay leaves no half line


def _kept_game(journal: str | None, number: int | None) -> tuple[Journal, GameRecord, str | None]:
    """The journal, game ``number`` of it (None: its last unfinished one) with
    its events, and the warning to give if the rest of the game cannot be
    kept in it (damaged, or not written); a game that cannot go on ends the
    command, saying why."""
    path, _ = journal_path(journal)
    with reading(path, "rien à reprendre, "):
        kept = open_for_reading(journal)
        warning = damage_warning(kept, "la partie reprend, mais la suite n'est pas gardée")
        if warning is None and kept.read_only is not None:
            warning = (f"Attention : journal {shown(path)} : {kept.read_only} ; la partie "
                       "reprend, mais la suite n'est pas gardée.")
        record = kept.game(number) if number else kept.last_unfinished(with_events=True)
    if number is not None and number in kept.unreadable:
        raise game_unreadable(number, kept.unreadable[number], "rien à reprendre, ")
    tell_unreadable(kept)
    if record is None and number is not None:
        raise click.BadParameter(not_kept_as(number, kept.games(), "reprendre", str(path)),
                                 param_hint="N")
    if record is None:
        raise CommandFailure("Aucune partie inachevée dans le journal : rien à reprendre "
                             "(penel421 parties les montre toutes).")
    if record.finished:
        raise click.BadParameter(f"la partie n° {record.id} est finie (le "
                                 f"{local_time(record.ended or '')}) : rien à reprendre.",
                                 param_hint="N")
    return kept, record, warning


def _keeper(kept: Journal, warning: str | None, journal: str | None,
            say: Callable[[str], None]) -> Keeper:
    """Where the rest of the game is kept: ``kept``, unless ``warning`` says
    it cannot be (said, and the journal closed); ``journal``: the
    ``--journal`` given, for the command that shows the game weighed."""
    if warning:
        say(warning)
        kept.close()
    return Keeper(None if warning else kept, say,
                  lambda game_id: analyse_command(game_id, journal))


def _bots(record: GameRecord) -> list[tuple[int, str, str]]:
    """The seats of ``record`` played by code: (place, name, spec); a level
    is penel421's own, anything else would be imported."""
    return [(place, seat.name, seat.spec) for place, seat in enumerate(record.seats, 1)
            if seat.spec is not None and level_name(seat.spec) is None]


def allow_bots(record: GameRecord, robots: tuple[str, ...], number: int | None) -> None:
    """Go on only if every bot of ``record`` is one the person asks for:
    named with ``--robot``, or accepted at a keyboard; else the command
    ends, saying how to ask.  A ``--robot`` that plays no seat of the game is a usage
    error."""
    bots = _bots(record)
    asked = {robot.strip() for robot in robots}
    specs = {spec.strip() for _, _, spec in bots}
    for robot in robots:
        if robot.strip() not in specs:
            theirs = ("elle n'a pas de robot" if not specs else
                      "ses robots : " + ", ".join(f"« {spec} »" for spec in sorted(specs)))
            raise click.BadParameter(f"« {robot} » ne joue pas dans la partie n° "
                                     f"{record.id} ({theirs}).", param_hint="--robot")
    keyboard = sys.stdin is not None and sys.stdin.isatty() and sys.stdout.isatty()
    for place, name, spec in bots:
        if spec.strip() in asked:
            continue
        if keyboard and _accepted(place, name, spec):
            asked.add(spec.strip())
            continue
        again = f" {number}" if number is not None else ""
        command = glued(*f"penel421 reprendre{again} --robot {spec}".split(" "))
        raise CommandFailure(f"Erreur : dans la partie n° {record.id}, {name} (place {place}) "
                             f"est le robot « {spec} » : c'est du code Python, lu dans le "
                             "journal, qui s'exécuterait sur votre machine ; il ne se charge "
                             f"que si vous le demandez : {command}")


def _accepted(place: int, name: str, spec: str) -> bool:
    """The person's answer, at the keyboard, to loading one bot (no by default)."""
    say(f"{name} (place {place}) est joué par le robot « {spec} » : c'est du code "
        "Python, lu dans le journal, qui va s'exécuter sur votre machine.")
    try:
        answer = input("Le charger et reprendre la partie ? (o/N) ")
    except EOFError:
        click.echo()
        return False
    except KeyboardInterrupt:
        click.echo()
        sys.exit(130)
    return answer.strip().lower() in ("o", "oui")
