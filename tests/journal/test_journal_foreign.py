"""A journal someone else made: its triggers and views never run.

A journal is a file people send each other, and SQLite runs what such a file
holds.  Each case here is one a tester tried on a copy of a normal journal:
a trigger that never ends, a view in a table's place, a trigger that fills
the disk, one that deletes the games.  Whatever the file holds, every
command ends on its own within seconds, in French, without a traceback; the
file is never written (not one byte of the folder changes); what can be read
without running the stranger's SQL is read, and the message names what was
found.
"""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from kept_games import keep_game

from penel421.console.voices.game1987 import capitals
from penel421.core.seat import Seat
from penel421.journal.store import HEAP_LIMIT, Journal, JournalUnavailable
from penel421.strategies.classic import Classic

SEATS = [Seat("VOUS", None), Seat("ORDINATEUR", "classic")]
ENDLESS = "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x+1 FROM c)"

#: The tester's cases: what was done to the journal, and what a message
#: about it must name.
CASES = {
    "trigger_on_games": (
        f"CREATE TRIGGER t AFTER INSERT ON games BEGIN SELECT count(*) FROM ({ENDLESS}"
        " SELECT x FROM c); END;", "déclencheur « t »"),
    "trigger_on_answers": (
        f"CREATE TRIGGER t AFTER INSERT ON answers BEGIN SELECT count(*) FROM ({ENDLESS}"
        " SELECT x FROM c); END;", "déclencheur « t »"),
    "view_for_games": (
        f"ALTER TABLE games RENAME TO g2; CREATE VIEW games AS {ENDLESS}"
        " SELECT g2.* FROM g2, c", "c'est une vue"),
    "view_for_cards": (
        f"ALTER TABLE cards RENAME TO c2; CREATE VIEW cards AS {ENDLESS}"
        " SELECT c2.* FROM c2, c", "c'est une vue"),
    "trigger_filling_the_disk": (
        f"CREATE TRIGGER big AFTER INSERT ON games BEGIN SELECT x, printf('%.1000c','z')"
        f" FROM ({ENDLESS} SELECT x FROM c) ORDER BY random(); END;", "déclencheur « big »"),
    "trigger_deleting_the_games": (
        "CREATE TRIGGER w AFTER INSERT ON answers BEGIN DELETE FROM events;"
        " DELETE FROM seats; DELETE FROM games; END;", "déclencheur « w »"),
}

#: Each command a person may run on the journal, and its input.
COMMANDS = {
    "nouvelle partie": (["--seed", "3"], "1\n" + "0\n" * 300 + "n\n"),
    "parties": (["parties"], ""),
    "parties --json": (["parties", "--json"], ""),
    "analyse": (["analyse"], ""),
    "reprendre": (["reprendre"], "0\n" * 300 + "n\n"),
    "progres": (["progres"], ""),
    "entrainement": (["entrainement"], "0\n" * 40),
    "entrainement --bilan": (["entrainement", "--bilan"], ""),
    "entrainement --json": (["entrainement", "--json"], ""),
}


@pytest.fixture(scope="module")
def base(tmp_path_factory) -> Path:
    """A journal of two finished 1987 games and one unfinished."""
    path = tmp_path_factory.mktemp("base") / "parties.sqlite3"
    for number in (1, 2):
        keep_game(path, "1987", SEATS, [Classic(), Classic()], number)
    keep_game(path, "1987", SEATS, [Classic(), Classic()], 5, stop_after=6)
    return path


def spoiled(base: Path, folder: Path, sql: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "parties.sqlite3"
    path.write_bytes(base.read_bytes())
    db = sqlite3.connect(path)
    db.executescript(sql)
    db.close()
    return path


def snapshot(folder: Path) -> dict[str, bytes]:
    return {name: (folder / name).read_bytes() for name in sorted(os.listdir(folder))}


def penel421(path: Path, args: list[str], input: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "penel421", *args, "--journal", str(path)],
                          input=input, capture_output=True, text=True, timeout=30,
                          env={**os.environ, "COLUMNS": "400"})


