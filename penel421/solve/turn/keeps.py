"""Keeping dice: what a throw can keep, and where throwing the rest can lead.

A *keep* is the sorted tuple of the values a player keeps (``(4, 1)``, or
``()`` to throw all three dice again).  Throwing the other dice leads to one
of the 56 hands; :data:`OUTCOMES` lists, for each of the 28 keeps, the hand
reached by every equally likely fall of the thrown dice.  Hands are numbered
by their place in :data:`~penel421.core.hands.ALL_HANDS`, so that a table of
values is a plain list.
"""

from __future__ import annotations

from itertools import combinations, product

from ...core.choice import STOP, Choice, Keep
from ...core.hands import ALL_HANDS, FACES, Hand, hand_of

#: Each hand's number in :data:`ALL_HANDS`.
INDEX: dict[Hand, int] = {hand: i for i, hand in enumerate(ALL_HANDS)}


def sub_keeps(hand: Hand) -> tuple[Keep, ...]:
    """The different keeps of fewer than three dice that ``hand`` allows, biggest first."""
    found = dict.fromkeys(tuple(sorted(kept, reverse=True))
                          for size in (2, 1, 0) for kept in combinations(hand, size))
    return tuple(found)


#: The 28 keeps of fewer than three dice.
KEEPS: tuple[Keep, ...] = tuple(dict.fromkeys(k for h in ALL_HANDS for k in sub_keeps(h)))
KEEP_INDEX: dict[Keep, int] = {keep: i for i, keep in enumerate(KEEPS)}

#: For each keep, the number of the hand reached by each of the 6**n equally
#: likely falls of the n dice thrown.
OUTCOMES: tuple[tuple[int, ...], ...] = tuple(
    tuple(INDEX[hand_of(keep + rest)] for rest in product(FACES, repeat=3 - len(keep)))
    for keep in KEEPS)

#: For each hand number, the numbers of the keeps it allows.
SUB_KEEPS: tuple[tuple[int, ...], ...] = tuple(
    tuple(KEEP_INDEX[k] for k in sub_keeps(h)) for h in ALL_HANDS)

#: The hand reached by each of the 216 throws of three dice.
FIRST_THROW: tuple[int, ...] = OUTCOMES[KEEP_INDEX[()]]


def keep_of(code: int) -> Choice:
    """The choice a solver's table writes ``code`` (a keep's number in
    :data:`KEEPS`, or :data:`~penel421.core.choice.STOP`)."""
    return None if code == STOP else KEEPS[code]


def positions_to_rethrow(dice: tuple[int, ...], keep: Keep) -> tuple[int, ...]:
    """The positions (1, 2, 3) of the dice not in ``keep``; where two dice
    show a kept face, the first one is kept."""
    wanted = list(keep)
    rethrow = []
    for position, face in enumerate(dice, start=1):
        if face in wanted:
            wanted.remove(face)
        else:
            rethrow.append(position)
    return tuple(rethrow)


def kept_values(dice: tuple[int, ...], rethrow: tuple[int, ...]) -> Keep:
    """The keep an answer makes: the values of the dice not thrown again."""
    return tuple(sorted((d for p, d in enumerate(dice, start=1) if p not in rethrow),
                        reverse=True))
