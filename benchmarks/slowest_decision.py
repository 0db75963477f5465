"""The longest a player waits on the expert: the slowest single decision.

Run: ``python benchmarks/slowest_decision.py [GAMES] [--sans-analyse]``.
Each case is a table a player may sit at (3 to 8 players, the usual barème
or an odd one, free or fixed throws, two players with another barème),
played in a fresh process, so that a first time (tables loaded, states
solved) counts as the player meets it: GAMES games (numbers 1, 2, …), seat
0 a person playing as the classic computer would, with the expert's advice
asked at each of his throws (``--hints``: the turn weighed, then its
advice), every other seat the expert, and the analysis listening (in pascal
it weighs every turn of every seat as the game goes, the session's one
weighing shared with the advice; ``--sans-analyse``: it does not, so that
the expert's decisions and the advice are timed doing the work
themselves).  Each expert decision, each advice and each event the analysis
hears is timed in processor time (what the player waits for on a machine
that does nothing else: the figures hold on a shared one); the slowest of
each, with where it happened (players in the round, phase, position, throws
allowed), are printed per case, then the slowest over all.  In a game,
what lasts more than ``play/waiting.py``'s ``DELAY`` is said on screen
while it lasts.  Prints figures; asserts nothing.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from typing import Any

import machine

#: (label, barème items, fixed throws, players)
CASES: list[tuple[str, dict[str, int], bool, int]] = []
for _players in range(3, 9):
    CASES.append((f"pascal, {_players} joueurs", {}, False, _players))
    CASES.append((f"pascal, {_players} joueurs, --fixed-throws", {}, True, _players))
    CASES.append((f"pascal, {_players} joueurs, --bareme suite=3", {"suite": 3}, False,
                  _players))
for _players in (4, 7, 8):
    CASES.append((f"pascal, {_players} joueurs, --bareme suite=3 --fixed-throws",
                  {"suite": 3}, True, _players))
CASES += [("pascal, 2 joueurs", {}, False, 2),
          ("pascal, 2 joueurs, --fixed-throws", {}, True, 2),
          ("pascal, 2 joueurs, --bareme suite=3", {"suite": 3}, False, 2),
          ("pascal, 2 joueurs, --bareme brelan_as=9 --fixed-throws", {"brelan_as": 9}, True, 2),
          ("1987", {}, False, 2)]


#: What is timed: a computer's decision, a person's advice, the analysis of an event.
KINDS = ("expert", "conseil", "analyse")


def where(view: Any) -> str:
    """Where a decision is: players in the round, phase, position, throws."""
    phase = "charge" if view.state.pot else "décharge"
    return (f"{len(view.order)} dans la manche, {phase}, "
            f"{len(view.played) + 1}e à jouer, lancer {view.throws}/{view.max_throws}")


def one_case(number: int, games: int, analysis: bool) -> dict[str, object]:
    """Play the case ``number`` of :data:`CASES` here: the slowest decisions."""
    from penel421.analysis.analyst import Analyst
    from penel421.analysis.weigh import Weigher
    from penel421.core.bareme import Bareme
    from penel421.core.dice import SeededDice
    from penel421.core.engine import Game
    from penel421.specs import GameSpec
    from penel421.strategies.classic import Classic
    from penel421.strategies.experts import make_expert

    label, items, fixed, players = CASES[number]
    game = "1987" if label == "1987" else "pascal"
    rules = GameSpec(game, Bareme(**items) if game == "pascal" else None, fixed).rules()
    slowest: dict[str, tuple[float, str]] = {what: (0.0, "") for what in KINDS}
    counts = dict.fromkeys(KINDS, 0)

    def timed(what: str, started: float, view: Any) -> None:
        spent = time.process_time() - started
        counts[what] += 1
        if spent > slowest[what][0]:
            slowest[what] = (spent, where(view))

    weigher = Weigher()  # the session's one weighing

    class Person:
        """A person with --hints: the advice asked at each throw."""

        def __init__(self) -> None:
            self.weigher, self.classic = weigher, Classic()

        def rethrow(self, view: Any) -> tuple[int, ...]:
            started = time.process_time()
            self.weigher.advice(view)
            timed("conseil", started, view)
            return self.classic.rethrow(view)

    class Computer:
        def __init__(self) -> None:
            self.expert = make_expert(rules)

        def rethrow(self, view: Any) -> tuple[int, ...]:
            started = time.process_time()
            answer = self.expert.rethrow(view)
            timed("expert", started, view)
            return answer

    start = time.process_time()
    for game_number in range(1, games + 1):
        seats = [Person(), *(Computer() for _ in range(players - 1))]
        analyst = Analyst(rules, players, weigher) if analysis and game == "pascal" else None

        def hear(event: Any, analyst: Any = analyst) -> None:
            view = getattr(event, "view", None)
            started = time.process_time()
            analyst(event)
            if view is not None:
                timed("analyse", started, view)

        Game(rules, [f"p{i}" for i in range(players)], seats, SeededDice(game_number),
             hear if analyst is not None else None, opener=game_number % players).play()
    return {"slowest": slowest, "counts": counts, "seconds": time.process_time() - start}


def run_case(number: int, games: int, analysis: bool) -> dict[str, Any]:
    out = subprocess.run([sys.executable, __file__, "--case", str(number), str(games),
                          str(int(analysis))], capture_output=True, text=True, check=True)
    found: dict[str, Any] = json.loads(out.stdout)
    return found


def main(games: int, analysis: bool) -> None:
    print(machine.describe())
    print(f"{games} parties par cas, processus neuf (premières fois comprises), temps "
          "processeur ; "
          "la place 0 demande le conseil à chaque lancer, les autres sont l'expert ; "
          + ("l'analyse écoute (pascal)" if analysis else "sans l'analyse"))
    worst: dict[str, tuple[float, str]] = {what: (0.0, "") for what in KINDS}
    for number, (label, _, _, _) in enumerate(CASES):
        found = run_case(number, games, analysis)
        print(f"{label} ({found['seconds']:.1f} s)")
        for what in KINDS:
            spent, place = found["slowest"][what]
            print(f"    {what:<8} {found['counts'][what]:>6} décisions, la plus lente "
                  f"{spent * 1000:8.1f} ms ({place})")
            if spent > worst[what][0]:
                worst[what] = (spent, f"{label} : {place}")
    for what, (spent, place) in worst.items():
        print(f"la plus lente ({what}) : {spent * 1000:.0f} ms, {place}")


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--case":
        print(json.dumps(one_case(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == "1")))
    else:
        numbers = [a for a in sys.argv[1:] if a.isdigit()]
        main(int(numbers[0]) if numbers else 3, "--sans-analyse" not in sys.argv)
