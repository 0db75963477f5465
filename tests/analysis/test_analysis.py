"""The analysis of a game: its figures against an independent computation
(the solved game's values, brute force over the dice), the expert without
loss, luck and skill adding up to the result, and ``penel421 analyse`` on
kept games — finished, interrupted, missing."""

from __future__ import annotations

import json
import random
import re
from functools import cache
from itertools import product

import pytest
from click.testing import CliRunner
from kept_games import Random, keep_game

from penel421.analysis.advice import advise
from penel421.analysis.analyst import Analyst, rating
from penel421.analysis.weigh import weigh
from penel421.cli import main
from penel421.core.bareme import Bareme
from penel421.core.dice import SeededDice
from penel421.core.engine import Game
from penel421.core.hands import ALL_HANDS, hand_of
from penel421.core.rules import RULES_1987, RULES_PASCAL, pascal_rules
from penel421.core.settle import barrage_needed, settle
from penel421.core.state import GameState, Played, TurnView
from penel421.journal.store import Journal
from penel421.play.table import Seat
from penel421.solve.duel.solver import states
from penel421.solve.game1987.solution import GAME, load
from penel421.solve.pascal.table_solution import table_solution_for
from penel421.strategies.classic import Classic
from penel421.strategies.experts import make_expert as expert
from penel421.strategies.worth import SCALE_GAME, SCALE_JETONS, choice_of

SOLUTION = load()


def analysed(rules, strategies, seed, opener=0):
    analyst = Analyst(rules, len(strategies))
    result = Game(rules, [f"J{i}" for i in range(len(strategies))], strategies,
                  SeededDice(seed), analyst, opener=opener).play()
    return analyst, result


# --- 1987: the figures against the solved game, brute force over the dice ---------


def game_chance_after(state: GameState, seat: int, hands: tuple[Played, ...]) -> float:
    """``seat``'s chance of winning the game once the round ends with ``hands``:
    the engine settles it, the solution gives the next state's value."""
    if barrage_needed(RULES_1987, hands):
        chance = SOLUTION.barrage[states(GAME, RULES_1987).index(state)]
        return chance if seat == state.opener else 1.0 - chance
    return SOLUTION.win_chance(settle(RULES_1987, state, hands).state, seat)


def brute_second(state: GameState, opener: Played, seat: int):
    """The second player's chance of winning the game with a hand and throws
    left, playing best: every fall of the dice thrown, one by one."""

    @cache
    def value(hand, left):
        stop = game_chance_after(state, seat, (opener, Played(seat, hand, 1)))
        if not left:
            return stop
        return max([stop] + [keep_value(keep, left) for keep in keeps_of(hand)])

    @cache
    def keep_value(keep, left):
        falls = list(product(range(1, 7), repeat=3 - len(keep)))
        return sum(value(hand_of(keep + fall), left - 1) for fall in falls) / len(falls)

    return value, keep_value


def keeps_of(hand):
    found = set()
    for mask in product((0, 1), repeat=3):
        if sum(mask) < 3:
            kept = (d for d, m in zip(hand, mask, strict=True) if m)
            found.add(tuple(sorted(kept, reverse=True)))
    return found


def test_the_second_players_choices_weighed_as_brute_force_over_the_dice_finds():
    rng = random.Random(5)
    every = [s for s in states(GAME, RULES_1987)]
    for _ in range(12):
        state = rng.choice(every)
        opener_seat = state.opener
        seat = 1 - opener_seat
        opener = Played(opener_seat, rng.choice(ALL_HANDS), 1)
        dice = tuple(rng.randint(1, 6) for _ in range(3))
        throws = rng.randint(1, 2)
        view = TurnView(RULES_1987, state, seat, (opener_seat, seat), (opener,), dice,
                        throws, 3)
        weighing = weigh(view)
        value, keep_value = brute_second(state, opener, seat)
        left = 3 - throws
        for option in weighing.options:
            expected = (value(view.hand, 0) if option.keep is None
                        else keep_value(option.keep, left))
            assert option.value == pytest.approx(expected, abs=1e-9)
        assert weighing.best.value == pytest.approx(value(view.hand, left), abs=1e-9)


