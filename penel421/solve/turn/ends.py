"""Where a turn played best ends: exact weights, chances, and a quick float solve.

:func:`turn_play` solves a turn for payoffs by throws left, exact or in
floats; :func:`final_weights` and :func:`final_counts` tell, exactly, how
often a turn played with a :class:`~penel421.solve.turn.play.TurnPlay`'s
choices ends with each hand, :func:`final_chances` the same in floats.

:class:`~penel421.solve.turn.play.TurnPlay` keeps every value and choice of a
turn for whoever asks about it; the round solver only needs, for each state
of the players to come, how likely each final hand is when the player to
move plays best for one payoff (the same whatever the throws left).
:func:`turn_ends` works that out in one pass, in chances rather than
TurnPlay's scaled values, the mass of each throw carried to the hands it
reaches grouped by hand.  The chances depend on the payoffs only through
the choices they make, and the same tables of choices come back turn after
turn (a third as many tables as turns in a décharge's opening decision at
six or more): the chances are remembered by their choices, the same bits
whichever payoffs made them (:func:`forget_ends` drops them).

Ties are broken as :class:`TurnPlay` breaks them in exact arithmetic: stop
first, then the keeps of more dice.  In floats, two choices worth exactly
the same may come out a rounding apart, and which one is taken changes what
the *other* players of the round expect; so a choice must beat the one
before it by more than :data:`TIE` to be taken (true differences between
choices are far above it).
"""

from __future__ import annotations

from array import array
from collections import Counter
from collections.abc import Callable, Sequence
from fractions import Fraction
from math import lcm
from typing import Any, cast

from ...core.choice import STOP
from ...core.hands import ALL_HANDS, FACES, hand_of
from .keeps import FIRST_THROW, INDEX, KEEP_INDEX, KEEPS, OUTCOMES, SUB_KEEPS
from .play import TurnPlay

Number = Fraction | float
HANDS = len(ALL_HANDS)
#: Choices whose worths differ by less are tied.
TIE = 1e-11


#: Each keep's reachable hands, each with its chance.
_REACHED: tuple[tuple[tuple[int, float], ...], ...] = tuple(
    tuple((h, c / len(o)) for h, c in Counter(o).items()) for o in OUTCOMES)
#: How often each hand (by number) falls in one throw of three dice, of 216.
THROW_COUNTS = tuple(FIRST_THROW.count(h) for h in range(HANDS))
#: How likely each hand is in one throw of three dice.
FIRST_CHANCES: tuple[float, ...] = tuple(c / 216 for c in THROW_COUNTS)

# Inside this module a choice is a *code*: a keep's number plus one, 0 to
# stop, so that a table of choices is the bytes of a key (:data:`_ENDS`)
# and a keep's worth is read at its code (the worths start with a place
# for stopping, never read).
#: For each hand number, the codes of the keeps it allows, biggest first.
_CODES: tuple[tuple[int, ...], ...] = tuple(tuple(k + 1 for k in keeps) for keeps in SUB_KEEPS)
#: :data:`_REACHED` by code.
_REACHED_BY_CODE = ((), *_REACHED)

#: The chances of each final hand of a turn, by its choices: the same
#: choices, the same chances to the last bit, whatever the payoffs that
#: made them; tables of choices come back far more often than payoffs do.
#: By the codes of every level but the first (1 throw left first), up to
#: :data:`ENDS_LIMIT`, then emptied whole.
_ENDS: dict[bytes, array[float]] = {}
#: What :data:`_ENDS` holds at most (an entry weighs some 730 bytes).
ENDS_LIMIT = 10_000


def forget_ends() -> None:
    """Drop the chances remembered by :func:`turn_ends`."""
    _ENDS.clear()


def _one_die_more(keep: tuple[int, ...]) -> list[str]:
    """What throwing one die more than ``keep`` reaches, by the face it
    shows (1 to 6): the names of the written-out level for the keep with
    that face added (``values[h]`` for a hand, ``w<code>`` for a keep)."""
    found = []
    for face in FACES:
        dice = tuple(sorted((*keep, face), reverse=True))
        found.append(f"values[{INDEX[hand_of(dice)]}]" if len(dice) == 3
                     else f"w{KEEP_INDEX[dice] + 1}")
    return found


