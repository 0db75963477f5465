"""A pascal round solved by backward induction over the seats still to play.

Every player, in turn, plays for his own expected change of jetons when the
round is settled, knowing exactly how each player after him will answer, each
of them doing the same, down to the last player: the round is played
subgame-perfect.  Integer payoffs give exact :class:`~fractions.Fraction`
values (``exact=True``); the players use floats.

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

**Speed.**  In floats, each state's turn is solved by
:func:`~penel421.solve.turn.ends.turn_ends` (ties broken as in fractions).
For the usual barème with three throws, the states that come back in every
game are solved ahead and shipped (:mod:`~penel421.solve.pascal.shipped`):
every state of the charge, every state of the décharge's last player, the
décharge opener's outlook in rounds of 3 or 4 players, and the choices
alone of the first two players in rounds of 4 or 5 (:func:`best_choices`
reads them).  What is left is solved on the fly and remembered: in the
décharge, the outlooks of the second player of 4 or 5 (for the advice:
5 ms with 4 players, a tenth of a second with 5), the third of 5 (a few
milliseconds), and every player but the last two of a round of 6 or more
(up to a second, seldom met).  Each turn is remembered too: its choices
(:func:`best_choices`) and its whole play (:func:`best_play`).
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cache, lru_cache
from operator import mul
from typing import NamedTuple, cast

from ...core.hands import ALL_HANDS, Hand
from ...core.rules import Rules
from ...core.state import GameState, Played
from ..turn.ends import FIRST_CHANCES, final_chances, final_counts, turn_ends, turn_play
from ..turn.keeps import INDEX, KEEPS, Keep
from ..turn.play import STOP, TurnPlay
from . import shipped as round_tables
from .shipped import CHARGE, CHOICES, LAST, OPENERS, ChoiceTables, RoundTables

Number = Fraction | float
HANDS = len(ALL_HANDS)


class After(NamedTuple):
    """A round's state after some hands, seen by the two players it concerns."""

    given: Number  # what the best hand's holder expects to give (décharge)
    received: Number  # what the worst hand's holder expects to receive
    wins: Number  # the chance that the best hand's holder wins the round
    loses: Number  # the chance that the worst hand's holder loses it


@dataclass(frozen=True)
class Table:
    """What a round needs of the rules, by rank (0: the weakest hand)."""

    values: tuple[int, ...]  # what each rank's hand is worth when it wins
    nenette: tuple[bool, ...]  # which rank costs the nénette penalty to its loser
    penalty: int
    number: tuple[int, ...]  # each rank's hand number (in ALL_HANDS)
    rank: tuple[int, ...]  # each hand number's rank
    most_due: int  # the most a round can move
    limits: tuple[int, ...]  # the most the best hand of each rank can make due
    tokens: int  # the jetons of a game

    @classmethod
    def of(cls, rules: Rules) -> Table:
        by_rank = sorted(ALL_HANDS, key=rules.table.rank.__getitem__)
        values = tuple(rules.table.value[h] for h in by_rank)
        return cls(values, tuple(rules.is_nenette(h) for h in by_rank),
                   rules.nenette_penalty, tuple(INDEX[h] for h in by_rank),
                   tuple(rules.table.rank[h] for h in ALL_HANDS),
                   max(values) + rules.nenette_penalty,
                   tuple(v + rules.nenette_penalty for v in values), rules.tokens)

    def due(self, best: int, worst: int) -> int:
        """What the round's loser gets when the best hand has rank ``best``
        and the worst ``worst``, before any cap."""
        return self.values[best] + (self.penalty if self.nenette[worst] else 0)

    def by_rank(self, by_number: Sequence[float]) -> list[float]:
        """A list by hand number turned into a list by rank."""
        return [by_number[n] for n in self.number]

    def by_number(self, by_rank: Sequence[Number]) -> list[Number]:
        """A list by rank turned into a list by hand number."""
        found: list[Number] = [0.0] * HANDS
        for r, value in enumerate(by_rank):
            found[self.number[r]] = value
        return found


@cache
def table(rules: Rules) -> Table:
    """The rules' :class:`Table` (built once per rule set)."""
    return Table.of(rules)


