"""The console of a session: one voice, its questions and a screen per subject.

A console is the screen and the keyboard of a session
(:mod:`penel421.play.session` runs the games and decides what to show and
ask).  It is made whole, once: the voice of its game
(:mod:`penel421.console.voices`), the questions it asks through
(:mod:`penel421.console.questions`), and one screen for each subject
(:mod:`penel421.console.screens`): the game's (:attr:`Console.game`: the
engine's events, the questions of a game), the advice and the tutor
(:attr:`Console.advice`), the errors at the end of a game
(:attr:`Console.analysis`), the records at the end of a session
(:attr:`Console.progress`) and the training's cards (:attr:`Console.training`,
with questions of its own: ``q`` quits the training).  What a session and
the commands ask of its game, the console passes to the game's screen.
At every prompt the player may also type ``aide``, ``q`` or ``?``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import ClassVar

from ..core.events import Event
from ..core.rules import Rules
from ..core.seat import Seat
from ..core.state import TurnView
from .questions import Questions
from .screens.advice import AdviceScreen
from .screens.analysis import AnalysisScreen
from .screens.game import GameScreen
from .screens.progress import ProgressScreen, Standing
from .screens.training import TrainingScreen
from .terminal import Terminal
from .voices import Voice, Work
from .wrap import columns

# Standing and Work are where play/session.py and play/waiting.py have always found them
__all__ = ["Console", "Standing", "Work"]


class Console:
    """The console of a session of one game, made whole from its parts.

    Each game's console (:mod:`penel421.console.console1987`,
    :mod:`penel421.console.console_pascal`) names its voice and its game's
    screen; every other screen is the same for all games.
    """

    #: The voice of the console's game, and its game's screen in that voice.
    voice_class: ClassVar[type[Voice]]
    game_class: ClassVar[type[GameScreen]]

    def __init__(self, terminal: Terminal, rules: Rules, seats: Sequence[Seat],
                 real_dice: bool = False, number_asked: bool = False) -> None:
        self.term = terminal
        voice = self.voice = self.voice_class(terminal, rules, seats, real_dice)
        self.goodbye = voice.goodbye
        self.questions = Questions(terminal, voice.one_key_answers, voice.quit_prompt,
                                   voice.pause_prompt, voice.show_help, voice.refuse)
        self.game = self.game_class(voice, self.questions, number_asked)
        self.advice = AdviceScreen(voice, self.game, self.questions)
        self.analysis = AnalysisScreen(voice)
        self.progress = ProgressScreen(voice)
        self.training = TrainingScreen(
            voice, self.game,
            Questions(terminal, voice.one_key_answers, voice.training_quit_prompt,
                      voice.pause_prompt, voice.training.show_help, voice.refuse))
        if self.questions.by_keys:
            terminal.expect_keys()
        # nothing scrolls by unseen: a pause, in the game's words, before a screenful would
        terminal.page(voice.more_prompt, self.questions.by_keys)

    @classmethod
    def typed(cls, rethrow: Sequence[int]) -> str:
        """An answer at RELANCER as the players of the console's game type it."""
        return cls.voice_class.typed(rethrow)

    # --- the game, as the session plays it ---------------------------------

    def __call__(self, event: Event) -> None:
        """Show ``event`` (after remembering it)."""
        self.game.show(event)

    def recall(self, event: Event) -> None:
        """Remember what ``event`` leaves on the table, without showing it."""
        self.game.recall(event)

    def replayed(self, event: Event) -> None:
        """Show ``event`` of a kept game as the screen showed it when it was played."""
        self.game.replayed(event)

    @property
    def round(self) -> int:
        """The number of the round being played, 0 before the first."""
        return self.game.round

    def welcome(self, number: int | None) -> None:
        """Say what the game is, once per session that starts with game ``number``."""
        self.game.welcome(number)

    def game_number(self, number: int | None) -> int | None:
        """The first game's number: ``number``, or the one the player types."""
        return self.game.game_number(number)

    def game_starts(self, number: int | None) -> None:
        """Say that game ``number`` starts (None: real dice)."""
        self.game.game_starts(number)

    def choose_opener(self) -> int:
        """The seat that opens the first round of a game."""
        return self.game.choose_opener()

    def opener_chosen(self, opener: int) -> None:
        """A kept game shown again from its start: the choice of its first opener."""
        self.game.opener_chosen(opener)

    def show_score(self, losses: Sequence[int]) -> None:
        """The games lost by each seat in this session, between games."""
        self.game.show_score(losses)

    def ask_again(self) -> bool:
        """Whether to play another game."""
        return self.game.ask_again()

    def ask_rethrow(self, view: TurnView,
                    hint: Callable[[], None] | None = None) -> tuple[int, ...]:
        """A person's RELANCER answer; ``?`` calls ``hint`` (the expert's advice)."""
        return self.game.ask_rethrow(view, hint)

    def ask_faces(self, count: int) -> tuple[int, ...]:
        """The faces of ``count`` real dice just thrown on the table."""
        return self.game.ask_faces(count)

    # --- a wait -------------------------------------------------------------

    def say_working(self, work: Work, view: TurnView) -> str:
        """Say what is being worked out for the turn ``view`` shows while the
        player waits, on the line the cursor is on (every line a console
        shows ends before such a wait), until :meth:`end_working` rubs it
        out; only where it can be rubbed out, on a terminal, so that a
        pipe's transcript never has it.  What was said ("" for nothing)."""
        if not self.term.rubs_out:
            return ""
        said = self.voice.working_words(work, view)[:columns(self.term.out) - 1]
        self.term.write("\r" + said)
        return said

    def end_working(self, said: str) -> None:
        """Rub out what :meth:`say_working` said: the whole line, with what
        the terminal echoed after it meanwhile (a key typed, ``^C``)."""
        if said:
            self.term.write("\r" + " " * max(len(said), columns(self.term.out) - 1) + "\r")

    # --- penel421's own messages -------------------------------------------

    def notice(self, text: str) -> None:
        """A message of penel421 about the session (the journal's: a game
        not finished, not kept, resumed), in the console's voice."""
        self.voice.notice(text)

    def say_analysed(self, kept: Sequence[tuple[int | None, str]]) -> None:
        """After the goodbye: how to see each game of the session that is
        ``kept`` (its tirage, the command that shows it) weighed by the expert."""
        self.voice.say_analysed(kept)

    def say_kept(self, command: str) -> None:
        """The session is left in the middle of a game that is kept: the
        ``command`` that continues it."""
        self.voice.say_kept(command)
