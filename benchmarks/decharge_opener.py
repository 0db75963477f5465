"""The longest wait left at 5 to 8 players: the opener of a décharge that six
or more players start with jetons, his round solved for the first time.

Run: ``python benchmarks/decharge_opener.py [REPEATS]`` (3 by default).
Each share of the jetons below is the opener's first decision
(``best_choices``) in a fresh process, the shipped tables read before the
clock starts; its processor time is printed, the median of REPEATS
processes, with the round's states solved on the way and the time of one
of them.

``python benchmarks/decharge_opener.py --search COUNT [SEED]`` looks for
the longest waits instead: at 6, 7 and 8 players, COUNT shares drawn at
random (seed SEED, 1 by default), each once in a fresh process, and prints
the five slowest of each size.  The time goes with the number of states,
and that with how many different jetons (up to the most a round moves)
the players after the opener hold: the last three shares of the list
above are the slowest a search found.  Prints figures; asserts
nothing.
"""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
import time
from typing import Any

from machine import describe

#: Shares of the 21 jetons, in play order from the opener.
SHARES = [(4, 4, 4, 3, 3, 3), (6, 5, 4, 3, 2, 1), (1, 1, 1, 1, 1, 16), (16, 1, 1, 1, 1, 1),
          (3, 3, 3, 3, 3, 3, 3), (12, 3, 2, 1, 1, 1, 1), (14, 1, 1, 1, 1, 1, 1, 1),
          # the slowest that ``--search 30`` found on 4 December (6, 7, 8 players)
          (12, 1, 2, 2, 1, 3), (3, 2, 1, 7, 1, 3, 4), (3, 1, 9, 2, 2, 2, 1, 1)]
#: The table sizes :func:`search` draws shares for.
SEARCHED = (6, 7, 8)
#: The jetons of a décharge, all held by the players.
JETONS = 21


def random_share(players: int, rng: random.Random) -> tuple[int, ...]:
    """``players`` holdings of at least one jeton adding up to the 21, each
    such share as likely as any other (the cuts between them drawn at once)."""
    cuts = sorted(rng.sample(range(1, JETONS), players - 1))
    return tuple(b - a for a, b in zip([0, *cuts], [*cuts, JETONS], strict=True))


def fresh_round() -> Any:
    """The décharge round of the usual rules, its shipped tables read (the
    first decision of a round of three) and nothing of it solved yet."""
    from penel421.core.rules import RULES_PASCAL
    from penel421.core.state import GameState
    from penel421.solve.pascal.turns import best_choices, turns_of

    best_choices(RULES_PASCAL, GameState((7, 7, 7), 0, 0, (0, 1, 2)), 0, (0, 1, 2), (), 3)
    game = turns_of(RULES_PASCAL, True).round
    game.states.clear()
    return game


def one(share: tuple[int, ...]) -> dict[str, float]:
    """The opener's first decision with ``share``, here: seconds, states."""
    from penel421.core.rules import RULES_PASCAL
    from penel421.core.state import GameState
    from penel421.solve.pascal.turns import best_choices

    game = fresh_round()
    players = len(share)
    state = GameState(share, 0, 0, tuple(range(players)))
    start = time.process_time()
    best_choices(RULES_PASCAL, state, 0, tuple(range(players)), (), 3)
    spent = time.process_time() - start
    return {"seconds": spent, "states": len(game.states)}


def measured(share: tuple[int, ...], script: str = __file__) -> dict[str, float]:
    """``script``'s ``one`` (this one's by default) in a fresh process."""
    return json.loads(subprocess.run(
        [sys.executable, script, "--share", ",".join(map(str, share))],
        capture_output=True, text=True, check=True).stdout)


def line(share: tuple[int, ...], seconds: float, states: float) -> str:
    """One share's figures, as printed."""
    return (f"  {len(share)} joueurs, jetons {list(share)} : {seconds:.2f} s "
            f"({states:.0f} états, {seconds / states * 1e6:.0f} µs l'un)")


def main(repeats: int) -> None:
    print(describe())
    print(f"l'ouvreur d'une décharge, première décision, processus neuf (tables lues avant), "
          f"temps processeur, médiane de {repeats}")
    for share in SHARES:
        found = [measured(share) for _ in range(repeats)]
        print(line(share, statistics.median(f["seconds"] for f in found), found[0]["states"]))


def search(count: int, seed: int) -> None:
    print(describe())
    print(f"les plus longues attentes de {count} partages tirés au hasard par taille "
          f"(graine {seed}), une fois chacun, processus neuf, temps processeur")
    rng = random.Random(seed)
    for players in SEARCHED:
        found = []
        for _ in range(count):
            share = random_share(players, rng)
            figures = measured(share)
            found.append((figures["seconds"], figures["states"], share))
        for seconds, states, share in sorted(found, reverse=True)[:5]:
            print(line(share, seconds, states))


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--share":
        print(json.dumps(one(tuple(int(v) for v in sys.argv[2].split(",")))))
    elif len(sys.argv) > 2 and sys.argv[1] == "--search":
        search(int(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    else:
        main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
