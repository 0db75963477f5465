"""After the help, the question comes back with what it is about.

Issue 35, item 6: after ``h`` at a 1987 RELANCER (23 lines of help),
``aide`` in pascal, or ``?`` at the tutor's « Confirmer ce choix ? (o/n) »
at 50×20, the prompt came back with the dice scrolled off.  Now the dice
(and the choice being confirmed) are shown again just above the prompt.
Played in a real pseudo-terminal; the rows on screen are read with the
model of :class:`~in_a_terminal.Rows`.
"""

from __future__ import annotations

import pytest
from in_a_terminal import IN_A_TERMINAL, MORE, OPENER, RELANCER, Rows, spawn_penel421

pexpect = pytest.importorskip("pexpect")

pytestmark = IN_A_TERMINAL

PASCAL_PROMPT = r"Relancer quels dés \? \(1 2 3, 0 = garder\) "
CONFIRM = r"Confirmer ce choix \? \(o/n\) "
DICE = r" 1:\[(\d)\] 2:\[(\d)\] 3:\[(\d)\]"


def on_screen(child, rows: Rows, prompt: str) -> list[str]:
    """Expect ``prompt``, Entrée at each full screen's pause; the rows shown then."""
    while child.expect([prompt, MORE]) == 1:
        rows.answered(child)
        child.send("\r")
    rows.answered(child)
    return rows.rows[-rows.height:]


def test_h_at_relancer_shows_the_dice_again_at_40x25():
    child = spawn_penel421("--seed", "3", "--no-journal", rows=25, cols=40, reads_on=False)
    rows = Rows(25, 40)
    child.expect(OPENER)
    rows.answered(child)
    child.send("1")
    before = on_screen(child, rows, RELANCER)
    dice = before[-2]
    assert dice.startswith(" 1:[")
    child.send("h")
    after = on_screen(child, rows, RELANCER)
    assert after[-3] == "-" * 40  # the end of the help
    assert after[-2] == dice, "the dice, again, just above RELANCER"
    child.send("q")
    child.expect(r"QUITTER LE JEU \(O/N\) \? ")
    child.send("n")
    after_quit = on_screen(child, rows, RELANCER)
    assert after_quit.count(dice) == 1, "no help, no dice again: they are on screen"
    child.sendeof()
    child.expect(pexpect.EOF)


@pytest.mark.parametrize(("rows", "cols"), [(24, 80), (20, 50)])
def test_aide_in_pascal_shows_the_dice_again(rows, cols):
    child = spawn_penel421("--rules", "pascal", "--seed", "12", "--no-journal",
                           rows=rows, cols=cols, reads_on=False)
    screen = Rows(rows, cols)
    before = on_screen(child, screen, PASCAL_PROMPT)
    thrown = before[-2]
    assert "Lancer 1 :" in thrown
    child.sendline("aide")
    after = on_screen(child, screen, PASCAL_PROMPT)
    assert after[-2].startswith("  Les dés : ")
    assert after[-2].split(" : ", 1)[1] == thrown.split(" : ", 1)[1]
    child.sendeof()
    child.expect(pexpect.EOF)


def test_the_tutors_choice_comes_back_after_the_help_at_50x20():
    child = spawn_penel421("--rules", "pascal", "--tuteur", "--seed", "3", "--no-journal",
                           rows=20, cols=50, reads_on=False)
    screen = Rows(20, 50)
    for _ in range(40):  # throw all three again until the tutor objects
        if child.expect([PASCAL_PROMPT, CONFIRM, MORE]) == 1:
            break
        screen.answered(child)
        child.sendline("123" if child.after.startswith("Relancer") else "")
    else:
        pytest.fail("the tutor never asked")
    screen.answered(child)
    child.sendline("?")
    after = on_screen(child, screen, CONFIRM)
    assert after[-3].startswith("  Les dés : 1:[")
    assert after[-2] == "  Votre choix : 123 (tout relancer)."
    assert not screen.unseen
    child.sendline("o")
    child.expect(PASCAL_PROMPT + "|Résultat")
    child.sendeof()
    child.expect(pexpect.EOF)


def test_the_1987_tutor_says_the_choice_again_after_h():
    child = spawn_penel421("--tuteur", "--seed", "3", "--no-journal", rows=25, cols=40,
                           reads_on=False)
    screen = Rows(25, 40)
    child.expect(OPENER)
    screen.answered(child)
    child.send("1")
    for _ in range(40):
        index = child.expect([RELANCER, r"CONFIRMER CE CHOIX \(O/N\) \? ", MORE,
                              r"TAPEZ UNE TOUCHE"])
        screen.answered(child)
        if index == 1:
            break
        child.send("123." if index == 0 else " ")
    else:
        pytest.fail("the tutor never asked")
    child.send("h")
    after = on_screen(child, screen, r"CONFIRMER CE CHOIX \(O/N\) \? ")
    assert after[-2] == "VOTRE CHOIX : 123. (TOUT RELANCER)."
    since_help = after[len(after) - 1 - after[::-1].index("-" * 40):]
    assert [row for row in since_help if row.startswith(" 1:[")], since_help
    assert not screen.unseen
    child.sendeof()
    child.expect(pexpect.EOF)


def test_h_during_a_1987_card_shows_its_dice_again(fresh_journal):
    child = spawn_penel421("entrainement", "--cartes", "1", rows=25, cols=40,
                           reads_on=False)
    screen = Rows(25, 40)
    before = on_screen(child, screen, RELANCER)
    dice = before[-2]
    assert dice.startswith(" 1:[")
    child.send("h")
    after = on_screen(child, screen, RELANCER)
    assert after[-2] == dice, "the card's dice, again, just above RELANCER"
    child.sendeof()
    child.expect(pexpect.EOF)
