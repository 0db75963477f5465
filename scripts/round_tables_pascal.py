"""Solve the pascal round states shipped in penel421/data/ (see penel421/solve/pascal/shipped.py).

Run: ``python scripts/round_tables_pascal.py`` (how long it takes: README.md,
« La manche pascal exacte »).  The usual barème, three throws
(penel421/solve/pascal/build.py): every state of the charge (1 to 7 players
still to play, every pot up to the most a round can move, every best and
worst hand), written to charge_pascal.bin; every state of the décharge with
one player still to play, written to decharge_last_pascal.bin; the opener's
outlook in every décharge round of 3 or 4 players, written to
decharge_openers_pascal.bin (read from the one before: keep this order);
the choices of the first two players in every décharge round of 4 or 5,
written to decharge_choices_pascal.bin (the longest).
tests/solve/pascal/test_round_pascal.py checks sampled states of the shipped
files against the solver (and, marked slow, the whole files but the choices).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from penel421.core.rules import RULES_PASCAL
from penel421.solve.pascal.build import solve_choices, solve_tables
from penel421.solve.pascal.shipped import CHOICES, FILES

DATA = Path(__file__).resolve().parent.parent / "penel421" / "data"


def main() -> None:
    for part, name in FILES.items():
        start = time.perf_counter()
        data = (solve_choices(RULES_PASCAL) if part == CHOICES
                else solve_tables(RULES_PASCAL, part)).dump()
        (DATA / name).write_bytes(data)
        print(f"wrote {DATA / name}: {len(data):,} bytes in "
              f"{time.perf_counter() - start:.1f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
