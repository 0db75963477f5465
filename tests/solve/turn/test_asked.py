"""AskedPlay: a choice's worth worked out when first asked is, bit for bit,
what TurnPlay.evaluate works out for every choice at once."""

from __future__ import annotations

import random

import pytest

from penel421.core.hands import ALL_HANDS
from penel421.solve.turn.asked import AskedPlay
from penel421.solve.turn.keeps import KEEP_INDEX, KEEPS, SUB_KEEPS
from penel421.solve.turn.play import TurnPlay


def every_choice(throws: int):
    """Every hand, throws left and choice of a turn, in an order drawn at
    random (what is read first must not change what is read after)."""
    found = [(hand, left, None) for hand in ALL_HANDS for left in range(throws + 1)]
    found += [(hand, left, KEEPS[k]) for h, hand in enumerate(ALL_HANDS)
              for left in range(1, throws + 1) for k in SUB_KEEPS[h]]
    random.Random(len(found)).shuffle(found)
    return found


@pytest.mark.parametrize("exact", [False, True])
def test_each_choice_asked_is_worth_what_the_whole_evaluation_gives(exact):
    draw = random.Random(5)
    # the policy plays best for one payoff; the other payoffs are played its way
    policy = TurnPlay.of([draw.random() for _ in ALL_HANDS], 2)
    for _ in range(3):
        payoffs = [[draw.randrange(7) if exact else draw.random() for _ in ALL_HANDS]
                   for _ in range(3)]
        whole = policy.evaluate(payoffs, 5 if exact else 1)
        asked = AskedPlay(policy, payoffs, 5 if exact else 1)
        for hand, left, keep in every_choice(2):
            mine, theirs = asked.worth(hand, left, keep), whole.worth(hand, left, keep)
            assert type(mine) is type(theirs) and mine == theirs, (hand, left, keep)


def test_a_choice_asked_first_works_out_only_what_it_needs():
    policy = TurnPlay.of([float(h % 7) for h in range(len(ALL_HANDS))], 2)
    asked = AskedPlay(policy, [[float(h) for h in range(len(ALL_HANDS))]] * 3)
    asked.worth((6, 5, 4), 2, (6,))
    # one keep with two throws left, and below it what every hand is worth with one
    assert list(asked._keeps[2]) == [KEEP_INDEX[(6,)]]
    assert sorted(asked._values) == [0, 1]
