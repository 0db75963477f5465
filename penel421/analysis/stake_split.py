"""The stake's split: what the hands are worth, and the throws the opener
leaves the others or which of the others wins or loses the round.

The rule of :mod:`penel421.analysis.reasons` splits each choice's figure
over the round's outcomes (:class:`Split`, :func:`decompose`): the round's
chances and what is at stake.  Here, the stake splits in two again
(:class:`StakeSplit`, worked out by :class:`TurnStakes`).

**The stake split** — the throws (an opener who sets them, where one of
the two choices stops now: its throws are then known), or which of the
others wins or loses, by the same sums over its cases.  Each outcome's ``V_k`` is
split by ``n``, the throws left when the opener stops (the others throw as
often as he did): ``V_k = Σ_n w_n · V_k,n``, ``w_n`` the share of ``P_k``
stopped at ``n``.  With symmetric halves again::

    Σ P̄_k · ΔV_k = Σ P̄_k · Σ_n w̄_n · ΔV_k,n   (what the hands are worth)
                 + Σ P̄_k · Σ_n V̄_k,n · Δw_n   (the throws left to them)

where, at a number of throws only one choice stops with, the other's
``V_k,n`` is what its own final hands would be worth had it stopped there
(the solver's payoffs read at ``n``; :func:`stop_chances` tells how each
choice's turn ends): the Shapley split of the two factors, hands and
throws.  Where both choices keep dice, each leaves the others two or three
throws as its own later throws go; their share is then how hands and
throws go together, nothing a player chooses: it stays in the stake.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from operator import mul

from ..core.hands import Hand
from ..core.state import Phase, TurnView
from ..solve.turn.asked import AskedPlay
from ..solve.turn.ends import stop_chances
from ..solve.turn.keeps import INDEX, KEEP_INDEX, Keep
from ..solve.turn.play import TurnPlay
from ..strategies.worth import LOST, Option, Outcome
from .reason_text import OTHERS, THROWS

#: A chance of an outcome at most this is an impossible one: the noise of a
#: sum of floats (the 1987 opener's lost is one minus won and tied), whose
#: worth, a part divided by it, would be noise too.
NIL = 1e-12


@dataclass(frozen=True)
class Split:
    """One choice's figure split over the round's outcomes."""

    value: float
    chances: dict[str, float]  # P_k
    parts: dict[str, float]  # P_k · V_k

    def worth(self, name: str) -> float | None:
        """V_k: the turn's figure when the round ends so (None: it cannot)."""
        chance = self.chances.get(name, 0.0)
        return self.parts[name] / chance if chance > NIL else None


def decompose(b: Split, a: Split) -> tuple[float, float, dict[str, float], dict[str, float]]:
    """The exact symmetric split of ``b.value - a.value``: the round's
    chances' part, the stake's, and each outcome's share of both."""
    chance_parts: dict[str, float] = {}
    stake_parts: dict[str, float] = {}
    for name in b.chances:
        found_b, found_a = b.worth(name), a.worth(name)
        if found_b is None and found_a is None:
            continue
        wb = found_b if found_b is not None else found_a
        wa = found_a if found_a is not None else wb
        assert wb is not None and wa is not None
        pb, pa = b.chances[name], a.chances.get(name, 0.0)
        chance_parts[name] = (wb + wa) / 2 * (pb - pa)
        stake_parts[name] = (pb + pa) / 2 * (wb - wa)
    return sum(chance_parts.values()), sum(stake_parts.values()), chance_parts, stake_parts


@dataclass(frozen=True)
class StakeSplit:
    """The stake's part of a difference, split between what the hands are
    worth and one more factor (this module's split): the throws the opener
    leaves the others (THROWS), or which of the others wins or loses the
    round (OTHERS)."""

    kind: str
    worth: float
    part: float  # the other factor's
    #: each outcome's share of both
    worth_parts: dict[str, float]
    parts: dict[str, float]
    #: each outcome's worth with each choice's hands at equal shares of the
    #: factor (each throws left, or each pair of winner and loser, weighed
    #: by the two choices' mean share): their difference times the
    #: outcome's mean chance is the outcome's share of the hands' worth
    even: dict[str, tuple[float, float]]
    #: what the factor is with each choice, by outcome: THROWS, the throws
    #: the others have on average (the same for every outcome); OTHERS, the
    #: share of the outcome whose winner or loser is the player named
    #: (:data:`.reason_text.ROLE_WORDS`: 'won:last', his share growing most), with each
    figures: dict[str, tuple[str, float, float]]


