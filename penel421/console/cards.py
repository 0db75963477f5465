"""What a console shows of a card of the training, as plain values.

The training (:mod:`penel421.learn.drill`) asks a card on the console of
its game, as the game asked it: the console shows the position
(:class:`CardFace`) with the game's own words and asks with the game's own
keys, then reveals the grade (:class:`Reveal`) and, at the end, the
session's results (:class:`TrainingEnd`), each written once by
:mod:`penel421.console.screens.training`.  Nothing of the grade is in a
:class:`CardFace`: no figure, no answer shows before the player's.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from typing import NamedTuple

from ..analysis.decision import Decision
from ..analysis.figures import Figures
from ..core.state import TurnView
from ..strategies.worth import Scale


@dataclass(frozen=True)
class Position:
    """A decision as the player saw it: its view, and what the screen showed
    with it (the journal keeps it as JSON: :mod:`penel421.learn.positions`)."""

    view: TurnView
    #: Each seat's name, and the seats people played.
    names: tuple[str, ...]
    people: tuple[int, ...]
    #: The round's number in its game.
    round: int
    #: The dice each hand of ``view.played`` showed, in the same order.
    shown: tuple[tuple[int, ...], ...]

    @property
    def game(self) -> str:
        """The game's name, as the training store keeps it."""
        return self.view.rules.variant.label


class CardFace(NamedTuple):
    """A card before it is answered: where it stands in the session, and the
    position as the game showed it."""

    number: int  # its place in the session, from 1
    of: int  # the cards of the session
    position: Position
    source: int | None  # its game's number in the journal; None: the starter deck
    seen: int  # how many times the position was met in games
    again: bool = False  # asked again in the session, after a miss
    #: Whose position it is, where the players choose who sits (None: the
    #: one person of a fixed table, or the starter deck).
    person: str | None = None


class Reveal(NamedTuple):
    """A card answered: its grade, from the one weighing of its decision."""

    #: The answer typed now, weighed, with why the best choice is best
    #: where the program has a reason.
    decision: Decision
    then: Decision  # the answer given in the game (starter deck: a beginner's)
    starter: bool
    due_in: timedelta  # before the card is due again
    learnt: bool  # past its learning steps
    #: Not learnt: before each right answer that would make it so, the last
    #: making it learnt.
    to_learn: tuple[timedelta, ...]
    practice: bool  # the card was not due, or asked again: its schedule did not move
    again: bool  # missed: it comes back in this session
    reasked: bool  # asked again in the session, after a miss


class Tally(NamedTuple):
    """What a session's cards of one scale and one kind lost, now and then:
    the totals of the same decisions, answered twice, on the card's scale."""

    starter: bool  # cards of the starter deck (then: a beginner's choice)
    now: Figures  # the answers of the session, a decision per card
    then: Figures  # the same positions in the games (starter deck: a beginner's)

    @property
    def scale(self) -> Scale:
        """The scale of its cards."""
        return self.now.scale


class TrainingEnd(NamedTuple):
    """The end of a training session."""

    asked: int
    right: int
    tallies: tuple[Tally, ...]
    due_tomorrow: int  # cards due by this time tomorrow
    learnt: int  # cards learnt so far

