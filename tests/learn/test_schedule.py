"""The schedule: FSRS's memory of each card, one review at a time.

A card is reviewed by the first answer it is due for — Good for the best
choice, Hard within the « imprécision », Again for a miss; a missed card
comes back in the same session until it is answered right, and those
answers are practice; a card answered again when it is not due is practice
too; the same mistake made again in a game reopens a learnt card; the
schedules of the ladder that came before become memories.  Over simulated
days and minutes."""

from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta, timezone

import pytest
from training_helpers import Clock, drill, journal_with_games

from penel421.journal.schema import LEARNING_SCHEMA, MIGRATIONS, SCHEMA_V1
from penel421.journal.store import Journal
from penel421.learn.deck import available
from penel421.learn.digested import Digest, Moment
from penel421.learn.schedule import (
    AGAIN,
    GOOD,
    HARD,
    LEARNING,
    RELEARNING,
    REVIEW,
    outlook,
    review,
    review_rating,
)
from penel421.learn.store import TrainingStore

NOON = datetime(2026, 3, 2, 12, 0, tzinfo=timezone.utc)


def test_an_answer_is_rated_as_anki_s_buttons_would_be():
    assert review_rating(0.0, 0.5) == GOOD  # the best choice
    assert review_rating(0.3, 0.5) == HARD  # within the « imprécision »
    assert review_rating(0.5, 0.5) == AGAIN and review_rating(7.0, 0.5) == AGAIN


def test_a_new_card_is_learnt_through_its_steps_then_comes_back_after_days():
    first = review(None, GOOD, NOON)
    assert first.state == LEARNING and first.reviews == 1
    ahead = outlook(first, NOON)
    assert not ahead.learnt and ahead.due_in == timedelta(minutes=10)
    assert ahead.to_learn == (timedelta(minutes=10),)  # one more right answer, then learnt
    learnt = review(first, GOOD, NOON + ahead.due_in)
    assert learnt.state == REVIEW and outlook(learnt, NOON + ahead.due_in).due_in.days >= 1
    lapsed = review(learnt, AGAIN, NOON + timedelta(days=5))
    assert lapsed.state == RELEARNING and lapsed.stability < learnt.stability


def best_answer(card) -> str:
    from penel421.analysis.weigh import weigh
    from penel421.core.choice import typed_answer

    view = card.shown.view
    return typed_answer(weigh(view).best.rethrow(view.dice)) + "\n"


def wrong_answer(card) -> str:
    from penel421.analysis.weigh import weigh
    from penel421.core.choice import typed_answer

    view = card.shown.view
    weighing = weigh(view)
    worst = weighing.options[-1]
    assert weighing.loss(worst.keep) >= weighing.scale.thresholds[0]
    return typed_answer(worst.rethrow(view.dice)) + "\n"


def cards_now(journal, clock) -> list:
    return available(TrainingStore(journal), "1987", None, clock(), 1000)[0]


def due_keys(journal, clock) -> set[str]:
    return {card.key for card in cards_now(journal, clock) if not card.new}


def the_card(journal, clock, key):
    (found,) = [c for c in cards_now(journal, clock) if c.key == key]
    return found


def an_error(journal, clock):
    return next(c for c in cards_now(journal, clock) if not c.starter and not c.herring)


def answers_kept(journal) -> list[tuple]:
    return journal.db.execute("SELECT right, again, rating FROM answers ORDER BY id").fetchall()


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_missed_card_comes_back_in_the_session_and_its_first_answer_sets_its_schedule(
        tmp_path):
    journal = journal_with_games(tmp_path / "j.sqlite3")
    clock = Clock()
    card = an_error(journal, clock)
    done, out = drill(journal, [card], wrong_answer(card) + best_answer(card), clock)
    assert [a.grade.right for a in done.answered] == [False, True]
    screen = " ".join(out.getvalue().split())
    assert "CARTE 1 SUR 1 (BIS)" in screen
    assert "ELLE REVIENT PLUS LOIN DANS CETTE SEANCE, PUIS DANS 1 MINUTE" in screen
    assert "SON CALENDRIER RESTE CELUI DE VOTRE PREMIERE REPONSE" in screen
    assert answers_kept(journal) == [(0, 0, AGAIN), (1, 1, None)]  # the second: practice
    (memory,) = journal.db.execute("SELECT state, reviews FROM memory").fetchall()
    assert memory == (LEARNING, 1)
    assert done.end().asked == 1 and done.end().right == 0  # counted once, by its first answer
    assert card.key not in due_keys(journal, clock)
    clock.later(minutes=10)  # its learning step: due within the evening
    assert card.key in due_keys(journal, clock)


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_card_answered_again_the_same_day_climbs_no_rung(tmp_path):
    journal = journal_with_games(tmp_path / "j.sqlite3")
    clock = Clock()
    card = an_error(journal, clock)
    drill(journal, [card], best_answer(card), clock)
    clock.later(minutes=10)
    drill(journal, [the_card(journal, clock, card.key)], best_answer(card), clock)
    learnt = journal.db.execute("SELECT state, due, reviews FROM memory").fetchone()
    assert learnt[0] == REVIEW and learnt[2] == 2
    clock.later(minutes=30)  # a third session the same evening: the card is not due
    assert card.key not in due_keys(journal, clock)
    done, out = drill(journal, [the_card_any(journal, card.key)], best_answer(card), clock)
    assert journal.db.execute("SELECT state, due, reviews FROM memory").fetchone() == learnt
    assert answers_kept(journal)[-1] == (1, 0, None)  # practice: no rating applied
    assert ("ELLE N'ETAIT PAS A REVOIR : SON CALENDRIER NE CHANGE PAS"
            in " ".join(out.getvalue().split()))


