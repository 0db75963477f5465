"""What a round of four played for the game would cost at the table: the
second player's choices, worked out from the states' chances.

Run: ``python benchmarks/table_four.py [STATES]`` (20 by default).  No
four-player solution is shipped (docs/technique.md, « Trois joueurs pour la
partie »): the chances of losing the game are drawn at random for every
state (the time does not depend on their values, only on which summaries
lead to the same cases), and the second player's choices after a random
opener's hand are worked out in a fresh round of each of STATES charge
states drawn at random, as :mod:`penel421.solve.pascal.table_round` would
at the table; processor time, median and worst, with the turns solved.
Prints figures; asserts nothing.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from array import array

from machine import describe

import penel421.solve.pascal.table_round as table
from penel421.core.rules import RULES_PASCAL
from penel421.solve.pascal.table_round import TableRound
from penel421.solve.pascal.table_solution import (
    CHOICE_ROW,
    HANDS,
    OUTLOOK,
    TableSolution,
    solution_header,
)
from penel421.solve.pascal.table_states import joined, keys

PLAYERS = 4


def random_solution(rng: random.Random) -> TableSolution:
    """A four-player solution of random chances (each state's summing to 1)."""
    states = keys(PLAYERS, RULES_PASCAL.tokens)
    values = array("d")
    for key in states:
        drawn = [rng.random() for _ in key[1:]]
        values.extend([v / sum(drawn) for v in drawn] + [0.0] * (PLAYERS + 1 - len(key)))
    return TableSolution(solution_header(RULES_PASCAL, PLAYERS), values,
                         bytes(CHOICE_ROW * len(states)),
                         array("d", [0.0]) * (HANDS * (PLAYERS - 1 + OUTLOOK) * len(states)),
                         array("I", [0]) * (HANDS * len(states)), bytes(CHOICE_ROW))


def main(count: int) -> None:
    print(describe())
    rng = random.Random(1)
    solution = random_solution(rng)
    solved = [0]
    solve = table.turn_ends

    def counted(pay: list[float], throws: int) -> list[float]:
        solved[0] += 1
        return solve(pay, throws)

    table.turn_ends = counted
    charge = [k for k in keys(PLAYERS, RULES_PASCAL.tokens) if k[0] > 0]
    times, turns = [], []
    for key in rng.sample(charge, count):
        played = TableRound(RULES_PASCAL, key, solution, shipped_opener=False)
        after_opener = joined(None, rng.randrange(HANDS), 0)
        solved[0] = 0
        start = time.process_time()
        played.choices(1, after_opener)
        times.append(time.process_time() - start)
        turns.append(solved[0])
    print(f"4 joueurs, le 2e joueur à la table, {count} états (chances tirées au hasard), "
          f"temps processeur : médiane {statistics.median(times) * 1000:.0f} ms, pire "
          f"{max(times) * 1000:.0f} ms (objectif : 100 ms) ; tours résolus : médiane "
          f"{statistics.median(turns):.0f}, pire {max(turns)}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
