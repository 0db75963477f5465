"""Nothing the player needs scrolls by unseen, in a real terminal of 25, 24, 20 rows.

Issue 35, item 3: at 40×25 a round with a barrage printed 41 lines between
the player's last answer and the next RELANCER.  Now a full screen waits
for a key under the game's « la suite » line.  The installed ``penel421``
is played in a pseudo-terminal of that size; a model of its rows
(:class:`~in_a_terminal.Rows`) checks, at every question, that each row
written since the last answer is still on screen.  From a pipe nothing
waits: a transcript is as it was.
"""

from __future__ import annotations

import itertools
import subprocess

import pytest
from in_a_terminal import (
    IN_A_TERMINAL,
    MORE,
    MORE_1987,
    MORE_PASCAL,
    OPENER,
    PENEL421,
    RELANCER,
    Rows,
    spawn_penel421,
)

pexpect = pytest.importorskip("pexpect")

pytestmark = IN_A_TERMINAL

PAUSE_1987 = r"TAPEZ UNE TOUCHE POUR CONTINUER\."
AGAIN_1987 = r"UNE AUTRE PARTIE \(O/N\) \? "
PASCAL_PROMPT = r"(?:\w+, r|R)elancer quels dés \? \(1 2 3, 0 = garder\) "
PASCAL_PAUSE = r"Appuyez sur Entrée pour continuer\. "
AGAIN_PASCAL = r"Une autre partie \? \(o/n\) "


def play_1987(number: int, keys, rows: int = 25, cols: int = 40) -> tuple[Rows, int, str]:
    """Game ``number`` of the 1987 rules, the classic computer, at ``rows`` ×
    ``cols``: you open and answer RELANCER with ``keys`` in turn; what the
    screen model saw, the pauses of a full screen, the whole screen."""
    child = spawn_penel421("--seed", str(number), "--level", "classic", "--no-journal",
                           rows=rows, cols=cols, reads_on=False)
    screen = Rows(rows, cols)
    pauses = 0
    child.expect(OPENER)
    screen.answered(child)
    child.send("1")
    for _ in range(400):
        index = child.expect([RELANCER, PAUSE_1987, MORE, AGAIN_1987])
        screen.answered(child)
        if index == 3:
            break
        pauses += index == 2
        child.send(next(keys) if index == 0 else " ")
    child.send("n")
    child.expect(pexpect.EOF)
    return screen, pauses, child.screen.getvalue()


def test_a_round_with_a_barrage_at_40x25_waits_before_it_scrolls_by():
    # game 26478: a repeated barrage in round 5 (see tests/original/test_listing.py)
    screen, _, printed = play_1987(26478, itertools.cycle(["0"]))
    assert not screen.unseen, f"scrolled off unseen: {screen.unseen[:5]}"
    assert MORE_1987 in printed, "nothing ever waited"
    assert screen.longest <= 25
    assert "EGALITE ! BARRAGE" in printed


@pytest.mark.parametrize(("number", "keys"), [(2291, "123."), (9998, "0"), (31327, "123.")])
def test_no_1987_game_scrolls_anything_away(number, keys):
    screen, _, _ = play_1987(number, itertools.cycle([keys]))
    assert not screen.unseen, f"scrolled off unseen: {screen.unseen[:5]}"


def test_the_help_at_relancer_is_read_whole():
    child = spawn_penel421("--seed", "3", "--no-journal", rows=25, cols=40, reads_on=False)
    screen = Rows(25, 40)
    child.expect(OPENER)
    screen.answered(child)
    child.send("1")
    child.expect(RELANCER)
    screen.answered(child)
    child.send("h")
    while child.expect([RELANCER, MORE]) == 1:
        screen.answered(child)
        child.send(" ")
    screen.answered(child)
    assert not screen.unseen, screen.unseen
    child.sendeof()
    child.expect(pexpect.EOF)


@pytest.mark.parametrize(("rows", "cols"), [(24, 80), (20, 50)])
def test_a_pascal_game_for_three_never_scrolls_unseen(rows, cols):
    child = spawn_penel421("--rules", "pascal", "-p", "Alice", "-c", "2", "--seed", "5",
                           "--no-journal", rows=rows, cols=cols, reads_on=False, timeout=20)
    screen = Rows(rows, cols)
    answers = itertools.cycle(["0", "13", "aide", "2", "?", "0", "1 2 3"])
    more = 0
    for _ in range(600):
        index = child.expect([PASCAL_PROMPT, PASCAL_PAUSE, MORE, AGAIN_PASCAL])
        screen.answered(child)
        if index == 3:
            break
        more += index == 2
        child.sendline(next(answers) if index == 0 else "")
    else:
        pytest.fail("the game did not end")
    child.sendline("n")
    child.expect(pexpect.EOF)
    assert not screen.unseen, f"scrolled off unseen: {screen.unseen[:5]}"
    assert more, "nothing ever waited"
    assert MORE_PASCAL in child.screen.getvalue()


def test_from_a_pipe_nothing_waits():
    done = subprocess.run([PENEL421, "--seed", "26478", "--level", "classic", "--no-journal"],
                          input="1\n" + "0\n" * 40 + "n\n", capture_output=True, text=True,
                          timeout=60, check=False)
    assert "EGALITE ! BARRAGE" in done.stdout
    assert MORE_1987 not in done.stdout and "LA SUITE" not in done.stdout


@pytest.mark.parametrize("args", [["--level", "classic", "--no-journal"], ["--basic"]],
                         ids=["port", "listing"])
def test_ctrl_c_at_a_full_screen_says_goodbye(args):
    """Ctrl-C while a full screen waits: AU REVOIR and 130, at once."""
    child = spawn_penel421(*args, rows=25, cols=40, reads_on=False, timeout=60)
    child.expect(r"NUMERO DE LA PARTIE \(1 A 32767\) \? ")
    child.send("32767\r")
    for _ in range(100):
        index = child.expect([OPENER, RELANCER, PAUSE_1987, MORE])
        if index == 3:
            break
        child.send({0: "1", 1: "0"}.get(index, " "))
    else:
        pytest.fail("the screen never filled")
    child.sendintr()
    child.expect_exact("AU REVOIR.", timeout=3)
    child.expect(pexpect.EOF, timeout=5)
    child.close()
    assert child.exitstatus == 130