@dataclass(frozen=True, eq=False)  # one per rules, phase and exactness: see round_of
class Round:
    """The round as the solver sees it: the rules, the phase, exact or not,
    and the states already solved (by their numbers, as :func:`after` takes them)."""

    rules: Rules
    decharge: bool
    exact: bool
    memo: dict[tuple[tuple[int, ...], int, int, int, int], After] = field(
        default_factory=dict, repr=False)
    turns: dict[Turn, tuple[TurnPlay, TurnOutlook]] = field(default_factory=dict,
                                                            repr=False)
    #: the states solved ahead for these rules and phase, if shipped
    #: (:mod:`~penel421.solve.pascal.shipped`), and the décharge's openers
    shipped: RoundTables | None = field(default=None, repr=False)
    openers: RoundTables | None = field(default=None, repr=False)
    choice_tables: ChoiceTables | None = field(default=None, repr=False)
    #: turns' choices remembered by :func:`best_choices`
    choices: dict[Turn, Choices] = field(default_factory=dict, repr=False)


#: The most states a round remembers before it forgets them all (some 50 Mio).
MEMO_LIMIT = 200_000


@lru_cache(maxsize=64)
def round_of(rules: Rules, decharge: bool, exact: bool = False) -> Round:
    """The one :class:`Round` of these rules, phase and exactness; in floats,
    it reads the states shipped for these rules, if any."""
    if exact:
        return Round(rules, decharge, exact)
    t = table(rules)
    if not decharge:
        return Round(rules, decharge, exact, shipped=shipped_for(CHARGE, t))
    return Round(rules, decharge, exact, shipped=shipped_for(LAST, t),
                 openers=shipped_for(OPENERS, t), choice_tables=choices_for(t))


def shipped_for(kind: str, t: Table) -> RoundTables | None:
    """The shipped tables of ``kind``, if solved for the rules of ``t``."""
    found = round_tables.shipped(kind)
    if found is not None and same_rules(found.header, kind, t):
        return found
    return None


def choices_for(t: Table) -> ChoiceTables | None:
    """The shipped choices, if solved for the rules of ``t``."""
    found = round_tables.shipped_choices()
    if found is not None and same_rules(found.header, CHOICES, t):
        return found
    return None


def same_rules(header: dict[str, object], kind: str, t: Table) -> bool:
    """True when tables of ``kind`` with ``header`` were solved for the rules
    of ``t``.  The jetons are compared first: the shares of a game of many
    jetons (a barème allows 999) are far too many to list."""
    if header.get("tokens", t.tokens) != t.tokens:
        return False
    return header == header_for(kind, t)


def header_for(kind: str, t: Table) -> dict[str, object]:
    """What tables of ``kind`` for the rules of ``t`` say they were solved for."""
    return round_tables.header_of(kind, t.values, t.nenette, t.penalty, t.number, t.limits,
                                  t.tokens)


