"""Strategies from outside: the levels, loading by import path, what a bot sees,
and what happens when it answers something impossible."""

from __future__ import annotations

import subprocess
import sys

import bots_for_tests
import pytest
from bots_for_tests import Keeper, Recorder

from penel421.core.dice import FastDice, ScriptedDice
from penel421.core.engine import Game, StrategyError
from penel421.core.rules import RULES_1987, RULES_PASCAL
from penel421.core.seat import is_bot_spec
from penel421.core.state import GameState, TurnView
from penel421.strategies import (
    DEFAULT_LEVEL,
    LEVELS,
    StrategyLoadError,
    level_name,
    load_strategy,
    strategy_name,
)
from penel421.strategies.classic import Classic

# --- finding a strategy -------------------------------------------------------------


@pytest.mark.parametrize("spec", ["classic", "Classic", " CLASSIC "])
def test_a_level_is_found_by_its_name_in_any_case(spec):
    assert isinstance(load_strategy(spec, RULES_1987), Classic)
    assert level_name(spec) == "classic" == strategy_name(spec)


def test_the_default_level_is_a_level():
    assert DEFAULT_LEVEL in LEVELS


def test_a_level_is_one_line_in_the_registry(monkeypatch):
    made = []

    def lazy(rules):
        made.append(rules.variant.label)
        return Keeper()

    monkeypatch.setitem(LEVELS, "lazy", lazy)
    assert isinstance(load_strategy("lazy", RULES_PASCAL), Keeper)
    assert made == ["pascal"], "a level is made for the rules it will play"


