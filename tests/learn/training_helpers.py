"""What the training's tests share: journals with a person's games, a clock
that the test moves, a drill answering from a script (a helper, not a test
module)."""

from __future__ import annotations

import io
from datetime import datetime, timedelta, timezone

from kept_games import Random, keep_game

from penel421.console.terminal import Terminal
from penel421.core.rules import RULES_1987
from penel421.journal.store import Journal
from penel421.learn.catch_up import catch_up
from penel421.learn.drill import Drill
from penel421.learn.store import TrainingStore
from penel421.play.table import Seat
from penel421.strategies.experts import make_expert


def journal_with_games(path, games: int = 3, first: int = 40, person=None) -> Journal:
    """A journal of ``games`` 1987 games of a person playing at random (or as
    ``person`` makes) against the expert, weighed; open."""
    for number in range(first, first + games):
        mind = Random(number) if person is None else person()
        keep_game(path, "1987", [Seat("VOUS"), Seat("ORDINATEUR", "expert")],
                  [mind, make_expert(RULES_1987)], number)
    journal = Journal.open(path)
    catch_up(TrainingStore(journal))
    return journal


class Clock:
    """Noon of a day the test chooses, moved a day at a time."""

    def __init__(self) -> None:
        self.now = datetime(2026, 3, 2, 12, 0, tzinfo=timezone.utc)

    def __call__(self) -> datetime:
        return self.now

    def later(self, days: float = 0, minutes: float = 0) -> None:
        self.now += timedelta(days=days, minutes=minutes)


def drill(journal: Journal, cards, answers: str, clock=None) -> tuple[Drill, io.StringIO]:
    """A drill of ``cards`` answered from the lines of ``answers``, run."""
    out = io.StringIO()
    terminal = Terminal(out=out, inp=io.StringIO(answers), color=False, echo=True,
                        at_keyboard=False)
    found = Drill(TrainingStore(journal), terminal, cards, clock=clock or Clock())
    found.run()
    return found, out
