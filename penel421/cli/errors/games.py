"""A kept game that does not replay, a robot that fails during a game, in French."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from ...core.engine import StrategyError
from ...journal.recorded import GameRecord
from ...journal.replay import GameTooLong, ReplayMismatch
from ...strategies import StrategyLoadError
from ..messages import tell_on_screen
from . import CommandFailure

if TYPE_CHECKING:  # only for its type: analyse, which maps replays too, plays no session
    from ...play.session import Session


@contextmanager
def analysing(game_id: int) -> Iterator[None]:
    """Kept game ``game_id`` replayed to be weighed: too long to replay, not
    replaying as it was played, or not making a game at all (its rows were
    edited) — said, and nothing is shown."""
    try:
        yield
    except GameTooLong as error:
        raise CommandFailure(f"Erreur : la partie n° {game_id} ne s'analyse pas : "
                             f"{error}.") from None
    except ReplayMismatch as error:
        raise CommandFailure(f"Erreur : la partie n° {game_id} ne se rejoue pas : "
                             f"{error}.") from None
    except (ValueError, LookupError, TypeError, ArithmeticError) as error:
        # a record that reads but does not make a game (its rows were edited)
        raise CommandFailure(f"Erreur : la partie n° {game_id} ne se rejoue pas "
                             f"({type(error).__name__}) : le journal a été modifié.") from None


@contextmanager
def resuming(game_id: int) -> Iterator[None]:
    """Kept game ``game_id`` made ready to go on: too long to replay, or one
    of its computer players does not load."""
    try:
        yield
    except (GameTooLong, StrategyLoadError) as error:
        raise CommandFailure(f"Erreur : la partie n° {game_id} ne peut pas reprendre : "
                             f"{error}.") from None


@contextmanager
def playing(session: Session, resumed: GameRecord | None = None) -> Iterator[None]:
    """The games of ``session`` played (the first: ``resumed``, a kept game
    going on): a robot that fails stops them, said as the screen says things;
    a resumed game that does not replay as it was played cannot go on.  A
    person's seat that fails is penel421's own bug, and is left whole."""
    try:
        yield
    except StrategyError as error:
        seat = session.spec.seats[error.seat]
        if seat.human:  # the keyboard failed: a bug of penel421's, to be seen whole
            raise
        if error.hook == "game_ended":  # the end, shown and kept, is not undone
            then = "C'était après la fin de la partie, qui reste comme elle a fini."
        elif error.hook == "game_started":
            then = "La partie s'arrête là, avant son premier lancer."
        else:
            then = (f"La partie s'arrête là, au milieu de la manche {session.console.round} : "
                    "cette manche ne compte pas, les jetons restent comme à son début.")
        raise CommandFailure(f"Erreur : le robot « {seat.spec} », qui joue {seat.name} (place "
                             f"{error.seat + 1}), {error.what} : {error.reason}.\n{then}",
                             tell_on_screen) from None
    except ReplayMismatch as error:
        raise CommandFailure(f"Erreur : la partie n° {resumed.id if resumed else '?'} du "
                             f"journal ne se rejoue pas ({error}) : elle ne peut pas "
                             "reprendre.") from None
