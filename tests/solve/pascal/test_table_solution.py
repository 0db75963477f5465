"""The three-player pascal game solved for the game: the shipped chances are
a solution of the round's equations as the table works them out, the duel in
it is the shipped two-player game, and the expert plays it."""

from __future__ import annotations

import random
from functools import cache
from itertools import product

import pytest

from penel421.core.bareme import Bareme
from penel421.core.hands import ALL_HANDS, hand_of
from penel421.core.rules import RULES_PASCAL, pascal_rules
from penel421.core.settle import settle
from penel421.core.state import GameState, Played, TurnView
from penel421.solve.pascal.duel_solution import solution_for
from penel421.solve.pascal.ranks import rank_table
from penel421.solve.pascal.table_round import TableRound, summary_of, table_round
from penel421.solve.pascal.table_solution import TableSolution, table_applies, table_solution_for
from penel421.solve.pascal.table_states import (
    case_of,
    dues,
    joined,
    keys,
    outcomes,
    table_canonical,
    table_key_of,
    table_numbers,
)
from penel421.solve.pascal.turns import best_choices
from penel421.solve.turn.keeps import INDEX, KEEPS, kept_values
from penel421.strategies.expert_pascal import ExpertPascal

SOLUTION = table_solution_for(RULES_PASCAL, 3)
START = GameState((0, 0, 0), 21, 0, (0, 1, 2))


def test_the_states_are_those_the_issue_counts():
    every = keys(3, 21)
    assert len(every) == 1981 == len(table_numbers(3, 21))
    assert sum(1 for k in every if k[0] > 0) == 1771
    assert sum(1 for k in every if k[0] == 0 and len(k) == 4) == 190
    assert sum(1 for k in every if len(k) == 3) == 20
    assert len(keys(4, 21)) == 11976
    assert all(sum(k) == 21 for k in every)


def test_a_state_is_seen_from_its_opener():
    state = GameState((4, 0, 9), 8, 2, (0, 1, 2))
    assert table_key_of(state) == ((8, 9, 4, 0), (2, 0, 1))
    assert table_key_of(table_canonical((8, 9, 4, 0)))[0] == (8, 9, 4, 0)


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_each_case_leads_where_the_engine_settles_it():
    """A round ended with any hands leads where its case says, for hands
    drawn at random (the cases are settled with hands of their own)."""
    rng = random.Random(7)
    t_rules = RULES_PASCAL
    t = rank_table(t_rules)
    due_number = {d: i for i, d in enumerate(dues(t_rules))}
    every = keys(3, 21)
    for _ in range(150):
        key = rng.choice(every)
        players = len(key) - 1
        hands = [rng.choice(ALL_HANDS) for _ in range(players)]
        summary = None
        for p, h in enumerate(hands):
            summary = joined(summary, t.rank[INDEX[h]], p)
        outcome = outcomes(t_rules, key)[case_of(t, due_number, players, summary)]
        done = settle(t_rules, table_canonical(key), [Played(p, h, 1) for p, h in enumerate(hands)])
        assert outcome is not None and outcome.moved == done.moved
        if done.state.over:
            assert outcome.key is None and outcome.loser == done.state.in_game[0]
        else:
            assert outcome.key == table_key_of(done.state)[0]


def test_the_shipped_file_is_read_only_for_its_rules():
    assert table_applies(RULES_PASCAL, 3)
    assert not table_applies(RULES_PASCAL, 2) and not table_applies(RULES_PASCAL, 5)
    assert not table_applies(pascal_rules(fixed_throws=True), 3)
    assert not table_applies(pascal_rules(Bareme(suite=3)), 3)
    assert table_round(pascal_rules(Bareme(suite=3)), START) is None


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_the_file_reads_back_what_it_wrote():
    again = TableSolution.parse(SOLUTION.dump())
    assert again.values == SOLUTION.values and again.choices == SOLUTION.choices
    assert again.outlooks == SOLUTION.outlooks


