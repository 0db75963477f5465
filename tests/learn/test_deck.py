"""Which cards a session asks: due first, then new, the costliest first, own
before the starter deck's, and about a third of red herrings."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from training_helpers import Clock, journal_with_games

from penel421.learn.deck import HERRING_SHARE, available, compose
from penel421.learn.schedule import RELEARNING, Memory
from penel421.learn.starter import starter_deck
from penel421.learn.store import TrainingStore

#: The memory of a card asked before, due since the first of March.
DUE = Memory(RELEARNING, 0, 1.0, 5.0, "2026-03-01T00:00:00+00:00", "2026-02-28T00:00:00+00:00", 1)


def deck(errors: int, herrings: int, due: int = 0):
    """Cards from the starter deck's, made into errors and herrings of known costs."""
    model = starter_deck()[0]
    cards = []
    for i in range(errors + herrings):
        herring = i >= errors
        cards.append(replace(model, id=i + 1, key=str(i), starter=False, herring=herring,
                             weight=0.0 if herring else 10.0 - i, stake=float(i),
                             memory=DUE if i < due else None))
    return cards


@pytest.mark.parametrize("count", [3, 9, 10, 12, 30])
def test_about_a_third_of_a_session_are_red_herrings(count):
    session = compose(deck(40, 40), count, random.Random(1))
    assert len(session) == count
    herrings = sum(card.herring for card in session)
    assert herrings == round(count * HERRING_SHARE)


def test_the_first_card_is_the_costliest_and_due_cards_come_before_new_ones():
    cards = deck(10, 5, due=2)
    session = compose(cards, 6, random.Random(3))
    errors = [card for card in session if not card.herring]
    assert session[0].id == 1  # due, and the costliest
    assert [card.id for card in errors] == [1, 2, 3, 4]  # due, then the costliest new
    assert {card.id for card in session if card.herring} == {15, 14}  # the largest stakes


def test_red_herrings_take_random_places_after_the_first_card():
    places = {tuple(card.herring for card in compose(deck(10, 10), 9, random.Random(seed)))
              for seed in range(20)}
    assert len(places) > 3 and all(not first for first, *_ in places)


def test_a_kind_that_runs_short_is_filled_by_the_other():
    assert len(compose(deck(2, 30), 10, random.Random(1))) == 10
    assert sum(c.herring for c in compose(deck(30, 1), 10, random.Random(1))) == 1
    assert len(compose(deck(3, 0), 10, random.Random(1))) == 3


def test_own_cards_come_before_the_starter_decks_which_fills_the_session(tmp_path):
    journal = journal_with_games(tmp_path / "j.sqlite3", games=1)
    cards, problems = available(TrainingStore(journal), "1987", None, Clock()(), 10)
    assert problems == []
    own = [card for card in cards if not card.starter]
    assert own and any(card.starter for card in cards)
    session = compose(cards, 30, random.Random(2))
    errors = [card for card in session if not card.herring]
    assert [card.starter for card in errors] == sorted(card.starter for card in errors)
    mine = [card for card in errors if not card.starter]
    assert [card.weight for card in mine] == sorted((c.weight for c in mine), reverse=True)


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_the_share_of_red_herrings_in_a_players_own_deck(tmp_path):
    from penel421.strategies.classic import Classic

    # a person who plays the bar's rules of thumb: right often, wrong often
    journal = journal_with_games(tmp_path / "j.sqlite3", games=6, person=Classic)
    cards, _ = available(TrainingStore(journal), "1987", None, Clock()(), 1000)
    own = [card for card in cards if not card.starter]
    share = sum(card.herring for card in own) / len(own)
    # one red herring kept for two errors of each game (a position met twice is one card)
    assert 0.25 < share <= 0.4, share
    session = compose(cards, 10, random.Random(4))
    assert sum(card.herring for card in session) == 3


def test_a_card_that_does_not_read_is_left_out_and_said_so(tmp_path):
    journal = journal_with_games(tmp_path / "j.sqlite3", games=1)
    card = journal.db.execute("SELECT id FROM cards ORDER BY weight DESC LIMIT 1").fetchone()[0]
    journal.db.execute("UPDATE cards SET position = '{\"game\": \"1987\"}' WHERE id = ?",
                       (card,))
    cards, problems = available(TrainingStore(journal), "1987", None, Clock()(), 10)
    assert card not in {c.id for c in cards}
    assert problems == [f"La carte n° {card} du journal ne se lit pas (la position n'a pas "
                        "de names) : elle est laissée de côté."]
