"""The solved two-player pascal game as the players use it.

``scripts/solve_pascal2.py`` solves the game with the default barème
(:mod:`penel421.solve.pascal.duel_solver`), with free and with fixed throws, and
writes :data:`SHIPPED`: each state's value and the opener's choices.
:func:`solution_for` gives the solution for any pascal rules: a shipped one
when the rules are those it was solved for (barème, throws, fixed throws),
else one solved on the spot and kept.
``tests/solve/pascal/test_duel.py`` checks that the shipped files are fixed
points of the game's equations.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from ...core.bareme import Bareme
from ...core.hands import ALL_HANDS, Hand
from ...core.rules import Rules
from ...core.settle import settle
from ...core.state import GameState, Played
from ..turn.keeps import INDEX, KEEPS, Keep
from ..turn.play import STOP, TurnPlay
from .duel_solver import (
    HANDS,
    Key,
    RoundPlay,
    bellman,
    chances,
    key_of,
    numbers,
    outcome_codes,
    round_play,
    solve_game,
    states,
)
from .turns import TurnTables

#: The shipped solutions: the default barème, with free throws, then fixed ones.
SHIPPED = ("solved_pascal2.json", "solved_pascal2_fixed.json")

#: A choice in the shipped opener's play: stop, or the number of a keep.
_CHOICE_LETTERS = ".0123456789ABCDEFGHIJKLMNOPQR"


def opener_choices(play: RoundPlay, most: int) -> str:
    """The opener's choice for each hand with ``most - 1`` throws left, down
    to 1, one letter each (see :data:`_CHOICE_LETTERS`)."""
    return "".join(_CHOICE_LETTERS[c + 1] for n in range(most - 1, 0, -1)
                   for c in play.opener.choices_at(n))


def signature(rules: Rules) -> dict[str, object]:
    """What a solution depends on in the rules: the barème, the throws and
    whether the opener fixes them (the ranking is the same for every pascal barème)."""
    bareme = rules.bareme or Bareme()
    return {"bareme": bareme.values(), "max_throws": rules.max_throws,
            "fixed_throws": rules.opener_fixes_throws, "tokens": rules.tokens,
            "nenette": rules.nenette_penalty}


@dataclass(frozen=True, eq=False)  # compared and hashed by identity: it is big
class Solution:
    """The solved two-player game for ``rules``, by state number: the
    opener's chance of losing the game before the round, and his choices."""

    rules: Rules
    values: tuple[float, ...]
    opener: tuple[str, ...]

    @classmethod
    def of(cls, rules: Rules, values: Sequence[float],
           plays: Sequence[RoundPlay] | None = None) -> Solution:
        """The solution that ``values`` lead to, with the opener's best
        choices (those of ``plays``, each state's round played with these
        values, when they are known)."""
        if plays is None:
            plays = bellman(rules, values)
        return cls(rules, tuple(values),
                   tuple(opener_choices(play, rules.max_throws) for play in plays))

    def dump(self) -> str:
        """The data file's text."""
        every = states(self.rules)
        data = {"rules": signature(self.rules),
                "opener_loses": {"-".join(map(str, k)): v
                                 for k, v in zip(every, self.values, strict=True)},
                "opener_play": {"-".join(map(str, k)): c
                                for k, c in zip(every, self.opener, strict=True)}}
        return json.dumps(data, indent=0, sort_keys=True) + "\n"

    @classmethod
    def parse(cls, rules: Rules, text: str) -> Solution:
        """Read what :meth:`dump` wrote (ValueError if for other rules)."""
        data = json.loads(text)
        if data["rules"] != signature(rules):
            raise ValueError("solution for other rules")
        every = ["-".join(map(str, k)) for k in states(rules)]
        return cls(rules, tuple(data["opener_loses"][k] for k in every),
                   tuple(data["opener_play"][k] for k in every))

    # --- what the players ask -----------------------------------------------------------

    def lose_chance(self, state: GameState, seat: int) -> float:
        """``seat``'s chance of losing the game from ``state`` (two players
        in, or the game over), before the round."""
        if state.over:
            return 1.0 if state.in_game[0] == seat else 0.0
        v = self.values[numbers(self.rules)[key_of(state)]]
        return v if seat == state.opener else 1.0 - v

    def opener_keep(self, state: GameState, hand: Hand, throws_left: int) -> Keep | None:
        """The opener's best keep with ``hand`` and ``throws_left``, None to stop."""
        letters = self.opener[numbers(self.rules)[key_of(state)]]
        most = self.rules.max_throws
        letter = letters[(most - 1 - throws_left) * HANDS + INDEX[hand]]
        choice = _CHOICE_LETTERS.index(letter) - 1
        return None if choice < 0 else KEEPS[choice]

    def second_chances(self, state: GameState, opener_hand: Hand) -> list[float]:
        """The opener's chance of losing the game after each final hand of the
        other player (by number), his own being ``opener_hand``."""
        codes = outcome_codes(self.rules, key_of(state))
        o = INDEX[opener_hand]
        return chances(codes[HANDS * o:HANDS * (o + 1)], self.values)

    def second_play(self, state: GameState, opener_hand: Hand) -> TurnPlay:
        """The second player's best play for the game against ``opener_hand``
        (for the opener's chance of losing, which he raises)."""
        return TurnPlay.of(self.second_chances(state, opener_hand), self.rules.max_throws - 1)

    def second_keep(self, state: GameState, opener_hand: Hand, hand: Hand,
                    throws_left: int) -> Keep | None:
        """The second player's best keep, None to stop (a table lookup after
        the first time for each state and opener's hand)."""
        choices = _second_choices(self, key_of(state), opener_hand)
        choice = choices[throws_left * HANDS + INDEX[hand]] + STOP
        return None if choice == STOP else KEEPS[choice]

    def round_play(self, state: GameState) -> RoundPlay:
        """Both players' best play in the round from ``state``."""
        return round_play(self.rules, key_of(state), self.values)


