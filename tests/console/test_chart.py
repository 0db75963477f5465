"""The chart of jetons at the end of a pascal game: one line a player, a bar a round."""

from __future__ import annotations

from penel421.console.chart import BARS, bar, chart


def test_a_bar_is_as_high_as_the_jetons_held():
    assert bar(0, 21) == " "
    assert bar(21, 21) == "█"
    assert bar(1, 21) == "▁"  # one jeton still shows
    assert [bar(n, 8) for n in range(9)] == list(BARS)


def test_one_bar_per_round_then_the_jetons_left():
    history = [(0, 5), (3, 5), (3, 0)]
    lines = chart(["Alice", "Bob"], history, 8)
    assert lines[0] == f"  Alice  {bar(0, 8)}{bar(3, 8)}{bar(3, 8)} 3"
    assert lines[1] == f"  Bob    {bar(5, 8)}{bar(5, 8)}{bar(0, 8)} 0"
    assert lines[2].endswith("une barre par manche, de 0 à 8 jetons")


def test_a_long_game_groups_its_rounds_within_the_width():
    history = [(n % 22, 21 - n % 22) for n in range(300)]
    lines = chart(["Alice", "Bob"], history, 21, width=50)
    assert all(len(line) <= 50 for line in lines)
    assert "manches" in lines[-1]  # more than one round a bar
    assert lines[0].endswith(f" {history[-1][0]}")
