"""What both cores would do for the longest wait left at 5 to 8 players: the
décharge opener's round solved one depth after the other, each depth's
states shared between this process and a second one.

Run: ``python benchmarks/decharge_two_cores.py [REPEATS]`` (3 by default).
A measurement for a choice not yet made, not a way penel421 plays: the
package solves its rounds in one process.  The states of a depth read
only those of the depth below (the players after them), so a depth can be
split: a forked helper solves the second half of it while this process
solves the first, then each hands the other what it found, and the next
depth up begins.  For each share of :data:`decharge_opener.SHARES`, in a
fresh process, the shipped tables read before the clock starts: the
opener's first decision solved the usual way (processor time), then
again, the round forgotten, over two processes (wall-clock time, the
helper forked beforehand, as a program would keep one ready, and the time
to fork it; listing the states by depth is counted), with the number of
depths, and whether the states listed are those solved alone, each the
same to the last bit, with the same choices.  The two cores must be free
for the figure to mean anything.  Prints figures; asserts nothing.
"""

from __future__ import annotations

import json
import multiprocessing
import statistics
import sys
import time
from collections.abc import Iterator
from typing import Any

from decharge_opener import SHARES, fresh_round, measured
from machine import describe

#: A state as ``round.after`` takes it (caps, best, best cap, worst, throws).
Key = tuple[tuple[int, ...], int, int, int, int]


def states_by_depth(game: Any, caps: tuple[int, ...], mine: int, throws: int
                    ) -> dict[int, list[Key]]:
    """The states the décharge opener's turn makes the round solve, by the
    number of players still to play in them: the opener's payoff asks for
    each rank he can end with, each state for what its mover's ranks lead
    to (a new best: each rank from the best up, the worst kept; a new worst:
    each rank below the worst, the best kept; neither), down to the last
    player's, which are shipped and never solved.  A depth at a time, each
    run of ranks asked once for the widest of the states that ask it.  Each
    list in a fixed order."""
    t = game.facts
    ranks = len(t.limits)
    layer = {(caps, r, min(mine, t.limits[r]), r, throws) for r in range(ranks)}
    found: dict[int, list[Key]] = {}
    while layer and len(caps) >= 2:  # the last player's states are shipped
        found[len(caps)] = sorted(layer)
        cut = game.cuts[t.capped(caps[0])]
        caps = caps[1:]
        lowest: dict[int, int] = {}  # by worst: the lowest best asking for new bests
        highest: dict[tuple[int, int], int] = {}  # by best and cap: the highest worst
        below = set()
        for _, best, best_cap, worst, _ in layer:
            lowest[worst] = min(best, lowest.get(worst, ranks))
            highest[best, best_cap] = max(worst, highest.get((best, best_cap), 0))
            if worst < best:
                below.add((caps, best, best_cap, worst, throws))
        below.update((caps, r, cut[r], worst, throws)
                     for worst, low in lowest.items() for r in range(low, ranks))
        below.update((caps, best, best_cap, r, throws)
                     for (best, best_cap), high in highest.items() for r in range(high))
        layer = below
    return found


def _solved(game: Any, keys: list[Key]) -> list[tuple[Key, Any]]:
    from penel421.solve.pascal.round import after

    return [(key, after(game, *key)) for key in keys]


def _helper(connection: Any) -> None:
    """The second process: takes what the other found and states to solve,
    sends back what it solved, until told to stop (None)."""
    from penel421.core.rules import RULES_PASCAL
    from penel421.solve.pascal.turns import turns_of

    game = turns_of(RULES_PASCAL, True).round
    while (asked := connection.recv()) is not None:
        known, keys = asked
        game.states.update(known)
        connection.send(_solved(game, keys))


def _halves(keys: list[Key]) -> Iterator[list[Key]]:
    """The first half of a depth's states (this process's), then the rest."""
    half = len(keys) // 2
    yield keys[:half]
    yield keys[half:]


def one(share: tuple[int, ...]) -> dict[str, Any]:
    """The opener's first decision with ``share``: alone, then over two processes."""
    from penel421.core.rules import RULES_PASCAL
    from penel421.core.state import GameState
    from penel421.solve.pascal.turns import best_choices, forget, turn_of

    players = tuple(range(len(share)))
    game = fresh_round()
    state = GameState(share, 0, 0, players)
    start = time.process_time()
    alone = best_choices(RULES_PASCAL, state, 0, players, (), 3)
    seconds = time.process_time() - start
    by_one = dict(game.states)

    forget()
    game = fresh_round()
    forked = time.perf_counter()
    here, there = multiprocessing.get_context("fork").Pipe()
    helper = multiprocessing.get_context("fork").Process(target=_helper, args=(there,))
    helper.start()
    here.send(([], []))
    here.recv()  # the helper is up
    fork = time.perf_counter() - forked
    start = time.perf_counter()
    turn = turn_of(RULES_PASCAL, state, 0, players, (), 3)
    depths = states_by_depth(game, turn.caps, turn.mine, 3)
    listed = time.perf_counter() - start
    # from the deepest up: the helper gets what this process solved of the
    # depth below and its half of this one, and sends back what it solved
    ours_below: list[tuple[Key, Any]] = []
    for depth in sorted(depths):
        ours, its = _halves(depths[depth])
        here.send((ours_below, its))
        ours_below = _solved(game, ours)
        game.states.update(here.recv())
    both = best_choices(RULES_PASCAL, state, 0, players, (), 3)
    wall = time.perf_counter() - start
    here.send(None)
    helper.join()
    # the states listed are those the round solves alone, each the same to
    # the last bit, and the opener chooses the same
    same = ({key for keys in depths.values() for key in keys} == set(by_one)
            and dict(game.states) == by_one
            and all(alone.choices_at(n) == both.choices_at(n) for n in (1, 2)))
    return {"alone": seconds, "both": wall, "fork": fork, "listed": listed,
            "depths": len(depths), "states": len(by_one), "same": same}


def main(repeats: int) -> None:
    print(describe())
    print("l'ouvreur d'une décharge, première décision, processus neuf : seul (temps "
          f"processeur), puis sur deux processus, une profondeur après l'autre (temps "
          f"d'horloge), médiane de {repeats}")
    for share in SHARES:
        found = [measured(share, __file__) for _ in range(repeats)]
        alone = statistics.median(f["alone"] for f in found)
        both = statistics.median(f["both"] for f in found)
        fork = statistics.median(f["fork"] for f in found)
        listed = statistics.median(f["listed"] for f in found)
        same = "oui" if all(f["same"] for f in found) else "NON"
        print(f"  {len(share)} joueurs, jetons {list(share)} : seul {alone:.2f} s, "
              f"à deux {both:.2f} s ({both / alone:.0%}, dont la liste des états "
              f"{listed * 1000:.0f} ms), fork {fork * 1000:.0f} ms, "
              f"{found[0]['states']} états en {found[0]['depths']} profondeurs, "
              f"les mêmes au bit près : {same}")


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--share":
        print(json.dumps(one(tuple(int(v) for v in sys.argv[2].split(",")))))
    else:
        main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
