"""The terminal misused as people misuse it: stopped and resumed (Ctrl-Z,
``fg``), Ctrl-D in the middle of a line, no input or no output at all.

Each test plays the installed command as a person (or a shell script) would
meet it, in a real pseudo-terminal where a person would see the fault.
"""

from __future__ import annotations

import pytest
from in_a_terminal import IN_A_TERMINAL, finish, spawn_penel421

pexpect = pytest.importorskip("pexpect")

pytestmark = IN_A_TERMINAL

PASCAL_RELANCER = r"Alice, relancer quels dés \? \(1 2 3, 0 = garder\) "
PASCAL_FACES = r"Alice, lancez les 3 dés et tapez les valeurs : "


# --- Ctrl-D after a half-typed line ---------------------------------------------

@pytest.mark.parametrize(("args", "prompt"), [
    (("--rules", "pascal", "-p", "Alice", "-p", "Bob", "--seed", "3"), PASCAL_RELANCER),
    (("--rules", "pascal", "-p", "Alice", "-p", "Bob", "--real-dice"), PASCAL_FACES),
], ids=["pascal-relancer", "pascal-real-dice"])
def test_ctrl_d_after_a_half_typed_line_ends_the_game_at_once(args, prompt):
    """At a keyboard in line mode, one Ctrl-D after some characters leaves, as
    one Ctrl-D on an empty line does: nobody presses it twice to get out."""
    child = spawn_penel421(*args, "--no-journal")
    child.expect(prompt)
    child.send("13")
    child.expect_exact("13")  # the terminal echoes the line being typed
    child.sendeof()
    child.expect_exact("À bientôt !", timeout=3)
    screen, status = finish(child)
    assert status == 0 and "Traceback" not in screen
    lines = screen.rstrip().splitlines()
    assert lines[-1] == "À bientôt !"
    assert lines[-2].endswith(" 13"), "the goodbye has a line of its own"
    assert "Lancer 2" not in screen, "the half-typed answer was not played"