def test_from_the_start_each_opener_loses_as_the_issue_measured():
    """Everyone playing for the game: the first opener loses 35.01 %, the
    second 33.62 %, the third 31.37 %; someone always loses."""
    first = SOLUTION.lose_chances((21, 0, 0, 0))
    print("from the start, each loses:", ", ".join(f"{v:.4%}" for v in first))
    assert first == pytest.approx((0.3501, 0.3362, 0.3137), abs=5e-5)
    for key in keys(3, 21):
        assert sum(SOLUTION.lose_chances(key)) == pytest.approx(1.0, abs=1e-12)


def test_the_duel_is_the_shipped_two_player_game():
    duel = solution_for(RULES_PASCAL)
    for a in range(1, 21):
        state = GameState((a, 21 - a), 0, 0, (0, 1))
        assert SOLUTION.lose_chances((0, a, 21 - a))[0] == pytest.approx(
            duel.lose_chance(state, 0), abs=1e-12)


def spared_parts(table, position, summary):
    """The opener's chances of winning the round and of losing it without
    losing the game, from the turn of the player at ``position`` on after
    ``summary``: the round's tree walked, each later player's reply, each
    case's chances as the round settles it."""
    if position == table.players:
        _, holder, _, loser = summary
        spared = 1.0 - table.settled(summary)[0][0]
        return (holder == 0) * spared, (loser == 0) * spared
    won = lost = 0.0
    for r, chance in enumerate(table.reply(position, summary).ends):
        if chance:
            more = spared_parts(table, position + 1, joined(summary, r, position))
            won, lost = won + chance * more[0], lost + chance * more[1]
    return won, lost


def residual(key):
    """One application of the round's equations to state ``key``, every
    choice worked out from the shipped chances alone (the opener's too):
    the largest change of a chance, of the opener's outlook (the parts of
    his figure too); and whether the opener's and the second player's
    choices are the shipped ones."""
    alone = TableRound(RULES_PASCAL, key, SOLUTION, shipped_opener=False)
    shipped = TableRound(RULES_PASCAL, key, SOLUTION)
    worst = max(abs(a - b) for a, b in zip(alone.reply(0, None).lose,
                                            SOLUTION.lose_chances(key), strict=True))
    for r in range(len(ALL_HANDS)):
        n = alone.number[r]
        chances, wins, loses, change = SOLUTION.opener_outlook(key, n)
        worst = max(worst, *(abs(a - b) for a, b in zip(alone.ahead(0, None, r), chances,
                                                         strict=True)))
        figures = alone.round_figures(0, 1, joined(None, r, 0))
        worst = max(worst, *(abs(a - b) for a, b in zip(figures, (wins, loses, change),
                                                         strict=True)))
        parts = spared_parts(alone, 1, joined(None, r, 0))
        worst = max(worst, *(abs(a - b) for a, b in zip(parts, SOLUTION.opener_parts(key, n),
                                                         strict=True)))
    same = alone.choices(0, None) == shipped.choices(0, None) and all(
        alone.choices(1, joined(None, r, 0)) == shipped.choices(1, joined(None, r, 0))
        for r in range(len(ALL_HANDS)))
    return worst, same


SAMPLED = [(21, 0, 0, 0), (0, 7, 7, 7), (1, 20, 0, 0), (0, 19, 1, 1), (0, 1, 19, 1)]


@pytest.mark.parametrize("key", [(0, 5, 16), pytest.param(SAMPLED[0], marks=pytest.mark.slow),
                                 pytest.param(SAMPLED[1], marks=pytest.mark.slow)])
def test_shipped_states_meet_the_round_equations(key):
    worst, same = residual(key)
    assert worst <= 1e-12 and same


@cache
def drawn_states():
    """Thirty states drawn from the charge, the décharge and the duel, after
    a few edges (:data:`SAMPLED`)."""
    rng = random.Random(32)
    every = keys(3, 21)
    return SAMPLED + rng.sample([k for k in every if len(k) == 4], 25) + rng.sample(
        [k for k in every if len(k) == 3], 5)


