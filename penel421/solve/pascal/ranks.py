"""What a pascal round needs of the rules, laid out by rank.

The round's solver (:mod:`.round`) and its shipped tables (:mod:`.shipped`)
look at a hand only through its rank: whoever holds the best and the worst
hand, what the best makes due, whether the worst is a nénette.  A
:class:`RankTable` holds these facts by rank (0: the weakest hand), with the
way back to the hands' numbers that the turns (:mod:`~penel421.solve.turn`)
use, once per rule set.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

from ...core.hands import ALL_HANDS
from ...core.rules import Rules
from ..turn.keeps import INDEX

Number = Fraction | float
HANDS = len(ALL_HANDS)


@dataclass(frozen=True)
class RankTable:
    """What a round needs of the rules, by rank (0: the weakest hand)."""

    values: tuple[int, ...]  # what each rank's hand is worth when it wins
    nenette: tuple[bool, ...]  # which rank costs the nénette penalty to its loser
    penalty: int
    number: tuple[int, ...]  # each rank's hand number (in ALL_HANDS)
    rank: tuple[int, ...]  # each hand number's rank
    most_due: int  # the most a round can move
    limits: tuple[int, ...]  # the most the best hand of each rank can make due
    tokens: int  # the jetons of a game

    @classmethod
    def of(cls, rules: Rules) -> RankTable:
        by_rank = sorted(ALL_HANDS, key=rules.table.rank.__getitem__)
        values = tuple(rules.table.value[h] for h in by_rank)
        return cls(values, tuple(rules.is_nenette(h) for h in by_rank),
                   rules.nenette_penalty, tuple(INDEX[h] for h in by_rank),
                   tuple(rules.table.rank[h] for h in ALL_HANDS),
                   max(values) + rules.nenette_penalty,
                   tuple(v + rules.nenette_penalty for v in values), rules.tokens)

    def due(self, best: int, worst: int) -> int:
        """What the round's loser gets when the best hand has rank ``best``
        and the worst ``worst``, before any cap."""
        return self.values[best] + (self.penalty if self.nenette[worst] else 0)

    def capped(self, cap: int) -> int:
        """A cap (what a player can give or take at most) cut at the most a
        round can move: above it, every cap is the same as none."""
        return min(cap, self.most_due)

    def by_rank(self, by_number: Sequence[Number]) -> list[Number]:
        """A list by hand number turned into a list by rank."""
        return [by_number[n] for n in self.number]

    def by_number(self, by_rank: Sequence[Number]) -> list[Number]:
        """A list by rank turned into a list by hand number."""
        found: list[Number] = [0.0] * HANDS
        for r, value in enumerate(by_rank):
            found[self.number[r]] = value
        return found


@cache
def rank_table(rules: Rules) -> RankTable:
    """The rules' :class:`RankTable` (built once per rule set)."""
    return RankTable.of(rules)
