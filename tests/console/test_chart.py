"""The chart of jetons at the end of a pascal game: one line a player, a bar a round."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from penel421.console.chart import ASCII_BARS, ASCII_ZERO, BARS, ZERO, bar, chart


def test_a_bar_is_as_high_as_the_jetons_held():
    assert bar(0, 21, in_game=False) == " "
    assert bar(21, 21) == "█"
    assert bar(1, 21) == "▁"  # one jeton still shows
    assert [bar(n, 8) for n in range(1, 9)] == list(BARS[1:])


def test_no_jeton_in_the_game_does_not_look_like_being_out():
    # Bob takes nothing in round 1 (the charge) but plays on; Alice leaves after round 2
    history = [(3, 0), (0, 4), (0, 6)]
    playing = [(0, 1), (1,), (1,)]
    lines = chart(["Alice", "Bob"], history, 8, playing=playing)
    assert lines[0] == f"  Alice  {bar(3, 8)}   0"
    assert lines[1] == f"  Bob    {ZERO}{bar(4, 8)}{bar(6, 8)} 6"
    assert lines[2].endswith(f"; « {ZERO} » : 0 jeton, encore en jeu")


def test_an_ascii_only_chart_rises_like_the_blocks_and_has_no_question_mark():
    history = [(n, 8 - n) for n in range(9)]
    lines = chart(["Alice", "Bob"], history, 8, ascii_only=True)
    assert all(line.isascii() for line in lines[:2]) and "?" not in "".join(lines)
    assert lines[0] == f"  Alice  .{ASCII_BARS[1:]} 8"
    assert lines[1] == f"  Bob    {ASCII_BARS[:0:-1]}. 0"


def test_one_bar_per_round_then_the_jetons_left():
    history = [(0, 5), (3, 5), (3, 0)]
    lines = chart(["Alice", "Bob"], history, 8)
    assert lines[0] == f"  Alice  {bar(0, 8)}{bar(3, 8)}{bar(3, 8)} 3"
    assert lines[1] == f"  Bob    {bar(5, 8)}{bar(5, 8)}{bar(0, 8)} 0"
    assert "une barre par manche, de 0 à 8 jetons" in lines[2]


def test_a_long_game_groups_its_rounds_within_the_width():
    history = [(n % 22, 21 - n % 22) for n in range(300)]
    lines = chart(["Alice", "Bob"], history, 21, width=50)
    assert all(len(line) <= 50 for line in lines)
    assert "manches" in lines[2]  # more than one round a bar
    assert lines[0].endswith(f" {history[-1][0]}")


ZEROS = "0\n" * 400


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_under_an_ascii_output_no_mark_becomes_a_question_mark():
    """The same pascal game written in UTF-8 and in ASCII: the same ``?``
    (the meaningful ones: questions, marks), and no other."""
    args = [sys.executable, "-m", "penel421", "--rules", "pascal", "-p", "Alice", "-c", "2",
            "--seed", "11", "--no-journal"]
    env = dict(os.environ, PYTHONIOENCODING="ascii")
    answers = (ZEROS + "n\n").encode("ascii")
    ascii_only = subprocess.run(args, input=answers, capture_output=True, timeout=60, env=env)
    utf8 = subprocess.run(args, input=answers, capture_output=True, timeout=60,
                          env=dict(os.environ, PYTHONIOENCODING="utf-8"))
    assert ascii_only.returncode == 0 and utf8.returncode == 0
    text = ascii_only.stdout.decode("ascii")
    assert text.count("?") == utf8.stdout.decode("utf-8").count("?")
    # the chart's bars in ASCII marks that rise (never a ?), one line per player
    rows = text.split("manche par manche :", 1)[1].splitlines()[1:4]
    for row, name in zip(rows, ("Alice", "Ordi 1", "Ordi 2"), strict=True):
        bars = row.strip().removeprefix(name).strip().rsplit(" ", 1)[0]
        assert bars and set(bars) <= set(ASCII_BARS + ASCII_ZERO), row
    assert "== Manche 1 . charge . pot : 21 ==" in text
