"""The solved 1987 game as shipped: each state's value and the opener's choices.

The 1987 game's facts for the two-player solver (:data:`GAME`,
:mod:`penel421.solve.duel`): a state's value is the opener's chance of
winning the game; both seats are solved, each its own state; value
iteration.  ``scripts/solve_1987.py`` solves the game and writes
``penel421/data/solved_1987.json``; :func:`load` reads it back for the expert
and the hints.  ``tests/solve/game1987/test_solver1987.py`` checks that it is
the fixed point of the game's equations, so it cannot drift from the rules.
"""

from __future__ import annotations

import zlib
from functools import lru_cache
from importlib import resources

from ...core.hands import ALL_HANDS, Hand
from ...core.rules import RULES_1987, Rules
from ...core.state import GameState
from ..duel.solution import Solution, second_choices_of
from ..duel.solver import HANDS, DuelGame, Goal, states
from ..turn.keeps import INDEX

DATA = "solved_1987.json"
#: The second player's choices for every state and opener's hand (zlib).
SECOND_DATA = "second_1987.bin"
#: How the second player's turn ends against each opener's hand, for every
#: state (:mod:`penel421.solve.duel.replies`).
REPLIES_DATA = "replies_1987.bin"


def _header(rules: Rules) -> dict[str, object]:
    return {"rules": rules.variant.label, "tokens": rules.tokens}


#: The 1987 game's solution: the opener's chance of winning, by seated state.
GAME = DuelGame(goal=Goal.WIN, seated=True, policy_iteration=False,
                values_name="opener_wins", header=_header)


@lru_cache(maxsize=1)
def load() -> Solution:
    """The shipped solution of the 1987 game (written by ``scripts/solve_1987.py``)."""
    text = (resources.files("penel421") / "data" / DATA).read_text("utf-8")
    return Solution.parse(GAME, RULES_1987, text)


#: Bytes per state and opener's hand in the second player's table: one
#: choice (a keep's number + 1, 0 to stop) per hand, for 0, 1, 2 throws left.
SECOND_CHOICES = HANDS * RULES_1987.max_throws


def second_table(solution: Solution) -> bytes:
    """The second player's choices for every state (in solver order) and
    opener's hand (by number): what ``scripts/solve_1987.py`` ships, so that
    the second player's first look at a state is a lookup."""
    return b"".join(second_choices_of(solution.second_play(state, opener_hand))
                    for state in states(GAME, RULES_1987) for opener_hand in ALL_HANDS)


@lru_cache(maxsize=1)
def shipped_second_table() -> bytes:
    """The shipped :func:`second_table` of :func:`load`'s solution."""
    packed = (resources.files("penel421") / "data" / SECOND_DATA).read_bytes()
    return zlib.decompress(packed)


def shipped_second_choices(state: GameState, opener_hand: Hand) -> bytes:
    """The second player's shipped choices in ``state`` against ``opener_hand``."""
    start = (load().number(state) * HANDS + INDEX[opener_hand]) * SECOND_CHOICES
    return shipped_second_table()[start:start + SECOND_CHOICES]
