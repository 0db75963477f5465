"""Every command's screen within the terminal's width, cut between words only.

``parties``, ``odds``, ``simulate``, the refusals of the commands that read
the journal and the journal's messages in a session are read at 40 columns
(``COLUMNS``, as the commands read it) and at 80: no line is wider, and no
cut falls inside a word, a number with its unit (« n° 209 », « 7 manches »,
« 51,7 % »), or a command to be typed.  In a 1987 session the messages are
in its capitals and its 40 columns, at a keyboard as from a pipe.
"""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner
from in_a_terminal import IN_A_TERMINAL, OPENER, RELANCER, finish, spawn_penel421
from kept_games import keep_game

from penel421.cli import main
from penel421.core.seat import Seat
from penel421.strategies.classic import Classic

SEATS_1987 = [Seat("VOUS", None), Seat("ORDINATEUR", "classic")]
PASCAL_SEATS = [Seat("Marie-Christine Dupont", None), Seat("Ordi 1", "classic"),
                Seat("Jean Dupont-Aignan", None)]


def run(*args: str, width: int, input: str | None = None):
    return CliRunner().invoke(main, list(args), input=input, env={"COLUMNS": str(width)})


def assert_within(text: str, width: int) -> list[str]:
    """The lines of ``text``; none wider than ``width`` but a word alone on
    its line that is wider itself (a long path stays whole)."""
    lines = text.splitlines()
    too_wide = [line for line in lines if len(line) > width and " " in line.strip()]
    assert not too_wide, too_wide
    return lines


def joined(lines: list[str]) -> str:
    """The lines as one text, as if never cut: every cut was at a space."""
    return " ".join(line.strip() for line in lines)


@pytest.fixture
def journal(fresh_journal):
    """Games with long names, numbers of five digits, many rounds, one unfinished."""
    for number in (20971, 209, 3):
        keep_game(fresh_journal, "1987", SEATS_1987, [Classic(), Classic()], number)
    keep_game(fresh_journal, "pascal", PASCAL_SEATS, [Classic()] * 3, 31415)
    keep_game(fresh_journal, "pascal", PASCAL_SEATS, [Classic()] * 3, 7, stop_after=9)
    return fresh_journal


@pytest.mark.parametrize("width", [40, 50, 80])
def test_parties_lays_its_list_out_for_the_width(journal, width):
    result = run("parties", width=width)
    assert result.exit_code == 0, result.output
    lines = assert_within(result.stdout, width)
    text = "\n".join(lines)
    for number in (20971, 209, 3, 31415, 7):
        assert re.search(rf"tirage {number}\b", text), number  # never « tirage » / « 209 »
    assert not [line for line in lines if line.endswith("tirage")]
    assert not [line for line in lines if re.match(r"\s*(manches?|gardées?|perdues?)\b", line)]
    for name in ("Marie-Christine Dupont", "Jean Dupont-Aignan", "Ordi 1 (classic)"):
        assert name in text, name  # a name and its level stay on one line
    rows = [line for line in lines if re.match(r" {0,5}\d+  \d\d/\d\d/\d{4} \d\d:\d\d  ", line)]
    assert len(rows) == 5


@pytest.mark.parametrize("args", [("--hand", "6-5-2", "--target", "4-2-1"),
                                  ("--hand", "6-5-2"), ("--hand", "1-1-1", "--throws-left", "1")])
def test_odds_fit_40_columns_each_figure_whole(args):
    narrow = run("odds", *args, width=40)
    wide = run("odds", *args, width=80)
    assert narrow.exit_code == 0 and wide.exit_code == 0
    lines = assert_within(narrow.stdout, 40)
    # the same figures, each percentage and fraction whole on its line
    figures = re.findall(r"\d+,\d\d %|\d+/\d+", wide.stdout)
    assert re.findall(r"\d+,\d\d %|\d+/\d+", narrow.stdout) == figures
    assert not [line for line in lines if line.strip().startswith("%")]
    assert "2 lancers restants" in narrow.stdout or "1 lancer restant" in narrow.stdout