def the_card_any(journal, key):
    """The card of ``key``, whether it is due or not."""
    from penel421.learn.cards import card_of
    from penel421.learn.store import CARD_COLUMNS, MEMORY_COLUMNS, CardRow

    columns = ", ".join(f"c.{name}" for name in CARD_COLUMNS[:-len(MEMORY_COLUMNS)])
    row = journal.db.execute(
        f"SELECT {columns}, {', '.join('m.' + n for n in MEMORY_COLUMNS)} FROM cards c"
        " LEFT JOIN memory m ON m.card = c.id WHERE c.key = ? AND c.starter = 0", (key,)).fetchone()
    return card_of(CardRow(*row))


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_the_same_mistake_again_in_a_game_reopens_a_learnt_card(tmp_path):
    from kept_games import keep_game

    from penel421.play.table import Seat
    from penel421.strategies.classic import Classic

    path = tmp_path / "j.sqlite3"
    journal = journal_with_games(path)
    clock = Clock()
    card = an_error(journal, clock)
    drill(journal, [card], best_answer(card), clock)
    clock.later(minutes=10)
    drill(journal, [the_card(journal, clock, card.key)], best_answer(card), clock)
    assert journal.db.execute("SELECT state FROM memory").fetchone() == (REVIEW,)
    moment = journal.db.execute(
        "SELECT decision, seat, position, answer, loss, weight, margin, stake FROM moments"
        " WHERE card = ?", (card.id,)).fetchone()
    journal.close()
    # a later game where the same position was played the same way
    later = keep_game(path, "1987", [Seat("VOUS"), Seat("ORDINATEUR", "classic")],
                      [Classic(), Classic()], 99)
    with Journal.open(path) as kept:
        kept.db.execute("UPDATE games SET started = ? WHERE id = ?",
                        ((clock.now + timedelta(days=1)).isoformat(), later))
        again = Moment(moment[0], moment[1], "VOUS", "1987", card.key, moment[2], moment[3],
                       card.scale.name, moment[4], moment[5], moment[6], moment[7])
        TrainingStore(kept).keep_digest(later, 1, 1, True, Digest((), (again,)))
        state, due = kept.db.execute("SELECT state, due FROM memory").fetchone()
        assert state == RELEARNING  # back to be learnt again, due at once
        assert datetime.fromisoformat(due) < clock.now + timedelta(days=1, hours=1)
        TrainingStore(kept).keep_digest(later, 1, 1, True, Digest((), (again,)))
        assert kept.db.execute("SELECT reviews FROM memory").fetchone() == (3,)  # once only


def test_the_ladder_s_schedules_become_memories(tmp_path):
    path = tmp_path / "v4.sqlite3"
    db = sqlite3.connect(path)
    db.executescript(SCHEMA_V1 + "".join(MIGRATIONS[v] for v in range(1, LEARNING_SCHEMA)))
    db.execute("PRAGMA application_id = 0x34323121")
    db.execute(f"PRAGMA user_version = {LEARNING_SCHEMA}")
    db.executemany("INSERT INTO cards (id, who, person, game, key, scale) VALUES"
                   " (?, 'vous', 'VOUS', '1987', ?, 'game_chance')",
                   [(1, "a"), (2, "b"), (3, "c")])
    db.executemany("INSERT INTO schedule (card, streak, due, mastered, asked) VALUES"
                   " (?, ?, ?, ?, ?)", [(1, 2, "2026-03-09", None, 3),
                                        (2, 0, "2026-03-03", None, 1),
                                        (3, 4, "2026-02-01", "2026-02-01", 4)])
    db.execute("INSERT INTO answers (card, session, asked, answer, loss, right)"
               " VALUES (1, 's', '2026-03-02T20:00:00+00:00', '0', 0, 1)")
    db.commit()
    db.close()
    with Journal.open(path) as journal:
        assert journal.schema is not None and journal.schema.exact
        rows = journal.db.execute("SELECT card, state, stability, due, last_review, reviews"
                                  " FROM memory ORDER BY card").fetchall()
    assert rows == [(1, REVIEW, 7.0, "2026-03-09T00:00:00+00:00", "2026-03-02T20:00:00+00:00",
                     3),
                    (2, RELEARNING, 1.0, "2026-03-03T00:00:00+00:00", None, 1),
                    (3, REVIEW, 30.0, "2026-03-03T00:00:00+00:00", None, 4)]
