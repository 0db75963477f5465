"""Out of the game, not kept at the table: the rest played at once, its loser said.

Issue 35, item 10: once spared by the charge or emptied in the décharge,
a person pressed Entrée through every remaining round of the computers.
Now, before the first round they are out of, they are offered the rest at
once: Entrée plays it unseen and goes to the end (who lost, the ranking),
``m`` shows it round by round as before.  Played in a real pseudo-terminal:
game 2 with three classic computers, where you are spared by the charge.
"""

from __future__ import annotations

import pytest
from in_a_terminal import IN_A_TERMINAL, as_shown, finish, spawn_penel421

pexpect = pytest.importorskip("pexpect")

pytestmark = IN_A_TERMINAL

ARGS = ("--rules", "pascal", "-c", "3", "--level", "classic", "--seed", "2", "--no-journal")
PROMPT = r"Relancer quels dés \? \(1 2 3, 0 = garder\) "
OFFER = r"Toute la fin \(Entrée\) ou manche par manche \(m\) \? "
PAUSE = r"Appuyez sur Entrée pour continuer\. "
AGAIN = r"Une autre partie \? \(o/n\) "


def play(at_the_offer: str) -> tuple[str, int, int]:
    """Play game 2, keeping every throw, answering ``at_the_offer`` when
    offered the rest; the screen, the offers, the pauses after it."""
    child = spawn_penel421(*ARGS)
    offers = pauses = 0
    for _ in range(300):
        index = child.expect([PROMPT, OFFER, PAUSE, AGAIN])
        if index == 3:
            break
        if index == 1:
            offers += 1
            child.sendline(at_the_offer)
        else:
            pauses += bool(offers) and index == 2
            assert not (offers and index == 0), "asked to play, out of the game"
            child.sendline("0" if index == 0 else "")
    else:
        pytest.fail("the game did not end")
    child.sendline("n")
    screen, status = finish(child)
    assert status == 0
    # as the screen shows it: a wait said while the rest is worked out (a
    # busy machine) is rubbed out once it is over
    return as_shown(screen), offers, pauses


def test_enter_plays_the_rest_at_once_and_says_who_lost():
    screen, offers, pauses = play("")
    assert offers == 1 and pauses == 0
    offered = screen.index("Vous n'êtes plus dans la partie")
    assert "quittez la partie" in screen[:offered]
    rest = screen[offered:]
    lines = [line for line in rest.splitlines() if line.strip()]
    assert lines[2].startswith("  Toute la fin (Entrée)")
    assert lines[3].startswith("La fin s'est jouée d'un coup : ")
    assert lines[4].startswith("Fin de la partie : Ordi ") and lines[4].endswith(" a perdu.")
    assert "══ Manche" not in rest, "the rest is played unseen"


def test_m_shows_the_rest_round_by_round():
    screen, offers, pauses = play("m")
    assert offers == 1 and pauses >= 1
    rest = screen[screen.index("Vous n'êtes plus dans la partie"):]
    assert "══ Manche" in rest and "La fin s'est jouée" not in rest
    assert "Fin de la partie : Ordi " in rest


def test_a_word_that_is_no_answer_is_refused():
    child = spawn_penel421(*ARGS)
    for _ in range(300):
        if child.expect([PROMPT, OFFER, PAUSE]) == 1:
            break
        child.sendline("0" if child.after.startswith("Relancer") else "")
    child.sendline("x")
    child.expect("tapez Entrée pour toute la fin d'un coup")
    child.expect(OFFER)
    child.sendline("aide")
    child.expect(OFFER)
    child.sendline("")
    child.expect("La fin s'est jouée d'un coup")
    child.expect(AGAIN)
    child.sendline("n")
    _, status = finish(child)
    assert status == 0
