"""What the journal costs: the time each write adds to a game, and ``penel421 parties``.

Run: ``python benchmarks/journal.py [GAMES]`` (default 200) with the Python of
the environment penel421 is installed in.

1. GAMES pascal games (four computers, classic and expert) are played with a
   recorder writing to a fresh journal on disk; the time of each write —
   one transaction per throw, answer, round and settlement, and the game's
   start, which also copies the WAL back into the file — is measured
   around the recorder, alone, then while a second process writes another
   journal's games into the same file (two terminals).  Aims: at most 5 ms
   at the median.
2. A journal of 10,000 games (the games of part 1, copied) is listed by
   ``penel421 parties`` and ``penel421 parties --json``, run as a player
   runs them, median of 5 runs.  Aim: at most 0.5 s.
3. On that journal: the time to open it (what a command pays before its
   first screen) and the check a session runs before its first write (its
   tables and columns, and SQLite's ``PRAGMA quick_check``), median of 5:
   the check is not paid at opening, so that a command that shows a screen
   first (the training to come: at most 0.5 s) never waits for it.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from machine import describe

from penel421.core.engine import Game
from penel421.games import find_game
from penel421.journal.recorder import Keeper
from penel421.journal.store import Journal, NewGame
from penel421.play.table import Seat
from penel421.specs import GameSpec, SessionSpec
from penel421.strategies import load_strategy

WRITE_AIM_MS = 5.0
PARTIES_AIM_S = 0.5
LISTED = 10_000
SEATS = [Seat("Ordi 1", "classic"), Seat("Ordi 2", "expert"), Seat("Ordi 3", "classic"),
         Seat("Ordi 4", "expert")]


def play_kept(path: Path, games: int, first: int) -> tuple[list[float], list[float]]:
    """Play ``games`` games kept in ``path``; the time of each write of an
    event, and of each game's start, in ms."""
    kind = find_game("pascal")
    rules = kind.rules()
    minds = [load_strategy(seat.spec or "", rules) for seat in SEATS]
    times: list[float] = []
    starts: list[float] = []
    keeper = Keeper(Journal.open(path), print)
    for number in range(first, first + games):
        recorder = keeper.recorder(
            NewGame(SessionSpec(GameSpec.of(rules), tuple(SEATS), number), "bench"))

        def hear(event, recorder=recorder) -> None:
            kept, game_id = recorder.kept, recorder.game_id
            start = time.perf_counter()
            recorder(event)
            took = 1000 * (time.perf_counter() - start)
            if recorder.game_id != game_id:
                starts.append(took)
            elif recorder.kept != kept:
                times.append(took)
        Game(rules, [s.name for s in SEATS], minds, kind.dice(number), hear).play()
    keeper.close()
    return times, starts


def figures(label: str, times: list[float]) -> None:
    ordered = sorted(times)
    print(f"{label:<44} {len(times):>6} fois  médiane {statistics.median(times):5.2f} ms"
          f"  99 % {ordered[int(0.99 * len(ordered))]:5.2f} ms  max {max(times):6.2f} ms")


def ten_thousand(source: Path, target: Path) -> None:
    """A journal of LISTED games: the games of ``source``, copied over and over."""
    import sqlite3

    Journal.open(target).close()
    db = sqlite3.connect(target)
    db.execute("ATTACH DATABASE ? AS source", (str(source),))
    count = db.execute("SELECT count(*) FROM source.games").fetchone()[0]
    columns = ("game, bareme, fixed_throws, number, dice, opener, version, started, ended,"
               " loser, rounds, ranking")
    for copy in range(-(-LISTED // count)):
        offset = copy * count
        db.execute(f"INSERT INTO games (id, {columns}) SELECT id + ?, {columns} "
                   "FROM source.games WHERE id + ? <= ?", (offset, offset, LISTED))
        for table, rest in (("seats", "seat, name, spec"), ("events", "seq, type, data")):
            db.execute(f"INSERT INTO {table} SELECT game + ?, {rest} FROM source.{table} "
                       "WHERE game + ? <= ?", (offset, offset, LISTED))
    db.commit()
    db.close()


def time_command(*args: str, runs: int = 5) -> float:
    script = Path(sys.executable).with_name("penel421")
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([str(script), *args], stdout=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main(games: int) -> None:
    print(describe())
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "parties.sqlite3"
        alone = play_kept(path, games, 1)
        other = subprocess.Popen([sys.executable, __file__, "--writer", str(path),
                                  str(games)])
        together = play_kept(path, games, 100_000)
        other.wait()
        print(f"temps ajouté par le journal à chaque écriture (objectif : médiane ≤ "
              f"{WRITE_AIM_MS:g} ms)")
        figures(f"{games} parties pascal à 4, seul", alone[0])
        figures(f"{games} parties, un second joueur écrit aussi", together[0])
        figures("début d'une partie (et copie du WAL), seul", alone[1])
        figures("début d'une partie, un second joueur aussi", together[1])
        listed = Path(folder) / "dix-mille.sqlite3"
        ten_thousand(path, listed)
        size = listed.stat().st_size / 1e6
        print(f"penel421 parties, journal de {LISTED} parties ({size:.0f} Mo) (objectif : "
              f"≤ {PARTIES_AIM_S:g} s), médiane de 5 :")
        for args in (["parties"], ["parties", "--json"]):
            seconds = time_command(*args, "--journal", str(listed))
            print(f"  penel421 {' '.join(args):<20} {seconds:5.2f} s")
        opening, check = open_and_check(listed)
        print(f"journal de {LISTED} parties, médiane de 5 : ouverture {opening:6.1f} ms, "
              f"vérification avant la première écriture {check:6.1f} ms")


def open_and_check(path: Path) -> tuple[float, float]:
    """The median times, in ms, to open the journal and to check it."""
    opening, check = [], []
    for _ in range(5):
        start = time.perf_counter()
        journal = Journal.open(path)
        opened = time.perf_counter()
        assert journal.damage() is None
        checked = time.perf_counter()
        journal.close()
        opening.append(1000 * (opened - start))
        check.append(1000 * (checked - opened))
    return statistics.median(opening), statistics.median(check)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--writer"]:
        play_kept(Path(sys.argv[2]), int(sys.argv[3]), 200_000)
    else:
        main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