# a test a state (each state's round takes some tenths of a second in pure
# Python: the whole file would take a quarter of an hour), that the workers share
@pytest.mark.slow  # some tenths of a second a state
@pytest.mark.parametrize("drawn", range(len(SAMPLED) + 30))
def test_sampled_states_of_every_kind_meet_the_round_equations(drawn):
    key = drawn_states()[drawn]
    found, same = residual(key)
    assert same, key
    assert found <= 1e-12, (key, f"largest change in one application of the equations: "
                                 f"{found:.1e}")


def weighing(view):
    worth = ExpertPascal().worth(view)
    return worth.weigh(view.hand, view.throws_left)


def lose_with(w, keep):
    return 1.0 - w.option(keep).value


def round_play_keep(view):
    return best_choices(RULES_PASCAL, view.state, view.seat, view.order, view.played,
                        view.max_throws).best(view.hand, view.throws_left)


@pytest.mark.parametrize(("played", "dice", "throws", "best", "best_lose", "old", "old_lose"), [
    # the opener, 4-3-2 with one throw left: stop, rather than keep 4-2
    ((), (4, 3, 2), 2, None, 0.368, (4, 2), 0.413),
    # the second after the opener's 4-3-2, with 3-1-1 and two throws left:
    # keep 1-1 and throw, rather than stop
    (((4, 3, 2),), (3, 1, 1), 1, (1, 1), 0.242, None, 0.260),
    # the third after 4-3-2 and 4-3-2, with 4-3-1 and one throw left:
    # keep 4-1, rather than 4-3
    (((4, 3, 2), (4, 3, 2)), (4, 3, 1), 2, (4, 1), 0.355, (4, 3), 0.375),
], ids=["opener", "second", "third"])
def test_the_issues_positions(played, dice, throws, best, best_lose, old, old_lose):
    """Issue 32's three positions (charge, pot 21, nobody holds jetons): the
    game's choice and the jetons' choice of today, each with the player's
    chance of losing the game, everyone playing for the game after."""
    view = TurnView(RULES_PASCAL, START, len(played), (0, 1, 2),
                    tuple(Played(p, h, 3) for p, h in enumerate(played)), dice, throws, 3)
    w = weighing(view)
    assert w.best.keep == best
    assert round_play_keep(view) == old != best
    assert lose_with(w, best) == pytest.approx(best_lose, abs=5e-4)
    assert lose_with(w, old) == pytest.approx(old_lose, abs=5e-4)
    chosen = ExpertPascal().rethrow(view)
    assert (None if not chosen else kept_values(dice, chosen)) == best


def brute_force_values(payoffs, dice, left):
    """Every choice's worth by enumerating the falls of the thrown dice."""

    @cache
    def best(hand, n):
        found = payoffs[INDEX[hand]]
        if n == 0:
            return found
        return max([found] + [worth(keep, n) for keep in sub_keeps(hand)])

    def worth(keep, n):
        falls = list(product(range(1, 7), repeat=3 - len(keep)))
        return sum(best(hand_of(keep + f), n - 1) for f in falls) / len(falls)

    hand = hand_of(dice)
    found = {tuple(hand): payoffs[INDEX[hand]]}
    for keep in sub_keeps(hand):
        found[keep] = worth(keep, left)
    return found


def sub_keeps(hand):
    return {tuple(sorted((hand[i] for i in range(3) if mask >> i & 1), reverse=True))
            for mask in range(7)}


