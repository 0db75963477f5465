"""The two-player game solved: each state's chance for the player who opens.

Between rounds a two-player game is a :class:`~penel421.core.state.GameState`:
the pot, both players' tokens, and who opens.  A state's value is the
chance that the player who opens the round from it wins the game (1987) or
loses it (pascal) when both play perfectly: a two-player game has one loser,
so either number says the same, and each game keeps the one its shipped
solution was found in (:class:`Goal`).  One round, solved inside, links the
states:

- the second player, facing the opener's final hand, plays his throws (as
  many as the opener used when the opener fixes them, else all) for his own
  best chance;
- the opener, knowing that, plays for his;
- equal hands, where the rules settle them by a barrage, go to a barrage:
  both throw the three dice once, again while tied (its hands set the
  tokens, so its exact distribution is used).

Where each pair of final hands leads is asked of the engine's own
:func:`~penel421.core.settle.settle` and
:func:`~penel421.core.settle.barrage_needed`, so the solver carries no copy of
the rules.  :func:`bellman` is one round of these equations; :func:`solve`
finds their fixed point, the way the game's facts say (:class:`DuelGame`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction
from functools import lru_cache

from ...core.hands import ALL_HANDS
from ...core.rules import Rules, Ties
from ...core.settle import barrage_needed, settle
from ...core.state import GameState, Played
from ..turn.ends import final_weights
from ..turn.keeps import FIRST_THROW
from ..turn.play import TurnPlay

HANDS = len(ALL_HANDS)
Key = tuple[int, int, int]  # pot, the opener's tokens, the other's

#: How often each hand falls in one throw of three dice (out of 216).
THROW_COUNTS = [FIRST_THROW.count(h) for h in range(HANDS)]

#: Codes in a round's table of outcomes, besides ``2 * state + flip``.
OPENER_WINS, OPENER_LOSES, BARRAGE = -1, -2, -3

#: How a solve tells its progress: a phase's name and the largest change.
Report = Callable[[str, float], None]


class Goal(Enum):
    """What a state's value counts, from the opener's side."""

    #: The opener's chance of winning the game (the 1987 solution).
    WIN = "win"
    #: The opener's chance of losing it (the pascal solution).
    LOSE = "lose"

    def of_end(self, code: int) -> float:
        """The value of a round that ends the game (``code``: :data:`OPENER_WINS`
        or :data:`OPENER_LOSES`)."""
        return 1.0 if (code == OPENER_WINS) == (self is Goal.WIN) else 0.0

    def second_payoff(self, chances: Sequence[float]) -> list[float]:
        """What the second player plays for, given the values after each of
        his final hands: his chance of winning, that is the opener's of losing."""
        return [1.0 - x for x in chances] if self is Goal.WIN else list(chances)

    def opener_payoff(self, second: float | Fraction) -> float:
        """What the opener plays for, given what the second's turn is worth
        (by :meth:`second_payoff`): the higher the better."""
        return float(1.0 - second) if self is Goal.WIN else -float(second)

    def winning(self, play: TurnPlay) -> TurnPlay:
        """A turn's worth for the player who plays it, as his chance of
        winning the game.  With WIN the worth is that chance already; with
        LOSE a player's own turn is worth minus his chance of losing (the
        opener's by :meth:`opener_payoff`, and the second's as the pascal
        expert weighs it), so one more is his chance of not losing."""
        if self is Goal.WIN:
            return play
        return play.evaluate([[1.0 + v for v in level] for level in play.payoffs])

    def of_opener(self, opener: float | Fraction) -> float:
        """The state's value, given what the opener's turn is worth (by
        :meth:`opener_payoff`)."""
        return float(opener) if self is Goal.WIN else -float(opener)


@dataclass(frozen=True, eq=False)  # one per game: hashed by identity, quickly
class DuelGame:
    """What one game's solution is made of, beside its rules.

    The facts are those the shipped solution was found with, so that its
    scripts write it again byte for byte.
    """

    #: What a state's value counts.
    goal: Goal
    #: The states carry who opens (1987: both seats are solved, each its
    #: own state), or are written from the opener's side (pascal: the seats
    #: are alike, one state stands for both).
    seated: bool
    #: The fixed point is found by policy iteration over the décharge (pascal)
    #: rather than by value iteration over every state (1987).
    policy_iteration: bool
    #: The name of the values' table in the data file.
    values_name: str
    #: What a data file says of the rules it was solved for.
    header: Callable[[Rules], dict[str, object]]

    def key(self, state: GameState) -> Hashable:
        """What numbers ``state`` among :func:`states`."""
        return state if self.seated else key_of(state)

    def normal(self, state: GameState) -> GameState:
        """``state`` as :func:`states` writes it."""
        return state if self.seated else canonical(key_of(state))


