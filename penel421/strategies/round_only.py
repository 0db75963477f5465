"""A 1987 player who plays every round for the best chance of winning it.

Blind to the pions: a round won with a suite is as good to it as a round won
with a 421.  Not a level: it is the yardstick that shows what playing for the
game, as :class:`~penel421.strategies.expert1987.Expert1987` does, is worth.
"""

from __future__ import annotations

from functools import cache

from ..core.hands import ALL_HANDS
from ..core.rules import RULES_1987, Rules
from ..core.settle import barrage_needed, winner_and_loser
from ..core.state import GameState, Played, TurnView
from ..solve.duel.solver import Goal, RoundPlay
from ..solve.turn.keeps import INDEX, positions_to_rethrow


@cache
def round_alone_play(rules: Rules = RULES_1987) -> RoundPlay:
    """Both players' best play for the round alone: the opener's chance is 1
    if he wins it, 0 if he loses it, 1/2 if it ends in a barrage."""
    chances = []
    for o in ALL_HANDS:
        for s in ALL_HANDS:
            hands = (Played(0, o, 1), Played(1, s, 1))
            if barrage_needed(rules, hands):
                chances.append(0.5)
            else:
                chances.append(1.0 if winner_and_loser(rules, hands)[0] == 0 else 0.0)
    return RoundPlay.solve(Goal.WIN, chances, rules.max_throws, rules.opener_fixes_throws)


def plays(state: GameState) -> RoundPlay:
    """The same round play in every state: it ignores the pions."""
    return round_alone_play(RULES_1987)


class RoundOnly:
    """Plays each round of the 1987 game for the best chance of winning it."""

    def rethrow(self, view: TurnView) -> tuple[int, ...]:
        """The positions to throw again; empty to keep the hand."""
        play = round_alone_play(view.rules)
        left = view.max_throws - view.throws
        table = play.second[INDEX[view.played[0].hand]] if view.played else play.opener
        keep = table.best(view.hand, left)
        return () if keep is None else positions_to_rethrow(view.dice, keep)