@pytest.mark.parametrize("count", [6, pytest.param(40, marks=pytest.mark.slow)])
def test_the_expert_takes_a_best_choice_for_the_game(count):
    """At three, each choice is a best one for the player's own chance of
    not losing the game, every player after him answering as the round's
    equations say (a plain search over the dice)."""
    rng = random.Random(11)
    every = [k for k in keys(3, 21) if len(k) == 4]
    for _ in range(count):
        key = rng.choice(every)
        state = table_canonical(key)
        position = rng.randrange(3)
        played = tuple(Played(p, rng.choice(ALL_HANDS), 3) for p in range(position))
        dice = tuple(rng.randint(1, 6) for _ in range(3))
        view = TurnView(RULES_PASCAL, state, position, (0, 1, 2), played, dice,
                        rng.randint(1, 2), 3)
        game = table_round(RULES_PASCAL, state)
        assert game is not None
        summary = summary_of(RULES_PASCAL, view.order, played)
        payoffs = [1.0 + p for p in game.pay(position, summary)]
        values = brute_force_values(payoffs, dice, view.throws_left)
        chosen = ExpertPascal().rethrow(view)
        kept = dice if not chosen else kept_values(dice, chosen)
        assert values[tuple(sorted(kept, reverse=True))] >= max(values.values()) - 1e-9
        # and its worth says so, on the game's scale
        w = weighing(view)
        assert w.scale.game_chance
        assert w.best.value == pytest.approx(max(values.values()), abs=1e-9)


def test_the_opener_plays_his_shipped_choices():
    rng = random.Random(3)
    every = [k for k in keys(3, 21) if len(k) == 4]
    for _ in range(30):
        key = rng.choice(every)
        dice = tuple(rng.randint(1, 6) for _ in range(3))
        throws = rng.randint(1, 2)
        view = TurnView(RULES_PASCAL, table_canonical(key), 0, (0, 1, 2), (), dice, throws, 3)
        chosen = ExpertPascal().rethrow(view)
        keep = SOLUTION.opener_keep(key, hand_of(dice), 3 - throws)
        assert (tuple(sorted(dice, reverse=True)) if keep is None else keep) == (
            tuple(sorted(dice, reverse=True)) if not chosen else kept_values(dice, chosen))
        assert keep is None or keep in KEEPS


def test_a_turn_met_again_in_the_round_is_read_with_the_same_bits():
    # summaries that lead to the same cases give the last player the same
    # payoffs: his turn is solved once in the round, and what the others
    # read of it is what solving it alone gives
    from penel421.solve.turn.ends import turn_ends

    played = TableRound(RULES_PASCAL, (9, 4, 5, 3), SOLUTION)
    summaries = {joined(joined(None, a, 0), b, 1) for a in range(0, 56, 5)
                 for b in range(0, 56, 5)}
    for summary in summaries:
        ends = played.reply(2, summary).ends
        alone = turn_ends(played.pay(2, summary), 3)
        assert list(ends) == [alone[n] for n in rank_table(RULES_PASCAL).number]
    assert len(played._ends) < len(summaries)


def test_the_rows_of_the_player_before_the_last_are_his_figures_in_aheads():
    # outcome_rows reads the middle player's chance of not losing the game
    # in runs of the last player's ranks; it must be, bit for bit, what each
    # rank's row of aheads gives him, the products added in rank order
    rng = random.Random(11)
    every = [k for k in keys(3, 21) if len(k) == 4]
    for key in rng.sample(every, 4):
        played = TableRound(RULES_PASCAL, key, SOLUTION)
        for opener in rng.sample(range(56), 6) + [0, 55]:
            summary = joined(None, opener, 0)
            expected: dict[str, tuple[list[float], list[float]]] = {
                name: ([0.0] * 56, [0.0] * 56) for name in ("won", "lost", "neither")}
            for r in range(56):
                after = joined(summary, r, 1)
                best, holder, worst, loser = after
                ends = played.reply(2, after).ends
                parts = [end * (1.0 - ahead[1])
                         for end, ahead in zip(ends, played.aheads(2, after), strict=True)]
                n = played.number[r]
                if holder == 1:
                    cuts = {"won": slice(None, best), "neither": slice(best, None)}
                elif loser == 1:
                    cuts = {"lost": slice(worst, None), "neither": slice(None, worst)}
                else:
                    cuts = {"neither": slice(None)}
                for name, cut in cuts.items():
                    expected[name][0][n] = sum(ends[cut])
                    expected[name][1][n] = sum(parts[cut])
            assert played.outcome_rows(1, summary) == expected
            # by who wins and who loses, the same rows, summed
            roles = played.role_rows(1, summary)
            for name, (chance, part) in expected.items():
                pairs = roles.get(name, {})
                for n in range(56):
                    assert sum(c[n] for c, _ in pairs.values()) == pytest.approx(
                        chance[n], abs=1e-15)
                    assert sum(p[n] for _, p in pairs.values()) == pytest.approx(
                        part[n], abs=1e-15)
                assert all((w == 1) == (name == "won") and (lo == 1) == (name == "lost")
                           for w, lo in pairs)
    assert played.role_rows(0, None) is None  # the opener's are shipped summed