def key_of(state: GameState) -> Key:
    """A game's state with two players still in, from its opener's side."""
    other = next(s for s in state.in_game if s != state.opener)
    return state.pot, state.tokens[state.opener], state.tokens[other]


def canonical(key: Key) -> GameState:
    """The two-player state ``key``, its opener in seat 0 and the other in seat 1."""
    pot, mine, theirs = key
    return GameState((mine, theirs), pot, 0, (0, 1))


def states(game: DuelGame, rules: Rules) -> list[GameState]:
    """Every state a two-player game can be in between rounds, by increasing
    pot, so that a sweep meets a state's successors before it in the charge."""
    openers = (0, 1) if game.seated else (0,)
    found = []
    for pot in range(rules.tokens + 1):
        for first in range(rules.tokens - pot + 1):
            tokens = (first, rules.tokens - pot - first)
            if pot == 0 and 0 in tokens:
                continue  # over: one player holds every token
            for opener in openers:
                found.append(GameState(tokens, pot, opener, (0, 1)))
    return found


@lru_cache(maxsize=16)
def numbers(game: DuelGame, rules: Rules) -> dict[Hashable, int]:
    """Each state's number in :func:`states`, by :meth:`DuelGame.key`."""
    return {game.key(state): i for i, state in enumerate(states(game, rules))}


def state_number(game: DuelGame, rules: Rules, state: GameState) -> int:
    """A state's number in :func:`states`."""
    return numbers(game, rules)[game.key(state)]


# --- where each pair of final hands leads ---------------------------------------


def outcome_code(game: DuelGame, rules: Rules, state: GameState, o: int, s: int) -> int:
    """Where the round from ``state`` leads when the opener ends with hand
    number ``o`` and the other player with ``s``: the next state's number
    times 2, plus 1 when the other player opens it; or one of the codes above."""
    opener = state.opener
    second = next(seat for seat in state.in_game if seat != opener)
    hands = (Played(opener, ALL_HANDS[o], 1), Played(second, ALL_HANDS[s], 1))
    if barrage_needed(rules, hands):
        return BARRAGE
    after = settle(rules, state, hands).state
    if after.over:
        return OPENER_WINS if after.in_game[0] == second else OPENER_LOSES
    return 2 * state_number(game, rules, after) + (after.opener != opener)


@lru_cache(maxsize=8)
def _cases(rules: Rules) -> tuple[tuple[int, ...], tuple[tuple[int, int], ...]]:
    """What settle() looks at in each pair of final hands (by ``56 * opener's
    + other's``), as a case number for each pair; and for each case, the
    first pair that makes it.

    Of two hands that do not go to a barrage, settle() looks only at who
    wins, the winner's value and whether the loser holds a nénette; hands of
    equal rank under a barrage are each a case of their own.
    """
    rank, value = rules.table.rank, rules.table.value
    barrages = rules.ties is Ties.BARRAGE
    numbered: dict[tuple[object, ...], int] = {}
    cases: list[int] = []
    pairs: list[tuple[int, int]] = []
    for o, opener in enumerate(ALL_HANDS):
        for s, other in enumerate(ALL_HANDS):
            case: tuple[object, ...]
            if barrages and rank[opener] == rank[other]:
                case = ("tie", o, s)
            else:
                second_wins = rank[other] >= rank[opener]
                winner, loser = (other, opener) if second_wins else (opener, other)
                case = (second_wins, value[winner], rules.is_nenette(loser))
            if case not in numbered:
                numbered[case] = len(pairs)
                pairs.append((o, s))
            cases.append(numbered[case])
    return tuple(cases), tuple(pairs)


@lru_cache(maxsize=4096)
def outcome_codes(game: DuelGame, rules: Rules, state: GameState) -> tuple[int, ...]:
    """:func:`outcome_code` of every pair of final hands, by ``56 * o + s``:
    asked of settle() once per case it tells apart (see :func:`_cases`).
    The tests check it against :func:`outcome_code` for every state."""
    cases, pairs = _cases(rules)
    by_case = [outcome_code(game, rules, state, o, s) for o, s in pairs]
    return tuple(map(by_case.__getitem__, cases))


def chances(goal: Goal, codes: Sequence[int], values: Sequence[float],
            barrage: float = 0.0) -> list[float]:
    """The opener's value after each outcome of ``codes``, given every
    state's value (by number) and his value after a tie."""
    found = {}
    for c in set(codes):  # a round has a few outcomes, each met by many pairs
        if c >= 0:
            v = values[c >> 1]
            found[c] = 1.0 - v if c & 1 else v
        else:
            found[c] = barrage if c == BARRAGE else goal.of_end(c)
    return list(map(found.__getitem__, codes))


