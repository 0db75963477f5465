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

from collections.abc import Sequence
from fractions import Fraction

from ...core.choice import STOP
from ...core.hands import Hand
from .adding import add_up
from .keeps import INDEX, KEEP_INDEX, Keep
from .play import WEIGHTED, Number, TurnPlay, unscaled


class AskedPlay:
    """``payoffs`` (one list per number of throws left, 0 first, by hand
    number) played with ``policy``'s choices: :meth:`worth` is
    ``policy.evaluate(payoffs, denominator).worth``, worked out when asked."""

    def __init__(self, policy: TurnPlay, payoffs: Sequence[Sequence[Number]],
                 denominator: int = 1) -> None:
        self.policy, self.denominator = policy, denominator
        self.exact = all(type(v) is int for pay in payoffs for v in pay)
        self.payoffs = [list(pay) for pay in payoffs]
        #: every hand's scaled value, by throws left, for the levels asked
        self._values: dict[int, list[Number]] = {0: self.payoffs[0]}
        #: each keep's scaled worth asked, by (throws left, keep's number)
        self._keeps: dict[tuple[int, int], Number] = {}

    def _out(self, scaled: Number, n: int) -> Fraction | float:
        return unscaled(scaled, n, self.denominator, self.exact)

    def _level(self, n: int) -> list[Number]:
        """Every hand's scaled value with ``n`` throws left, played with the
        policy's choices."""
        found = self._values.get(n)
        if found is None:
            scale, keep = 216 ** n, self._keep
            found = self._values[n] = [
                pay * scale if choice == STOP else keep(n, choice)
                for pay, choice in zip(self.payoffs[n], self.policy.choices_at(n), strict=True)]
        return found

    def _keep(self, n: int, k: int) -> Number:
        """The scaled worth of keep number ``k`` with ``n`` throws left."""
        found = self._keeps.get((n, k))
        if found is None:
            outcomes, factor = WEIGHTED[k]
            found = self._keeps[(n, k)] = add_up(map(self._level(n - 1).__getitem__,
                                                     outcomes)) * factor
        return found

    def worth(self, hand: Hand, throws_left: int, keep: Keep | None) -> Fraction | float:
        """What one choice is worth: None stops, else the values kept."""
        if keep is None:
            return self._out(self.payoffs[throws_left][INDEX[hand]] * 216 ** throws_left,
                             throws_left)
        return self._out(self._keep(throws_left, KEEP_INDEX[keep]), throws_left)
