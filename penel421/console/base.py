"""What the 1987 and the pascal consoles share: prompts, commands, listening.

A console is the screen and the keyboard of a session
(:mod:`penel421.play.session` runs the games and decides what to show and
ask): it shows the events of the engine (each goes to the handler its type
has in the console's table, :meth:`Console.table`), remembers what a
replayed event leaves on the table without showing it
(:meth:`Console.recall`), and asks the people at the table what the session
needs: their answers at RELANCER, with ``--real-dice`` the faces
thrown on the table.  At every prompt the player may also type ``aide``,
``q`` or ``?`` (:mod:`.questions`).  At a
keyboard, a round in which no person was asked anything is followed by a
pause: its result stays on screen until a key (a script in a pipe cannot see
it, and is not asked).  Subclasses only say things in their own voice.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from enum import Enum
from typing import TYPE_CHECKING, Any, NamedTuple

from ..analysis.advice import Advice, answer_of
from ..core.events import (
    Chose,
    Event,
    GameStarted,
    RoundEnded,
    RoundStarted,
    Thrown,
    TurnStarted,
)
from ..core.rules import Rules
from ..core.seat import Seat
from ..core.state import GameState, TurnView
from .answers import (
    Refused,
    faces_key,
    parse_faces,
    parse_rethrow,
    parse_yes_no,
    rethrow_key,
    yes_no_key,
)
from .questions import Questions
from .terminal import Terminal
from .wrap import columns

if TYPE_CHECKING:
    from ..analysis.analyst import Analyst
    from ..analysis.reasons import Reason
    from ..strategies.worth import Option, Weighing
    from .cards import CardFace, Reveal, TrainingEnd

#: A console's table: the handler that shows each type of event, by the type.
Shows = Mapping[type, Callable[[Any], None]]


class Standing(NamedTuple):
    """A person's record against one computer, over every game kept."""

    person: str
    #: The computer's level, or its bot's ``module:factory``.
    opponent: str
    played: int
    won: int
    lost: int
    #: The person's average place in those games' rankings (all of them).
    average_place: float


class Work(Enum):
    """What a player may be kept waiting for (:meth:`Console.say_working`)."""

    #: A computer seat choosing which dice to throw again.
    DECISION = "decision"
    #: Every choice of a turn weighed by the expert: the advice, the tutor, the analysis.
    WEIGHING = "weighing"


def unshown(event: Event) -> None:
    """The handler of an event the console does not show: what it leaves on
    the table is recalled (:meth:`Console.recall`), nothing more."""


def dice_words(positions: Sequence[int]) -> str:
    """'le dé 3', 'les dés 1 et 3', 'les 3 dés'."""
    if len(positions) == 3:
        return "les 3 dés"
    if len(positions) == 1:
        return f"le dé {positions[0]}"
    return "les dés " + " et ".join(str(p) for p in positions)


