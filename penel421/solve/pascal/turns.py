"""One player's turn of a pascal round, as the expert plays it and weighs it.

A turn is what the round's induction (:mod:`.round`) says of the states
each of the player's final hands leads to: his :class:`TurnOutlook`, the
payoffs of his turn, and from it his best play (:func:`best_play`), its
choices alone (:func:`best_choices`, all the expert needs to play) and its
figures (:func:`round_turn_tables`, what the advice, the tutor and the
analysis read).  All that a turn depends on is a :class:`Turn`; each turn
is remembered by it (:class:`Turns`).

In floats, for the usual barème with three throws, what is shipped is read
rather than solved: the décharge opener's outlook in rounds of 3 or 4, the
choices alone of the décharge's first two players in rounds of 4 or 5
(:mod:`.shipped`).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache
from typing import NamedTuple, cast

from ...core.choice import from_byte, from_bytes, to_bytes
from ...core.hands import Hand
from ...core.rules import Rules
from ...core.state import GameState, Played
from ..turn.ends import forget_ends, turn_play
from ..turn.keeps import INDEX, Keep, keep_of
from ..turn.play import TurnPlay
from .ranks import HANDS, Number, rank_table
from .round import (
    CHOICE_LIMIT,
    PLAY_LIMIT,
    ROUND_LIMIT,
    After,
    Memo,
    Round,
    after,
    forget_rounds,
    round_of,
)
from .shipped import THROWS


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
    t = rank_table(rules)
    decharge = state.pot == 0
    mine = t.capped(cap_of(state, seat, decharge))
    caps = tuple(t.capped(cap_of(state, s, decharge))
                 for s in order[order.index(seat) + 1:])
    if not played:
        return Turn(caps, mine, -1, 0, -1, max_throws, rules.opener_fixes_throws)
    ranks = [t.rank[INDEX[p.hand]] for p in played]
    best = max(ranks)
    holder = played[max(i for i, r in enumerate(ranks) if r == best)].seat
    best_cap = min(t.capped(cap_of(state, holder, decharge)), t.limits[best])
    return Turn(caps, mine, best, best_cap, min(ranks), max_throws, False)


class Choices:
    """A turn's best choices alone, small enough to remember by the thousand:
    :meth:`best` and :meth:`choices_at` answer as :class:`TurnPlay`'s."""

    __slots__ = ("_levels",)

    def __init__(self, play: TurnPlay | None = None) -> None:
        self._levels: tuple[bytes, ...] = () if play is None else tuple(
            to_bytes(play.choices_at(n)) for n in range(play.throws_left + 1))

    @classmethod
    def read(cls, row: bytes) -> Choices:
        """The choices of a shipped row (one then two throws left)."""
        found = cls()
        found._levels = (bytes(HANDS), row[:HANDS], row[HANDS:])
        return found

    def best(self, hand: Hand, throws_left: int) -> Keep | None:
        """The chosen keep with ``hand`` in front of you, or None to stop."""
        return keep_of(from_byte(self._levels[throws_left][INDEX[hand]]))

    def choices_at(self, throws_left: int) -> list[int]:
        """The choice for every hand (by number): a keep's number, or STOP."""
        return from_bytes(self._levels[throws_left])


class Turns:
    """The turns of one :class:`~penel421.solve.pascal.round.Round`, remembered
    (bounds beside :class:`~penel421.solve.pascal.round.Memo`): each turn's
    whole play with its outlook (``plays``), and its choices alone
    (``choices``)."""

    __slots__ = ("round", "plays", "choices")

    def __init__(self, game: Round) -> None:
        self.round = game
        self.plays: Memo[Turn, tuple[TurnPlay, TurnOutlook]] = Memo(PLAY_LIMIT)
        self.choices: Memo[Turn, Choices] = Memo(CHOICE_LIMIT)


def turns_of(rules: Rules, decharge: bool, exact: bool = False) -> Turns:
    """The turns of the one round of these rules, phase and exactness
    (:func:`~penel421.solve.pascal.round.round_of`)."""
    return _turns_of(rules, decharge, exact)  # one key however it is called


@lru_cache(maxsize=ROUND_LIMIT)
def _turns_of(rules: Rules, decharge: bool, exact: bool) -> Turns:
    return Turns(round_of(rules, decharge, exact))


def forget() -> None:
    """Drop every remembered state and turn (for tests and long runs)."""
    _turns_of.cache_clear()
    forget_rounds()
    forget_ends()


def seat_outlook(rules: Rules, state: GameState, seat: int, order: Sequence[int],
            played: Sequence[Played], max_throws: int, exact: bool = False) -> TurnOutlook:
    """The turn of ``seat`` (who plays after ``played``, in ``order``), every
    player to come answering as :mod:`.round` says."""
    game = turns_of(rules, state.pot == 0, exact).round
    return turn_outlook(game, turn_of(rules, state, seat, order, played, max_throws))


def turn_outlook(game: Round, turn: Turn) -> TurnOutlook:
    """The outlook of ``turn`` in ``game``: read from the shipped openers, or
    from the states of the round each final hand leads to."""
    t = game.facts
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
            openers = game.openers if best < 0 and throws == THROWS else None
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


def best_play(rules: Rules, state: GameState, seat: int, order: Sequence[int],
              played: Sequence[Played], max_throws: int,
              exact: bool = False) -> tuple[TurnPlay, TurnOutlook]:
    """The subgame-perfect play of this turn for the fewest jetons, with its
    outlook; remembered, so that a turn met again costs a look-up (both are
    shared by every caller: read them, never change them)."""
    turns = turns_of(rules, state.pot == 0, exact)
    turn = turn_of(rules, state, seat, order, played, max_throws)
    found = turns.plays.get(turn)
    if found is None:
        turns.plays.make_room()
        seen = turn_outlook(turns.round, turn)
        found = turns.plays[turn] = (turn_play(seen.pay, exact), seen)
    return found


