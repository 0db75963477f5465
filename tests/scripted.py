"""Scripted players and games for the engine tests (a helper, not a test module)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from penel421.core.dice import ScriptedDice
from penel421.core.engine import Game
from penel421.core.rules import Rules

#: The answer that keeps every die.
KEEP: tuple[int, ...] = ()


class Answers:
    """A strategy answering from a list of positions tuples, one per question.

    Being asked once more than scripted fails the test at once, so a script
    also checks *when* the engine asks.
    """

    def __init__(self, answers: Iterable[Sequence[int]] = ()) -> None:
        self.answers = [tuple(a) for a in answers]
        self.asked: list[tuple[int, tuple[int, ...]]] = []  # (throw, dice) when asked

    def rethrow(self, view) -> tuple[int, ...]:
        self.asked.append((view.throws, view.dice))
        if len(self.asked) > len(self.answers):
            raise AssertionError(
                f"seat {view.seat} asked after throw {view.throws} {view.dice}, beyond its script")
        return self.answers[len(self.asked) - 1]

    @property
    def done(self) -> bool:
        """True when every scripted answer was used."""
        return len(self.asked) == len(self.answers)


def scripted_game(
    rules: Rules, faces: Iterable[int], answers: Sequence[Iterable[Sequence[int]]], opener: int = 0
) -> tuple[Game, list]:
    """A game of ``len(answers)`` scripted players; returns it and its event list."""
    events: list = []
    game = Game(rules, [f"P{i}" for i in range(len(answers))], [Answers(a) for a in answers],
                ScriptedDice(faces), events.append, opener)
    return game, events


def assert_script_used(game: Game) -> None:
    """Every scripted die was thrown and every scripted answer given."""
    assert game.dice.left == 0, f"{game.dice.left} scripted faces never thrown"
    for seat, strategy in enumerate(game.strategies):
        assert strategy.done, f"seat {seat} answered {strategy.asked} of {strategy.answers}"


def of(events: list, kind: type) -> list:
    """The events of one type, in order."""
    return [e for e in events if isinstance(e, kind)]
