"""Every test plays with a journal of its own: the player's is never touched."""

from __future__ import annotations

import os
import sys

import click_runner
import pytest

# The tests keep their compiled modules (pytest's rewritten tests, penel421's
# own), whatever PYTHONDONTWRITEBYTECODE says: without them each worker
# compiles every test module and all of penel421 again at each run, five
# seconds of processor per worker before the first test
sys.dont_write_bytecode = False



def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto``: a worker more than the cores.  A good part of the suite
    waits on the commands it starts (pseudo-terminals, kills, PC-BASIC);
    while one worker waits, the third computes (on 2 cores at rest: 4 min 23
    against 5 min 00 with two workers, the same processor time)."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return (cores or 1) + 1


# before the test modules import it: the tests read a CliRunner's result as click 8.2 gives it
click_runner.install()


@pytest.fixture(autouse=True)
def fresh_journal(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    """A fresh, empty journal for the test (and the commands it runs)."""
    path = tmp_path_factory.mktemp("journal") / "parties.sqlite3"
    monkeypatch.setenv("PENEL421_JOURNAL", str(path))
    return path


@pytest.fixture(autouse=True)
def ordinary_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """The commands a test starts see what a player's terminal has: no
    PYTHONUNBUFFERED (which hid that --basic froze at a keyboard)…"""
    monkeypatch.delenv("PYTHONUNBUFFERED", raising=False)
    # nor a width of the terminal that started the tests (a test that wants
    # one sets it), nor Python's choice not to keep the compiled modules,
    # which makes each command started recompile all of penel421
    for name in ("COLUMNS", "LINES", "PYTHONDONTWRITEBYTECODE"):
        monkeypatch.delenv(name, raising=False)
