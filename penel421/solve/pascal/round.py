"""A pascal round solved by backward induction over the seats still to play.

Every player, in turn, plays for his own expected change of jetons when the
round is settled, knowing exactly how each player after him will answer, each
of them doing the same, down to the last player: the round is played
subgame-perfect.  Integer payoffs give exact :class:`~fractions.Fraction`
values (a :class:`Round` made ``exact``, which the tests hold against a plain
enumeration of the round); the players use floats.

**What a player to come needs to know.**  Once some hands are played, only
three things about them matter to the players still to play: the rank of the
best hand (and what its holder can give or take: his jetons in the décharge,
the pot in the charge), the rank of the worst hand, and how many throws are
allowed.  A player who holds neither the best nor the worst hand can no
longer win or lose the round; the holder of the best hand wins it unless a
later hand ranks as high (of equal hands the later wins), the holder of the
worst loses it unless a later hand ranks strictly lower.  So for each
position of the round and each such state, :func:`after` gives four numbers
for the two players concerned: what the best hand's holder expects to give
away, what the worst hand's holder expects to receive, and the chance that
each of them ends the round so.  They are worked out once per state and
remembered, so the charge's states serve every round of every game.

Caps: what moves is at most the pot (charge) or the winner's jetons
(décharge); a cap above the most that can be due is the same as no cap, so
caps are cut there, which lets many states share one solution.

**One induction, exact or in floats.**  :func:`_solve_after` is written once;
only the turn of the player to move is solved differently: exactly by
:func:`~penel421.solve.turn.ends.turn_play` (every value an integer over a
power of 216), in floats by :func:`~penel421.solve.turn.ends.turn_ends` (the
chances of each final hand in one pass, ties broken as in fractions, so that
both make the same choices).  In floats, for the usual barème with three
throws, the states that come back in every game are read from the shipped
tables (:mod:`.shipped`) rather than solved: every state of the charge and
every state of the décharge's last player; what the décharge's openers and
first two players need is read by the turns (:mod:`.turns`).

**What is remembered**, and how much: see :class:`Memo` and the limits
beside it; everything is dropped by :func:`~penel421.solve.pascal.turns.forget`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from fractions import Fraction
from functools import lru_cache
from itertools import repeat
from operator import itemgetter, mul, neg
from typing import NamedTuple, TypeVar, cast

from ...core.rules import Rules
from ..turn.adding import add_up
from ..turn.ends import FIRST_CHANCES, final_counts, turn_ends, turn_play
from .ranks import HANDS, Number, rank_table
from .shipped import (
    CHARGE,
    LAST,
    OPENERS,
    THROWS,
    ChoiceTables,
    RoundTables,
    choices_for,
    shipped_for,
)


class After(NamedTuple):
    """A round's state after some hands, seen by the two players it concerns."""

    given: Number  # what the best hand's holder expects to give (décharge)
    received: Number  # what the worst hand's holder expects to receive
    wins: Number  # the chance that the best hand's holder wins the round
    loses: Number  # the chance that the worst hand's holder loses it


#: A state as :func:`after` takes it: the caps of the players still to play,
#: the best rank, its holder's cap, the worst rank, the throws allowed.
StateKey = tuple[tuple[int, ...], int, int, int, int]

K = TypeVar("K")
V = TypeVar("V")

# --- what is remembered -------------------------------------------------------------------
# Everything the round and its turns solve is remembered, so that a state or
# a turn met again costs a look-up.  Each memo is bounded, and emptied whole
# when full: a bound on the memory, not a policy (what is forgotten is
# solved again when met).  The README (« La manche pascal exacte ») says what
# each entry weighs.

