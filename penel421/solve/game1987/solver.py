"""The 1987 game solved: each player's chance of winning the *game*.

Between rounds the game is a :class:`~penel421.core.state.GameState`: the pioche
and both players' pions, and who opens.  ``W(s)`` is the chance that the
player who opens the round from ``s`` wins the game when both play perfectly.
One round, solved inside, links the states:

- the second player, facing the opener's final hand after ``N`` throws,
  plays his at most ``N`` throws for the best chance of winning the game;
- the opener, knowing that, chooses when to stop and what to keep;
- equal hands go to a barrage: both throw the three dice once, again while
  tied (its hands set the pions, so its exact distribution is used).

Where each pair of final hands leads is asked of the engine's own
:func:`~penel421.core.settle.settle` and :func:`~penel421.core.settle.barrage_needed`,
so the solver carries no copy of the rules.  :func:`bellman` is one round of
these equations; :func:`solve` iterates it to its fixed point, and
``scripts/solve_1987.py`` writes the result to ``penel421/data/solved_1987.json``
(:mod:`penel421.solve.game1987.solution`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from ...core.hands import ALL_HANDS
from ...core.rules import RULES_1987, Rules
from ...core.settle import barrage_needed, settle
from ...core.state import GameState, Played
from ..turn.keeps import FIRST_THROW
from ..turn.play import TurnPlay

HANDS = len(ALL_HANDS)

#: How often each hand falls in one throw of three dice (out of 216).
THROW_COUNTS = [FIRST_THROW.count(h) for h in range(HANDS)]


def states(rules: Rules = RULES_1987) -> list[GameState]:
    """Every state a two-player game can be in between rounds, pioche first
    emptied last: by increasing pioche, so that a sweep meets a state's
    successors before it in the charge."""
    found = []
    for pot in range(rules.tokens + 1):
        for first in range(rules.tokens - pot + 1):
            tokens = (first, rules.tokens - pot - first)
            if pot == 0 and 0 in tokens:
                continue  # over: one player holds every pion
            for opener in (0, 1):
                found.append(GameState(tokens, pot, opener, (0, 1)))
    return found


@cache
def _numbers(rules: Rules) -> dict[GameState, int]:
    return {state: i for i, state in enumerate(states(rules))}


def state_number(rules: Rules, state: GameState) -> int:
    """A state's number in :func:`states`."""
    return _numbers(rules)[state]


# --- where each pair of final hands leads ---------------------------------------

#: Codes in a round's table of outcomes, besides ``2 * state + flip``.
OPENER_WINS, OPENER_LOSES, BARRAGE = -1, -2, -3


def outcome_code(rules: Rules, state: GameState, o: int, s: int) -> int:
    """Where the round from ``state`` leads when the opener ends with hand
    number ``o`` and the other player with ``s``: the next state's number
    times 2, plus 1 when the other player opens it; or one of the codes above."""
    opener, second = state.opener, 1 - state.opener
    hands = (Played(opener, ALL_HANDS[o], 1), Played(second, ALL_HANDS[s], 1))
    if barrage_needed(rules, hands):
        return BARRAGE
    after = settle(rules, state, hands).state
    if after.over:
        return OPENER_WINS if after.in_game[0] == second else OPENER_LOSES
    return 2 * state_number(rules, after) + (after.opener != opener)


@cache
def outcome_codes(rules: Rules, state: GameState) -> tuple[int, ...]:
    """:func:`outcome_code` of every pair of final hands, by ``56 * o + s``.

    Quicker than asking for each of the 3,136 pairs: of two hands of
    different ranks, the round is settled by the winner's hand and whether
    the loser's is a nénette, so each such case is settled once, with the
    first pair that meets it; only hands of equal rank can need a barrage.
    ``tests/solve/game1987/test_solver1987.py`` checks it against :func:`outcome_code` for
    every state.
    """
    rank = [rules.table.rank[h] for h in ALL_HANDS]
    nenette = [rules.is_nenette(h) for h in ALL_HANDS]
    settled: dict[tuple[bool, int, bool], int] = {}
    codes = []
    for o in range(HANDS):
        for s in range(HANDS):
            if rank[o] == rank[s]:
                codes.append(outcome_code(rules, state, o, s))
                continue
            case = (True, o, nenette[s]) if rank[o] > rank[s] else (False, s, nenette[o])
            code = settled.get(case)
            if code is None:
                code = settled[case] = outcome_code(rules, state, o, s)
            codes.append(code)
    return tuple(codes)


def chances(codes: Sequence[int], values: Sequence[float], barrage: float) -> list[float]:
    """The opener's chance of winning the game after each outcome of ``codes``,
    given every state's value (by number) and his chance after a tie."""
    found = []
    for c in codes:
        if c >= 0:
            w = values[c >> 1]
            found.append(1.0 - w if c & 1 else w)
        else:
            found.append(1.0 if c == OPENER_WINS else 0.0 if c == OPENER_LOSES else barrage)
    return found


