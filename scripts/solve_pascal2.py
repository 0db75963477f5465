"""Solve the two-player pascal game (default barème, free and fixed throws) and write
penel421/data/solved_pascal2.json and solved_pascal2_fixed.json.

Run: ``python scripts/solve_pascal2.py`` (some seconds).  Policy iteration
over the décharge, then one sweep of the charge by increasing pot (see
penel421/solve/duel/solver.py), until no value moves by more than 1e-13;
then the opener's best choices that these values lead to, and
replies_pascal2.bin, replies_pascal2_fixed.bin: how the second's turn ends
against each hand of the opener (penel421/solve/duel/replies.py; alone, from
the shipped solutions: ``--replies-only``).
tests/solve/pascal/test_duel.py checks that the shipped file is a fixed point of
the game's equations.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from penel421.core.rules import pascal_rules
from penel421.solve.duel.replies import table_of
from penel421.solve.duel.solution import Solution
from penel421.solve.duel.solver import canonical, solve, state_number
from penel421.solve.pascal.duel_solution import GAME, SHIPPED, SHIPPED_REPLIES, solution_for

DATA = Path(__file__).resolve().parent.parent / "penel421" / "data"


def main() -> None:
    start = time.perf_counter()

    def report(phase: str, change: float) -> None:
        print(f"{phase}: largest change {change:.2e} ({time.perf_counter() - start:.1f} s)",
              file=sys.stderr)

    for name, fixed in zip(SHIPPED, (False, True), strict=True):
        rules = pascal_rules(fixed_throws=fixed)
        values = solve(GAME, rules, report=report)
        target = DATA / name
        target.write_text(Solution.of(GAME, rules, values).dump(), encoding="utf-8")
        first = values[state_number(GAME, rules, canonical((rules.tokens, 0, 0)))]
        print(f"wrote {target}; the first opener loses with probability {first:.6f}",
              file=sys.stderr)
        solution_for.cache_clear()  # the file just written
    write_replies()


def write_replies() -> None:
    """How the second's turn ends, for the shipped solutions' every state."""
    for name, fixed in zip(SHIPPED_REPLIES, (False, True), strict=True):
        target = DATA / name
        target.write_bytes(table_of(solution_for(pascal_rules(fixed_throws=fixed))))
        print(f"wrote {target}", file=sys.stderr)


if __name__ == "__main__":
    if sys.argv[1:] == ["--replies-only"]:
        write_replies()
    else:
        main()
