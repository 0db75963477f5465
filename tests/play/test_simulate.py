"""``penel421 simulate``: games decided by their number, figures to trust, the command."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from fractions import Fraction
from itertools import product
from pathlib import Path

import pytest
from click.testing import CliRunner

from penel421.cli import click_fr, main
from penel421.cli.programs import simulate as cli_simulate
from penel421.core.bareme import Bareme
from penel421.core.engine import Game
from penel421.core.hands import HAND_OF
from penel421.play import simulate as sim
from penel421.specs import GameSpec

TESTS = Path(__file__).resolve().parents[1]
KEEPER = "bots_for_tests:keeper"
ONE_JETON = Bareme(jetons=1)  # pascal with one jeton: the first round decides the game
Z999 = 3.290526731491926  # a 99.9 % interval, for checks that must not fail by chance


@pytest.fixture(autouse=True)
def click_in_french():
    click_fr.install()  # the tests of click_fr give click its English back


def run(*args: str):
    return CliRunner().invoke(main, ["simulate", *args])


def figures_of(*args: str) -> dict:
    result = run(*args, "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def tally(table: sim.Simulation, seed: int, start: int, stop: int) -> sim.Totals:
    rules = table.check()
    return sim.play_games(table, rules, table.players(rules), seed, start, stop)


# --- every game from its number alone ------------------------------------------------


def test_each_game_has_a_seed_of_its_own():
    seeds = {sim.game_seed(s, i) for s in range(5) for i in (0, 1, 2, sim.MAX_GAMES - 1)}
    assert len(seeds) == 20


def test_a_game_is_the_same_whatever_batch_plays_it():
    table = sim.Simulation(GameSpec("pascal"), ("classic", KEEPER, "classic"))
    whole = tally(table, 7, 0, 12)
    pieces = sim.Totals()
    for i in range(12):
        pieces.add(tally(table, 7, i, i + 1))
    assert (pieces.games, pieces.losses, pieces.rounds, pieces.opener_wins) == (
        whole.games, whole.losses, whole.rounds, whole.opener_wins)


def test_game_i_is_opened_by_seat_i_modulo_the_seats():
    table = sim.Simulation(GameSpec("pascal", ONE_JETON), (KEEPER,) * 3)
    rules = table.check()
    for game in range(6):
        match = Game(rules, table.specs, table.players(rules), sim.game_dice(3, game),
                     opener=game % 3)
        assert match.state.opener == game % 3
        one = tally(table, 3, game, game + 1)
        assert one.losses[match.play().loser] == 1


@pytest.mark.slow  # worker processes
def test_the_same_seed_gives_the_same_figures_whatever_the_jobs():
    args = ("--rules", "pascal", "--seat", "classic", "--seat", KEEPER, "--seat", "classic",
            "--games", "1200", "--seed", "5")
    alone, spread = figures_of(*args, "--jobs", "1"), figures_of(*args, "--jobs", "2")
    for key in sim.TIMING_KEYS:
        del alone[key], spread[key]
    assert alone == spread
    assert figures_of(*args, "--seed", "6")["seats"] != alone["seats"]


@pytest.mark.parametrize(("games", "jobs"), [(1, 2), (9, 2), (2000, 2), (5000, 2), (40_000, 3),
                                           (12_345, 1)])
def test_the_batches_cover_every_game_once_fewer_and_fewer_at_the_end(games, jobs):
    found = list(sim.batches(games, jobs))
    assert [start for start, _ in found] == [0] + [stop for _, stop in found[:-1]]
    assert found[-1][1] == games
    sizes = [stop - start for start, stop in found]
    assert all(size <= sim.BATCH for size in sizes)
    assert sizes == sorted(sizes, reverse=True), "larger first, smaller last"
    if games >= 100 * jobs:
        # when the last batches are handed out, each process has a few games
        # left to play, not hundreds: the processes end together
        assert max(sizes[-2 * jobs:]) <= sim.MIN_BATCH
        assert len(found) <= games // 20, "not a report for every game or so"


def test_a_batch_size_given_is_kept():
    assert list(sim.batches(120, 2, 50)) == [(0, 50), (50, 100), (100, 120)]


# --- the confidence intervals ----------------------------------------------------------


def test_wilson_interval_known_values():
    z2 = sim.Z95 ** 2
    # at the edges it has a closed form: 0 of n, n of n
    assert sim.wilson_interval(0, 10) == pytest.approx((0, z2 / (10 + z2)))
    assert sim.wilson_interval(10, 10) == pytest.approx((10 / (10 + z2), 1))
    # published figures: 50 of 100, 7 of 20
    assert sim.wilson_interval(50, 100) == pytest.approx((0.4038, 0.5962), abs=1e-4)
    assert sim.wilson_interval(7, 20) == pytest.approx((0.1812, 0.5671), abs=1e-4)
    assert sim.wilson_interval(0, 0) == (0.0, 1.0)


@pytest.mark.parametrize(("p", "n"), [(0.5, 40), (0.1, 60), (1 / 3, 25)])
def test_wilson_interval_covers_the_true_rate_95_times_in_100(p, n):
    draw = random.Random(f"{p}/{n}").random
    trials = 4000
    covered = 0
    for _ in range(trials):
        low, high = sim.wilson_interval(sum(draw() < p for _ in range(n)), n)
        covered += low <= p <= high
    assert 0.93 < covered / trials < 0.975


def test_simulated_loss_rates_are_covered_at_their_known_value():
    """Three bots that keep their first throw, one jeton: the first round's
    loser loses the game, and by symmetry (the opener turns) each seat loses
    a third of the games.  Over many simulations, each seat's interval holds
    1/3 about 95 times in 100."""
    table = sim.Simulation(GameSpec("pascal", ONE_JETON), (KEEPER,) * 3)
    covered = total = 0
    for seed in range(150):
        figures = sim.figures(table, seed, 30, tally(table, seed, 0, 30), 1.0)
        for seat in figures["seats"]:
            low, high = seat["loss_rate_ci95"]
            covered += low <= 1 / 3 <= high
            total += 1
    assert 0.92 < covered / total < 0.98


def test_the_openers_share_of_rounds_matches_its_exact_value():
    """Two keepers, one jeton, one round a game: the opener wins when his
    throw ranks strictly above the other's (later wins ties) — a rate known
    exactly from the 216 × 216 throws."""
    table = sim.Simulation(GameSpec("pascal", ONE_JETON), (KEEPER, KEEPER))
    rank = table.rules().table.rank
    throws = [rank[HAND_OF[dice]] for dice in product(range(1, 7), repeat=3)]
    exact = Fraction(sum(a > b for a in throws for b in throws), len(throws) ** 2)
    games = 6000
    result = tally(table, 11, 0, games)
    assert result.rounds == games
    low, high = sim.wilson_interval(result.opener_wins, result.rounds, Z999)
    assert low <= exact <= high
    figures = sim.figures(table, 11, games, result, 1.0)
    assert figures["opener_round_win_rate"] == result.opener_wins / games


# --- what the command prints ------------------------------------------------------------


JSON_KEYS = {"rules", "seed", "games_requested", "games", "interrupted", "seconds",
             "games_per_second", "rounds", "rounds_per_game", "opener_round_win_rate", "seats"}
SEAT_KEYS = {"seat", "spec", "losses", "loss_rate", "loss_rate_ci95"}


def test_json_figures_have_the_documented_keys():
    figures = figures_of("--games", "300", "--seed", "2")
    assert set(figures) == JSON_KEYS
    assert figures["rules"] == "1987" and figures["seed"] == 2
    assert figures["games"] == figures["games_requested"] == 300
    assert figures["interrupted"] is False
    assert figures["games_per_second"] > 0 and figures["seconds"] > 0
    assert figures["rounds_per_game"] == figures["rounds"] / 300
    assert 0 < figures["opener_round_win_rate"] < 1
    seats = figures["seats"]
    assert [s["spec"] for s in seats] == ["expert", "expert"], "two seats at the default level"
    assert all(set(s) == SEAT_KEYS for s in seats)
    assert sum(s["losses"] for s in seats) == 300
    for seat in seats:
        low, high = seat["loss_rate_ci95"]
        assert low <= seat["loss_rate"] == seat["losses"] / 300 <= high


def test_the_figures_in_french():
    result = run("--rules", "pascal", "--seat", "classic", "--seat", KEEPER,
                 "--games", "200", "--seed", "3")
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Règles pascal, graine 3 : 200 parties jouées." in out
    assert "intervalle de confiance à 95 %" in out
    assert "  1. classic " in out and f"  2. {KEEPER} " in out
    assert "Manches par partie : " in out and "L'ouvreur de la manche la gagne" in out
    assert "parties par seconde." in out
    assert "Simulation" not in out, "no progress bar when the output is not a terminal"


def test_without_a_seed_one_is_drawn_and_shown():
    figures = figures_of("--games", "10")
    again = figures_of("--games", "10", "--seed", str(figures["seed"]))
    assert figures["seats"] == again["seats"]


@pytest.mark.slow
def test_a_progress_bar_once_a_run_lasts(monkeypatch):
    monkeypatch.setattr(cli_simulate, "_bar_wanted", lambda start: True)
    result = run("--games", "1200", "--seed", "1")
    assert result.exit_code == 0 and "Simulation" in result.stderr


@pytest.mark.slow
def test_the_barème_and_the_variant_are_those_of_play():
    plain = figures_of("--rules", "pascal", "--games", "200", "--seed", "4")
    quick = figures_of("--rules", "pascal", "--games", "200", "--seed", "4",
                       "--bareme", "jetons=1", "--fixed-throws")
    assert quick["rounds_per_game"] == 1 < plain["rounds_per_game"]


# --- bots from outside -----------------------------------------------------------------------


def test_a_bot_by_import_path_plays_in_every_process():
    for jobs in ("1", "2"):
        figures = figures_of("--seat", KEEPER, "--seat", "classic", "--games", "600",
                             "--jobs", jobs, "--seed", "8")
        keeper = figures["seats"][0]
        assert keeper["spec"] == KEEPER
        assert keeper["loss_rate"] > 0.6, "keeping any first throw loses most games"


BOT = """\
class Bot:
    def rethrow(self, view):
        return [p for p, face in enumerate(view.dice, 1) if face not in (4, 2, 1)]


