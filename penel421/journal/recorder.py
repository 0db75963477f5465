"""Writing a game as it goes: an engine listener, one transaction per event.

The :class:`Keeper` is a session's journal: it makes a :class:`Recorder` for
each game, and when the journal fails — at opening or in the middle of a
game — it says why in one French line and keeps nothing more, while the game
goes on.  A recorder writes each throw, answer, barrage and settlement in
its own transaction as soon as the engine reports it, so an interruption of
any kind loses at most the throw in progress.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import datetime, timezone

from ..core.events import (
    BarrageStarted,
    Chose,
    Event,
    GameEnded,
    GameStarted,
    RoundEnded,
    RoundStarted,
    Thrown,
)
from .recorded import (
    MAX_EVENTS,
    BarrageRecord,
    ChoiceRecord,
    EndRecord,
    GameRecord,
    Recorded,
    RoundRecord,
    SettleRecord,
    ThrowRecord,
    spaced,
)
from .store import Journal, JournalUnavailable, NewGame
from .text import shown

#: Told to the player, in French, when the journal fails.
Warn = Callable[[str], None]


def now() -> str:
    """The time, ISO 8601 in UTC, to the second."""
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat()


def to_record(event: Event) -> Recorded | None:
    """What the journal keeps of an engine event (None: nothing, it follows
    from the others)."""
    if isinstance(event, Thrown):
        faces = tuple(event.dice[position - 1] for position in event.rethrown)
        return ThrowRecord(event.seat, event.throw, faces, event.dice)
    if isinstance(event, Chose):
        return ChoiceRecord(event.seat, event.throw, event.rethrow)
    if isinstance(event, RoundStarted):
        return RoundRecord(event.number, event.opener)
    if isinstance(event, BarrageStarted):
        return BarrageRecord(event.seats)
    if isinstance(event, RoundEnded):
        return SettleRecord(event.winner, event.loser, event.value, event.penalty,
                            event.moved, event.from_pot, event.tokens, event.pot)
    if isinstance(event, GameEnded):
        return EndRecord(event.loser, event.ranking)
    return None




class Keeper:
    """A session's journal, or the reason there is none."""

    def __init__(self, journal: Journal | None, warn: Warn,
                 analyse: Callable[[int], str] | None = None) -> None:
        self.journal = journal
        self.warn = warn
        #: The command that shows a kept game weighed, by its number (the
        #: ``--journal`` given in it, where the session was given one).
        self.analyse = analyse or (lambda game_id: f"penel421 analyse {game_id}")

    @property
    def keeping(self) -> bool:
        """True while games are being written."""
        return self.journal is not None

    def failed(self, error: JournalUnavailable, started: bool) -> None:
        """Say once why nothing more is kept, and keep nothing more."""
        if self.journal is None:
            return
        path = self.journal.path
        self.journal.close()
        self.journal = None
        what = "La suite de cette partie n'est pas gardée" if started else \
            "Cette partie n'est pas gardée"
        self.warn(f"{what} : journal {shown(path)} : {error}.")

    def close(self) -> None:
        """Close the journal at the end of the session."""
        if self.journal is not None:
            self.journal.close()
            self.journal = None

    def recorder(self, game: NewGame, resumed: GameRecord | None = None) -> Recorder:
        """The listener that writes one game (``resumed``: a kept game going on)."""
        return Recorder(self, game, resumed)


class Recorder:
    """An engine listener that writes one game to the keeper's journal.

    A resumed game replays its recorded events first: those are not written
    again, the events after them are appended.
    """

    def __init__(self, keeper: Keeper, game: NewGame, resumed: GameRecord | None = None) -> None:
        self.keeper = keeper
        self.game = game
        self.game_id = None if resumed is None else resumed.id
        #: Events of this game kept so far (a resumed game's come first).
        self.kept = 0 if resumed is None else len(resumed.events)
        self._seen = 0

    def __call__(self, event: Event) -> None:
        journal = self.keeper.journal
        if journal is None:
            return
        try:
            if isinstance(event, GameStarted):
                if self.game_id is None:
                    self.game_id = journal.new_game(
                        replace(self.game, opener=event.state.opener, started=now()))
                return
            record = to_record(event)
            if record is None or self.game_id is None:
                return
            self._seen += 1
            if self._seen <= self.kept:  # replayed from the journal: already there
                return
            if self.kept >= MAX_EVENTS:  # longer than penel421 reads back: kept so far
                raise JournalUnavailable(f"la partie dépasse {spaced(MAX_EVENTS)} événements, "
                                         "la limite d'une partie gardée")
            journal.add(self.game_id, self.kept, record,
                        now() if isinstance(record, EndRecord) else "")
            self.kept += 1
        except JournalUnavailable as error:
            self.keeper.failed(error, started=self.game_id is not None)
