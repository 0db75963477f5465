"""Solve the two-player pascal game (default barème) and write penel421/data/solved_pascal2.json.

Run: ``python scripts/solve_pascal2.py`` (a few seconds).  Policy iteration
over the décharge, then one sweep of the charge by increasing pot (see
penel421/solve/solver_pascal2.py), until no value moves by more than 1e-13;
then the opener's best choices that these values lead to.
tests/test_solver_pascal2.py checks that the shipped file is a fixed point of
the game's equations.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from penel421.core.rules import RULES_PASCAL
from penel421.solve.solution_pascal2 import DATA, Solution
from penel421.solve.solver_pascal2 import numbers, solve

TARGET = Path(__file__).resolve().parent.parent / "penel421" / "data" / DATA


def main() -> None:
    start = time.perf_counter()

    def report(phase: str, change: float) -> None:
        print(f"{phase}: largest change {change:.2e} ({time.perf_counter() - start:.1f} s)",
              file=sys.stderr)

    values = solve(RULES_PASCAL, report=report)
    TARGET.write_text(Solution.of(RULES_PASCAL, values).dump(), encoding="utf-8")
    first = values[numbers(RULES_PASCAL)[(RULES_PASCAL.tokens, 0, 0)]]
    print(f"wrote {TARGET}; the first opener loses with probability {first:.6f}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
