"""Long kept games: what ``reprendre`` and ``analyse`` cost, and what they show meanwhile.

Run: ``python benchmarks/long_games.py [EVENTS] [ANALYSED]`` (defaults
150000 and 20000) with the Python of the environment penel421 is installed in.

1. A pascal game of eight classic players with a barème of 999 jetons —
   some 150,000 events when played to its end — is kept in a fresh journal
   as a session keeps it (one transaction per event), stopped after EVENTS
   events; a second one after ANALYSED.
2. ``penel421 reprendre`` is run on the first, from a pipe that ends at the
   first question, and ``penel421 analyse`` on the second: their times, as a
   player runs them.
3. In a pseudo-terminal (where pexpect is installed): how long each waits
   before its first line of progress on stderr (aim: about 1 s, never
   nothing on screen for longer), and that Ctrl-C then ends it at once,
   with status 130.
4. The limit: a record of more than MAX_EVENTS events is refused at once,
   said in one line (the time of that refusal, on a game of MAX_EVENTS + 1
   events made by copying the rows of the first).
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from machine import describe

from penel421.core.bareme import Bareme
from penel421.core.engine import Game
from penel421.games import find_game
from penel421.journal.recorder import Keeper

try:
    from penel421.journal.replay import MAX_EVENTS
except ImportError:  # a penel421 from before the limit, measured for comparison
    MAX_EVENTS = 2_000_000
from penel421.journal.store import Journal, NewGame
from penel421.play.table import Seat
from penel421.specs import GameSpec, SessionSpec
from penel421.strategies.classic import Classic

#: penel421 as this Python runs it (PYTHONPATH may name another checkout, to compare).
PENEL421 = [sys.executable, "-m", "penel421"]
PLAYERS = 8


class Stop(BaseException):
    """Ends the game being kept, as a closed terminal would."""


def keep_long_game(path: Path, events: int, number: int) -> int:
    """A game of 8 players, 999 jetons, kept up to the first question after
    ``events`` events; its number in the journal."""
    kind = find_game("pascal")
    rules = kind.rules(Bareme(jetons=999))
    # eight people, played here by classic: the game resumed stops at the
    # first question after the record, whoever is still in
    seats = [Seat(f"Joueur {i}") for i in range(1, PLAYERS + 1)]
    journal = Journal.open(path)
    recorder = Keeper(journal, print).recorder(
        NewGame(SessionSpec(GameSpec.of(rules), tuple(seats), number), "bench"))

    class Person(Classic):
        """Stops the game at a question once ``events`` are kept."""

        def rethrow(self, view):  # type: ignore[no-untyped-def]
            if recorder.kept >= events:
                raise Stop
            return super().rethrow(view)
    try:
        Game(rules, [s.name for s in seats], [Person() for _ in seats], kind.dice(number),
             recorder).play()
    except Stop:
        pass
    journal.close()
    assert recorder.game_id is not None
    print(f"  partie n° {recorder.game_id} : {recorder.kept} événements gardés")
    return recorder.game_id


def timed(*args: str, journal: Path) -> tuple[float, subprocess.CompletedProcess[str]]:
    start = time.perf_counter()
    done = subprocess.run([*PENEL421, *args], input="", capture_output=True, text=True,
                          env=dict(os.environ, PENEL421_JOURNAL=str(journal)), timeout=3600)
    return time.perf_counter() - start, done


def first_progress(*args: str, journal: Path) -> str:
    """Seconds to the first progress line in a terminal, and Ctrl-C's effect."""
    try:
        import pexpect
    except ImportError:
        return "pexpect n'est pas installé : non mesuré"
    start = time.perf_counter()
    child = pexpect.spawn(PENEL421[0], [*PENEL421[1:], *args], encoding="utf-8", timeout=120,
                          env=dict(os.environ, PENEL421_JOURNAL=str(journal), TERM="xterm"),
                          dimensions=(24, 80))
    try:
        child.expect(r"(Reprise|Analyse) : \d+ %")
    except pexpect.TIMEOUT:
        child.close(force=True)
        return "rien à l'écran en 120 s"
    seen = time.perf_counter() - start
    child.sendintr()
    stop = time.perf_counter()
    child.expect(pexpect.EOF)
    child.close()
    return (f"premier signe au bout de {seen:.2f} s ; Ctrl-C : fini en "
            f"{time.perf_counter() - stop:.2f} s, code {child.exitstatus}")


def too_long(path: Path, game_id: int) -> Path:
    """A copy of the journal whose game ``game_id`` has MAX_EVENTS + 1 events
    (its rows repeated): no game penel421 keeps is so long."""
    copy = path.with_name("trop-long.sqlite3")
    db = sqlite3.connect(path)
    db.execute(f"VACUUM INTO '{copy}'")
    db.close()
    db = sqlite3.connect(copy)
    have = db.execute("SELECT count(*) FROM events WHERE game = ?", (game_id,)).fetchone()[0]
    seq = have
    while seq <= MAX_EVENTS:
        step = min(have, MAX_EVENTS + 1 - seq)
        db.execute("INSERT INTO events SELECT game, seq + ?, type, data FROM events "
                   "WHERE game = ? AND seq < ?", (seq, game_id, step))
        seq += step
    db.commit()
    db.close()
    return copy


def main() -> None:
    events = int(sys.argv[1]) if len(sys.argv) > 1 else 150_000
    analysed = int(sys.argv[2]) if len(sys.argv) > 2 else 20_000
    print(describe())
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "parties.sqlite3"
        start = time.perf_counter()
        long_id = keep_long_game(path, events, 5)
        short_id = keep_long_game(path, analysed, 6)
        print(f"  (gardées en {time.perf_counter() - start:.1f} s)")
        seconds, done = timed("reprendre", str(long_id), journal=path)
        print(f"reprendre, {events} événements : {seconds:.1f} s (code {done.returncode})")
        seconds, done = timed("analyse", str(short_id), journal=path)
        print(f"analyse, {analysed} événements : {seconds:.1f} s (code {done.returncode})")
        print("reprendre dans un terminal : " + first_progress("reprendre", str(long_id),
                                                               journal=path))
        print("analyse dans un terminal : " + first_progress("analyse", str(short_id),
                                                             journal=path))
        copy = too_long(path, long_id)
        seconds, done = timed("reprendre", str(long_id), journal=copy)
        print(f"reprendre, {MAX_EVENTS + 1} événements : refusée en {seconds:.1f} s "
              f"(code {done.returncode}) : {done.stderr.strip()[:160]}")


if __name__ == "__main__":
    main()