def barrage_chance(game: DuelGame, rules: Rules, state: GameState,
                   values: Sequence[float]) -> float:
    """The opener's value once a round from ``state`` ends tied: the barrage
    is thrown again while tied, so it ends as the first untied pair of
    barrage hands does."""
    codes = outcome_codes(game, rules, state)
    settled = chances(game.goal, codes, values)
    untied = total = 0.0
    for o in range(HANDS):
        for s in range(HANDS):
            if codes[HANDS * o + s] != BARRAGE:
                weight = THROW_COUNTS[o] * THROW_COUNTS[s]
                untied += weight
                total += weight * settled[HANDS * o + s]
    return total / untied


def opener_chances(game: DuelGame, rules: Rules, state: GameState,
                   values: Sequence[float], barrage: float | None = None) -> list[float]:
    """The opener's value after each pair of final hands (``barrage``: his
    value after a tie, worked out when not given and the rules have barrages)."""
    if barrage is None:
        barrage = (barrage_chance(game, rules, state, values)
                   if rules.ties is Ties.BARRAGE else 0.0)
    return chances(game.goal, outcome_codes(game, rules, state), values, barrage)


# --- one round, solved -------------------------------------------------------------


@dataclass(frozen=True)
class RoundPlay:
    """Both players' play in a round whose outcomes are worth ``chances`` to
    the opener (one number per pair of final hands, by ``56 * o + s``)."""

    second: tuple[TurnPlay, ...]  # by the opener's final hand: the second's play
    opener: TurnPlay  # the opener's, for his goal (see Goal.opener_payoff)
    value: float  # the state's value: the opener's chance before the round
    fixed: bool  # the opener's throws are the most the second may use

    @classmethod
    def solve(cls, goal: Goal, chances: Sequence[float], max_throws: int, fixed: bool,
              opener_policy: RoundPlay | None = None,
              second_policy: RoundPlay | None = None) -> RoundPlay:
        """The second plays for his chance, the opener for his; or each as the
        given policy plays, to evaluate it."""
        second = tuple(
            TurnPlay([goal.second_payoff(chances[HANDS * o:HANDS * (o + 1)])] * max_throws,
                     policy=second_policy.second[o] if second_policy else None)
            for o in range(HANDS))
        # the opener stops with n throws left: the second may use most - n (fixed) or most
        levels = [[goal.opener_payoff(play.before_first_throw(
                      (max_throws - n if fixed else max_throws) - 1))
                   for play in second] for n in range(max_throws)]
        opener = TurnPlay(levels, policy=opener_policy.opener if opener_policy else None)
        return cls(second, opener,
                   goal.of_opener(opener.before_first_throw(max_throws - 1)),
                   fixed)

    def second_throws(self, most: int, opener_left: int) -> int:
        """How many throws the second may use when the opener stopped with
        ``opener_left`` throws left."""
        return most - opener_left if self.fixed else most


def round_play(game: DuelGame, rules: Rules, state: GameState, values: Sequence[float],
               barrage: float | None = None) -> RoundPlay:
    """The round from ``state``, solved with the states' ``values``."""
    return RoundPlay.solve(game.goal, opener_chances(game, rules, state, values, barrage),
                           rules.max_throws, rules.opener_fixes_throws)


def bellman(game: DuelGame, rules: Rules, values: Sequence[float]) -> list[RoundPlay]:
    """One application of the game's equations: each state's round, solved
    with the others' values; its ``value`` is the state's new value."""
    return [round_play(game, rules, state, values) for state in states(game, rules)]


# --- the fixed point ---------------------------------------------------------------


def solve(game: DuelGame, rules: Rules, tolerance: float = 1e-13,
          report: Report | None = None) -> list[float]:
    """Every state's value: the fixed point of :func:`bellman`."""
    if game.policy_iteration:
        return policy_iteration(game, rules, tolerance, report)[0]
    return value_iteration(game, rules, lambda state, values: round_play(
        game, rules, state, values).value, tolerance, report)


def solve_game(game: DuelGame, rules: Rules, tolerance: float = 1e-13,
               report: Report | None = None) -> tuple[list[float], list[RoundPlay]]:
    """Every state's value, and its round played best with these values."""
    if game.policy_iteration:
        return policy_iteration(game, rules, tolerance, report)
    values = solve(game, rules, tolerance, report)
    return values, bellman(game, rules, values)


