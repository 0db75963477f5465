"""``penel421 parties --export``: never over the journal nor over a file
that is not a previous export, and never a half-written file."""

from __future__ import annotations

import errno
import json
import os
import sqlite3

import pytest
from click.testing import CliRunner
from kept_games import keep_game

from penel421.cli import main
from penel421.core.seat import Seat
from penel421.journal import export
from penel421.strategies.classic import Classic

SEATS = [Seat("VOUS", None), Seat("ORDINATEUR", "classic")]


@pytest.fixture
def journal(fresh_journal):
    for number in (1, 2, 3, 4):
        keep_game(fresh_journal, "1987", SEATS, [Classic(), Classic()], number)
    return fresh_journal


def export_to(target, *more: str):
    return CliRunner().invoke(main, ["parties", "--export", str(target), *more])


def refused(result, why: str) -> None:
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    [line] = [line for line in result.output.splitlines() if line.startswith("Erreur : ")]
    assert "n'est pas écrit" in line and why in line, line


def games_in(path) -> int:
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return db.execute("SELECT count(*) FROM games").fetchone()[0]
    finally:
        db.close()


def test_an_export_onto_the_journal_is_refused_and_every_game_is_kept(journal):
    before = journal.read_bytes()
    refused(export_to(journal), "le journal des parties")
    assert journal.read_bytes() == before and games_in(journal) == 4


def test_the_journal_is_known_by_its_file_not_its_name(journal, tmp_path, monkeypatch):
    link = tmp_path / "lien.sqlite3"
    link.symlink_to(journal)
    hard = journal.with_name("autre-nom.sqlite3")
    os.link(journal, hard)
    monkeypatch.chdir(journal.parent)
    for target in (link, hard, f"./{journal.name}", f"../{journal.parent.name}/{journal.name}"):
        refused(export_to(target), "le journal des parties")
    assert games_in(journal) == 4


def test_the_journals_own_side_files_are_refused(journal):
    holder = sqlite3.connect(journal)  # keeps the -wal and -shm there
    holder.execute("SELECT count(*) FROM games").fetchone()
    try:
        for side in ("-wal", "-shm"):
            assert os.path.exists(f"{journal}{side}")
            refused(export_to(f"{journal}{side}"), "le journal des parties")
    finally:
        holder.close()
    assert games_in(journal) == 4


def test_a_journal_not_yet_made_is_not_made_by_an_export(fresh_journal):
    refused(export_to(fresh_journal), "le journal des parties")
    assert not fresh_journal.exists()


def test_any_other_sqlite_file_is_refused(journal, tmp_path):
    other = tmp_path / "autre.db"
    db = sqlite3.connect(other)
    db.execute("CREATE TABLE notes (t TEXT)")
    db.commit()
    db.close()
    before = other.read_bytes()
    refused(export_to(other), "base SQLite")
    assert other.read_bytes() == before


def test_a_file_that_is_not_an_export_is_refused(journal, tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("mes notes de la soirée\n", encoding="utf-8")
    refused(export_to(notes), "pas un export de penel421")
    assert notes.read_text(encoding="utf-8") == "mes notes de la soirée\n"


def test_what_is_not_a_regular_file_is_refused(journal, tmp_path):
    fifo = tmp_path / "tube"
    os.mkfifo(fifo)
    refused(export_to(fifo), "pas un fichier ordinaire")
    refused(export_to("/dev/null"), "pas un fichier ordinaire")
    assert os.path.exists("/dev/null") and not os.path.isfile("/dev/null")


def test_a_previous_export_is_replaced(journal, tmp_path):
    target = tmp_path / "p.jsonl"
    first = export_to(target)
    assert first.exit_code == 0 and "4 parties écrites" in first.output
    keep_game(journal, "1987", SEATS, [Classic(), Classic()], 5)
    again = export_to(target)
    assert again.exit_code == 0 and "5 parties écrites" in again.output
    lines = target.read_text(encoding="utf-8").splitlines()
    assert [json.loads(line)["id"] for line in lines] == [1, 2, 3, 4, 5]
    assert sorted(os.listdir(tmp_path)) == ["p.jsonl"]  # no temporary file left


def test_an_export_through_a_link_replaces_the_file_not_the_link(journal, tmp_path):
    target = tmp_path / "vrai.jsonl"
    target.write_text("", encoding="utf-8")
    link = tmp_path / "lien.jsonl"
    link.symlink_to(target)
    assert export_to(link).exit_code == 0
    assert link.is_symlink() and len(target.read_text(encoding="utf-8").splitlines()) == 4


def test_an_interrupted_export_leaves_the_old_file_whole(journal, tmp_path, monkeypatch):
    target = tmp_path / "p.jsonl"
    assert export_to(target).exit_code == 0
    before = target.read_bytes()
    real = export.write_lines

    def fills_the_disk(games, stream):
        real(list(games)[:1], stream)
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(export, "write_lines", fills_the_disk)
    result = export_to(target)
    assert result.exit_code == 2 and "le disque est plein" in result.output
    assert target.read_bytes() == before
    assert sorted(os.listdir(tmp_path)) == ["p.jsonl"]
