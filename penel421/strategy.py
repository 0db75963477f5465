"""The computer's rules of thumb, for both rule sets.

:class:`RulesOfThumb` plays like a careful bar regular, with rules short
enough to be written in a 1987 BASIC listing:

1. **Aim.** In the charge, beating the worst hand already played keeps you
   from taking tokens; in the décharge (and in every round of the 1987 game,
   where only two play) it takes the best hand played to win.  With nothing
   played yet there is no aim: you open.
2. **Stop** with a 421, always.  Otherwise an opener stops after his first
   throw on a suite or better, after his second on a fiche or brelan (or
   better): hands the others seldom beat in as many throws.  A player with an
   aim stops as soon as he beats it, when nobody plays after him or in the
   décharge; while others still play in the charge he also wants the
   opener's hand before he stops.  An equal hand "beats" only where the later
   of two equal hands wins; in 1987 it would mean a barrage, a coin toss.
3. **Keep**, taking the first of these that can still beat the aim (throwing
   the other dice to their best faces): a brelan or fiche that already beats
   it; a pair of aces; two of 4, 2, 1; any other pair; one ace; a 6 (or the
   highest die); and else throw all three dice.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product

from .hands import Hand, HandTable, Kind, hand_of
from .rules import Ties
from .state import GameState, Phase, Turn

#: What an opener wants, after his first and his second throw.
OPENER_STOPS = {1: 2, 2: 3}
_STRENGTH = {Kind.QUATRE_CENT_VINGT_ET_UN: 4, Kind.BRELAN_AS: 3, Kind.BRELAN: 3,
             Kind.FICHE: 3, Kind.SUITE: 2, Kind.ORDINAIRE: 1, Kind.NENETTE: 0}


class RulesOfThumb:
    """A sensible computer player; see the module's docstring."""

    def __init__(self) -> None:
        self._best_cache: dict[tuple[int, tuple[int, ...]], Hand] = {}

    def rethrow(self, state: GameState, turn: Turn) -> Sequence[int]:
        """The positions to throw again; empty to keep the hand."""
        table = state.rules.table
        aim = self.aim(state)
        hand = turn.hand
        equal_beats = state.rules.ties is Ties.LATER_WINS
        if self._stops(state, turn, aim, equal_beats):
            return ()
        keep = self._keep(table, hand, aim, equal_beats)
        return _positions_to_rethrow(turn.dice, keep)

    @staticmethod
    def aim(state: GameState) -> Hand | None:
        """The hand to beat in this round so far, or None for an opener."""
        if not state.played:
            return None
        rank = state.rules.table.rank
        hands = [p.hand for p in state.played]
        pick = min if state.phase is Phase.CHARGE else max
        return pick(hands, key=rank.__getitem__)

    def _stops(self, state: GameState, turn: Turn, aim: Hand | None, equal_beats: bool) -> bool:
        table, hand = state.rules.table, turn.hand
        if table[hand].kind is Kind.QUATRE_CENT_VINGT_ET_UN:
            return True
        strong = _strength(table, hand) >= OPENER_STOPS.get(turn.throws, 0)
        if aim is None:
            return strong
        if not _beats(table, hand, aim, equal_beats):
            return False
        last = state.still_to_play(turn.seat) == 0
        return last or state.phase is Phase.DECHARGE or strong

    def _keep(
        self, table: HandTable, hand: Hand, aim: Hand | None, equal_beats: bool
    ) -> tuple[int, ...]:
        a, b, c = hand
        candidates: list[tuple[int, ...]] = []
        if table[hand].kind in (Kind.BRELAN, Kind.BRELAN_AS, Kind.FICHE):
            candidates.append(hand)
        if b == c == 1:
            candidates.append((1, 1))
        parts = [f for f in (4, 2, 1) if f in hand]
        if len(parts) >= 2:
            candidates.append(tuple(parts[:2]))
        for pair in ((a, b), (b, c)):
            if pair[0] == pair[1]:
                candidates.append(pair)
        if 1 in hand:
            candidates.append((1,))
        candidates.append((a,))
        for keep in candidates:
            if aim is None or _beats(table, self._best_from(table, keep), aim, equal_beats):
                return keep
        return ()

    def _best_from(self, table: HandTable, keep: tuple[int, ...]) -> Hand:
        """The best hand that keeping ``keep`` can still end with."""
        key = (id(table), keep)
        if key not in self._best_cache:
            rank = table.rank
            self._best_cache[key] = max(
                (rank[hand_of(keep + rest)], hand_of(keep + rest))
                for rest in product(range(1, 7), repeat=3 - len(keep)))[1]
        return self._best_cache[key]


def _strength(table: HandTable, hand: Hand) -> int:
    return _STRENGTH[table[hand].kind]


def _beats(table: HandTable, hand: Hand, aim: Hand, equal_beats: bool) -> bool:
    difference = table.rank[hand] - table.rank[aim]
    return difference > 0 or (difference == 0 and equal_beats)


def _positions_to_rethrow(dice: tuple[int, ...], keep: tuple[int, ...]) -> tuple[int, ...]:
    """The positions of the dice not in ``keep`` (each kept face used once)."""
    wanted = list(keep)
    rethrow = []
    for position, face in enumerate(dice, start=1):
        if face in wanted:
            wanted.remove(face)
        else:
            rethrow.append(position)
    return tuple(rethrow)
