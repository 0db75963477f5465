"""``penel421 progres``: each person's figures game by game are ``analyse``'s,
their totals per opponent, the charts within the width, in ASCII through a
pipe; and the training's share of right answers."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from kept_games import Random, keep_game

from penel421.cli import main
from penel421.core.rules import RULES_1987
from penel421.learn.progress import moving_average
from penel421.play.table import Seat
from penel421.strategies.classic import Classic
from penel421.strategies.experts import make_expert


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(main, list(args), input=input)


@pytest.fixture
def games(fresh_journal):
    """Five 1987 games of VOUS (against the expert, then classic) and one
    pascal game of three with Alice, kept as a session keeps them, some of
    them weighed only when progres first needs them."""
    for number in range(1, 6):
        opponent = ("expert", make_expert(RULES_1987)) if number % 2 else ("classic", Classic())
        keep_game(fresh_journal, "1987", [Seat("VOUS"), Seat("ORDINATEUR", opponent[0])],
                  [Random(number), opponent[1]], number)
    result = run("--rules", "pascal", "-p", "Alice", "-c", "2", "--seed", "9",
                 input="13\n" * 300 + "n\n")
    assert result.exit_code == 0, result.output
    return fresh_journal


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_the_figures_of_each_game_are_analyses(games):
    found = json.loads(run("progres", "--json").stdout)
    people = {(p["person"], p["rules"]): p for p in found["people"]}
    # one person whatever the case: the capitals of 1987 are its screen's only
    assert set(people) == {("Vous", "1987"), ("Alice", "pascal")}
    checked = 0
    for person in people.values():
        for game in person["games_played"]:
            analysis = json.loads(run("analyse", str(game["game"]), "--json").stdout)
            (player,) = [p for p in analysis["players"]
                         if p["name"].casefold() == person["person"].casefold()]
            assert game["rating"] == player["rating"]
            assert [(part["scale"], part["decisions"], part["loss"], part["luck"])
                    for part in game["parts"]] == [
                (t["scale"], t["decisions"], t["loss"], t["luck"]) for t in player["totals"]]
            assert sum(p["imprecisions"] for p in game["parts"]) == player["imprecisions"]
            assert sum(p["errors"] for p in game["parts"]) == player["errors"]
            assert sum(p["blunders"] for p in game["parts"]) == player["blunders"]
            assert game["net_luck"] == player.get("net_luck")
            assert game["corrected"] == player.get("corrected")
            checked += 1
    assert checked == 6


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_the_totals_against_each_opponent_add_up_its_games(games):
    found = json.loads(run("progres", "--json", "--rules", "1987").stdout)
    (person,) = found["people"]
    assert person["games"] == 5
    for opponent, games_against in (("expert", [1, 3, 5]), ("classic", [2, 4])):
        mine = [g for g in person["games_played"] if g["game"] in games_against]
        totals = person["against"][opponent]
        assert totals["games"] == len(mine)
        (part,) = totals["totals"]
        assert part["decisions"] == sum(g["parts"][0]["decisions"] for g in mine)
        assert part["loss"] == pytest.approx(sum(g["parts"][0]["loss"] for g in mine))
        assert part["luck"] == pytest.approx(sum(g["net_luck"] for g in mine))
    losses = [g["parts"][0]["mean_loss"] for g in person["games_played"]]
    assert person["moving_average"]["game_chance"] == moving_average(losses)


def test_a_moving_average_over_ten_games():
    assert moving_average([1.0, 3.0, 5.0]) == [1.0, 2.0, 3.0]
    values = [float(i) for i in range(30)]
    assert moving_average(values)[29] == sum(range(20, 30)) / 10


@pytest.mark.parametrize("width", ["40", "80"])
@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_the_text_within_the_width_charts_as_the_pipe_writes(games, width, monkeypatch):
    monkeypatch.setenv("COLUMNS", width)
    result = run("progres")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert all(len(line) <= int(width) for line in lines), max(lines, key=len)
    assert lines[0].startswith("Vous (1987) : 5 parties")
    assert "Perte par choix, en points (5 parties) :" in result.stdout
    assert "Contre chaque adversaire :" in result.stdout
    # a pipe in UTF-8 (to a pager): the blocks, as the text keeps its « · −
    charts = [line for line in lines if line.lstrip(" -0123456789,").startswith(("└", "┤"))]
    assert charts and "«" in result.stdout
    assert "Alice (pascal) : 1 partie" in result.stdout


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_the_training_share_of_right_answers_session_by_session(games):
    assert run("entrainement", "--joueur", "vous", "--cartes", "3",
               input="0\n" * 30).exit_code == 0
    assert run("entrainement", "--joueur", "vous", "--cartes", "2",
               input="123.\n" * 30).exit_code == 0
    found = json.loads(run("progres", "--json", "--rules", "1987").stdout)
    (person,) = found["people"]
    assert [t["asked"] for t in person["training"]] == [3, 2]
    text = run("progres", "--rules", "1987").stdout
    assert "Entraînement : 2 séances, " in text and " sur 5 (" in text


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_only_the_person_named(games):
    found = json.loads(run("progres", "--json", "--joueur", "ALICE").stdout)
    assert [p["person"] for p in found["people"]] == ["Alice"]
    assert run("progres", "--joueur", "Zoé").exit_code == 2


def test_an_empty_journal_says_so(fresh_journal):
    result = run("progres")
    assert result.exit_code == 0 and result.stdout.startswith("Aucune partie jouée")


def test_no_game_of_the_rules_asked_says_which_was_looked_for(fresh_journal):
    keep_game(fresh_journal, "1987", [Seat("VOUS", None), Seat("ORDINATEUR", "classic")],
              [Classic(), Classic()], 3)
    result = run("progres", "--rules", "pascal")
    assert result.exit_code == 0
    assert result.stdout.startswith("Aucune partie de pascal jouée par une personne")
    assert "Vous (1987)" in run("progres").stdout


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_figures_edited_in_the_journal_are_left_out_and_said_so(games):
    import sqlite3

    assert run("progres").exit_code == 0  # every game weighed and kept
    db = sqlite3.connect(games)
    db.execute("UPDATE figures SET loss = 'beaucoup' WHERE game = 2")
    db.execute("UPDATE seats SET name = 'VOUS\x1b]0;pris\x07' WHERE game = 3 AND seat = 0")
    db.commit()
    db.close()
    result = run("progres", "--rules", "1987")
    assert result.exit_code == 0, result.output
    assert ("Les chiffres de la partie n° 2 du journal ne se lisent pas : elle est laissée "
            "de côté.") in result.stderr
    assert "\x1b" not in result.stdout and "VOUS\\x1b]0;pris\\x07 (1987)" in result.stdout
    found = json.loads(run("progres", "--json", "--rules", "1987").stdout)
    assert 2 not in [g["game"] for p in found["people"] for g in p["games_played"]]


def test_a_date_that_is_not_one_is_shown_as_none():
    from penel421.cli.programs.progres import local_day

    assert local_day("hier soir") == "—" and local_day("[" * 100_000) == "—"
    assert local_day("2026-12-02T02:41:00+00:00").count("/") == 2


@pytest.mark.slow  # a process of its own
def test_a_pipe_in_latin_1_gets_ascii_charts_and_text_it_writes(games):
    import os
    import subprocess
    import sys

    env = {**os.environ, "PYTHONIOENCODING": "latin-1", "COLUMNS": "80"}
    done = subprocess.run([sys.executable, "-m", "penel421", "progres"], capture_output=True,
                          env=env, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    text = done.stdout.decode("latin-1")
    charts = [line for line in text.splitlines()
              if line.lstrip(" -0123456789,").startswith(("+", "|"))]
    assert charts and all(line.isascii() for line in charts)  # no block to write
    assert "«" in text  # what latin-1 writes, the text keeps