#: The states of one round solved on the fly (:func:`after`): the shipped
#: ones are read, never remembered.
STATE_LIMIT = 200_000
#: The turns whose whole play and outlook are remembered, per round
#: (:func:`~penel421.solve.pascal.turns.best_play`).
PLAY_LIMIT = 500
#: The turns whose choices alone are remembered, per round
#: (:func:`~penel421.solve.pascal.turns.best_choices`).
CHOICE_LIMIT = 20_000
#: The rounds remembered, one per rule set, phase and exactness
#: (:func:`round_of`, :func:`~penel421.solve.pascal.turns.turns_of`).
ROUND_LIMIT = 64


class Memo(dict[K, V]):
    """What was solved, by its key, up to ``limit`` entries: once it holds
    that many, :meth:`make_room` empties it."""

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit

    def make_room(self) -> None:
        """Empty the memo if it is full."""
        if len(self) >= self.limit:
            self.clear()


class Column:
    """Three figures of the states that a run of ranks leads to, each a list
    by rank from ``low`` on (see :class:`States`)."""

    __slots__ = ("low", "given", "received", "third")

    def __init__(self, low: int) -> None:
        self.low = low
        self.given: list[Number] = []
        self.received: list[Number] = []
        self.third: list[Number] = []


class States(Memo[StateKey, After]):
    """The states of a round solved on the fly, and, read from them, what the
    induction reads of them by the run of ranks: the figures of the states
    after a mover who becomes the best hand, for each of its ranks from the
    best on (``ups``, by the players after him, his cap cut at the most a
    round moves, the worst rank and the throws; given, received, loses), or
    the worst hand, for each rank below the worst (``downs``, by the players
    after him, the best rank, its holder's cap and the throws; given,
    received, wins).  The states of a run are those :func:`_solve_after`
    asks for, each read once where it read them one by one: the same states
    solved, the same figures.  Emptied with the states."""

    def __init__(self, limit: int) -> None:
        super().__init__(limit)
        self.ups: dict[tuple[tuple[int, ...], int, int, int], Column] = {}
        self.downs: dict[tuple[tuple[int, ...], int, int, int], Column] = {}

    def clear(self) -> None:
        super().clear()
        self.forget_columns()

    def forget_columns(self) -> None:
        """Drop the runs read from the states (the states stay)."""
        self.ups.clear()
        self.downs.clear()


class Round:
    """One round's induction: the rules, the phase, exact or not, the shipped
    tables it reads, and the states it solved (``states``, by their keys as
    :func:`after` takes them).

    ``shipped`` holds every state of the charge, or of the décharge's last
    player; ``openers`` the décharge opener's outlook in rounds of 3 or 4,
    ``choice_tables`` the choices of the décharge's first two players in
    rounds of 4 or 5 (read by :mod:`.turns`).  All None: everything solved.
    A game gets its rounds from :func:`round_of`; the builders and the
    tests make their own, with less shipped."""

    __slots__ = ("rules", "decharge", "exact", "facts", "shipped", "openers",
                 "choice_tables", "states", "cuts", "by_rank", "by_number")

    def __init__(self, rules: Rules, decharge: bool, exact: bool,
                 shipped: RoundTables | None = None, openers: RoundTables | None = None,
                 choice_tables: ChoiceTables | None = None) -> None:
        self.rules, self.decharge, self.exact = rules, decharge, exact
        self.facts = rank_table(rules)
        self.shipped, self.openers, self.choice_tables = shipped, openers, choice_tables
        self.states = States(STATE_LIMIT)
        # what the induction reads once per state, laid out once per round:
        # for each cap up to the most a round moves, each rank's limit cut at
        # it; and the turns' lists by hand number read by rank, and back
        t = self.facts
        self.cuts = [tuple(min(cap, limit) for limit in t.limits)
                     for cap in range(t.most_due + 1)]
        self.by_rank = itemgetter(*t.number)
        self.by_number = itemgetter(*t.rank)

    def turn_chances(self, pay: Sequence[Number], throws: int) -> Sequence[Number]:
        """How likely each final hand (by rank) is when the player to move
        plays best for ``pay`` (by hand number) with ``throws`` throws."""
        if not self.exact:
            return cast("tuple[float, ...]", self.by_rank(
                turn_ends(cast("Sequence[float]", pay), throws) if any(pay) else FIRST_CHANCES))
        counts = final_counts(turn_play([pay] * throws, True), throws - 1)
        total = 216 ** throws
        return [Fraction(counts[n], total) for n in self.facts.number]


