"""Nothing lost, and reading needs no room.

A journal of an earlier penel421 is migrated, not called damaged; weighing
a long journal's games keeps its WAL small; a full disk or a read-only file
still reads; a training that could not keep its answers says so before its
first card; a training table edited away ends every command in French.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
from itertools import pairwise
from pathlib import Path

import pytest
from click.testing import CliRunner
from kept_games import keep_game

from penel421.cli import main
from penel421.console.voices.game1987 import capitals
from penel421.journal import store
from penel421.journal.schema import (
    MIGRATE_1_TO_2,
    MIGRATE_TO_LEARNING,
    SCHEMA_V1,
    SCHEMA_VERSION,
    table_columns,
)
from penel421.journal.store import APPLICATION_ID, Journal
from penel421.learn.catch_up import catch_up
from penel421.learn.store import TrainingStore
from penel421.play.table import Seat
from penel421.strategies.classic import Classic

SEATS = [Seat("VOUS", None), Seat("ORDINATEUR", "classic")]


def run(path: Path, *args: str, input: str = ""):
    return CliRunner().invoke(main, [*args, "--journal", str(path)], input=input)


def one_line(text: str) -> str:
    return " ".join(text.split())


@pytest.fixture(scope="module")
def games(tmp_path_factory) -> Path:
    """A journal of two finished 1987 games and one unfinished."""
    path = tmp_path_factory.mktemp("games") / "parties.sqlite3"
    for number in (1, 2):
        keep_game(path, "1987", SEATS, [Classic(), Classic()], number)
    keep_game(path, "1987", SEATS, [Classic(), Classic()], 5, stop_after=6)
    return path


def a_copy(games: Path, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(games, folder / games.name)
    return folder / games.name


# --- the schema 3 of the training's first days (item 11) ----------------------------------

@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_journal_of_the_trainings_first_schema_3_is_migrated(games, tmp_path):
    """While the training was being built, version 3 was the training's
    tables, without the games' hints and tutor (today's version 3)."""
    old = tmp_path / "ancien.sqlite3"
    db = sqlite3.connect(old)
    db.executescript(SCHEMA_V1 + MIGRATE_1_TO_2 + MIGRATE_TO_LEARNING)
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.execute("PRAGMA user_version = 3")
    source = sqlite3.connect(games)
    for table, columns in (("games", "id, game, bareme, fixed_throws, number, dice, opener,"
                                     " version, started, ended, loser, rounds, ranking"),
                           ("seats", "*"), ("events", "*")):
        rows = source.execute(f"SELECT {columns} FROM {table}").fetchall()
        db.executemany(f"INSERT INTO {table} VALUES ({', '.join('?' * len(rows[0]))})", rows)
    db.commit()
    db.close()
    listed = run(old, "parties")
    assert listed.exit_code == 0 and "3 parties gardées" in listed.stdout, listed.output
    assert "endommagé" not in listed.output
    with Journal.open(old) as journal:
        assert journal.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert journal.schema is not None and journal.schema.exact
        assert "hints" in {column[0] for column in table_columns(journal.db, "games")}
        assert journal.damage() is None
        assert [game.id for game in journal.games()] == [3, 2, 1]
    played = run(old, "--seed", "4", input="1\n" + "0\n" * 300 + "n\n")
    assert played.exit_code == 0 and "PAS GARDEE" not in played.output
    assert "4 parties gardées" in run(old, "parties").stdout


# --- weighing a long journal: its WAL stays small (item 12) -----------------------------------

@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_weighing_the_games_kept_before_folds_the_wal_as_it_goes(tmp_path, monkeypatch):
    path = tmp_path / "parties.sqlite3"
    for number in range(1, 31):
        keep_game(path, "1987", SEATS, [Classic(), Classic()], number)
    fold_at = 256 * 1024  # as the 4 MiB of a real journal, on thirty games
    monkeypatch.setattr(store, "WAL_FOLD_AT", fold_at)
    wal = Path(f"{path}-wal")
    sizes: list[int] = []
    with Journal.open(path) as journal:
        weighed = catch_up(TrainingStore(journal),
                           lambda done, total: sizes.append(wal.stat().st_size))
    assert weighed == 30 and len(sizes) == 30
    growths = [b - a for a, b in pairwise(sizes) if b > a]  # a game's digest: some 90 KB
    assert sum(growths) > 3 * fold_at  # unfolded, it would have grown to that
    each = max(growths)
    assert max(sizes) <= fold_at + 2 * each, sizes


# --- a full disk: reading needs no room (item 13) -----------------------------------------------

@pytest.fixture
def full_disk(tmp_path, games):
    """The games' journal on a tmpfs of 512 KiB, filled to the last byte
    (skipped where mounting is not allowed)."""
    disk = tmp_path / "disque"
    disk.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", str(disk)],
                      capture_output=True).returncode != 0:
        pytest.skip("no tmpfs may be mounted here")
    path = a_copy(games, disk)
    handle = os.open(disk / "bouche-trou", os.O_WRONLY | os.O_CREAT)
    try:
        while True:
            try:
                os.write(handle, bytes(4096))
            except OSError:
                break
    finally:
        os.close(handle)
    yield path
    subprocess.run(["umount", "-l", str(disk)], check=True)


@pytest.mark.parametrize("command", [["parties"], ["parties", "--json"], ["analyse"],
                                     ["progres"], ["entrainement", "--bilan"]])
def test_a_sound_journal_on_a_full_disk_is_read(full_disk, command):
    before = full_disk.read_bytes()
    done = run(full_disk, *command)
    assert done.exit_code == 0, done.output
    assert "Traceback" not in done.output and "Erreur" not in done.output
    assert full_disk.read_bytes() == before


def test_an_unfinished_game_on_a_full_disk_is_resumed_unkept(full_disk):
    done = run(full_disk, "reprendre", input="0\n" * 300 + "n\n")
    assert done.exit_code == 0, done.output
    assert capitals("Reprise de la partie n° 3") in done.stdout
    told = one_line(done.output)
    assert "LE DISQUE EST PLEIN ; LA PARTIE REPREND, MAIS LA SUITE N'EST PAS GARDEE" in told


# --- a read-only file: the training says so before its first card (item 14) -------------

@pytest.fixture
def read_only_file(games, tmp_path):
    """A copy of the games' journal made unwritable: immutable for root
    (who writes a file of mode 0444), mode 0444 for anyone else."""
    path = a_copy(games, tmp_path / "j")
    if os.geteuid() == 0:
        if subprocess.run(["chattr", "+i", str(path)], capture_output=True).returncode:
            pytest.skip("root writes a 0444 file, and no file may be made immutable here")
        yield path
        subprocess.run(["chattr", "-i", str(path)], check=True)
    else:
        path.chmod(0o444)
        yield path


def test_a_read_only_file_is_refused_by_the_training_before_its_first_card(read_only_file):
    done = run(read_only_file, "entrainement", input="0\n" * 20)
    assert done.exit_code == 1
    assert "CARTE 1" not in done.stdout and "Carte 1" not in done.stdout
    assert one_line(done.stderr) == (
        f"Erreur : le journal {read_only_file} ne s'écrit pas : le fichier est en lecture "
        "seule ; l'entraînement y garde chaque réponse.")


def test_a_read_only_file_is_read_and_a_game_beside_it_plays_unkept(read_only_file):
    assert "3 parties gardées" in run(read_only_file, "parties").stdout
    played = run(read_only_file, "--seed", "4", input="1\n" + "0\n" * 300 + "n\n")
    assert played.exit_code == 0
    assert "LE FICHIER EST EN LECTURE SEULE" in one_line(played.stdout)


# --- a training table edited away (item 6) ----------------------------------------------------

@pytest.mark.parametrize("edit, why", [
    ("DROP TABLE answers", "la table answers manque"),
    ("ALTER TABLE cards RENAME COLUMN herring TO hering", "la colonne cards.herring manque"),
])
@pytest.mark.parametrize("command", [["progres"], ["progres", "--json"],
                                     ["entrainement", "--bilan"], ["entrainement", "--json"],
                                     ["entrainement"]])
def test_a_training_table_edited_away_ends_every_command_in_french(games, tmp_path, edit, why,
                                                                   command):
    path = a_copy(games, tmp_path / "j")
    db = sqlite3.connect(path)
    db.execute(edit)
    db.commit()
    db.close()
    done = run(path, *command, input="0\n")
    assert done.exit_code == 1 and done.exception is None or isinstance(done.exception,
                                                                          SystemExit)
    assert "Traceback" not in done.output
    assert why in one_line(done.stderr) and one_line(done.stderr).startswith("Erreur : le journal")
    assert "3 parties gardées" in run(path, "parties").stdout  # the games still read
