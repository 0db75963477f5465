"""The 1987 expert: plays every throw for the best chance of winning the game.

A pion given with a 421 is worth more than one given with a suite, and late
in the game a round can matter more or less than another: the expert plays
from the solved game (:mod:`penel421.solve.game1987.solution`).  As the opener it looks
its choice up in the shipped solution; as the second player it solves its
turn against the opener's hand once, then remembers its choices.
"""

from __future__ import annotations

from functools import lru_cache

from ..core.hands import Hand
from ..core.rules import RULES_1987
from ..core.state import GameState, TurnView
from ..solve.game1987.solution import Solution, load, second_choices_of, shipped_second_choices
from ..solve.game1987.solver import second_turn
from ..solve.turn.keeps import INDEX, KEEPS, positions_to_rethrow
from ..solve.turn.play import STOP, TurnPlay


class Expert1987:
    """The game-perfect player of the 1987 rules; see the module's docstring."""

    def __init__(self, solution: Solution | None = None) -> None:
        self.solution = solution or load()

    def rethrow(self, view: TurnView) -> tuple[int, ...]:
        """The positions to throw again; empty to keep the hand."""
        hand, left = view.hand, view.max_throws - view.throws
        if not view.played:
            keep = self.solution.opener_keep(view.state, hand, left)
        else:
            keep = second_keep(self.solution, view.state, view.played[0].hand, hand, left)
        return () if keep is None else positions_to_rethrow(view.dice, keep)


def second_play(solution: Solution, state: GameState, opener_hand: Hand) -> TurnPlay:
    """The second player's best play for the game, the opener holding ``opener_hand``."""
    return second_turn(solution.second_chances(state, opener_hand), RULES_1987.max_throws)


@lru_cache(maxsize=8192)
def _second_choices(solution: Solution, state: GameState, opener_hand: Hand) -> bytes:
    """Every choice of the second player, one byte each (a keep's number + 1,
    0 to stop), hand by hand for 0, 1, then 2 throws left: small enough to
    remember them all, for every state and opener's hand.  For the shipped
    solution they are shipped too (a slice of one table); another solution's
    are worked out the first time."""
    if solution is load():
        return shipped_second_choices(state, opener_hand)
    return second_choices_of(second_play(solution, state, opener_hand))


def second_keep(solution: Solution, state: GameState, opener_hand: Hand, hand: Hand,
                throws_left: int) -> tuple[int, ...] | None:
    """The second player's best keep, None to stop (remembered: a table lookup
    after the first time)."""
    choices = _second_choices(solution, state, opener_hand)
    choice = choices[throws_left * len(INDEX) + INDEX[hand]] + STOP
    return None if choice == STOP else KEEPS[choice]
