"""How long the expert takes to decide: its first decision, then every other.

Run: ``python benchmarks/expert_speed.py [GAMES]``.  The first decision is
timed in a fresh process, from the import of penel421 (everything the expert
loads included); then every decision of GAMES games against the classic
computer is timed, in both rule sets.  Prints figures; asserts nothing.
"""

from __future__ import annotations

import subprocess
import sys
import time

import machine

FIRST = """
import time
start = time.perf_counter()
from penel421.core.rules import RULES_1987, RULES_PASCAL
from penel421.core.state import GameState, Played, TurnView
from penel421.strategies.experts import make_expert
rules = RULES_{rules}
players = {players}
state = GameState.start(rules, players)
order = state.seating()
played = tuple(Played(s, (6, 5, 3), 2) for s in order[:{played}])
view = TurnView(rules, state, order[{played}], order, played, (6, 5, 2), 1, 3)
make_expert(rules).rethrow(view)
print(time.perf_counter() - start)
"""


def first_decision(rules: str, players: int, played: int) -> float:
    code = FIRST.format(rules=rules, players=players, played=played)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    return float(out.stdout)


class Timed:
    """A strategy that times another one's every decision."""

    def __init__(self, strategy, times: list[float]) -> None:
        self.strategy, self.times = strategy, times

    def rethrow(self, view):
        start = time.perf_counter()
        answer = self.strategy.rethrow(view)
        self.times.append(time.perf_counter() - start)
        return answer


def later_decisions(rules, players: int, games: int) -> list[float]:
    from penel421.core.dice import SeededDice
    from penel421.core.engine import Game
    from penel421.strategies.classic import Classic
    from penel421.strategies.experts import make_expert

    times: list[float] = []
    expert_ = make_expert(rules)
    expert_.rethrow  # noqa: B018 - the expert is built before any timing
    for seed in range(games):
        seats = [Classic() for _ in range(players)]
        seats[seed % players] = Timed(expert_, times)
        Game(rules, [f"p{i}" for i in range(players)], seats, SeededDice(seed),
             opener=seed % players).play()
    return times[1:]  # every decision after the first


def describe(times: list[float]) -> str:
    ordered = sorted(times)
    pick = lambda q: ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000  # noqa: E731
    return (f"{len(times)} décisions : médiane {pick(0.5):.3f} ms, 99 % {pick(0.99):.3f} ms, "
            f"max {ordered[-1] * 1000:.3f} ms")


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    from penel421.core.rules import RULES_1987, RULES_PASCAL

    print(machine.describe())
    for label, rules, players, played in (("1987, ouvreur", "1987", 2, 0),
                                         ("1987, second", "1987", 2, 1),
                                         ("pascal, 4 joueurs, 2e", "PASCAL", 4, 1),
                                         ("pascal, 4 joueurs, dernier", "PASCAL", 4, 3),
                                         ("pascal, 8 joueurs, ouvreur", "PASCAL", 8, 0)):
        best = min(first_decision(rules, players, played) for _ in range(3))
        print(f"première décision ({label}), processus neuf, imports compris : "
              f"{best * 1000:.0f} ms")
    print("1987 contre classic :", describe(later_decisions(RULES_1987, 2, games)))
    print("pascal, 2 joueurs :", describe(later_decisions(RULES_PASCAL, 2, games)))
    print("pascal, 4 joueurs :", describe(later_decisions(RULES_PASCAL, 4, max(1, games // 3))))
    print("pascal, 8 joueurs :", describe(later_decisions(RULES_PASCAL, 8, max(1, games // 10))))


if __name__ == "__main__":
    main()
