"""How many whole games a second the engine plays headless, on one core.

Run: ``python benchmarks/games_per_second.py [GAMES]``.  The games are those
of ``penel421 simulate`` (same code, same dice, one process), played a few
times; the best run is kept, as ``timeit`` does, since a shared machine only
ever makes a run slower.  Prints figures; asserts nothing.
"""

from __future__ import annotations

import sys
import time

from machine import describe

from penel421.play.simulate import Simulation, play_games
from penel421.specs import GameSpec

RUNS = 5
#: (what, table, share of GAMES played, games per second aimed at); the
#: expert cases beside classic's, in the same run, so that they compare
CASES = [
    ("1987, classic contre classic", Simulation(GameSpec("1987"), ("classic",) * 2), 1, 10_000),
    ("1987, expert contre expert", Simulation(GameSpec("1987"), ("expert",) * 2), 1, None),
    ("pascal, 2 classic", Simulation(GameSpec("pascal"), ("classic",) * 2), 1, None),
    ("pascal, 2 expert", Simulation(GameSpec("pascal"), ("expert",) * 2), 4, 1_000),
    ("pascal, 8 classic", Simulation(GameSpec("pascal"), ("classic",) * 8), 4, 2_000),
    ("pascal, 1 expert et 3 classic",
     Simulation(GameSpec("pascal"), ("expert",) + ("classic",) * 3), 40, None),
    ("pascal, 1 expert et 7 classic",
     Simulation(GameSpec("pascal"), ("expert",) + ("classic",) * 7), 100, 300),
    ("pascal, 8 expert", Simulation(GameSpec("pascal"), ("expert",) * 8), 400, 300),
]


def best_rate(table: Simulation, games: int) -> tuple[float, float]:
    """The best games per second of RUNS runs, and the rounds per game."""
    rules = table.check()
    players = table.players(rules)
    # warm the caches with other games than those timed (a cache of decisions
    # must not be timed on the very games that filled it)
    play_games(table, rules, players, RUNS, 0, min(games, 1000))
    best = 0.0
    for run in range(RUNS):
        start = time.perf_counter()
        tally = play_games(table, rules, players, run, 0, games)
        best = max(best, games / (time.perf_counter() - start))
    return best, tally.rounds / tally.games


def spaced(number: float) -> str:
    """12 345: thousands apart, as written in French."""
    return f"{number:,.0f}".replace(",", " ")


def main(games: int) -> None:
    print(describe())
    print(f"meilleure de {RUNS} séries, un seul processus")
    classic_1987 = 0.0
    for what, table, share, target in CASES:
        count = max(games // share, 1)
        rate, rounds = best_rate(table, count)
        aim = f"   (objectif : {spaced(target)})" if target else ""
        if table.game.game == "1987" and "expert" in table.specs:
            aim = f"   ({rate / classic_1987:.0%} de classic, objectif : 50 %)"
        if what.startswith("1987, classic"):
            classic_1987 = rate
        print(f"{what:<30} {spaced(rate):>7} parties/s  ({spaced(count)} parties, "
              f"{rounds:.1f} manches par partie){aim}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20_000)
