"""The voices of the consoles: how each game speaks at its table.

A voice is the words, the capitals, the width and the prompts of one game:
the 1987 one (:mod:`.game1987`, the listing's capitals within 40 columns)
or the pascal one (:mod:`.pascal`, ordinary French at the terminal's
width).  The screens (:mod:`penel421.console.screens`) are written once
and say what they show in the voice of the game: what a voice must say for
each of them is declared here, a piece at a time (:class:`AdviceWords`,
:class:`TrainingWords`), so that a voice that lacks one cannot be made.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from enum import Enum
from typing import TYPE_CHECKING

from ...core.choice import typed_answer
from ...core.rules import Rules
from ...core.seat import Seat
from ...core.state import Phase, TurnView
from ..wrap import columns, fit, glued

if TYPE_CHECKING:
    from ...analysis.advice import Advice
    from ...analysis.decision import Decision
    from ...analysis.reason_text import Reason
    from ...strategies.worth import Option, Scale, Weighing
    from ..answers import Refused
    from ..terminal import Terminal


class Work(Enum):
    """What a player may be kept waiting for (:meth:`Voice.working_words`)."""

    #: A computer seat choosing which dice to throw again.
    DECISION = "decision"
    #: Every choice of a turn weighed by the expert: the advice, the tutor, the analysis.
    WEIGHING = "weighing"


def dice_words(positions: Sequence[int]) -> str:
    """'le dé 3', 'les dés 1 et 3', 'les 3 dés'."""
    if len(positions) == 3:
        return "les 3 dés"
    if len(positions) == 1:
        return f"le dé {positions[0]}"
    return "les dés " + " et ".join(str(p) for p in positions)


class Voice(ABC):
    """How a game speaks to the people at one table: its prompts, how a
    sentence is set on its screen, how an answer is typed, and its words for
    each screen (:attr:`advice`, :attr:`training`)."""

    again_prompt = "Une autre partie ? (o/n) "
    quit_prompt = "Quitter le jeu ? (o/n) "
    #: "quit?" during the training: the training's, not the game's.
    training_quit_prompt = "Quitter l'entraînement ? (o/n) "
    tutor_prompt = "Confirmer ce choix ? (o/n) "
    goodbye = "Au revoir."
    #: The line shown when a round's result waits for a key (or Entrée).
    pause_prompt = "Entrée pour continuer. "
    #: The line the screen waits on when it is full of what was not seen yet
    #: (:mod:`penel421.console.pager`): more follows.
    more_prompt = "— La suite : Entrée — "
    #: Whether the questions taking one key are answered key by key at a keyboard.
    one_key_answers = False
    #: Whether the end of a game shows each person's errors, and the end of a
    #: session each person's record: where the game's screen has room for them.
    shows_errors = False
    shows_records = False

    #: The voice's words for the advice and the tutor, and for the training.
    advice: AdviceWords
    training: TrainingWords

    def __init__(self, terminal: Terminal, rules: Rules, seats: Sequence[Seat],
                 real_dice: bool = False) -> None:
        self.term = terminal
        self.rules = rules
        self.seats = tuple(seats)
        self.names = tuple(s.name for s in seats)
        #: Dice thrown on the table, their faces typed in.
        self.real_dice = real_dice

    @abstractmethod
    def say(self, text: str = "", indent: str = "", style: str | None = None) -> None:
        """A sentence of penel421's own, cut between words at the voice's
        width, in ``style``; the lines after the first start ``indent``
        further in, where the voice indents as the text asks."""

    @staticmethod
    def typed(rethrow: Sequence[int]) -> str:
        """An answer at RELANCER as a player types it: the positions, or 0."""
        return typed_answer(rethrow)

    def dice_line(self, dice: Sequence[int]) -> str:
        """The dice at their positions, as the player names them: 1:[4] 2:[2] 3:[1]."""
        return " ".join(f"{p}:[{self.term.paint(str(d), 'die')}]"
                        for p, d in enumerate(dice, start=1))

    def notice(self, text: str) -> None:
        """A message of penel421 about the session (the journal's: a game
        not finished, not kept, resumed), cut between words at the
        terminal's width."""
        for line in fit(text, columns(self.term.out), "  "):
            self.term.say(line)

    def say_kept(self, command: str) -> None:
        """The session is left in the middle of a game that is kept: the
        ``command`` that continues it (on one line, to be copied whole)."""
        self.notice(f"Partie gardée : {glued(*command.split(' '))} la continue.")

    def say_analysed(self, kept: Sequence[tuple[int | None, str]]) -> None:
        """After the goodbye, the command that shows each game of the session
        the journal ``kept`` (its tirage, that command) weighed by the expert;
        nothing where the end of each game already said it (:attr:`shows_errors`)."""
        if self.shows_errors:
            return
        for _, command in kept:
            self.notice(f"L'analyse de l'expert : {glued(*command.split(' '))}")

    def working_words(self, work: Work, view: TurnView) -> str:
        """What is being worked out for the turn ``view`` shows while the
        player waits."""
        return "..."

    @abstractmethod
    def show_help(self) -> None:
        """The commands and a summary of the rules in play."""

    @abstractmethod
    def refuse(self, refusal: Refused) -> None:
        """Show why an answer was refused, and that ``aide`` helps."""

    @abstractmethod
    def rethrow_prompt(self, view: TurnView) -> str:
        """The RELANCER prompt for a human's turn."""

    @abstractmethod
    def faces_prompt(self, seat: int, positions: tuple[int, ...]) -> str:
        """The prompt asking for real dice thrown by ``seat``."""


