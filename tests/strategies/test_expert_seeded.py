"""The pascal expert plays the same games from the same seeds: every answer
of seeded games of experts, as a digest recorded when its solvers were made
quicker (issue 32: the turn's falls read in one call, the table round's
turns solved once each), which the code before them gave too.  A change
that moves any choice changes the digest: it must then say why."""

from __future__ import annotations

import hashlib

import pytest

from penel421.core.dice import SeededDice
from penel421.core.engine import Game
from penel421.core.rules import RULES_PASCAL
from penel421.strategies.experts import make_expert


def digest(players: int, games: int) -> tuple[int, str]:
    """How many answers the experts gave in games 1… of ``players``, and their digest."""
    found = hashlib.sha256()
    count = [0]

    class Recorded:
        def __init__(self) -> None:
            self.expert = make_expert(RULES_PASCAL)

        def rethrow(self, view):
            answer = self.expert.rethrow(view)
            count[0] += 1
            found.update(repr((view.dice, view.throws, answer)).encode())
            return answer

    for number in range(1, games + 1):
        Game(RULES_PASCAL, [f"p{i}" for i in range(players)],
             [Recorded() for _ in range(players)], SeededDice(number), None,
             opener=number % players).play()
    return count[0], found.hexdigest()


@pytest.mark.slow  # half a second to a second each, the shipped tables read
@pytest.mark.parametrize(("players", "games", "answers", "expected"), [
    (3, 20, 798, "4cf0ec94349bf3c0476bd8f5afad20fdc443497e8adc5aab96983db1ce6093df"),
    (4, 20, 1096, "9fe2793c0ec968c59617f67079aea583b2692afbd5cf20b39052ca6f5b6dfaea"),
    (6, 60, 3752, "df228a55729652eb065ef983955dd842b992a9cabd745625489da142ea385b9f"),
    (8, 30, 2056, "2c00cbb36668d6017f99287ab08a06b30865d0e1c6d64b4dd95ec0642c0b30cf"),
])
def test_the_same_games_from_the_same_seeds(players, games, answers, expected):
    assert digest(players, games) == (answers, expected)
