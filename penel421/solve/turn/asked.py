"""What payoffs are worth played with a turn's choices, each worth worked
out only when it is first asked.

:meth:`TurnPlay.evaluate <penel421.solve.turn.play.TurnPlay.evaluate>`
works out every keep's worth at every number of throws left at once.  A
reason reads a few choices of one hand (:mod:`penel421.analysis.reasons`):
:class:`AskedPlay` works out a keep's worth the first time it is read, and
with it only what that worth needs (every hand's value one throw fewer, and
so on down), each figure by the very sum :class:`TurnPlay` makes — the
same bits, in the same order — so that what it gives is what the full
evaluation gives.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from fractions import Fraction
from itertools import repeat
from operator import itemgetter, mul
from weakref import WeakKeyDictionary

from ...core.choice import STOP
from ...core.hands import Hand
from .adding import add_up
from .keeps import INDEX, KEEP_INDEX, Keep
from .play import FALLS, Number, TurnPlay, unscaled

#: A level of a policy's choices, as :class:`AskedPlay` reads it: the keeps
#: chosen there (numbers), and what picks every hand's value out of those
#: keeps' worths followed by the hands' stopping payoffs.
_Level = tuple[tuple[int, ...], Callable[[Sequence[Number]], tuple[Number, ...]]]
#: Each policy's levels, shared by the tables played with it (a turn's outcomes).
_POLICY_LEVELS: WeakKeyDictionary[TurnPlay, dict[int, _Level]] = WeakKeyDictionary()


def _policy_level(policy: TurnPlay, n: int) -> _Level:
    """The keeps ``policy`` chooses with ``n`` throws left, and the pick of
    every hand's value (see :data:`_Level`), worked out once a policy."""
    levels = _POLICY_LEVELS.get(policy)
    if levels is None:
        levels = _POLICY_LEVELS[policy] = {}
    found = levels.get(n)
    if found is None:
        choices = policy.choices_at(n)
        chosen = tuple(dict.fromkeys(c for c in choices if c != STOP))
        slot = {k: i for i, k in enumerate(chosen)}
        pick = itemgetter(*(len(chosen) + h if c == STOP else slot[c]
                            for h, c in enumerate(choices)))
        found = levels[n] = (chosen, pick)
    return found


class AskedPlay:
    """``payoffs`` (one list per number of throws left, 0 first, by hand
    number) played with ``policy``'s choices: :meth:`worth` is
    ``policy.evaluate(payoffs, denominator).worth``, worked out when asked."""

    def __init__(self, policy: TurnPlay, payoffs: Sequence[Sequence[Number]],
                 denominator: int = 1) -> None:
        self.policy, self.denominator = policy, denominator
        self.exact = all(type(v) is int for pay in payoffs for v in pay)
        #: read, never changed: the rows as given (a row the same at every
        #: level is one list, not a copy a level)
        self.payoffs = list(payoffs)
        #: every hand's scaled value, by throws left, for the levels asked
        self._values: dict[int, Sequence[Number]] = {0: self.payoffs[0]}
        #: each keep's scaled worth asked, by throws left, then keep's number
        self._keeps: dict[int, dict[int, Number]] = {}

    def _out(self, scaled: Number, n: int) -> Fraction | float:
        return unscaled(scaled, n, self.denominator, self.exact)

    def _level(self, n: int) -> Sequence[Number]:
        """Every hand's scaled value with ``n`` throws left, played with the
        policy's choices."""
        found = self._values.get(n)
        if found is None:
            chosen, pick = _policy_level(self.policy, n)
            keeps, scale = self._keeps_at(n, chosen), 216 ** n
            found = self._values[n] = pick([*map(keeps.__getitem__, chosen),
                                             *map(mul, self.payoffs[n], repeat(scale))])
        return found

    def _keeps_at(self, n: int, wanted: Iterable[int]) -> dict[int, Number]:
        """The scaled worths with ``n`` throws left, those of the keeps
        ``wanted`` (numbers) among them."""
        keeps = self._keeps.get(n)
        if keeps is None:
            keeps = self._keeps[n] = {}
        below: Sequence[Number] | None = None
        for k in wanted:
            if k not in keeps:
                if below is None:
                    below = self._level(n - 1)
                falls, factor = FALLS[k]
                keeps[k] = add_up(falls(below)) * factor
        return keeps

    def worth(self, hand: Hand, throws_left: int, keep: Keep | None) -> Fraction | float:
        """What one choice is worth: None stops, else the values kept."""
        if keep is None:
            return self._out(self.payoffs[throws_left][INDEX[hand]] * 216 ** throws_left,
                             throws_left)
        k = KEEP_INDEX[keep]
        keeps = self._keeps.get(throws_left)
        if keeps is None or k not in keeps:
            keeps = self._keeps_at(throws_left, (k,))
        return self._out(keeps[k], throws_left)