class TurnStakes:
    """How the stake splits, for every choice of one turn (``view`` one of
    its decisions): the throws the opener leaves the others, which of the
    others wins or loses."""

    def __init__(self, view: TurnView) -> None:
        rules = view.rules
        self.phase = view.phase
        #: An opener whose stopping fixes the others' throws, any number of
        #: players: what the round's outcomes are worth depends on them too.
        self.sets_throws = not view.played and rules.opener_fixes_throws
        #: each player of the round by his place in it, as
        #: :data:`.reason_text.ROLE_WORDS` names it
        players = len(view.order)
        self.roles = tuple("opener" if p == 0 else "last" if p == players - 1
                           else ("second", "third", *["other"] * players)[p - 1]
                           for p in range(players))
        self.max_throws = view.max_throws
        #: how each choice's turn ends (throws_split)
        self._stops: dict[tuple[Hand, int, Keep | None], list[list[float]]] = {}

    def _ends(self, outcome: Outcome, hand: Hand, throws_left: int, keep: Keep | None
              ) -> list[list[float]]:
        """How the turn ends with one choice (:func:`stop_chances`, the
        outcomes' choices), once a turn."""
        key = (hand, throws_left, keep)
        found = self._stops.get(key)
        if found is None:
            play = outcome.chance
            policy = play.policy if isinstance(play, AskedPlay) else play
            found = self._stops[key] = stop_chances(
                policy, None if keep is None else KEEP_INDEX[keep], INDEX[hand], throws_left)
        return found

    def throws_split(self, outcomes: tuple[Outcome, ...] | None, hand: Hand, throws_left: int,
                     best: Option, other: Option, b: Split, a: Split) -> StakeSplit | None:
        """The stake's part of ``best`` against ``other`` (their splits ``b``,
        ``a``; ``outcomes``, the round's) split between the hands' worth and
        the throws left to the others (this module's split); None where the
        player does not set them, or where both choices keep dice."""
        if not self.sets_throws or outcomes is None or (best.keep is None) == (other.keep is None):
            return None
        ends_b = self._ends(outcomes[0], hand, throws_left, best.keep)
        ends_a = self._ends(outcomes[0], hand, throws_left, other.keep)
        # each choice's final hands, whatever the throws left when it stops
        finals = [[sum(by_hand) for by_hand in zip(*ends, strict=True)]
                  for ends in (ends_b, ends_a)]
        levels = range(throws_left + 1)
        # the throws left each choice may stop with: at the others, every
        # product is zero, and so is their sum (from 0.0: never -0.0)
        stops = [[any(ends[level]) for level in levels] for ends in (ends_b, ends_a)]

        def cases(outcome: Outcome) -> list[list[tuple[float, float]]]:
            # the outcome's chance and part by throws left when the player
            # stops, with each choice (its payoffs over a denominator: _read)
            return [[(_read(ends[level], outcome.chance, level),
                      _read(ends[level], outcome.part, level)) if stop[level] else (0.0, 0.0)
                     for level in levels]
                    for ends, stop in ((ends_b, stops[0]), (ends_a, stops[1]))]

        def held(outcome: Outcome, choice: int, level: int) -> float | None:
            # at a level one choice does not stop at: its final hands, had
            # they stopped there
            return _held(finals[choice], outcome.chance, outcome.part, level)
        worth, part, worth_parts, parts, even, _ = self._apart(outcomes, b, a, cases, held)
        reach_b, reach_a = ([sum(by_level) for by_level in ends] for ends in (ends_b, ends_a))

        def average(reach: list[float]) -> float:
            return sum(p * (self.max_throws - n) for n, p in enumerate(reach)) / sum(reach)
        left = average(reach_b), average(reach_a)
        return StakeSplit(THROWS, worth, part, worth_parts, parts, even,
                          {name: (name, *left) for name in parts})

    def others_split(self, outcomes: tuple[Outcome, ...] | None, hand: Hand, throws_left: int,
                     best: Option, other: Option, b: Split, a: Split) -> StakeSplit | None:
        """The stake's part of ``best`` against ``other`` split between the
        hands' worth and which of the others wins or loses the round (the
        module's split); None where the solver does not tell them apart."""
        if outcomes is None or any(o.roles is None for o in outcomes):
            return None
        finals = [[sum(by_hand) for by_hand in zip(*self._ends(outcomes[0], hand, throws_left,
                                                                keep), strict=True)]
                  for keep in (best.keep, other.keep)]
        # what the round leaves depends on who loses it (he opens the next
        # and, in a charge, takes the jetons); in a décharge on the winner
        # too (he gives them): in a charge, lost to one or another is the
        # same state but for the amount, what the hands are worth
        def key(pair: tuple[int, int]) -> tuple[int, int]:
            return pair if self.phase is Phase.DECHARGE else (-1, pair[1])
        pairs = {o.name: sorted({key(pair) for pair in o.roles or {}}) for o in outcomes}

        def cases(outcome: Outcome) -> list[list[tuple[float, float]]]:
            rows: dict[tuple[int, int], tuple[float, float]] = {}
            found: list[list[tuple[float, float]]] = []
            for final in finals:
                rows.clear()
                for pair, (chance, part) in (outcome.roles or {}).items():
                    was = rows.get(key(pair), (0.0, 0.0))
                    rows[key(pair)] = (was[0] + sum(map(mul, final, chance)),
                                       was[1] + sum(map(mul, final, part)))
                found.append([rows[k] for k in pairs[outcome.name]])
            return found
        worth, part, worth_parts, parts, even, shares = self._apart(outcomes, b, a, cases, None)
        figures = {}
        for name, moved in shares.items():
            if len(moved) < 2:  # one case: nothing moves
                continue
            # the pair whose share grows most with the best choice, said by
            # the other player it names: the loser, or the winner of a lost round
            j = max(range(len(moved)), key=lambda k: moved[k][0] - moved[k][1])
            winner, loser = pairs[name][j]
            role = self.roles[winner if name == LOST else loser]
            figures[name] = (f"{name}:{role}", *moved[j])
        return StakeSplit(OTHERS, worth, part, worth_parts, parts, even, figures)

    def _apart(self, outcomes: tuple[Outcome, ...], b: Split, a: Split,
               cases: Callable[[Outcome], list[list[tuple[float, float]]]],
               held: Callable[[Outcome, int, int], float | None] | None
               ) -> tuple[float, float, dict[str, float], dict[str, float],
                          dict[str, tuple[float, float]], dict[str, list[tuple[float, float]]]]:
        """The symmetric split, outcome by outcome, of ``V_k = Σ_j w_j · V_k,j``
        over an outcome's cases ``j`` (``cases``: each one's chance and part
        with each choice; ``held``: a case's worth with a choice that never
        ends in it, where one can be read): the hands' worth, the other
        factor, each outcome's shares of both, its worth with each choice's
        hands at equal shares (:attr:`StakeSplit.even`), and the cases'
        shares ``w_j`` with each choice."""
        worth_parts: dict[str, float] = {}
        parts: dict[str, float] = {}
        shares: dict[str, list[tuple[float, float]]] = {}
        even: dict[str, tuple[float, float]] = {}
        for outcome in outcomes:
            name = outcome.name
            whole_b, whole_a = b.worth(name), a.worth(name)
            if whole_b is None and whole_a is None:  # it cannot happen (decompose)
                continue
            if whole_b is None or whole_a is None:  # one choice's worth for both: no stake
                worth_parts[name] = parts[name] = 0.0
                known = whole_a if whole_b is None else whole_b
                assert known is not None
                even[name], shares[name] = (known, known), []
                continue
            total_b, total_a = b.chances[name], a.chances[name]
            mean, moved, even_b, even_a = (total_b + total_a) / 2, 0.0, 0.0, 0.0
            found = []
            for j, ((pb, sb), (pa, sa)) in enumerate(zip(*cases(outcome), strict=True)):
                pb, pa = (p if p > NIL else 0.0 for p in (pb, pa))
                vb = sb / pb if pb else None if held is None else held(outcome, 0, j)
                va = sa / pa if pa else None if held is None else held(outcome, 1, j)
                vb = va if vb is None else vb
                va = vb if va is None else va
                wb, wa = pb / total_b, pa / total_a
                found.append((wb, wa))
                if vb is None or va is None:  # neither choice ends so
                    continue
                even_b += (wb + wa) / 2 * vb
                even_a += (wb + wa) / 2 * va
                moved += mean * (vb + va) / 2 * (wb - wa)
            worth_parts[name], parts[name] = mean * (even_b - even_a), moved
            even[name], shares[name] = (even_b, even_a), found
        return (sum(worth_parts.values()), sum(parts.values()), worth_parts, parts, even,
                shares)


def _read(finals: Sequence[float], play: TurnPlay | AskedPlay, level: int) -> float:
    """What ``play``'s payoffs at one number of throws left come to with
    the final hands ``finals`` (their chances, by hand number)."""
    return float(sum(map(mul, finals, play.payoffs[level]))) / play.denominator


def _held(finals: Sequence[float], chances: TurnPlay | AskedPlay, parts: TurnPlay | AskedPlay,
          level: int) -> float | None:
    """What an outcome is worth with the final hands ``finals`` had they
    stopped with ``level`` throws left (None: it cannot happen so)."""
    chance = _read(finals, chances, level)
    return _read(finals, parts, level) / chance if chance > NIL else None
