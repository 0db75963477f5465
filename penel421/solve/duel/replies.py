"""How the second player's turn ends against each final hand of the opener:
the counts an opener's split of his figures is drawn from.

An opener's reason splits his figure over the round's outcomes (won, lost,
a barrage), the second player answering each of his final hands ``o`` with
his game-perfect choices (:mod:`penel421.analysis.reasons`).  What that
needs of the second's turn is, for each ``o`` and each number of throws
``t`` he may use, how often — of the ``216 ** t`` equally likely ways his
turn goes — he ends below ``o`` (the opener wins the round), and on the one
hand the game's outcomes tell apart from the others below ``o`` or on it
(:func:`marked`): ``o`` itself where a tie is a barrage (1987), else the
nénette, whose loser pays more.  Every other hand below ``o`` leads to the
same state (the tests check it for every state), so these two counts and
the opener's figure after each pair of hands give the split exactly.

Worked out, the counts take a pass over the second's play for every hand
of the opener, some milliseconds a state; for the shipped solutions they
are shipped too (``scripts/solve_1987.py --replies-only``,
``scripts/solve_pascal2.py --replies-only``), so that an opener's first
reason of a round is a lookup.  Another solution's are worked out the first
time a state asks, and remembered.
"""

from __future__ import annotations

import zlib
from array import array
from functools import lru_cache
from importlib import resources
from itertools import groupby

from ...core.hands import ALL_HANDS
from ...core.rules import Rules, Ties
from ...core.state import GameState
from ..turn.ends import final_counts
from .solution import Solution
from .solver import HANDS, states


def marked(rules: Rules, o: int) -> int | None:
    """The hand (by number) counted apart against the opener's hand ``o``:
    ``o`` itself where ties are barrages, else the nénette where it is below
    ``o`` and costs its loser more (None: none)."""
    return marked_hands(rules)[o]


@lru_cache(maxsize=16)
def marked_hands(rules: Rules) -> tuple[int | None, ...]:
    """:func:`marked` for every opener's hand, by number."""
    if rules.ties is Ties.BARRAGE:
        return tuple(range(HANDS))
    rank = rules.table.rank
    nenette = next((s for s, hand in enumerate(ALL_HANDS) if rules.is_nenette(hand)), None)
    return tuple(None if nenette is None or rank[ALL_HANDS[nenette]] >= rank[hand]
                 else nenette for hand in ALL_HANDS)


@lru_cache(maxsize=16)
def first_beaten(rules: Rules) -> tuple[int | None, ...]:
    """For each opener's hand (by number), the first hand (by number) below
    it but its :func:`marked` one (None: none): every such hand leads to
    the same state once beaten, so that the opener's figure after it is
    the one to read."""
    rank, marks = rules.table.rank, marked_hands(rules)
    ranks = [rank[hand] for hand in ALL_HANDS]
    found: list[int | None] = [None] * HANDS
    # the hands from the lowest up, with the two first by number of those
    # below them (of two, one may be the marked hand)
    below: list[int] = []
    for _, hands in groupby(sorted(range(HANDS), key=ranks.__getitem__), key=ranks.__getitem__):
        same = list(hands)
        for o in same:
            found[o] = next((s for s in below if s != marks[o]), None)
        below = sorted(below + same)[:2]
    return tuple(found)


def throw_counts(rules: Rules) -> tuple[int, ...]:
    """The throws the second may use: as many as the opener used where the
    opener fixes them, else always the most."""
    most = rules.max_throws
    return tuple(range(1, most + 1)) if rules.opener_fixes_throws else (most,)


#: One state's counts: for each opener's hand (by number), for each of
#: :func:`throw_counts`, how often the second ends below it, then on the
#: :func:`marked` hand (0 where there is none).
Counts = tuple[int, ...]


def counts_of(solution: Solution, state: GameState) -> Counts:
    """The counts of ``state`` (see :data:`Counts`), worked out from the
    second's game-perfect play."""
    rules = solution.rules
    rank = rules.table.rank
    plays = solution.round_play(state).second
    found: list[int] = []
    for o, play in enumerate(plays):
        mine = rank[ALL_HANDS[o]]
        special = marked(rules, o)
        for t in throw_counts(rules):
            ends = final_counts(play, t - 1)
            below = sum(n for n, h in zip(ends, ALL_HANDS, strict=True) if rank[h] < mine)
            found += [below, 0 if special is None else ends[special]]
    return tuple(found)


def table_of(solution: Solution) -> bytes:
    """Every state's counts (in solver order) as shipped: unsigned 32-bit
    integers, little-endian, zlib-compressed."""
    numbers = array("I", (n for state in states(solution.game, solution.rules)
                          for n in counts_of(solution, state)))
    if numbers.itemsize != 4:  # pragma: no cover - every platform penel421 runs on
        raise RuntimeError("unsigned int is not 32 bits")
    return zlib.compress(numbers.tobytes(), 9)


@lru_cache(maxsize=4)
def _shipped(name: str) -> array[int]:
    numbers = array("I")
    data = (resources.files("penel421") / "data" / name).read_bytes()
    numbers.frombytes(zlib.decompress(data))
    return numbers


@lru_cache(maxsize=64)
def _worked_out(solution: Solution, number: int) -> Counts:
    return counts_of(solution, states(solution.game, solution.rules)[number])


def state_counts(solution: Solution, state: GameState, shipped: str | None) -> Counts:
    """The counts of ``state``: read from the data file ``shipped`` when it
    is this solution's, else worked out (and remembered)."""
    number = solution.number(state)
    if shipped is None:
        return _worked_out(solution, number)
    size = HANDS * len(throw_counts(solution.rules)) * 2
    return tuple(_shipped(shipped)[number * size:(number + 1) * size])


def split_rows(counts: Counts, rules: Rules, t: int) -> tuple[Counts, Counts, int]:
    """:func:`split_counts` for every opener's hand at once, by number: how
    many of the second's turns of ``t`` throws end below it, how many on
    the marked hand, and ``216 ** t``."""
    start, step = (2 * (t - 1), 2 * rules.max_throws) if rules.opener_fixes_throws else (0, 2)
    return counts[start::step], counts[start + 1::step], 216 ** t


def split_counts(counts: Counts, rules: Rules, o: int, t: int) -> tuple[int, int, int]:
    """Of the ``216 ** t`` ways the second's turn of ``t`` throws goes
    against ``o``: how many end below ``o``, how many on the marked hand, and
    ``216 ** t``."""
    most = rules.max_throws
    at = 2 * (o * most + t - 1) if rules.opener_fixes_throws else 2 * o
    return counts[at], counts[at + 1], 216 ** t