def make():
    return Bot()
"""


def test_a_bot_in_the_current_directory_plays_from_the_installed_command(tmp_path):
    """A console script does not put the current directory on the path as
    ``python -m`` does: penel421 must, in the worker processes too."""
    command = Path(sys.executable).with_name("penel421")
    if not command.exists():
        pytest.skip("penel421 is not installed next to this Python")
    (tmp_path / "chaser_bot.py").write_text(BOT, encoding="utf-8")
    done = subprocess.run([str(command), "simulate", "--seat", "chaser_bot:make", "--seat",
                           "classic", "--games", "300", "-j", "2", "--json"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["seats"][0]["spec"] == "chaser_bot:make"


@pytest.mark.parametrize("jobs", ["1", "2"])
@pytest.mark.parametrize(("bot", "said"), [
    ("position_4", "a répondu (4,) : il n'y a pas de dé 4"),
    ("twice_the_same", "a répondu [1, 1] : chaque position"),
    ("failing", "a échoué : erreur KeyError"),
    ("fails_to_start", "a échoué : erreur dans game_started"),
])
def test_a_bad_answer_stops_the_simulation_naming_bot_seat_and_answer(bot, said, jobs):
    spec = f"bots_for_tests:{bot}"
    result = CliRunner().invoke(main, ["simulate", "--seat", "classic", "--seat", spec,
                                       "--games", "50", "--seed", "9", "--jobs", jobs],
                                env={"COLUMNS": "50"})
    assert result.exit_code == 1
    assert "Traceback" not in result.output and result.stdout == ""
    assert all(len(line) <= 50 for line in result.stderr.splitlines()), result.stderr
    message = " ".join(result.stderr.split())
    assert message.startswith(f"Erreur : le robot « {spec} » (place 2) {said}"), message
    # the games are counted from 1 for people: n° N is the last of the N games replayed
    game = re.search(r"s'arrête à la partie n° (\d+), sans chiffres ; "
                     r"--seed 9 --games (\d+) rejoue", message)
    assert game and game[1] == game[2] and int(game[1]) >= 1, message


def test_a_process_that_dies_stops_the_simulation_in_french():
    result = run("--seat", "classic", "--seat", "bots_for_tests:dies_in_a_worker",
                 "--games", "50", "--seed", "9", "--jobs", "2")
    assert result.exit_code == 1, result.output
    assert result.stdout == "" and "Traceback" not in result.output
    message = " ".join(result.stderr.split())
    assert message == ("Erreur : un processus de la simulation s'est arrêté net (code de "
                       "sortie 3) ; relancez avec --jobs 1 pour voir l'erreur.")


def test_a_process_dead_before_its_next_batch_is_a_lost_process_not_a_broken_pipe():
    # under load a worker can die before the parent sends it its next batch
    table = sim.Simulation(GameSpec("1987"), ("classic", "classic"))
    with sim._Workers(table, seed=9, jobs=1) as workers:
        workers.processes[0].kill()
        workers.processes[0].join()
        with pytest.raises(sim.WorkerLost, match="code de sortie -9"):
            for _ in range(100):  # the pipe breaks at once or once its buffer is full
                workers.send(0, (0, 1))


# --- Ctrl-C ------------------------------------------------------------------------------------


def test_stopping_keeps_the_whole_games_played_so_far():
    table = sim.Simulation(GameSpec("1987"), ("classic", "classic"))
    calls = []

    def stopping():
        calls.append(1)
        return len(calls) > 120

    total = sim.Totals()
    for batch in sim.simulate(table, 10_000, 1, stopping=stopping, batch=50):
        total.add(batch)
    assert total.interrupted and total.games == 120
    assert sum(total.losses) == 120


CTRL_C_BOT = """\
import os, signal

