"""What a journal holds and what is typed on the command line reach the
terminal safe: an escape is shown as its code, never obeyed; a date no
calendar of the zone can show is shown as it is written; twenty thousand
rows that do not read are one line, not twenty thousand."""

from __future__ import annotations

import subprocess
import sys

import pytest
from click.testing import CliRunner

from penel421.cli import main
from penel421.journal.store import Journal

TITLE = "\x1b]0;PWNED\x07"
README_GAME = ["--seed", "20"], "1\n13.\n0\n3.\n0\n123.\n13.\nN\n"


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(main, list(args), input=input)


@pytest.fixture
def trained(fresh_journal):
    """A journal of one game and a training session of three answers."""
    args, answers = README_GAME
    assert run(*args, input=answers).exit_code == 0
    assert run("entrainement", "--cartes", "3", input="0\n0\n0\n").exit_code == 0
    return fresh_journal


def edit(path, sql: str, parameters=()) -> None:
    with Journal.open(path) as journal:
        journal.db.execute(sql, parameters)


def test_a_session_or_game_edited_to_an_escape_is_shown_safe_in_the_bilan(trained):
    edit(trained, "UPDATE answers SET session = ? WHERE id = 1", (TITLE,))
    edit(trained, "UPDATE cards SET game = ? WHERE id = (SELECT card FROM answers WHERE id = 2)",
         (TITLE,))
    bilan = run("entrainement", "--bilan")
    assert bilan.exit_code == 0, bilan.output
    assert "\x1b" not in bilan.output and "\x07" not in bilan.output
    assert "\\x1b]0;PWNED\\x07" in bilan.stdout  # the session, as it is written
    assert "2 séances d'entraînement" in bilan.stdout  # the answer of no game is left out


@pytest.mark.slow
@pytest.mark.parametrize("stamp, zone", [("0001-01-01T00:00:00+00:00", "America/New_York"),
                                         ("9999-12-31T23:59:59+00:00", "Asia/Tokyo")])
def test_a_session_beyond_the_calendar_of_the_zone_is_shown_as_written(trained, stamp, zone):
    edit(trained, "UPDATE answers SET session = ?", (stamp,))
    done = subprocess.run([sys.executable, "-m", "penel421", "entrainement", "--bilan",
                           "--journal", str(trained)], capture_output=True, text=True,
                          env={"TZ": zone, "PATH": "/usr/bin:/bin"}, timeout=30)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert f"  {stamp}  1987 " in done.stdout


@pytest.mark.parametrize("args", [
    ["--seed", f"1{TITLE}"],
    ["--rules", "pascal", "--bareme", f"421={TITLE}"],
    ["--rules", "pascal", "--bareme-file", f"/nulle/part{TITLE}"],
    ["-p", f"Alice{TITLE}", "--rules", "pascal"],
    ["progres", "--joueur", f"Bob{TITLE}"],
    ["entrainement", "--joueur", f"Bob{TITLE}"],
    ["analyse", f"1{TITLE}"],
    ["parties", "--export", f"/nulle/part/{TITLE}"],
])
def test_a_value_typed_is_shown_safe_in_its_error(trained, args):
    done = run(*args, input="")
    assert "\x1b" not in done.output and "\x07" not in done.output, done.output
    assert "\\x1b]0;PWNED\\x07" in done.output or "PWNED" not in done.output, done.output


def test_a_name_nobody_has_is_shown_safe(trained):
    done = run("progres", "--joueur", f"Bob{TITLE}", "--rules", "pascal")
    assert "\x1b" not in done.output


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_twenty_thousand_unreadable_cards_are_one_line(trained):
    with Journal.open(trained) as journal:
        journal.db.execute("BEGIN")
        journal.db.executemany(
            "INSERT INTO cards (who, person, game, key, scale, position, answer, loss, weight,"
            " margin, stake) VALUES ('vous', 'VOUS', '1987', ?, 'game_chance', '{', '0', 0.5,"
            " 9, 0, 0)", [(f"k{i}",) for i in range(20_000)])
        journal.db.execute("INSERT INTO memory (card, state, step, stability, difficulty, due,"
                           " last_review, reviews) SELECT id, 3, 0, 1.0, 5.0,"
                           " '2000-01-01T00:00:00+00:00', NULL, 1 FROM cards"
                           " WHERE key LIKE 'k%'")  # all due
        journal.db.execute("COMMIT")
    done = run("entrainement", "--joueur", "vous", "--cartes", "1", input="q\n")
    told = [line for line in done.stderr.splitlines() if "ne se lit pas" in line]
    assert len(told) == 1, done.stderr[:2000]
    assert told[0].endswith("de même."), told
    assert "; et 19" in told[0] and " autres cartes de même." in told[0]