@pytest.mark.slow
def test_the_openers_last_choice_weighed_as_brute_force_over_the_dice_finds():
    """The opener at his second throw: each choice is worth the mean, over
    every fall of the dice he throws, of his chance once the second player
    has answered his final hand as well as he can (brute force again)."""
    rng = random.Random(3)
    every = states(GAME, RULES_1987)
    for _ in range(2):
        state = rng.choice(every)
        opener, second = state.opener, 1 - state.opener
        dice = tuple(rng.randint(1, 6) for _ in range(3))
        view = TurnView(RULES_1987, state, opener, (opener, second), (), dice, 2, 3)
        after_stop = brute_opener_stops(state)

        for option in weigh(view).options:
            if option.keep is None:
                expected = after_stop(view.hand, 2)
            else:
                falls = list(product(range(1, 7), repeat=3 - len(option.keep)))
                expected = sum(after_stop(hand_of(option.keep + fall), 3)
                               for fall in falls) / len(falls)
            assert option.value == pytest.approx(expected, abs=1e-9)


def brute_opener_stops(state: GameState):
    """The opener's chance when he stops with a hand after some throws, the
    second player answering as well as he can (brute force)."""
    opener, second = state.opener, 1 - state.opener

    @cache
    def after_stop(hand, throws):
        value, _ = brute_second(state, Played(opener, hand, throws), second)
        first = [value(hand_of(fall), throws - 1) for fall in product(range(1, 7), repeat=3)]
        return 1.0 - sum(first) / len(first)

    return after_stop


def test_a_rounds_first_figure_is_the_solved_games_value_of_its_state():
    analyst, _ = analysed(RULES_1987, [Classic(RULES_1987), expert(RULES_1987)], 11)
    state = GameState.start(RULES_1987, 2)
    first = analyst.throws[0]
    assert first.before == pytest.approx(SOLUTION.win_chance(state, 0), abs=1e-9)
    # each later round opens at the value of the state the last one led to
    for throw in analyst.throws:
        assert 0.0 <= throw.after <= 1.0


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_the_1987_expert_loses_nothing_and_its_figures_add_up_to_the_result():
    """The expert's own decisions show no loss (to 1e-9), and for each player
    the chance before the first throw, plus his dice's luck minus his
    opponent's, minus his losses plus his opponent's, is the result: the
    luck and the choices explain the whole game, barrages included."""
    barrages = 0
    for seed in range(12):
        analyst, result = analysed(RULES_1987, [expert(RULES_1987), Random(seed)], seed,
                                   opener=seed % 2)
        mine = [d for d in analyst.decisions if d.seat == 0]
        assert mine and max(d.loss for d in mine) < 1e-9
        assert all(d.mark == "" for d in mine)
        barrages += sum(t.barrage for t in analyst.throws)
        summary = analyst.summary()
        first = analyst.throws[0]
        start = first.before if first.seat == 0 else 1.0 - first.before
        won = 1.0 if result.loser == 1 else 0.0
        explained = (start + summary[0].luck - summary[1].luck - summary[0].loss
                     + summary[1].loss)
        assert explained == pytest.approx(won, abs=1e-9)
        assert summary[0].result == won
        assert summary[0].corrected == pytest.approx(start - summary[0].loss
                                                     + summary[1].loss, abs=1e-9)
        assert summary[0].corrected + summary[1].corrected == pytest.approx(1.0)
        assert summary[1].loss > 0
    assert barrages, "no barrage in these games: choose other seeds"


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_the_1987_experts_choice_is_a_best_one_in_any_state_and_role():
    rng = random.Random(8)
    every = states(GAME, RULES_1987)
    player = expert(RULES_1987)
    for _ in range(150):
        state = rng.choice(every)
        dice = tuple(rng.randint(1, 6) for _ in range(3))
        second = rng.random() < 0.5
        seat = 1 - state.opener if second else state.opener
        played = (Played(state.opener, rng.choice(ALL_HANDS), 3),) if second else ()
        throws = rng.randint(1, 2)
        view = TurnView(RULES_1987, state, seat, (state.opener, 1 - state.opener), played,
                        dice, throws, 3)
        weighing = weigh(view)
        assert weighing.loss(choice_of(dice, player.rethrow(view))) < 1e-9


