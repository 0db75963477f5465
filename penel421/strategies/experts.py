"""The expert level: the strongest player of each game, and what it knows.

An :class:`Expert` plays (``rethrow``) and says what every choice of a
turn is worth (``worth``, :mod:`.worth`): the one evaluation that the
advice, the tutor, the analysis and the training read.  Which expert plays
which game is this layer's own table, by the game's name: the 1987 game is
solved whole (:mod:`.expert1987`); the pascal game is solved whole with two
players left, and played round by round, subgame-perfect, for the fewest
jetons with more (:mod:`.expert_pascal`).  Each is imported the first time
its game asks for it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Protocol

from ..core.hands import Hand
from ..core.rules import Rules
from ..core.state import GameState, TurnView
from ..core.variant import Variant
from .worth import Scale, TurnWorth


class Expert(Protocol):
    """The strongest player of a game, and its judgement of every choice."""

    def rethrow(self, view: TurnView) -> tuple[int, ...]:
        """The positions to throw again; empty to keep the hand."""

    def worth(self, view: TurnView) -> TurnWorth:
        """Every choice of the turn ``view`` shows, with its figures (its dice
        and throws do not matter: a whole turn is weighed)."""

    def scale(self, rules: Rules, state: GameState) -> Scale:
        """The scale the turns of a round from ``state`` are weighed on."""

    def barrage_chances(self, state: GameState, opener_hand: Hand | None) -> Sequence[float]:
        """During a barrage of the round from ``state`` (a game with barrages):
        the opener's chance of winning the game by the second player's barrage
        hand, the opener's being ``opener_hand``; with None, by the opener's
        barrage hand, before the second throws."""


def _expert_1987(rules: Rules) -> Expert:
    # each game's expert only: a table loads one solver (17 ms, 19 ms the other)
    from .expert1987 import Expert1987

    return Expert1987()


def _expert_pascal(rules: Rules) -> Expert:
    from .expert_pascal import ExpertPascal  # this game's expert only, as above

    return ExpertPascal()


#: The expert of each game.
EXPERTS: dict[Variant, Callable[[Rules], Expert]] = {
    Variant.GAME_1987: _expert_1987,
    Variant.PASCAL: _expert_pascal,
}


def make_expert(rules: Rules) -> Expert:
    """A new expert for a seat of a game under ``rules``."""
    return EXPERTS[rules.variant](rules)


@lru_cache(maxsize=16)
def expert_for(rules: Rules) -> Expert:
    """The expert whose judgement weighs the turns under ``rules`` (one per
    rule set, shared: its figures are remembered between games)."""
    return make_expert(rules)
