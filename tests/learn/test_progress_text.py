"""``penel421 progres``, a game's line: no scale it says nothing of (issue 35,
item 8: « dés +0,0 point » for a game never weighed in points)."""

from __future__ import annotations

from penel421.analysis.figures import PlayerSummary
from penel421.learn.progress import GameFigures
from penel421.learn.progress import part_of as Part
from penel421.learn.progress_text import game_line


def test_a_scale_without_a_decision_or_luck_of_the_person_is_not_said():
    figures = GameFigures(3, "2026-12-02T10:00:00", True, ("expert",), PlayerSummary(
        0, (Part("jetons", 9, 1, 1, 0, 1.74, -0.5),
            Part("game_chance", 0, 0, 0, 0, 0.0, 0.0001)), "bon"))
    line = game_line(figures, lambda when: "2 déc.").replace("\u00a0", " ")
    assert "perte 0,19 jeton" in line and "dés −0,5 jeton" in line
    assert "point" not in line and "à deux" not in line and "à trois" not in line
