"""A kept game played again, throw for throw: to look at it, or to go on with it.

The engine runs again with the recorded dice (:class:`RecordedDice` serves
the faces the journal kept) and strategies that give the recorded answers
(:class:`RecordedAnswers`), so it emits exactly the events of the game as it
was played, and builds at each decision the same
:class:`~penel421.core.state.TurnView` the player saw.

- :func:`replay` plays a kept game silently and calls back with each engine
  event, and with each decision: the view and the answer given at it.  This
  is what the analysis of a game reads.
- :func:`resumed_game` is the same game whose dice and minds go on live where
  the record stops: ``penel421 reprendre``.  With a game number the game's
  own dice are thrown in step with the record, so the dice still to come are
  those an uninterrupted game would have had; with real dice the faces
  already entered are served, then the console asks for the next.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..core.dice import DiceSource
from ..core.engine import Game, Listener
from ..core.rules import Rules
from ..core.state import GameResult, GameState, TurnView
from ..core.strategy import Strategy
from .recorded import MAX_EVENTS, ChoiceRecord, GameRecord, ThrowRecord, too_long

#: Called at each decision of a replayed game: the view the player had, and
#: the positions they threw again (() kept every die).
TurnCallback = Callable[[TurnView, tuple[int, ...]], None]
#: Told how far a replay is: the recorded throws replayed so far, of all.
Progress = Callable[[int, int], None]
#: How many throws a replay goes between two words of its progress.
PROGRESS_EVERY = 200
class GameTooLong(ValueError):
    """A record longer than :data:`MAX_EVENTS`: not a game of penel421's
    (the message is French)."""


def check_length(record: GameRecord) -> None:
    """:class:`GameTooLong` if ``record`` has more events than penel421 keeps."""
    if len(record.events) > MAX_EVENTS:
        raise GameTooLong(too_long(len(record.events)))


class RecordEnds(BaseException):
    """The record has no more throws or answers and nothing goes on live.

    A BaseException, like the end of input: it must pass through the
    engine's ``except Exception`` around a strategy's answer.
    """


class ReplayMismatch(BaseException):
    """The record does not replay: its throws or answers do not fit the game
    the engine plays (a damaged record).  The message is French.

    A BaseException, as :class:`RecordEnds`: raised from inside a seat's
    answer, it must not become the engine's error of a strategy (which,
    at a person's seat, is a bug of penel421 shown whole)."""


class RecordedDice:
    """The recorded faces, one throw per ``roll``; then the ``then`` dice.

    With ``keep_in_step``, ``then`` is rolled for each recorded throw too
    (its faces dropped), so that it carries on where an uninterrupted game
    would be.
    """

    def __init__(self, throws: Sequence[ThrowRecord], then: DiceSource | None = None,
                 keep_in_step: bool = False, progress: Progress | None = None) -> None:
        self._faces = [throw.faces for throw in throws]
        self._next = 0
        self._then = then
        self._keep_in_step = keep_in_step
        self._progress = progress

    @property
    def replaying(self) -> bool:
        """True while recorded faces are left."""
        return self._next < len(self._faces)

    def roll(self, count: int) -> tuple[int, ...]:
        """The next recorded throw, or the live dice once the record is used up."""
        if self._next < len(self._faces):
            faces = self._faces[self._next]
            if len(faces) != count:
                raise ReplayMismatch(f"lancer n° {self._next + 1} du journal : {len(faces)} "
                                     f"dé(s) gardé(s), le jeu en lance {count}")
            self._next += 1
            if self._progress is not None and (self._next % PROGRESS_EVERY == 0
                                               or self._next == len(self._faces)):
                self._progress(self._next, len(self._faces))
            if self._keep_in_step and self._then is not None:
                self._then.roll(count)
            return faces
        if self._then is None:
            raise RecordEnds
        return self._then.roll(count)