def kept_games(path: Path) -> int:
    db = sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True)
    try:
        return db.execute("SELECT count(*) FROM sqlite_master WHERE name = 'g2'").fetchone()[0] \
            or db.execute("SELECT count(*) FROM games").fetchone()[0]
    finally:
        db.close()


@pytest.mark.slow
@pytest.mark.parametrize("case", list(CASES))
@pytest.mark.parametrize("command", list(COMMANDS))
def test_a_journal_from_someone_else_runs_nothing_and_is_never_written(base, tmp_path, case,
                                                                       command):
    sql, named = CASES[case]
    path = spoiled(base, tmp_path / "j", sql)
    before = snapshot(path.parent)
    args, answers = COMMANDS[command]
    started = time.monotonic()
    done = penel421(path, args, answers)  # a hang would end on the timeout
    assert time.monotonic() - started < 20
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode in (0, 1), (done.returncode, done.stderr)
    said = " ".join((done.stdout + " " + done.stderr).casefold().split())
    assert named.casefold() in said or capitals(named).casefold() in said, said[-1500:]
    assert snapshot(path.parent) == before  # not one byte written, nothing made beside it


def test_a_game_beside_a_trigger_plays_on_unkept_and_says_what_was_found(base, tmp_path):
    path = spoiled(base, tmp_path / "j", CASES["trigger_on_games"][0])
    done = penel421(path, COMMANDS["nouvelle partie"][0], COMMANDS["nouvelle partie"][1])
    assert done.returncode == 0 and "AU REVOIR." in done.stdout
    told = " ".join(done.stdout.split())
    assert ('CETTE PARTIE N\'EST PAS GARDEE : JOURNAL ' in told
            and 'IL CONTIENT LE DECLENCHEUR "T", QUE PENEL421 NE FAIT PAS ; UN TEL FICHIER '
                "N'EST JAMAIS ECRIT." in told.upper()), told[:1500]
    assert kept_games(path) == 3


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_what_can_be_read_without_the_strangers_sql_is_read(base, tmp_path):
    """A trigger runs only when a table is written: the games are listed, with
    one warning; a view in the cards' place leaves the games readable, and
    the training says why it cannot read its cards."""
    path = spoiled(base, tmp_path / "t", CASES["trigger_deleting_the_games"][0])
    listed = penel421(path, ["parties"], "")
    assert listed.returncode == 0 and "3 parties gardées" in listed.stdout
    assert " ".join(listed.stderr.split()).startswith(
        f"Attention : journal {path} : il contient le déclencheur « w », que penel421 ne fait "
        "pas ; un tel fichier n'est jamais écrit ; voici ce qui s'en lit encore.")
    trained = penel421(path, ["entrainement"], "0\n")
    assert trained.returncode == 1 and "ne s'écrit pas" in trained.stderr
    assert "« w »" in trained.stderr and "À vous de jouer" not in trained.stdout
    assert kept_games(path) == 3  # the trigger never ran: every game is there

    cards = spoiled(base, tmp_path / "v", CASES["view_for_cards"][0])
    assert "3 parties gardées" in penel421(cards, ["parties"], "").stdout
    bilan = penel421(cards, ["entrainement", "--bilan"], "")
    assert bilan.returncode == 1
    assert ("la table cards n'est pas celle de penel421 : c'est une vue"
            in " ".join(bilan.stderr.split()))


def test_a_view_in_the_games_place_is_never_read(base, tmp_path):
    path = spoiled(base, tmp_path / "j", CASES["view_for_games"][0])
    done = penel421(path, ["parties"], "")
    assert done.returncode == 1 and done.stdout == ""
    assert " ".join(done.stderr.split()) == (
        f"Erreur : le journal {path} ne se lit pas : le fichier est endommagé (la table games "
        "n'est pas celle de penel421 : c'est une vue).")


