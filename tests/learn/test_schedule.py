"""The schedule: a card climbs the ladder with right answers, falls back
with a miss, is mastered after four right in a row — over simulated days."""

from __future__ import annotations

from datetime import date

import pytest
from training_helpers import Clock, drill, journal_with_games

from penel421.learn.deck import available
from penel421.learn.schedule import LADDER_DAYS, MASTERED_AFTER, after_answer, day_of
from penel421.learn.store import TrainingStore


def test_a_right_answer_climbs_the_ladder_and_a_miss_sends_back_to_its_start():
    today = date(2026, 3, 2)
    assert after_answer(0, False, today) == (0, "2026-03-03", None)
    assert after_answer(2, False, today) == (0, "2026-03-03", None)
    assert after_answer(0, True, today) == (1, "2026-03-05", None)
    assert after_answer(1, True, today) == (2, "2026-03-09", None)
    assert after_answer(2, True, today) == (3, "2026-03-18", None)
    assert after_answer(3, True, today) == (4, "2026-03-02", "2026-03-02")
    assert LADDER_DAYS == (1, 3, 7, 16) and MASTERED_AFTER == 4


def best_answer(card) -> str:
    from penel421.analysis.advice import answer_of
    from penel421.analysis.weigh import weigh

    view = card.shown.view
    return answer_of(weigh(view).best.rethrow(view.dice)) + "\n"


def wrong_answer(card) -> str:
    from penel421.analysis.advice import answer_of
    from penel421.analysis.weigh import weigh

    view = card.shown.view
    weighing = weigh(view)
    worst = weighing.options[-1]
    assert weighing.loss(worst.keep) >= weighing.scale.thresholds[0]
    return answer_of(worst.rethrow(view.dice)) + "\n"


def due_keys(journal, clock) -> set[str]:
    cards, _ = available(TrainingStore(journal), "1987", None, day_of(clock()), 1000)
    return {card.key for card in cards if not card.new}


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_over_a_month_a_card_comes_back_on_its_days_until_it_is_mastered(tmp_path):
    journal = journal_with_games(tmp_path / "j.sqlite3")
    clock = Clock()
    cards, _ = available(TrainingStore(journal), "1987", None, day_of(clock()), 10)
    card = next(c for c in cards if not c.starter and not c.herring)
    # day 0: missed — back tomorrow, not today
    drill(journal, [card], wrong_answer(card), clock)
    assert card.key not in due_keys(journal, clock)
    days = [1, 3, 7, 16]  # each right answer on the day it is due
    for answered, wait in enumerate(days, start=1):
        for _ in range(wait - 1):
            clock.later(1)
            assert card.key not in due_keys(journal, clock), (answered, clock.now)
        clock.later(1)
        assert card.key in due_keys(journal, clock), (answered, clock.now)
        (again,) = [c for c in available(TrainingStore(journal), "1987", None, day_of(clock()),
                                         10)[0] if c.key == card.key]
        assert again.streak == answered - 1
        done, out = drill(journal, [again], best_answer(again), clock)
        assert done.answered[0].grade.right
    assert "CARTE APPRISE : JUSTE 4 FOIS DE SUITE." in out.getvalue()
    # mastered: never due again, even a year later
    clock.later(365)
    assert card.key not in due_keys(journal, clock)
    rows = journal.db.execute("SELECT right FROM answers ORDER BY id").fetchall()
    assert rows == [(0,), (1,), (1,), (1,), (1,)]


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_miss_on_the_way_starts_the_ladder_again(tmp_path):
    journal = journal_with_games(tmp_path / "j.sqlite3")
    clock = Clock()
    cards, _ = available(TrainingStore(journal), "1987", None, day_of(clock()), 10)
    card = next(c for c in cards if not c.starter and not c.herring)
    drill(journal, [card], best_answer(card), clock)  # right: 3 days
    clock.later(3)
    (again,) = [c for c in available(TrainingStore(journal), "1987", None, day_of(clock()), 10)[0]
                if c.key == card.key]
    done, out = drill(journal, [again], wrong_answer(again), clock)
    assert not done.answered[0].grade.right and done.answered[0].streak == 0
    assert "A REVOIR DEMAIN." in out.getvalue()
    clock.later(1)
    assert card.key in due_keys(journal, clock)
