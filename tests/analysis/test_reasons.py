"""Why the best choice is best: the rule that picks the reason, and its
figures, checked against ``penel421 odds`` and against the solved game
played out throw by throw."""

from __future__ import annotations

import gc
import io
import json
from fractions import Fraction
from itertools import product

import pytest
from click.testing import CliRunner

from penel421.analysis import reasons
from penel421.analysis.reasons import (
    BEAT,
    HAND,
    OPPONENT,
    ROUND,
    STAKE,
    reason_for,
)
from penel421.cli import main
from penel421.console.terminal import Terminal
from penel421.core.bareme import Bareme
from penel421.core.hands import HAND_OF, Kind
from penel421.core.rules import RULES_1987, RULES_PASCAL, Rules, pascal_rules
from penel421.core.seat import Seat
from penel421.core.state import GameState, Played, TurnView
from penel421.play.session import Session
from penel421.solve.turn.keeps import positions_to_rethrow
from penel421.specs import GameSpec, SessionSpec
from penel421.strategies.expert1987 import Expert1987
from penel421.strategies.experts import expert_for

START_1987 = GameState.start(RULES_1987, 2)


def second_1987(opener: tuple[int, int, int], dice: tuple[int, int, int], throws: int = 1,
                most: int = 2) -> TurnView:
    """The 1987 second player's view at the start of the game, the opener
    having played ``opener`` in ``most`` throws."""
    return TurnView(RULES_1987, START_1987, 1, (0, 1), (Played(0, opener, most),), dice, throws,
                    most)


def reason(view: TurnView, answer: tuple[int, ...] | None = None):
    return reason_for(expert_for(view.rules).worth(view), view, answer)


def odds(*args: str) -> dict:
    """What ``penel421 odds --json`` says, by keep (the three dice to stop)."""
    result = CliRunner().invoke(main, ["odds", *args, "--json"])
    assert result.exit_code == 0, result.output
    return {tuple(c["keep"]): Fraction(c["fraction"]) for c in json.loads(result.output)["choices"]}


def as_keep(keep, hand):
    """A reason's choice as ``odds`` writes it: the dice kept, all three to stop."""
    return tuple(hand) if keep is None else tuple(keep)


# --- against penel421 odds ---------------------------------------------------------

@pytest.mark.parametrize(("opener", "dice"), [
    ((6, 5, 2), (6, 5, 2)),  # keep 6-5: 75 % to beat 6-5-2
    ((6, 5, 1), (5, 3, 2)),
    ((6, 6, 3), (6, 5, 1)),
    ((5, 5, 2), (5, 3, 2)),
    ((6, 4, 3), (5, 5, 1)),
])
def test_the_1987_second_players_chance_to_beat_the_opener_is_that_of_odds(opener, dice):
    view = second_1987(opener, dice)
    found = reason(view)
    assert found is not None and found.kind == BEAT and found.target == opener
    table = odds("--rules", "1987", "--hand", "-".join(map(str, view.hand)),
                 "--throws-left", "1", "--target", "-".join(map(str, opener)))
    assert found.best_figure == float(table[as_keep(found.best, view.hand)])
    assert found.other_figure == float(table[as_keep(found.other, view.hand)])
    assert found.best_figure > found.other_figure + reasons.MATTERS


def test_with_two_throws_left_the_chance_to_beat_is_at_most_that_of_odds():
    # odds plays on for the round alone; the expert plays on for the game
    view = second_1987((6, 5, 1), (5, 3, 2), most=3)
    found = reason(view)
    assert found is not None and found.kind == BEAT
    table = odds("--hand", "5-3-2", "--throws-left", "2", "--target", "6-5-1")
    assert found.best_figure <= float(table[as_keep(found.best, view.hand)])
    assert found.other_figure <= float(table[as_keep(found.other, view.hand)])


def test_the_words_of_a_hand_to_beat_on_each_screen():
    found = reason(second_1987((6, 5, 2), (6, 5, 2)))
    assert found.best == (6, 5) and found.other == ()
    assert found.words == "75 % de battre 6-5-2, contre 36 % en relançant tout."
    assert found.capitals == "75 % DE BATTRE 652, CONTRE 36 % EN RELANCANT TOUT."