@pytest.mark.parametrize("sql, named", [
    ("CREATE VIEW v AS SELECT 1", "la vue « v »"),
    ("CREATE TABLE extra (x)", "la table « extra »"),
    ("CREATE INDEX by_name ON seats(name)", "l'index « by_name »"),
    ("CREATE TABLE a (x); CREATE TABLE b (y UNIQUE); CREATE VIEW c AS SELECT 1;"
     " CREATE TRIGGER d AFTER DELETE ON games BEGIN SELECT 1; END;",
     "4 objets que penel421 ne fait pas (la table « a », la table « b », la vue « c »"
     " et 1 autre)"),
    ("CREATE TRIGGER \"t\x1b]0;pirate\x07\" AFTER INSERT ON games BEGIN SELECT 1; END;",
     "le déclencheur « t\\x1b]0;pirate\\x07 »"),
])
def test_every_object_penel421_does_not_make_is_named_and_the_file_never_written(
        base, tmp_path, sql, named):
    path = spoiled(base, tmp_path / "j", sql)
    with pytest.raises(JournalUnavailable, match="ne fait pas") as refused:
        Journal.open(path)
    assert named in str(refused.value) and refused.value.writing
    with Journal.open(path, read_only_ok=True) as journal:
        assert len(journal.games()) == 3 and named in (journal.read_only or "")


def test_a_journal_penel421_made_is_its_own_whatever_its_history(base, tmp_path):
    """Made new, migrated from version 1, and with every kind of row: exact."""
    with Journal.open(base) as journal:
        assert journal.schema is not None and journal.schema.exact
        assert journal.damage() is None


# --- the connection itself -----------------------------------------------------------------

def test_a_journal_runs_no_unsafe_function_and_loads_no_extension(base):
    with Journal.open(base) as journal:
        db = journal.db
        assert db.execute("PRAGMA trusted_schema").fetchone()[0] == 0
        assert db.execute("PRAGMA temp_store").fetchone()[0] == 2  # memory, not a file
        assert db.execute("PRAGMA hard_heap_limit").fetchone()[0] == HEAP_LIMIT
        with pytest.raises(sqlite3.OperationalError, match="not authorized"):
            db.execute("SELECT load_extension('libm')")


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_temporary_storage_is_bounded_not_a_file_that_grows(base):
    """The tester's disk-filling sort, run on the journal's own connection:
    it stops at the memory bound, and no temporary file is written."""
    with Journal.open(base) as journal:
        started = time.monotonic()
        with pytest.raises((sqlite3.OperationalError, MemoryError)):
            journal.db.execute(f"{ENDLESS} SELECT x, printf('%.1000c','z') FROM c"
                               " ORDER BY random()").fetchone()
        assert time.monotonic() - started < 30


def test_ctrl_c_stops_any_query_at_once(base):
    """A query that never ends stops within a second of a Ctrl-C, which
    ends the command as a Ctrl-C does (KeyboardInterrupt)."""
    with Journal.open(base) as journal:
        timer = threading.Timer(0.3, os.kill, (os.getpid(), signal.SIGINT))
        # should the Ctrl-C never be heard, the query is stopped from here
        # after 30 s, and the test fails on its time instead of never ending
        watchdog = threading.Timer(30, journal.db.interrupt)
        started = time.monotonic()
        timer.start()
        watchdog.start()
        try:
            with pytest.raises(KeyboardInterrupt):
                journal.read(f"{ENDLESS} SELECT count(*) FROM c")
        finally:
            watchdog.cancel()
        assert time.monotonic() - started < 1.3


ENDLESS_READ = f"""
import os, signal, sys
from penel421.journal.store import Journal
journal = Journal.open(sys.argv[1])

def restore(*_):  # as a session at a terminal handles SIGTERM: its settings back, then ended
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    os.kill(os.getpid(), signal.SIGTERM)
signal.signal(signal.SIGTERM, restore)
print("reading", flush=True)
journal.read("{ENDLESS} SELECT count(*) FROM c")
"""


def test_sigterm_ends_a_command_in_any_query_within_a_second(base):
    child = subprocess.Popen([sys.executable, "-c", ENDLESS_READ, str(base)],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert child.stdout.readline() == "reading\n"
    time.sleep(0.2)
    child.send_signal(signal.SIGTERM)
    started = time.monotonic()
    try:
        status = child.wait(timeout=5)
    finally:
        child.kill()
    assert status == -signal.SIGTERM and time.monotonic() - started < 1.0