def test_simulate_fits_40_columns_each_interval_whole():
    result = run("simulate", "-n", "200", "--seed", "3", "--seat", "classic", "--seat",
                 "classic", width=40)
    assert result.exit_code == 0, result.output
    lines = assert_within(result.stdout, 40)
    assert len(re.findall(r"\(\d+,\d % à \d+,\d %\)", result.stdout)) == 2
    assert "200 parties" in result.stdout
    assert re.search(r"\d+,\d\d s", result.stdout)
    assert not [line for line in lines if re.match(r"\s*(%|parties|s[,.])", line)]


@pytest.mark.parametrize("game", ["1", "4"])  # 1987, pascal with 3 players
@pytest.mark.parametrize("width", [40, 50])
def test_analyse_says_the_same_within_the_width_each_answer_whole(journal, game, width):
    narrow = run("analyse", game, width=width)
    wide = run("analyse", game, width=80)
    assert narrow.exit_code == 0 and wide.exit_code == 0, narrow.output
    lines = assert_within(narrow.stdout, width)
    assert len(lines) > len(wide.stdout.splitlines())
    # the same words, cut at spaces only (blank lines apart)
    assert joined([line for line in lines if line]).split() == \
        joined([line for line in wide.stdout.splitlines() if line]).split()
    text = "\n".join(lines)
    assert not [line for line in lines if re.match(r"\s*(%|points?\b|garder|relancer)", line)]
    for answer in re.findall(r"\b\d*\.? (?:garder|relancer) [^:]*?(?= :)", wide.stdout):
        assert answer in text, answer  # « 3. garder 1-1 » on one line


def test_the_refusals_of_the_reading_commands_fit_40_columns(tmp_path, journal):
    cases = [("reprendre", "--journal", str(tmp_path / "absent.sqlite3")),
             ("parties", "--journal", str(tmp_path)),
             ("analyse", "--journal", str(tmp_path / "absent.sqlite3")),
             ("reprendre", "99"), ("analyse", "99"), ("reprendre", "1"),
             ("reprendre", "--journal", str(tmp_path / "vide.sqlite3"))]
    (tmp_path / "vide.sqlite3").write_bytes(b"")
    for args in cases:
        result = run(*args, width=40)
        assert result.exit_code in (1, 2), (args, result.output)
        message = result.stderr[result.stderr.index("Erreur") if "Erreur" in result.stderr
                                else 0:]
        lines = assert_within(message, 40)
        assert len(lines) > 1, (args, message)  # cut, at spaces only
        assert "  " not in joined(lines).replace("\n", " "), (args, message)


def test_a_1987_session_says_the_journal_s_messages_in_its_capitals(journal):
    # the last pascal game is not finished: a new 1987 game says so, in 40 columns
    result = run("--seed", "5", width=80, input="1\n" + "0\n" * 300 + "n\n")
    assert result.exit_code == 0, result.output
    lines = assert_within(result.stdout, 40)
    start = next(i for i, line in enumerate(lines) if line.startswith("LA PARTIE N. 5 "))
    notice = lines[start:next(i for i in range(start + 1, len(lines))
                              if not lines[i].startswith("  "))]
    text = joined(notice)
    assert re.fullmatch(r"LA PARTIE N\. 5 DU JOURNAL \(PASCAL, COMMENCEE LE "
                        r"\d\d/\d\d/\d{4} \d\d:\d\d\) N'EST PAS FINIE : "
                        r"penel421 reprendre LA CONTINUE\.", text), text
    assert any("penel421 reprendre" in line for line in notice)


def test_a_1987_game_resumed_from_a_pipe_says_so_in_its_capitals(fresh_journal):
    keep_game(fresh_journal, "1987", SEATS_1987, [Classic(), Classic()], 21, stop_after=4)
    result = run("reprendre", width=80, input="0\n" * 300 + "n\n")
    assert result.exit_code == 0, result.output
    lines = assert_within(result.stdout, 40)
    assert re.fullmatch(r"REPRISE DE LA PARTIE N\. 1 DU JOURNAL, COMMENCEE LE "
                        r"\d\d/\d\d/\d{4} \d\d:\d\d : MANCHE \d+\.", joined(lines[:3])), lines[:3]