def duel(game: DuelGame, rules: Rules, first: Callable[[GameState], RoundPlay],
         other: Callable[[GameState], RoundPlay], tolerance: float = 1e-12) -> list[float]:
    """Policy evaluation: each state's value when seat 0 plays as ``first``
    and seat 1 as ``other`` say (each gives, for a state, the round play
    whose choices that player makes there), instead of both playing best.
    Only for seated states: the seats play differently."""
    assert game.seated, "the seats play differently: each needs its own states"

    def value(state: GameState, values: Sequence[float]) -> float:
        opener, second = (first, other) if state.opener == 0 else (other, first)
        return RoundPlay.solve(game.goal, opener_chances(game, rules, state, values),
                               rules.max_throws, rules.opener_fixes_throws,
                               opener_policy=opener(state), second_policy=second(state)).value
    return value_iteration(game, rules, value, tolerance)


def value_iteration(game: DuelGame, rules: Rules,
                    value: Callable[[GameState, list[float]], float],
                    tolerance: float, report: Report | None = None) -> list[float]:
    """Sweep ``value`` over the states until no value moves by ``tolerance``.

    Gauss-Seidel: each sweep uses the values it has just found.  Rounds of
    the décharge lead back and forth between its states, so they are swept
    first until they settle; a charge round only ever empties the pot, so
    one sweep by increasing pot then settles the charge.  Full sweeps
    follow until nothing moves, which checks that it did.
    """
    every = states(game, rules)
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
                report(f"sweep {sweep:3}", change)
            if change < tolerance:
                break
    return values


def transitions(rules: Rules, play: RoundPlay, codes: Sequence[int]) -> dict[int, float]:
    """Where the round goes when played as ``play`` says: the probability of
    each outcome code."""
    most = rules.max_throws
    opener = final_weights(play.opener, most - 1)
    opener_total = 216 ** most
    found: dict[int, float] = {}
    seconds: dict[tuple[int, int], list[int]] = {}
    for n, level in enumerate(opener):
        throws = play.second_throws(most, n)
        for o, w in enumerate(level):
            if not w:
                continue
            weights = seconds.get((o, throws))
            if weights is None:
                by_level = final_weights(play.second[o], throws - 1)
                weights = [sum(col) for col in zip(*by_level, strict=True)]
                seconds[(o, throws)] = weights
            share = w / opener_total / 216 ** throws
            row = HANDS * o
            for s, ws in enumerate(weights):
                if ws:
                    code = codes[row + s]
                    found[code] = found.get(code, 0.0) + share * ws
    return found


def evaluate(goal: Goal, decharge: Sequence[int], moves: dict[int, dict[int, float]],
             values: list[float], tolerance: float) -> None:
    """Iterate the linear equations of fixed choices (``moves``: each state's
    outcome probabilities) until no value moves by ``tolerance``."""
    counted = OPENER_WINS if goal is Goal.WIN else OPENER_LOSES
    while True:
        change = 0.0
        for i in decharge:
            v = 0.0
            for code, p in moves[i].items():
                if code >= 0:
                    w = values[code >> 1]
                    v += p * (1.0 - w if code & 1 else w)
                elif code == counted:
                    v += p
            change = max(change, abs(v - values[i]))
            values[i] = v
        if change < tolerance:
            return


def policy_iteration(game: DuelGame, rules: Rules, tolerance: float = 1e-13,
                     report: Report | None = None) -> tuple[list[float], list[RoundPlay]]:
    """Every state's value, and its round played best with these values.

    The décharge's states lead back and forth between themselves: the
    players' choices are fixed, the values they lead to found by iterating
    the (then linear) equations, the choices improved, until nothing moves.
    A round of the charge always takes tokens from the pot, so the charge
    is then solved in one sweep by increasing pot.  The rounds are those
    :func:`bellman` would give, found on the way.  No barrage: its rounds
    would have no end to count.
    """
    assert rules.ties is not Ties.BARRAGE, "a barrage has no transitions to count"
    every = states(game, rules)
    values = [0.5] * len(every)
    decharge = [i for i, state in enumerate(every) if state.pot == 0]
    while True:
        plays = {i: round_play(game, rules, every[i], values) for i in decharge}
        change = max((abs(plays[i].value - values[i]) for i in decharge), default=0.0)
        if report:
            report("décharge", change)
        if change < tolerance:
            break
        moves = {i: transitions(rules, plays[i], outcome_codes(game, rules, every[i]))
                 for i in decharge}
        evaluate(game.goal, decharge, moves, values, tolerance / 10)
    for i, state in enumerate(every):
        if state.pot > 0:  # the charge, by increasing pot: every successor is solved
            plays[i] = round_play(game, rules, state, values)
            values[i] = plays[i].value
    if report:
        report("charge", 0.0)
    return values, [plays[i] for i in range(len(every))]


def second_hand_play(goal: Goal, chances: Sequence[float], max_throws: int) -> TurnPlay:
    """The second player's best play against one final hand of the opener,
    the opener's values after each of his hands being ``chances``."""
    return TurnPlay.of(goal.second_payoff(chances), max_throws - 1)

