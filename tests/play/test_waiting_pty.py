"""A wait is said while it lasts (play/waiting.py), as a person at the
terminal sees it: the installed command in a pseudo-terminal.  A decision or
a weighing that lasts gets a line saying what is being worked out, rubbed
out once done; a quick game, or a pipe, never shows one."""

from __future__ import annotations

import io
import os
import subprocess
from pathlib import Path

import pytest
from in_a_terminal import IN_A_TERMINAL, OPENER, PENEL421, RELANCER, reads_on_spawn

pexpect = pytest.importorskip("pexpect")

pytestmark = IN_A_TERMINAL

TESTS = Path(__file__).resolve().parents[1]
PAUSE_1987 = r"TAPEZ UNE TOUCHE POUR CONTINUER\."
THINKING_1987 = "L'ORDINATEUR REFLECHIT..."


def spawn(*args: str, timeout: float = 15):
    """``penel421 args`` from the tests' folder (its bots load from there), 24x80."""
    env = dict(os.environ, TERM="xterm", NO_COLOR="1")
    child = reads_on_spawn()(PENEL421, ["--no-journal", *args], cwd=str(TESTS), env=env,
                          dimensions=(24, 80), encoding="utf-8", codec_errors="replace",
                          timeout=timeout)
    child.screen = io.StringIO()
    child.logfile_read = child.screen
    return child


def leave(child) -> str:
    """Ctrl-C, then all the child printed."""
    child.sendcontrol("c")
    child.expect(pexpect.EOF)
    child.close()
    return child.screen.getvalue()


def test_a_slow_computer_is_said_to_think_then_rubbed_out():
    child = spawn("--seed", "3", "--level", "bots_for_tests:slow")
    child.expect(OPENER)
    child.send("2")  # the computer opens: its decision comes first
    child.expect(PAUSE_1987)
    screen = leave(child)
    before, said, after = screen.partition(THINKING_1987)
    assert said, screen
    assert before.endswith("\r\n\r")  # on a line of its own
    assert after.startswith("\r" + " " * 79 + "\r")  # then rubbed out, the whole line
    assert after[81:].startswith("L'ORDINATEUR GARDE SES DES.")


def test_a_quick_computer_says_nothing():
    child = spawn("--seed", "3")
    child.expect(OPENER)
    child.send("2")
    for answer in ("0", "0", "0"):
        index = child.expect([RELANCER, PAUSE_1987])
        child.send(answer if index == 0 else " ")
    screen = leave(child)
    assert "L'ORDINATEUR GARDE SES DES." in screen or "L'ORDINATEUR RELANCE" in screen
    assert "REFLECHIT" not in screen and "CALCUL" not in screen


def test_a_slow_advice_says_what_it_works_out():
    """Two players and a barème that is not shipped: the two-player game is
    solved at the first advice, which takes a while."""
    child = spawn("--rules", "pascal", "--seed", "3", "-p", "Alice", "-c", "1",
                  "--bareme", "suite=3", "--hints", timeout=60)
    child.expect(r"Relancer quels dés \? ")
    screen = leave(child)
    note = "Calcul de vos chances (la partie à deux, pour ce barème)..."
    before, said, after = screen.partition(note)
    assert said, screen
    assert before.endswith("\r\n\r") and after.startswith("\r" + " " * 79 + "\r")
    assert "Conseil : " in after


def test_a_pipe_never_shows_a_wait():
    found = subprocess.run([PENEL421, "--no-journal", "--seed", "3", "--level",
                            "bots_for_tests:slow"], input="2\n0\n0\n0\n", cwd=str(TESTS),
                           capture_output=True, text=True, timeout=60)
    assert "L'ORDINATEUR GARDE SES DES." in found.stdout, found.stdout
    assert "REFLECHIT" not in found.stdout and "\r" not in found.stdout
