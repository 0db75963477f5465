"""The longest wait left at 5 to 8 players: the opener of a décharge that six
or more players start with jetons, his round solved for the first time.

Run: ``python benchmarks/decharge_opener.py [REPEATS]`` (3 by default).
Each share of the jetons below is the opener's first decision
(``best_choices``) in a fresh process, the shipped tables read before the
clock starts; its processor time is printed, the median of REPEATS
processes, with the round's states solved on the way and the time of one
of them.  Prints figures; asserts nothing.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time

from machine import describe

#: Shares of the 21 jetons, in play order from the opener.
SHARES = [(4, 4, 4, 3, 3, 3), (6, 5, 4, 3, 2, 1), (1, 1, 1, 1, 1, 16), (16, 1, 1, 1, 1, 1),
          (3, 3, 3, 3, 3, 3, 3), (12, 3, 2, 1, 1, 1, 1), (14, 1, 1, 1, 1, 1, 1, 1)]


def one(share: tuple[int, ...]) -> dict[str, float]:
    """The opener's first decision with ``share``, here: seconds, states."""
    from penel421.core.rules import RULES_PASCAL
    from penel421.core.state import GameState
    from penel421.solve.pascal.turns import best_choices, turns_of

    warm = GameState((7, 7, 7), 0, 0, (0, 1, 2))
    best_choices(RULES_PASCAL, warm, 0, (0, 1, 2), (), 3)  # the shipped tables read
    turns_of(RULES_PASCAL, True).round.states.clear()
    players = len(share)
    state = GameState(share, 0, 0, tuple(range(players)))
    start = time.process_time()
    best_choices(RULES_PASCAL, state, 0, tuple(range(players)), (), 3)
    spent = time.process_time() - start
    return {"seconds": spent, "states": len(turns_of(RULES_PASCAL, True).round.states)}


def main(repeats: int) -> None:
    print(describe())
    print(f"l'ouvreur d'une décharge, première décision, processus neuf (tables lues avant), "
          f"temps processeur, médiane de {repeats}")
    for share in SHARES:
        found = [json.loads(subprocess.run(
            [sys.executable, __file__, "--share", ",".join(map(str, share))],
            capture_output=True, text=True, check=True).stdout) for _ in range(repeats)]
        seconds = statistics.median(f["seconds"] for f in found)
        states = found[0]["states"]
        print(f"  {len(share)} joueurs, jetons {list(share)} : {seconds:.2f} s "
              f"({states} états, {seconds / states * 1e6:.0f} µs l'un)")


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--share":
        print(json.dumps(one(tuple(int(v) for v in sys.argv[2].split(",")))))
    else:
        main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
