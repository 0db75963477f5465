"""The classic computer: a bar regular's rules, short enough for BASIC.

The same rules play both rule sets, and ``original/421.bas`` plays them in
the 1987 game (lines 2500-2700; ``original/README.md`` writes them out for
that game, rule for rule).  Hands are sorted high to low, a-b-c; "X beats Y"
means X ranks above Y, or equals it where of two equal hands the later one
wins (pascal: the player who has an aim always plays after its owner).

1. **Aim.**  The first player of a round has none.  The others aim at the
   worst hand played so far in the charge (beating it is enough not to lose
   the round), at the best one in the décharge.  (In 1987 only the opener's
   hand has been played when the other decides: it is the aim.)
2. **Stop** on a 421.  Without an aim, stop after the first throw on a suite
   or better, after the second on a fiche, a brelan or better.  With an aim,
   stop as soon as the hand beats it.
3. **Keep** the first of these the hand holds whose best possible end is at
   least as good as the aim (any of them, without an aim): two aces (best
   end: brelan d'as); two of 4, 2, 1, the first two of them in that order
   that the hand shows (4 and 2, else 4 and 1, else 2 and 1; best end: 421);
   a pair (its brelan); one ace (421); the highest die (421 if it is a 4 or
   a 2, else its brelan); and else throw all three dice (421).  "At least as
   good": in 1987 an equal hand still leads to the barrage, a fair chance.
4. **Which dice.**  Each value kept is kept on the first die, in position
   order 1, 2, 3, that shows it; every other die is thrown again.
"""

from __future__ import annotations

from ..core.hands import HAND_OF, Hand, Kind
from ..core.rules import Rules, Ties
from ..core.state import Phase, Played, TurnView
from ..core.variant import Variant
from ..solve.turn.keeps import positions_to_rethrow

QUATRE_CENT_VINGT_ET_UN: Hand = (4, 2, 1)
#: How strong an opener's hand must be to stop, after his first and second throw.
OPENER_STOPS = {1: 2, 2: 3}
_STRENGTH = {Kind.QUATRE_CENT_VINGT_ET_UN: 4, Kind.BRELAN_AS: 3, Kind.BRELAN: 3,
             Kind.FICHE: 3, Kind.SUITE: 2, Kind.ORDINAIRE: 1, Kind.NENETTE: 0}

#: (ranking, dice, aim, throws) -> the positions to throw again.  The rules
#: above depend on nothing else, so every game and every seat share the
#: answers, and a decision already met is one lookup.
_ANSWERS: dict[tuple[Variant, tuple[int, ...], Hand | None, int], tuple[int, ...]] = {}


class Classic:
    """The classic computer player; see the module's docstring.

    It needs nothing from the rules to get ready: ``Classic(rules)`` and
    ``Classic()`` are the same player.
    """

    def __init__(self, rules: Rules | None = None) -> None:
        pass

    def rethrow(self, view: TurnView) -> tuple[int, ...]:
        """The positions to throw again; empty to keep the hand."""
        rules, dice, throws, played = view.rules, view.dice, view.throws, view.played
        if not played:
            aim = None
        elif len(played) == 1:  # always so in 1987: no need to look further
            aim = played[0].hand
        else:
            aim = aim_of(rules, view.state.phase, played)
        key = (rules.variant, dice, aim, throws)
        try:
            return _ANSWERS[key]
        except KeyError:
            keep = decide(rules, HAND_OF[dice], aim, throws)
            answer = _ANSWERS[key] = () if keep is None else positions_to_rethrow(dice, keep)
            return answer


def aim_of(rules: Rules, phase: Phase, played: tuple[Played, ...]) -> Hand | None:
    """The hand to beat in this round so far, or None for the first player."""
    if not played:
        return None
    rank = rules.table.rank
    pick = min if phase is Phase.CHARGE else max
    return pick((p.hand for p in played), key=rank.__getitem__)


def decide(rules: Rules, hand: Hand, aim: Hand | None, throws: int) -> tuple[int, ...] | None:
    """The values to keep from ``hand``, or None to stop: rules 2 and 3 above."""
    table = rules.table
    if hand == QUATRE_CENT_VINGT_ET_UN:
        return None
    if aim is None:
        if _STRENGTH[table[hand].kind] >= OPENER_STOPS.get(throws, 0):
            return None
    elif beats(rules, hand, aim):
        return None
    for keep, best in candidates(hand):
        if aim is None or table.rank[best] >= table.rank[aim]:
            return keep
    return ()


def beats(rules: Rules, hand: Hand, aim: Hand) -> bool:
    """True when ``hand``, played after ``aim``, ranks above it."""
    difference = rules.table.rank[hand] - rules.table.rank[aim]
    return difference > 0 or (difference == 0 and rules.ties is Ties.LATER_WINS)


def candidates(hand: Hand) -> list[tuple[tuple[int, ...], Hand]]:
    """Rule 3's keeps that ``hand`` holds, in order, each with its best possible end."""
    a, b, c = hand
    found: list[tuple[tuple[int, ...], Hand]] = []
    if b == c == 1:
        found.append(((1, 1), (1, 1, 1)))
    parts = [f for f in (4, 2, 1) if f in hand]
    if len(parts) >= 2:
        found.append(((parts[0], parts[1]), QUATRE_CENT_VINGT_ET_UN))
    for x, y in ((a, b), (b, c)):
        if x == y:
            found.append(((x, x), (x, x, x)))
            break
    if c == 1:
        found.append(((1,), QUATRE_CENT_VINGT_ET_UN))
    found.append(((a,), QUATRE_CENT_VINGT_ET_UN if a in (4, 2, 1) else (a, a, a)))
    found.append(((), QUATRE_CENT_VINGT_ET_UN))
    return found