class Console(ABC):
    """The part of a console that does not depend on its voice."""

    #: How the prompts read; set by each subclass.
    again_prompt = "Une autre partie ? (o/n) "
    quit_prompt = "Quitter le jeu ? (o/n) "
    tutor_prompt = "Confirmer ce choix ? (o/n) "
    goodbye = "Au revoir."
    #: The line shown when a round's result waits for a key (or Entrée).
    pause_prompt = "Entrée pour continuer. "
    #: Whether the questions taking one key are answered key by key at a keyboard.
    one_key_answers = False

    def __init__(self, terminal: Terminal, rules: Rules, seats: Sequence[Seat],
                 real_dice: bool = False, number_asked: bool = False) -> None:
        self.term = terminal
        self.rules = rules
        self.seats = tuple(seats)
        self.names = tuple(s.name for s in seats)
        #: Dice thrown on the table, their faces typed in.
        self.real_dice = real_dice
        #: Whether the first game's number is the player's to type, where the
        #: console asks for it (none was given: the command drew one).
        self.number_asked = number_asked
        #: The number of the round being played, 0 before the first.
        self.round = 0
        #: The game as the engine last told it: tokens, pot, who is in.
        self.state = GameState.start(rules, len(self.seats))
        self._thrower: tuple[int, tuple[int, ...]] = (0, (1, 2, 3))
        #: The questions of the game, and those of a card of the training:
        #: the same but for "quit?", the training's.
        self.questions = Questions(terminal, self.one_key_answers, self.quit_prompt,
                                   self.pause_prompt, self.show_help, self.refuse)
        self.card_questions = Questions(terminal, self.one_key_answers, self.card_quit_prompt,
                                        self.pause_prompt, self.show_help, self.refuse)
        if self.questions.by_keys:
            terminal.expect_keys()
        self.shows = self.table()

    @abstractmethod
    def table(self) -> Shows:
        """What each event of the engine shows: every type of
        :mod:`penel421.core.events`, with its handler (:func:`unshown` for
        an event this console does not show); a type missing from it is an
        error, not a screen gone silent."""

    # --- asking -------------------------------------------------------------

    def pause(self) -> None:
        """Wait for a key (Entrée where answers are lines) with
        :attr:`pause_prompt`, so that what is on screen is seen."""
        self.questions.pause()

    def ask_rethrow(self, view: TurnView,
                    hint: Callable[[], None] | None = None) -> tuple[int, ...]:
        """A person's RELANCER answer for the turn ``view`` shows; ``?`` calls
        ``hint`` (the expert's advice)."""
        return self.questions.ask(self.rethrow_prompt(view), parse_rethrow, hint=hint,
                                  press=rethrow_key)

    # --- the training: a card asked as the game asks ----------------------

    #: "quit?" during the training (:attr:`card_questions`).
    card_quit_prompt = "Quitter l'entraînement ? (o/n) "

    def ask_card(self, view: TurnView) -> tuple[int, ...]:
        """The answer to a card showing ``view``, asked as the game asks at
        RELANCER, with the same keys; ``?`` gives no advice during a card:
        it says that the answer comes after the player's (:meth:`say_no_advice`);
        ``q`` offers to quit the training."""
        return self.card_questions.ask(self.rethrow_prompt(view), parse_rethrow,
                                       hint=self.say_no_advice, press=rethrow_key)

    @abstractmethod
    def show_training_start(self, count: int, own: int) -> None:
        """Say what the training is: ``count`` cards, ``own`` of them from
        the player's games, and how to answer."""

    @abstractmethod
    def show_card(self, face: CardFace) -> None:
        """Show a card's position as the game showed it, up to its RELANCER."""

    @abstractmethod
    def say_no_advice(self) -> None:
        """``?`` during a card: no advice, the answer comes after the player's."""

    @abstractmethod
    def show_reveal(self, reveal: Reveal) -> None:
        """A card's grade: right or its loss, the best choice and its figure,
        the choice made in the game, the reason where there is one, and when
        the card comes back."""

    @abstractmethod
    def show_training_end(self, end: TrainingEnd) -> None:
        """The results of a training session."""

    def confirm_tutor(self, weighing: Weighing, chosen: Option, dice: Sequence[int],
                      reason: Reason | None = None) -> bool:
        """``--tuteur``: what the ``chosen`` answer loses, the better choice
        and why it is better, then whether the person keeps it (O/N)."""
        self.say_tutor(weighing, chosen, dice, reason)
        return self.questions.ask_plain(self.tutor_prompt, parse_yes_no, yes_no_key)

    def ask_faces(self, count: int) -> tuple[int, ...]:
        """The faces of real dice, for the player and positions now throwing;
        key by key where the console's answers are (each face a key, the
        answer taken at the last one), else a line."""
        seat, positions = self._thrower
        return self.questions.ask(self.faces_prompt(seat, positions),
                                  lambda text: parse_faces(text, count), press=faces_key(count))

    def game_number(self, number: int | None) -> int | None:
        """The first game's number: ``number``, as given (None: real dice);
        a console that lets the player type it (:attr:`number_asked`) may
        ask for it instead."""
        return number

    def ask_again(self) -> bool:
        """Whether to play another game."""
        return self.questions.ask(self.again_prompt, parse_yes_no, press=yes_no_key)

    def dice_line(self, dice: Sequence[int]) -> str:
        """The dice at their positions, as the player names them: 1:[4] 2:[2] 3:[1]."""
        return " ".join(f"{p}:[{self.term.paint(str(d), 'die')}]"
                        for p, d in enumerate(dice, start=1))

    # --- listening ----------------------------------------------------------

    def __call__(self, event: Event) -> None:
        """Show ``event`` (after remembering it)."""
        if isinstance(event, RoundStarted):
            if event.number > 1 and not self.questions.asked and self.term.at_keyboard:
                self.pause()  # nobody was asked anything: the last result is seen first
            self.questions.asked = False
        self.recall(event)
        self.shows[type(event)](event)

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
            if self.seats[event.seat].human:
                self.questions.asked = True
        elif isinstance(event, Thrown) and self.real_dice:
            self.questions.asked = True  # its faces were typed in

    def replayed(self, event: Event) -> None:
        """Show ``event`` of a kept game as the screen showed it when it was
        played: what a person typed (an answer at RELANCER, the faces of
        real dice) after its question, as it was echoed."""
        if isinstance(event, Thrown) and self.real_dice:
            faces = "".join(str(event.dice[position - 1]) for position in event.rethrown)
            self.term.say(self.faces_prompt(event.seat, event.rethrown) + faces)
        self(event)
        if isinstance(event, Chose) and self.seats[event.seat].human:
            self.term.say(self.rethrow_prompt(event.view) + self.typed(event.rethrow))

    def opener_chosen(self, opener: int) -> None:
        """A kept game shown again from its start: the choice of its first
        opener, where the console asks for it, as it was answered."""
        return None

    # --- a wait -------------------------------------------------------------

    def say_working(self, work: Work, view: TurnView) -> str:
        """Say what is being worked out for the turn ``view`` shows while the
        player waits, on the line the cursor is on (every line a console
        shows ends before such a wait), until :meth:`end_working` rubs it
        out; only where it can be rubbed out, on a terminal, so that a
        pipe's transcript never has it.  What was said ("" for nothing)."""
        if not self.term.rubs_out:
            return ""
        said = self.working_words(work, view)[:columns(self.term.out) - 1]
        self.term.write("\r" + said)
        return said

    def end_working(self, said: str) -> None:
        """Rub out what :meth:`say_working` said: the whole line, with what
        the terminal echoed after it meanwhile (a key typed, ``^C``)."""
        if said:
            self.term.write("\r" + " " * max(len(said), columns(self.term.out) - 1) + "\r")

    def working_words(self, work: Work, view: TurnView) -> str:
        """What is being worked out, in the console's voice."""
        return "..."

    # --- the console's own voice -------------------------------------------

    def notice(self, text: str) -> None:
        """A message of penel421 about the session (the journal's: a game
        not finished, not kept, resumed), cut between words at the
        terminal's width."""
        from .wrap import columns, fit

        for line in fit(text, columns(self.term.out), "  "):
            self.term.say(line)

    def say_kept(self, command: str) -> None:
        """The session is left in the middle of a game that is kept: the
        ``command`` that continues it (on one line, to be copied whole)."""
        from .wrap import glued

        self.notice(f"Partie gardée : {glued(*command.split(' '))} la continue.")

    @abstractmethod
    def welcome(self, number: int | None) -> None:
        """Say what the game is, once per session that starts with game
        ``number`` (None: real dice)."""

    @abstractmethod
    def game_starts(self, number: int | None) -> None:
        """Say that game ``number`` starts (None: real dice)."""

    def choose_opener(self) -> int:
        """The seat that opens the first round of a game."""
        return 0

    @abstractmethod
    def show_score(self, losses: Sequence[int]) -> None:
        """The games lost by each seat in this session, between games."""

    @staticmethod
    def typed(rethrow: Sequence[int]) -> str:
        """An answer at RELANCER as a player types it: the positions, or 0."""
        return answer_of(rethrow)

    #: Whether the end of a game shows each person's errors (:meth:`show_errors`).
    shows_errors = False

    def show_errors(self, analyst: Analyst, kept_as: int | None) -> None:
        """At the end of a game, each person's errors and loss, and the command
        that shows the whole analysis (``kept_as``: the game's number in the
        journal, None if it is not kept); only where :attr:`shows_errors`."""
        return None

    def show_records(self, standings: Sequence[Standing]) -> None:
        """Each person's record against the computers at the table, at the end
        of a session; a console that has no room for it says nothing."""
        return None

    @abstractmethod
    def show_help(self) -> None:
        """The commands and a summary of the rules in play."""

    @abstractmethod
    def refuse(self, refusal: Refused) -> None:
        """Show why an answer was refused, and that ``aide`` helps."""

    @abstractmethod
    def say_advice(self, advice: Advice) -> None:
        """Show the expert's advice (see :mod:`penel421.analysis.advice`)."""

    @abstractmethod
    def say_tutor(self, weighing: Weighing, chosen: Option, dice: Sequence[int],
                  reason: Reason | None = None) -> None:
        """``--tuteur``: what the ``chosen`` answer loses, the best choice and
        why (``reason``, :mod:`penel421.analysis.reasons`)."""

    @abstractmethod
    def rethrow_prompt(self, view: TurnView) -> str:
        """The RELANCER prompt for a human's turn."""

    @abstractmethod
    def faces_prompt(self, seat: int, positions: tuple[int, ...]) -> str:
        """The prompt asking for real dice thrown by ``seat``."""
