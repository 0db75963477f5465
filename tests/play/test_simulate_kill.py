"""``penel421 simulate -j 2`` killed with no terminal (started with setsid: no
Ctrl-C, no hang-up from a terminal): its workers end with it, within about a
second, whatever killed it — even in the middle of a bot that takes minutes."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest
from test_simulate_signals import SLOW_BOT, alive, children

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="reads /proc to find workers"),
]

#: How long a worker may outlive the main process.
GRACE = 1.5


def gone_within(pids: set[int], seconds: float) -> set[int]:
    """The processes of ``pids`` still alive after ``seconds``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if not any(alive(pid) for pid in pids):
            return set()
        time.sleep(0.05)
    return {pid for pid in pids if alive(pid)}


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGKILL, signal.SIGHUP],
                         ids=["SIGTERM", "SIGKILL", "SIGHUP"])
def test_the_workers_end_with_the_main_process_whatever_kills_it(tmp_path, signum):
    (tmp_path / "slow_bot.py").write_text(SLOW_BOT.format(folder=str(tmp_path), pause=60),
                                          encoding="utf-8")
    process = subprocess.Popen(
        [sys.executable, "-m", "penel421", "simulate", "--seat", "slow_bot:make", "--seat",
         "classic", "--games", "1000", "-j", "2"], cwd=tmp_path, stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    workers: set[int] = set()
    try:
        deadline = time.monotonic() + 30
        while len(list(tmp_path.glob("started-*"))) < 2:  # each in a bot's minute
            assert process.poll() is None and time.monotonic() < deadline
            time.sleep(0.05)
        workers = children(process.pid)
        assert len(workers) == 2
        os.kill(process.pid, signum)
        process.wait(timeout=10)
        left = gone_within(workers, GRACE)
        assert not left, f"workers alive {GRACE} s after the main process was killed"
    finally:
        for pid in workers | children(process.pid) | {process.pid}:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass


WATCHED = """\
import multiprocessing, os, sys, time
from penel421.play import simulate

def child(parent):
    simulate._die_with_the_parent(parent, use_prctl=False)
    open(sys.argv[1], "w").write(str(os.getpid()))
    time.sleep(60)

if __name__ == "__main__":
    multiprocessing.get_context("fork").Process(target=child, args=(os.getpid(),)).start()
    time.sleep(60)
"""


def test_where_the_kernel_cannot_tell_them_a_thread_does(tmp_path):
    """The portable way, where prctl(PR_SET_PDEATHSIG) is not to be had."""
    script, marker = tmp_path / "watched.py", tmp_path / "child"
    script.write_text(textwrap.dedent(WATCHED), encoding="utf-8")
    process = subprocess.Popen([sys.executable, str(script), str(marker)],
                               start_new_session=True)
    try:
        deadline = time.monotonic() + 30
        while not marker.exists() or not marker.read_text():
            assert process.poll() is None and time.monotonic() < deadline
            time.sleep(0.05)
        worker = int(marker.read_text())
        os.kill(process.pid, signal.SIGKILL)
        process.wait(timeout=10)
        assert not gone_within({worker}, GRACE)
    finally:
        process.kill()
        try:
            os.kill(int(marker.read_text()), signal.SIGKILL)
        except (ProcessLookupError, ValueError, OSError):
            pass
