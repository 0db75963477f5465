"""How long ``penel421 analyse`` takes, start-up included, on two long games.

Run: ``python benchmarks/analysis.py [RUNS]`` (default 7) with the Python of
the environment penel421 is installed in.  Two games are played by
computers and kept in a fresh journal, as a session keeps them: the first
1987 game (classic against expert, numbers from 1 up) that lasts at least 30
rounds, and the first 8-player pascal game (four classic, four expert) that
lasts at least 20.  Then
``penel421 analyse N --journal FICHIER --json`` runs RUNS times for each, a
new process each time; the median and the worst are printed.  The aims: at
most 0.5 s for the 1987 game, 3 s for the pascal one.
"""

from __future__ import annotations

import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from machine import children_time, describe

from penel421.core.engine import Game
from penel421.games import find_game
from penel421.journal.recorder import Keeper
from penel421.journal.store import Journal, NewGame
from penel421.play.table import Seat
from penel421.specs import GameSpec, SessionSpec
from penel421.strategies import load_strategy

AIMS = {"1987": 0.5, "pascal": 3.0}


def keep(journal: Journal, game: str, specs: list[str], number: int) -> tuple[int, int]:
    """Play game ``number`` with computers at ``specs`` and keep it: its
    number in the journal and its rounds."""
    kind = find_game(game)
    rules = kind.rules()
    seats = [Seat(f"{spec} {i + 1}", spec) for i, spec in enumerate(specs)]
    recorder = Keeper(journal, warn=print).recorder(
        NewGame(SessionSpec(GameSpec.of(rules), tuple(seats), number), "benchmark"))
    result = Game(rules, [s.name for s in seats], [load_strategy(s, rules) for s in specs],
                  kind.dice(number), recorder).play()
    assert recorder.game_id is not None
    return recorder.game_id, result.rounds


def long_game(journal: Journal, game: str, specs: list[str],
              rounds: int) -> tuple[int, int, int]:
    """The first game (by number) of at least ``rounds`` rounds, kept:
    (journal number, rounds, game number)."""
    kind = find_game(game)
    rules = kind.rules()
    players = [load_strategy(s, rules) for s in specs]
    names = [str(i) for i in range(len(specs))]
    for number in range(1, 32768):
        if Game(rules, names, players, kind.dice(number)).play().rounds >= rounds:
            kept, played = keep(journal, game, specs, number)
            return kept, played, number
    raise RuntimeError(f"no {game} game of {rounds} rounds")


def main(runs: int) -> None:
    print(describe())
    script = Path(sys.executable).with_name("penel421")
    penel421 = str(script) if script.exists() else shutil.which("penel421") or "penel421"
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "parties.sqlite3"
        journal = Journal.open(path)
        games = {"1987": (*long_game(journal, "1987", ["classic", "expert"], 30), 2),
                 "pascal": (*long_game(journal, "pascal", ["classic", "expert"] * 4, 20), 8)}
        journal.close()
        for name, (kept, played, number, players) in games.items():
            times, processor = [], []
            for _ in range(runs):
                used = children_time()
                start = time.perf_counter()
                subprocess.run([penel421, "analyse", str(kept), "--journal", str(path),
                                "--json"], stdout=subprocess.DEVNULL, check=True)
                times.append(time.perf_counter() - start)
                processor.append(children_time() - used)
            print(f"{name} ({players} joueurs), tirage {number}, {played} manches : "
                  f"médiane {statistics.median(times):.3f} s, pire {max(times):.3f} s "
                  f"sur {runs} lancements (processeur : médiane "
                  f"{statistics.median(processor):.3f} s, pire {max(processor):.3f} s ; "
                  f"objectif : au plus {AIMS[name]} s)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
