"""Bots that misbehave as a hostile or clumsy author's would: every misdeed is
the bot's failure, said in French, and never hangs, crashes or ends penel421
in silence."""

from __future__ import annotations

import itertools

import bots_for_tests
import pytest
from bots_for_tests import Keeper
from click.testing import CliRunner

from penel421.cli import main
from penel421.core.dice import ScriptedDice
from penel421.core.engine import Game, StrategyError
from penel421.core.rules import RULES_PASCAL


class Endless:
    """An iterator that never ends, and counts what was taken from it."""

    def __init__(self, item: object) -> None:
        self.item, self.taken = item, 0

    def __iter__(self):
        return self

    def __next__(self):
        self.taken += 1
        if self.taken > 1000:
            raise AssertionError("the engine read more than 1000 items of an answer")
        return self.item if self.item is not None else self.taken


def first_answer_fails(answer: object) -> StrategyError:
    game = Game(RULES_PASCAL, ["A", "B"], [bots_for_tests.Answering(answer), Keeper()],
                ScriptedDice([6, 5, 3] * 3))
    with pytest.raises(StrategyError) as raised:
        game.play()
    return raised.value


# --- answers that never end ------------------------------------------------------------------


@pytest.mark.parametrize(("item", "reason"), [
    (None, "il n'y a pas de dé 4"),  # 1, 2, 3, 4, … as itertools.count(1)
    (2, "chaque position ne se nomme qu'une fois"),  # 2, 2, 2, … as itertools.repeat(2)
])
def test_an_endless_answer_is_refused_after_a_few_items(item, reason):
    endless = Endless(item)
    error = first_answer_fails(endless)
    assert endless.taken <= 4
    assert error.seat == 0 and reason in error.reason


@pytest.mark.parametrize("answer", [itertools.count(1), itertools.repeat(1),
                                    range(1, 10**12), (n for n in itertools.count(1))])
def test_the_endless_answers_of_the_issue_are_refused_in_french(answer):
    error = first_answer_fails(answer)
    assert "position" in error.reason or "dé" in error.reason
    assert len(str(error)) < 200, "the answer is shown short"


def test_a_huge_answer_is_shown_by_its_first_items():
    error = first_answer_fails(list(range(2, 10**6)))
    assert "il n'y a pas de dé 4" in error.reason
    assert str(error).startswith("la place 1 a répondu [2, 3, 4, 5, 6, 7, ...] :")


def test_an_answer_that_fails_as_it_is_read_is_the_bots_failure():
    def broken():
        yield 1
        raise ValueError("plus rien")

    error = first_answer_fails(broken())
    assert error.raised and "ValueError : plus rien" in error.reason
    assert "test_bots_hostile.py, ligne" in error.reason


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_an_endless_answer_stops_the_simulation_in_french(jobs):
    result = CliRunner().invoke(main, ["simulate", "--seat", "bots_for_tests:endless",
                                       "--seat", "classic", "--games", "20", "--jobs", jobs])
    assert result.exit_code == 1, result.output
    assert result.stdout == "" and "Traceback" not in result.output
    assert ("le robot « bots_for_tests:endless » (place 1) a répondu un itérateur qui "
            "donne 1, 2, 3, 4, … : il n'y a pas de dé 4") in " ".join(result.stderr.split())