def test_a_loss_is_marked_by_the_thresholds_of_its_class():
    marks = [SCALE_GAME.mark(loss) for loss in (0.0, 0.004, 0.005, 0.019, 0.02, 0.08, 0.5)]
    assert marks == ["", "", "?!", "?!", "?", "??", "??"]
    assert SCALE_JETONS.mark(0.6) == "?" and SCALE_JETONS.mark(0.1) == ""
    assert rating(0.0, SCALE_GAME) == "parfait"
    assert rating(0.05, SCALE_GAME) == "au hasard"


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_random_player_rates_below_the_classic_computer_and_makes_more_errors():
    random_losses, classic_losses = [], []
    for seed in range(8):
        a, _ = analysed(RULES_1987, [Random(seed), expert(RULES_1987)], seed)
        b, _ = analysed(RULES_1987, [Classic(RULES_1987), expert(RULES_1987)], seed)
        random_losses.append(a.summary()[0].mean_loss)
        classic_losses.append(b.summary()[0].mean_loss)
    assert sum(random_losses) > 2 * sum(classic_losses) > 0


# --- pascal: the expert's own figures ----------------------------------------------


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_pascal_game_of_three_weighs_the_turns_with_two_left_on_the_game():
    """Jetons while three play; once two are left, the chance of not losing
    the game, as the expert then plays for it; totals on each scale apart.
    (With fixed throws: with the usual rules three players are solved for
    the game too.)"""
    rules = pascal_rules(fixed_throws=True)
    analyst = Analyst(rules, 3)
    players_in = {}

    def listen(event):
        if type(event).__name__ == "RoundStarted":
            players_in[event.number] = len(event.order)
        analyst(event)

    Game(rules, ["A", "B", "C"], [Random(1), Classic(rules), expert(rules)], SeededDice(5),
         listen).play()
    assert analyst.scales == (SCALE_JETONS, SCALE_GAME)
    for d in analyst.decisions:
        assert d.scale is (SCALE_GAME if players_in[d.round] == 2 else SCALE_JETONS)
    for t in analyst.throws:
        assert t.scale is (SCALE_GAME if players_in[t.round] == 2 else SCALE_JETONS)
    for summary in analyst.summary():
        mine = [d for d in analyst.decisions if d.seat == summary.seat]
        assert [p.scale for p in summary.parts] == [SCALE_JETONS, SCALE_GAME]
        for part in summary.parts:
            assert part.loss == pytest.approx(sum(d.loss for d in mine if d.scale is part.scale))
            assert part.luck == pytest.approx(sum(t.luck for t in analyst.throws
                                                  if t.seat == summary.seat
                                                  and t.scale is part.scale))
        assert summary.result is None  # no single chance of the game from the start
        with pytest.raises(ValueError):
            summary.loss  # noqa: B018 - no single total across two scales
    expert_seat = analyst.summary()[2]
    assert expert_seat.errors == (0, 0, 0) and expert_seat.rating == "parfait"
    assert analyst.summary()[0].rating != "parfait"


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_pascal_game_of_three_is_weighed_on_the_game_and_its_luck_explains_it():
    """The usual rules: three players are solved for the game, so every turn
    is weighed on its chance, and every throw's luck is what it changes to
    each seat's chance.  Experts at every seat lose nothing: for each of
    them, the chance before the first throw plus what every throw changed
    to it is the result, and the result corrected for luck is that chance."""
    rules = RULES_PASCAL
    for seed in (2, 9):
        analyst, result = analysed(rules, [expert(rules) for _ in range(3)], seed)
        assert analyst.scales == (SCALE_GAME,) and analyst.game_chances
        assert all(d.loss < 1e-9 for d in analyst.decisions)
        first = analyst.throws[0]
        assert first.changes is not None and sum(first.changes) == pytest.approx(0.0,
                                                                                abs=1e-12)
        start = [1.0 - v for v in table_solution_for(rules, 3).lose_chances((21, 0, 0, 0))]
        for summary in analyst.summary():
            assert summary.result == (0.0 if summary.seat == result.loser else 1.0)
            explained = start[summary.seat] + summary.net_luck
            assert explained == pytest.approx(summary.result, abs=1e-9)
            assert summary.corrected == pytest.approx(start[summary.seat], abs=1e-9)
        # a throw changes the chances of the seats that did not throw too
        assert any(abs(t.changes[s]) > 1e-3 for t in analyst.throws
                   for s in range(3) if s != t.seat)


