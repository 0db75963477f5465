"""A card is graded by the analysis's own evaluation: the same figures as
``penel421 analyse`` for the same decision."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from training_helpers import Clock, journal_with_games

from penel421.cli import main
from penel421.core.choice import typed_answer
from penel421.learn.cards import grade
from penel421.learn.deck import available
from penel421.learn.store import TrainingStore


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_cards_grade_is_analyses_figures_for_the_same_decision(tmp_path):
    path = tmp_path / "j.sqlite3"
    journal = journal_with_games(path, games=2)
    cards, _ = available(TrainingStore(journal), "1987", None, Clock()(), 1000)
    moments = dict(((card, (game, decision)) for card, game, decision in journal.db.execute(
        "SELECT card, game, decision FROM moments")))
    analyses = {}
    checked = 0
    for card in cards:
        if card.starter or card.seen != 1:
            continue
        game, decision = moments[card.id]
        if game not in analyses:
            result = CliRunner().invoke(main, ["analyse", str(game), "--journal", str(path),
                                               "--json"])
            analyses[game] = json.loads(result.stdout)["decisions"]
        expected = analyses[game][decision]
        assert list(card.shown.view.dice) == expected["dice"]
        then = grade(card, card.answer_rethrow)
        assert then.loss == expected["loss"] and then.chosen.value == expected["value"]
        assert then.weighing.best.value == expected["best_value"]
        assert then.scale.mark(then.loss) == expected["mark"]
        assert then.right == (expected["loss"] < 0.005)
        best = grade(card, then.weighing.best.rethrow(card.shown.view.dice))
        assert best.loss == 0.0 and best.right
        assert typed_answer(best.rethrow) == expected["best_answer"]
        checked += 1
    assert checked >= 5


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_an_answer_within_an_imprecision_of_the_best_is_right(tmp_path):
    journal = journal_with_games(tmp_path / "j.sqlite3", games=4)
    cards, _ = available(TrainingStore(journal), "1987", None, Clock()(), 1000)
    found = 0
    for card in cards:
        view = card.shown.view
        from penel421.analysis.weigh import weigh

        weighing = weigh(view)
        for option in weighing.options[1:]:
            loss = weighing.loss(option.keep)
            got = grade(card, option.rethrow(view.dice))
            assert got.loss == loss and got.right == (loss < 0.005)
            found += 0 < loss < 0.005
    assert found, "no choice within an imprécision in these games"
