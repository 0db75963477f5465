"""Pascal round states solved ahead, shipped in ``penel421/data/``: how they
are laid out, read, and checked against the rules they are read for.

The state of a round after some hands (see :mod:`penel421.solve.pascal.round`)
is the ranks of the best and worst hands, what the best hand's holder can
give or take at most, what each player still to play can, and the throws
allowed.  Some families of states come back in every game and are few enough
to be solved once and shipped, for the usual barème and three throws; each
is a *part* of the shipped tables:

- **the charge** (:data:`CHARGE`), where everyone can give or take at most
  the pot (cut at the most a round can move): a state is the number of
  players still to play, the pot, the best and worst ranks, for 1 to 7
  players to play.  What the best hand's holder gives is nothing in the
  charge; the file holds, as doubles, what the worst hand's holder expects
  to receive, and the chances that the best hand's holder wins the round
  and that the worst hand's holder loses it.
- **the décharge's last player** (:data:`LAST`): the most the last player
  and the best hand's holder can give or take (their jetons, cut at what the
  best hand can make due), the best and worst ranks; the file holds what the
  best hand's holder expects to give, the worst hand's holder to receive,
  and the two chances.
- **the décharge's opener** (:data:`OPENERS`) with 3 or 4 players in the
  round: in the décharge every jeton is in the players' hands, so there are
  few ways to share them (each player holding one or more); for each share
  (in play order, each cut at the most a round can move) and each hand the
  opener may end with, the file holds what he expects to give away minus
  what he expects to receive, and his chances of winning and of losing the
  round: his whole outlook
  (:class:`~penel421.solve.pascal.turns.TurnOutlook`); then what he expects
  to give away alone, which splits his figure over the round's outcomes
  (what he gives when he wins, less what he receives when he loses: the
  reasons, :func:`~penel421.solve.pascal.turns.decharge_outcome_rows`).
- **the décharge's first two players' choices** (:data:`CHOICES`,
  :class:`ChoiceTables`) in rounds of 4 or 5 players: for each share of the
  jetons, the opener's choices, and the second player's for each hand the
  opener made: :data:`CHOICE_ROW` bytes each (a keep's number, or stop, for
  each hand with one or two throws left), so that neither is solved in a
  game.  Their figures are not shipped: they would take far more room than
  the choices.  Few of these rows differ, so each is kept once.

They are written by ``scripts/round_tables_pascal.py``
(:mod:`~penel421.solve.pascal.build`; the README, « La manche pascal
exacte », gives their sizes and how long they take).  A file is one line of
JSON (the rules it was solved for and its part, under the key ``kind``), then
its columns, zlib-compressed, little-endian.  It is read the first time a
round of that part and those rules is solved, never at start-up, and only
for rules whose :class:`~penel421.solve.pascal.ranks.RankTable` is the one
its header says it was solved for (:func:`shipped_for`).
"""

from __future__ import annotations

import json
import sys
import zlib
from array import array
from collections.abc import Sequence
from functools import cache
from importlib import resources
from itertools import combinations

from .ranks import RankTable

CHARGE = "charge"
LAST = "decharge-last"
OPENERS = "decharge-openers"
CHOICES = "decharge-choices"
FILES = {CHARGE: "charge_pascal.bin", LAST: "decharge_last_pascal.bin",
         OPENERS: "decharge_openers_pascal.bin", CHOICES: "decharge_choices_pascal.bin"}
#: The numbers of players in a décharge round whose shares are shipped, by part.
OPENER_PLAYERS = {OPENERS: (3, 4), CHOICES: (4, 5)}
#: How many columns each part holds (the choices: bytes, not doubles).
COLUMNS = {CHARGE: 3, LAST: 4, OPENERS: 4, CHOICES: 0}
#: The bytes of one player's choices: one per hand, with one then two throws left.
CHOICE_ROW = 112
#: The rows of choices of one share: the opener's, then the second player's
#: after each rank of the opener's hand.
SHARE_ROWS = 57
#: The throws the shipped tables are solved for (the usual rules).
THROWS = 3
#: The most players still to play after one (8 players at most).
LATER = 7


