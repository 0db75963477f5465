"""Every test plays with a journal of its own: the player's is never touched."""

from __future__ import annotations

import os
import signal
import sys
import warnings

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


#: The signals whose handling a process started by a test inherits (an ignored
#: one stays ignored through exec, a blocked one stays blocked).
INHERITED_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGTSTP, signal.SIGHUP)


def _hangup_kept_out(signum: int, frame: object) -> None:
    """A hangup, where whoever started the tests chose to ignore it
    (``nohup``): still nothing for the tests themselves, but, a handler
    where SIG_IGN was, it is not passed on through exec."""


def pytest_configure(config: pytest.Config) -> None:
    """The tests run as from a terminal, whoever started them: a shell starting
    ``pytest &`` (a script, ``nohup``) leaves Ctrl-C ignored in it, and
    ``nohup`` the hangup, which every game it starts in a pseudo-terminal
    would inherit, deaf to the Ctrl-C or the hangup its test sends (each
    such test failing after a minute or two)."""
    if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    # nohup leaves the hangup ignored, and so would be every game a test
    # hangs up on (penel421 keeps an ignored SIGHUP, as nohup asks)
    if signal.getsignal(signal.SIGHUP) is signal.SIG_IGN:
        signal.signal(signal.SIGHUP, _hangup_kept_out)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT, signal.SIGHUP})


@pytest.fixture(autouse=True)
def signals_as_found():
    """Each test starts with the worker's signals as it set them up, and
    leaves them so.  A command run in-process may leave Ctrl-C ignored on
    purpose (``simuler`` after a first Ctrl-C, so that a second cannot break
    its last words): a worker keeping that would start every later game in
    a pseudo-terminal deaf to Ctrl-C, and a test waiting on a Ctrl-C would
    wait for ever.  Put back, and said in the warnings, naming the test."""
    handlers = {number: signal.getsignal(number) for number in INHERITED_SIGNALS}
    mask = signal.pthread_sigmask(signal.SIG_BLOCK, ())
    yield
    changed = [signal.Signals(number).name for number, handler in handlers.items()
               if handler is not None and signal.getsignal(number) is not handler]
    for number, handler in handlers.items():
        if handler is not None:
            signal.signal(number, handler)
    if signal.pthread_sigmask(signal.SIG_SETMASK, mask) != mask:
        changed.append("the signal mask")
    if changed:
        warnings.warn(f"the test left changed: {', '.join(changed)} (put back)", stacklevel=1)