def duel_turn_tables(solution: Solution, state: GameState, seat: int,
                     played: Sequence[Played]) -> TurnTables:
    """The turn of ``seat`` for the game, with its figures (see
    :class:`~penel421.solve.pascal.turns.TurnTables`): his chance of winning
    and of losing the round, the change of his jetons and his chance of
    losing the game, both players playing on perfectly; the choices' own
    worth (``play``) is minus his chance of losing the game, for either seat.
    Remembered by state (from its opener's side): the same states come back
    from game to game, and the opener's take a whole round to work out."""
    if played:
        return _second_tables(solution, key_of(state), played[0].hand)
    return _opener_tables(solution, key_of(state))


def canonical(key: Key) -> GameState:
    """The two-player state ``key``, its opener in seat 0 and the other in seat 1."""
    pot, mine, theirs = key
    return GameState((mine, theirs), pot, 0, (0, 1))


def _change(rules: Rules, state: GameState, seat: int, opener: Hand, second: Hand) -> int:
    """The change of ``seat``'s jetons when the round from ``state`` ends with
    these hands, as the engine settles it."""
    hands = (Played(0, opener, 1), Played(1, second, 1))
    return settle(rules, state, hands).state.tokens[seat] - state.tokens[seat]


@lru_cache(maxsize=256)
def _second_tables(solution: Solution, key: Key, opener_hand: Hand) -> TurnTables:
    rules = solution.rules
    rank, most = rules.table.rank, rules.max_throws
    state = canonical(key)
    # the second's round figures in fractions: they are cheap
    play = solution.second_play(state, opener_hand)
    opener_loses = solution.second_chances(state, opener_hand)
    wins = [int(rank[s] >= rank[opener_hand]) for s in ALL_HANDS]
    by_hand: list[list[int] | list[float]] = [
        wins, [1 - w for w in wins],
        [_change(rules, state, 1, opener_hand, s) for s in ALL_HANDS],
        [1.0 - x for x in opener_loses], [x - 1.0 for x in opener_loses]]
    tables = [play.evaluate([payoff] * most) for payoff in by_hand]
    # his objective as the opener's: minus his chance of losing the game
    return TurnTables(tables[4], *tables[:4])