def _level_source() -> str:
    """The source of ``level(pay, values)``, one throw of the turn solved:
    with ``values`` the worth of each hand (by number) with one throw less,
    a list or a tuple of floats, the worth of each hand and the code of its
    best choice.

    The dice are thrown one at a time: keeping two dice is worth the mean
    of the six hands the third die makes, keeping one die the mean of the
    six keeps of two dice the second die makes, throwing all three the mean
    of the six keeps of one die the first die makes; each mean its six
    worths added one after the other from 0.0, in the order of the faces,
    times 1/6 (168 additions for the 28 keeps, rather than 558 falls).
    Then, for each hand, stopping, then each keep it allows in turn, taken
    if it beats the choice so far by more than :data:`TIE`.  Written out
    once as constant places and local names, not loops and calls: in
    Python a loop costs more than these few operations, and reading a
    constant place of a list or a local name less than a call; the tests
    hold it bit for bit against plain loops throwing one die at a time."""
    lines = ["def level(pay, values):"]
    for size in (2, 1, 0):
        for k, keep in enumerate(KEEPS):
            if len(keep) == size:
                added = " + ".join(_one_die_more(keep))
                lines.append(f"    w{k + 1} = (0.0 + {added}) * {1 / len(FACES)!r}")
    for h, codes in enumerate(_CODES):
        lines.append(f"    value = stop = pay[{h}]; c{h} = 0; least = stop + {TIE!r}")
        lines += [f"    if w{k} > least: value = w{k}; c{h} = {k}; least = value + {TIE!r}"
                  for k in codes]
        lines.append(f"    v{h} = value")
    lines.append(f"    return [{', '.join(f'v{h}' for h in range(HANDS))}], "
                 f"[{', '.join(f'c{h}' for h in range(HANDS))}]")
    return "\n".join(lines) + "\n"


def _carry_source() -> str:
    """The source of ``carry(chosen, mass, final)``: one throw's chances
    ``mass`` through the choices ``chosen`` (codes, by hand number), what
    stops added to ``final``, the chances after the next throw returned.
    Written out as :func:`_level_source` is, the same additions in the same
    order as the loops it stands for: each hand's chance added to its
    keep's (in the order of the hands), then each keep's, if any, carried
    to each hand it reaches (in the order of the keeps)."""
    lines = ["def carry(chosen, mass, final):",
             f"    kept = [0.0] * {len(_REACHED_BY_CODE)}"]
    for h in range(HANDS):
        lines += [f"    code = chosen[{h}]",
                  f"    if code: kept[code] += mass[{h}]",
                  f"    else: final[{h}] += mass[{h}]"]
    lines.append(f"    {' = '.join(f'a{o}' for o in range(HANDS))} = 0.0")
    for code in range(1, len(_REACHED_BY_CODE)):
        lines += [f"    m = kept[{code}]", "    if m:"]
        lines += [f"        a{o} += m * {c!r}" for o, c in _REACHED_BY_CODE[code]]
    lines.append(f"    return [{', '.join(f'a{o}' for o in range(HANDS))}]")
    return "\n".join(lines) + "\n"


#: What :func:`_written` writes out, by name.
_SOURCES: dict[str, Callable[[], str]] = {"level": _level_source, "carry": _carry_source}
#: The functions written out and compiled so far, by name.
_WRITTEN: dict[str, Callable[..., Any]] = {}


def _written(name: str) -> Callable[..., Any]:
    """The function ``name`` of :data:`_SOURCES`, written out and compiled
    the first time it is asked for (``level`` some 9 ms, ``carry`` 3)."""
    found = _WRITTEN.get(name)
    if found is None:
        scope: dict[str, Any] = {}
        exec(compile(_SOURCES[name](), f"<penel421.solve.turn.ends {name}>", "exec"), scope)
        found = _WRITTEN[name] = scope[name]
    return found


def _choice_codes(pay: Sequence[float], throws: int) -> list[list[int]]:
    """The code of the best choice for each hand, for each number of
    throws left from 1 to ``throws - 1`` (1 first)."""
    found: list[list[int]] = []
    values: Sequence[float] = pay
    level = _written("level")
    for _ in range(1, throws):
        values, chosen = level(pay, values)
        found.append(chosen)
    return found


def choice_table(pay: Sequence[float], throws: int) -> list[list[int]]:
    """The best choice for each hand (a keep's number, or STOP) for each
    number of throws left from 1 to ``throws - 1`` (index 0: stop, no throw left)."""
    return [[STOP] * HANDS] + [[code - 1 for code in level]
                               for level in _choice_codes(pay, throws)]


def turn_ends(pay: Sequence[float], throws: int) -> list[float]:
    """How likely each final hand (by number) is for a turn of ``throws``
    throws (the first included), the player stopping or keeping as best for
    ``pay`` (the worth of each final hand, by number, at every level)."""
    if throws == 1:
        return list(FIRST_CHANCES)
    codes = _choice_codes(pay, throws)
    key = b"".join(map(bytes, codes))  # its length tells the throws
    found = _ENDS.get(key)
    if found is None:
        if len(_ENDS) >= ENDS_LIMIT:
            _ENDS.clear()
        found = _ENDS[key] = array("d", _carried(codes))
    return found.tolist()


