"""The pascal round solver is exact: checked against a plain enumeration of
the round, every throw of every player, settled by the engine's settle()."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from fractions import Fraction
from functools import cache
from importlib import resources
from itertools import product

import pytest

from penel421.core.bareme import Bareme
from penel421.core.hands import ALL_HANDS, hand_of
from penel421.core.rules import RULES_PASCAL, pascal_rules
from penel421.core.settle import settle
from penel421.core.state import GameState, Played
from penel421.solve.pascal import shipped as round_tables
from penel421.solve.pascal.build import solve_tables
from penel421.solve.pascal.ranks import rank_table
from penel421.solve.pascal.round import Round, after, round_of
from penel421.solve.pascal.shipped import CHARGE, FILES, LAST, shipped_for
from penel421.solve.pascal.turns import (
    best_choices,
    best_play,
    forget,
    turn_of,
    turn_outlook,
)
from penel421.solve.turn.keeps import INDEX, sub_keeps

#: The falls of ``n`` dice, each multiset of faces once with how many of the
#: 6**n ordered falls give it: the hand kept + fall is the same for all of them.
FALLS = {n: Counter(tuple(sorted(f)) for f in product(range(1, 7), repeat=n))
         for n in range(4)}


def brute_rounds(rules, state, order, max_throws):
    """Each seat's expected change of jetons, from any hands played, every
    player to come choosing, throw by throw, what gives him the most by a
    plain search of every fall of the dice (the falls of the same faces
    counted together: the same sum, fewer additions).  One cache for all
    the positions of the round: asked again after other hands, nothing is
    enumerated twice.  Exact in integers: every change is counted in units
    of 1/SCALE of a jeton, SCALE a power of 6 that every average over falls
    divides (checked), and given back as a Fraction."""
    scale = 6 ** (3 * max_throws * len(order))

    @cache
    def from_position(hands):
        """The vector of changes (by seat), in 1/scale jetons, once ``hands`` are played."""
        position = len(hands)
        if position == len(order):
            after = settle(rules, state, hands).state
            return tuple((after.tokens[s] - state.tokens[s]) * scale
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
                n = 3 - len(keep)
                total = [0] * len(stop)
                for f, times in FALLS[n].items():
                    vector = turn(hand_of(keep + f), throws + 1)
                    total = [a + times * b for a, b in zip(total, vector, strict=True)]
                vector = average(total, 6 ** n)
                if vector[seat] < best[seat]:  # fewer jetons is better
                    best = vector
            return best

        total = [0] * len(state.tokens)
        for dice, times in FALLS[3].items():
            vector = turn(hand_of(dice), 1)
            total = [a + times * b for a, b in zip(total, vector, strict=True)]
        return average(total, 216)

    def in_jetons(hands):
        return tuple(Fraction(v, scale) for v in from_position(hands))

    return in_jetons


def average(total, falls):
    """``total`` over ``falls``, exactly: the scale leaves no remainder."""
    assert not any(v % falls for v in total)
    return tuple(v // falls for v in total)


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
    brute_from = brute_rounds(rules, state, order, max_throws)
    expected = brute_from(tuple(played))
    assert -play.before_first_throw(max_throws - 1) == expected[seat]
    # and the value it gives each final hand, stopping with no throw left
    for hand in rng_hands(seat):
        brute = brute_from(tuple(played) + (Played(seat, hand, max_throws),))
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


@pytest.mark.parametrize(("players", "seed"), [
    (2, 0), (2, 1), pytest.param(3, 0, marks=pytest.mark.slow),
    pytest.param(3, 1, marks=pytest.mark.slow), pytest.param(3, 2, marks=pytest.mark.slow)])
def test_floats_play_as_fractions(players, seed):
    # the float solve (turns by turn_ends, ties as in exact arithmetic) gives
    # the exact figures to rounding, and the same choices, in every state
    rng = random.Random(400 + seed)
    rules = random_rules(rng, 2)
    state = random_state(rng, rules, players)
    order = state.seating()
    forget()
    for played in ((), (Played(order[0], rng.choice(ALL_HANDS), 2),)):
        seat = order[len(played)]
        floats = best_play(rules, state, seat, order, played, 2)
        exact = best_play(rules, state, seat, order, played, 2, exact=True)
        for mine, theirs in zip(floats[1], exact[1], strict=True):
            for a, b in zip(mine, theirs, strict=True):
                assert a == pytest.approx([float(v) for v in b], abs=1e-12)
        for n in range(2):
            assert floats[0].choices_at(n) == exact[0].choices_at(n)
    # and every state the exact round solved on the way, solved in floats
    exact_round = round_of(rules, state.pot == 0, exact=True)
    assert len(exact_round.states) > 100
    for key, figures in exact_round.states.items():
        assert after(round_of(rules, state.pot == 0), *key) == pytest.approx(
            [float(v) for v in figures], abs=1e-12), key


def test_the_usual_rules_read_the_shipped_states():
    assert round_of(RULES_PASCAL, False).shipped is round_tables.shipped(CHARGE)
    assert round_of(RULES_PASCAL, True).shipped is round_tables.shipped(LAST)
    assert round_of(RULES_PASCAL, False).shipped is not None
    assert round_of(RULES_PASCAL, True).shipped is not None
    assert round_of(RULES_PASCAL, True, exact=True).shipped is None
    other = pascal_rules(Bareme(nenette=1))
    assert round_of(other, False).shipped is None
    assert round_of(other, True).shipped is None


@pytest.mark.parametrize("cap", [1, 12])
def test_shipped_states_are_the_solve(cap):
    # sampled states of the shipped files, against the solver with nothing
    # shipped, in both phases; the shipped ones are read through after()
    rng = random.Random(cap)
    limits = rank_table(RULES_PASCAL).limits
    for decharge, lengths in ((False, (1, 2)), (True, (1,))):
        fresh = Round(RULES_PASCAL, decharge, False)
        shipped = round_of(RULES_PASCAL, decharge)
        for later in lengths:
            for _ in range(25):
                best = rng.randrange(len(ALL_HANDS))
                worst = rng.randrange(best + 1)
                best_cap = cap if not decharge else rng.randint(1, 12)
                caps = (cap,) * later
                solved = after(fresh, caps, best, best_cap, worst, 3)
                remembered = len(shipped.states)
                assert after(shipped, caps, best, best_cap, worst, 3) == solved
                assert len(shipped.states) == remembered  # read, not solved
                best_cap = min(best_cap, limits[best])
                if decharge:
                    row = shipped.shipped.last_row(cap, best, best_cap, worst)
                    assert tuple(c[row] for c in shipped.shipped.columns) == solved
                else:
                    row = shipped.shipped.charge_row(later, cap, best, worst)
                    assert tuple(c[row] for c in shipped.shipped.columns) == solved[1:]
                    assert solved.given == 0


@pytest.mark.slow
@pytest.mark.parametrize("part", [CHARGE, LAST])
def test_whole_shipped_files_are_the_solve(part):
    assert solve_tables(RULES_PASCAL, part).dump() == (
        resources.files("penel421").joinpath("data").joinpath(FILES[part]).read_bytes())


def opener_outlooks(share):
    """The décharge opener's outlook with ``share`` of the jetons (in play
    order), read as a game reads it, and solved with no opener shipped."""
    players = len(share)
    state = GameState(tuple(share), 0, 0, tuple(range(players)))
    order = state.seating()
    read = best_play(RULES_PASCAL, state, 0, order, (), 3)[1]
    t = rank_table(RULES_PASCAL)
    fresh = Round(RULES_PASCAL, True, False, shipped=shipped_for(LAST, t))
    return read, turn_outlook(fresh, turn_of(RULES_PASCAL, state, 0, order, (), 3))


@pytest.mark.parametrize("share", [(5, 9, 7), (1, 1, 19), (2, 3, 4, 12)])
@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_shipped_openers_are_the_solve(share):
    cut = tuple(min(c, rank_table(RULES_PASCAL).most_due) for c in share)
    assert round_of(RULES_PASCAL, True).openers.opener_row(cut) is not None
    read, solved = opener_outlooks(share)
    assert read == solved


def test_other_shares_are_solved():
    # a décharge round with more jetons than a game has: nothing shipped
    assert round_of(RULES_PASCAL, True).openers.opener_row((9, 9, 9)) is None
    read, solved = opener_outlooks((9, 9, 9))
    assert read == solved


@pytest.mark.slow
def test_one_shipped_opener_in_twenty_is_the_solve():
    """Spread over the whole file (``scripts/round_tables_pascal.py`` writes it
    all; solving it all again takes a minute): one share in twenty, read as a
    game reads it, and solved with no opener shipped."""
    t = rank_table(RULES_PASCAL)
    fresh = Round(RULES_PASCAL, True, False, shipped=shipped_for(LAST, t))
    openers = round_of(RULES_PASCAL, True).openers
    shares = list(openers.shares)
    assert len(shares) == 1330
    for share in shares[::20]:
        state = GameState(share, 0, 0, tuple(range(len(share))))
        order = state.seating()
        read = best_play(RULES_PASCAL, state, 0, order, (), 3)[1]
        turn = turn_of(RULES_PASCAL, state, 0, order, (), 3)
        assert read == turn_outlook(fresh, turn), share
        # and what he gives away alone (his figure's split), each hand's state solved
        row = openers.opener_row((turn.mine, *turn.caps))
        assert list(openers.columns[3][row:row + len(ALL_HANDS)]) == [
            after(fresh, turn.caps, r, turn.mine, r, 3).given
            for r in range(len(ALL_HANDS))], share


@pytest.mark.parametrize(("pot", "tokens", "played"), [
    (21, (0, 0, 0, 0), 0), (9, (4, 0, 8, 0), 2), (0, (9, 5, 7), 0), (0, (9, 5, 7), 1),
    (0, (5, 4, 7, 5), 2), (0, (2, 3, 4, 12), 3)])
def test_best_choices_are_best_plays(pot, tokens, played):
    state = GameState(tokens, pot, 0, tuple(range(len(tokens))))
    order = state.seating()
    hands = tuple(Played(s, h, 2) for s, h in zip(order[:played], ((5, 2, 1), (3, 3, 1),
                                                                  (6, 4, 2)), strict=False))
    play = best_choices(RULES_PASCAL, state, order[played], order, hands, 3)
    expected = best_play(RULES_PASCAL, state, order[played], order, hands, 3)[0]
    for n in range(3):
        assert play.choices_at(n) == expected.choices_at(n)
        assert [play.best(h, n) for h in ALL_HANDS] == [expected.best(h, n) for h in ALL_HANDS]
    # remembered: asked again, the same answer
    assert best_choices(RULES_PASCAL, state, order[played], order, hands, 3) is play


def test_first_two_choices_are_shipped():
    shipped = round_of(RULES_PASCAL, True).choice_tables
    assert shipped is not None and len(shipped.shares) == 1140 + 4845
    assert shipped.row((5, 4, 7, 3, 2), None) is not None
    assert shipped.row((5, 4, 7, 3, 2), 55) is not None
    assert shipped.row((5, 4, 7), None) is None


def shipped_and_solved(share, played):
    """The choices of the décharge player after ``played`` hands with
    ``share`` of the jetons, read from the shipped rows, and solved."""
    state = GameState(share, 0, 0, tuple(range(len(share))))
    order = state.seating()
    game = round_of(RULES_PASCAL, True)
    remembered = len(game.states)
    read = best_choices(RULES_PASCAL, state, order[len(played)], order, played, 3)
    assert len(game.states) == remembered  # read, not solved
    solved = best_play(RULES_PASCAL, state, order[len(played)], order, played, 3)[0]
    return read, solved


@pytest.mark.parametrize("hand", [None, (1, 1, 1), (2, 2, 1), (6, 5, 4)])
def test_shipped_choices_of_four_are_the_solve(hand):
    played = () if hand is None else (Played(0, hand, 2),)
    read, solved = shipped_and_solved((6, 2, 6, 7), played)
    for n in range(3):
        assert read.choices_at(n) == solved.choices_at(n)


@pytest.mark.slow
@pytest.mark.parametrize(("share", "hand"), [
    ((5, 4, 7, 3, 2), None), ((5, 4, 7, 3, 2), (4, 2, 1)), ((1, 1, 1, 1, 17), None),
    ((1, 1, 1, 1, 17), (3, 3, 2))])
def test_shipped_choices_of_five_are_the_solve(share, hand):
    played = () if hand is None else (Played(0, hand, 3),)
    read, solved = shipped_and_solved(share, played)
    for n in range(3):
        assert read.choices_at(n) == solved.choices_at(n)


def test_a_game_of_many_jetons_is_told_apart_without_listing_its_shares():
    """The shipped décharge tables are for 21 jetons; a barème of 999 must not
    list the ways to share 999 jetons to find out (it would never end)."""
    rules = pascal_rules(Bareme(jetons=999))
    game = round_of(rules, True)
    assert game.openers is None and game.choice_tables is None
