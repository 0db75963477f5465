"""A pascal player who plays every round of three or more for its own jetons.

The expert played so before issue 32 at three and four players: each turn
for the expected change of its jetons in the round, every player after it
answering alike (:mod:`penel421.solve.pascal.turns`), and the solved game
once two are left, as the expert does.  Not a level: the yardstick that
shows what playing three and four players for the game is worth
(docs/manuel.md, « L'ordinateur »), a robot for ``penel421 simuler --seat
penel421.strategies.round_jetons:RoundJetons``.
"""

from __future__ import annotations

from ..core.state import TurnView
from ..solve.pascal.turns import best_choices
from ..solve.turn.keeps import positions_to_rethrow
from .expert_pascal import ExpertPascal, game_solution


class RoundJetons:
    """Plays each round of three or more for its jetons; see the module's docstring."""

    def __init__(self) -> None:
        self.expert = ExpertPascal()

    def rethrow(self, view: TurnView) -> tuple[int, ...]:
        """The positions to throw again; empty to keep the hand."""
        if game_solution(view) is not None:  # two left: the solved game
            return self.expert.rethrow(view)
        keep = best_choices(view.rules, view.state, view.seat, view.order, view.played,
                            view.max_throws).best(view.hand, view.max_throws - view.throws)
        return () if keep is None else positions_to_rethrow(view.dice, keep)