def _carried(codes: Sequence[Sequence[int]]) -> list[float]:
    """How likely each final hand is, the first throw's chances carried
    through the choices ``codes`` (by throws left, 1 first)."""
    carry = _written("carry")
    final = [0.0] * HANDS
    mass: Sequence[float] = FIRST_CHANCES
    for chosen in reversed(codes):
        mass = carry(chosen, mass, final)
    return [f + m for f, m in zip(final, mass, strict=True)]


def turn_play(levels: Sequence[Sequence[Number]], exact: bool) -> TurnPlay:
    """Best play for payoffs by hand number, one list per throws left (0 first)."""
    if not exact:
        return TurnPlay(cast("Sequence[Sequence[float]]", levels))
    fractions = [[Fraction(v) for v in level] for level in levels]
    denominator = lcm(*(v.denominator for level in fractions for v in level))
    return TurnPlay([[int(v * denominator) for v in level] for level in fractions],
                    denominator)


def final_weights(play: TurnPlay, throws_left: int) -> list[list[int]]:
    """How a turn not yet begun ends when played with ``play``'s choices and
    ``throws_left`` throws after the first: for each number of throws left
    when it stops (0 first), a weight for each final hand (by number), all of
    them summing to ``216 ** (throws_left + 1)``."""
    stops = [[0] * HANDS for _ in range(throws_left + 1)]
    mass = list(THROW_COUNTS)
    for n in range(throws_left, 0, -1):
        choices = play.choices_at(n)
        by_keep: dict[int, int] = {}
        stopped = stops[n]
        for h, m in enumerate(mass):
            if m:
                choice = choices[h]
                if choice == STOP:
                    stopped[h] = m
                else:
                    by_keep[choice] = by_keep.get(choice, 0) + m
        mass = [0] * HANDS
        for k, m in by_keep.items():
            outcomes = OUTCOMES[k]
            share = m * (216 // len(outcomes))
            for o in outcomes:
                mass[o] += share
        # every weight found so far is brought to the new scale
        for level in stops[n:]:
            for h in range(HANDS):
                level[h] *= 216
    stops[0] = mass
    return stops


def _stopped(choices: Sequence[int], mass: Sequence[float], final: list[float]
             ) -> dict[int, float]:
    """Of the chances ``mass`` of each hand, what stops, added to ``final``,
    and what each keep carries to the next throw, returned."""
    by_keep: dict[int, float] = {}
    for h, m in enumerate(mass):
        if m:
            choice = choices[h]
            if choice == STOP:
                final[h] += m
            else:
                by_keep[choice] = by_keep.get(choice, 0.0) + m
    return by_keep


def final_chances(play: TurnPlay, throws_left: int) -> list[float]:
    """:func:`final_counts` as chances, in floats (quicker)."""
    final = [0.0] * HANDS
    mass = list(FIRST_CHANCES)
    for n in range(throws_left, 0, -1):
        by_keep = _stopped(play.choices_at(n), mass, final)
        mass = [0.0] * HANDS
        for k, m in by_keep.items():
            outcomes = OUTCOMES[k]
            share = m / len(outcomes)
            for o in outcomes:
                mass[o] += share
    return [f + m for f, m in zip(final, mass, strict=True)]


def stop_chances(play: TurnPlay, keep: int | None, hand: int, throws_left: int
                 ) -> list[list[float]]:
    """How a turn ends once its player, holding ``hand`` (a number) with
    ``throws_left``, makes the choice ``keep`` (a keep's number, None to
    stop) and then plays ``play``'s choices: for each number of throws left
    when he stops (0 first), the chance of each final hand, in floats."""
    final = [[0.0] * HANDS for _ in range(throws_left + 1)]
    if keep is None:
        final[throws_left][hand] = 1.0
        return final
    mass = [0.0] * HANDS
    for h, chance in _REACHED[keep]:
        mass[h] = chance
    for n in range(throws_left - 1, 0, -1):
        by_keep = _stopped(play.choices_at(n), mass, final[n])
        mass = [0.0] * HANDS
        for k, m in by_keep.items():
            for h, chance in _REACHED[k]:
                mass[h] += m * chance
    final[0] = [f + m for f, m in zip(final[0], mass, strict=True)]
    return final


def final_counts(play: TurnPlay, throws_left: int) -> list[int]:
    """:func:`final_weights` summed over the throws left: how often the turn
    ends with each hand, of ``216 ** (throws_left + 1)``."""
    return [sum(column) for column in zip(*final_weights(play, throws_left), strict=True)]