def test_the_figures_of_the_player_before_the_last_come_with_his_rows_bit_for_bit():
    # his chances of winning and losing the round and the change of his
    # jetons, worked out with his outcome rows (each run of the last
    # player's ranks added once), are round_figures' one rank after the
    # other, bit for bit: in a charge and in a décharge
    rng = random.Random(7)
    every = [k for k in keys(3, 21) if len(k) == 4]
    for key in rng.sample([k for k in every if k[0]], 2) + rng.sample(
            [k for k in every if not k[0]], 2):
        played = TableRound(RULES_PASCAL, key, SOLUTION)
        for opener in rng.sample(range(56), 3) + [0, 55]:
            summary = joined(None, opener, 0)
            figures = played._rows(1, summary).figures
            for r in range(56):
                expected = played.round_figures(1, 2, joined(summary, r, 1))
                n = played.number[r]
                assert [repr(figure[n]) for figure in figures] == [repr(x) for x in expected]


def test_the_openers_rows_are_his_shipped_outlook_and_add_up_to_his_figure():
    # the opener's split is read from the file: each hand's chances of the
    # round's outcomes add up to one, their parts to his payoff, each part
    # within the chance it comes with (he may lose the game however it ends)
    for key in ((21, 0, 0, 0), (9, 4, 5, 3), (0, 7, 7, 7), (0, 1, 19, 1)):
        played = TableRound(RULES_PASCAL, key, SOLUTION)
        rows = played.outcome_rows(0, None)
        payoff = played.play(0, None).payoffs[0]
        for n in range(56):
            chances, won, lost, _ = SOLUTION.opener_outlook(key, n)
            assert (rows["won"][0][n], rows["lost"][0][n]) == (won, lost)
            assert sum(rows[name][0][n] for name in rows) == pytest.approx(1.0, abs=1e-12)
            assert sum(rows[name][1][n] for name in rows) == pytest.approx(payoff[n],
                                                                           abs=1e-12)
            for name in rows:
                assert -1e-12 <= rows[name][1][n] <= rows[name][0][n] + 1e-12
    # worked out from the chances alone, the opener's split is not there
    alone = TableRound(RULES_PASCAL, (21, 0, 0, 0), SOLUTION, shipped_opener=False)
    assert alone.outcome_rows(0, None) is None


def test_the_runs_read_for_the_player_before_the_last_do_not_hang_on_the_order_asked():
    # a case read for one summary is kept, and read again, for the next that
    # shares it, whichever comes first: the last player's ranks in turn,
    # upward and downward, give what aheads gives bit for bit
    for opener in (3, 30, 52):
        summary = joined(None, opener, 0)
        afters = [joined(summary, r, 1) for r in range(56)]
        for order in (afters, afters[::-1]):
            played = TableRound(RULES_PASCAL, (9, 4, 5, 3), SOLUTION)
            for after in order:
                assert played.spared(1, after) == [1.0 - ahead[1]
                                                   for ahead in played.aheads(2, after)]
