"""The two-player pascal game solved: each player's chance of losing the *game*.

Between rounds a two-player game is the pot, each player's jetons and who
opens; the seats are alike, so a state is written from the opener's side as
``(pot, opener's jetons, other's jetons)``.  ``V(s)`` is the chance that the
player who opens the round from ``s`` loses the game when both play
perfectly.  One round, solved inside, links the states:

- the second player, facing the opener's final hand, plays his throws (all
  of them, or as many as the opener used under ``--fixed-throws``) for the
  highest chance that the opener loses;
- the opener, knowing that, plays for the lowest.

Where each pair of final hands leads is asked of the engine's own
:func:`~penel421.core.settle.settle`.  A round of the charge always takes
jetons from the pot, so the charge is solved in one sweep by increasing pot
once the décharge is; the décharge's states lead back and forth between
themselves, so it is solved by policy iteration: the players' choices are
fixed, the chances they lead to are found by iterating the (then linear)
equations, the choices are improved, until nothing moves.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from ...core.hands import ALL_HANDS, Hand
from ...core.rules import Rules, Ties
from ...core.settle import settle
from ...core.state import GameState, Played
from ..turn.ends import final_weights
from ..turn.play import TurnPlay

HANDS = len(ALL_HANDS)
Key = tuple[int, int, int]  # pot, the opener's jetons, the other's

#: Codes in a round's table of outcomes, besides ``2 * state + flip``.
OPENER_WINS, OPENER_LOSES = -1, -2


#: The most jetons of a game whose two-player solution is worked out on the
#: spot: the states grow as the square of the jetons (494 with 30; a barème
#: allows 999: half a million states), and each is a whole round to solve.
MOST_TOKENS = 30


def applies(rules: Rules, players_left: int) -> bool:
    """True when the two-player solution plays a round of ``rules`` with
    ``players_left`` players still in: two of them, ties as pascal settles
    them (the later hand wins: no barrage), and at most :data:`MOST_TOKENS`
    jetons in the game."""
    return (players_left == 2 and rules.ties is Ties.LATER_WINS
            and rules.tokens <= MOST_TOKENS)


def states(rules: Rules) -> list[Key]:
    """Every state of a two-player game between rounds, by increasing pot."""
    found = []
    for pot in range(rules.tokens + 1):
        for mine in range(rules.tokens - pot + 1):
            theirs = rules.tokens - pot - mine
            if pot == 0 and 0 in (mine, theirs):
                continue  # over: one player holds every jeton
            found.append((pot, mine, theirs))
    return found


@lru_cache(maxsize=8)
def numbers(rules: Rules) -> dict[Key, int]:
    """Each state's number in :func:`states`."""
    return {key: i for i, key in enumerate(states(rules))}


def key_of(state: GameState) -> Key:
    """A game's state with two players still in, from its opener's side."""
    other = next(s for s in state.in_game if s != state.opener)
    return state.pot, state.tokens[state.opener], state.tokens[other]


@lru_cache(maxsize=8)
def _cases(rules: Rules) -> tuple[tuple[int, ...], tuple[tuple[Hand, Hand], ...]]:
    """What settle() looks at in each pair of final hands (by ``56 * opener's
    + other's``): who wins, the winner's value and whether the loser holds a
    nénette, as a case number for each pair; and for each case, the first
    pair that makes it."""
    rank, value = rules.table.rank, rules.table.value
    numbers: dict[tuple[bool, int, bool], int] = {}
    cases: list[int] = []
    pairs: list[tuple[Hand, Hand]] = []
    for o in ALL_HANDS:
        for s in ALL_HANDS:
            second_wins = rank[s] >= rank[o]
            case = (second_wins, value[s if second_wins else o],
                    rules.is_nenette(o if second_wins else s))
            if case not in numbers:
                numbers[case] = len(pairs)
                pairs.append((o, s))
            cases.append(numbers[case])
    return tuple(cases), tuple(pairs)


@lru_cache(maxsize=4096)
def outcome_codes(rules: Rules, key: Key) -> tuple[int, ...]:
    """Where the round from ``key`` leads for each pair of final hands (by
    ``56 * opener's + other's``): the next state's number times 2, plus 1
    when the other player opens it; or :data:`OPENER_WINS`/:data:`OPENER_LOSES`.

    settle() looks at the hands only through who wins, the winner's value
    and whether the loser holds a nénette: it is asked once per such case."""
    pot, mine, theirs = key
    state = GameState((mine, theirs), pot, 0, (0, 1))
    number = numbers(rules)
    cases, pairs = _cases(rules)
    by_case = []
    for o, s in pairs:
        after = settle(rules, state, (Played(0, o, 1), Played(1, s, 1))).state
        if after.over:
            by_case.append(OPENER_WINS if after.in_game[0] == 1 else OPENER_LOSES)
        else:
            by_case.append(2 * number[key_of(after)] + (after.opener != 0))
    return tuple(map(by_case.__getitem__, cases))