@pytest.mark.parametrize(("players", "bareme"), [
    (2, Bareme()), (4, Bareme()),
    # another barème: nothing shipped, every figure worked out on the spot
    pytest.param(2, Bareme(nenette=3), marks=pytest.mark.slow),
    pytest.param(4, Bareme(nenette=3), marks=pytest.mark.slow)])
def test_pascal_weighing_is_the_experts_advice_for_its_best_choice(players, bareme):
    rules = pascal_rules(bareme)
    checked = 0
    analyst = Analyst(rules, players)
    views = []

    class Watching:
        def __init__(self):
            self.inner = Classic(rules)

        def rethrow(self, view):
            views.append(view)
            return self.inner.rethrow(view)

    Game(rules, [str(i) for i in range(players)], [Watching() for _ in range(players)],
         SeededDice(3), analyst).play()
    for view in views[:40]:
        weighing, advice = weigh(view), advise(view)
        assert weighing.best.keep == advice.keep
        if players == 2:  # the solved game: the chance of not losing it, exact
            assert weighing.scale is SCALE_GAME
            assert weighing.best.value == pytest.approx(advice.win_game)
        else:
            assert weighing.scale is SCALE_JETONS
            assert -weighing.best.value == pytest.approx(advice.jetons)
        assert weighing.best.win_round == pytest.approx(float(advice.win_round))
        assert weighing.best.lose_round == pytest.approx(float(advice.lose_round))
        checked += 1
    assert checked
    experts = Analyst(RULES_PASCAL, players)
    Game(RULES_PASCAL, [str(i) for i in range(players)],
         [expert(RULES_PASCAL) for _ in range(players)], SeededDice(4), experts).play()
    assert max(d.loss for d in experts.decisions) < 1e-9


def test_an_answer_is_the_choice_it_keeps():
    assert choice_of((4, 2, 1), ()) is None
    assert choice_of((4, 6, 1), (2,)) == (4, 1)
    assert choice_of((6, 6, 5), (1, 2, 3)) == ()


# --- penel421 analyse on kept games ---------------------------------------------------


@pytest.fixture
def journal(tmp_path):
    return tmp_path / "parties.sqlite3"


def run(*args, journal=None):
    extra = ["--journal", str(journal)] if journal else []
    return CliRunner().invoke(main, ["analyse", *args, *extra])


def test_analyse_a_kept_1987_game_line_by_line(journal):
    seats = [Seat("VOUS"), Seat("ORDINATEUR", "expert")]
    number = keep_game(journal, "1987", seats, [Random(2), expert(RULES_1987)], 42)
    result = run(journal=journal)  # the last game
    assert result.exit_code == 0, result.output
    text = result.output.splitlines()
    figures = json.loads(run(str(number), "--json", journal=journal).output)
    assert text[0].startswith(f"Partie {number} du journal : règles 1987, tirage 42, ")
    assert figures["finished"] and figures["rules"] == "1987"
    decisions = figures["decisions"]
    assert decisions
    # one line per decision, with its dice, its answer and, for an error, the best choice
    lines = iter(text)
    for d in decisions:
        name = figures["players"][d["seat"] - 1]["name"]
        dice = "-".join(map(str, d["dice"]))
        line = next(x for x in lines if x.startswith(f"  {name:<12} {dice}  lancer {d['throw']}"))
        # as typed in 1987: 13. with its point, 0 alone
        assert f"  {d['answer']}{'.' if d['answer'] != '0' else ''} " in line
        if d["mark"]:
            follow = next(lines)
            best = d["best_answer"] + ("." if d["best_answer"] != "0" else "")
            assert f"meilleur : {best} " in follow
            assert follow.rstrip().endswith(d["mark"])
    for p in figures["players"]:
        counts = [p["imprecisions"], p["errors"], p["blunders"]]
        marks = [sum(1 for d in decisions if d["seat"] == p["seat"] and d["mark"] == m)
                 for m in ("?!", "?", "??")]
        assert counts == marks
        [totals] = p["totals"]  # one scale: the chance of winning the game
        assert totals["scale"] == "game_chance"
        assert totals["loss"] == pytest.approx(sum(d["loss"] for d in decisions
                                                   if d["seat"] == p["seat"]))
        assert totals["luck"] == pytest.approx(sum(t["luck"] for t in figures["throws"]
                                                   if t["seat"] == p["seat"]))
        assert f"niveau « {p['rating']} »" in result.output
        assert p["corrected"] == pytest.approx(p["result"] - p["net_luck"])
    assert "résultat corrigé de la chance" in result.output
    assert figures["players"][1]["totals"][0]["loss"] < 1e-9  # the expert
    assert all(len(line) <= 80 for line in text)


