"""Bots that misbehave as a hostile or clumsy author's would: every misdeed is
the bot's failure, said in French, and never hangs, crashes or ends penel421
in silence."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
from pathlib import Path

import bots_for_tests
import pytest
from bots_for_tests import Keeper
from click.testing import CliRunner

from penel421.cli import main
from penel421.core.dice import FastDice, ScriptedDice
from penel421.core.engine import Game, StrategyError
from penel421.core.rules import RULES_PASCAL
from penel421.journal.store import Journal
from penel421.strategies import StrategyLoadError, load_strategy

TESTS = Path(__file__).resolve().parents[1]


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


# --- sys.exit() in a bot ------------------------------------------------------------------


@pytest.mark.parametrize("where", ["rethrow", "game_started", "game_ended"])
def test_sys_exit_in_a_bot_is_its_failure(where):
    bot = bots_for_tests.Exits(where)
    game = Game(RULES_PASCAL, ["A", "B"], [Keeper(), bot], FastDice(5))
    with pytest.raises(StrategyError) as raised:
        game.play()
    error = raised.value
    assert error.seat == 1 and error.raised
    assert "SystemExit : 3 (bots_for_tests.py, ligne" in error.reason
    if where != "rethrow":
        assert f"dans {where}" in error.reason


def test_sys_exit_in_a_factory_or_a_module_is_a_load_error(tmp_path, monkeypatch):
    with pytest.raises(StrategyLoadError) as raised:
        load_strategy("bots_for_tests:exits_when_made", RULES_PASCAL)
    assert "a échoué, appelé sans argument : SystemExit : 3" in str(raised.value)
    (tmp_path / "leaves_at_import.py").write_text("import sys\nsys.exit(4)\n",
                                                  encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(StrategyLoadError) as raised:
        load_strategy("leaves_at_import:make", RULES_PASCAL)
    assert "« leaves_at_import » ne s'importe pas : SystemExit : 4" in str(raised.value)


def play_from_a_pipe(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "penel421", *args], input="",
                          capture_output=True, text=True, timeout=60, cwd=TESTS,
                          env=dict(os.environ, COLUMNS="80"))


@pytest.mark.parametrize("where", ["rethrow", "game_started", "game_ended"])
def test_sys_exit_in_a_bot_stops_the_game_as_a_failure_and_keeps_it(where, fresh_journal):
    done = play_from_a_pipe("--rules", "pascal", "-p", f"bots_for_tests:exits_in_{where}",
                            "-p", "ordi:classic", "--seed", "5")
    assert done.returncode == 1, (done.stdout, done.stderr)
    message = " ".join(done.stderr.split())
    assert "Traceback" not in done.stderr
    assert message.startswith(f"Erreur : le robot « bots_for_tests:exits_in_{where} », qui "
                              "joue bots_for_tests (place 1), a échoué : erreur"), message
    assert "SystemExit : 3 (bots_for_tests.py, ligne" in message
    with Journal.open(fresh_journal, create=False) as journal:
        games = journal.games()
    assert len(games) == 1, "the game is kept as far as it went"
    if where == "game_ended":
        assert games[0].finished


def test_sys_exit_in_a_bot_stops_the_simulation_as_a_failure():
    result = CliRunner().invoke(main, ["simulate", "--seat", "bots_for_tests:exits_in_rethrow",
                                       "--seat", "classic", "--games", "20", "--jobs", "2"])
    assert result.exit_code == 1, result.output
    assert "a échoué : erreur SystemExit : 3" in " ".join(result.stderr.split())


# --- what a bot prints ------------------------------------------------------------------------


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_what_a_bot_prints_in_a_simulation_goes_to_stderr(jobs):
    done = subprocess.run([sys.executable, "-m", "penel421", "simulate", "--seat",
                           "bots_for_tests:chatty", "--seat", "classic", "--games", "30",
                           "--seed", "2", "--jobs", jobs, "--json"],
                          capture_output=True, text=True, timeout=60, cwd=TESTS)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["games"] == 30
    assert "bavard : (" in done.stderr


def test_what_a_bot_prints_in_a_game_is_on_the_screen_among_its_lines():
    done = play_from_a_pipe("--rules", "pascal", "-p", "bots_for_tests:chatty", "-p",
                            "ordi:classic", "--seed", "5", "--bareme", "jetons=1")
    assert done.returncode == 0, done.stderr
    assert "bavard : (" in done.stdout and "bavard" not in done.stderr


# --- failures before the first throw and after the end -----------------------------------


def test_a_bot_failing_as_the_game_starts_stops_it_before_its_first_throw(fresh_journal):
    done = play_from_a_pipe("--rules", "pascal", "-p", "bots_for_tests:fails_to_start", "-p",
                            "ordi:classic", "--seed", "5")
    assert done.returncode == 1
    message = " ".join(done.stderr.split())
    assert "erreur dans game_started : RuntimeError : not today" in message
    assert "La partie s'arrête là, avant son premier lancer." in message, message
    assert "manche 0" not in message


def test_the_engine_says_which_hook_failed():
    game = Game(RULES_PASCAL, ["A", "B"], [Keeper(), bots_for_tests.fails_at_the_end()],
                FastDice(5))
    with pytest.raises(StrategyError) as raised:
        game.play()
    assert raised.value.hook == "game_ended" and game.state.loser is not None
