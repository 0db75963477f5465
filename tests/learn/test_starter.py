"""The shipped starter deck: real positions, weighed again exactly as they
were, errors of a beginner and one red herring for two."""

from __future__ import annotations

import json

import pytest

from penel421.analysis.weigh import weigh
from penel421.journal.recorded import BadRecord
from penel421.learn.cards import grade
from penel421.learn.starter import cards_of, starter_deck


@pytest.mark.parametrize("game", ["1987", "pascal"])
def test_each_card_of_the_starter_deck_weighs_now_what_it_says(game):
    cards = [card for card in starter_deck() if card.game == game]
    assert len(cards) >= 12
    for card in cards:
        weighing = weigh(card.shown.view)
        threshold = weighing.scale.thresholds[0]
        assert weighing.scale is card.scale
        then = grade(card, card.answer_rethrow)  # the beginner's answer
        assert then.loss == pytest.approx(card.loss, abs=1e-9)
        options = weighing.options
        assert card.margin == pytest.approx(options[0].value - options[1].value, abs=1e-9)
        if card.herring:
            assert card.loss == 0.0 and card.margin >= threshold
        else:
            assert card.loss >= threshold
        assert card.seen >= 1 and card.starter and card.id is None and card.who == ""


@pytest.mark.parametrize("game", ["1987", "pascal"])
def test_one_red_herring_for_two_errors_each_with_its_own_hand(game):
    cards = [card for card in starter_deck() if card.game == game]
    herrings = [card for card in cards if card.herring]
    assert len(herrings) * 3 == len(cards)
    assert len({card.shown.view.hand for card in herrings}) == len(herrings)


def test_the_errors_come_costliest_for_how_often_they_arise_first():
    cards = [card for card in starter_deck() if card.game == "1987" and not card.herring]
    often = [card.weight * card.seen for card in cards]
    assert often == sorted(often, reverse=True)


def test_a_deck_file_that_is_not_one_is_refused():
    with pytest.raises(BadRecord):
        cards_of({"format": 2, "cards": []})
    good = json.loads(json.dumps({"format": 1, "cards": [{
        "game": "1987", "key": "x", "scale": "game_chance", "herring": False,
        "position": starter_deck()[0].position, "answer": "0", "loss": 0.1, "weight": 1,
        "margin": 0.1, "stake": 1, "seen": 1}]}))
    with pytest.raises(BadRecord, match="n'est pas la sienne"):
        cards_of(good)