def test_a_pascal_session_cuts_the_journal_s_messages_at_its_width(journal):
    result = run("--rules", "pascal", "--seed", "5", "-p", "Alice", "-c", "1", width=40,
                 input="0\n" * 300 + "n\n")
    assert result.exit_code == 0, result.output
    lines = assert_within(result.stdout, 40)
    start = next(i for i, line in enumerate(lines) if line.startswith("La partie n° 5 "))
    assert "penel421 reprendre la" in joined(lines[start:start + 4])


def in_a_terminal(test):
    """The marks of a test that plays in a pseudo-terminal (slow, POSIX)."""
    for mark in IN_A_TERMINAL:
        test = mark(test)
    return test


@in_a_terminal
def test_in_a_40_column_terminal_a_resumed_1987_game_keeps_to_its_columns():
    child = spawn_penel421("--seed", "21", rows=25, cols=40)  # the test's own journal
    child.expect(OPENER)
    child.send("1")
    child.expect(RELANCER)
    child.sendintr()
    finish(child)
    child = spawn_penel421("reprendre", rows=25, cols=40)
    child.expect(RELANCER)
    child.sendintr()
    screen, _ = finish(child)
    assert_within(screen, 40)
    assert "REPRISE DE LA PARTIE N. 1 DU JOURNAL" in screen
    assert screen.rstrip().endswith("PARTIE GARDEE : penel421 reprendre\nAU REVOIR.")


@pytest.mark.slow  # a pseudo-terminal and a shell
@pytest.mark.parametrize("command", ["analyse", "progres", "parties"])
def test_piped_to_a_pager_a_screen_keeps_the_terminals_width(journal, command):
    # « penel421 analyse | less » at 40 columns: the pipe has no width, the
    # terminal the pager shows it on has; stderr is still that terminal
    import os
    import shlex
    import sys

    import pexpect

    line = " ".join(map(shlex.quote, [sys.executable, "-m", "penel421", command,
                                      "--journal", str(journal)]))
    env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}
    child = pexpect.spawn("bash", ["-c", f"{line} | cat"], env=env, dimensions=(25, 40),
                          encoding="utf-8", timeout=30)
    shown = child.read().replace("\r\n", "\n")
    child.close()
    assert child.exitstatus == 0, shown
    lines = assert_within(shown, 40)
    assert len(lines) > 10


@pytest.mark.parametrize("command", [[], ["reprendre"], ["parties"], ["analyse"], ["odds"],
                                     ["simulate"], ["entrainement"], ["progres"]])
def test_every_help_fits_40_columns_but_its_examples(command):
    import os
    import subprocess
    import sys

    # a process of its own: the help's width is read as penel421 starts
    result = subprocess.run([sys.executable, "-m", "penel421", *command, "--help"],
                            capture_output=True, text=True, timeout=30,
                            env=dict(os.environ, COLUMNS="40"))
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    # an example is a command to type, kept on its line as typed
    examples = [line for line in lines
                if line.lstrip().startswith("penel421") or line.startswith(" " * 20)]
    assert [line for line in lines if len(line) > 40 and line not in examples] == []


def test_parties_names_the_journal_under_home_with_a_tilde_within_50_columns(tmp_path,
                                                                               monkeypatch):
    home = tmp_path / "home" / "marie-christine"
    journal = home / ".config" / "penel421" / "parties.sqlite3"
    journal.parent.mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    keep_game(journal, "1987", SEATS_1987, [Classic(), Classic()], 3)
    result = run("parties", "--journal", str(journal), width=50)
    assert "(journal : ~/.config/penel421/parties.sqlite3)" in " ".join(result.stdout.split())
    assert all(len(line) <= 50 for line in result.stdout.splitlines())
