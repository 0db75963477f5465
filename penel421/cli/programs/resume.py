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

import click

from ...console.wrap import glued
from ...journal.recorded import GameRecord
from ...journal.recorder import Keeper
from ...journal.replay import GameTooLong, check_length
from ...journal.store import JournalUnavailable
from ...play.session import Session
from ...strategies import StrategyLoadError, level_name
from ..journal_file import (
    ReplayProgress,
    cannot_read,
    damage_warning,
    journal_path,
    local_time,
    open_for_reading,
    say,
    shown,
    tell,
    tell_unreadable,
)
from .play import run_session
from .terminal import open_terminal


def resume(number: int | None, journal: str | None, robots: tuple[str, ...],
           no_color: bool, hints: bool, tutor: bool) -> None:
    """Go on with game ``number`` of the journal (its last unfinished one if
    None) where it stopped, its bots loaded only if asked for (``robots``);
    ``hints`` and ``tutor`` add their help to the session's."""
    path, _ = journal_path(journal)
    try:
        kept = open_for_reading(journal)
        warning = damage_warning(kept, "la partie reprend, mais la suite n'est pas gardée")
        if warning is None and kept.read_only is not None:
            warning = (f"Attention : journal {shown(path)} : {kept.read_only} ; la partie "
                       "reprend, mais la suite n'est pas gardée.")
        record = kept.game(number) if number else kept.last_unfinished(with_events=True)
    except JournalUnavailable as error:
        cannot_read(path, error, "rien à reprendre, ")
    if number is not None and number in kept.unreadable:
        tell(f"Erreur : rien à reprendre, la partie n° {number} du journal ne se lit "
             f"pas : {kept.unreadable[number]}.")
        sys.exit(1)
    tell_unreadable(kept)
    if record is None and number is not None:
        last = kept.games()[:1]
        known = f"il en a de 1 à {last[0].id}" if last else "il est vide"
        raise click.BadParameter(f"le journal n'a pas de partie n° {number} ({known}).",
                                 param_hint="N")
    if record is None:
        tell("Aucune partie inachevée dans le journal : rien à reprendre "
             "(penel421 parties les montre toutes).")
        sys.exit(1)
    if record.finished:
        raise click.BadParameter(f"la partie n° {record.id} est finie (le "
                                 f"{local_time(record.ended or '')}) : rien à reprendre.",
                                 param_hint="N")
    try:
        check_length(record)
    except GameTooLong as error:
        tell(f"Erreur : la partie n° {record.id} ne peut pas reprendre : {error}.")
        sys.exit(1)
    terminal = open_terminal(no_color)  # nobody to play it: said, before any question
    allow_bots(record, robots, number)
    # the very session the game was played in; --hints and --tuteur add their help
    spec = replace(record.spec, hints=record.spec.hints or hints,
                   tutor=record.spec.tutor or tutor)
    def keeper(say: Callable[[str], None]) -> Keeper:
        if warning:
            say(warning)
            kept.close()
        return Keeper(None if warning else kept, say)
    progress = ReplayProgress("Reprise", "de la partie rejouée")
    try:
        session = Session.open(spec, terminal, keeper=keeper, replay_progress=progress)
    except StrategyLoadError as error:
        tell(f"Erreur : la partie n° {record.id} ne peut pas reprendre : {error}.")
        sys.exit(1)
    session.console.notice(f"Reprise de la partie n° {record.id} du journal, commencée le "
                           f"{local_time(record.started)} : manche {max(record.rounds, 1)}.")
    try:
        run_session(session, record, journal)
    finally:
        progress.clear()  # a Ctrl-C during the replay leaves no half line


def _bots(record: GameRecord) -> list[tuple[int, str, str]]:
    """The seats of ``record`` played by code: (place, name, spec); a level
    is penel421's own, anything else would be imported."""
    return [(place, seat.name, seat.spec) for place, seat in enumerate(record.seats, 1)
            if seat.spec is not None and level_name(seat.spec) is None]


def allow_bots(record: GameRecord, robots: tuple[str, ...], number: int | None) -> None:
    """Go on only if every bot of ``record`` is one the person asks for:
    named with ``--robot``, or accepted at a keyboard; else exit 1 saying
    how to ask.  A ``--robot`` that plays no seat of the game is a usage
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
        tell(f"Erreur : dans la partie n° {record.id}, {name} (place {place}) est le "
             f"robot « {spec} » : c'est du code Python, lu dans le journal, qui "
             "s'exécuterait sur votre machine ; il ne se charge que si vous le "
             f"demandez : {command}")
        sys.exit(1)


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
