"""Games written to a journal as a session writes them, for the analysis tests."""

from __future__ import annotations

import random
from collections.abc import Sequence

from penel421.core.engine import Game
from penel421.games import find_game
from penel421.journal.recorder import Keeper
from penel421.journal.store import Journal, NewGame
from penel421.play.table import Seat
from penel421.specs import GameSpec, SessionSpec


class Random:
    """A person who throws each die again one time in two: errors of every kind."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def rethrow(self, view):
        return tuple(p for p in (1, 2, 3) if self.rng.random() < 0.5)


class Interrupted(BaseException):
    """Raised by a strategy to stop a game in the middle, as a closed terminal does."""


def keep_game(path, game: str, seats: Sequence[Seat], strategies, number: int,
              opener: int = 0, bareme=None, stop_after: int | None = None,
              fixed_throws: bool = False) -> int:
    """Play game ``number`` of ``game`` with ``strategies`` and keep it in the
    journal at ``path``; ``stop_after`` answers: interrupt it there.
    Returns the game's number in the journal."""
    kind = find_game(game)
    rules = kind.rules(bareme, fixed_throws)
    journal = Journal.open(path)
    keeper = Keeper(journal, warn=print)
    recorder = keeper.recorder(NewGame(SessionSpec(GameSpec.of(rules), tuple(seats), number),
                                       "test"))
    if stop_after is not None:
        strategies = [_Stopping(s, stop_after) for s in strategies]
        _Stopping.answered = 0
    try:
        Game(rules, [s.name for s in seats], strategies, kind.dice(number), recorder,
             opener=opener).play()
    except Interrupted:
        pass
    journal.close()
    assert recorder.game_id is not None
    return recorder.game_id


class _Stopping:
    answered = 0

    def __init__(self, strategy, limit: int) -> None:
        self.strategy, self.limit = strategy, limit

    def rethrow(self, view):
        if _Stopping.answered >= self.limit:
            raise Interrupted
        _Stopping.answered += 1
        return self.strategy.rethrow(view)
