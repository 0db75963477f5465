"""A wait that lasts is said, one that does not is not (play/waiting.py);
the console says it only where it can rub it out.  The screen as a person
sees it: tests/play/test_waiting_pty.py."""

from __future__ import annotations

import io
import time

import pytest

from penel421.console.base import Work
from penel421.console.console_pascal import ConsolePascal
from penel421.console.terminal import Terminal
from penel421.core.rules import RULES_PASCAL
from penel421.core.seat import Seat
from penel421.core.state import GameState, TurnView
from penel421.play import waiting
from penel421.play.waiting import WatchedMind, watching

STATE = GameState.start(RULES_PASCAL, 3)
#: Long enough to be said once the delay is cut short (see ``quick``).
LONG = 0.25
VIEW = TurnView(RULES_PASCAL, STATE, 1, (0, 1, 2), (), (6, 5, 2), 1, 3)


@pytest.fixture(autouse=True)
def quick(monkeypatch):
    """A wait worth saying after 0.05 s rather than the game's delay."""
    monkeypatch.setattr(waiting, "DELAY", 0.05)


class Screen:
    """A console that keeps what it was asked to say and rub out."""

    def __init__(self) -> None:
        self.said: list[tuple[Work, TurnView]] = []
        self.rubbed: list[str] = []

    def say_working(self, work, view):
        self.said.append((work, view))
        return "note"

    def end_working(self, said):
        self.rubbed.append(said)


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_long_wait_is_said_once_then_rubbed_out():
    screen = Screen()
    with watching(screen, Work.DECISION, VIEW):
        time.sleep(LONG)
    assert screen.said == [(Work.DECISION, VIEW)]
    assert screen.rubbed == ["note"]


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_short_wait_says_nothing(monkeypatch):
    monkeypatch.setattr(waiting, "DELAY", 0.3)  # the game's: a busy machine stays below it
    screen = Screen()
    for _ in range(100):
        with watching(screen, Work.WEIGHING, VIEW):
            pass
    time.sleep(0.4)  # nothing comes late either
    assert screen.said == []
    assert set(screen.rubbed) == {""}


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_wait_inside_a_wait_is_said_once():
    screen = Screen()
    with watching(screen, Work.DECISION, VIEW), watching(screen, Work.WEIGHING, VIEW):
        time.sleep(LONG)
    assert screen.said == [(Work.DECISION, VIEW)]


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_failing_decision_rubs_its_note_out():
    class Failing:
        def rethrow(self, view):
            time.sleep(LONG)
            raise RuntimeError("no")

    screen = Screen()
    mind = WatchedMind(Failing(), screen)
    try:
        mind.rethrow(VIEW)
    except RuntimeError:
        pass
    assert screen.rubbed == ["note"]


def test_a_watched_mind_keeps_its_hooks_and_lacks_what_it_lacks():
    class Mind:
        def rethrow(self, view):
            return (1,)

        def game_started(self, rules, seat, state):
            return "started"

    watched = WatchedMind(Mind(), Screen())
    assert watched.rethrow(VIEW) == (1,)
    assert watched.game_started(RULES_PASCAL, 0, STATE) == "started"
    assert getattr(watched, "game_ended", None) is None  # the engine asks so


def test_the_console_says_nothing_where_it_cannot_rub_it_out():
    out = io.StringIO()
    console = ConsolePascal(Terminal(out, io.StringIO()), RULES_PASCAL,
                            [Seat("Alice"), Seat("Ordi 1", "expert"), Seat("Ordi 2", "expert")])
    assert console.say_working(Work.DECISION, VIEW) == ""
    console.end_working("")
    assert out.getvalue() == ""


def test_the_pascal_words_say_what_is_worked_out():
    console = ConsolePascal(Terminal(io.StringIO(), io.StringIO()), RULES_PASCAL,
                            [Seat("Alice"), Seat("Ordi 1", "expert"),
                             Seat("Robot", "bots_for_tests:keeper")])
    assert console.voice.working_words(Work.DECISION, VIEW) == (
        "Ordi 1 réfléchit (la manche, jusqu'au dernier joueur)...")
    robot = TurnView(RULES_PASCAL, STATE, 2, (0, 1, 2), (), (6, 5, 2), 1, 3)
    assert console.voice.working_words(Work.DECISION, robot) == "Robot réfléchit..."
    two = GameState((0, 5, 16), 0, 1, (1, 2), spared=(0,))
    duel = TurnView(RULES_PASCAL, two, 1, (1, 2), (), (6, 5, 2), 1, 3)
    assert console.voice.working_words(Work.WEIGHING, duel) == (
        "Calcul des chances de Ordi 1 (la partie à deux, pour ce barème)...")
    mine = TurnView(RULES_PASCAL, STATE, 0, (0, 1, 2), (), (6, 5, 2), 1, 3)
    assert console.voice.working_words(Work.WEIGHING, mine) == (
        "Calcul de vos chances (la manche, jusqu'au dernier joueur)...")
