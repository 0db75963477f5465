"""The solved two-player game as shipped and as the players use it.

A :class:`Solution` holds each state's value, the opener's chance after a
tie where the rules have barrages, and the opener's choices; it is written to
and read from one data file (:meth:`Solution.dump`, :meth:`Solution.parse`),
the game's facts (:class:`~penel421.solve.duel.solver.DuelGame`) naming what
the file says.  The tests check that each shipped file is the fixed point of
its game's equations, so it cannot drift from the rules.
"""

from __future__ import annotations

import json
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache

from ...core.choice import from_byte, from_letter, to_bytes, to_letter
from ...core.hands import Hand
from ...core.rules import Rules, Ties
from ...core.state import GameState
from ..turn.keeps import INDEX, Keep, keep_of
from ..turn.play import TurnPlay
from .solver import (
    HANDS,
    DuelGame,
    Goal,
    RoundPlay,
    barrage_chance,
    bellman,
    canonical,
    chances,
    numbers,
    outcome_codes,
    round_play,
    second_hand_play,
    states,
)


def opener_choices(play: RoundPlay, most: int) -> str:
    """The opener's choice for each hand with ``most - 1`` throws left, down
    to 1, one letter each (see :data:`~penel421.core.choice.LETTERS`)."""
    return "".join(to_letter(c) for n in range(most - 1, 0, -1)
                   for c in play.opener.choices_at(n))


def file_key(state: GameState) -> str:
    """How a state is written in the data file: pot, opener's tokens, other's
    tokens (the rules treat both seats alike, so the seat numbers do not matter)."""
    opener = state.opener
    other = next(s for s in state.in_game if s != opener)
    return f"{state.pot}-{state.tokens[opener]}-{state.tokens[other]}"


def second_choices_of(play: TurnPlay) -> bytes:
    """A second player's play as bytes: one choice (a keep's number + 1, 0 to
    stop) per hand, for 0, 1, … throws left."""
    return b"".join(to_bytes(play.choices_at(n)) for n in range(play.throws_left + 1))


