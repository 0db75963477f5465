"""How fast the subgame-perfect pascal round decides, with 3 to 8 players.

Run: ``python benchmarks/round_pascal_speed.py [GAMES] [--solve]``.  Every seat is the
pascal expert: the exact round of :mod:`penel421.solve.pascal.turns`
(``best_choices``), the two-player solved game once two players are left; and
every decision is timed, by the number of players in the round and by
phase, in GAMES games of 3, 4, 5 and 8 players after GAMES others played to
warm the caches (the shipped tables loaded); then whole games per second
with 8 such players (10 × GAMES a run) beside 8 classic (100 × GAMES),
best of 5 runs, each after games that warm the caches; then the first
decision of a fresh process, imports and loading included; then, for rounds
of three played for the game (the usual rules), each place's decision and
its worth (what the advice and the analysis read) in states met for the
first time.  With ``--solve`` (numpy installed), last, the offline solve of
the three-player game (``scripts/solve_pascal34.py 3``) into a scratch
folder: its time, and whether it wrote the shipped file byte for byte.
Prints figures; asserts nothing.
"""

from __future__ import annotations

import subprocess
import sys
import time

from machine import describe

from penel421.core.dice import FastDice
from penel421.core.engine import Game
from penel421.core.rules import RULES_PASCAL, Rules
from penel421.core.state import Phase, TurnView
from penel421.solve.pascal.round import round_of
from penel421.strategies.classic import Classic
from penel421.strategies.expert_pascal import ExpertPascal

RUNS = 5


class ExactRound:
    """The pascal expert itself (every round subgame-perfect, the two-player
    game solved once two are left); with ``times``, each decision's time is
    added to it by (players in the round, phase)."""

    def __init__(self, times: dict[tuple[int, Phase], list[float]] | None = None) -> None:
        self.times = times
        self.expert = ExpertPascal()

    def rethrow(self, view: TurnView) -> tuple[int, ...]:
        start = time.perf_counter()
        answer = self.expert.rethrow(view)
        if self.times is not None:
            key = (len(view.order), view.state.phase)
            self.times.setdefault(key, []).append(time.perf_counter() - start)
        return answer


def play(rules: Rules, players: int, games: int, first: int,
         times: dict[tuple[int, Phase], list[float]] | None = None,
         classic: bool = False) -> None:
    """``games`` games of ``players`` seats (dice of games ``first``…)."""
    for number in range(first, first + games):
        seats = ([Classic() for _ in range(players)] if classic
                 else [ExactRound(times) for _ in range(players)])
        Game(rules, [f"p{i}" for i in range(players)], seats, FastDice(number),
             opener=number % players).play()