def chances(codes: Sequence[int], values: Sequence[float]) -> list[float]:
    """The opener's chance of losing the game after each outcome of ``codes``."""
    found = {}
    for c in set(codes):  # a round has a few outcomes, each met by many pairs
        if c >= 0:
            v = values[c >> 1]
            found[c] = 1.0 - v if c & 1 else v
        else:
            found[c] = 1.0 if c == OPENER_LOSES else 0.0
    return list(map(found.__getitem__, codes))


@dataclass(frozen=True)
class RoundPlay:
    """Both players' best play in a round whose outcomes leave the opener
    ``chances`` of losing the game (by ``56 * o + s``)."""

    second: tuple[TurnPlay, ...]  # by the opener's final hand: the second's play
    opener: TurnPlay  # the opener's, for the lowest chance of losing
    value: float  # the opener's chance of losing the game, before the round
    fixed: bool  # the opener's throws are the most the second may use

    @classmethod
    def solve(cls, rules: Rules, chances: Sequence[float]) -> RoundPlay:
        most = rules.max_throws
        second = tuple(TurnPlay.of(chances[HANDS * o:HANDS * (o + 1)], most - 1)
                       for o in range(HANDS))
        # the opener stops with n throws left: the second may use most - n (fixed) or most
        levels = [[-float(play.before_first_throw(
                      (most - n if rules.opener_fixes_throws else most) - 1))
                   for play in second] for n in range(most)]
        opener = TurnPlay(levels)
        return cls(second, opener, -float(opener.before_first_throw(most - 1)),
                   rules.opener_fixes_throws)

    def second_throws(self, most: int, opener_left: int) -> int:
        """How many throws the second may use when the opener stopped with
        ``opener_left`` throws left."""
        return most - opener_left if self.fixed else most


def round_play(rules: Rules, key: Key, values: Sequence[float]) -> RoundPlay:
    """The round from ``key``, solved with the states' ``values``."""
    return RoundPlay.solve(rules, chances(outcome_codes(rules, key), values))


def transitions(rules: Rules, play: RoundPlay, codes: Sequence[int]
                ) -> dict[int, float]:
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


def evaluate(decharge: Sequence[int], moves: dict[int, dict[int, float]],
             values: list[float], tolerance: float) -> None:
    """Iterate the linear equations of fixed choices (``moves``: each state's
    outcome probabilities) until no value moves by ``tolerance``."""
    while True:
        change = 0.0
        for i in decharge:
            v = 0.0
            for code, p in moves[i].items():
                if code >= 0:
                    w = values[code >> 1]
                    v += p * (1.0 - w if code & 1 else w)
                elif code == OPENER_LOSES:
                    v += p
            change = max(change, abs(v - values[i]))
            values[i] = v
        if change < tolerance:
            return


def solve(rules: Rules, tolerance: float = 1e-13,
          report: Callable[[str, float], None] | None = None) -> list[float]:
    """Every state's value (the opener's chance of losing the game)."""
    return solve_game(rules, tolerance, report)[0]


def solve_game(rules: Rules, tolerance: float = 1e-13,
               report: Callable[[str, float], None] | None = None
               ) -> tuple[list[float], list[RoundPlay]]:
    """Every state's value, and its round played best with these values:
    what :func:`bellman` would give, found on the way (the décharge's rounds
    lead only to the décharge, whose values are final when the iteration
    stops; the charge's lead to smaller pots, solved before them)."""
    every = states(rules)
    values = [0.5] * len(every)
    decharge = [i for i, (pot, _, _) in enumerate(every) if pot == 0]
    while True:
        plays = {i: round_play(rules, every[i], values) for i in decharge}
        change = max((abs(plays[i].value - values[i]) for i in decharge), default=0.0)
        if report:
            report("décharge", change)
        if change < tolerance:
            break
        moves = {i: transitions(rules, plays[i], outcome_codes(rules, every[i]))
                 for i in decharge}
        evaluate(decharge, moves, values, tolerance / 10)
    for i, key in enumerate(every):
        if key[0] > 0:  # the charge, by increasing pot: every successor is solved
            plays[i] = round_play(rules, key, values)
            values[i] = plays[i].value
    if report:
        report("charge", 0.0)
    return values, [plays[i] for i in range(len(every))]


def bellman(rules: Rules, values: Sequence[float]) -> list[RoundPlay]:
    """One application of the game's equations: each state's round solved
    with the others' values; its ``value`` is the state's new value."""
    return [round_play(rules, key, values) for key in states(rules)]
