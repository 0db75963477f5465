"""Every test plays with a journal of its own: the player's is never touched."""

from __future__ import annotations

import sys

import click_runner
import pytest

# The tests keep their compiled modules (pytest's rewritten tests, penel421's
# own), whatever PYTHONDONTWRITEBYTECODE says: without them each worker
# compiles every test module and all of penel421 again at each run, five
# seconds of processor per worker before the first test
sys.dont_write_bytecode = False

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