def solve_tables(rules: Rules, kind: str) -> RoundTables:
    """Every state of ``kind`` (:mod:`~penel421.solve.pascal.shipped`) of
    ``rules`` with three throws, solved now (some 134,000 states of the
    charge for the usual barème, 88,000 of the décharge's last player:
    seconds); what ``scripts/round_tables_pascal.py`` ships."""
    t = table(rules)
    game = Round(rules, kind == LAST, False)  # nothing read from shipped tables
    header = header_for(kind, t)
    shipped = RoundTables(header, [])
    columns = [array("d") for _ in range(cast(int, header["columns"]))]

    def add(caps: tuple[int, ...], best: int, best_cap: int, worst: int) -> None:
        found = _after(game, caps, best, best_cap, worst, round_tables.THROWS)
        for column, value in zip(columns, found[4 - len(columns):], strict=True):
            column.append(float(value))

    if kind == OPENERS:  # the décharge's last player read from his shipped tables
        return _solve_openers(Round(rules, True, False, shipped=shipped_for(LAST, t)), header)
    if kind == CHARGE:
        for later in range(1, round_tables.LATER + 1):
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
    (:class:`~penel421.solve.pascal.shipped.ChoiceTables`), solved now (some
    fifteen minutes); what ``scripts/round_tables_pascal.py`` ships."""
    t = table(rules)
    header = header_for(CHOICES, t)
    game = Round(rules, True, False, shipped=shipped_for(LAST, t))
    rows = bytearray()

    def add(turn: Turn) -> None:
        play = turn_play(_outlook(game, turn).pay, False)
        rows.extend(bytes(c + 1 for n in (1, 2) for c in play.choices_at(n)))

    for share in _grouped(game, ChoiceTables.of_rows(header, b"").shares):
        add(Turn(share[1:], share[0], -1, 0, -1, round_tables.THROWS, False))
        for rank in range(HANDS):
            add(Turn(share[2:], share[1], rank, min(share[0], t.limits[rank]), rank,
                     round_tables.THROWS, False))
    return ChoiceTables.of_rows(header, bytes(rows))


def _grouped(game: Round, shares: dict[tuple[int, ...], int]) -> Iterator[tuple[int, ...]]:
    """The shares in the order of their rows (those with the same players
    after the second together), the states of the players after the second
    forgotten when they change (but those after the third, if the same)."""
    rest: tuple[int, ...] = ()
    for share, _ in sorted(shares.items(), key=lambda item: item[1]):
        if share[2:] != rest:
            kept = len(share) - 3 if share[3:] == rest[1:] else 0
            for stale in [key for key in game.memo if len(key[0]) > kept]:
                del game.memo[stale]
            rest = share[2:]
        yield share


def _solve_openers(game: Round, header: dict[str, object]) -> RoundTables:
    """The décharge openers' outlooks of :func:`solve_tables`."""
    openers = RoundTables(header, [])
    columns = [array("d") for _ in range(cast(int, header["columns"]))]
    number = table(game.rules).number
    for share in _grouped(game, openers.shares):
        turn = Turn(share[1:], share[0], -1, 0, -1, round_tables.THROWS, False)
        seen = _outlook(game, turn)
        assert openers.shares[share] == len(columns[0])
        for column, level in zip(columns, seen, strict=False):
            column.extend(float(level[0][n]) for n in number)
    return RoundTables(header, columns)


# --- the players to come ------------------------------------------------------------------


def capped(t: Table, cap: int) -> int:
    """A cap cut at the most a round can move."""
    return min(cap, t.most_due)


def after(game: Round, caps: tuple[int, ...], best: int, best_cap: int, worst: int,
          throws: int) -> After:
    """The round once hands are played whose best has rank ``best`` (its
    holder can give or the loser can take at most ``best_cap``) and whose
    worst has rank ``worst``; ``caps``: what each player still to play can
    give or take at most (his jetons in the décharge, the pot in the
    charge), in play order; ``throws``: the most each may use."""
    t = table(game.rules)
    if len(game.memo) > MEMO_LIMIT:
        game.memo.clear()
    return _after(game, caps, best, min(best_cap, t.limits[best]), worst, throws)


def _after(game: Round, caps: tuple[int, ...], best: int, best_cap: int, worst: int,
           throws: int) -> After:
    """:func:`after`, ``best_cap`` already cut at what ``best`` can make due
    (states that differ only above it are one); read from the shipped tables
    (in the charge every cap is the pot's) or remembered in the round."""
    shipped = game.shipped
    if shipped is not None and caps and throws == round_tables.THROWS:
        columns = shipped.columns
        if not game.decharge:
            i = shipped.charge_row(len(caps), caps[0], best, worst)
            return After(0.0, columns[0][i], columns[1][i], columns[2][i])
        if len(caps) == 1:
            i = shipped.last_row(caps[0], best, best_cap, worst)
            return After(columns[0][i], columns[1][i], columns[2][i], columns[3][i])
    key = (caps, best, best_cap, worst, throws)
    found = game.memo.get(key)
    if found is None:
        found = game.memo[key] = _solve_after(game, caps, best, best_cap, worst, throws)
    return found