def test_an_interrupted_game_is_analysed_up_to_where_it_stopped(journal):
    # fixed throws: with the usual rules, three players are weighed on the game
    rules = pascal_rules(fixed_throws=True)
    seats = [Seat("Alice"), Seat("Bob"), Seat("Ordi 1", "expert")]
    number = keep_game(journal, "pascal", seats,
                       [Classic(rules), Random(1), expert(rules)], 9, stop_after=7,
                       fixed_throws=True)
    figures = json.loads(run(str(number), "--json", journal=journal).output)
    assert not figures["finished"] and figures["loser"] is None
    assert len(figures["decisions"]) == 7
    assert [s["scale"] for s in figures["scales"]] == ["jetons"]
    text = " ".join(run(str(number), journal=journal).output.split())
    assert f"interrompue à la manche {figures['rounds']}" in text
    assert "Alice :" in text and "Vos dés" in text and "Ses dés" in text


def test_analyse_a_game_the_journal_does_not_have(journal):
    seats = [Seat("VOUS"), Seat("ORDINATEUR", "expert")]
    keep_game(journal, "1987", seats, [Classic(RULES_1987), expert(RULES_1987)], 1)
    result = run("7", journal=journal)
    assert result.exit_code == 2
    assert "n'a pas de partie n° 7" in result.output
    # a journal that gives nothing to analyse: one line, exit 1, as parties and reprendre
    missing = run(journal=journal.parent / "rien.sqlite3")
    assert missing.exit_code == 1 and "Utilisation" not in missing.output
    assert "Erreur" in missing.output and "Traceback" not in missing.output
    empty = journal.parent / "vide.sqlite3"
    Journal.open(empty).close()
    nothing = run(journal=empty)
    assert nothing.exit_code == 1 and "ne garde encore aucune partie" in nothing.output


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_pascal_game_ends_with_each_persons_errors_and_the_command_to_see_all(journal):
    answers = "0\n" * 80 + "n\n"
    # fixed throws: with the usual rules, three players are weighed on the game
    played = CliRunner().invoke(main, ["--rules", "pascal", "--seed", "5", "-p", "Alice",
                                       "-p", "Bob", "-c", "1", "--fixed-throws", "--no-color"],
                                input=answers,
                                env={"PENEL421_JOURNAL": str(journal)})  # no --journal to say
    assert played.exit_code == 0, played.output
    assert "Toute l'analyse : penel421 analyse 1" in played.output
    figures = json.loads(run("1", "--json", journal=journal).output)
    factors = {s["scale"]: s["unit_factor"] for s in figures["scales"]}
    for person in figures["players"][:2]:
        # the loss on each scale the person decided on: jetons, then points once
        # two are left; a scale without a decision of his is not said (no
        # « 0,00 point ») and no number of players is said of a scale
        losses = [f"{t['loss'] * factors[t['scale']]:.2f}".replace(".", ",")
                  for t in person["totals"] if t["decisions"]]
        line = (f"  {person['name']} : {person['decisions']} choix ; ?! "
                f"{person['imprecisions']} · ? {person['errors']} · ?? {person['blunders']} ;"
                f" perte {losses[0]} jeton")
        said = " ".join(played.output.split())
        assert " ".join(line.split()) in said
        if len(losses) == 2:
            assert " ".join(line.split()) + f"s et {losses[1]} point" in said \
                or " ".join(line.split()) + f" et {losses[1]} point" in said
        assert "à deux" not in said and "à trois ou plus" not in said
    persons = played.output.split("Vos choix pesés")[1].split("Toute l'analyse")[0]
    assert "Ordi 1" not in persons


