"""The pascal game of three or four players solved for the game, as shipped.

``scripts/solve_pascal34.py`` solves, for the default barème with free
throws, every state a game whose rounds have three (or four) players can
reach (:mod:`.table_states`): each player's chance of losing the *game*,
every player playing each round for his own (:mod:`.table_round` says how),
and the opener's choices.  It writes them to ``penel421/data/`` as one
:class:`TableSolution` per table size: a line of JSON saying what it was
solved for, then, zlib-compressed, the chances (one double per player of
each state, in play order, little-endian), the opener's choices (one byte
per hand with one then two throws left: a keep's number plus one, 0 to
stop), and the opener's outlook (for each hand he may end with, by number,
every player's chance of losing the game but the last's, his chances of
winning and of losing the round and the change of his jetons, and his
chances of winning it and of losing it without losing the game — what his
figure splits into over the round's outcomes, for the reasons — every
other player playing on best: what weighing his turn needs, which at the
table would take every reply of every player, some tenths of a second), and the
second player's choices after each rank of the opener's hand (the same
rows, each kept once, and for each state and rank the number of its row:
four bytes), so that no choice of a simulation waits for 56 turns of the
last player.  The last player's choices are worked out at the table from
the chances (:mod:`.table_round`).

A file is read the first time a round of its size asks for it, never at
start-up (:func:`table_solution_for`).
``tests/solve/pascal/test_table_solution.py``
holds the shipped chances against the round's equations.
"""

from __future__ import annotations

import json
import sys
import zlib
from array import array
from functools import lru_cache
from importlib import resources

from ...core.choice import from_byte
from ...core.hands import ALL_HANDS, Hand
from ...core.rules import Rules, Ties
from ..turn.adding import add_up
from ..turn.keeps import INDEX, Keep, keep_of
from .duel_solution import signature
from .table_states import TABLE_SIZES, Key, keys, table_numbers

HANDS = len(ALL_HANDS)
#: The file of each table size.
FILES = {3: "solved_pascal3.bin", 4: "solved_pascal4.bin"}
#: The throws the files are solved for; the opener's choices have one row
#: per throws left from 1 to THROWS - 1.
THROWS = 3
#: The bytes of the opener's choices in one state.
CHOICE_ROW = HANDS * (THROWS - 1)
#: What an outlook's row holds after the players' chances, as the header says it.
OUTLOOK_FIGURES = ("won", "lost", "jetons", "won_spared", "lost_spared")
OUTLOOK = len(OUTLOOK_FIGURES)


