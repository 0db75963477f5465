"""The pascal round solver is exact: checked against a plain enumeration of
the round, every throw of every player, settled by the engine's settle()."""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction
from functools import cache
from itertools import product

import pytest

from penel421.core.bareme import Bareme
from penel421.core.hands import ALL_HANDS, hand_of
from penel421.core.rules import pascal_rules
from penel421.core.settle import settle
from penel421.core.state import GameState, Played
from penel421.solve.keeps import INDEX, sub_keeps
from penel421.solve.round_pascal import best_play, forget


def brute_round(rules, state, order, played, max_throws):
    """Each seat's expected change of jetons from here, every player to come
    choosing, throw by throw, what gives him the most by a plain search of
    every fall of the dice; and the current player's value of each hand."""

    @cache
    def from_position(hands):
        """The vector of changes (by seat) of the round once ``hands`` are played."""
        position = len(hands)
        if position == len(order):
            after = settle(rules, state, hands).state
            return tuple(Fraction(after.tokens[s] - state.tokens[s])
                         for s in range(len(state.tokens)))
        seat = order[position]
        limit = (hands[0].throws if rules.opener_fixes_throws and hands else max_throws)

        @cache
        def turn(hand, throws):
            """The change vector when ``seat`` holds ``hand`` after ``throws``
            throws and plays best for himself."""
            stop = from_position(hands + (Played(seat, hand, throws),))
            if throws == limit:
                return stop
            # of choices worth the same to him, stopping first, then the keeps
            # of more dice (the solver's order): the others' values depend on it
            best = stop
            for keep in sub_keeps(hand):
                falls = list(product(range(1, 7), repeat=3 - len(keep)))
                total = [Fraction(0)] * len(stop)
                for f in falls:
                    vector = turn(hand_of(keep + f), throws + 1)
                    total = [a + b for a, b in zip(total, vector, strict=True)]
                vector = tuple(v / len(falls) for v in total)
                if vector[seat] < best[seat]:  # fewer jetons is better
                    best = vector
            return best

        total = [Fraction(0)] * len(state.tokens)
        for dice in product(range(1, 7), repeat=3):
            vector = turn(hand_of(dice), 1)
            total = [a + b for a, b in zip(total, vector, strict=True)]
        return tuple(v / 216 for v in total)

    return from_position(tuple(played))


def random_rules(rng, throws):
    bareme = Bareme(quatre_cent_vingt_et_un=rng.randint(1, 12), brelan_as=rng.randint(1, 9),
                    fiche_4=rng.randint(1, 6), brelan_6=rng.randint(1, 6),
                    suite=rng.randint(1, 4), ordinaire=rng.randint(1, 2),
                    nenette=rng.randint(0, 3), jetons=rng.randint(5, 21))
    rules = pascal_rules(bareme, fixed_throws=rng.random() < 0.5)
    return replace(rules, max_throws=throws)


def random_state(rng, rules, players):
    pot = rng.choice([0, rng.randint(1, rules.tokens)])
    while True:
        tokens = [0] * players
        for _ in range(rules.tokens - pot):
            tokens[rng.randrange(players)] += 1
        if pot or all(tokens):
            return GameState(tuple(tokens), pot, rng.randrange(players), tuple(range(players)))


def check(rules, state, played, max_throws):
    forget()
    order = state.seating()
    seat = order[len(played)]
    play, seen = best_play(rules, state, seat, order, played, max_throws, exact=True)
    # the solver's value of the turn, played best, is the enumeration's
    expected = brute_round(rules, state, order, played, max_throws)
    assert -play.before_first_throw(max_throws - 1) == expected[seat]
    # and the value it gives each final hand, stopping with no throw left
    for hand in rng_hands(seat):
        brute = brute_round(rules, state, order,
                            played + (Played(seat, hand, max_throws),), max_throws)
        assert -seen.pay[0][INDEX[hand]] == brute[seat], hand


def rng_hands(seed):
    return random.Random(seed).sample(ALL_HANDS, 6)


@pytest.mark.parametrize("seed", range(3))
def test_two_players_the_second_turn(seed):
    rng = random.Random(50 + seed)
    rules = random_rules(rng, 2)
    state = random_state(rng, rules, 2)
    opener = Played(state.opener, rng.choice(ALL_HANDS), rng.randint(1, 2))
    check(rules, state, (opener,), opener.throws if rules.opener_fixes_throws else 2)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(4))
def test_two_players_whole_round(seed):
    rng = random.Random(seed)
    rules = random_rules(rng, 2)
    check(rules, random_state(rng, rules, 2), (), 2)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(3))
def test_three_players_from_the_second(seed):
    rng = random.Random(100 + seed)
    rules = random_rules(rng, 2)
    state = random_state(rng, rules, 3)
    opener = Played(state.opener, rng.choice(ALL_HANDS), rng.randint(1, 2))
    check(rules, state, (opener,), opener.throws if rules.opener_fixes_throws else 2)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(2))
def test_three_players_whole_round(seed):
    rng = random.Random(200 + seed)
    rules = random_rules(rng, 1)
    check(rules, random_state(rng, rules, 3), (), 1)


@pytest.mark.slow
def test_two_players_three_throws():
    rng = random.Random(300)
    rules = random_rules(rng, 3)
    check(rules, random_state(rng, rules, 2), (), 3)
