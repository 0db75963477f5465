"""Ctrl-C and ``kill -INT`` against a real ``penel421 simulate -j 2`` of slow bots.

The command runs in its own process group, as in a terminal: a Ctrl-C there
reaches the whole group (the main process and its workers), ``kill -INT`` only
the main process.  Either way the simulation ends quickly, prints its figures,
exits 130 without a traceback, and leaves no worker process behind.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="reads /proc to find workers"),
]

SLOW_BOT = """\
import os, time

class Slow:
    def game_started(self, rules, seat, state):
        open(os.path.join({folder!r}, f"started-{{os.getpid()}}"), "w").close()

    def rethrow(self, view):
        time.sleep({pause})
        return (1, 2, 3)


def make():
    return Slow()
"""


def children(pid: int) -> set[int]:
    """The processes whose parent is ``pid``."""
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.add(int(entry.name))
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def start(tmp_path: Path, pause: float, *args: str,
          playing: int = 2) -> tuple[subprocess.Popen, set[int]]:
    """``simulate -j 2`` of the slow bot against classic; once ``playing``
    workers play, return the process and its two workers."""
    (tmp_path / "slow_bot.py").write_text(SLOW_BOT.format(folder=str(tmp_path), pause=pause),
                                          encoding="utf-8")
    process = subprocess.Popen(
        [sys.executable, "-m", "penel421", "simulate", "--seat", "slow_bot:make", "--seat",
         "classic", "--games", "1000", "--seed", "1", "-j", "2", *args],
        cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        start_new_session=True, env=dict(os.environ, COLUMNS="50"))
    deadline = time.monotonic() + 30
    while len(list(tmp_path.glob("started-*"))) < playing:
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline, "the workers did not start"
        time.sleep(0.05)
    workers = children(process.pid)
    assert len(workers) == 2 and all(alive(pid) for pid in workers)
    return process, workers


def interrupt(process: subprocess.Popen, whole_group: bool) -> None:
    if whole_group:  # Ctrl-C in the terminal
        os.killpg(process.pid, signal.SIGINT)
    else:  # kill -INT of the main process
        os.kill(process.pid, signal.SIGINT)


def ended(process: subprocess.Popen, workers: set[int], within: float) -> tuple[str, str]:
    """Wait at most ``within`` seconds for the end; check that it ended well."""
    try:
        out, err = process.communicate(timeout=within)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        pytest.fail(f"still running {within} s after the Ctrl-C")
    assert process.returncode == 130, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    time.sleep(0.2)
    assert not [pid for pid in workers if alive(pid)], "a worker outlived the simulation"
    return out, err


@pytest.mark.parametrize("whole_group", [True, False], ids=["ctrl-c", "kill-int"])
def test_a_second_ctrl_c_stops_at_once_whatever_the_bots_are_doing(tmp_path, whole_group):
    process, workers = start(tmp_path, 30)  # a game would take minutes
    interrupt(process, whole_group)
    time.sleep(0.3)
    interrupt(process, whole_group)
    began = time.monotonic()
    out, _ = ended(process, workers, within=5)
    assert time.monotonic() - began < 2
    assert "Interrompue (Ctrl-C) après 0 partie sur 1 000" in " ".join(out.split())
    assert "par seconde" not in out
    assert all(len(line) <= 50 for line in out.splitlines()), out


@pytest.mark.parametrize("whole_group", [True, False], ids=["ctrl-c", "kill-int"])
def test_one_ctrl_c_ends_the_games_under_way_and_counts_them(tmp_path, whole_group):
    process, workers = start(tmp_path, 0.01, "--json")  # a game in a fraction of a second
    time.sleep(1)
    interrupt(process, whole_group)
    out, _ = ended(process, workers, within=5)
    figures = json.loads(out)
    assert figures["interrupted"] is True
    assert 0 < figures["games"] < 1000
    assert sum(seat["losses"] for seat in figures["seats"]) == figures["games"]


def test_no_worker_is_left_behind_after_a_whole_run(tmp_path):
    process, workers = start(tmp_path, 0.001, "--games", "40", playing=1)  # one batch
    out, err = process.communicate(timeout=60)
    assert process.returncode == 0, err
    time.sleep(0.2)
    assert not [pid for pid in workers if alive(pid)]
    assert "40 parties jouées" in " ".join(out.split())


def test_ctrl_c_twice_at_a_real_terminal(tmp_path):
    pexpect = pytest.importorskip("pexpect")
    (tmp_path / "slow_bot.py").write_text(SLOW_BOT.format(folder=str(tmp_path), pause=30),
                                          encoding="utf-8")
    env = dict(os.environ, TERM="xterm")
    env.pop("COLUMNS", None)
    child = pexpect.spawn(sys.executable, ["-m", "penel421", "simulate", "--seat",
                                           "slow_bot:make", "--seat", "classic", "-j", "2"],
                          cwd=str(tmp_path), env=env, dimensions=(24, 50), encoding="utf-8",
                          timeout=30)
    deadline = time.monotonic() + 30
    while len(list(tmp_path.glob("started-*"))) < 2:
        assert time.monotonic() < deadline, "the workers did not start"
        time.sleep(0.05)
    workers = children(child.pid)
    child.sendintr()
    child.expect(r"Ctrl-C\s+encore\s+pour\s+arrêter\s+tout\s+de\s+suite\.")
    child.sendintr()
    began = time.monotonic()
    child.expect(pexpect.EOF, timeout=5)
    assert time.monotonic() - began < 2
    child.close()
    assert child.exitstatus == 130
    screen = child.before  # what came after the first Ctrl-C's words
    assert "Traceback" not in screen and "Interrompue (Ctrl-C)" in screen
    assert all(len(line) <= 50 for line in screen.replace("\r\n", "\n").split("\n"))
    time.sleep(0.2)
    assert not [pid for pid in workers if alive(pid)]


@pytest.mark.parametrize("presses", [1, 2])
def test_the_figures_start_on_a_line_of_their_own_after_the_echoed_ctrl_c(tmp_path, presses):
    """The terminal echoes ^C where the cursor is: what follows starts on the
    next line, or an 80-column line would run to 82 in 80 columns."""
    pexpect = pytest.importorskip("pexpect")
    pause = 30 if presses == 2 else 0.2  # with one Ctrl-C, the games under way end
    (tmp_path / "slow_bot.py").write_text(SLOW_BOT.format(folder=str(tmp_path), pause=pause),
                                          encoding="utf-8")
    env = dict(os.environ, TERM="xterm")
    env.pop("COLUMNS", None)
    child = pexpect.spawn(sys.executable, ["-m", "penel421", "simulate", "--seat",
                                           "slow_bot:make", "--seat", "classic", "--games",
                                           "20", "-j", "2"],
                          cwd=str(tmp_path), env=env, dimensions=(24, 80), encoding="utf-8",
                          timeout=30)
    deadline = time.monotonic() + 30
    while not list(tmp_path.glob("started-*")):  # 20 games: one batch, one worker
        assert time.monotonic() < deadline, "the workers did not start"
        time.sleep(0.05)
    for _ in range(presses):
        child.sendintr()
        time.sleep(0.3)
    child.expect(pexpect.EOF, timeout=20)
    child.close()
    assert child.exitstatus == 130
    # each line as it stays on screen: what was written after its last \r
    lines = [re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", line).rsplit("\r", 1)[-1]
             for line in child.before.replace("\r\n", "\n").split("\n")]
    assert "^C" in child.before, "the terminal echoes Ctrl-C"
    assert all(len(line) <= 80 for line in lines), [line for line in lines if len(line) > 80]
    assert any(line.startswith("Interrompue (Ctrl-C) après") for line in lines), lines