def figures(times: list[float]) -> str:
    ordered = sorted(times)
    median = ordered[len(ordered) // 2] * 1000
    return (f"{len(ordered):>6} décisions : médiane {median:7.3f} ms, "
            f"99 % {ordered[int(0.99 * (len(ordered) - 1))] * 1000:8.3f} ms, "
            f"pire {ordered[-1] * 1000:8.3f} ms")


def decisions(rules: Rules, games: int) -> None:
    times: dict[tuple[int, Phase], list[float]] = {}
    for decharge in (False, True):
        round_of(rules, decharge)  # the shipped tables loaded
    for players in (3, 4, 5, 8):
        play(rules, players, games, 10_000)  # warm-up, other dice
        play(rules, players, games, 0, times)
    for (players, phase), found in sorted(times.items(), key=lambda kv: (kv[0][0],
                                                                           kv[0][1].value)):
        print(f"{players} joueurs, {phase.value:<8} {figures(found)}")


def rate(rules: Rules, players: int, games: int, classic: bool) -> float:
    play(rules, players, min(games, 50), 10_000, classic=classic)  # warm-up
    best = 0.0
    for run in range(RUNS):
        start = time.perf_counter()
        play(rules, players, games, run * games, classic=classic)
        best = max(best, games / (time.perf_counter() - start))
    return best


FIRST = """
import time
start = time.perf_counter()
from penel421.core.rules import RULES_PASCAL
from penel421.core.state import GameState, Played, TurnView
from penel421.strategies.expert_pascal import ExpertPascal
state = GameState({tokens}, {pot}, 0, tuple(range({players})))
order = state.seating()
played = tuple(Played(s, (6, 5, 3), 2) for s in order[:{played}])
ExpertPascal().rethrow(TurnView(RULES_PASCAL, state, order[{played}], order, played,
                                (4, 3, 1), 1, RULES_PASCAL.max_throws))
print(time.perf_counter() - start)
"""
#: (what, pot, jetons, hands already played)
FIRSTS = [("8 joueurs, charge, pot plein, ouvreur", 21, (0,) * 8, 0),
          ("8 joueurs, charge, 5e", 9, (2, 0, 4, 0, 0, 3, 3, 0), 4),
          ("3 joueurs, charge, pot plein, ouvreur", 21, (0, 0, 0), 0),
          ("3 joueurs, charge, 2e", 11, (3, 5, 2), 1),
          ("3 joueurs, charge, 3e", 11, (3, 5, 2), 2),
          ("3 joueurs, décharge, ouvreur", 0, (9, 5, 7), 0),
          ("4 joueurs, décharge, ouvreur", 0, (5, 4, 7, 5), 0),
          ("4 joueurs, décharge, 2e", 0, (5, 4, 7, 5), 1),
          ("5 joueurs, décharge, ouvreur", 0, (5, 4, 7, 3, 2), 0),
          ("5 joueurs, décharge, 2e", 0, (5, 4, 7, 3, 2), 1),
          ("5 joueurs, décharge, 3e", 0, (5, 4, 7, 3, 2), 2),
          ("6 joueurs, décharge, ouvreur", 0, (5, 4, 4, 3, 3, 2), 0)]


def first_decision(pot: int, tokens: tuple[int, ...], played: int) -> float:
    code = FIRST.format(players=len(tokens), pot=pot, tokens=tokens, played=played)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    return float(out.stdout)


def game_of_three(count: int) -> None:
    """Each place of rounds of three played for the game, in ``count``
    states drawn at random, each met for the first time: the expert's
    decision, then its worth."""
    import random

    from penel421.core.hands import ALL_HANDS
    from penel421.core.state import Played
    from penel421.solve.pascal.table_round import forget_table_rounds
    from penel421.solve.pascal.table_states import keys, table_canonical

    rng = random.Random(3)
    every = [k for k in keys(3, RULES_PASCAL.tokens) if len(k) == 4]
    expert = ExpertPascal()
    expert.rethrow(TurnView(RULES_PASCAL, table_canonical(every[0]), 0, (0, 1, 2), (),
                            (4, 3, 1), 1, 3))  # the shipped solution loaded
    for position, words in enumerate(("ouvreur", "2e", "3e")):
        spent: dict[str, list[float]] = {"décision": [], "worth": []}
        for _ in range(count):
            forget_table_rounds()
            key = rng.choice(every)
            played = tuple(Played(p, rng.choice(ALL_HANDS), 3) for p in range(position))
            view = TurnView(RULES_PASCAL, table_canonical(key), position, (0, 1, 2), played,
                            (4, 3, 1), 1, 3)
            start = time.process_time()
            expert.rethrow(view)
            middle = time.process_time()
            expert.worth(view)
            spent["décision"].append(middle - start)
            spent["worth"].append(time.process_time() - middle)
        for what, found in spent.items():
            print(f"à trois pour la partie, {words:<8} {what:<9} {figures(found)}")


def solve_time() -> None:
    """The offline solve of three players, timed, its file compared."""
    import filecmp
    import tempfile
    from pathlib import Path

    here = Path(__file__).resolve().parent.parent
    with tempfile.TemporaryDirectory() as folder:
        start = time.perf_counter()
        subprocess.run([sys.executable, str(here / "scripts" / "solve_pascal34.py"), "3",
                        "--to", folder], check=True, capture_output=True)
        took = time.perf_counter() - start
        same = filecmp.cmp(Path(folder) / "solved_pascal3.bin",
                           here / "penel421" / "data" / "solved_pascal3.bin", shallow=False)
    print(f"la partie à trois résolue hors ligne (numpy) : {took:.0f} s ; "
          f"{'le fichier livré, octet pour octet' if same else 'un fichier différent du livré'}")


def main(games: int) -> None:
    print(describe())
    rules = RULES_PASCAL
    print(f"décisions de {games} parties par nombre de joueurs au départ (3, 4, 5, 8), "
          "caches chauds")
    decisions(rules, games)
    count = 10 * games
    exact = rate(rules, 8, count, classic=False)
    classic = rate(rules, 8, count * 10, classic=True)
    print(f"8 joueurs exacts : {exact:6.0f} parties/s ({count} parties par série) ; "
          f"8 classic : {classic:6.0f} parties/s ({count * 10}) ; meilleure de {RUNS} séries")
    for label, pot, tokens, played in FIRSTS:
        best = min(first_decision(pot, tokens, played) for _ in range(3))
        print(f"première décision, processus neuf, {label:<37} {best * 1000:6.0f} ms")
    game_of_three(5 * games)
    if "--solve" in sys.argv:
        solve_time()


if __name__ == "__main__":
    numbers = [a for a in sys.argv[1:] if a.isdigit()]
    main(int(numbers[0]) if numbers else 20)
