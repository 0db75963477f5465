"""A session no single key passes, and the same one all day: the right
answers of each card by the weighing that grades it, no answer right on
more than half of the cards; red herrings of every kind; a draw seeded by
the day, the game and the person."""

from __future__ import annotations

import random
from dataclasses import replace
from datetime import date

import pytest
from training_helpers import Clock, journal_with_games

from penel421.analysis.weigh import Weigher
from penel421.core.choice import typed_answer
from penel421.journal.store import Journal
from penel421.learn.deck import (
    ANSWERS,
    available,
    choice_kind,
    compose,
    day_seed,
    right_answers,
)
from penel421.learn.starter import starter_deck
from penel421.learn.store import TrainingStore


def most_often_right(session, right) -> tuple[str, int]:
    """The answer right on the most cards of ``session``, and on how many."""
    counts = {typed_answer(r): sum(typed_answer(r) in right(card) for card in session)
              for r in ANSWERS}
    best = max(counts, key=counts.__getitem__)
    return best, counts[best]


@pytest.mark.slow  # six games weighed, then sessions of every size weighed
@pytest.mark.parametrize("count", [10, 20, 30])
def test_no_single_answer_is_right_on_more_than_half_of_a_session(tmp_path, count):
    # a player who throws dice again at random: errors of every kind, and
    # red herrings mostly « keep everything », the one key that used to win
    journal = journal_with_games(tmp_path / "j.sqlite3", games=6)
    store = TrainingStore(journal)
    cards, _ = available(store, "1987", None, Clock()(), count)
    right = right_answers(Weigher())
    session = compose(cards, count, random.Random(0), right)
    assert len(session) >= min(count, 10)
    answer, times = most_often_right(session, right)
    assert times <= len(session) // 2, (answer, times, len(session))


@pytest.mark.parametrize("game", ["1987", "pascal"])
def test_the_starter_deck_alone_is_passed_by_no_single_answer(tmp_path, game):
    store = TrainingStore(Journal.open(":memory:"))
    cards, _ = available(store, game, None, Clock()(), 10)
    right = right_answers(Weigher())
    session = compose(cards, 10, random.Random(0), right)
    answer, times = most_often_right(session, right)
    assert session and times <= len(session) // 2, (answer, times, len(session))


def test_red_herrings_of_every_kind_take_turns():
    # herrings whose best answer is each kind of choice, most of them « keep all »:
    # a session takes one of each kind before a second of any
    model = starter_deck()[0]
    answers = ["0"] * 6 + ["1"] * 2 + ["12"] * 2 + ["123"] * 2
    herrings = [replace(model, id=i + 1, key=f"h{i}", starter=False, herring=True,
                        weight=0.0, stake=20.0 - i, answer=answer)
                for i, answer in enumerate(answers)]
    errors = [replace(model, id=100 + i, key=f"e{i}", starter=False, herring=False,
                      weight=10.0 - i) for i in range(8)]
    session = compose(errors + herrings, 12, random.Random(3))
    kinds = [choice_kind(card.answer_rethrow) for card in session if card.herring]
    assert len(kinds) == 4
    assert sorted(kinds) == sorted(["stop", "keep two", "keep one", "throw all"])


def test_a_days_draw_is_the_same_at_every_call_and_another_days_is_not():
    model = starter_deck()[0]
    cards = [replace(model, id=i + 1, key=str(i), starter=False, herring=i % 3 == 0,
                     weight=0.0 if i % 3 == 0 else 10.0 - i, stake=float(i))
             for i in range(30)]
    today = day_seed(date(2026, 3, 2), "1987", ["alice"])

    def drawn(seed: str) -> list[str]:
        return [card.key for card in compose(cards, 12, random.Random(seed))]
    assert drawn(today) == drawn(today)
    days = {tuple(drawn(day_seed(date(2026, 3, d), "1987", ["alice"]))) for d in range(1, 9)}
    assert len(days) > 1  # the herrings' places change from one day to the next
    assert day_seed(date(2026, 3, 2), "1987", ["bob"]) != today