def pair(best: int, worst: int) -> int:
    """The place of a pair of ranks (``worst <= best``) among all such pairs."""
    return best * (best + 1) // 2 + worst


class RoundTables:
    """Columns of figures, one row per state of one part (see the module's
    docstring), and where each state's row is."""

    def __init__(self, header: dict[str, object], columns: Sequence[array[float]]) -> None:
        self.header = header
        self.columns = list(columns)
        limits = header["limits"]
        caps = header["caps"]
        assert isinstance(limits, list) and isinstance(caps, int)
        hands = len(limits)
        self.caps = caps
        self.pairs = pair(hands, 0)
        # décharge: for each best rank, where its rows begin (worst, then best_cap)
        self.starts = [0]
        for best, limit in enumerate(limits):
            self.starts.append(self.starts[-1] + (best + 1) * limit)
        shares = header.get("shares", [])
        assert isinstance(shares, list)
        self.shares = {tuple(share): i * hands for i, share in enumerate(shares)}

    def charge_row(self, later: int, cap: int, best: int, worst: int) -> int:
        """The row of a charge state: ``later`` players still to play, each
        able to give or take at most ``cap``."""
        return ((later - 1) * self.caps + cap - 1) * self.pairs + pair(best, worst)

    def last_row(self, cap: int, best: int, best_cap: int, worst: int) -> int:
        """The row of a décharge state with one player still to play, who can
        give at most ``cap``; ``best_cap`` at most the best rank's limit."""
        return ((cap - 1) * self.starts[-1] + self.starts[best]
                + (best_cap - 1) * (best + 1) + worst)

    def opener_row(self, caps: tuple[int, ...]) -> int | None:
        """The first row (the opener's weakest hand) of a décharge round whose
        players, opener first, can give or take at most ``caps``; None if
        not shipped."""
        return self.shares.get(caps)

    def dump(self) -> bytes:
        """The file's bytes."""
        body = b"".join(_little(column) for column in self.columns)
        return (json.dumps(self.header, sort_keys=True).encode() + b"\n"
                + zlib.compress(body, 9))

    @classmethod
    def parse(cls, data: bytes) -> RoundTables:
        line, _, body = data.partition(b"\n")
        header = json.loads(line)
        doubles = array("d")
        doubles.frombytes(zlib.decompress(body))
        if sys.byteorder != "little":
            doubles.byteswap()
        count = header["columns"]
        rows = len(doubles) // count
        return cls(header, [doubles[i * rows:(i + 1) * rows] for i in range(count)])


class ChoiceTables:
    """The décharge's first two players' choices (see the module's docstring).

    Each share has :data:`SHARE_ROWS` rows, but few rows differ: each is kept
    once (``distinct``), and each row of a share is the number of its
    choices among them (``index``, two bytes a row)."""

    def __init__(self, header: dict[str, object], index: array[int],
                 distinct: bytes) -> None:
        self.header, self.index, self.distinct = header, index, distinct
        shares = header["shares"]
        assert isinstance(shares, list)
        self.shares = {tuple(share): i * SHARE_ROWS for i, share in enumerate(shares)}

    @classmethod
    def of_rows(cls, header: dict[str, object], rows: bytes) -> ChoiceTables:
        """The tables of every row, in order, each :data:`CHOICE_ROW` bytes."""
        numbers: dict[bytes, int] = {}
        index = array("H")
        for start in range(0, len(rows), CHOICE_ROW):
            index.append(numbers.setdefault(rows[start:start + CHOICE_ROW], len(numbers)))
        return cls(header, index, b"".join(numbers))

    def row(self, share: tuple[int, ...], opener_rank: int | None) -> bytes | None:
        """The choices of the opener (``opener_rank`` None) or of the second
        player after an opener's hand of that rank, in a round whose players,
        opener first, can give or take at most ``share``; None if not shipped."""
        first = self.shares.get(share)
        if first is None:
            return None
        start = self.index[first + (0 if opener_rank is None else 1 + opener_rank)] * CHOICE_ROW
        return self.distinct[start:start + CHOICE_ROW]

    def dump(self) -> bytes:
        """The file's bytes: the index (little-endian), then the distinct rows."""
        index = array("H", self.index)
        if sys.byteorder != "little":
            index.byteswap()
        return (json.dumps(self.header, sort_keys=True).encode() + b"\n"
                + zlib.compress(index.tobytes() + self.distinct, 9))

    @classmethod
    def parse(cls, data: bytes) -> ChoiceTables:
        line, _, body = data.partition(b"\n")
        header = json.loads(line)
        rows = zlib.decompress(body)
        index = array("H")
        size = len(header["shares"]) * SHARE_ROWS * index.itemsize
        index.frombytes(rows[:size])
        if sys.byteorder != "little":
            index.byteswap()
        return cls(header, index, rows[size:])


