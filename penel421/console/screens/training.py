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

from typing import TYPE_CHECKING

from ..answers import parse_rethrow, rethrow_key
from ..cards import CardFace, Reveal, TrainingEnd
from ..questions import Questions
from ..voices import Voice
from .game import GameScreen

if TYPE_CHECKING:
    from ...core.state import TurnView


def when_again(reveal: Reveal) -> str:
    """When a card comes back, in words."""
    streak, due_in = reveal.streak, reveal.due_in
    if due_in is None:
        return f"Carte apprise : juste {streak} fois de suite."
    when = "demain" if due_in == 1 else f"dans {due_in} jours"
    if not streak:
        return f"À revoir {when}."
    return f"À revoir {when} ({streak}/{reveal.needed} de suite)."


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

    def show_training_start(self, count: int, own: int) -> None:
        """Say what the training is: ``count`` cards, ``own`` of them from
        the player's games, and how to answer."""
        self.words.start_title()
        self.words.cards(count, own)
        self.words.how_to_answer()

    def show_card(self, face: CardFace) -> None:
        """Show a card's position as the game showed it, up to its RELANCER."""
        self.voice.say()
        self.words.card_title(face.number, face.of)
        if face.source is None:
            self.voice.say("Carte de départ.")
        else:
            seen = f" (vue {face.seen} fois)" if face.seen > 1 else ""
            self.voice.say(f"De la partie {face.source} du journal, manche {face.round}{seen}.")
        self.game.show_position(face)

    def ask_card(self, view: TurnView) -> tuple[int, ...]:
        """The answer to a card showing ``view``, asked as the game asks at
        RELANCER, with the same keys; ``?`` gives no advice during a card:
        it says that the answer comes after the player's (:meth:`say_no_advice`)."""
        return self.questions.ask(self.voice.rethrow_prompt(view), parse_rethrow,
                                  hint=self.say_no_advice, press=rethrow_key)

    def say_no_advice(self) -> None:
        """``?`` during a card: no advice, the answer comes after the player's."""
        self.words.no_advice()

    def show_reveal(self, reveal: Reveal) -> None:
        """A card's grade: right or its loss, the best choice and its figure,
        the choice made in the game, the reason where there is one, and when
        the card comes back."""
        words = self.words
        if reveal.right and reveal.loss <= 0.0:
            words.best()
        elif reveal.right:
            words.near(reveal.scale, reveal.loss)
        else:
            words.missed(reveal.scale, reveal.loss)
        words.choices_heading()
        words.choice("Votre choix", reveal.chosen, reveal.rethrow, reveal.scale)
        if reveal.loss > 0.0:
            words.choice("Meilleur", reveal.best, reveal.best.rethrow(reveal.dice), reveal.scale)
        words.then("Un débutant" if reveal.starter else "En partie", reveal)
        if reveal.reason is not None:  # the why, where the program has one
            words.reason(reveal.reason)
        words.detail(when_again(reveal))

    def show_training_end(self, end: TrainingEnd) -> None:
        """The results of a training session: right answers, what the cards
        lost against the games, the cards due tomorrow and those learnt."""
        words = self.words
        self.voice.say()
        words.end_title(end.right, end.asked)
        for tally in end.tallies:
            now, then = words.lost(tally.scale, tally.now, tally.then)
            if tally.starter:
                words.detail(f"Cartes de départ : {now}, contre {then} pour un débutant.")
            else:
                words.detail(f"Vos cartes : {now}, contre {then} en partie.")
        words.detail(f"À revoir demain : {words.count(end.due_tomorrow, 'carte')}.",
                     f"Apprises en tout : {words.count(end.mastered, 'carte')}.")
