"""The round solve skips only what counts for nothing (issue 32).

The décharge opener of a round of six or more waits on every state of the
players after him.  :func:`~penel421.solve.pascal.round._solve_after` no
longer solves the state in the middle when the best and the worst hands
are of one rank (one hand played, or the last two equal): the mover then
becomes the best or the worst whatever he ends with, his chance of the
middle is 0, and that state never happens.  These tests hold the solve
against the induction as it was (every such state solved, its figures
multiplied by 0): the same figures to the last bit for every state both
solve, the same choices for the opener, and nothing skipped but those
states and the states only they asked for.
"""

from __future__ import annotations

import random
from operator import mul

import pytest

from penel421.core.rules import RULES_PASCAL
from penel421.core.state import GameState
from penel421.solve.pascal.ranks import HANDS, rank_table
from penel421.solve.pascal.round import After, Round, after
from penel421.solve.pascal.shipped import LAST, shipped_for
from penel421.solve.pascal.turns import turn_of, turn_outlook
from penel421.solve.turn.adding import add_up
from penel421.solve.turn.ends import choice_table


def reference_after(game, memo, caps, best, best_cap, worst, throws):
    """The induction as it was before the middle state was skipped (nothing
    read from shipped tables): the state once hands are played, every
    state below it solved, the middle one always."""
    t = game.facts
    best_cap = min(best_cap, t.limits[best])
    key = (caps, best, best_cap, worst, throws)
    if key in memo:
        return memo[key]
    if not caps:
        moved = min(t.due(best, worst), best_cap)
        found = After(moved, moved, 1.0, 1.0)
    else:
        mover, rest = caps[0], caps[1:]
        ups = [reference_after(game, memo, rest, r, min(mover, t.limits[r]), worst, throws)
               for r in range(best, HANDS)]
        downs = [reference_after(game, memo, rest, best, best_cap, r, throws)
                 for r in range(worst)]
        stays = reference_after(game, memo, rest, best, best_cap, worst, throws)
        pay = [0.0] * HANDS
        for r, a in enumerate(ups, start=best):
            pay[t.number[r]] = a.given
        for r, a in enumerate(downs):
            pay[t.number[r]] = -a.received
        chances = game.turn_chances(pay, throws)
        up_chances, down_chances = chances[best:], chances[:worst]
        middle = add_up(chances[worst:best], 0.0)
        found = After(
            add_up(map(mul, down_chances, [a.given for a in downs]), 0.0) + middle * stays.given,
            add_up(map(mul, up_chances, [a.received for a in ups]), 0.0)
            + middle * stays.received,
            add_up(map(mul, down_chances, [a.wins for a in downs]), 0.0) + middle * stays.wins,
            add_up(map(mul, up_chances, [a.loses for a in ups]), 0.0) + middle * stays.loses)
    memo[key] = found
    return found


def needed(game, roots):
    """The states the opener's figures ask for: every state a mover's
    payoff reads (a new best, a new worst), and the middle one where ranks
    lie between the best and the worst."""
    t = game.facts
    found, todo = set(), list(roots)
    while todo:
        key = todo.pop()
        if key in found:
            continue
        found.add(key)
        caps, best, best_cap, worst, throws = key
        if not caps:
            continue
        mover, rest = caps[0], caps[1:]
        todo += [(rest, r, min(mover, t.limits[r]), worst, throws) for r in range(best, HANDS)]
        todo += [(rest, best, best_cap, r, throws) for r in range(worst)]
        if worst < best:
            todo.append((rest, best, best_cap, worst, throws))
    return found


def check(share, throws=3):
    """The opener's round with ``share`` (in play order), solved with nothing
    shipped, against the induction as it was."""
    t = rank_table(RULES_PASCAL)
    caps = tuple(t.capped(c) for c in share[1:])
    mine = t.capped(share[0])
    game = Round(RULES_PASCAL, True, False)
    memo: dict = {}
    roots = [(caps, r, min(mine, t.limits[r]), r, throws) for r in range(HANDS)]
    for r in range(HANDS):
        assert after(game, caps, r, mine, r, throws) == reference_after(
            game, memo, caps, r, mine, r, throws)
    # every state both solve: the same figures, bit for bit
    assert set(game.states) <= set(memo)
    for key, figures in game.states.items():
        assert figures == memo[key], key
    # what is no longer solved: the middle states of one rank, and what
    # only they asked for; everything else still is
    kept = needed(game, roots)
    assert set(game.states) == kept
    skipped = set(memo) - set(game.states)
    assert all(k[1] == k[3] for k in skipped - kept)
    # the opener's choices from the outlook, the same as from the reference
    state = GameState(tuple(share), 0, 0, tuple(range(len(share))))
    seen = turn_outlook(game, turn_of(RULES_PASCAL, state, 0, state.seating(), (), throws))
    pay = [0.0] * HANDS
    for r in range(HANDS):
        old = memo[roots[r]]
        pay[t.number[r]] = old.given - old.received
    assert seen.pay[0] == pay
    assert choice_table(seen.pay[0], throws) == choice_table(pay, throws)
    return len(skipped)


def test_middle_of_one_rank_skipped_bit_for_bit():
    # three players, two throws (quick): the opener holds the most jetons,
    # so that the second player's middle states of his rank are not theirs
    assert check((5, 1, 2), throws=2) > 0


@pytest.mark.slow
def test_four_players_three_throws_bit_for_bit():
    assert check((2, 9, 1, 9)) > 0


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(3))
def test_random_shares_of_five_bit_for_bit(seed):
    rng = random.Random(32 + seed)
    share = [1] * 5
    for _ in range(21 - 5):
        share[rng.randrange(5)] += 1
    check(tuple(share))


@pytest.mark.slow
def test_the_shipped_last_player_changes_nothing():
    # with the last player's states read from the shipped tables, as a game
    # reads them: the same opener outlook as with everything solved
    t = rank_table(RULES_PASCAL)
    share = (3, 1, 2, 15)
    state = GameState(share, 0, 0, tuple(range(4)))
    turn = turn_of(RULES_PASCAL, state, 0, state.seating(), (), 3)
    solved = turn_outlook(Round(RULES_PASCAL, True, False), turn)
    read = turn_outlook(Round(RULES_PASCAL, True, False, shipped=shipped_for(LAST, t)), turn)
    assert read == solved
