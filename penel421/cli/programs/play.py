"""Playing from the command line: the options of a game, checked, then a session."""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Callable
from typing import NoReturn

import click

from ...console.terminal import EndOfInput
from ...core.seat import Seat
from ...games import GameKind, find_game
from ...journal.recorded import GameRecord
from ...journal.recorder import Keeper
from ...journal.store import JournalUnavailable
from ...journal.text import shown
from ...play.session import Session
from ...play.table import seats_for
from ...specs import GameSpec, SessionSpec, check_session
from ...strategies import DEFAULT_LEVEL
from ..bareme_file import bareme_from
from ..errors import seats_refused, spec_refusals, strategy_refused
from ..errors.games import playing
from ..journal_file import (
    analyse_command,
    journal_path,
    open_journal,
    resume_command,
    unfinished_notice,
)
from .terminal import open_terminal


def play(rules_name: str, seed: int | None, no_color: bool, players: tuple[str, ...],
         computers: int | None, fixed_throws: bool, bareme_items: tuple[str, ...],
         bareme_file: str | None, real_dice: bool, level: str = DEFAULT_LEVEL,
         hints: bool = False, basic: bool = False, journal: str | None = None,
         no_journal: bool = False, tutor: bool = False) -> None:
    """The session the options ask for, played to its end: what the game
    cannot have refused first (:func:`penel421.specs.check_session`), before
    anything is made; then the terminal, the spec (its number drawn where
    none is given), the session made whole, and :func:`run_session`.  The
    computers play at ``level`` (a level or a bot); the games are kept in
    the journal (``journal``; none with ``no_journal``); ``tutor``: a
    person's errors are shown and must be confirmed.  (``basic`` is the
    listing's program, :mod:`penel421.cli.programs.basic`.)"""
    kind = find_game(rules_name)
    with spec_refusals(bareme_items):
        check_session(kind, players=bool(players), computers=computers is not None,
                      fixed_throws=fixed_throws, bareme=bool(bareme_items or bareme_file),
                      number=seed, real_dice=real_dice)
    refuse_numbers_as_names(players)
    terminal = open_terminal(no_color)
    drawn = seed is None and not real_dice
    if drawn:
        seed = random.SystemRandom().choice(kind.drawn)
    game = GameSpec(kind.name, bareme_from(bareme_items, bareme_file) if kind.variants else None,
                    fixed_throws)
    spec = SessionSpec(game, _seats(kind, players, computers, level), seed, real_dice, hints,
                       tutor)
    with strategy_refused("--player" if kind.chosen_seats else "--level"):
        session = Session.open(spec, terminal, number_asked=drawn,
                               keeper=lambda say: _keeper(journal, no_journal, say))
    run_session(session, journal=journal)


def refuse_numbers_as_names(players: tuple[str, ...]) -> None:
    """A usage error for ``-p 9``: a name made of digits alone is taken for
    what it most likely is, a number of players, and the refusal says how
    to ask for players (a person who wants to be called so: « Joueur 9 »)."""
    for name in players:
        if name.strip().isdigit():
            raise click.BadParameter(
                f"« {name.strip()} » n'est pas un nom de joueur : -p nomme un joueur, à répéter "
                f"(-p Alice -p Bob), et -c N assoit N ordinateurs (de 0 à 8) ; pour un "
                f"joueur qui s'appelle ainsi, écrivez par exemple -p 'Joueur {name.strip()}'.",
                param_hint="-p / --player")


def _seats(kind: GameKind, players: tuple[str, ...], computers: int | None,
           level: str) -> tuple[Seat, ...]:
    """Who sits at the table ``-p``, ``-c`` and ``--level`` ask for; a usage
    error where they cannot sit there."""
    with seats_refused():
        return tuple(seats_for(kind, players, computers, level))


def _keeper(journal: str | None, no_journal: bool, say: Callable[[str], None]) -> Keeper | None:
    """The journal of a new session; None with ``--no-journal``.  A journal
    that cannot be used is said once, and the keeper keeps nothing; one line
    if an unfinished game is in it."""
    if no_journal:
        return None
    try:
        kept = open_journal(journal, create=True)
    except JournalUnavailable as error:
        say(f"Cette partie n'est pas gardée : journal {shown(journal_path(journal)[0])} : "
            f"{error}.")
        return Keeper(None, say)
    try:
        unfinished = kept.last_unfinished()
    except JournalUnavailable:
        unfinished = None
    if unfinished is not None:
        say(unfinished_notice(unfinished, journal))
    return Keeper(kept, say, lambda game_id: analyse_command(game_id, journal))


def _kept_command(session: Session, journal: str | None) -> str | None:
    """The command that continues the game under way in ``session``, if it
    is kept: ``penel421 reprendre``, with the game's number where it is not
    the journal's last unfinished one, and the ``--journal`` given."""
    game_id = session.kept_game()
    if game_id is None or session.keeper is None or session.keeper.journal is None:
        return None
    try:
        last = session.keeper.journal.last_unfinished()
    except JournalUnavailable:
        last = None
    return resume_command(None if last is not None and last.id == game_id else game_id,
                          journal)


def run_session(session: Session, resumed: GameRecord | None = None,
                journal: str | None = None) -> None:
    """Play the session to its end; every way it can end, said and exited
    (a robot that fails, a resumed game that does not replay:
    :func:`penel421.cli.errors.games.playing`).  Left in the middle of a
    game that is kept, one line says how to go on with it (``journal``: the
    ``--journal`` given, for that command)."""
    kept: str | None = None
    with playing(session, resumed):
        try:
            try:
                session.play(resumed)
            except (EndOfInput, KeyboardInterrupt):
                kept = _kept_command(session, journal)  # while the journal is open
                raise
            finally:
                if session.keeper is not None:
                    session.keeper.close()
        except EndOfInput:
            _leave(session, kept, 0, journal=journal)
        except KeyboardInterrupt:
            _leave(session, kept, 130, "\n", journal)
        except BrokenPipeError:
            # the reader went away (``penel421 | head``): nobody is left to tell
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            sys.exit(0)
    session.console.term.say(session.console.goodbye)
    _say_analysed(session, journal)


def _say_analysed(session: Session, journal: str | None) -> None:
    """After the goodbye, the command that shows each game the session kept
    weighed, with the ``--journal`` given."""
    session.console.say_analysed([(tirage, analyse_command(game_id, journal))
                                  for tirage, game_id in session.kept])


def _leave(session: Session, kept: str | None, status: int, new_line: str = "",
           journal: str | None = None) -> NoReturn:
    """A session the player left (Ctrl-D: ``status`` 0, Ctrl-C: 130): how to
    go on with the game, if it is ``kept``, then goodbye."""
    console = session.console
    console.term.pager = None  # leaving: the goodbye waits for no key
    console.term.write(new_line)
    if kept is not None:
        console.say_kept(kept)
    console.term.say(console.goodbye)
    _say_analysed(session, journal)
    sys.exit(status)