def test_the_levels_modules_are_imported_only_when_asked_for():
    code = ("import sys, penel421.strategies as s; "
            "assert 'penel421.strategies.classic' not in sys.modules; "
            "from penel421.core.rules import RULES_1987; s.load_strategy('classic', RULES_1987); "
            "assert 'penel421.strategies.classic' in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=30)


def test_a_bot_is_found_by_its_import_path():
    assert isinstance(load_strategy("bots_for_tests:keeper", RULES_1987), Keeper)
    # a class is a factory too, and dotted paths reach inside the module
    assert isinstance(load_strategy("bots_for_tests:Keeper", RULES_1987), Keeper)
    assert strategy_name("bots_for_tests:keeper") == "bots_for_tests"
    assert strategy_name("a.b.monrobot:fabrique") == "monrobot"


def test_each_load_makes_a_new_player():
    first = load_strategy("bots_for_tests:recorder", RULES_1987)
    assert first is not load_strategy("bots_for_tests:recorder", RULES_1987)


@pytest.mark.parametrize(("spec", "shaped"), [
    ("mybot:make", True), ("a.b:c.d", True), ("mybot:", False), (":make", False),
    ("my bot:make", False), ("mybot", False), ("Jean-Pierre:x", False), ("a:b:c", False),
])
def test_what_looks_like_an_import_path(spec, shaped):
    assert is_bot_spec(spec) is shaped


@pytest.mark.parametrize(("spec", "mentions"), [
    ("expertise", ["expertise", "classic", "module:fabrique"]),
    ("absent_bot_module:make", ["absent_bot_module", "introuvable"]),
    ("bots_for_tests:no_such_factory", ["bots_for_tests", "no_such_factory"]),
    ("bots_for_tests:NOT_CALLABLE", ["NOT_CALLABLE", "int"]),
    ("bots_for_tests:not_a_strategy", ["not_a_strategy", "int", "rethrow"]),
    ("bots_for_tests:needs_an_argument", ["needs_an_argument", "sans argument", "TypeError"]),
])
def test_a_spec_that_names_no_strategy_says_why(spec, mentions):
    with pytest.raises(StrategyLoadError) as raised:
        load_strategy(spec, RULES_1987)
    assert isinstance(raised.value, ValueError)
    for mention in mentions:
        assert mention in str(raised.value)


@pytest.mark.parametrize(("source", "mentions"), [
    ("def make(:\n", ["ne s'importe pas", "syntaxe", "ligne 1"]),
    ("import absent_dependency_xyz\n", ["ne s'importe pas", "absent_dependency_xyz"]),
    ("raise RuntimeError('boom')\n", ["ne s'importe pas", "RuntimeError", "boom", "ligne 1"]),
])
def test_a_module_that_does_not_import_says_why(tmp_path, monkeypatch, source, mentions):
    (tmp_path / "broken_bot_module.py").write_text(source, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", [p for p in sys.path if p not in ("", str(tmp_path))])
    monkeypatch.delitem(sys.modules, "broken_bot_module", raising=False)
    with pytest.raises(StrategyLoadError) as raised:
        load_strategy("broken_bot_module:make", RULES_1987)
    for mention in mentions:
        assert mention in str(raised.value)


def test_a_bot_in_the_current_directory_is_found_like_python_m_would(tmp_path, monkeypatch):
    (tmp_path / "here_bot.py").write_text(
        "class Bot:\n    def rethrow(self, view):\n        return ()\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", [p for p in sys.path if p not in ("", str(tmp_path))])
    monkeypatch.delitem(sys.modules, "here_bot", raising=False)
    assert load_strategy("here_bot:Bot", RULES_1987).rethrow(None) == ()


# --- what a strategy sees ------------------------------------------------------------


def recorded_game(rules, seats=2, seed=3):
    bots = [Recorder() for _ in range(seats)]
    game = Game(rules, [f"P{i}" for i in range(seats)], bots, FastDice(seed))
    return game.play(), bots


def test_the_view_holds_only_immutable_values():
    _, bots = recorded_game(RULES_PASCAL, 3)
    view = bots[1].views[0]
    assert isinstance(view, TurnView) and isinstance(view.state, GameState)
    for value in (view.order, view.played, view.dice, view.state.tokens):
        assert isinstance(value, tuple)
    with pytest.raises(TypeError):
        view.rules.table.rank[(4, 2, 1)] = 0  # the engine settles rounds with this table
    with pytest.raises(TypeError):
        view.rules.table.value[(4, 2, 1)] = 99
    with pytest.raises(AttributeError):
        view.state.pot = 0
    with pytest.raises(AttributeError):
        view.dice = (4, 2, 1)


def test_the_view_tells_the_round_as_it_stands():
    _, bots = recorded_game(RULES_PASCAL, 3)
    for seat, bot in enumerate(bots):
        for view in bot.views:
            assert view.seat == seat
            assert view.order[len(view.played)] == seat
            assert [p.seat for p in view.played] == list(view.order[:len(view.played)])
            assert view.still_to_play == view.order[len(view.played) + 1:]
            assert len(view.dice) == 3 and view.hand == tuple(sorted(view.dice, reverse=True))
            assert 1 <= view.throws < view.max_throws and view.throws_left >= 1
            assert all(1 <= p.throws <= 3 for p in view.played)
            assert sum(view.state.tokens) + view.state.pot == RULES_PASCAL.tokens


def test_a_strategy_is_told_when_a_game_starts_and_ends():
    result, bots = recorded_game(RULES_1987)
    for seat, bot in enumerate(bots):
        assert bot.started == [("1987", seat, GameState.start(RULES_1987, 2))]
        assert bot.ended == [result]


def test_it_is_never_asked_once_no_throw_is_left():
    """Always rethrowing, it plays every throw allowed and no more: throwing
    again after the last throw cannot even be answered."""
    for rules in (RULES_1987, RULES_PASCAL):
        _, bots = recorded_game(rules, seed=11)
        throws = [view.throws for bot in bots for view in bot.views]
        assert throws and max(throws) == rules.max_throws - 1


# --- impossible answers stop the game ---------------------------------------------------


@pytest.mark.parametrize(("factory", "shown", "reason"), [
    (bots_for_tests.position_4, "a répondu (4,)", "pas de dé 4"),
    (bots_for_tests.twice_the_same, "a répondu [1, 1]", "qu'une fois"),
    (bots_for_tests.a_string, "a répondu '13'", "pas un texte"),
    (bots_for_tests.nothing, "a répondu None", "suite de positions"),
    (lambda: bots_for_tests.Answering(([1],)), "a répondu ([1],)", "pas de dé [1]"),
    (lambda: bots_for_tests.Answering((0.5,)), "a répondu (0.5,)", "pas de dé 0.5"),
    (bots_for_tests.failing, "a échoué", "KeyError"),
])
def test_an_impossible_answer_stops_the_game_naming_the_seat(factory, shown, reason):
    game = Game(RULES_PASCAL, ["A", "B", "C"], [Keeper(), factory(), Keeper()],
                ScriptedDice([6, 6, 6] * 3))
    with pytest.raises(StrategyError) as raised:
        game.play()
    error = raised.value
    assert error.seat == 1
    assert str(error).startswith("la place 2 " + shown), str(error)
    assert reason in error.reason
    assert game.rounds == 1 and game.state.pot == RULES_PASCAL.tokens, "nothing was settled"


def test_an_error_names_where_the_bot_failed():
    game = Game(RULES_1987, ["A", "B"], [bots_for_tests.failing(), Keeper()], FastDice(1))
    with pytest.raises(StrategyError) as raised:
        game.play()
    assert raised.value.raised
    assert "bots_for_tests.py, ligne" in raised.value.reason


def test_a_failing_game_started_stops_the_game_too():
    game = Game(RULES_1987, ["A", "B"], [Keeper(), bots_for_tests.fails_to_start()],
                FastDice(1))
    with pytest.raises(StrategyError) as raised:
        game.play()
    assert raised.value.seat == 1 and "game_started" in raised.value.reason
    assert "not today" in raised.value.reason


@pytest.mark.parametrize("answer", [(3.0, 1.0), [3, 1], {1, 3}, iter((3, 1)), range(1, 4, 2)])
def test_numbers_equal_to_positions_in_any_sequence_are_taken(answer):
    class Once:
        def rethrow(self, view):
            return answer if view.throws == 1 else ()

    game = Game(RULES_1987, ["A", "B"], [Once(), Keeper()],
                ScriptedDice([1, 2, 3, 5, 6] + [4, 2, 1]))
    ended = game.play_round()
    assert ended.hands[0].hand == (6, 5, 2) and ended.hands[0].throws == 2


def test_an_answer_in_any_order_or_sequence_is_taken():
    class Unsorted:
        def rethrow(self, view):
            return [3, 1]

    events = []
    dice = ScriptedDice([1, 2, 3, 5, 6, 4, 4, 4, 2, 1])
    game = Game(RULES_1987, ["A", "B"], [Unsorted(), Keeper()], dice, events.append)
    game.play_round()
    thrown = [e for e in events if type(e).__name__ == "Thrown"]
    assert thrown[1].dice == (5, 2, 6) and thrown[1].rethrown == (1, 3)
