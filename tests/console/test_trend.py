"""The chart of a figure over the games: within its width, its bars as high
as the moving average, in block characters or plain ASCII."""

from __future__ import annotations

import io
import random

import pytest

from penel421.console.trend import (
    PEN_ASCII,
    PEN_BLOCKS,
    blocks_shown,
    grouped,
    sparkline,
    trend_chart,
)


def label(value: float) -> str:
    return f"{value:.1f}".replace(".", ",")


@pytest.mark.parametrize("games", [1, 7, 39, 40, 41, 500])
@pytest.mark.parametrize("width", [40, 57, 80])
@pytest.mark.parametrize("pen", [PEN_BLOCKS, PEN_ASCII], ids=["blocks", "ascii"])
def test_a_chart_stays_within_its_width_whatever_the_games(games, width, pen):
    rng = random.Random(games)
    values = [rng.uniform(-3, 5) for _ in range(games)]
    lines, size = trend_chart(values, values, label, width, pen=pen)
    assert lines and all(len(line) <= width for line in lines)
    columns = -(-games // size)
    assert max(len(line) for line in lines) <= width
    assert lines[-1].endswith(pen.base * columns)  # one column per group of games
    if pen is PEN_ASCII:
        assert all(line.isascii() for line in lines)


def cells(lines, prefix_length, columns):
    return [line[prefix_length:].ljust(columns) for line in lines]


def test_a_bar_is_as_high_as_its_average_to_an_eighth_of_a_line():
    # 6 lines of 8 eighths: 3 of 6 is 24 eighths, 1,5 of 6 is 12
    lines, _ = trend_chart([3.0, 6.0, 1.5], [3.0, 6.0, 1.5], label, 40, height=6)
    assert lines[0].startswith("6,0 ┤") and lines[-1] == "0,0 └───"
    assert cells(lines[:-1], 5, 3) == [" █ ", " █ ", " █ ", "██ ", "██▄", "███"]


def test_a_games_own_figure_is_marked_above_its_bar_and_beyond_the_top():
    # the highest tenth of the games stand beyond the top: marked so
    lines, _ = trend_chart([0.5] * 21, [1.0] * 20 + [50.0], label, 40, pen=PEN_ASCII)
    assert lines[0].endswith("^") and lines[0].count("^") == 1
    lines, _ = trend_chart([0.5] * 10, [2.0] * 10, label, 40, pen=PEN_ASCII)
    assert cells(lines[:1], 5, 10) == ["o" * 10]


def test_a_figure_below_zero_is_drawn_down_from_a_zero_line():
    lines, _ = trend_chart([2.0, -2.0], [2.0, -2.0], label, 40, marked=False)
    assert lines[0].startswith(" 2,0 ┤") and lines[-2].startswith("-2,0 ┤")
    assert any(line.startswith(" 0,0 ┤") for line in lines)
    assert cells(lines[:-1], 6, 2) == ["█ ", "█ ", "█ ", " █", " █", " █"]


def test_many_games_are_grouped_into_columns():
    values = list(range(100))
    means, size = grouped(values, 30)
    assert size == 4 and len(means) == 25 and means[0] == 1.5


def test_block_characters_only_where_the_output_shows_them(monkeypatch):
    assert not blocks_shown(io.StringIO())  # a file of no encoding

    class Pipe(io.StringIO):  # to a pager: as its encoding writes, as the text is
        encoding = "utf-8"

    class Terminal(io.StringIO):
        encoding = "utf-8"

        def isatty(self):
            return True

    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_CTYPE", raising=False)
    assert blocks_shown(Terminal()) and blocks_shown(Pipe())
    monkeypatch.setenv("LC_ALL", "C")
    assert not blocks_shown(Terminal())
    monkeypatch.delenv("LC_ALL")
    Terminal.encoding = "ascii"
    assert not blocks_shown(Terminal())


def test_a_sparkline_of_shares():
    # a share of 0 is drawn too: one session of no right answer is not an empty line
    assert sparkline([0.0, 0.5, 1.0], 1.0, 40) == "_▄█"
    assert sparkline([0.0, 0.5, 1.0], 1.0, 40, PEN_ASCII) == "_:#"
    assert sparkline([0.0], 1.0, 40).strip() == "_"


def test_a_game_off_the_scale_is_marked_even_over_a_bar_as_high():
    # the average reaches the top where the game stands beyond it: its ↑ shows
    lines, _ = trend_chart([1.0] * 9 + [60.0], [1.0] * 9 + [100.0], label, 40)
    assert lines[0].endswith("↑")
    lines, _ = trend_chart([1.0] * 9 + [60.0], [1.0] * 9 + [100.0], label, 40, pen=PEN_ASCII)
    assert lines[0].endswith("^")
