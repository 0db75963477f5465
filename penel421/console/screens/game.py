"""What the screen of every game does with the engine's events, and its questions.

The session (:mod:`penel421.play.session`) passes the screen each event of
the engine to show; a kept game replayed up to where it stopped is recalled
instead (:meth:`GameScreen.recall`): what it leaves on the table is
remembered, nothing is shown.  Each event goes to the handler its type has
in the screen's table (:meth:`GameScreen.table`), written out by each game
for every type of :mod:`penel421.core.events`: an event that a screen does
not show says so there (:func:`unshown`), and a type missing from a table
fails a test rather than go silent.  What the two games show of an event
differs in substance, not only in words (the 1987 screen is the listing's,
line for line): each game draws its own, :mod:`.game1987` and
:mod:`.game_pascal`.

At a keyboard, a round in which no person was asked anything is followed
by a pause: its result stays on screen until a key (a script in a pipe
cannot see it, and is not asked).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ...core.events import (
    Chose,
    Event,
    GameEnded,
    GameStarted,
    RoundEnded,
    RoundStarted,
    Thrown,
    TurnStarted,
)
from ...core.state import GameState, TurnView
from ..answers import faces_key, parse_faces, parse_rethrow, parse_yes_no, rethrow_key, yes_no_key
from ..questions import Questions
from ..voices import Voice

if TYPE_CHECKING:
    from ..cards import Position

#: A screen's table: the handler that shows each type of event, by the type.
Shows = Mapping[type, Callable[[Any], None]]


def unshown(event: Event) -> None:
    """The handler of an event the screen does not show: what it leaves on
    the table is recalled (:meth:`GameScreen.recall`), nothing more."""


class GameScreen(ABC):
    """The screen of a game at one table: the events of its games, said in
    ``voice``, and the questions a game asks, through ``questions``."""

    def __init__(self, voice: Voice, questions: Questions, number_asked: bool = False) -> None:
        self.voice = voice
        self.questions = questions
        self.term = voice.term
        #: Whether the first game's number is the player's to type, where the
        #: screen asks for it (none was given: the command drew one).
        self.number_asked = number_asked
        #: The number of the round being played, 0 before the first.
        self.round = 0
        #: The game as the engine last told it: tokens, pot, who is in.
        self.state = GameState.start(voice.rules, len(voice.seats))
        self._thrower: tuple[int, tuple[int, ...]] = (0, (1, 2, 3))
        #: Whether the rest of the game is played at once, from round
        #: :attr:`hurried_from` (see :meth:`offer_the_rest`).
        self.hurried = self.offered = False
        self.hurried_from = 0
        self.shows = self.table()

    @abstractmethod
    def table(self) -> Shows:
        """What each event of the engine shows: every type of
        :mod:`penel421.core.events`, with its handler (:func:`unshown` for
        an event this screen does not show)."""

    # --- listening ----------------------------------------------------------

    def show(self, event: Event) -> None:
        """Show ``event`` (after remembering it).  Once the people at the
        table are all out of the game, the rest may be played at once
        (:meth:`offer_the_rest`): its rounds unseen, then its end."""
        if isinstance(event, GameStarted):
            self.hurried = self.offered = False
        if isinstance(event, RoundStarted):
            if event.number > 1 and self.term.at_keyboard and not self.hurried:
                if not self.offered and self.out_of_the_game(event.state):
                    self.offered = True  # once, at the first round they are out of
                    self.hurried = self.offer_the_rest()
                    self.hurried_from = event.number
                elif not self.questions.asked:
                    # nobody was asked anything: the last result is seen first
                    self.questions.pause()
            self.questions.asked = False
        self.recall(event)
        if self.hurried and not isinstance(event, GameEnded):
            with self.term.muted():  # played, remembered, unseen
                self.shows[type(event)](event)
            return
        if self.hurried:
            self.hurried = False
            self.rest_played(self.round - self.hurried_from + 1)
        self.shows[type(event)](event)

    def out_of_the_game(self, state: GameState) -> bool:
        """Whether people play at this table and none of them is still in
        the game ``state`` shows: the rest is computers among themselves."""
        seats = self.voice.seats
        return (any(seat.human for seat in seats)
                and not any(seats[s].human for s in state.in_game))

    def offer_the_rest(self) -> bool:
        """The people at the table are out of the game: whether they want
        the rest played at once (else each round asking nobody waits for a
        key, as ever); asked once, before the first round they are out of."""
        if not self.questions.asked:
            self.questions.pause()
        return False

    def rest_played(self, rounds: int) -> None:
        """The rest of the game was played at once: its ``rounds``, before its end."""
        return None

    def recall(self, event: Event) -> None:
        """Remember what ``event`` leaves on the table, without showing it
        (a kept game replayed up to where it stopped is recalled, not shown),
        and whether a person was asked something in the round: a kept game
        resumed pauses where it paused when it was played."""
        if isinstance(event, GameStarted | RoundEnded | RoundStarted):
            self.state = event.state
        if isinstance(event, RoundStarted):
            self.round = event.number
            self.questions.asked = False
        elif isinstance(event, TurnStarted):
            self._thrower = (event.seat, (1, 2, 3))
        elif isinstance(event, Chose):
            self._thrower = (event.seat, event.rethrow)
            if self.voice.seats[event.seat].human:
                self.questions.asked = True
        elif isinstance(event, Thrown) and self.voice.real_dice:
            self.questions.asked = True  # its faces were typed in

    def replayed(self, event: Event) -> None:
        """Show ``event`` of a kept game as the screen showed it when it was
        played: what a person typed (an answer at RELANCER, the faces of
        real dice) after its question, as it was echoed."""
        voice = self.voice
        if isinstance(event, Thrown) and voice.real_dice:
            faces = "".join(str(event.dice[position - 1]) for position in event.rethrown)
            self.term.say(voice.faces_prompt(event.seat, event.rethrown) + faces)
        self.show(event)
        if isinstance(event, Chose) and voice.seats[event.seat].human:
            self.term.say(voice.rethrow_prompt(event.view) + voice.typed(event.rethrow))

    # --- the questions of a game -------------------------------------------

    def ask_rethrow(self, view: TurnView,
                    hint: Callable[[], None] | None = None) -> tuple[int, ...]:
        """A person's RELANCER answer for the turn ``view`` shows; ``?`` calls
        ``hint`` (the expert's advice)."""
        return self.questions.ask(self.voice.rethrow_prompt(view), parse_rethrow, hint=hint,
                                  press=rethrow_key, again=lambda: self.dice_again(view.dice))

    @abstractmethod
    def dice_again(self, dice: Sequence[int]) -> None:
        """The dice of the question being answered, again: after the help,
        which pushed them off the screen, just before the question."""

    def ask_faces(self, count: int) -> tuple[int, ...]:
        """The faces of real dice, for the player and positions now throwing;
        key by key where the screen's answers are (each face a key, the
        answer taken at the last one), else a line."""
        seat, positions = self._thrower
        return self.questions.ask(self.voice.faces_prompt(seat, positions),
                                  lambda text: parse_faces(text, count), press=faces_key(count))

    def ask_again(self) -> bool:
        """Whether to play another game."""
        return self.questions.ask(self.voice.again_prompt, parse_yes_no, press=yes_no_key)

    def game_number(self, number: int | None) -> int | None:
        """The first game's number: ``number``, as given (None: real dice);
        a screen that lets the player type it (:attr:`number_asked`) may
        ask for it instead."""
        return number

    def choose_opener(self) -> int:
        """The seat that opens the first round of a game."""
        return 0

    def opener_chosen(self, opener: int) -> None:
        """A kept game shown again from its start: the choice of its first
        opener, where the screen asks for it, as it was answered."""
        return None

    # --- before and between games, and a card ------------------------------

    @abstractmethod
    def welcome(self, number: int | None) -> None:
        """Say what the game is, once per session that starts with game
        ``number`` (None: real dice)."""

    @abstractmethod
    def game_starts(self, number: int | None) -> None:
        """Say that game ``number`` starts (None: real dice)."""

    @abstractmethod
    def show_score(self, losses: Sequence[int]) -> None:
        """The games lost by each seat in this session, between games."""

    @abstractmethod
    def show_position(self, position: Position) -> None:
        """A card's position as the game showed it, up to its RELANCER
        (:mod:`.training` says the rest of the card)."""