class AdviceWords(ABC):
    """What a voice says of the expert's advice and of the tutor's warning
    (:mod:`penel421.console.screens.advice` says them in this order)."""

    @abstractmethod
    def advice(self, rethrow: Sequence[int], words: str) -> None:
        """The advice itself: what to type, and the choice in words."""

    @abstractmethod
    def chances(self, advice: Advice, phase: Phase) -> None:
        """What the advised choice gives: the round's chances (in pascal,
        with the jetons of the ``phase``), the game's where they are known."""

    @abstractmethod
    def cost(self, scale: Scale, best: Option, chosen: Option) -> None:
        """``--tuteur``: what the ``chosen`` answer loses against the ``best``."""

    @abstractmethod
    def better(self, rethrow: Sequence[int], words: str) -> None:
        """``--tuteur``: the better choice, typed and in words."""

    @abstractmethod
    def confirming(self, rethrow: Sequence[int], words: str) -> None:
        """``--tuteur``: the choice being confirmed, typed and in words
        (said again under the dice after the help)."""

    @abstractmethod
    def reason(self, reason: Reason, style: str) -> None:
        """Why the best choice is best (:mod:`penel421.analysis.reasons`), in ``style``."""

    @abstractmethod
    def every_choice(self, weighing: Weighing, dice: Sequence[int]) -> None:
        """``?`` again: every choice, best first, with what it is worth and
        what it loses against the best (as GNU Backgammon's hint list)."""

    @abstractmethod
    def every_choice_hint(self) -> None:
        """One short line after the advice: ``?`` (again) lists every choice."""


#: The training's own help, a paragraph a line.
TRAINING_HELP = (
    "Entraînement : chaque carte est une position d'une partie gardée (ou du paquet de "
    "départ, les positions où un débutant perd le plus), montrée comme la partie l'a montrée.",
    "Répondez comme en partie : les numéros des dés à relancer, ou 0 pour tout garder. "
    "? ne donne pas de conseil pendant une carte : le verdict, le meilleur choix et "
    "pourquoi viennent après votre réponse.",
    "Une carte ratée revient plus loin dans la séance, jusqu'à une réponse juste ; "
    "FSRS, le calendrier d'Anki, la reprogramme selon votre première réponse du jour.",
    "q arrête l'entraînement : chaque réponse donnée est déjà gardée. "
    "penel421 entrainement --bilan montre vos séances et vos cartes.",
)


class TrainingWords(ABC):
    """What a voice says of the training, a piece at a time
    (:mod:`penel421.console.screens.training` says them in order)."""

    @abstractmethod
    def start_title(self) -> None:
        """The training's title, at its start."""

    @abstractmethod
    def cards(self, count: int, own: int) -> None:
        """How many cards the session asks, and where they come from
        (``own`` of them from the player's games, the others from the
        starter deck)."""

    @abstractmethod
    def how_to_answer(self) -> None:
        """How to answer a card."""

    def show_help(self) -> None:
        """The training's own help (``h`` or ``aide`` during a card): what a
        card is, how to answer it, what comes after, how to leave."""
        for paragraph in TRAINING_HELP:
            self.say_help(paragraph)

    @abstractmethod
    def say_help(self, paragraph: str) -> None:
        """One paragraph of the training's help, in the voice."""

    @abstractmethod
    def card_title(self, number: int, of: int, again: bool = False) -> None:
        """The title of card ``number`` of the session's ``of`` (``again``:
        asked again after a miss)."""

    @abstractmethod
    def no_advice(self) -> None:
        """``?`` during a card: no advice, the answer comes after the player's."""

    @abstractmethod
    def best(self) -> None:
        """The grade of an answer that is the best choice."""

    @abstractmethod
    def near(self, scale: Scale, loss: float) -> None:
        """The grade of an answer right within less than an imprecision."""

    @abstractmethod
    def missed(self, scale: Scale, loss: float) -> None:
        """The grade of a wrong answer: what it costs, and its mark."""

    @abstractmethod
    def choices_heading(self) -> None:
        """What the figures of the choices below are, where the voice says it."""

    @abstractmethod
    def choice(self, label: str, option: Option, rethrow: Sequence[int], scale: Scale) -> None:
        """One choice of the reveal (``label``: 'Votre choix', 'Meilleur'):
        what is typed, in words, its figure."""

    @abstractmethod
    def then(self, label: str, then: Decision) -> None:
        """The choice made in the game (a beginner's, for the starter deck),
        under ``label``."""

    @abstractmethod
    def reason(self, reason: Reason) -> None:
        """Why the best choice is best, under the choices."""

    @abstractmethod
    def detail(self, *sentences: str) -> None:
        """Sentences under the reveal's or the end's choices and figures
        (the listing says each on its own, the pascal screen as one)."""

    @abstractmethod
    def count(self, count: int, word: str) -> str:
        """'1 carte', '3 cartes', as the voice writes a number and its word."""

    @abstractmethod
    def lost(self, scale: Scale, now: float, then: float) -> tuple[str, str]:
        """What a session's cards lost ``now`` and ``then``, each in words."""

    @abstractmethod
    def end_title(self, right: int, asked: int) -> None:
        """The title of the training's end, with the right answers."""
