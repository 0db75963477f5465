"""A session built whole: its keeper and its replay progress given when it is made."""

from __future__ import annotations

import io

import pytest

from penel421.console.terminal import Terminal
from penel421.core.seat import Seat
from penel421.play.session import Session
from penel421.specs import GameSpec, SessionSpec
from penel421.strategies import StrategyLoadError


def terminal() -> Terminal:
    return Terminal(out=io.StringIO(), inp=io.StringIO(), color=False)


def test_a_session_makes_its_keeper_with_its_console_s_notices():
    told = []

    def keeper(say):
        told.append(say)
        return None

    def progress(done: int, total: int) -> None:
        pass
    spec = SessionSpec(GameSpec("pascal"), (Seat("Alice"), Seat("Ordi 1", "classic")), 3)
    session = Session.open(spec, terminal(), keeper=keeper, replay_progress=progress)
    assert told == [session.console.notice]
    assert session.keeper is None
    assert session.replay_progress is progress


def test_a_bot_that_does_not_load_opens_no_journal():
    made = []
    spec = SessionSpec(GameSpec("pascal"),
                       (Seat("Alice"), Seat("Robot", "bots_for_tests:not_a_strategy")), 3)
    with pytest.raises(StrategyLoadError):
        Session.open(spec, terminal(), keeper=made.append)
    assert made == []