def test_a_bigger_hand_for_a_smaller_round_is_said_with_its_cost():
    # 6-5-3 beats 6-5-1 for sure, but the expert throws one die for a suite (2 pions)
    view = second_1987((6, 5, 1), (6, 5, 3))
    found = reason(view)
    assert (found.kind, found.hand, found.best, found.other) == (HAND, Kind.SUITE, (6, 5), None)
    assert (found.best_figure, found.other_figure) == (1 / 6, 0.0)
    assert found.cost == ("win_round", 11 / 12, 1.0)  # a 6-5-1 is a barrage: one in two
    assert found.words == ("17 % de faire une suite, contre 0 % en gardant tout ; mais la "
                           "manche gagnée à 92 % au lieu de 100 %.")
    # the suite's chance is the one odds gives for the 421's table of final hands
    kinds = json.loads(CliRunner().invoke(main, ["odds", "--hand", "6-5-4", "--throws-left",
                                                 "0", "--json"]).output)["final_hands"]
    assert next(k for k in kinds if k["kind"] == "suite")["probability"] == 1


def test_the_chance_of_a_421_is_that_of_odds():
    view = second_1987((6, 5, 1), (6, 4, 1))
    found = reason(view)
    assert found.kind == HAND and found.hand is Kind.QUATRE_CENT_VINGT_ET_UN
    table = odds("--hand", "6-4-1", "--throws-left", "1")  # no target: the 421
    assert found.best_figure == float(table[as_keep(found.best, view.hand)])
    assert found.other_figure == float(table[as_keep(found.other, view.hand)])


def test_the_pascal_last_players_421_and_chance_to_beat_are_those_of_odds():
    # décharge, two left: the last player must beat a 5-5-5 (a tie goes to
    # him); keeping 1 beats it more often (5-1-1, 6-1-1, 1-1-1), keeping 4-1
    # makes more 421s, worth 10 jetons given: the expert keeps 4-1
    state = GameState((0, 7, 14), 0, 1, (1, 2), (0,))
    view = TurnView(RULES_PASCAL, state, 2, (1, 2), (Played(1, (5, 5, 5), 3),), (4, 3, 1), 2, 3)
    found = reason(view)
    assert (found.kind, found.hand, found.best, found.other) == (
        HAND, Kind.QUATRE_CENT_VINGT_ET_UN, (4, 1), (1,))
    for_421 = odds("--rules", "pascal", "--hand", "4-3-1", "--throws-left", "1")
    assert (found.best_figure, found.other_figure) == (float(for_421[(4, 1)]),
                                                       float(for_421[(1,)]))
    to_beat = odds("--rules", "pascal", "--hand", "4-3-1", "--throws-left", "1", "--target",
                   "5-5-5")
    measure, mine, theirs = found.cost
    assert measure == "win_round"
    assert mine == pytest.approx(float(to_beat[(4, 1)]), abs=1e-12)
    assert theirs == pytest.approx(float(to_beat[(1,)]), abs=1e-12)
    assert found.words == ("17 % de faire un 421, contre 6 % en gardant 1 ; mais la manche "
                           "gagnée à 17 % au lieu de 19 %.")


def test_the_pascal_last_players_chance_to_beat_is_that_of_odds():
    state = GameState((0, 7, 14), 0, 1, (1, 2), (0,))
    view = TurnView(RULES_PASCAL, state, 2, (1, 2), (Played(1, (6, 4, 4), 3),), (5, 5, 1), 2, 3)
    found = reason(view)
    assert found is not None and found.kind == BEAT and found.target == (6, 4, 4)
    assert found.words == "50 % de battre 6-4-4, contre 33 % en gardant 5-5."
    table = odds("--rules", "pascal", "--hand", "5-5-1", "--throws-left", "1", "--target",
                 "6-4-4")
    assert found.best_figure == pytest.approx(float(table[as_keep(found.best, view.hand)]),
                                              abs=1e-12)
    assert found.other_figure == pytest.approx(float(table[as_keep(found.other, view.hand)]),
                                               abs=1e-12)


def test_in_a_pascal_charge_of_three_only_losing_the_round_is_a_reason():
    # the last of three: above the 5-3-1 he escapes; winning would take nothing
    # (fixed throws: with the usual rules, three players play for the game)
    state = GameState((0, 0, 0), 21, 0, (0, 1, 2))
    played = (Played(0, (6, 5, 4), 1), Played(1, (5, 3, 1), 2))
    view = TurnView(pascal_rules(fixed_throws=True), state, 2, (0, 1, 2), played, (2, 6, 2),
                    2, 3)
    found = reason(view)
    assert found is not None and found.kind == ROUND and found.measure == "lose_round"
    table = odds("--rules", "pascal", "--hand", "6-2-2", "--throws-left", "1", "--target",
                 "5-3-1")
    # he loses only below the worst hand: a tie goes to the later player
    assert found.best_figure == pytest.approx(1 - float(table[as_keep(found.best, view.hand)]))
    assert found.other_figure == pytest.approx(1 - float(table[as_keep(found.other,
                                                                        view.hand)]))
    assert "de perdre la manche" in found.words