def round_of(rules: Rules, decharge: bool, exact: bool = False) -> Round:
    """The one :class:`Round` of these rules, phase and exactness; in floats,
    it reads the tables shipped for these rules, if any."""
    return _round_of(rules, decharge, exact)  # one key however it is called


def forget_rounds() -> None:
    """Drop every round and the states it solved."""
    _round_of.cache_clear()


@lru_cache(maxsize=ROUND_LIMIT)
def _round_of(rules: Rules, decharge: bool, exact: bool) -> Round:
    if exact:
        return Round(rules, decharge, exact)
    t = rank_table(rules)
    if not decharge:
        return Round(rules, decharge, exact, shipped=shipped_for(CHARGE, t))
    return Round(rules, decharge, exact, shipped=shipped_for(LAST, t),
                 openers=shipped_for(OPENERS, t), choice_tables=choices_for(t))


def after(game: Round, caps: tuple[int, ...], best: int, best_cap: int, worst: int,
          throws: int) -> After:
    """The round once hands are played whose best has rank ``best`` (its
    holder can give or the loser can take at most ``best_cap``) and whose
    worst has rank ``worst``; ``caps``: what each player still to play can
    give or take at most (his jetons in the décharge, the pot in the
    charge), in play order; ``throws``: the most each may use."""
    game.states.make_room()
    return _after(game, caps, best, min(best_cap, game.facts.limits[best]), worst, throws)


def _after(game: Round, caps: tuple[int, ...], best: int, best_cap: int, worst: int,
           throws: int) -> After:
    """:func:`after`, ``best_cap`` already cut at what ``best`` can make due
    (states that differ only above it are one); read from the shipped tables
    (in the charge every cap is the pot's) or remembered in the round."""
    shipped = game.shipped
    if shipped is not None and caps and throws == THROWS:
        columns = shipped.columns
        if not game.decharge:
            i = shipped.charge_row(len(caps), caps[0], best, worst)
            return After(0.0, columns[0][i], columns[1][i], columns[2][i])
        if len(caps) == 1:
            i = shipped.last_row(caps[0], best, best_cap, worst)
            return After(columns[0][i], columns[1][i], columns[2][i], columns[3][i])
    key = (caps, best, best_cap, worst, throws)
    found = game.states.get(key)
    if found is None:
        found = game.states[key] = _solve_after(game, caps, best, best_cap, worst, throws)
    return found


#: What :func:`_solve_after` counts for the state in the middle when no rank
#: is there: nothing (times a middle chance of 0, it adds 0 to every figure).
_NOWHERE = After(0.0, 0.0, 0.0, 0.0)
_NOWHERE_EXACT = After(Fraction(0), Fraction(0), Fraction(0), Fraction(0))


