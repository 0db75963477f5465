"""The expert level: the strongest player of each game.

Which expert plays which rules is the registry's to say
(:meth:`penel421.games.GameKind.expert`); here are the two it names.  The
1987 game is solved whole (:mod:`.expert1987`); the pascal game is solved
whole with two players left, and played round by round, subgame-perfect,
for the fewest jetons with more (:mod:`.expert_pascal`).
"""

from __future__ import annotations

from ..core.rules import Rules
from ..core.strategy import Strategy
from ..games import game_of


def expert(rules: Rules) -> Strategy:
    """The expert of the game ``rules`` belong to."""
    return game_of(rules).expert(rules)


def expert_1987(rules: Rules) -> Strategy:
    """The solved game's player (the solution is for exactly the 1987 rules)."""
    from .expert1987 import Expert1987

    return Expert1987()


def expert_pascal(rules: Rules) -> Strategy:
    """The bar rules' player: the solved game for two, exact rounds for more."""
    from .expert_pascal import ExpertPascal

    return ExpertPascal()