class TableSolution:
    """Every state's chances and opener's choices for one table size."""

    def __init__(self, header: dict[str, object], values: array[float],
                 choices: bytes, outlooks: array[float], second_index: array[int],
                 seconds: bytes) -> None:
        self.header, self.values, self.choices = header, values, choices
        self.outlooks, self.second_index, self.seconds = outlooks, second_index, seconds
        players, tokens = header["players"], header["tokens"]
        assert isinstance(players, int) and isinstance(tokens, int)
        self.players, self.tokens = players, tokens
        self.numbers = table_numbers(players, tokens)
        self.width = players - 1 + OUTLOOK  # of an outlook's row
        assert len(values) == players * len(self.numbers)
        assert len(choices) == CHOICE_ROW * len(self.numbers)
        assert len(outlooks) == HANDS * self.width * len(self.numbers)
        assert len(second_index) == HANDS * len(self.numbers)

    def lose_chances(self, key: Key) -> tuple[float, ...]:
        """Each player's chance of losing the game from ``key``, in play order."""
        start = self.numbers[key] * self.players
        return tuple(self.values[start:start + len(key) - 1])

    def opener_choice(self, key: Key, hand: Hand, throws_left: int) -> int:
        """The opener's choice from ``key`` with ``hand`` and ``throws_left``
        (1 or 2): a keep's number, or STOP."""
        row = self.numbers[key] * CHOICE_ROW + (throws_left - 1) * HANDS
        return from_byte(self.choices[row + INDEX[hand]])

    def opener_outlook(self, key: Key, hand: int) -> tuple[tuple[float, ...], float, float,
                                                          float]:
        """The opener's outlook from ``key`` once he ends with the hand of
        number ``hand``, every other player playing on best: each player's
        chance of losing the game (in play order), the opener's chances of
        winning and of losing the round and the change of his jetons."""
        players = len(key) - 1
        start = (self.numbers[key] * HANDS + hand) * self.width
        row = self.outlooks[start:start + self.width]
        chances = tuple(row[:players - 1])
        last = 1.0 - add_up(chances, 0.0)  # somebody loses the game
        return (*chances, max(last, 0.0)), row[-5], row[-4], row[-3]

    def opener_parts(self, key: Key, hand: int) -> tuple[float, float]:
        """The opener's chances, from ``key`` once he ends with the hand of
        number ``hand``, of winning the round without losing the game, and
        of losing it without losing the game (every other player playing
        on best)."""
        end = (self.numbers[key] * HANDS + hand + 1) * self.width
        return self.outlooks[end - 2], self.outlooks[end - 1]

    def opener_columns(self, key: Key) -> tuple[list[float], ...]:
        """For every hand the opener from ``key`` may end with (by number):
        his own chance of losing the game, his chances of winning and of
        losing the round, and of winning it and of losing it without losing
        the game (:meth:`opener_outlook`, :meth:`opener_parts`: the same
        floats), read a column at a time."""
        width = self.width
        start = self.numbers[key] * HANDS * width
        block = self.outlooks[start:start + HANDS * width]
        return tuple(block[column::width].tolist()
                     for column in (0, width - 5, width - 4, width - 2, width - 1))

    def second_choices(self, key: Key, opener_rank: int) -> bytes:
        """The second player's choices from ``key`` after an opener's hand of
        rank ``opener_rank``, as :meth:`opener_choice` reads them (one byte
        per hand with one then two throws left)."""
        start = self.second_index[self.numbers[key] * HANDS + opener_rank] * CHOICE_ROW
        return self.seconds[start:start + CHOICE_ROW]

    def opener_keep(self, key: Key, hand: Hand, throws_left: int) -> Keep | None:
        """The opener's keep, None to stop."""
        return keep_of(self.opener_choice(key, hand, throws_left))

    def dump(self) -> bytes:
        """The file's bytes."""
        values, outlooks = array("d", self.values), array("d", self.outlooks)
        index = array("I", self.second_index)
        if sys.byteorder != "little":
            values.byteswap()
            outlooks.byteswap()
            index.byteswap()
        return (json.dumps(self.header, sort_keys=True).encode() + b"\n"
                + zlib.compress(values.tobytes() + self.choices + outlooks.tobytes()
                                + index.tobytes() + self.seconds, 9))

    @classmethod
    def parse(cls, data: bytes) -> TableSolution:
        """Read what :meth:`dump` wrote."""
        line, _, body = data.partition(b"\n")
        header = json.loads(line)
        raw = zlib.decompress(body)
        count = len(keys(header["players"], header["tokens"]))
        values = array("d")
        size = count * header["players"] * values.itemsize
        values.frombytes(raw[:size])
        choices = raw[size:size + count * CHOICE_ROW]
        at = size + count * CHOICE_ROW
        outlooks = array("d")
        outlooks.frombytes(raw[at:at + count * HANDS * (header["players"] - 1 + OUTLOOK) * 8])
        at += len(outlooks) * 8
        index = array("I")
        index.frombytes(raw[at:at + count * HANDS * index.itemsize])
        at += len(index) * index.itemsize
        if sys.byteorder != "little":
            values.byteswap()
            outlooks.byteswap()
            index.byteswap()
        return cls(header, values, choices, outlooks, index, raw[at:])


def solution_header(rules: Rules, players: int) -> dict[str, object]:
    """What a solution for ``players`` says it was solved for."""
    return {"kind": "pascal-table", "players": players, "tokens": rules.tokens,
            "rules": signature(rules), "outlook": list(OUTLOOK_FIGURES)}


def table_applies(rules: Rules, players_left: int) -> bool:
    """True when a round of ``players_left`` players under ``rules`` is played
    from a shipped solution: three or four players, the rules it was solved
    for (the default barème, three free throws)."""
    return (players_left in TABLE_SIZES and rules.ties is Ties.LATER_WINS
            and not rules.opener_fixes_throws and rules.max_throws == THROWS
            and table_solution_for(rules, players_left) is not None)


@lru_cache(maxsize=16)
def table_solution_for(rules: Rules, players: int) -> TableSolution | None:
    """The shipped solution of a round of ``players`` for ``rules``, None if
    none was solved for them (read once, the first time asked; for other
    rules, only its first line is read)."""
    data = _data(players)
    if data is None or json.loads(data.partition(b"\n")[0]) != solution_header(rules, players):
        return None
    return _shipped(players)


def _data(players: int) -> bytes | None:
    try:
        return (resources.files("penel421").joinpath("data").joinpath(FILES[players])
                .read_bytes())
    except (FileNotFoundError, KeyError):
        return None


@lru_cache(maxsize=len(TABLE_SIZES))
def _shipped(players: int) -> TableSolution:
    data = _data(players)
    assert data is not None
    return TableSolution.parse(data)