def _solve_after(game: Round, caps: tuple[int, ...], best: int, best_cap: int,
                 worst: int, throws: int) -> After:
    """The state of :func:`_after`, solved: the next player's turn, played
    for his own jetons against the states each of his hands leads to."""
    t = game.facts
    if not caps:
        moved = min(t.due(best, worst), best_cap)
        one: Number = Fraction(1) if game.exact else 1.0
        return After(moved if game.decharge else 0, moved, one, one)
    mover, rest = caps[0], caps[1:]
    # what the holders of the best and the worst hands expect once the mover
    # ends with each rank: a new best hand (his own), a new worst, or neither
    shipped = game.shipped
    states = game.states
    down: tuple[Sequence[Number], ...]
    last = (shipped is not None and game.decharge and len(rest) == 1
            and throws == THROWS)
    # a new best: each rank's figures read once for every state of the run
    # (the mover's cap cut at the most a round moves cuts every limit the
    # same: each rank's limit cut at it, the rank's cap as a new best)
    cap = min(mover, t.most_due)
    ups = states.ups.get((rest, cap, worst, throws))
    if ups is None:
        ups = states.ups[(rest, cap, worst, throws)] = Column(HANDS)
    if best < ups.low:
        cut = game.cuts[cap]
        if last:
            # the last player's states, read straight from their columns
            assert shipped is not None
            given, received, _, loses = shipped.columns
            base = (rest[0] - 1) * shipped.starts[-1]
            starts = shipped.starts
            rows = [base + starts[r] + (cut[r] - 1) * (r + 1) + worst
                    for r in range(best, ups.low)]
            new: tuple[Sequence[Number], ...] = (
                [given[i] for i in rows], [received[i] for i in rows], [loses[i] for i in rows])
        else:
            # each state below read from the round's memo where it is there
            # (a state is never None: a non-empty tuple), else by _after
            get = states.get
            found = [get(key) or _after(game, *key)
                     for key in [(rest, r, cut[r], worst, throws) for r in range(best, ups.low)]]
            new_given, new_received, _, new_loses = zip(*found, strict=True)
            new = (new_given, new_received, new_loses)
        ups.given[:0], ups.received[:0], ups.third[:0] = new
        ups.low = best
    start = best - ups.low
    up = (ups.given[start:], ups.received[start:], ups.third[start:])
    if last:
        assert shipped is not None
        given, received, wins, loses = shipped.columns
        first = ((rest[0] - 1) * shipped.starts[-1] + shipped.starts[best]
                 + (best_cap - 1) * (best + 1))
        down = (given[first:first + worst], received[first:first + worst],
                wins[first:first + worst])
        stays = After(given[first + worst], received[first + worst], wins[first + worst],
                      loses[first + worst])
    else:
        # a new worst: the same, each rank's figures read once
        downs = states.downs.get((rest, best, best_cap, throws))
        if downs is None:
            downs = states.downs[(rest, best, best_cap, throws)] = Column(0)
        known = len(downs.given)
        if known < worst:
            get = states.get
            found = [get(key) or _after(game, *key)
                     for key in [(rest, best, best_cap, r, throws) for r in range(known, worst)]]
            new_given, new_received, new_wins, _ = zip(*found, strict=True)
            downs.given += new_given
            downs.received += new_received
            downs.third += new_wins
        down = (downs.given[:worst], downs.received[:worst], downs.third[:worst])
        # the state where the mover neither beats the best nor falls below
        # the worst; none when they are one rank (only one hand played, or
        # the last two equal): every rank of the mover's then makes him the
        # best or the worst, his middle chance is 0, and what that state
        # would hold counts for nothing (nor does it ever happen: it would
        # leave the mover out)
        stays = (_after(game, rest, best, best_cap, worst, throws) if worst < best
                 else _NOWHERE_EXACT if game.exact else _NOWHERE)
    # the mover's payoff for each final rank: what he would receive (as a
    # new worst), nothing, or what he would give (as a new best, in the
    # décharge); then by hand number
    zero: Number = Fraction(0) if game.exact else 0.0
    by_rank: list[Number] = [*cast("Iterator[Number]", map(neg, down[1])),
                             *repeat(zero, best - worst),
                             *(up[0] if game.decharge else repeat(zero, HANDS - best))]
    chances = game.turn_chances(game.by_number(by_rank), throws)
    up_chances, down_chances = chances[best:], chances[:worst]
    middle = add_up(chances[worst:best], zero)
    return After(add_up(map(mul, down_chances, down[0]), zero) + middle * stays.given,
                 add_up(map(mul, up_chances, up[1]), zero) + middle * stays.received,
                 add_up(map(mul, down_chances, down[2]), zero) + middle * stays.wins,
                 add_up(map(mul, up_chances, up[2]), zero) + middle * stays.loses)
