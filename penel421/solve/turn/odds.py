"""Exact odds of a turn: the chance of ending above a target hand, or of a 421.

For a player who plays after the target's owner: with the hand in front of
him and the throws he has left, what is his chance of finishing above the
target if he plays as well as possible, and which dice should he keep?  A tie
counts as the rules say: in 1987 it leads to a barrage, which each side wins
with probability exactly 1/2 (the same single throw for both, repeated while
tied); in pascal the later player wins it.  Computed exactly, as fractions,
by :class:`~penel421.solve.turn.play.TurnPlay`.

Without a target, the question is the 421: the best play to make one
(:func:`choices_for_421`), and how likely each kind of final hand is when
playing that way (:func:`final_kinds`, the same table's choices evaluated
for other payoffs).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from ...core.hands import ALL_HANDS, Hand, Kind
from ...core.rules import Rules, Ties
from .keeps import Keep
from .play import TurnPlay

#: Payoffs are counted in halves, so that a barrage's 1/2 is an integer.
HALVES = 2


@dataclass(frozen=True, slots=True)
class Choice:
    """One way to play the hand: the values kept (all three: stop) and its chance."""

    keep: Keep
    probability: Fraction

    @property
    def stops(self) -> bool:
        """True when the choice keeps every die: the turn ends."""
        return len(self.keep) == 3


def win_payoff(rules: Rules, target: Hand) -> list[int]:
    """Each final hand's chance against ``target``, in halves: 2 above, 0 below,
    and for a tie 1 (barrage) or 2 (the later player wins)."""
    rank = rules.table.rank
    tie = 1 if rules.ties is Ties.BARRAGE else 2
    top = rank[target]
    return [2 if rank[h] > top else tie if rank[h] == top else 0 for h in ALL_HANDS]


@lru_cache(maxsize=512)
def against(rules: Rules, target: Hand, throws_left: int) -> TurnPlay:
    """Best play against ``target`` with up to ``throws_left`` throws left."""
    return TurnPlay.of(win_payoff(rules, target), throws_left, HALVES)


def choices(rules: Rules, hand: Hand, throws_left: int, target: Hand) -> list[Choice]:
    """Every way to play ``hand`` with ``throws_left`` throws left, best first."""
    play = against(rules, target, throws_left)
    return [Choice(hand if keep is None else keep, Fraction(probability))
            for keep, probability in play.choices(hand, throws_left)]


def chance(rules: Rules, hand: Hand, throws_left: int, target: Hand) -> Fraction:
    """The chance of finishing above ``target`` from ``hand``, played best."""
    return Fraction(against(rules, target, throws_left).value(hand, throws_left))


def chance_before_throwing(rules: Rules, throws: int, target: Hand) -> Fraction:
    """The chance of beating ``target`` in a turn of at most ``throws`` throws, not yet begun."""
    return Fraction(against(rules, target, throws - 1).before_first_throw(throws - 1))


#: The hand the game is named after.
FOUR_TWO_ONE: Hand = (4, 2, 1)


@lru_cache(maxsize=4)
def toward_421(throws_left: int) -> TurnPlay:
    """Best play for a 421 with up to ``throws_left`` throws left (the same in
    every rule set: a 421 is three dice, 4, 2 and 1)."""
    return TurnPlay.of([int(h == FOUR_TWO_ONE) for h in ALL_HANDS], throws_left)


def choices_for_421(hand: Hand, throws_left: int) -> list[Choice]:
    """Every way to play ``hand`` with its chance of ending on a 421, best first."""
    play = toward_421(throws_left)
    return [Choice(hand if keep is None else keep, Fraction(probability))
            for keep, probability in play.choices(hand, throws_left)]


def final_kinds(rules: Rules, hand: Hand, throws_left: int) -> list[tuple[Kind, Fraction]]:
    """Each kind of final hand of ``rules``, best first, with its chance when
    ``hand`` is played the best way for a 421 (kinds that cannot happen: 0)."""
    play = toward_421(throws_left)
    keep = play.best(hand, throws_left)
    kinds = list(dict.fromkeys(entry.kind for entry in rules.table.entries()))
    found = []
    for kind in kinds:
        payoff = [int(rules.table[h].kind is kind) for h in ALL_HANDS]
        chances = play.evaluate([payoff] * (throws_left + 1))
        found.append((kind, Fraction(chances.worth(hand, throws_left, keep))))
    return found
