"""Games played from a script, killed at random moments, then resumed.

A game fed its answers by a script (a pipe, a little at a time) is killed
by SIGKILL, SIGTERM or SIGHUP at a random moment; ``penel421 reprendre``
then goes on with the same answers, and the game the journal holds at the
end is, event for event, the game played without a break.  The moments
are drawn from a fixed seed, and the counts of where the kills fell are
printed and asserted.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from collections import Counter
from pathlib import Path

import pytest

from penel421.journal.store import Journal

PENEL421 = os.path.join(os.path.dirname(sys.executable), "penel421")
SIGNALS = {"SIGKILL": signal.SIGKILL, "SIGTERM": signal.SIGTERM, "SIGHUP": signal.SIGHUP}
GAMES = {"1987": (["--seed", "21"], "1\n"),
         "pascal": (["--rules", "pascal", "--seed", "22", "-p", "Alice", "-c", "2"], "")}
KILLS = 8  # per signal and game: 48 in all, in 6 tests
#: Between two answers of the script.
PAUSE = 0.04


def events_of(path: Path):
    with Journal.open(path, create=False) as journal:
        games = journal.games(with_events=True)
    assert len(games) == 1
    return games[0].events, games[0].finished


def feed(process: subprocess.Popen, lines: list[str], pause: float) -> None:
    try:
        for line in lines:
            process.stdin.write(line)
            process.stdin.flush()
            time.sleep(pause)
        process.stdin.close()
    except (BrokenPipeError, OSError, ValueError):
        pass  # killed


def started(path: Path, process: subprocess.Popen, within: float = 20.0) -> None:
    """Wait until the game of ``process`` has its row in the journal ``path``
    (its start-up may be slow on a busy machine: the moment of the kill is
    drawn from the game's own time, not the program's start)."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline and process.poll() is None:
        if path.exists():
            try:
                with Journal.open(path, create=False) as journal:
                    if journal.games():
                        return
            except Exception:  # being set up by the game: not yet
                pass
        time.sleep(0.01)


def uninterrupted(tmp: Path, game: str):
    args, first = GAMES[game]
    path = tmp / f"{game}-entier.sqlite3"
    subprocess.run([PENEL421, *args, "--journal", str(path)], input=first + "0\n" * 400 + "n\n",
                   capture_output=True, text=True, timeout=60, check=True)
    events, finished = events_of(path)
    assert finished and len(events) > 40
    return events


@pytest.fixture(scope="module")
def played_through(tmp_path_factory: pytest.TempPathFactory):
    """Each game played without a break, once for the module (in each worker)."""
    games: dict[str, list] = {}

    def events(game: str):
        if game not in games:
            games[game] = uninterrupted(tmp_path_factory.mktemp("entier"), game)
        return games[game]
    return events


# one test per game and signal: the kills wait more than they compute, and
# the workers share them out
@pytest.mark.slow  # 8 games, killed and resumed
@pytest.mark.parametrize("name", list(SIGNALS))
@pytest.mark.parametrize("game", list(GAMES))
def test_games_killed_at_random_moments_resume_throw_for_throw(tmp_path, played_through,
                                                                game, name):
    draw = random.Random(f"421-{game}-{name}")
    fell: Counter[str] = Counter()
    args, first = GAMES[game]
    number = SIGNALS[name]
    expected = played_through(game)
    answers = sum(1 for event in expected if event.type == "choice" and event.seat == 0)
    lasts = answers * PAUSE / 3  # the answers (a line may answer twice)
    for kill in range(KILLS):
        path = tmp_path / f"{game}-{name}-{kill}.sqlite3"
        process = subprocess.Popen([PENEL421, *args, "--journal", str(path)],
                                   stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.PIPE, text=True)
        lines = [first] * bool(first) + ["0\n"] * 400 + ["n\n"]
        feeder = threading.Thread(target=feed, args=(process, lines, PAUSE))
        feeder.start()
        started(path, process)
        time.sleep(draw.uniform(0.0, lasts))
        process.send_signal(number)
        process.wait(timeout=30)
        feeder.join()
        if not path.exists() or not Journal.open(path, create=False).games():
            fell["avant le premier lancer"] += 1
            continue
        kept, finished = events_of(path)
        if finished:
            fell["après la fin"] += 1
            assert kept == expected
            continue
        fell["en pleine partie"] += 1
        resumed = subprocess.run([PENEL421, "reprendre", "--journal", str(path)],
                                 input="0\n" * 400 + "n\n", capture_output=True,
                                 text=True, timeout=60)
        assert resumed.returncode == 0, resumed.stderr
        assert "Traceback" not in resumed.stderr
        after, finished = events_of(path)
        assert finished and after == expected, (game, name, kill, len(kept))
    print(f"{game}, {name} : {sum(fell.values())} parties tuées : " +
          ", ".join(f"{count} {where}" for where, count in sorted(fell.items())))
    assert sum(fell.values()) == KILLS
    assert fell["en pleine partie"] >= KILLS // 2, fell  # most mid-game
