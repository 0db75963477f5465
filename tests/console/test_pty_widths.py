"""The pascal game in real 40- and 50-column terminals: lines cut between words.

pexpect runs the installed ``penel421`` in a pseudo-terminal of that width
(without ``COLUMNS``, so the width is the terminal's own); the player asks for
the help and the advice and plays a whole game.
"""

from __future__ import annotations

import io
import os

import pytest
from in_a_terminal import ANSI, IN_A_TERMINAL, PENEL421, expect_on, unpaged

pexpect = pytest.importorskip("pexpect")

pytestmark = IN_A_TERMINAL

PROMPT = r"Relancer[^\r\n]*\? [^\r\n]*\) "
AGAIN = r"Une autre partie \? \(o/n\) "


@pytest.mark.parametrize("width", [40, 50])
def test_a_whole_pascal_game_fits_a_narrow_terminal(width):
    env = dict(os.environ, TERM="xterm")
    env.pop("COLUMNS", None)
    child = pexpect.spawn(PENEL421, ["--rules", "pascal", "--seed", "7", "--no-color"],
                          env=env, dimensions=(24, width), encoding="utf-8", timeout=10)
    child.logfile_read = screen = io.StringIO()
    expect_on(child, PROMPT)
    child.sendline("aide")
    expect_on(child, PROMPT)
    child.sendline("?")
    expect_on(child, PROMPT)
    child.sendline("x")  # refused: « (aide : tapez aide) »
    for _ in range(300):
        expect_on(child, [PROMPT, AGAIN])
        if child.after.startswith("Une autre"):
            break
        child.sendline("0")
    else:
        pytest.fail("the game did not end after 300 answers")
    child.sendline("n")
    child.expect(pexpect.EOF)
    child.close()
    lines = unpaged(ANSI.sub("", screen.getvalue()).replace("\r\n", "\n")).split("\n")
    too_wide = [line for line in lines if len(line) > width]
    assert not too_wide, too_wide[:3]
    text = " ".join(lines)
    assert "(aide : tapez aide)" in " ".join(text.split())
    assert "Jetons : vous en prendrez" in " ".join(text.split())
    assert "Fin de la partie" in text
    assert not [line for line in lines if line.strip()[:1] in ("·", ":", "%", "←")]
