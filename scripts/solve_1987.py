"""Solve the 1987 game and write penel421/data/solved_1987.json.

Run: ``python scripts/solve_1987.py`` (about a minute; ``--second-only`` writes
only the second player's table, ``--replies-only`` only the counts of how his
turn ends, both from the shipped solution).  Value iteration over
every state between rounds (see penel421/solve/duel/solver.py), until no value moves
by more than 1e-13; then the barrage chances and the opener's best choices
that these values lead to, and penel421/data/second_1987.bin, the second
player's choices for every state and opener's hand (zlib-compressed bytes),
and penel421/data/replies_1987.bin, how his turn ends against each of them
(penel421/solve/duel/replies.py: what an opener's reason is drawn from).
tests/solve/game1987/test_solver1987.py checks that the shipped file is a fixed point of the
game's equations, and that the second player's table follows from it.
"""

from __future__ import annotations

import sys
import time
import zlib
from pathlib import Path

from penel421.core.rules import RULES_1987
from penel421.solve.duel.replies import table_of
from penel421.solve.duel.solution import Solution
from penel421.solve.duel.solver import solve
from penel421.solve.game1987.solution import (
    DATA,
    GAME,
    REPLIES_DATA,
    SECOND_DATA,
    load,
    second_table,
)

TARGET = Path(__file__).resolve().parent.parent / "penel421" / "data" / DATA
SECOND = TARGET.with_name(SECOND_DATA)
REPLIES = TARGET.with_name(REPLIES_DATA)


def main() -> None:
    start = time.perf_counter()

    def report(sweep: str, change: float) -> None:
        print(f"{sweep}: largest change {change:.2e}"
              f" ({time.perf_counter() - start:.0f} s)", file=sys.stderr)

    values = solve(GAME, RULES_1987, report=report)
    text = Solution.of(GAME, RULES_1987, values).dump()
    TARGET.write_text(text, encoding="utf-8")
    print(f"wrote {TARGET}", file=sys.stderr)
    # from the solution as shipped, as the expert reads it (both seats of a
    # state take the first one's values), not from the one just solved
    shipped = Solution.parse(GAME, RULES_1987, text)
    write_second_table(shipped)
    write_replies(shipped)


def write_second_table(solution: Solution) -> None:
    """The second player's choices for every state and opener's hand."""
    SECOND.write_bytes(zlib.compress(second_table(solution), 9))
    print(f"wrote {SECOND}", file=sys.stderr)


def write_replies(solution: Solution) -> None:
    """How the second player's turn ends, for every state and opener's hand."""
    REPLIES.write_bytes(table_of(solution))
    print(f"wrote {REPLIES}", file=sys.stderr)


if __name__ == "__main__":
    if sys.argv[1:] == ["--second-only"]:  # the shipped solution's second-player table
        write_second_table(load())
    elif sys.argv[1:] == ["--replies-only"]:
        write_replies(load())
    else:
        main()
