"""Bots that fail, as a person at the terminal sees it (the installed command
in a pseudo-terminal): the screen, the exit status and the journal agree."""

from __future__ import annotations

import io
import itertools
import os
from pathlib import Path

import pytest
from in_a_terminal import ANSI, IN_A_TERMINAL, PENEL421, reads_on_spawn

from penel421.journal.store import Journal

pexpect = pytest.importorskip("pexpect")

pytestmark = IN_A_TERMINAL

TESTS = Path(__file__).resolve().parents[1]
OPENER = r"QUI COMMENCE \(1=VOUS 2=ORDINATEUR\) \? "
RELANCER = r"RELANCER \(1,2,3 OU 0\) \? "
PAUSE_1987 = r"TAPEZ UNE TOUCHE POUR CONTINUER\."


def spawn(*args: str):
    """``penel421 args`` from the tests' folder (its bots load from there), 24x80."""
    env = dict(os.environ, TERM="xterm")
    env.pop("NO_COLOR", None)
    child = reads_on_spawn()(PENEL421, list(args), cwd=str(TESTS), env=env, dimensions=(24, 80),
                          encoding="utf-8", codec_errors="replace", timeout=10)
    child.screen = io.StringIO()
    child.logfile_read = child.screen
    return child


def test_a_bot_failing_after_the_end_does_not_undo_the_game(fresh_journal):
    child = spawn("--seed", "3", "--level", "bots_for_tests:fails_at_the_end")
    child.expect(OPENER)
    child.send("1")
    answers = itertools.cycle(["13.", "0", "2\r", "0", "31.", "0", "123.", "0"])
    for _ in range(300):
        index = child.expect([RELANCER, PAUSE_1987, r"Erreur : "])
        if index == 2:
            break
        child.send(" " if index == 1 else next(answers))
    else:
        pytest.fail("the game did not end after 300 answers")
    child.expect(pexpect.EOF)
    child.close()
    screen = " ".join(ANSI.sub("", child.screen.getvalue()).split())
    assert child.exitstatus == 1, screen
    won = "VOUS AVEZ GAGNE" in screen
    assert won or "VOUS AVEZ PERDU" in screen, screen
    message = screen.split("Erreur : ", 1)[1]
    assert message.startswith("le robot « bots_for_tests:fails_at_the_end », qui joue "
                              "ORDINATEUR (place 2), a échoué : erreur dans game_ended : "
                              "RuntimeError : plus de place pour le score"), message
    assert "ne compte pas" not in message and "au milieu" not in message
    assert "après la fin de la partie, qui reste comme elle a fini" in message
    with Journal.open(fresh_journal, create=False) as journal:
        (game,) = journal.games()
    assert game.finished and game.loser == (1 if won else 0), "the journal agrees"
