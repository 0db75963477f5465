"""The expert's advice and the tutor's warning, said in the voice of the game.

With ``--hints`` or at ``?``, the advice: what to type and the choice in
words, what it gives (the round's chances, the game's where they are
known), and why it is best where the program has a reason.  With
``--tuteur``, an answer that is an error: what it costs, the better choice
and why, then whether the person keeps it.  Every figure comes from the
turn's one weighing (:mod:`penel421.analysis.weigh`); each piece is said
in the voice's words (:class:`~penel421.console.voices.AdviceWords`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..answers import parse_yes_no, yes_no_key
from ..questions import Questions
from ..voices import Voice
from .game import GameScreen

if TYPE_CHECKING:
    from ...analysis.advice import Advice
    from ...analysis.decision import Decision
    from ...strategies.worth import Weighing


class AdviceScreen:
    """The advice and the tutor at the table ``game`` shows, in ``voice``;
    the tutor's question asked through ``questions``."""

    def __init__(self, voice: Voice, game: GameScreen, questions: Questions) -> None:
        self.voice, self.words = voice, voice.advice
        self.game = game
        self.questions = questions

    def say_advice(self, advice: Advice) -> None:
        """Show the expert's advice (see :mod:`penel421.analysis.advice`)."""
        self.words.advice(advice.rethrow, advice.words)
        self.words.chances(advice, self.game.state.phase)
        if advice.reason is not None:
            self.words.reason(advice.reason, "title")
        # ? once more lists every choice: said where the advice is, so that
        # a learner finds the list without the help
        self.words.every_choice_hint()

    def say_every_choice(self, weighing: Weighing, dice: Sequence[int]) -> None:
        """``?`` once more: every choice ranked, with its worth and its loss."""
        self.words.every_choice(weighing, dice)

    def say_tutor(self, decision: Decision) -> None:
        """``--tuteur``: what the answer of ``decision`` loses, the best
        choice and why (its reason, :mod:`penel421.analysis.reasons`)."""
        best = decision.best
        self.words.cost(decision.scale, best, decision.chosen)
        self.words.better(decision.best_rethrow, best.words)
        if decision.reason is not None:
            self.words.reason(decision.reason, "error")

    def confirm_tutor(self, decision: Decision) -> bool:
        """``--tuteur``: what the answer of ``decision`` loses, the better
        choice and why it is better, then whether the person keeps it (O/N)."""
        self.say_tutor(decision)
        chosen, dice = decision.chosen, decision.dice

        def again() -> None:  # the help pushed up what is being confirmed
            self.game.dice_again(dice)
            self.words.confirming(chosen.rethrow(dice), chosen.words)
        # a question of the game like any other: q offers to quit, as everywhere
        return self.questions.ask(self.voice.tutor_prompt, parse_yes_no, press=yes_no_key,
                                  again=again)
