"""One evaluation per turn: the advice, the tutor and the analyst share it."""

from __future__ import annotations

import io

import pytest

from penel421.console.terminal import Terminal
from penel421.core.bareme import Bareme
from penel421.core.events import TurnStarted
from penel421.core.seat import Seat
from penel421.play.session import Session
from penel421.specs import GameSpec, SessionSpec
from penel421.strategies.expert1987 import Expert1987
from penel421.strategies.expert_pascal import ExpertPascal


class Answering(Terminal):
    """A person who keeps every die, and confirms what the tutor questions."""

    def __init__(self, games: int) -> None:
        super().__init__(out=io.StringIO(), inp=io.StringIO(), echo=True)
        self.games = games

    def ask(self, prompt: str) -> str:
        self.out.write(prompt + "\n")
        if "autre partie" in prompt.lower():
            self.games -= 1
            return "o" if self.games else "n"
        if "confirmer" in prompt.lower():
            return "o"
        return "1" if "qui commence" in prompt.lower() else "0"


@pytest.mark.parametrize(("game", "expert", "seats"), [
    (GameSpec("pascal", Bareme(jetons=5)), ExpertPascal,
     (Seat("Alice"), Seat("Ordi 1", "classic"), Seat("Ordi 2", "classic"))),
    (GameSpec("pascal", Bareme(jetons=4)), ExpertPascal, (Seat("Alice"), Seat("Ordi", "classic"))),
    (GameSpec("1987"), Expert1987, (Seat("VOUS"), Seat("ORDINATEUR", "classic"))),
])
@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_decision_made_with_hints_and_the_tutor_is_weighed_once(monkeypatch, game, expert,
                                                                  seats):
    calls, turns = [], []
    worth = expert.worth

    def counted(self, view):
        calls.append(len(turns))  # the turn being played
        return worth(self, view)
    monkeypatch.setattr(expert, "worth", counted)
    terminal = Answering(games=2)
    spec = SessionSpec(game, seats, 11, hints=True, tutor=True)
    session = Session.open(spec, terminal, listeners=[
        lambda e: turns.append(e) if isinstance(e, TurnStarted) and not e.barrage else None])
    session.play()
    screen = terminal.out.getvalue()
    assert screen.lower().count("conseil") >= 2  # the hints were shown
    person_turns = sum(1 for t in turns if t.seat == 0 and t.max_throws > 1)
    assert person_turns >= 2
    # each turn weighed once: the person's for the hint, the tutor (and, in
    # pascal, the analyst), the computers' by the analyst alone
    assert len(calls) == len(set(calls))
    assert len(calls) <= len(turns)