# --- against the solved game, played out ---------------------------------------------

def second_wins(rules: Rules, state: GameState, opener: tuple[int, int, int], throws: int,
                expert: Expert1987) -> Fraction:
    """The 1987 second player's chance of winning the round against ``opener``
    with ``throws`` throws, every fall enumerated, each choice the solved
    game's (the expert's), a tie a barrage won one time in two."""
    rank = rules.table.rank
    total = Fraction(0)

    def score(hand) -> Fraction:
        return Fraction(1, 2) if rank[hand] == rank[opener] else Fraction(rank[hand] > rank[opener])

    def play(dice, done: int, weight: Fraction) -> None:
        nonlocal total
        if done == throws:
            total += weight * score(HAND_OF[dice])
            return
        view = TurnView(rules, state, 1, (0, 1), (Played(0, opener, throws),), dice, done, throws)
        rethrow = expert.rethrow(view)
        if not rethrow:
            total += weight * score(HAND_OF[dice])
            return
        falls = list(product(range(1, 7), repeat=len(rethrow)))
        for new in falls:
            after = list(dice)
            for position, face in zip(rethrow, new, strict=True):
                after[position - 1] = face
            play(tuple(after), done + 1, weight / len(falls))

    for first in product(range(1, 7), repeat=3):
        play(first, 1, Fraction(1, 216))
    return total


def test_an_opener_who_stops_is_told_the_other_players_throws_and_chance():
    # 6-1-1 at the first throw: stop, and the computer has one throw
    view = TurnView(RULES_1987, START_1987, 0, (0, 1), (), (1, 6, 1), 1, 3)
    found = reason(view, (1, 3))  # the answer: keep the 6
    assert (found.kind, found.throws, found.best, found.other) == (OPPONENT, 1, None, (6,))
    expert = Expert1987()
    assert found.best_figure == float(second_wins(RULES_1987, START_1987, (6, 1, 1), 1,
                                                  expert))
    assert found.best_figure == 0.0625  # a 421, a brelan, or half of a 6-1-1
    assert found.words.startswith("l'adversaire n'aura qu'un lancer et 6 % de chances de "
                                  "gagner la manche, contre ")
    assert found.capitals.startswith("L'ORDINATEUR N'AURA QU'UN LANCER")


@pytest.mark.slow
def test_the_openers_round_chances_are_the_solved_games_played_out():
    # 6-4-2 at the second throw: every choice's chance of winning the round,
    # the second player answering with two throws as the solved game does
    view = TurnView(RULES_1987, START_1987, 0, (0, 1), (), (6, 4, 2), 2, 3)
    worth = expert_for(RULES_1987).worth(view)
    tables = reasons.turn_reasons(worth, view)
    expert = Expert1987()
    weighing = worth.weigh((6, 4, 2), 1)
    stop = tables.figures(worth, (6, 4, 2), 1, weighing.option(None))
    keep = tables.figures(worth, (6, 4, 2), 1, weighing.option((4, 2)))
    # stopping after two throws leaves the second player two; a third throw, three
    assert stop.win_round == pytest.approx(
        float(1 - second_wins(RULES_1987, START_1987, (6, 4, 2), 2, expert)), abs=1e-12)
    assert keep.win_round == pytest.approx(float(sum(
        1 - second_wins(RULES_1987, START_1987, HAND_OF[(4, 2, f)], 3, expert)
        for f in range(1, 7)) / 6), abs=1e-12)
    found = reason(view)
    # the round barely moves (31,15 % against 31,17 %): the 421 tells it, alone
    assert found.kind == HAND and found.hand is Kind.QUATRE_CENT_VINGT_ET_UN
    assert abs(keep.win_round - stop.win_round) < reasons.MATTERS and found.cost is None
    assert found.words == "17 % de faire un 421, contre 0 % en gardant tout."


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_the_stake_is_the_turns_own_figure_the_solved_games_chance():
    # find a decision whose reason is the stake, and check it is the game's chance
    for dice in product(range(1, 7), repeat=3):
        view = TurnView(RULES_1987, START_1987, 0, (0, 1), (), dice, 2, 3)
        worth = expert_for(RULES_1987).worth(view)
        found = reason_for(worth, view)
        if found is not None and found.kind == STAKE:
            break
    else:
        pytest.fail("no stake at a second throw of the first round")
    weighing = worth.weigh(view.hand, 1)
    assert found.best_figure == weighing.option(found.best).value
    assert found.other_figure == weighing.option(found.other).value
    assert "de gagner la partie" in found.words


