"""The solved 1987 game as shipped: each state's value and the opener's choices.

``scripts/solve_1987.py`` solves the game (:mod:`penel421.solve.game1987.solver`) and
writes ``penel421/data/solved_1987.json`` with :meth:`Solution.dump`;
:func:`load` reads it back for the expert and the hints.
``tests/solve/game1987/test_solver1987.py`` checks that it is the fixed point of the game's
equations, so it cannot drift from the rules.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from ...core.hands import ALL_HANDS, Hand
from ...core.rules import RULES_1987, Rules
from ...core.state import GameState
from ..turn.keeps import INDEX, KEEPS, Keep
from ..turn.play import STOP, TurnPlay
from .solver import (
    HANDS,
    RoundPlay,
    barrage_chance,
    bellman,
    chances,
    outcome_code,
    outcome_codes,
    second_turn,
    state_number,
    states,
)

DATA = "solved_1987.json"
#: The second player's choices for every state and opener's hand (zlib).
SECOND_DATA = "second_1987.bin"

#: A choice in the shipped opener's play: stop, or the number of a keep.
_CHOICE_LETTERS = ".0123456789ABCDEFGHIJKLMNOPQR"


def key(state: GameState) -> str:
    """How a state is written in the data file: pioche, opener's pions, other's pions
    (the rules treat both seats alike, so the seat numbers do not matter)."""
    opener = state.opener
    return f"{state.pot}-{state.tokens[opener]}-{state.tokens[1 - opener]}"


def opener_choices(play: RoundPlay) -> str:
    """The opener's choice for each hand after his first throw, then after his
    second, as one letter each (see :data:`_CHOICE_LETTERS`)."""
    return "".join(_CHOICE_LETTERS[c + 1] for n in (2, 1) for c in play.opener.choices_at(n))


@dataclass(frozen=True, eq=False)  # compared and hashed by identity: it is big
class Solution:
    """The solved game, by state number: the opener's chance of winning the
    game before the round and after a tie, and the opener's choices."""

    values: tuple[float, ...]
    barrage: tuple[float, ...]
    opener: tuple[str, ...]

    @classmethod
    def of(cls, rules: Rules, values: Sequence[float]) -> Solution:
        """The solution that ``values`` lead to: their barrage chances, and
        the opener's best choices against them."""
        plays = bellman(rules, values)
        return cls(tuple(values),
                   tuple(barrage_chance(rules, s, values) for s in states(rules)),
                   tuple(opener_choices(play) for play in plays))

    def dump(self, rules: Rules) -> str:
        """The data file's text."""
        tables: dict[str, dict[str, object]] = {"opener_wins": {}, "barrage": {},
                                                "opener_play": {}}
        for i, state in enumerate(states(rules)):
            k = key(state)
            tables["opener_wins"].setdefault(k, self.values[i])
            tables["barrage"].setdefault(k, self.barrage[i])
            tables["opener_play"].setdefault(k, self.opener[i])
        return json.dumps({"rules": rules.name, "tokens": rules.tokens, **tables},
                          indent=0, sort_keys=True) + "\n"

    @classmethod
    def parse(cls, rules: Rules, text: str) -> Solution:
        """Read what :meth:`dump` wrote."""
        data = json.loads(text)
        if (data["rules"], data["tokens"]) != (rules.name, rules.tokens):
            raise ValueError(f"solution of {data['rules']}, not {rules.name}")
        every = [key(s) for s in states(rules)]
        return cls(tuple(data["opener_wins"][k] for k in every),
                   tuple(data["barrage"][k] for k in every),
                   tuple(data["opener_play"][k] for k in every))

    def opener_keep(self, state: GameState, hand: Hand, throws_left: int) -> Keep | None:
        """The opener's best keep with ``hand`` and ``throws_left`` (2 or 1), None to stop."""
        letters = self.opener[state_number(RULES_1987, state)]
        letter = letters[INDEX[hand] + (0 if throws_left == 2 else HANDS)]
        choice = _CHOICE_LETTERS.index(letter) - 1
        return None if choice < 0 else KEEPS[choice]

    def win_chance(self, state: GameState, seat: int) -> float:
        """``seat``'s chance of winning the game from ``state``, before the round."""
        if state.over:
            return 0.0 if state.in_game[0] == seat else 1.0
        w = self.values[state_number(RULES_1987, state)]
        return w if seat == state.opener else 1.0 - w

    def round_play(self, state: GameState) -> RoundPlay:
        """Both players' best play in the round from ``state``, for the game."""
        i = state_number(RULES_1987, state)
        return RoundPlay.solve(chances(outcome_codes(RULES_1987, state), self.values,
                                       self.barrage[i]), RULES_1987.max_throws)

    def second_chances(self, state: GameState, opener_hand: Hand) -> list[float]:
        """The opener's chance of winning the game after each hand of the
        other player, his own being ``opener_hand``."""
        o = INDEX[opener_hand]
        codes = [outcome_code(RULES_1987, state, o, s) for s in range(HANDS)]
        return chances(codes, self.values, self.barrage[state_number(RULES_1987, state)])


@lru_cache(maxsize=1)
def load() -> Solution:
    """The shipped solution of the 1987 game (written by ``scripts/solve_1987.py``)."""
    text = (resources.files("penel421") / "data" / DATA).read_text("utf-8")
    return Solution.parse(RULES_1987, text)


#: Bytes per state and opener's hand in the second player's table: one
#: choice (a keep's number + 1, 0 to stop) per hand, for 0, 1, 2 throws left.
SECOND_CHOICES = HANDS * RULES_1987.max_throws


def second_choices_of(play: TurnPlay) -> bytes:
    """A second player's play as :data:`SECOND_CHOICES` bytes."""
    return bytes(choice - STOP for n in range(play.throws_left + 1)
                 for choice in play.choices_at(n))


def second_table(solution: Solution) -> bytes:
    """The second player's choices for every state (in :func:`states` order)
    and opener's hand (by number): what ``scripts/solve_1987.py`` ships, so
    that the second player's first look at a state is a lookup."""
    return b"".join(
        second_choices_of(second_turn(solution.second_chances(state, opener_hand),
                                      RULES_1987.max_throws))
        for state in states(RULES_1987) for opener_hand in ALL_HANDS)


@lru_cache(maxsize=1)
def shipped_second_table() -> bytes:
    """The shipped :func:`second_table` of :func:`load`'s solution."""
    packed = (resources.files("penel421") / "data" / SECOND_DATA).read_bytes()
    return zlib.decompress(packed)


def shipped_second_choices(state: GameState, opener_hand: Hand) -> bytes:
    """The second player's shipped choices in ``state`` against ``opener_hand``."""
    start = (state_number(RULES_1987, state) * HANDS + INDEX[opener_hand]) * SECOND_CHOICES
    return shipped_second_table()[start:start + SECOND_CHOICES]