def _solve_after(game: Round, caps: tuple[int, ...], best: int, best_cap: int, worst: int,
                 throws: int) -> After:
    t = table(game.rules)
    exact = game.exact
    if caps and not exact:
        return _solve_after_float(game, caps, best, best_cap, worst, throws)
    if not caps:
        moved = min(t.due(best, worst), best_cap)
        one: Number = Fraction(1) if exact else 1.0
        return After(moved if game.decharge else 0, moved, one, one)
    mover, rest = caps[0], caps[1:]
    limits = t.limits
    up = {r: _after(game, rest, r, min(mover, limits[r]), worst, throws)
          for r in range(best, HANDS)}
    down = {r: _after(game, rest, best, best_cap, r, throws) for r in range(worst)}
    stays = _after(game, rest, best, best_cap, worst, throws)
    pay: list[Number] = []
    rank = t.rank
    zero: Number = Fraction(0) if exact else 0.0
    for h in range(HANDS):
        r = rank[h]
        if r >= best:
            pay.append(up[r].given)
        elif r < worst:
            pay.append(-down[r].received)
        else:
            pay.append(zero)
    play = turn_play([pay] * throws, exact)
    counts = final_counts(play, throws - 1) if exact else final_chances(play, throws - 1)
    middle: Number = zero
    given = wins = received = loses = zero
    for h, c in enumerate(counts):
        if c:
            r = rank[h]
            if r >= best:
                new = up[r]
                received += c * new.received
                loses += c * new.loses
            elif r < worst:
                new = down[r]
                given += c * new.given
                wins += c * new.wins
            else:
                middle += c
    given += middle * stays.given
    wins += middle * stays.wins
    received += middle * stays.received
    loses += middle * stays.loses
    if exact:
        total = 216 ** throws
        return After(*(Fraction(v) / total for v in (given, received, wins, loses)))
    return After(given, received, wins, loses)


def _solve_after_float(game: Round, caps: tuple[int, ...], best: int, best_cap: int,
                       worst: int, throws: int) -> After:
    """:func:`_solve_after` in floats, the turn solved by :func:`turn_ends`."""
    t = table(game.rules)
    mover, rest = caps[0], caps[1:]
    limits = t.limits
    shipped = game.shipped
    if (shipped is not None and game.decharge and len(rest) == 1
            and throws == round_tables.THROWS):
        # the last player's states, read straight from their columns
        given, received, wins, loses = shipped.columns
        base = (rest[0] - 1) * shipped.starts[-1]
        starts = shipped.starts
        up_rows = [base + starts[r] + (min(mover, limits[r]) - 1) * (r + 1) + worst
                   for r in range(best, HANDS)]
        first = base + starts[best] + (best_cap - 1) * (best + 1)
        up: tuple[Sequence[Number], ...] = (
            [given[i] for i in up_rows], [received[i] for i in up_rows],
            [loses[i] for i in up_rows])
        down: tuple[Sequence[Number], ...] = (
            given[first:first + worst], received[first:first + worst],
            wins[first:first + worst])
        stays = After(given[first + worst], received[first + worst], wins[first + worst],
                      loses[first + worst])
    else:
        ups = [_after(game, rest, r, min(mover, limits[r]), worst, throws)
               for r in range(best, HANDS)]
        downs = [_after(game, rest, best, best_cap, r, throws) for r in range(worst)]
        stays = _after(game, rest, best, best_cap, worst, throws)
        up = ([a.given for a in ups], [a.received for a in ups], [a.loses for a in ups])
        down = ([a.given for a in downs], [a.received for a in downs],
                [a.wins for a in downs])
    pay: list[Number] = [0.0] * HANDS  # floats: the round is solved in floats
    number = t.number
    if game.decharge:
        for r, value in enumerate(up[0], start=best):
            pay[number[r]] = value
    for r, value in enumerate(down[1]):
        pay[number[r]] = -value
    chances = t.by_rank(turn_ends(cast("list[float]", pay), throws) if any(pay)
                        else FIRST_CHANCES)
    up_chances, down_chances = chances[best:], chances[:worst]
    middle = sum(chances[worst:best])
    return After(sum(map(mul, down_chances, down[0])) + middle * stays.given,
                 sum(map(mul, up_chances, up[1])) + middle * stays.received,
                 sum(map(mul, down_chances, down[2])) + middle * stays.wins,
                 sum(map(mul, up_chances, up[2])) + middle * stays.loses)


# --- a player's turn ----------------------------------------------------------------------


class TurnOutlook(NamedTuple):
    """For each number of throws left when the player stops (0 first), and
    each final hand (by number): what he expects to give away minus what he
    expects to receive (the opposite of the change of his jetons), and his
    chances of winning and of losing the round."""

    pay: list[list[Number]]
    wins: list[list[Number]]
    loses: list[list[Number]]


def cap_of(state: GameState, seat: int, decharge: bool) -> int:
    """What ``seat`` can give or take at most: the pot in the charge, his
    jetons in the décharge."""
    return state.tokens[seat] if decharge else state.pot


