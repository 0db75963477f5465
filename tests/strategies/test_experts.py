"""The expert level: its choices are the best under its own objective, and it
wins: against the classic computer, and (1987) against a round-only player."""

from __future__ import annotations

import random
from functools import cache
from itertools import product

import pytest

from penel421.core.dice import SeededDice
from penel421.core.engine import Game
from penel421.core.hands import ALL_HANDS, hand_of
from penel421.core.rules import RULES_1987, RULES_PASCAL, pascal_rules
from penel421.core.settle import settle
from penel421.core.state import GameState, Played, TurnView
from penel421.solve.duel.solver import duel, states
from penel421.solve.game1987.solution import GAME, load
from penel421.solve.pascal.duel_solution import solution_for
from penel421.solve.pascal.table_solution import table_applies
from penel421.solve.pascal.turns import seat_outlook
from penel421.solve.turn.keeps import INDEX, kept_values
from penel421.strategies import round_only
from penel421.strategies.classic import Classic
from penel421.strategies.expert1987 import Expert1987, second_play
from penel421.strategies.expert_pascal import ExpertPascal
from penel421.strategies.experts import make_expert as expert
from penel421.strategies.round_only import RoundOnly

SOLUTION = load()


def perfect(state):
    return SOLUTION.round_play(state)


def random_dice(rng):
    return tuple(rng.randint(1, 6) for _ in range(3))


def chosen_keep(strategy, view):
    rethrow = tuple(strategy.rethrow(view))
    return view.dice if not rethrow else kept_values(view.dice, rethrow)


def value_of(choices, keep, hand):
    """The worth a table gives to keeping ``keep`` (all three dice: stopping)."""
    wanted = None if sorted(keep) == sorted(hand) else tuple(sorted(keep, reverse=True))
    return next(v for k, v in choices if k == wanted)


# --- 1987: no keep worth less than another ------------------------------------------


@pytest.mark.slow
def test_1987_expert_opener_takes_a_best_choice_for_the_game():
    rng = random.Random(1)
    every = states(GAME, RULES_1987)
    expert_ = Expert1987()
    for _ in range(300):
        state = rng.choice(every)
        throws = rng.randint(1, 2)
        dice = random_dice(rng)
        view = TurnView(RULES_1987, state, state.opener, (state.opener, 1 - state.opener), (),
                        dice, throws, 3)
        choices = perfect(state).opener.choices(hand_of(dice), 3 - throws)
        kept = chosen_keep(expert_, view)
        assert value_of(choices, kept, hand_of(dice)) == pytest.approx(choices[0][1], abs=1e-12)


@pytest.mark.slow
def test_1987_expert_second_player_takes_a_best_choice_for_the_game():
    rng = random.Random(2)
    every = states(GAME, RULES_1987)
    expert_ = Expert1987()
    for _ in range(300):
        state = rng.choice(every)
        opener, second = state.opener, 1 - state.opener
        limit = rng.randint(2, 3)
        throws = rng.randint(1, limit - 1)
        opener_hand = rng.choice(ALL_HANDS)
        dice = random_dice(rng)
        view = TurnView(RULES_1987, state, second, (opener, second),
                        (Played(opener, opener_hand, limit),), dice, throws, limit)
        choices = second_play(SOLUTION, state, opener_hand).choices(hand_of(dice),
                                                                    limit - throws)
        kept = chosen_keep(expert_, view)
        assert value_of(choices, kept, hand_of(dice)) == pytest.approx(choices[0][1], abs=1e-12)
        # and its tables are the solved round's: the same play as the opener expects
        assert choices == perfect(state).second[INDEX[opener_hand]].choices(
            hand_of(dice), limit - throws)


# --- pascal: no keep worth less than another ---------------------------------------------


def brute_force_values(payoffs, dice, left):
    """Every choice's worth by enumerating the falls of the thrown dice."""

    @cache
    def best(hand, n):
        found = payoffs[n][INDEX[hand]]
        if n == 0:
            return found
        return max([found] + [worth(keep, n) for keep in sub_keeps(hand)])

    def worth(keep, n):
        falls = list(product(range(1, 7), repeat=3 - len(keep)))
        return sum(best(hand_of(keep + f), n - 1) for f in falls) / len(falls)

    hand = hand_of(dice)
    found = {tuple(hand): payoffs[left][INDEX[hand]]}
    for keep in sub_keeps(hand):
        found[keep] = worth(keep, left)
    return found


def sub_keeps(hand):
    return {tuple(sorted((hand[i] for i in range(3) if mask >> i & 1), reverse=True))
            for mask in range(7)}


def random_pascal_view(rng, rules, least=2, most=6):
    players = rng.randint(least, most)
    pot = rng.choice([0, rng.randint(1, rules.tokens)])
    tokens = [0] * players
    for _ in range(rules.tokens - pot):
        tokens[rng.randrange(players)] += 1
    in_game = tuple(s for s in range(players) if pot or tokens[s])
    if len(in_game) < 2:
        return None
    opener = rng.choice(in_game)
    state = GameState(tuple(tokens), pot, opener, in_game)
    order = state.seating()
    position = rng.randrange(len(order))
    limit = 3
    played = tuple(Played(s, rng.choice(ALL_HANDS), 1) for s in order[:position])
    throws = rng.randint(1, limit - 1)
    return TurnView(rules, state, order[position], order, played, random_dice(rng), throws,
                    limit)