class RecordedAnswers:
    """The answers recorded, given in order to the seats the engine asks;
    then each seat's live strategy (or :class:`RecordEnds` without one)."""

    def __init__(self, choices: Sequence[ChoiceRecord],
                 live: Sequence[Strategy] | None = None,
                 on_turn: TurnCallback | None = None) -> None:
        self._choices = list(choices)
        self._next = 0
        self._live = live
        self._on_turn = on_turn

    @property
    def replaying(self) -> bool:
        """True while recorded answers are left."""
        return self._next < len(self._choices)

    def minds(self, seats: int) -> list[Strategy]:
        """One strategy per seat, each asking this object."""
        return [_SeatMind(self, seat, None if self._live is None else self._live[seat])
                for seat in range(seats)]

    def answer(self, seat: int, view: TurnView) -> tuple[int, ...]:
        """The recorded answer of ``seat`` at ``view``, or its live one."""
        if self._next < len(self._choices):
            choice = self._choices[self._next]
            if choice.seat != seat or choice.throw != view.throws:
                raise ReplayMismatch(
                    f"réponse n° {self._next + 1} du journal : la place {choice.seat + 1} au "
                    f"lancer {choice.throw}, le jeu demande la place {seat + 1} au lancer "
                    f"{view.throws}")
            self._next += 1
            if self._on_turn is not None:
                self._on_turn(view, choice.rethrow)
            return choice.rethrow
        if self._live is None:
            raise RecordEnds
        return tuple(self._live[seat].rethrow(view))


class _SeatMind:
    """One seat of :class:`RecordedAnswers`; the live strategy still hears
    the game start and end."""

    def __init__(self, answers: RecordedAnswers, seat: int, live: Strategy | None) -> None:
        self._answers = answers
        self._seat = seat
        self._live = live

    def rethrow(self, view: TurnView) -> Sequence[int]:
        return self._answers.answer(self._seat, view)

    def game_started(self, rules: Rules, seat: int, state: GameState) -> None:
        started = getattr(self._live, "game_started", None)
        if started:
            started(rules, seat, state)

    def game_ended(self, result: GameResult) -> None:
        ended = getattr(self._live, "game_ended", None)
        if ended:
            ended(result)


def replay(record: GameRecord, on_event: Listener | None = None,
           on_turn: TurnCallback | None = None,
           progress: Progress | None = None) -> GameResult | None:
    """Play the kept game ``record`` again, silently.

    ``on_event`` hears every event of the engine, as a console would;
    ``on_turn`` is called at each decision with the player's view and the
    answer recorded.  Returns the game's result, or None for an unfinished
    game (after every recorded throw and answer).  Raises
    :class:`ReplayMismatch` when the record does not fit its own game,
    :class:`GameTooLong` when it is longer than any game of penel421.
    ``progress`` is told how far the replay is, every few thousand throws.
    """
    check_length(record)
    rules = record.rules()
    answers = RecordedAnswers(record.choices(), on_turn=on_turn)
    game = Game(rules, record.names, answers.minds(len(record.seats)),
                RecordedDice(record.throws(), progress=progress), on_event,
                opener=record.opener)
    try:
        return game.play()
    except RecordEnds:
        return None


def resumed_game(record: GameRecord, rules: Rules, minds: Sequence[Strategy],
                 dice: DiceSource, listener: Listener | None, keep_in_step: bool,
                 progress: Progress | None = None) -> Game:
    """Game ``record`` ready to play from its first throw: the record's throws
    and answers first, then ``dice`` and ``minds`` live.  ``keep_in_step``:
    ``dice`` are the game's numbered dice, thrown along with the record;
    ``progress`` is told how far the replay of the record is."""
    check_length(record)
    answers = RecordedAnswers(record.choices(), live=minds)
    return Game(rules, record.names, answers.minds(len(record.seats)),
                RecordedDice(record.throws(), dice, keep_in_step, progress), listener,
                opener=record.opener)
