"""The best play of one turn, for any payoff on the hand it ends with.

Given what each final hand is worth to the player (a probability of winning
the round or the game, minus the tokens it costs …) and how many throws are
left, :class:`TurnPlay` finds by dynamic programming the best choice after
every throw — stop, or keep some dice and throw the others — and the value of
playing that way.  It is exact: with integer payoffs every value is an
integer over a known power of 216, turned into a :class:`~fractions.Fraction`
on the way out; float payoffs give floats.

Values are kept *scaled*: with ``n`` throws left, a value is stored
multiplied by ``216**n``, so that the expectation over a throw of ``k`` dice
(``6**k`` equally likely falls) is an integer sum times ``6**(3-k)``.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from operator import itemgetter

from ...core.choice import STOP
from ...core.hands import ALL_HANDS, Hand
from .adding import add_up
from .keeps import FIRST_THROW, INDEX, KEEP_INDEX, KEEPS, OUTCOMES, SUB_KEEPS, Keep, keep_of

Number = int | float

#: Each keep's outcomes and the factor that brings their sum to 216 falls.
WEIGHTED = tuple((outcomes, 216 // len(outcomes)) for outcomes in OUTCOMES)
#: The same, each keep's falls read from a level at once (the hands they
#: reach, in the order :data:`WEIGHTED` adds them).
FALLS = tuple((itemgetter(*outcomes), factor) for outcomes, factor in WEIGHTED)
_FIRST_THROW = itemgetter(*FIRST_THROW)


def unscaled(scaled: Number, n: int, denominator: int, exact: bool) -> Fraction | float:
    """A value kept scaled with ``n`` throws left, as a worth: integer
    payoffs (``exact``) keep every value an integer, so the worth is exact."""
    scale = denominator * 216 ** n
    if exact and isinstance(scaled, int):
        return Fraction(scaled, scale)
    return scaled / scale


class TurnPlay:
    """Best play for ``payoffs[n]``: the worth of each final hand (by number)
    when the player stops with ``n`` throws still allowed.

    Pass one payoff list per number of throws left, 0 first; most callers
    use :meth:`of` for the same payoff at every level.  ``denominator``
    divides every payoff (integer payoffs then stand for fractions).  With a
    ``policy``, the choices are that table's instead of the best ones: the
    values are then what the payoffs are worth when playing that way.
    """

    def __init__(self, payoffs: Sequence[Sequence[Number]], denominator: int = 1,
                 policy: TurnPlay | None = None) -> None:
        self.denominator = denominator
        self.exact = all(type(v) is int for pay in payoffs for v in pay)
        # tuples, never changed: the collector stops looking into them once
        # it has seen they hold only numbers (a turn's tables live long)
        self.payoffs = [tuple(pay) for pay in payoffs]
        self._values: list[tuple[Number, ...]] = [self.payoffs[0]]
        self._keep_values: list[tuple[Number, ...]] = [()]
        self._choices: list[list[int]] = [[STOP] * len(ALL_HANDS)]
        for n in range(1, len(payoffs)):
            previous = self._values[n - 1]
            keep_values = tuple([add_up(falls(previous)) * factor for falls, factor in FALLS])
            scale = 216 ** n
            if policy is None:
                values, choices = [], []
                for h, pay in enumerate(self.payoffs[n]):
                    best, choice = pay * scale, STOP
                    for k in SUB_KEEPS[h]:
                        if keep_values[k] > best:
                            best, choice = keep_values[k], k
                    values.append(best)
                    choices.append(choice)
            else:
                choices = policy._choices[n]
                values = [pay * scale if choice == STOP else keep_values[choice]
                          for pay, choice in zip(self.payoffs[n], choices, strict=True)]
            self._values.append(tuple(values))
            self._keep_values.append(keep_values)
            self._choices.append(choices)

    @classmethod
    def of(cls, payoff: Sequence[Number], throws_left: int, denominator: int = 1) -> TurnPlay:
        """Best play for the same payoff whatever the throws left."""
        return cls([payoff] * (throws_left + 1), denominator)

    @classmethod
    def following(cls, payoffs: Sequence[Sequence[Number]],
                  choices: Sequence[Sequence[int]]) -> TurnPlay:
        """What ``payoffs`` are worth played with ``choices`` (for each number
        of throws left, 0 first, a keep's number or STOP by hand number)
        rather than with the best ones: the choices of a solver that breaks
        ties its own way."""
        policy = cls.__new__(cls)
        policy._choices = [list(level) for level in choices]
        return cls(payoffs, policy=policy)

    @property
    def throws_left(self) -> int:
        """The most throws left this table knows of."""
        return len(self._values) - 1

    def _out(self, scaled: Number, n: int) -> Fraction | float:
        return unscaled(scaled, n, self.denominator, self.exact)

    def value(self, hand: Hand, throws_left: int) -> Fraction | float:
        """The worth of holding ``hand`` with ``throws_left`` throws allowed, played best."""
        return self._out(self._values[throws_left][INDEX[hand]], throws_left)

    def before_first_throw(self, throws_left: int) -> Fraction | float:
        """The worth of a turn before its first throw, with ``throws_left`` after it."""
        return self._out(add_up(_FIRST_THROW(self._values[throws_left])), throws_left + 1)

    def best(self, hand: Hand, throws_left: int) -> Keep | None:
        """The chosen keep with ``hand`` in front of you, or None to stop."""
        return keep_of(self._choices[throws_left][INDEX[hand]])

    def worth(self, hand: Hand, throws_left: int, keep: Keep | None) -> Fraction | float:
        """What one choice is worth: None stops, else the values kept."""
        if keep is None:
            return self._out(self.payoffs[throws_left][INDEX[hand]] * 216 ** throws_left,
                             throws_left)
        return self._out(self._keep_values[throws_left][KEEP_INDEX[keep]], throws_left)

    def choices_at(self, throws_left: int) -> list[int]:
        """The choice for every hand (by number) with ``throws_left``: a keep's
        number in :data:`~penel421.solve.turn.keeps.KEEPS`, or :data:`STOP`."""
        return self._choices[throws_left]

    def choices(self, hand: Hand, throws_left: int) -> list[tuple[Keep | None, Fraction | float]]:
        """Every choice with its worth, best first: None (stop) and each keep.

        Of choices worth exactly the same, stopping comes first, then the
        keeps of more dice: the order in which the best one is picked.
        """
        found: list[tuple[Keep | None, Fraction | float]] = [
            (None, self.worth(hand, throws_left, None))]
        if throws_left:
            found += [(KEEPS[k], self.worth(hand, throws_left, KEEPS[k]))
                      for k in SUB_KEEPS[INDEX[hand]]]
        return sorted(found, key=lambda choice: -choice[1])

    def final_hands(self, throws_left: int) -> list[float]:
        """How likely each final hand (by number) is for a turn not yet begun,
        with ``throws_left`` throws after the first, played with these choices."""
        mass = [FIRST_THROW.count(h) / 216 for h in range(len(ALL_HANDS))]
        final = [0.0] * len(ALL_HANDS)
        for n in range(throws_left, 0, -1):
            after = [0.0] * len(ALL_HANDS)
            for h, choice in enumerate(self._choices[n]):
                if not mass[h]:
                    continue
                if choice == STOP:
                    final[h] += mass[h]
                else:
                    outcomes = OUTCOMES[choice]
                    share = mass[h] / len(outcomes)
                    for o in outcomes:
                        after[o] += share
            mass = after
        return [f + m for f, m in zip(final, mass, strict=True)]

    def evaluate(self, payoffs: Sequence[Sequence[Number]], denominator: int = 1) -> TurnPlay:
        """What other payoffs are worth when played with this table's choices."""
        return TurnPlay(payoffs, denominator, policy=self)