@pytest.mark.parametrize(("rules", "views", "most"), [
    (RULES_PASCAL, 12, 4),
    pytest.param(RULES_PASCAL, 60, 6, marks=pytest.mark.slow),
    pytest.param(pascal_rules(fixed_throws=True), 20, 6, marks=pytest.mark.slow)],
    ids=["pascal", "pascal-many", "fixed-throws"])
def test_pascal_expert_takes_a_best_choice_for_its_objective(rules, views, most):
    """Three players or more: each choice is a best one for the expected
    jetons of the round, every player to come answering as the expert does
    (its outlook of the round, then a plain search over the dice)."""
    rng = random.Random(3)
    checked = 0
    while checked < views:
        view = random_pascal_view(rng, rules, 3, most)
        if view is None or len(view.state.in_game) < 3:  # two left: the solved game
            continue
        if table_applies(rules, len(view.state.in_game)):  # three or four: the game too
            continue
        checked += 1
        payoffs = seat_outlook(rules, view.state, view.seat, view.order, view.played,
                          view.max_throws).pay
        values = brute_force_values(payoffs, view.dice, view.max_throws - view.throws)
        kept = chosen_keep(ExpertPascal(), view)
        best = max(values.values())
        assert values[tuple(sorted(kept, reverse=True))] >= best - 1e-9, (view, values)


@pytest.mark.parametrize("rules", [RULES_PASCAL, pascal_rules(fixed_throws=True)],
                         ids=["pascal", "fixed-throws"])
@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_pascal_expert_with_two_players_takes_a_best_choice_for_the_game(rules):
    """Two players left: each choice is a best one for the chance of losing
    the game, as the solved game says (a plain search over the dice)."""
    rng = random.Random(5)
    solution = solution_for(rules)
    checked = 0
    while checked < 40:
        view = random_pascal_view(rng, rules, 2, 5)
        if view is None or len(view.state.in_game) != 2:
            continue
        checked += 1
        if view.played:  # the second player raises the opener's chance of losing
            payoffs = [solution.second_chances(view.state, view.played[0].hand)] * 3
        else:  # the opener's: minus his chance of losing
            payoffs = solution.round_play(view.state).opener.payoffs
        values = brute_force_values(payoffs, view.dice, view.max_throws - view.throws)
        kept = chosen_keep(ExpertPascal(), view)
        best = max(values.values())
        assert values[tuple(sorted(kept, reverse=True))] >= best - 1e-9, (view, values)


def test_pascal_last_player_counts_exactly_what_the_round_will_cost():
    """As the last player, the expert's figure for each final hand is the
    change of its jetons that settling the round actually gives."""
    rng = random.Random(4)
    for _ in range(40):
        view = random_pascal_view(rng, RULES_PASCAL)
        if view is None or view.still_to_play or not view.played:
            continue
        changes = [-v for v in seat_outlook(RULES_PASCAL, view.state, view.seat, view.order,
                                       view.played, 3).pay[0]]
        for hand in ALL_HANDS:
            after = settle(RULES_PASCAL, view.state, view.played + (Played(view.seat, hand, 2),))
            assert changes[INDEX[hand]] == (after.state.tokens[view.seat]
                                            - view.state.tokens[view.seat])


# --- who wins ------------------------------------------------------------------------------


def loss_rate(rules, players, make_hero, make_other, games):
    """How often seat ``hero`` (moving round the table) loses; every seat opens in turn."""
    lost = 0
    for seed in range(games):
        hero = seed % players
        strategies = [make_hero() if s == hero else make_other() for s in range(players)]
        result = Game(rules, [f"p{s}" for s in range(players)], strategies, SeededDice(seed),
                      opener=(seed // players) % players).play()
        lost += result.loser == hero
    return lost / games


def margin(rate, fair, games):
    """How many standard deviations ``rate`` lies below the ``fair`` share."""
    return (fair - rate) / (fair * (1 - fair) / games) ** 0.5


@pytest.mark.slow
def test_1987_expert_beats_classic_for_certain():
    games = 2000
    rate = loss_rate(RULES_1987, 2, lambda: expert(RULES_1987), Classic, games)
    print(f"1987: the expert loses {rate:.1%} of {games} games against classic, "
          f"{margin(rate, 0.5, games):.1f} standard deviations below 50 %")
    assert margin(rate, 0.5, games) > 5


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 4])
def test_pascal_expert_beats_classic_for_certain(players):
    games = 600
    rate = loss_rate(RULES_PASCAL, players, lambda: expert(RULES_PASCAL), Classic, games)
    fair = 1 / players
    print(f"pascal, {players} players: the expert loses {rate:.1%} of {games} games "
          f"(fair share {fair:.0%}), {margin(rate, fair, games):.1f} standard deviations below")
    assert margin(rate, fair, games) > 5


@pytest.mark.slow
def test_1987_game_perfect_beats_round_only_as_the_exact_figure_says():
    games = 2000
    rate = loss_rate(RULES_1987, 2, Expert1987, RoundOnly, games)
    values = duel(GAME, RULES_1987, cache(SOLUTION.round_play), round_only.plays, tolerance=1e-10)
    every = states(GAME, RULES_1987)
    exact = 1 - (values[every.index(GameState((0, 0), 11, 0, (0, 1)))]
                 + 1 - values[every.index(GameState((0, 0), 11, 1, (0, 1)))]) / 2
    sigma = (exact * (1 - exact) / games) ** 0.5
    print(f"game-perfect loses {rate:.1%} of {games} games to round-only; exactly "
          f"{exact:.2%}; {margin(rate, 0.5, games):.1f} standard deviations below 50 %")
    assert abs(rate - exact) < 4 * sigma
    assert margin(rate, 0.5, games) > 5
