"""The shipped solution of the 1987 game is the fixed point of its equations."""

from __future__ import annotations

import random

import pytest

from penel421.core.hands import ALL_HANDS
from penel421.core.rules import RULES_1987
from penel421.core.state import GameState
from penel421.solve.duel.solution import Solution, opener_choices, second_choices_of
from penel421.solve.duel.solver import barrage_chance, bellman, states
from penel421.solve.game1987.solution import GAME, load, shipped_second_choices
from penel421.strategies.expert1987 import second_play

START = GameState((0, 0), 11, 0, (0, 1))


@pytest.fixture(scope="module")
def solution() -> Solution:
    return load()


@pytest.fixture(scope="module")
def plays(solution):
    """Every state's round, solved again from the shipped values with the
    engine's own settle(): one application of the game's equations."""
    return bellman(GAME, RULES_1987, solution.values)


@pytest.mark.slow  # one application of the equations to every state
def test_the_shipped_values_are_a_fixed_point_to_1e_9(solution, plays):
    worst = max(abs(play.value - value) for play, value in zip(plays, solution.values,
                                                                strict=True))
    print(f"largest change in one application of the equations: {worst:.1e}")
    assert worst < 1e-9


@pytest.mark.slow
def test_the_shipped_barrage_chances_and_opener_choices_follow_from_the_values(solution, plays):
    every = states(GAME, RULES_1987)
    for i, state in enumerate(every):
        assert abs(barrage_chance(GAME, RULES_1987, state, solution.values)
                   - solution.barrage[i]) < 1e-12, state
        assert opener_choices(plays[i], RULES_1987.max_throws) == solution.opener[i], state


def test_both_seats_are_alike(solution):
    for state in states(GAME, RULES_1987):
        mirror = GameState(state.tokens[::-1], state.pot, 1 - state.opener, (0, 1))
        assert solution.win_chance(state, 0) == pytest.approx(solution.win_chance(mirror, 1),
                                                              abs=1e-12)


def test_chances_are_probabilities_and_pions_help_the_one_who_has_fewer(solution):
    assert all(0 < w < 1 for w in solution.values)
    # in the exchange, the fewer pions you hold the likelier you win
    for opener in (0, 1):
        chances = [solution.win_chance(GameState((a, 11 - a), 0, opener, (0, 1)), 0)
                   for a in range(1, 11)]
        assert chances == sorted(chances, reverse=True)


def test_the_first_opener_wins_a_little_more_than_half(solution):
    first = solution.win_chance(START, 0)
    print(f"the first round's opener wins the game with probability {first:.4f}")
    assert 0.5 < first < 0.55


@pytest.mark.slow
def test_every_round_outcome_table_is_the_one_settle_gives_pair_by_pair():
    from penel421.solve.duel.solver import HANDS, outcome_code, outcome_codes

    for state in states(GAME, RULES_1987):
        assert outcome_codes(GAME, RULES_1987, state) == tuple(
            outcome_code(GAME, RULES_1987, state, o, s) for o in range(HANDS) for s in range(HANDS))


def test_the_shipped_second_player_choices_follow_from_the_solution(solution):
    rng = random.Random(7)
    every = states(GAME, RULES_1987)
    for _ in range(200):
        state, opener_hand = rng.choice(every), rng.choice(ALL_HANDS)
        assert shipped_second_choices(state, opener_hand) == second_choices_of(
            second_play(solution, state, opener_hand)), (state, opener_hand)