@lru_cache(maxsize=128)
def _opener_tables(solution: Solution, key: Key) -> TurnTables:
    rules = solution.rules
    rank, most = rules.table.rank, rules.max_throws
    state = canonical(key)
    round_ = solution.round_play(state)
    lose_game = chances(outcome_codes(rules, key), solution.values)
    by_pair = [
        [1.0 if rank[o] > rank[s] else 0.0 for o in ALL_HANDS for s in ALL_HANDS],
        [1.0 if rank[o] <= rank[s] else 0.0 for o in ALL_HANDS for s in ALL_HANDS],
        [float(_change(rules, state, 0, o, s)) for o in ALL_HANDS for s in ALL_HANDS],
        lose_game,
    ]
    tables = []
    for payoff in by_pair:
        seconds = [round_.second[o].evaluate([payoff[HANDS * o:HANDS * (o + 1)]] * most)
                   for o in range(HANDS)]
        levels = [[float(second.before_first_throw(round_.second_throws(most, n) - 1))
                   for second in seconds] for n in range(most)]
        tables.append(round_.opener.evaluate(levels))
    return TurnTables(round_.opener, *tables)


@lru_cache(maxsize=16384)
def _second_choices(solution: Solution, key: tuple[int, int, int], opener_hand: Hand) -> bytes:
    """Every choice of the second player, one byte each (a keep's number + 1,
    0 to stop), hand by hand for 0, 1, … throws left."""
    codes = outcome_codes(solution.rules, key)
    o = INDEX[opener_hand]
    play = TurnPlay.of(chances(codes[HANDS * o:HANDS * (o + 1)], solution.values),
                       solution.rules.max_throws - 1)
    return bytes(choice - STOP for n in range(play.throws_left + 1)
                 for choice in play.choices_at(n))


def shipped(name: str = SHIPPED[0]) -> str:
    """A shipped data file's text (written by ``scripts/solve_pascal2.py``)."""
    return resources.files("penel421").joinpath("data").joinpath(name).read_text("utf-8")


@lru_cache(maxsize=8)
def solution_for(rules: Rules) -> Solution:
    """The solved two-player game for ``rules``: a shipped one when it was
    solved for these rules, else solved now and kept."""
    wanted = signature(rules)
    for name in SHIPPED:
        text = shipped(name)
        if json.loads(text)["rules"] == wanted:
            return Solution.parse(rules, text)
    return Solution.of(rules, *solve_game(rules))


@lru_cache(maxsize=128)
def opener_outcome_tables(solution: Solution, key: Key
                          ) -> tuple[tuple[str, TurnPlay, TurnPlay], ...]:
    """The round's outcomes for the opener of the state ``key`` (won, lost:
    a tie goes to the second player), the second answering for the game:
    for each, its chance with every hand and choice of the opener, and the
    opener's chance of not losing the game times one where it happens.
    The chance of winning is the opener's table's; what is lost is what is
    not won: one evaluation of the second's play per opener's hand."""
    rules = solution.rules
    rank, most = rules.table.rank, rules.max_throws
    state = canonical(key)
    round_ = solution.round_play(state)
    lose_game = chances(outcome_codes(rules, key), solution.values)
    wins = _opener_tables(solution, key).wins
    seconds = []
    for o in range(HANDS):
        mine = rank[ALL_HANDS[o]]
        row = [(1.0 - x) if mine > rank[h] else 0.0
               for h, x in zip(ALL_HANDS, lose_game[HANDS * o:HANDS * (o + 1)], strict=True)]
        seconds.append(round_.second[o].evaluate([row] * most))
    won_part = [[float(second.before_first_throw(round_.second_throws(most, n) - 1))
                 for second in seconds] for n in range(most)]
    opener = round_.opener
    # the opener's own payoffs are minus his chance of losing the game
    lost_part = [[1.0 + v - w for v, w in zip(level, won, strict=True)]
                 for level, won in zip(opener.payoffs, won_part, strict=True)]
    lost = opener.evaluate([[1.0 - float(x) for x in level] for level in wins.payoffs])
    return (("won", wins, opener.evaluate(won_part)),
            ("lost", lost, opener.evaluate(lost_part)))