def barrage_chance(rules: Rules, state: GameState, values: Sequence[float]) -> float:
    """The opener's chance of winning the game once a round from ``state`` ends
    tied: the barrage is thrown again while tied, so it ends as the first
    untied pair of barrage hands does."""
    codes = outcome_codes(rules, state)
    settled = chances(codes, values, 0.0)
    untied = total = 0.0
    for o in range(HANDS):
        for s in range(HANDS):
            if codes[HANDS * o + s] != BARRAGE:
                weight = THROW_COUNTS[o] * THROW_COUNTS[s]
                untied += weight
                total += weight * settled[HANDS * o + s]
    return total / untied


def opener_chances(rules: Rules, state: GameState, values: Sequence[float]) -> list[float]:
    """The opener's chance of winning the game after each pair of final hands."""
    return chances(outcome_codes(rules, state), values, barrage_chance(rules, state, values))


# --- one round, solved -------------------------------------------------------------


def second_turn(opener_chances: Sequence[float], max_throws: int,
                policy: TurnPlay | None = None) -> TurnPlay:
    """The second player's play against one final hand of the opener: for his
    own chance (1 - the opener's after each of his hands), with up to
    ``max_throws`` throws; or with ``policy``'s choices."""
    return TurnPlay([[1.0 - x for x in opener_chances]] * max_throws, policy=policy)


@dataclass(frozen=True)
class RoundPlay:
    """Both players' play in a round whose outcomes are worth ``chances`` to
    the opener (one number per pair of final hands, by ``56 * o + s``)."""

    second: tuple[TurnPlay, ...]  # by the opener's final hand: the second's play
    opener: TurnPlay  # the opener's, with 2, 1, 0 throws left after his 1st, 2nd, 3rd
    value: float  # the opener's chance before the round starts

    @classmethod
    def solve(cls, chances: Sequence[float], max_throws: int = 3,
              opener_policy: RoundPlay | None = None,
              second_policy: RoundPlay | None = None) -> RoundPlay:
        """The second plays for his chance (1 - the opener's), the opener for his;
        or each as the given policy plays, to evaluate it."""
        second = tuple(
            second_turn(chances[HANDS * o:HANDS * (o + 1)], max_throws,
                        second_policy.second[o] if second_policy else None)
            for o in range(HANDS))
        # stopping after throw t leaves the second t throws at most
        stop_after = [[1.0 - second[o].before_first_throw(t - 1) for o in range(HANDS)]
                      for t in range(1, max_throws + 1)]
        # level n: n throws left, so t = max - n
        opener = TurnPlay(stop_after[::-1], policy=opener_policy.opener if opener_policy else None)
        return cls(second, opener, float(opener.before_first_throw(max_throws - 1)))


def bellman(rules: Rules, values: Sequence[float]) -> list[RoundPlay]:
    """One application of the game's equations: each state's round, solved
    with the others' values; its ``value`` is the state's new value."""
    return [RoundPlay.solve(opener_chances(rules, state, values), rules.max_throws)
            for state in states(rules)]


def solve(rules: Rules = RULES_1987, tolerance: float = 1e-13,
          report: Callable[[int, float], None] | None = None) -> list[float]:
    """Every state's value: the fixed point of :func:`bellman`, by value iteration."""
    return iterate(rules, lambda state, values: RoundPlay.solve(
        opener_chances(rules, state, values), rules.max_throws).value, tolerance, report)


def duel(rules: Rules, first: Callable[[GameState], RoundPlay],
         other: Callable[[GameState], RoundPlay], tolerance: float = 1e-12) -> list[float]:
    """Policy evaluation: each state's value when seat 0 plays as ``first``
    and seat 1 as ``other`` say (each gives, for a state, the round play
    whose choices that player makes there), instead of both playing best."""
    def value(state: GameState, values: Sequence[float]) -> float:
        opener, second = (first, other) if state.opener == 0 else (other, first)
        return RoundPlay.solve(opener_chances(rules, state, values), rules.max_throws,
                               opener_policy=opener(state), second_policy=second(state)).value
    return iterate(rules, value, tolerance)


def iterate(rules: Rules, value: Callable[[GameState, list[float]], float],
            tolerance: float, report: Callable[[int, float], None] | None = None
            ) -> list[float]:
    """Sweep ``value`` over the states until no value moves by ``tolerance``.

    Gauss-Seidel: each sweep uses the values it has just found.  Rounds of
    the décharge lead back and forth between its states, so they are swept
    first until they settle; a charge round only ever empties the pioche, so
    one sweep by increasing pioche then settles the charge.  Full sweeps
    follow until nothing moves, which checks that it did.
    """
    every = states(rules)
    values = [0.5] * len(every)
    decharge = [i for i, state in enumerate(every) if state.pot == 0]
    sweep = 0
    for group in (decharge, range(len(every))):
        while True:
            sweep += 1
            change = 0.0
            for i in group:
                new = value(every[i], values)
                change = max(change, abs(new - values[i]))
                values[i] = new
            if report:
                report(sweep, change)
            if change < tolerance:
                break
    return values