def test_the_manuals_analysis_is_what_analyse_prints_for_its_game(journal):
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[2] / "docs" / "manuel.md").read_text("utf-8")
    section = readme.split("## Analyser une partie")[1]
    shown = re.search(r"```text\n(Partie 1 du journal.*?)```", section, re.S).group(1)
    played = CliRunner().invoke(main, ["--seed", "20", "--no-color", "--journal", str(journal)],
                                input="1\n13.\n0\n3.\n0\n123.\n13.\nN\n")
    assert played.exit_code == 0, played.output
    assert run(journal=journal).output == shown


def test_a_player_without_a_decision_has_no_rating_not_a_perfect_one():
    """Nobody was asked anything: « parfait » would praise choices never made,
    in the text, the JSON and the progress alike."""
    from penel421.analysis.analyst import NO_RATING, as_json

    analyst = Analyst(RULES_1987, 2)
    assert [s.rating for s in analyst.summary()] == [NO_RATING, NO_RATING]
    players = as_json(analyst, ["VOUS", "ORDINATEUR"], ["personne", "niveau"])["players"]
    assert [p["rating"] for p in players] == ["sans décision"] * 2


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_analyse_choix_shows_every_choice_of_every_decision_the_computers_too(journal):
    played = CliRunner().invoke(main, ["--rules", "pascal", "--seed", "5", "-c", "3", "-p",
                                       "Vous", "--no-color", "--journal", str(journal)],
                                input="0\n" * 80 + "n\n")
    assert played.exit_code == 0, played.output
    figures = json.loads(run("1", "--json", "--choix", journal=journal).output)
    decisions = figures["decisions"]
    assert {d["seat"] for d in decisions} == {1, 2, 3, 4}  # the person and the computers
    for d in decisions:
        values = [o["value"] for o in d["options"]]
        assert values == sorted(values, reverse=True) and d["options"][0]["loss"] == 0
        assert d["value"] in values
    # a best choice made, by the computer, says why it beats the next best
    assert any(d["seat"] != 1 and d["loss"] == 0 and d["best_reason"] for d in decisions)
    text = run("1", "--choix", journal=journal).stdout
    assert text.count("tous les choix :") == len(decisions)
    assert all(len(line) <= 80 for line in text.splitlines())
    plain = run("1", journal=journal).stdout
    assert "tous les choix" not in plain and "options" not in json.dumps(
        json.loads(run("1", "--json", journal=journal).output)["decisions"])


def test_the_json_answer_is_what_was_typed_when_one_die_of_a_pair_is_kept(fresh_journal):
    """Round 2 of --seed 3 shows 4-4-6: « 13. » keeps the second 4, and the
    record says so, not « 23 », the same keep by other positions."""
    played = CliRunner().invoke(main, ["--seed", "3", "--tuteur", "--no-color"],
                                input="2\n\n?\n13.\n?\n13.\n?\n0\nN\n")
    assert "RELANCER (1,2,3 OU 0) ? 13." in played.output
    figures = json.loads(CliRunner().invoke(main, ["analyse", "--json"]).output)
    [pair] = [d for d in figures["decisions"] if d["dice"] == [4, 4, 6]]
    assert pair["answer"] == "13" and pair["rethrow"] == [1, 3] and pair["keep"] == [4]
    text = CliRunner().invoke(main, ["analyse"]).output
    assert re.search(r"4-4-6  lancer 1  13\. ", text)
