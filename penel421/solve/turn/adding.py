"""Adding floats the same way on every Python penel421 runs on.

Python 3.12 made ``sum()`` of floats more precise (compensated summation):
the same sums then differ in their last bits from one Python to the next.
The expert compares such sums to choose, so where two choices are worth
the same it could choose one on Python 3.11 and the other on 3.13, and a
game replayed from a seed would not be the same game.  The solvers add
floats one after the other, as ``sum()`` always did before 3.12 and as the
shipped tables were computed: the same bits, the same choices everywhere.
Exact values (integers, fractions) are the same either way.
"""

from __future__ import annotations

import sys

if sys.version_info < (3, 12):
    from builtins import sum as add_up  # already one after the other
else:
    from collections.abc import Iterable
    from functools import reduce
    from operator import add
    from typing import Any

    def add_up(values: Iterable[Any], start: Any = 0) -> Any:
        """``sum(values, start)``, the values added one after the other."""
        return reduce(add, values, start)

__all__ = ["add_up"]