# --- the rule's edges -----------------------------------------------------------------

def test_a_best_answer_is_told_against_the_next_best_choice():
    view = second_1987((6, 5, 2), (6, 5, 2))
    best = positions_to_rethrow((6, 5, 2), (6, 5))
    assert reason(view, best) == reason(view)


def test_choices_worth_the_same_have_no_reason():
    view = second_1987((6, 5, 2), (6, 5, 2))
    worth = expert_for(RULES_1987).worth(view)
    option = worth.weigh(view.hand, 1).best
    tables = reasons.turn_reasons(worth, view)
    assert tables.reason(worth, view.hand, 1, 1, option, option) is None


def test_every_reason_of_a_turn_reads_the_same_tables_while_its_worth_lives():
    view = second_1987((6, 5, 1), (6, 5, 3))
    worth = expert_for(RULES_1987).worth(view)
    first = reasons.turn_reasons(worth, view)
    other = view._replace(dice=(6, 4, 1))
    assert reasons.turn_reasons(worth, other) is first
    assert reasons.turn_reasons(expert_for(RULES_1987).worth(view), view) is not first
    # the tables go with the turn's worth: a long session keeps no turn it is done with
    kept = len(reasons._TABLES)
    del worth
    gc.collect()
    assert len(reasons._TABLES) < kept


class Answering(Terminal):
    """A person who keeps every die, and confirms what the tutor questions."""

    def __init__(self) -> None:
        super().__init__(out=io.StringIO(), inp=io.StringIO(), echo=True)

    def ask(self, prompt: str) -> str:
        self.out.write(prompt + "\n")
        if "autre partie" in prompt.lower():
            return "n"
        if "confirmer" in prompt.lower():
            return "o"
        return "1" if "qui commence" in prompt.lower() else "0"


@pytest.mark.parametrize(("game", "seats"), [
    (GameSpec("pascal", Bareme(jetons=5)),
     (Seat("Alice"), Seat("Ordi 1", "classic"), Seat("Ordi 2", "classic"))),
    (GameSpec("1987"), (Seat("VOUS"), Seat("ORDINATEUR", "classic"))),
])
@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_the_advice_the_tutor_and_the_analyst_share_one_turns_tables(monkeypatch, game, seats):
    built = []
    init = reasons.TurnReasons.__init__

    def counted(self, worth, view):
        built.append((view.state, view.seat, view.played))
        init(self, worth, view)
    monkeypatch.setattr(reasons.TurnReasons, "__init__", counted)
    terminal = Answering()
    Session.open(SessionSpec(game, seats, 11, hints=True, tutor=True), terminal).play()
    screen = terminal.out.getvalue()
    assert screen.lower().count("pourquoi") >= 2
    assert built and len(built) == len(set(built))  # once per turn, however many ask


def test_the_reasons_hands_are_those_worth_more_than_an_ordinary_one():
    view = second_1987((6, 5, 2), (6, 5, 2))
    tables = reasons.turn_reasons(expert_for(RULES_1987).worth(view), view)
    assert [k for k, _ in tables.hands] == [Kind.QUATRE_CENT_VINGT_ET_UN, Kind.BRELAN,
                                            Kind.FICHE, Kind.SUITE]
    assert tables.hand_words(Kind.FICHE) == "deux as"
    state = GameState.start(RULES_PASCAL, 3)
    view = TurnView(RULES_PASCAL, state, 0, (0, 1, 2), (), (6, 5, 2), 1, 3)
    tables = reasons.turn_reasons(expert_for(RULES_PASCAL).worth(view), view)
    assert [k for k, _ in tables.hands] == [
        Kind.QUATRE_CENT_VINGT_ET_UN, Kind.BRELAN_AS, Kind.FICHE, Kind.BRELAN, Kind.SUITE,
        Kind.NENETTE]
    assert dict(tables.hands)[Kind.NENETTE] == -1 and tables.hand_words(Kind.FICHE) == "une fiche"
    # where a suite is worth an ordinary hand and the nénette costs nothing more,
    # neither matters
    rules = pascal_rules(Bareme(suite=1, nenette=0))
    view = TurnView(rules, GameState.start(rules, 3), 0, (0, 1, 2), (), (6, 5, 2), 1, 3)
    tables = reasons.turn_reasons(expert_for(rules).worth(view), view)
    assert Kind.SUITE not in dict(tables.hands) and Kind.NENETTE not in dict(tables.hands)