class Bot:
    games = 0

    def game_started(self, rules, seat, state):
        Bot.games += 1
        # a Ctrl-C, once, to the process running the simulation, when this
        # process has played a few batches of games
        if Bot.games == {after}:
            try:
                os.close(os.open({marker!r}, os.O_CREAT | os.O_EXCL))
            except FileExistsError:
                return
            os.kill(os.{target}(), signal.SIGINT)

    def rethrow(self, view):
        return ()


def make():
    return Bot()
"""


@pytest.mark.slow
@pytest.mark.parametrize(("jobs", "target"), [("1", "getpid"), ("2", "getppid")])
def test_ctrl_c_stops_early_and_prints_the_figures_so_far(tmp_path, jobs, target):
    marker = str(tmp_path / "pressed")
    bot = CTRL_C_BOT.format(marker=marker, target=target, after=2 * sim.BATCH + 10)
    (tmp_path / "ctrl_c_bot.py").write_text(bot, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "penel421", "simulate", "--seat",
                           "ctrl_c_bot:make", "--seat", "classic", "--games", "10000000",
                           "--jobs", jobs, "--json"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert done.returncode == 130, done.stderr
    assert "Traceback" not in done.stderr
    figures = json.loads(done.stdout)
    assert figures["interrupted"] is True
    assert 0 < figures["games"] < figures["games_requested"]
    assert sum(seat["losses"] for seat in figures["seats"]) == figures["games"]


def interrupted_text(games: int, seconds: float) -> str:
    table = sim.Simulation(GameSpec("1987"), ("classic", "classic"))
    tally = sim.Totals(games=games, losses=[games // 2, games - games // 2],
                      rounds=7 * games, opener_wins=4 * games, interrupted=True)
    # (the no-break spaces that keep a figure with its unit are written as spaces)
    return cli_simulate._text(sim.figures(table, 1, 10_000, tally, seconds)).replace(
        "\u00a0", " ")


def test_ctrl_c_in_french():
    text = interrupted_text(1500, 0.2)
    assert text.startswith("Interrompue (Ctrl-C) après 1\u202f500 parties sur 10\u202f000")
    assert "parties par seconde" in text


@pytest.mark.parametrize("width", [40, 50, 80])
def test_the_ctrl_c_figures_fit_the_terminal(width, monkeypatch, capsys):
    monkeypatch.setenv("COLUMNS", str(width))
    cli_simulate._say(interrupted_text(1_234_567, 80.0), sys.stdout)
    lines = capsys.readouterr().out.splitlines()
    assert all(len(line) <= width for line in lines), lines
    assert re.sub(" +", " ", " ".join(lines)).startswith(
        "Interrompue (Ctrl-C) après 1\u202f234\u202f567 parties sur 10\u202f000")


def test_ctrl_c_before_any_game_says_0_partie_and_no_speed():
    text = interrupted_text(0, 0.004)
    assert "après 0 partie sur 10\u202f000" in text and "0 parties" not in text
    assert "parties par seconde" not in text and text.endswith("0,00 s.")
    assert "1 partie jouée." in interrupted_text(1, 0.004)


# --- refusals ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("args", "mentions"), [
    (("--seat", "expert2", "--seat", "classic"), ["--seat", "expert2", "classic"]),
    (("--seat", "classic"), ["--seat", "1987", "2 places", "pas 1"]),
    (("--seat", "classic",) * 3, ["--seat", "pas 3"]),
    (("--rules", "pascal", "--seat", "classic"), ["de 2 à 8", "pas 1"]),
    (("--rules", "pascal", *("--seat", "classic") * 9), ["de 2 à 8", "pas 9"]),
    (("--games", "0"), ["--games", "0"]),
    (("--games", "-5"), ["--games", "-5"]),
    (("--games", "beaucoup"), ["--games", "beaucoup"]),
    (("--games", str(sim.MAX_GAMES + 1)), ["--games", str(sim.MAX_GAMES)]),
    (("--jobs", "0"), ["--jobs"]),
    (("--seed", "-1"), ["--seed"]),
    (("--bareme", "421=8"), ["--bareme", "pascal"]),
    (("--fixed-throws",), ["--fixed-throws", "pascal"]),
    (("--rules", "pascal", "--bareme", "421=zéro"), ["421"]),
    (("--rules", "pascal", "--bareme-file", "/absent/bareme.ini"), ["/absent/bareme.ini"]),
    (("--seat", "absent_module_xyz:make", "--seat", "classic"), ["absent_module_xyz"]),
    (("--seat", "bots_for_tests:not_a_strategy", "--seat", "classic"), ["rethrow"]),
    (("--seat", "bots_for_tests:NOT_CALLABLE", "--seat", "classic"), ["NOT_CALLABLE"]),
    (("--seat", "ordi:classic", "--seat", "classic"), ["--seat classic"]),
    (("--rules", "1988"), ["1987", "pascal"]),
    (("--players", "2"), ["--players"]),
])
def test_bad_values_are_usage_errors_in_french(args, mentions):
    result = run(*args, "--games", "10") if "--games" not in args else run(*args)
    assert result.exit_code == 2, result.output
    assert "Erreur" in result.output and "Traceback" not in result.output
    assert "parties par seconde" not in result.output
    for mention in mentions:
        assert mention in result.output, (mention, result.output)


def test_an_option_of_the_game_before_simulate_is_refused():
    result = CliRunner().invoke(main, ["--rules", "pascal", "simulate"])
    assert result.exit_code == 2
    # typed in English, named in French: the command it is
    assert "--rules est une option du jeu, pas de « simuler »" in result.output


def test_max_games_is_the_same_in_the_command_and_the_simulation():
    assert cli_simulate.MAX_GAMES == sim.MAX_GAMES