class Turn(NamedTuple):
    """All that a turn's play depends on, besides the rules and the phase."""

    caps: tuple[int, ...]  # what each player still to play can give or take at most
    mine: int  # what the player can give or take at most
    best: int  # the best hand's rank so far (-1: the player opens the round)
    best_cap: int  # what its holder can give or take at most
    worst: int  # the worst hand's rank so far
    max_throws: int
    shrinking: bool  # the opener's throws fix the others' (--fixed-throws)


def turn_of(rules: Rules, state: GameState, seat: int, order: Sequence[int],
            played: Sequence[Played], max_throws: int) -> Turn:
    """The :class:`Turn` of ``seat``, who plays after ``played`` in ``order``."""
    t = table(rules)
    decharge = state.pot == 0
    mine = capped(t, cap_of(state, seat, decharge))
    caps = tuple(capped(t, cap_of(state, s, decharge))
                 for s in order[order.index(seat) + 1:])
    if not played:
        return Turn(caps, mine, -1, 0, -1, max_throws, rules.opener_fixes_throws)
    ranks = [t.rank[INDEX[p.hand]] for p in played]
    best = max(ranks)
    holder = played[max(i for i, r in enumerate(ranks) if r == best)].seat
    best_cap = min(capped(t, cap_of(state, holder, decharge)), t.limits[best])
    return Turn(caps, mine, best, best_cap, min(ranks), max_throws, False)


def outlook(rules: Rules, state: GameState, seat: int, order: Sequence[int],
            played: Sequence[Played], max_throws: int, exact: bool = False) -> TurnOutlook:
    """The turn of ``seat`` (who plays after ``played``, in ``order``), every
    player to come answering as this module's docstring says."""
    game = round_of(rules, state.pot == 0, exact)
    return _outlook(game, turn_of(rules, state, seat, order, played, max_throws))


def _outlook(game: Round, turn: Turn) -> TurnOutlook:
    t = table(game.rules)
    caps, mine, best, best_cap, worst, max_throws, shrinking = turn
    zero: Number = Fraction(0) if game.exact else 0.0
    levels: list[tuple[list[Number], list[Number], list[Number]]] = []
    by_throws: dict[int, tuple[list[Number], list[Number], list[Number]]] = {}
    for left in range(max_throws):
        throws = max_throws - left if shrinking else max_throws
        if throws not in by_throws:
            pay: list[Number] = []
            wins: list[Number] = []
            loses: list[Number] = []
            openers = game.openers if best < 0 and throws == round_tables.THROWS else None
            row = None if openers is None else openers.opener_row((mine, *caps))
            if openers is not None and row is not None:  # shipped
                pay += openers.columns[0][row:row + HANDS]
                wins += openers.columns[1][row:row + HANDS]
                loses += openers.columns[2][row:row + HANDS]
            elif best < 0:
                for r in range(HANDS):
                    new = after(game, caps, r, mine, r, throws)
                    pay.append(new.given - new.received)
                    wins.append(new.wins)
                    loses.append(new.loses)
            else:
                for r in range(HANDS):
                    if r >= best:
                        new = after(game, caps, r, mine, worst, throws)
                        pay.append(new.given)
                        wins.append(new.wins)
                        loses.append(zero)
                    elif r < worst:
                        new = after(game, caps, best, best_cap, r, throws)
                        pay.append(-new.received)
                        wins.append(zero)
                        loses.append(new.loses)
                    else:
                        pay.append(zero)
                        wins.append(zero)
                        loses.append(zero)
            by_throws[throws] = (t.by_number(pay), t.by_number(wins), t.by_number(loses))
        levels.append(by_throws[throws])
    return TurnOutlook([lv[0] for lv in levels], [lv[1] for lv in levels],
                       [lv[2] for lv in levels])


#: The most turns :func:`best_play` remembers before it forgets them all
#: (some 12 KB each; the choices alone are remembered by :func:`best_choices`).
TURN_LIMIT = 500