@cache
def shipped_choices() -> ChoiceTables | None:
    """The shipped choices (None if the file is missing)."""
    try:
        data = (resources.files("penel421").joinpath("data").joinpath(FILES[CHOICES])
                .read_bytes())
    except FileNotFoundError:
        return None
    return ChoiceTables.parse(data)


def _little(doubles: array[float]) -> bytes:
    if sys.byteorder == "little":
        return doubles.tobytes()
    swapped = array("d", doubles)
    swapped.byteswap()
    return swapped.tobytes()


def header_of(part: str, t: RankTable) -> dict[str, object]:
    """What tables of ``part`` for the rules of ``t`` say they are solved
    for: by rank, each hand's value, whether it is a nénette, its number and
    the most it can make due; the nénette penalty; the throws and sizes; for
    the openers and the choices, the jetons of a game and the shares of
    them, in row order."""
    header: dict[str, object] = {
        "kind": part, "values": list(t.values), "nenette": list(t.nenette),
        "penalty": t.penalty, "number": list(t.number), "limits": list(t.limits),
        "throws": THROWS, "later": LATER, "caps": max(t.limits), "columns": COLUMNS[part]}
    if part in OPENER_PLAYERS:
        header["tokens"] = t.tokens
        header["shares"] = [list(s) for s in shares(t.tokens, max(t.limits),
                                                     OPENER_PLAYERS[part])]
    return header


def shares(tokens: int, cap: int, sizes: Sequence[int]) -> list[tuple[int, ...]]:
    """Every way to share ``tokens`` among ``sizes`` players (in play order),
    each holding one or more, each share cut at ``cap``, without repeats;
    those with the same players after the second together, and these with
    the same after the third (they are solved together)."""
    found: dict[tuple[int, ...], None] = {}
    for players in sizes:
        for cuts in combinations(range(1, tokens), players - 1):
            held = [b - a for a, b in zip((0, *cuts), (*cuts, tokens), strict=True)]
            found[tuple(min(h, cap) for h in held)] = None
    return sorted(found, key=lambda share: (len(share), share[3:], share[2:], share[:2]))


@cache
def shipped(part: str) -> RoundTables | None:
    """The shipped tables of ``part`` (None if the file is missing); not the
    choices (:func:`shipped_choices`)."""
    try:
        data = resources.files("penel421").joinpath("data").joinpath(FILES[part]).read_bytes()
    except FileNotFoundError:
        return None
    return RoundTables.parse(data)


def shipped_for(part: str, t: RankTable) -> RoundTables | None:
    """The shipped tables of ``part``, if solved for the rules of ``t``."""
    found = shipped(part)
    if found is not None and same_rules(found.header, part, t):
        return found
    return None


def choices_for(t: RankTable) -> ChoiceTables | None:
    """The shipped choices, if solved for the rules of ``t``."""
    found = shipped_choices()
    if found is not None and same_rules(found.header, CHOICES, t):
        return found
    return None


def same_rules(header: dict[str, object], part: str, t: RankTable) -> bool:
    """True when tables of ``part`` with ``header`` were solved for the rules
    of ``t``.  The jetons are compared first: the shares of a game of many
    jetons (a barème allows 999) are far too many to list."""
    if header.get("tokens", t.tokens) != t.tokens:
        return False
    return header == header_of(part, t)