@dataclass(frozen=True, eq=False)  # compared and hashed by identity: it is big
class Solution:
    """The solved two-player game ``game`` for ``rules``, by state number:
    each state's value (see :class:`~penel421.solve.duel.solver.Goal`), the
    opener's value after a tie (empty without barrages), and the opener's
    choices."""

    game: DuelGame
    rules: Rules
    values: tuple[float, ...]
    opener: tuple[str, ...]
    barrage: tuple[float, ...] = ()

    @classmethod
    def of(cls, game: DuelGame, rules: Rules, values: Sequence[float],
           plays: Sequence[RoundPlay] | None = None) -> Solution:
        """The solution that ``values`` lead to: their barrage chances, and
        the opener's best choices against them (those of ``plays``, each
        state's round played with these values, when they are known)."""
        if plays is None:
            plays = bellman(game, rules, values)
        barrage: tuple[float, ...] = ()
        if rules.ties is Ties.BARRAGE:
            barrage = tuple(barrage_chance(game, rules, s, values) for s in states(game, rules))
        return cls(game, rules, tuple(values),
                   tuple(opener_choices(play, rules.max_throws) for play in plays), barrage)

    def dump(self) -> str:
        """The data file's text."""
        tables: dict[str, dict[str, object]] = {self.game.values_name: {}, "opener_play": {}}
        if self.barrage:
            tables["barrage"] = {}
        for i, state in enumerate(states(self.game, self.rules)):
            k = file_key(state)  # seated states: the first of both seats is written
            tables[self.game.values_name].setdefault(k, self.values[i])
            tables["opener_play"].setdefault(k, self.opener[i])
            if self.barrage:
                tables["barrage"].setdefault(k, self.barrage[i])
        return json.dumps({**self.game.header(self.rules), **tables},
                          indent=0, sort_keys=True) + "\n"

    @classmethod
    def parse(cls, game: DuelGame, rules: Rules, text: str) -> Solution:
        """Read what :meth:`dump` wrote (ValueError if for other rules)."""
        data = json.loads(text)
        header = game.header(rules)
        if any(data.get(name) != value for name, value in header.items()):
            raise ValueError("solution for other rules")
        every = [file_key(s) for s in states(game, rules)]
        barrage = tuple(data["barrage"][k] for k in every) if "barrage" in data else ()
        return cls(game, rules, tuple(data[game.values_name][k] for k in every),
                   tuple(data["opener_play"][k] for k in every), barrage)

    # --- what the players ask -----------------------------------------------------------

    @cached_property
    def _numbers(self) -> dict[Hashable, int]:
        return numbers(self.game, self.rules)

    def number(self, state: GameState) -> int:
        """``state``'s number (two players in): asked at every decision, so
        looked up without hashing the rules."""
        return self._numbers[self.game.key(state)]

    def _counted(self, state: GameState, seat: int) -> float:
        """``seat``'s chance of what the values count, before the round."""
        if state.over:
            lost = state.in_game[0] == seat
            return 1.0 if lost == (self.game.goal is Goal.LOSE) else 0.0
        v = self.values[self.number(state)]
        return v if seat == state.opener else 1.0 - v

    def win_chance(self, state: GameState, seat: int) -> float:
        """``seat``'s chance of winning the game from ``state`` (two players
        in, or the game over), before the round."""
        c = self._counted(state, seat)
        return c if self.game.goal is Goal.WIN else 1.0 - c

    def lose_chance(self, state: GameState, seat: int) -> float:
        """``seat``'s chance of losing the game from ``state`` (two players
        in, or the game over), before the round."""
        c = self._counted(state, seat)
        return c if self.game.goal is Goal.LOSE else 1.0 - c

    def opener_keep(self, state: GameState, hand: Hand, throws_left: int) -> Keep | None:
        """The opener's best keep with ``hand`` and ``throws_left``, None to stop."""
        letters = self.opener[self.number(state)]
        most = self.rules.max_throws
        letter = letters[(most - 1 - throws_left) * HANDS + INDEX[hand]]
        return keep_of(from_letter(letter))

    def _barrage(self, state: GameState) -> float:
        return self.barrage[self.number(state)] if self.barrage else 0.0

    def second_chances(self, state: GameState, opener_hand: Hand) -> list[float]:
        """The opener's value after each final hand of the other player (by
        number), his own being ``opener_hand``."""
        codes = outcome_codes(self.game, self.rules, self.game.normal(state))
        o = INDEX[opener_hand]
        return chances(self.game.goal, codes[HANDS * o:HANDS * (o + 1)], self.values,
                       self._barrage(state))

    def second_play(self, state: GameState, opener_hand: Hand) -> TurnPlay:
        """The second player's best play for the game against ``opener_hand``."""
        return second_hand_play(self.game.goal, self.second_chances(state, opener_hand),
                                self.rules.max_throws)

    def second_keep(self, state: GameState, opener_hand: Hand, hand: Hand,
                    throws_left: int) -> Keep | None:
        """The second player's best keep, None to stop (a table lookup after
        the first time for each state and opener's hand)."""
        choices = _second_choices(self, self.game.key(state), opener_hand)
        return keep_of(from_byte(choices[throws_left * HANDS + INDEX[hand]]))

    def round_play(self, state: GameState) -> RoundPlay:
        """Both players' best play in the round from ``state``."""
        normal = self.game.normal(state)
        return round_play(self.game, self.rules, normal, self.values,
                          self._barrage(normal) if self.barrage else None)


@lru_cache(maxsize=16384)
def _second_choices(solution: Solution, key: Hashable, opener_hand: Hand) -> bytes:
    """Every choice of the second player (see :func:`second_choices_of`) in
    the state of :meth:`DuelGame.key` ``key``."""
    state = key if isinstance(key, GameState) else canonical(key)  # type: ignore[arg-type]
    return second_choices_of(solution.second_play(state, opener_hand))