def best_choices(rules: Rules, state: GameState, seat: int, order: Sequence[int],
                 played: Sequence[Played], max_throws: int) -> Choices:
    """The choices of :func:`best_play` (in floats) alone, remembered; read
    from the shipped choices where there are some (the décharge's first two
    players in rounds of 4 or 5, whose outlooks are the slowest to solve)."""
    turns = turns_of(rules, state.pot == 0)
    turn = turn_of(rules, state, seat, order, played, max_throws)
    found = turns.choices.get(turn)
    if found is not None:
        return found
    shipped = turns.round.choice_tables
    row = None
    if (shipped is not None and len(played) < 2 and not turn.shrinking
            and max_throws == THROWS):
        t = rank_table(rules)
        share = tuple(t.capped(state.tokens[s]) for s in order)
        row = shipped.row(share, turn.best if played else None)
    if row is not None:
        found = Choices.read(row)
    else:
        remembered = turns.plays.get(turn)
        found = Choices(remembered[0] if remembered is not None
                        else turn_play(turn_outlook(turns.round, turn).pay, False))
    turns.choices.make_room()
    turns.choices[turn] = found
    return found


class TurnTables(NamedTuple):
    """A turn's choices and what they give, each as a table whose ``worth(hand,
    throws_left, keep)`` is the figure for one choice, the player (and every
    player after him) playing on as :attr:`play` chooses: what the pascal
    expert knows of a turn, in a round (:func:`round_turn_tables`) or in the
    solved two-player game
    (:func:`~penel421.solve.pascal.duel_solution.duel_turn_tables`)."""

    play: TurnPlay  # the choices (worth: the player's own objective)
    wins: TurnPlay  # the chance of winning the round
    loses: TurnPlay  # the chance of losing it
    jetons: TurnPlay  # the expected change of the player's jetons
    game: TurnPlay | None = None  # the chance of losing the game, where it is known


def round_turn_tables(rules: Rules, state: GameState, seat: int, order: Sequence[int],
                      played: Sequence[Played], max_throws: int) -> TurnTables:
    """The subgame-perfect turn for the fewest jetons, with its figures (in
    fractions for the last player, for whom they are cheap)."""
    last = order.index(seat) == len(order) - 1
    play, seen = best_play(rules, state, seat, order, played, max_throws, exact=last)

    def table(levels: list[list[Number]]) -> TurnPlay:
        return play.evaluate(cast("list[list[float]]", levels))

    return TurnTables(play, table(seen.wins), table(seen.loses),
                      table([[-v for v in level] for level in seen.pay]))


def decharge_outcome_rows(rules: Rules, state: GameState, seat: int, order: Sequence[int],
                          played: Sequence[Played], max_throws: int
                          ) -> dict[str, tuple[list[list[float]], list[list[float]]]] | None:
    """For a player of the décharge with others after him (in floats): each
    final hand's chance of winning the round, of losing it and of neither,
    and what he expects of his jetons with each (what he gives when he wins,
    minus what he receives when he loses, nothing else), by throws left when
    he stops and hand number, every later player answering as :mod:`.round`
    says: the parts his turn's figure splits into, exactly (won's part, what
    he gives, and lost's, less what he receives, add up to his payoff).  A
    player after the opener holds the best hand or the worst or neither, and
    his outlook already tells them apart; the opener's is read from the
    states his hands lead to, remembered in the round when his outlook was
    solved, or where his outlook is shipped from the shipped openers (what
    he gives away, beside his outlook: those states would take some tenths
    of a second).  None where neither is there."""
    turns = turns_of(rules, True)
    game = turns.round
    turn = turn_of(rules, state, seat, order, played, max_throws)
    _, seen = best_play(rules, state, seat, order, played, max_throws)
    levels = range(len(seen.pay))
    won: list[list[float]]
    lost: list[list[float]]
    wins: list[list[float]]
    loses: list[list[float]]
    if played:
        won = [[max(v, 0.0) for v in cast("list[float]", level)] for level in seen.pay]
        lost = [[min(v, 0.0) for v in cast("list[float]", level)] for level in seen.pay]
        wins = cast("list[list[float]]", seen.wins)
        loses = cast("list[list[float]]", seen.loses)
    else:
        t = game.facts
        caps, mine = turn.caps, turn.mine
        won, lost, wins, loses = [], [], [], []
        for left in levels:
            throws = max_throws - left if turn.shrinking else max_throws
            openers = game.openers if throws == THROWS else None
            row = None if openers is None else openers.opener_row((mine, *caps))
            if openers is not None and row is not None:  # shipped: given, and given - received
                pay, shipped_wins, shipped_loses, given = (
                    column[row:row + HANDS] for column in openers.columns)
                news = [After(g, g - p, w, x) for g, p, w, x in zip(
                    given, pay, shipped_wins, shipped_loses, strict=True)]
            else:
                news = [after(game, caps, r, mine, r, throws) for r in range(HANDS)]
            won.append(cast("list[float]", t.by_number([float(new.given) for new in news])))
            lost.append(cast("list[float]", t.by_number([-float(new.received) for new in news])))
            wins.append(cast("list[float]", t.by_number([float(new.wins) for new in news])))
            loses.append(cast("list[float]", t.by_number([float(new.loses) for new in news])))
    neither = [[1.0 - w - x for w, x in zip(wl, xl, strict=True)]
               for wl, xl in zip(wins, loses, strict=True)]
    return {"won": (wins, won), "lost": (loses, lost),
            "neither": (neither, [[0.0] * HANDS for _ in levels])}
