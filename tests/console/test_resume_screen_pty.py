"""A resumed game shows what the screen showed when it stopped.

In a real pseudo-terminal (40×25 for the 1987 game, 80×24 for pascal), a
game is stopped by Ctrl-C in the middle of its second round, or at the pause
that follows a round in which the player was asked nothing; ``penel421
reprendre`` must show the last round's result with the table it left (the
score, the jetons), the answers already typed in the round in progress after
their questions, and the pause again where the result had not been seen.
"""

from __future__ import annotations

import re

import pytest
from in_a_terminal import (
    IN_A_TERMINAL,
    OPENER,
    RELANCER,
    expect_on,
    finish,
    spawn_penel421,
    unpaged,
)

pexpect = pytest.importorskip("pexpect")

pytestmark = IN_A_TERMINAL

PAUSE = r"TAPEZ UNE TOUCHE POUR CONTINUER\."
ROUND_2 = "--------------- MANCHE 2 ---------------"
PASCAL_PROMPT = r"(\w+), relancer quels dés \? \(1 2 3, 0 = garder\) "


def stop_in_round_2(journal: str) -> str:
    """Game 21 at 40×25: you open, keep round 1's dice, throw die 2 again in
    round 2, then Ctrl-C at the next question; what the screen showed."""
    child = spawn_penel421("--seed", "21", "--journal", journal, rows=25, cols=40)
    child.expect(OPENER)
    child.send("1")
    while child.expect([RELANCER, PAUSE, "MANCHE 2 "]) != 2:
        child.send("0" if child.after.startswith("RELANCER") else " ")
    child.expect(RELANCER)
    child.send("2.")
    child.expect(r"2\.\r\n")
    child.expect(RELANCER)
    child.sendintr()
    screen, status = finish(child)
    assert status == 130
    return screen


def resumed(journal: str, rows: int = 25, cols: int = 40, at: str = RELANCER):
    """``penel421 reprendre`` in a fresh terminal, stopped at its first live
    question ``at``: the child and what it showed so far."""
    child = spawn_penel421("reprendre", "--journal", journal, rows=rows, cols=cols)
    expect_on(child, at + "$")
    return child


def between(screen: str, start: str, end: str) -> str:
    """The text of ``screen`` from the last ``start`` to the first ``end`` after it."""
    begin = screen.rindex(start)
    return screen[begin:screen.index(end, begin)]


def test_resumed_in_round_2_the_score_and_the_answers_typed_come_back(tmp_path):
    journal = str(tmp_path / "parties.sqlite3")
    before = stop_in_round_2(journal)
    child = resumed(journal)
    child.sendintr()
    after, _ = finish(child)
    after = unpaged(after)
    # the table round 1 left, as it was on the screen just before round 2
    score = before[:before.index(ROUND_2)].rstrip().rsplit("\n", 1)[-1]
    assert re.fullmatch(r"PIOCHE: \d+   VOUS: \d+   ORDINATEUR: \d+", score), score
    assert score in after[:after.index(ROUND_2)], after
    # round 1's result, whole, then round 2 as it was, the answer 2. after its question
    result = between(before, "\nVOUS       : ", ROUND_2)
    assert result in after
    round_2 = between(before, ROUND_2, "RELANCER (1,2,3 OU 0) ? \n")
    assert "RELANCER (1,2,3 OU 0) ? 2.\n" in round_2
    assert round_2 in after


def test_stopped_at_the_pause_the_result_is_seen_before_the_next_round(tmp_path):
    journal = str(tmp_path / "parties.sqlite3")
    # game 1, the computer opening: round 1 asks you nothing, then the pause
    child = spawn_penel421("--seed", "1", "--journal", journal, rows=25, cols=40)
    child.expect(OPENER)
    child.send("2")
    child.expect(PAUSE)
    child.sendintr()
    before, status = finish(child)
    assert status == 130 and ROUND_2 not in before
    result = between(before, "\nORDINATEUR : ", "TAPEZ UNE TOUCHE")

    child = resumed(journal, at=PAUSE)
    child.send(" ")
    child.expect(RELANCER)
    child.sendintr()
    after, _ = finish(child)
    after = unpaged(after)
    assert result in after
    assert after.index(result) < after.index("TAPEZ UNE TOUCHE") < after.index(ROUND_2)


def test_resumed_in_round_1_the_opener_chosen_comes_back(tmp_path):
    journal = str(tmp_path / "parties.sqlite3")
    child = spawn_penel421("--seed", "21", "--journal", journal, rows=25, cols=40)
    child.expect(OPENER)
    child.send("1")
    child.expect(RELANCER)
    child.sendintr()
    before, _ = finish(child)
    child = resumed(journal)
    child.sendintr()
    after, _ = finish(child)
    after = unpaged(after)
    shown = between(before, "QUI COMMENCE", "RELANCER (1,2,3 OU 0) ? \n")
    assert shown.startswith("QUI COMMENCE (1=VOUS 2=ORDINATEUR) ? 1\n")
    assert shown in after


def test_pascal_resumed_shows_the_jetons_and_the_answers_typed(tmp_path):
    journal = str(tmp_path / "parties.sqlite3")
    args = ["--rules", "pascal", "--seed", "12", "-p", "Alice", "-p", "Bob", "-c", "1",
            "--journal", journal]
    child = spawn_penel421(*args)
    for _ in range(100):
        child.expect([PASCAL_PROMPT, "══ Manche 2 "])
        if child.after.startswith("══"):
            break
        child.sendline("0")
    child.expect(PASCAL_PROMPT)
    child.sendline("13")
    child.expect(PASCAL_PROMPT)
    child.sendintr()
    before, status = finish(child)
    assert status == 130
    jetons = before[:before.index("══ Manche 2")].rstrip().rsplit("\n", 1)[-1]
    assert jetons.startswith("  Jetons : Alice : "), jetons

    child = resumed(journal, rows=24, cols=80, at=PASCAL_PROMPT)
    child.sendintr()
    after, _ = finish(child)
    after = unpaged(after)
    assert jetons in after[:after.index("══ Manche 2")]
    round_2 = between(before, "══ Manche 2", "garder) ^C")
    assert "garder) 13\n" in round_2
    assert round_2.replace("^C", "") in after
