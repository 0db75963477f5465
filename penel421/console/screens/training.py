"""The training on screen: each card asked as its game asks, then graded.

The training (:mod:`penel421.learn.drill`) asks a card on the console of
its game: the card's title and where it comes from, then the position as
the game showed it up to its RELANCER (the game's own screen draws it,
:meth:`~.game.GameScreen.show_position`), asked with the game's keys; then
the grade (:class:`~penel421.console.cards.Reveal`) and, at the end, the
session's results (:class:`~penel421.console.cards.TrainingEnd`).  Each of
these screens is written once here, each piece said in the voice of the
card's game (:class:`~penel421.console.voices.TrainingWords`).  A card has
its own questions: ``q`` offers to quit the training, ``?`` gives no advice
(the answer comes after the player's).
"""

from __future__ import annotations

from datetime import timedelta
from typing import TYPE_CHECKING

from ...analysis.reason_text import same
from ..answers import parse_rethrow, rethrow_key
from ..cards import CardFace, Reveal, TrainingEnd
from ..french import of
from ..questions import Questions
from ..voices import Voice
from ..wrap import GLUE
from .game import GameScreen

if TYPE_CHECKING:
    from ...core.state import TurnView


def when_again(reveal: Reveal) -> str:
    """When a card comes back, in words: how many more right answers, when."""
    when = in_words(reveal.due_in)
    if reveal.reasked:
        if reveal.again:
            return "Elle revient encore plus loin dans cette séance."
        return (f"Son calendrier reste celui de votre première réponse : elle revient "
                f"{when}.")
    if reveal.practice:
        return (f"Elle n'était pas à revoir : son calendrier ne change pas, elle revient "
                f"{when}.")
    first = "Elle revient plus loin dans cette séance, puis" if reveal.again else "À revoir"
    if reveal.learnt:
        return f"Apprise : à revoir {when}." if not reveal.again else f"{first} {when}."
    more = len(reveal.to_learn)
    if more <= 1:
        return f"{first} {when} : juste alors, elle sera apprise."
    later = ", puis ".join(in_words(step) for step in reveal.to_learn[1:])
    return (f"{first} {when} : juste alors et encore {more - 1} fois ({later}), elle sera "
            "apprise.")


def in_words(span: timedelta) -> str:
    """A wait in words: « dans 10 minutes », « dans 3 heures », « dans 12 jours »."""
    seconds = max(0, round(span.total_seconds()))
    if seconds < 60:
        return "tout de suite"
    for unit, size in (("minute", 60), ("heure", 3600), ("jour", 86400)):
        count = round(seconds / size)
        if unit == "jour" or count < (60 if unit == "minute" else 24):
            return f"dans {count}{GLUE}{unit}{'s' if count > 1 else ''}"
    raise AssertionError(seconds)  # the days take any wait


def whose(name: str) -> str:
    """Whose position a card is, in words: « Votre position » for the one
    person of a table (« Vous »), else « Position d'Alice »."""
    return "Votre position" if name.casefold() == "vous" else f"Position {of(name)}"


class TrainingScreen:
    """The training's screens at the table ``game`` shows, in ``voice``;
    its questions asked through ``questions``, the training's own."""

    def __init__(self, voice: Voice, game: GameScreen, questions: Questions) -> None:
        self.voice, self.words = voice, voice.training
        self.game = game
        self.questions = questions
        self.goodbye = voice.goodbye

    def pause(self) -> None:
        """Wait for a key, so that the last reveal is read before the next card."""
        self.questions.pause()

    def show_training_start(self, count: int, own: int, person: str | None = None) -> None:
        """Say what the training is: ``count`` cards, ``own`` of them from
        the player's games, and how to answer; and whose session it is, where
        penel421 chose it (``person``, the last who played)."""
        self.words.start_title()
        self.words.cards(count, own)
        if person is not None:
            self.voice.say(f"Séance de {person}, la dernière personne qui a joué avec ce "
                           "journal (--joueur NOM pour une autre).")
        self.words.how_to_answer()

    def show_card(self, face: CardFace) -> None:
        """Show a card's position as the game showed it, up to its RELANCER."""
        self.voice.say()
        self.words.card_title(face.number, face.of, face.again)
        if face.source is None:
            self.voice.say("Carte de départ.")
        else:
            seen = f" (vue {face.seen} fois)" if face.seen > 1 else ""
            where = f"de la partie {face.source} du journal, manche {face.position.round}{seen}."
            self.voice.say(f"{whose(face.person)}, {where}" if face.person is not None
                           else where[0].upper() + where[1:])
        self.game.show_position(face.position)

    def ask_card(self, view: TurnView) -> tuple[int, ...]:
        """The answer to a card showing ``view``, asked as the game asks at
        RELANCER, with the same keys; ``?`` gives no advice during a card:
        it says that the answer comes after the player's (:meth:`say_no_advice`).
        After the training's help, the card's dice again, as in a game."""
        return self.questions.ask(self.voice.rethrow_prompt(view), parse_rethrow,
                                  hint=self.say_no_advice, press=rethrow_key,
                                  again=lambda: self.game.dice_again(view.dice))

    def say_no_advice(self) -> None:
        """``?`` during a card: no advice, the answer comes after the player's."""
        self.words.no_advice()

    def show_reveal(self, reveal: Reveal) -> None:
        """A card's grade: right or its loss, the best choice and its figure,
        the choice made in the game, the reason where there is one, and when
        the card comes back."""
        words, decision = self.words, reveal.decision
        scale, loss = decision.scale, decision.loss
        # a loss that does not show at the losses' precision is none: the best
        equal = loss <= 0.0 or same(scale, loss)
        if decision.right and equal:
            words.best()
        elif decision.right:
            words.near(scale, loss)
        else:
            words.missed(scale, loss)
        words.choices_heading()
        words.choice("Votre choix", decision.chosen, decision.rethrow, scale)
        if not equal:
            words.choice("Meilleur", decision.best, decision.best_rethrow, scale)
        words.then("Un débutant" if reveal.starter else "En partie", reveal.then)
        if decision.reason is not None:  # the why, where the program has one
            words.reason(decision.reason)
        words.detail(when_again(reveal))

    def show_training_end(self, end: TrainingEnd) -> None:
        """The results of a training session: right answers, what the cards
        lost against the games, the cards due tomorrow and those learnt."""
        words = self.words
        self.voice.say()
        words.end_title(end.right, end.asked)
        for tally in end.tallies:
            now, then = words.lost(tally.scale, tally.now.loss, tally.then.loss)
            if tally.starter:
                words.detail(f"Cartes de départ : {now}, contre {then} pour un débutant.")
            else:
                words.detail(f"Vos cartes : {now}, contre {then} en partie.")
        words.detail(f"À revoir d'ici demain : {words.count(end.due_tomorrow, 'carte')}.",
                     f"Apprises en tout : {words.count(end.learnt, 'carte')}.")
