"""The expert level: the strongest player for each rule set.

The 1987 game is solved whole (:mod:`.expert1987`); the pascal game, for any
number of players, is played turn by turn for the fewest jetons
(:mod:`.expert_pascal`).
"""

from __future__ import annotations

from ..core.rules import RULES_1987, Rules
from . import Strategy


def expert(rules: Rules) -> Strategy:
    """The expert for ``rules``: the solved game's player for the 1987 rules
    (the solution is for exactly those), the jeton-counting one otherwise."""
    if rules == RULES_1987:
        from .expert1987 import Expert1987
        return Expert1987()
    from .expert_pascal import ExpertPascal
    return ExpertPascal()
