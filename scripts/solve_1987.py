"""Solve the 1987 game and write penel421/data/solved_1987.json.

Run: ``python scripts/solve_1987.py`` (about a minute).  Value iteration over
every state between rounds (see penel421/solver1987.py), until no value moves
by more than 1e-13; then the barrage chances and the opener's best choices
that these values lead to.  tests/test_solver1987.py checks that the shipped
file is a fixed point of the game's equations.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from penel421.core.rules import RULES_1987
from penel421.solve.solution1987 import DATA, Solution
from penel421.solve.solver1987 import solve

TARGET = Path(__file__).resolve().parent.parent / "penel421" / "data" / DATA


def main() -> None:
    start = time.perf_counter()

    def report(sweep: int, change: float) -> None:
        print(f"sweep {sweep:3}: largest change {change:.2e}"
              f" ({time.perf_counter() - start:.0f} s)", file=sys.stderr)

    values = solve(RULES_1987, report=report)
    TARGET.write_text(Solution.of(RULES_1987, values).dump(RULES_1987), encoding="utf-8")
    print(f"wrote {TARGET}", file=sys.stderr)


if __name__ == "__main__":
    main()
