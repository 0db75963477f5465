"""The expert level: the strongest player of each game.

Which expert plays which rules is the registry's to say
(:meth:`penel421.games.GameKind.expert`); here are the two it names.  The
1987 game is solved whole (:mod:`.expert1987`); the pascal game, for any
number of players, is played turn by turn for the fewest jetons
(:mod:`.expert_pascal`).
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
    """The jeton-counting player of the bar rules."""
    from .expert_pascal import ExpertPascal

    return ExpertPascal()
