"""Leaving in the middle of a game says, in one line, that it is kept.

In a real pseudo-terminal (40×25 for the 1987 game, in its capitals; 80×24
for pascal), Ctrl-C, Ctrl-D and ``q`` then yes end a game under way with the
line that gives the command continuing it, then the goodbye; only when the
game is kept: not with ``--no-journal``, nor with a journal that cannot be
used, nor before a game has started.  The command given works as written.
"""

from __future__ import annotations

import re
import shlex

import pytest
from in_a_terminal import IN_A_TERMINAL, OPENER, RELANCER, finish, spawn_penel421

pexpect = pytest.importorskip("pexpect")

pytestmark = IN_A_TERMINAL

PASCAL_PROMPT = r"Alice, relancer quels dés \? \(1 2 3, 0 = garder\) "
KEPT_1987 = "PARTIE GARDEE : penel421 reprendre"
KEPT_PASCAL = "Partie gardée : penel421 reprendre la continue."
PASCAL = ("--rules", "pascal", "--seed", "3", "-p", "Alice", "-p", "Bob")


def leave(child, how: str, keys: bool) -> None:
    """Leave the game at its question: Ctrl-C, Ctrl-D, or q then yes."""
    if how == "Ctrl-C":
        child.sendintr()
    elif how == "Ctrl-D":
        child.sendeof()
    elif keys:
        child.send("q")
        child.expect(r"QUITTER LE JEU \(O/N\) \? ")
        child.send("o")
    else:
        child.sendline("q")
        child.expect(r"Quitter le jeu \? \(o/n\) ")
        child.sendline("o")


def last_lines(screen: str, count: int = 2) -> list[str]:
    return [line for line in screen.rstrip().split("\n")][-count:]


@pytest.mark.parametrize("how", ["Ctrl-C", "Ctrl-D", "q"])
def test_the_1987_game_left_says_it_is_kept_within_40_columns(how):
    child = spawn_penel421("--seed", "3", rows=25, cols=40)
    child.expect(OPENER)
    child.send("1")
    child.expect(RELANCER)
    leave(child, how, keys=True)
    screen, status = finish(child)
    assert last_lines(screen) == [KEPT_1987, "AU REVOIR."]
    assert status == (130 if how == "Ctrl-C" else 0)
    assert not [line for line in screen.split("\n") if len(line) > 40]


@pytest.mark.parametrize("how", ["Ctrl-C", "Ctrl-D", "q"])
def test_the_pascal_game_left_says_it_is_kept(how):
    child = spawn_penel421(*PASCAL)
    child.expect(PASCAL_PROMPT)
    leave(child, how, keys=False)
    screen, status = finish(child)
    assert last_lines(screen) == [KEPT_PASCAL, "À bientôt !"]
    assert status == (130 if how == "Ctrl-C" else 0)


@pytest.mark.parametrize("args, prompt, keys", [
    (("--seed", "3"), RELANCER, True), (PASCAL, PASCAL_PROMPT, False)])
def test_nothing_is_said_of_a_game_not_kept(tmp_path, args, prompt, keys):
    for journal in (("--no-journal",), ("--journal", str(tmp_path))):  # a folder: unusable
        child = spawn_penel421(*args, *journal)
        if keys:
            child.expect(OPENER)
            child.send("1")
        child.expect(prompt)
        leave(child, "Ctrl-D", keys)
        screen, _ = finish(child)
        assert KEPT_1987 not in screen and KEPT_PASCAL not in screen, journal
        assert "reprendre" not in screen, journal


def test_nothing_is_said_before_a_game_has_started():
    child = spawn_penel421("--seed", "3", rows=25, cols=40)
    child.expect(OPENER)
    child.sendintr()
    screen, _ = finish(child)
    assert last_lines(screen, 1) == ["AU REVOIR."] and "GARDEE" not in screen


def test_the_command_given_continues_the_game(tmp_path):
    journal = tmp_path / "mes parties.sqlite3"
    # a game that is not the journal's last unfinished one gets its number
    for _ in range(2):
        child = spawn_penel421(*PASCAL, "--journal", str(journal))
        child.expect(PASCAL_PROMPT)
        leave(child, "Ctrl-D", keys=False)
        screen, _ = finish(child)
    command = kept_command(screen)
    assert command == f"penel421 reprendre --journal {shlex.quote(str(journal))}"
    child = spawn_penel421(*shlex.split(command)[1:])
    child.expect("Reprise de la partie n° 2 ")
    child.expect(PASCAL_PROMPT)
    child.sendintr()
    screen, _ = finish(child)
    # the game resumed is the last unfinished: its command needs no number
    assert kept_command(screen) == command

    # resumed the first, left again: it is not the last unfinished, its number is said
    child = spawn_penel421("reprendre", "1", "--journal", str(journal))
    child.expect(PASCAL_PROMPT)
    child.sendeof()
    screen, _ = finish(child)
    assert kept_command(screen) == command.replace("reprendre", "reprendre 1")


def kept_command(screen: str) -> str:
    """The command the last lines give, whole on its line however long."""
    found = re.search(r"\nPartie gardée :\s+(penel421 reprendre [^\n]*?)\s+la continue\.\n"
                      r"À bientôt !\n*$", screen)
    assert found, screen[-300:]
    return found.group(1)
