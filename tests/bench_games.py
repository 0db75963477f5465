"""How many whole games per second the engine plays headless.

Run: ``python tests/bench_games.py [GAMES]``.  Prints figures; asserts
nothing (the machines are shared and noisy, so speed is not a unit test).
"""

from __future__ import annotations

import sys
import time

from penel421.dice import SeededDice
from penel421.engine import Game
from penel421.rules import RULES_1987, RULES_PASCAL
from penel421.strategies.classic import Classic


def bench(rules, players: int, games: int) -> None:
    """Play ``games`` seeded games between rules-of-thumb players; print the rate."""
    names = [f"p{i}" for i in range(players)]
    rounds = 0
    start = time.perf_counter()
    for seed in range(games):
        strategies = [Classic() for _ in names]
        game = Game(rules, names, strategies, SeededDice(seed), opener=seed % players)
        rounds += game.play().rounds
    elapsed = time.perf_counter() - start
    print(f"{rules.name:>6} {players} joueurs : {games / elapsed:8.0f} parties/s "
          f"({rounds / games:.1f} manches par partie, {games} parties en {elapsed:.2f} s)")


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    bench(RULES_1987, 2, count)
    bench(RULES_PASCAL, 2, count)
    bench(RULES_PASCAL, 8, max(count // 4, 1))
