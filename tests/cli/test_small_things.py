"""The small things a newcomer tripped on (issue 26, item 8), each one.

A game with no decision is not « parfait »; ``simulate --help`` speaks of
computers; ``-p 9`` is refused with a hint; a game number is refused for N
by every command; the pascal refusal shows the pascal syntax; an expected
change of jetons that rounds to nothing says so; the bilans say what
« perdue » means; the advice says whom its chances assume; under an
ASCII-only output no mark becomes a ``?``.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from click.testing import CliRunner

from penel421.analysis.analyst import Analyst
from penel421.cli import main
from penel421.console.analysis_text import analysis_lines, end_of_game_line
from penel421.console.chart import ASCII_BARS, ASCII_ZERO
from penel421.console.voices.pascal import jetons_words
from penel421.core.rules import RULES_1987
from penel421.core.state import Phase

ZEROS = "0\n" * 400


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(main, list(args), input=input)


def test_a_game_without_a_decision_is_not_rated():
    analyst = Analyst(RULES_1987, 2)  # nobody was asked anything
    lines = analysis_lines(analyst, ["VOUS", "ORDINATEUR"], "Partie", ["personne", "niveau"])
    text = "\n".join(lines)
    assert "« parfait »" not in text and "0 décision" not in text
    assert "VOUS : aucune décision à peser." in lines
    assert "vos choix" not in text
    assert end_of_game_line(analyst, 0, "Alice") == "Alice : aucun choix à peser."


def test_simulate_help_speaks_of_computers_not_of_you():
    text = " ".join(run("simulate", "--help").output.split())
    assert "vous contre l'ordinateur" not in text
    assert "1987, le programme de Science & Vie, deux places et 11 pions" in text
    assert "pascal, le bar moderne, de 2 à 8 places" in text


@pytest.mark.parametrize("name", ["9", " 3 ", "12"])
@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_number_for_a_player_s_name_is_refused_with_a_hint(name):
    result = run("--rules", "pascal", "-p", name, input=ZEROS)
    assert result.exit_code == 2, result.output
    message = " ".join(result.output.split())
    assert f"« {name.strip()} » n'est pas un nom de joueur" in message
    assert "-c N assoit N ordinateurs" in message and "Joueur" in message
    assert "Partie n°" not in result.output  # no game was started
    assert run("--rules", "pascal", "-p", "Joueur 9", "-c", "1", input=ZEROS).exit_code == 0


@pytest.mark.parametrize("args", [("analyse", "0"), ("reprendre", "0"), ("reprendre", "99"),
                                  ("analyse", "99"), ("reprendre", "abc")])
def test_every_refusal_of_a_game_number_names_it_n(args, fresh_journal):
    from kept_games import keep_game

    from penel421.core.seat import Seat
    from penel421.strategies.classic import Classic

    keep_game(fresh_journal, "1987", [Seat("VOUS"), Seat("ORDINATEUR", "classic")],
              [Classic(), Classic()], 3)
    result = run(*args)
    assert result.exit_code == 2, result.output
    assert "Valeur invalide pour N : " in result.output
    assert "[N]" not in result.output.split("\n\n", 1)[1]


def test_the_pascal_refusal_shows_the_pascal_syntax():
    result = run("--rules", "pascal", "-p", "Alice", "-c", "1", "--seed", "3",
                 input="x\n" + ZEROS)
    refusal = next(line for line in result.output.splitlines() if "! tapez" in line)
    assert "par exemple 13)" in refusal and "13." not in refusal


@pytest.mark.parametrize("change, phase", [(0.03, Phase.DECHARGE), (-0.04, Phase.DECHARGE),
                                           (0.0, Phase.CHARGE), (-0.2, Phase.CHARGE)])
def test_a_change_of_jetons_that_rounds_to_nothing_says_so(change, phase):
    words = jetons_words(change, phase)
    assert "0,0" not in words
    assert words in ("Jetons : vous en donnerez à peu près autant que vous en recevrez, "
                     "en moyenne", "Jetons : vous n'en prendrez presque aucun, en moyenne")
    assert jetons_words(1.26, Phase.DECHARGE).endswith("recevrez 1,3 de plus que vous n'en "
                                                       "donnerez, en moyenne")


def test_the_bilans_say_what_won_and_lost_mean(fresh_journal):
    result = run("--rules", "pascal", "-p", "Alice", "-c", "1", "--seed", "5",
                 input=ZEROS + "n\n")
    end = " ".join(result.output.split("Bilan de toutes les parties", 1)[1].split())
    assert "gagnée si vous finissez devant lui, perdue s'il finit devant vous" in end
    listed = " ".join(run("parties").output.split())
    assert "perdue : finie dernière" in listed
    assert "gagnée si la personne finit devant toutes ses places" in listed


def test_the_advice_says_whom_its_chances_assume():
    pascal = run("--rules", "pascal", "-p", "Alice", "-c", "1", "--seed", "3", "--level",
                 "classic", "--no-journal", input="?\n" + ZEROS)
    assert "Manche, chacun jouant ensuite comme l'expert : " in pascal.output
    classic = run("--seed", "3", "--level", "classic", "--no-journal", input="1\n?\n" + ZEROS)
    advice = classic.output.split("CONSEIL : ", 1)[1].splitlines()
    assert advice[1] == "SI CHACUN JOUE ENSUITE EN EXPERT :"
    assert all(len(line) <= 40 for line in advice[:3])


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_under_an_ascii_output_no_mark_becomes_a_question_mark():
    """The same pascal game written in UTF-8 and in ASCII: the same ``?``
    (the meaningful ones: questions, marks), and no other."""
    args = [sys.executable, "-m", "penel421", "--rules", "pascal", "-p", "Alice", "-c", "2",
            "--seed", "11", "--no-journal"]
    env = dict(os.environ, PYTHONIOENCODING="ascii")
    answers = (ZEROS + "n\n").encode("ascii")
    ascii_only = subprocess.run(args, input=answers, capture_output=True, timeout=60, env=env)
    utf8 = subprocess.run(args, input=answers, capture_output=True, timeout=60,
                          env=dict(os.environ, PYTHONIOENCODING="utf-8"))
    assert ascii_only.returncode == 0 and utf8.returncode == 0
    text = ascii_only.stdout.decode("ascii")
    assert text.count("?") == utf8.stdout.decode("utf-8").count("?")
    # the chart's bars in ASCII marks that rise (never a ?), one line per player
    rows = text.split("manche par manche :", 1)[1].splitlines()[1:4]
    for row, name in zip(rows, ("Alice", "Ordi 1", "Ordi 2"), strict=True):
        bars = row.strip().removeprefix(name).strip().rsplit(" ", 1)[0]
        assert bars and set(bars) <= set(ASCII_BARS + ASCII_ZERO), row
    assert "== Manche 1 . charge . pot : 21 ==" in text


def test_a_terminal_too_narrow_for_1987_is_warned_before_the_first_line_it_breaks():
    result = CliRunner().invoke(main, ["--seed", "3", "--no-journal"], input="1\n",
                                env={"COLUMNS": "30"})
    lines = result.output.splitlines()
    assert lines[0].startswith("ATTENTION : LE JEU DE 1987")
    assert lines.index("*" * 40) > 1  # the banner after the warning


def test_the_1987_help_says_what_the_port_adds_not_penel421_from_inside_it():
    from penel421.console.voices.game1987 import HELP_TEXT

    assert "         L'EXPERT (AJOUT DU PORTAGE)" in HELP_TEXT
    assert not [line for line in HELP_TEXT if "PENEL421" in line]


def test_enter_alone_at_the_1987_game_number_plays_any_game():
    """At a keyboard without --seed, Enter alone is « any game »: the one drawn."""
    from unittest import mock

    keys = iter(["\r", "1", "q", "o"])
    with mock.patch("penel421.console.terminal.keyboard", lambda inp: lambda: next(keys, "\x04")), \
            mock.patch("penel421.console.terminal.can_rub_out", lambda out: True):
        result = CliRunner().invoke(main, ["--no-color", "--no-journal"])
    lines = result.output.splitlines()
    at = lines.index("NUMERO DE LA PARTIE (1 A 32767) ? ")
    assert lines[at + 1].strip("= ").startswith("PARTIE ")
    assert "? TAPEZ UN NOMBRE" not in result.output
