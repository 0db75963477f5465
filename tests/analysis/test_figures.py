"""One totals type that adds: :class:`penel421.analysis.figures.Figures`."""

from __future__ import annotations

import pytest

from penel421.analysis.figures import Figures, PlayerSummary
from penel421.strategies.worth import SCALE_GAME, SCALE_JETONS


def test_figures_add_field_by_field_and_sum_from_zero():
    a = Figures(SCALE_JETONS, 3, 1, 1, 0, 1.25, -0.5)
    b = Figures(SCALE_JETONS, 2, 0, 1, 1, 2.0, 0.75)
    assert a + b == Figures(SCALE_JETONS, 5, 1, 2, 1, 3.25, 0.25)
    assert sum([a, b]) == a + b == sum([a, b], Figures(SCALE_JETONS))
    assert sum([a]) == a and sum([], Figures(SCALE_GAME)) == Figures(SCALE_GAME)
    # from the scale's zero, as every later figures are added: -0.0 becomes 0.0
    assert str(sum([Figures(SCALE_GAME, luck=-0.0)]).luck) == "0.0"


def test_figures_of_two_scales_do_not_add():
    with pytest.raises(ValueError):
        Figures(SCALE_JETONS) + Figures(SCALE_GAME)


def test_figures_of_losses_class_each_one_on_its_scale():
    found = Figures.of(SCALE_JETONS, [0.0, 0.3, 0.6, 2.0], [1.0, -0.5])
    assert found.marks == (1, 1, 1) and found.decisions == 4
    assert found.loss == pytest.approx(2.9) and found.luck == 0.5
    assert found.mean_loss == pytest.approx(2.9 / 4)
    assert found.share == pytest.approx(2.9 / SCALE_JETONS.error_threshold)
    assert Figures.of(SCALE_GAME, [], []).mean_loss == 0.0


def test_a_summary_counts_its_decisions_and_errors_from_its_figures():
    parts = (Figures(SCALE_JETONS, 3, 1, 1, 0, 1.0, 0.0),
             Figures(SCALE_GAME, 2, 0, 1, 1, 0.1, 0.2))
    summary = PlayerSummary(0, parts, "bon")
    assert summary.decisions == 5 and summary.errors == (1, 2, 1)
    with pytest.raises(ValueError):
        _ = summary.loss
    assert PlayerSummary(1, parts[:1], "bon").mean_loss == pytest.approx(1 / 3)
