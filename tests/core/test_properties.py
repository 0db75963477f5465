"""Properties of whole games, over random seeds, players and barèmes."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from penel421.core.bareme import Bareme
from penel421.core.dice import SeededDice
from penel421.core.engine import Game
from penel421.core.events import RoundEnded
from penel421.core.rules import RULES_1987, pascal_rules
from penel421.strategies.classic import Classic

MAX_ROUNDS = 10_000


class RandomRethrow:
    """A player who rethrows a random set of dice (often none) at every question."""

    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed)

    def rethrow(self, view):
        return tuple(p for p in (1, 2, 3) if self._random.random() < 0.5)


def players(computer_seats, seed):
    return [Classic() if computer else RandomRethrow(seed + seat)
            for seat, computer in enumerate(computer_seats)]


def play_checked(rules, strategies, seed, opener=0):
    """Play a whole game, checking the invariants after every round."""
    rounds = []

    def listen(event):
        if isinstance(event, RoundEnded):
            rounds.append(event)
            # tokens are neither created nor lost, and never negative
            assert sum(event.tokens) + event.pot == rules.tokens
            assert min(event.tokens) >= 0 and event.pot >= 0
            # something moves every round, never more than was due
            assert 1 <= event.moved <= event.due

    n = len(strategies)
    game = Game(rules, [f"P{i}" for i in range(n)], strategies, SeededDice(seed), listen, opener)
    while not game.state.over and game.rounds < MAX_ROUNDS:
        game.play_round()
        state = game.state
        assert state.tokens == rounds[-1].tokens
        # who has left holds nothing; once the pot is empty whoever plays holds something
        assert all(state.tokens[s] == 0 for s in range(n) if s not in state.in_game)
        if state.pot == 0:
            assert all(state.tokens[s] > 0 for s in state.in_game)
    state = game.state
    assert state.over, f"no end after {MAX_ROUNDS} rounds"
    result = game.play()
    assert result.rounds == len(rounds) == game.rounds

    flat = [seat for group in result.ranking for seat in group]
    assert sorted(flat) == list(range(n))  # each player exactly once
    assert all(result.ranking)  # no empty group
    assert result.ranking[-1] == (result.loser,)  # the loser last and alone
    assert state.tokens[result.loser] == rules.tokens and state.pot == 0
    return result


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32), computer=st.lists(st.booleans(), min_size=2, max_size=2),
       opener=st.integers(0, 1))
def test_1987_games_conserve_pions_and_end_with_one_loser(seed, computer, opener):
    result = play_checked(RULES_1987, players(computer, seed), seed, opener)
    assert result.ranking == ((1 - result.loser,), (result.loser,))


baremes = st.builds(
    Bareme,
    quatre_cent_vingt_et_un=st.integers(1, 12),
    brelan_as=st.integers(1, 10),
    suite=st.integers(1, 4),
    ordinaire=st.integers(1, 2),
    nenette=st.integers(0, 4),
    jetons=st.integers(1, 40),
)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32), computer=st.lists(st.booleans(), min_size=2, max_size=8),
       fixed_throws=st.booleans(), bareme=st.one_of(st.just(Bareme()), baremes),
       data=st.data())
@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_pascal_games_conserve_jetons_and_end_with_one_loser(
        seed, computer, fixed_throws, bareme, data):
    rules = pascal_rules(bareme, fixed_throws=fixed_throws)
    opener = data.draw(st.integers(0, len(computer) - 1), label="opener")
    result = play_checked(rules, players(computer, seed), seed, opener)
    # the spared leave together, the emptied one by one
    assert all(len(group) == 1 for group in result.ranking[1:])
