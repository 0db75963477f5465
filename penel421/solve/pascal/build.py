"""The shipped round tables solved from scratch: what
``scripts/round_tables_pascal.py`` writes to ``penel421/data/``, and what
the tests compare the shipped files with.

A game never imports this module: it reads the tables
(:mod:`.shipped`) and solves the rest on the fly (:mod:`.round`,
:mod:`.turns`).  Each part (:mod:`.shipped`'s docstring) is solved here by
the same induction as in a game, with less or nothing shipped, so a shipped
table is exactly what a game would have solved.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator
from typing import cast

from ...core.choice import to_bytes
from ...core.rules import Rules
from ..turn.ends import turn_play
from .ranks import HANDS, rank_table
from .round import Round, _after, after
from .shipped import (
    CHARGE,
    CHOICES,
    LAST,
    LATER,
    OPENERS,
    THROWS,
    ChoiceTables,
    RoundTables,
    header_of,
    shipped_for,
)
from .turns import Turn, turn_outlook


def solve_tables(rules: Rules, part: str) -> RoundTables:
    """Every state of ``part`` (:data:`~.shipped.CHARGE`, :data:`~.shipped.LAST`
    or :data:`~.shipped.OPENERS`) of ``rules`` with three throws, solved now."""
    t = rank_table(rules)
    header = header_of(part, t)
    if part == OPENERS:  # the décharge's last player read from his shipped tables
        return _solve_openers(Round(rules, True, False, shipped=shipped_for(LAST, t)), header)
    game = Round(rules, part == LAST, False)  # nothing read from shipped tables
    shipped = RoundTables(header, [])
    columns = [array("d") for _ in range(cast(int, header["columns"]))]

    def add(caps: tuple[int, ...], best: int, best_cap: int, worst: int) -> None:
        found = _after(game, caps, best, best_cap, worst, THROWS)
        for column, value in zip(columns, found[4 - len(columns):], strict=True):
            column.append(float(value))

    if part == CHARGE:
        for later in range(1, LATER + 1):
            for cap in range(1, t.most_due + 1):
                for best in range(HANDS):
                    for worst in range(best + 1):
                        assert shipped.charge_row(later, cap, best, worst) == len(columns[0])
                        add((cap,) * later, best, min(cap, t.limits[best]), worst)
    else:
        for cap in range(1, t.most_due + 1):
            for best in range(HANDS):
                for best_cap in range(1, t.limits[best] + 1):
                    for worst in range(best + 1):
                        assert shipped.last_row(cap, best, best_cap, worst) == len(columns[0])
                        add((cap,), best, best_cap, worst)
    return RoundTables(header, columns)


def solve_choices(rules: Rules) -> ChoiceTables:
    """The décharge's first two players' choices in rounds of 4 or 5
    (:class:`~penel421.solve.pascal.shipped.ChoiceTables`), solved now."""
    t = rank_table(rules)
    header = header_of(CHOICES, t)
    game = Round(rules, True, False, shipped=shipped_for(LAST, t))
    rows = bytearray()

    def add(turn: Turn) -> None:
        play = turn_play(turn_outlook(game, turn).pay, False)
        rows.extend(to_bytes(play.choices_at(1)) + to_bytes(play.choices_at(2)))

    for share in _grouped(game, ChoiceTables.of_rows(header, b"").shares):
        add(Turn(share[1:], share[0], -1, 0, -1, THROWS, False))
        for rank in range(HANDS):
            add(Turn(share[2:], share[1], rank, min(share[0], t.limits[rank]), rank,
                     THROWS, False))
    return ChoiceTables.of_rows(header, bytes(rows))


def _grouped(game: Round, shares: dict[tuple[int, ...], int]) -> Iterator[tuple[int, ...]]:
    """The shares in the order of their rows (those with the same players
    after the second together), the states of the players after the second
    forgotten when they change (but those after the third, if the same), so
    that the memory holds the states of a few shares, not of all."""
    rest: tuple[int, ...] = ()
    for share, _ in sorted(shares.items(), key=lambda item: item[1]):
        if share[2:] != rest:
            kept = len(share) - 3 if share[3:] == rest[1:] else 0
            for stale in [key for key in game.states if len(key[0]) > kept]:
                del game.states[stale]
            game.states.forget_columns()
            rest = share[2:]
        yield share


def _solve_openers(game: Round, header: dict[str, object]) -> RoundTables:
    """The décharge openers' outlooks of :func:`solve_tables`."""
    openers = RoundTables(header, [])
    columns = [array("d") for _ in range(cast(int, header["columns"]))]
    number = game.facts.number
    for share in _grouped(game, openers.shares):
        turn = Turn(share[1:], share[0], -1, 0, -1, THROWS, False)
        seen = turn_outlook(game, turn)
        assert openers.shares[share] == len(columns[0])
        for column, level in zip(columns, seen, strict=False):
            column.extend(float(level[0][n]) for n in number)
        # what he gives away alone, from the states his outlook just solved
        columns[3].extend(float(after(game, share[1:], r, share[0], r, THROWS).given)
                          for r in range(len(number)))
    return RoundTables(header, columns)
