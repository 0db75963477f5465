"""The shipped solutions of the two-player pascal game (free and fixed
throws) are fixed points of its equations, and a solution found on the spot
for other rules is one too."""

from __future__ import annotations

import pytest

from penel421.core.bareme import Bareme
from penel421.core.rules import RULES_PASCAL, pascal_rules
from penel421.core.state import GameState
from penel421.solve.duel.solution import Solution, opener_choices
from penel421.solve.duel.solver import bellman, numbers, solve_game, states
from penel421.solve.pascal.duel_solution import GAME, SHIPPED, applies, shipped_text, solution_for

START = GameState((0, 0), RULES_PASCAL.tokens, 0, (0, 1))


@pytest.fixture(scope="module", params=[False, True], ids=["free", "fixed-throws"])
def solution(request) -> Solution:
    rules = pascal_rules(fixed_throws=request.param)
    return Solution.parse(GAME, rules, shipped_text(SHIPPED[request.param]))


@pytest.fixture(scope="module")
def plays(solution):
    """Every state's round, solved again from the shipped values with the
    engine's own settle(): one application of the game's equations."""
    return bellman(GAME, solution.rules, solution.values)


@pytest.mark.slow  # every state's round solved again
def test_the_shipped_values_are_a_fixed_point_to_1e_9(solution, plays):
    worst = max(abs(play.value - value) for play, value in zip(plays, solution.values,
                                                                strict=True))
    print(f"largest change in one application of the equations: {worst:.1e}")
    assert worst < 1e-9


@pytest.mark.slow  # every state's round solved again
def test_the_shipped_opener_choices_follow_from_the_values(solution, plays):
    for i, play in enumerate(plays):
        assert opener_choices(play, RULES_PASCAL.max_throws) == solution.opener[i]


def test_the_default_rules_use_the_shipped_files():
    assert (solution_for(RULES_PASCAL).values
            == Solution.parse(GAME, RULES_PASCAL, shipped_text()).values)
    fixed = pascal_rules(fixed_throws=True)
    assert (solution_for(fixed).values
            == Solution.parse(GAME, fixed, shipped_text(SHIPPED[1])).values)


def test_chances_are_probabilities_and_jetons_hurt(solution):
    assert all(0 < v < 1 for v in solution.values)
    # in the décharge, the more jetons you hold the likelier you lose
    for opener in (0, 1):
        chances = [solution.lose_chance(GameState((a, 21 - a), 0, opener, (0, 1)), 0)
                   for a in range(1, 21)]
        assert chances == sorted(chances)


def test_the_first_opener_loses_as_often_as_the_readme_says(solution):
    """Free throws: a little more than half; fixed throws, where the opener
    also fixes how many throws the other may use: a little less."""
    first = solution.lose_chance(START, 0)
    print(f"the first round's opener loses the game with probability {first:.4f}")
    said = 0.4919 if solution.rules.opener_fixes_throws else 0.5166
    assert first == pytest.approx(said, abs=5e-5)


def test_the_solution_plays_only_with_two_players_left():
    assert applies(RULES_PASCAL, 2)
    assert not applies(RULES_PASCAL, 3)


def test_the_solution_is_not_worked_out_for_games_of_too_many_jetons():
    """30 jetons are solved in some seconds; 31 and more are played for the
    jetons of the round, as with three players (999 would never end)."""
    assert applies(pascal_rules(Bareme(jetons=30)), 2)
    assert not applies(pascal_rules(Bareme(jetons=31)), 2)
    assert not applies(pascal_rules(Bareme(jetons=999)), 2)


@pytest.mark.slow
@pytest.mark.parametrize("rules", [pascal_rules(Bareme(nenette=3), fixed_throws=True),
                                   pascal_rules(Bareme(quatre_cent_vingt_et_un=8, nenette=0,
                                                       jetons=15))],
                         ids=["fixed-throws-nenette-3", "other-bareme"])
def test_a_solution_found_on_the_spot_is_a_fixed_point(rules):
    found = solution_for(rules)
    assert len(found.values) == len(states(GAME, rules)) == len(numbers(GAME, rules))
    worst = max(abs(play.value - value) for play, value in zip(bellman(GAME, rules, found.values),
                                                                found.values, strict=True))
    assert worst < 1e-9


@pytest.mark.parametrize("jetons", [1, 2, 3])
def test_tiny_games_are_solved_too(jetons):
    """With one jeton there is no décharge at all; the opener of the first
    round loses when he loses it."""
    rules = pascal_rules(Bareme(jetons=jetons))
    found = solution_for(rules)
    first = found.lose_chance(GameState((0, 0), jetons, 0, (0, 1)), 0)
    assert 0 < first < 1
    worst = max(abs(play.value - value) for play, value in zip(bellman(GAME, rules, found.values),
                                                                found.values, strict=True))
    assert worst < 1e-9


@pytest.mark.parametrize("fixed", [False, True], ids=["free", "fixed-throws"])
@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_the_rounds_found_while_solving_are_the_equations_rounds(fixed):
    """solve_game() keeps each state's round as the iteration leaves it
    rather than solving them all again: they are what one application of
    the equations gives, to the bit, and so are the opener's choices."""
    rules = pascal_rules(Bareme(suite=3, jetons=9), fixed_throws=fixed)
    values, plays = solve_game(GAME, rules)
    again = bellman(GAME, rules, values)
    assert [p.value for p in plays] == [p.value for p in again]
    assert Solution.of(GAME, rules, values, plays).opener == Solution.of(GAME, rules, values).opener
