"""The expert's seats in real ``penel421 simulate -j 2`` runs: how much slower than
classic's, and the slowest single expert decision met.

Run: ``python benchmarks/simulate_experts.py [RUNS]`` (3 by default), with
the Python of the environment penel421 is installed in.  Each case is a
pair of ``penel421 simulate --rules pascal -j 2 --json`` runs of the same
games (same seed): every seat ``expert`` against every seat ``classic``,
alternated RUNS times with seeds 1, 2, …; the figure is games per second as
``simulate`` gives it (its own clock: the players made, the workers
started, the games played).  The ratio is the best expert run's over the
best classic run's, as a shared machine only ever makes a run slower; the
paired ratios of each seed are shown too.  The expert seats are played by
``timed_expert:expert`` (this folder): the expert itself, two clock reads a
decision, each process writing down its slowest decision and those over
half a second, so that ratio and decisions come from the same runs.  Prints figures; asserts
nothing.

The cases are those of issue 26: two players over 5,000 games (expert
against expert, then classic against classic), eight over 2,000 (eight
experts, then eight classic); three over 3,000, played for the game since
issue 32; and, to compare with the warm benchmark of
``games_per_second.py``, one expert and seven classic over 2,000 games.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from machine import describe

HERE = Path(__file__).resolve().parent
#: (what, the expert run's seats, the classic run's seats, games, the ratio aimed at)
CASES = [
    ("2 joueurs : 2 expert / 2 classic", ["timed_expert:expert"] * 2, ["classic"] * 2,
     5000, 0.35),
    ("3 joueurs : 3 expert / 3 classic (la partie à trois résolue)",
     ["timed_expert:expert"] * 3, ["classic"] * 3, 3000, None),
    ("8 joueurs : 8 expert / 8 classic", ["timed_expert:expert"] * 8, ["classic"] * 8,
     2000, 0.08),
    ("8 joueurs : 1 expert et 7 classic / 8 classic",
     ["timed_expert:expert"] + ["classic"] * 7, ["classic"] * 8, 2000, None),
]


def run(seats: list[str], games: int, seed: int, timings: str) -> float:
    """The games per second of one ``simulate -j 2`` run."""
    args = [sys.executable, "-m", "penel421", "simulate", "--rules", "pascal", "-j", "2",
            "--games", str(games), "--seed", str(seed), "--json"]
    for seat in seats:
        args += ["--seat", seat]
    env = dict(os.environ, PENEL421_TIMINGS=timings,
               PYTHONPATH=os.pathsep.join(filter(None, [str(HERE),
                                                        os.environ.get("PYTHONPATH")])))
    done = subprocess.run(args, capture_output=True, text=True, env=env, check=True)
    return json.loads(done.stdout)["games_per_second"]


def slowest(timings: str) -> tuple[float, str, int, float]:
    """What ``timings`` holds of all the runs: the slowest decision and what it
    was; the decisions over half a second, and their seconds in all."""
    found, count, seconds = (0.0, "aucune"), 0, 0.0
    for path in Path(timings).glob("slowest-*"):
        took, what, long = path.read_text(encoding="utf-8").splitlines()
        found = max(found, (float(took), what))
        count += int(long.split()[0])
        seconds += float(long.split()[1])
    return (*found, count, seconds)


def main(runs: int) -> None:
    print(describe())
    print(f"charge de la machine au départ : {os.getloadavg()[0]:.2f} (sur 1 min)")
    print(f"penel421 simulate --rules pascal -j 2, {runs} paires de courses par cas ; "
          "parties par seconde : la meilleure course")
    for what, experts, classics, games, aim in CASES:
        with tempfile.TemporaryDirectory() as timings:
            expert_rates, classic_rates = [], []
            for seed in range(1, runs + 1):
                expert_rates.append(run(experts, games, seed, timings))
                classic_rates.append(run(classics, games, seed, "."))
            took, where, long, long_seconds = slowest(timings)
        playing = sum(games / rate for rate in expert_rates)  # the expert runs' seconds
        ratio = max(expert_rates) / max(classic_rates)
        paired = ", ".join(f"{e / c:.3f}" for e, c in zip(expert_rates, classic_rates,
                                                          strict=True))
        target = f" (objectif : au moins {aim:.2f}×)" if aim else ""
        print(f"\n{what}, {games} parties")
        print(f"  expert {max(expert_rates):8.0f} parties/s   classic "
              f"{max(classic_rates):8.0f} parties/s   rapport {ratio:.3f}×{target}")
        print(f"  rapports par graine : {paired}")
        print(f"  décision de l'expert la plus lente : {took * 1000:.1f} ms ({where})")
        print(f"  décisions de plus d'une demi-seconde : {long}, {long_seconds:.1f} s en tout, "
              f"sur {2 * playing:.1f} s de jeu des deux processus ({runs} courses)")
    print(f"\ncharge de la machine à la fin : {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
