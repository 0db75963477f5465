"""A game played with --hints --tuteur comes back with them from reprendre.

The journal keeps each game's session (issue 22): interrupted, then
resumed, the game shows the expert's advice after each throw again and the
tutor stops an error again, as it did before the break; a game played
without them comes back without them.
"""

from __future__ import annotations

import pytest
from in_a_terminal import IN_A_TERMINAL, OPENER, RELANCER, finish, spawn_penel421

pexpect = pytest.importorskip("pexpect")

pytestmark = IN_A_TERMINAL

HINT = "CONSEIL : 2. (GARDER 4-1)"
TUTOR = "TUTEUR : CE CHOIX VOUS COUTE"


def play_to_round_2(journal: str, *help_options: str):
    """Game 21: keep the first throw of round 1, then stop at round 2's first
    RELANCER, where keeping 5-4-1 is an error."""
    child = spawn_penel421("--seed", "21", "--journal", journal, *help_options)
    child.expect(OPENER)
    child.send("1")
    child.expect(RELANCER)
    child.send("0")
    child.expect("MANCHE 2")
    return child


def test_the_hints_and_the_tutor_come_back_with_the_game(tmp_path):
    journal = str(tmp_path / "parties.sqlite3")
    child = play_to_round_2(journal, "--hints", "--tuteur")
    child.expect_exact(HINT)
    child.expect(RELANCER)
    child.send("0")
    child.expect_exact(TUTOR)
    child.sendintr()
    _, status = finish(child)
    assert status == 130

    again = spawn_penel421("reprendre", "--journal", journal)
    again.expect_exact("MANCHE 2")
    again.expect_exact(HINT)  # shown after the throw, unasked, as before the break
    again.expect(RELANCER)
    again.send("0")
    again.expect_exact(TUTOR)  # and the error caught again
    again.expect_exact("CONFIRMER CE CHOIX (O/N) ?")
    again.sendintr()
    finish(again)


def test_a_game_without_help_comes_back_without_it(tmp_path):
    journal = str(tmp_path / "parties.sqlite3")
    child = play_to_round_2(journal)
    child.expect(RELANCER)
    child.sendintr()
    finish(child)

    again = spawn_penel421("reprendre", "--journal", journal)
    again.expect_exact("MANCHE 2")
    again.expect(RELANCER)
    assert HINT not in again.before
    again.send("0")
    again.expect_exact("VOUS AVEZ JOUE EN 1 LANCER.")
    assert TUTOR not in again.before
    again.sendintr()
    finish(again)