def best_play(rules: Rules, state: GameState, seat: int, order: Sequence[int],
              played: Sequence[Played], max_throws: int,
              exact: bool = False) -> tuple[TurnPlay, TurnOutlook]:
    """The subgame-perfect play of this turn for the fewest jetons, with its
    outlook; remembered, so that a turn met again costs a look-up (both are
    shared by every caller: read them, never change them)."""
    game = round_of(rules, state.pot == 0, exact)
    turn = turn_of(rules, state, seat, order, played, max_throws)
    found = game.turns.get(turn)
    if found is None:
        if len(game.turns) >= TURN_LIMIT:
            game.turns.clear()
        seen = _outlook(game, turn)
        found = game.turns[turn] = (turn_play(seen.pay, game.exact), seen)
    return found


class Choices:
    """A turn's best choices alone, small enough to remember by the thousand:
    :meth:`best` and :meth:`choices_at` answer as :class:`TurnPlay`'s."""

    __slots__ = ("_levels",)

    def __init__(self, play: TurnPlay | None = None) -> None:
        self._levels: tuple[bytes, ...] = () if play is None else tuple(
            bytes(c + 1 for c in play.choices_at(n)) for n in range(play.throws_left + 1))

    @classmethod
    def read(cls, row: bytes) -> Choices:
        """The choices of a shipped row (one then two throws left)."""
        found = cls()
        found._levels = (bytes(HANDS), row[:HANDS], row[HANDS:])
        return found

    def best(self, hand: Hand, throws_left: int) -> Keep | None:
        """The chosen keep with ``hand`` in front of you, or None to stop."""
        choice = self._levels[throws_left][INDEX[hand]] - 1
        return None if choice == STOP else KEEPS[choice]

    def choices_at(self, throws_left: int) -> list[int]:
        """The choice for every hand (by number): a keep's number, or STOP."""
        return [c - 1 for c in self._levels[throws_left]]


#: The most turns' choices a round remembers before it forgets them all
#: (some 600 bytes each, key included).
CHOICES_LIMIT = 20_000


def best_choices(rules: Rules, state: GameState, seat: int, order: Sequence[int],
                 played: Sequence[Played], max_throws: int) -> Choices:
    """The choices of :func:`best_play` (in floats) alone, remembered; read
    from the shipped choices where there are some (the décharge's first two
    players in rounds of 4 or 5, whose outlooks take up to a tenth of a
    second to solve)."""
    game = round_of(rules, state.pot == 0)
    turn = turn_of(rules, state, seat, order, played, max_throws)
    found = game.choices.get(turn)
    if found is not None:
        return found
    shipped = game.choice_tables
    row = None
    if (shipped is not None and len(played) < 2 and not turn.shrinking
            and max_throws == round_tables.THROWS):
        t = table(rules)
        share = tuple(capped(t, state.tokens[s]) for s in order)
        row = shipped.row(share, turn.best if played else None)
    if row is not None:
        found = Choices.read(row)
    else:
        remembered = game.turns.get(turn)
        found = Choices(remembered[0] if remembered is not None
                        else turn_play(_outlook(game, turn).pay, False))
    if len(game.choices) >= CHOICES_LIMIT:
        game.choices.clear()
    game.choices[turn] = found
    return found


def forget() -> None:
    """Drop every remembered state (for tests and long runs)."""
    round_of.cache_clear()


class TurnTables(NamedTuple):
    """A turn's choices and what they give, each as a table whose ``worth(hand,
    throws_left, keep)`` is the figure for one choice, the player (and every
    player after him) playing on as :attr:`play` chooses."""

    play: TurnPlay  # the choices (worth: the player's own objective)
    wins: TurnPlay  # the chance of winning the round
    loses: TurnPlay  # the chance of losing it
    jetons: TurnPlay  # the expected change of the player's jetons
    game: TurnPlay | None = None  # the chance of losing the game, where it is known


def turn_tables(rules: Rules, state: GameState, seat: int, order: Sequence[int],
                played: Sequence[Played], max_throws: int) -> TurnTables:
    """The subgame-perfect turn for the fewest jetons, with its figures (in
    fractions for the last player, for whom they are cheap)."""
    last = order.index(seat) == len(order) - 1
    play, seen = best_play(rules, state, seat, order, played, max_throws, exact=last)

    def table(levels: list[list[Number]]) -> TurnPlay:
        return play.evaluate(cast("list[list[float]]", levels))

    return TurnTables(play, table(seen.wins), table(seen.loses),
                      table([[-v for v in level] for level in seen.pay]))
