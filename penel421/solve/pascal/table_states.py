"""A pascal game of three or four players between rounds: its states, and
where a round leads from each.

Played for the *game* (:mod:`.table_round`), a round is worth what the state
it leads to is worth to each player: his chance of losing the game from
there.  Between rounds a game is the pot and each player's jetons, in play
order from the round's opener (the seats are alike): a :data:`Key`.  With
three or four players in, the charge's states (every split of the jetons out
of the pot, the pot holding one or more) lead to smaller pots, then to the
décharge's (every player holding one or more), which lead to each other and
to décharges of fewer players, down to the two-player game.  With the usual
21 jetons: 1,981 states from a round of three (charge 1,771, décharge 190,
the duel 20), 11,976 from a round of four (charge 10,626, décharge 1,140,
then the 190 and the 20).

Where a round leads depends only on who wins it, who loses it and what its
best hand makes due (its value, and the nénette's extra when the loser holds
one): a *case*.  :func:`outcomes` asks the engine's own
:func:`~penel421.core.settle.settle` where each case leads, so the solved
game and the engine cannot disagree about the rules.  What the players still
to play need to know of the hands already played is their *summary*
(:func:`joined`): the best hand's rank and its holder, the worst's and its
holder (of equal hands the later ranks higher).

The offline solve (``scripts/solve_pascal34.py``) and the table
(:mod:`.table_round`) both number states and cases as this module does.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import NamedTuple

from ...core.hands import ALL_HANDS
from ...core.rules import Rules
from ...core.settle import settle
from ...core.state import GameState, Played
from .ranks import RankTable, rank_table

#: A game between rounds: the pot, then each player's jetons in play order
#: from the round's opener.
Key = tuple[int, ...]
#: What the players to come know of the hands played: best rank, its
#: holder's position, worst rank, its holder's position.
Summary = tuple[int, int, int, int]
#: The most players in the rounds whose game is solved (the table sizes).
TABLE_SIZES = (3, 4)


def splits(total: int, players: int, least: int) -> list[tuple[int, ...]]:
    """Every way to share ``total`` jetons among ``players`` in order, each
    holding at least ``least``."""
    spare = total - least * players
    if spare < 0:
        return []
    found = []
    for cuts in combinations(range(spare + players - 1), players - 1):
        held = [b - a - 1 for a, b in zip((-1, *cuts), (*cuts, spare + players - 1),
                                          strict=True)]
        found.append(tuple(h + least for h in held))
    return found


def keys(players: int, tokens: int) -> list[Key]:
    """Every state a game whose rounds have ``players`` players can reach,
    in the order they are solved: the décharges from two players up, then the
    charge of ``players`` by increasing pot."""
    found: list[Key] = []
    for size in range(2, players + 1):
        found += [(0, *share) for share in splits(tokens, size, 1)]
    for pot in range(1, tokens + 1):
        found += [(pot, *share) for share in splits(tokens - pot, players, 0)]
    return found


@lru_cache(maxsize=8)
def table_numbers(players: int, tokens: int) -> dict[Key, int]:
    """Each state's number in :func:`keys`."""
    return {key: i for i, key in enumerate(keys(players, tokens))}


def table_key_of(state: GameState) -> tuple[Key, tuple[int, ...]]:
    """A game's state as a :data:`Key`, with the seats in play order."""
    order = state.seating()
    return (state.pot, *(state.tokens[s] for s in order)), order


def table_canonical(key: Key) -> GameState:
    """The state ``key``, its players in seats 0, 1, … in play order."""
    players = len(key) - 1
    return GameState(tuple(key[1:]), key[0], 0, tuple(range(players)))


def joined(summary: Summary | None, rank: int, position: int) -> Summary:
    """The summary once the player at ``position`` ends with ``rank``: the
    later of equal best hands wins, the earlier of equal worst hands loses."""
    if summary is None:
        return (rank, position, rank, position)
    best, holder, worst, loser = summary
    if rank >= best:
        best, holder = rank, position
    if rank < worst:
        worst, loser = rank, position
    return (best, holder, worst, loser)


@lru_cache(maxsize=8)
def dues(rules: Rules) -> tuple[int, ...]:
    """Every amount a round can make due under ``rules``, smallest first."""
    t = rank_table(rules)
    return tuple(sorted({t.due(best, worst) for best in range(len(ALL_HANDS))
                         for worst in range(best + 1)}))


def case_of(t: RankTable, due_number: dict[int, int], players: int,
            summary: Summary) -> int:
    """The case number of a round ended with ``summary``: winner, loser and
    what is due, ``(winner * players + loser) * len(dues) + due's place``."""
    best, holder, worst, loser = summary
    return (holder * players + loser) * len(due_number) + due_number[t.due(best, worst)]


class CaseResult(NamedTuple):
    """Where one case leads: the next state (None once the game is over),
    each player's position in it by his position now (-1: out of the game),
    and who lost the game when it is over."""

    key: Key | None
    places: tuple[int, ...]
    loser: int
    moved: int  # the jetons the round moves


@lru_cache(maxsize=64)
def _representatives(t: RankTable, due: int) -> tuple[int, int, int] | None:
    """Ranks ``best > middle > worst`` whose round makes ``due`` due: hands
    to settle a case with (the players neither winning nor losing it hold
    the middle one)."""
    for best in range(2, len(t.values)):
        for worst in range(best - 1):
            if t.due(best, worst) == due:
                return best, worst + 1, worst
    return None


def outcomes(rules: Rules, key: Key) -> list[CaseResult | None]:
    """Where a round from ``key`` leads, case by case (see :func:`case_of`;
    None for a case that cannot happen: a winner who is the loser), as the
    engine settles it."""
    return [outcome(rules, key, case) for case in range(cases(rules, len(key) - 1))]


def cases(rules: Rules, players: int) -> int:
    """How many cases :func:`case_of` numbers for rounds of ``players``."""
    return players * players * len(dues(rules))


def outcome(rules: Rules, key: Key, case: int) -> CaseResult | None:
    """Where a round from ``key`` leads in ``case`` (None if it cannot happen)."""
    t = rank_table(rules)
    players = len(key) - 1
    pair, due_place = divmod(case, len(dues(rules)))
    winner, loser = divmod(pair, players)
    due = dues(rules)[due_place]
    ranks = _representatives(t, due)
    if winner == loser or ranks is None:
        return None
    best, middle, worst = ranks
    hands = tuple(Played(p, ALL_HANDS[t.number[best if p == winner else worst if p == loser
                                                else middle]], 1)
                  for p in range(players))
    done = settle(rules, table_canonical(key), hands)
    assert (done.winner, done.loser, done.due) == (winner, loser, due)
    after = done.state
    if after.over:
        return CaseResult(None, (-1,) * players, after.in_game[0], done.moved)
    next_key, order = table_key_of(after)
    return CaseResult(next_key, tuple(order.index(p) if p in order else -1
                                   for p in range(players)), -1, done.moved)
