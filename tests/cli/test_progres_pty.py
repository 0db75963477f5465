"""``penel421 progres`` in a real terminal of 40 columns: block characters
where the terminal shows them, ASCII in the C locale, no line longer than
the screen and no word cut."""

from __future__ import annotations

import re

import pytest
from in_a_terminal import IN_A_TERMINAL, finish, spawn_penel421
from kept_games import Random, keep_game

from penel421.core.rules import RULES_1987
from penel421.play.table import Seat
from penel421.strategies.experts import make_expert

pexpect = pytest.importorskip("pexpect")

pytestmark = IN_A_TERMINAL


@pytest.fixture
def twelve_games(fresh_journal):
    for number in range(1, 13):
        keep_game(fresh_journal, "1987", [Seat("VOUS"), Seat("ORDINATEUR", "expert")],
                  [Random(number), make_expert(RULES_1987)], number)
    return fresh_journal


def screen_of(**env: str) -> str:
    child = spawn_penel421("progres", rows=25, cols=40, **env)
    screen, status = finish(child)
    assert status == 0, screen
    return screen


def test_at_40_columns_the_charts_are_in_blocks_and_no_word_is_cut(twelve_games):
    screen = screen_of(LANG="C.UTF-8", LC_ALL="")
    lines = [line for line in screen.splitlines() if "\r" not in line]
    assert all(len(line) <= 40 for line in lines), max(lines, key=len)
    assert "█" in screen and "┤" in screen
    # every line is whole words: glued back, the sentences are those written
    text = " ".join(line.strip() for line in lines)
    assert "Partie par partie, la plus ancienne en premier (la perte : par choix ; les " \
           "dés : leur chance) :" in text
    assert "la moyenne des 10 dernières parties" in text
    assert not re.search(r"\d [,%]|\d, \d", text)  # no number cut from its decimals


def test_in_the_c_locale_the_charts_are_in_ascii(twelve_games):
    screen = screen_of(LANG="C", LC_ALL="C")
    assert "█" not in screen and "┤" not in screen
    assert "# : la moyenne des 10 dernières" in screen
