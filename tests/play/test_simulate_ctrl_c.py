"""Ctrl-C at any moment of ``penel421 simulate``, and a bot's own KeyboardInterrupt.

A Ctrl-C ends the command with the figures of the games played (those of no
game, if it came before the first) and exit status 130, never a traceback
nor click's « Abandon ! », whenever it comes: while Python starts and
penel421 loads, while the players are made, while the worker processes
start, while they play.  A KeyboardInterrupt raised by a bot, with no Ctrl-C
pressed, is that bot's failure, said in French like any other.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

import penel421
from penel421.cli import main

TESTS = Path(__file__).resolve().parents[1]
INSTALLED = Path(sys.executable).with_name("penel421")
#: The package's own folder, as Python finds it: a clone's folder named
#: penel421 holds the venv's files too, which are not penel421's code.
PACKAGE = re.escape(str(Path(penel421.__file__).parent))
#: A frame of penel421's own code in a traceback; the package's __init__, its
#: __main__ and the entry module may be met while they load (``in <module>``),
#: and the entry function before its first line, the handler, is in place.
OURS = re.compile(rf'File "{PACKAGE}/(?!(__init__|__main__|start)\.py", line \d+, '
                  r'in <module>|start\.py", line \d+, in main\n)')


def bot_message(stderr: str) -> str:
    return " ".join(stderr.split())


def test_a_bots_own_keyboard_interrupt_is_its_failure():
    result = CliRunner().invoke(main, ["simulate", "--seat", "classic", "--seat",
                                       "bots_for_tests:interrupts", "--games", "20"])
    assert result.exit_code == 1, result.output
    message = bot_message(result.stderr)
    assert message.startswith("Erreur : le robot « bots_for_tests:interrupts » (place 2) a "
                              "échoué : erreur KeyboardInterrupt (bots_for_tests.py, ligne")
    assert result.stdout == ""


@pytest.mark.slow
def test_a_bots_own_keyboard_interrupt_in_a_worker_is_its_failure():
    done = subprocess.run([sys.executable, "-m", "penel421", "simulate", "--seat", "classic",
                           "--seat", "bots_for_tests:interrupts", "--games", "2000", "-j", "2"],
                          cwd=TESTS, capture_output=True, text=True, timeout=60)
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""
    assert bot_message(done.stderr).startswith(
        "Erreur : le robot « bots_for_tests:interrupts » (place 2) a échoué : erreur "
        "KeyboardInterrupt (bots_for_tests.py, ligne"), done.stderr


def while_the_players_are_made(tmp_path: Path, presses: int, *args: str):
    marker = tmp_path / "making"
    process = subprocess.Popen(
        [sys.executable, "-m", "penel421", "simulate", "--seat", "bots_for_tests:slow_to_make",
         "--seat", "classic", "--games", "100", "--seed", "4", *args], cwd=TESTS,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
        env=dict(os.environ, SLOW_MARKER=str(marker), SLOW_SECONDS="2"))
    deadline = time.monotonic() + 30
    while not marker.exists():
        assert process.poll() is None and time.monotonic() < deadline, process.communicate()
        time.sleep(0.02)
    for _ in range(presses):
        os.kill(process.pid, signal.SIGINT)
        time.sleep(0.1)
    out, err = process.communicate(timeout=30)
    assert "Traceback" not in err and "Abandon" not in err, err
    assert process.returncode == 130, (out, err)
    return out, err


@pytest.mark.slow
@pytest.mark.parametrize("presses", [1, 2])
def test_ctrl_c_while_the_players_are_made(tmp_path, presses):
    out, _ = while_the_players_are_made(tmp_path, presses)
    assert "Interrompue (Ctrl-C) après 0 partie sur 100" in " ".join(out.split())
    assert "par seconde" not in out


def the_command(kind: str) -> list[str]:
    if kind == "installed":
        if not INSTALLED.exists():
            pytest.skip("penel421 is not installed next to this Python")
        if "penel421.start" not in INSTALLED.read_text(encoding="utf-8", errors="replace"):
            pytest.skip("the installed penel421 is an older entry point: pip install -e .")
        return [str(INSTALLED)]
    return [sys.executable, "-m", "penel421"]


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["installed", "module"])
@pytest.mark.parametrize("whole_group", [False, True], ids=["kill-int", "ctrl-c"])
def test_ctrl_c_at_any_moment_ends_with_130_and_no_traceback(kind, whole_group):
    """Ctrl-C every few milliseconds of the first half second, a run each."""
    command = the_command(kind)
    seen = set()
    for delay in range(0, 400, 16):
        process = subprocess.Popen(
            [*command, "simulate", "--games", "3000", "--seed", "1", "-j", "2"], cwd=TESTS,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
        time.sleep(delay / 1000)
        if whole_group:
            os.killpg(process.pid, signal.SIGINT)
        else:
            os.kill(process.pid, signal.SIGINT)
        out, err = process.communicate(timeout=60)
        where = f"Ctrl-C after {delay} ms: exit {process.returncode}\n{out}\n{err}"
        assert not OURS.search(err) and "Abandon" not in err, where
        if "Traceback" in err:  # Python's own, while it started: before penel421 could
            seen.add("python")
            continue
        if process.returncode == 0:  # done before the Ctrl-C came
            assert "3 000 parties jouées" in " ".join(out.split()), where
            seen.add("done")
            continue
        # killed by SIGINT before Python could take it, or 130
        assert process.returncode in (130, -signal.SIGINT), where
        said = " ".join(out.split())
        if "3 000 parties jouées" in said:  # after the last game: the figures whole
            seen.add("after")
        elif out:
            assert "Interrompue (Ctrl-C) après" in said, where
            seen.add("figures")
        else:
            seen.add("nothing")
    assert "figures" in seen, "no Ctrl-C came during the games: the sweep missed them"


AS_PYTHON_ENDS = """\
import atexit, os, signal, sys, time
from penel421 import start
signal.signal(signal.SIGINT, start._quietly)  # as start.main does, and simulate gives back
print("the figures")
def ending():  # a Ctrl-C while Python ends (multiprocessing joins its processes here)
    os.kill(os.getpid(), signal.SIGINT)
    time.sleep(0.5)
atexit.register(ending)
"""


def test_a_ctrl_c_as_python_ends_is_quiet_too():
    done = subprocess.run([sys.executable, "-c", AS_PYTHON_ENDS], capture_output=True,
                          text=True, timeout=30)
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr, done.stderr
    assert done.stdout == "the figures\n" and done.returncode == 130
