"""The journal under faults: damaged files, devices, hostile rows, full
disks, closed streams, kills.  Whatever happens to the file, a game plays
on (saying in one line that it is not kept), a reading command says why in
French and shows what still reads, and a file that is not whole is never
written."""

from __future__ import annotations

import os
import socket
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from kept_games import keep_game

from penel421.cli import main
from penel421.strategies.classic import Classic
from penel421.strategies.seats import Seat

ZEROS = "0\n" * 400
SEATS_1987 = [Seat("VOUS", None), Seat("ORDINATEUR", "classic")]


def a_journal(path: Path, games: int = 5) -> Path:
    """A journal of ``games`` finished 1987 games, its WAL folded in."""
    for number in range(1, games + 1):
        keep_game(path, "1987", SEATS_1987, [Classic(), Classic()], number)
    return path


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(main, list(args), input=input)


def play_1987(journal: Path, seed: int = 7):
    """A whole 1987 game played in the process, kept in ``journal``."""
    return run("--seed", str(seed), "--journal", str(journal), input="1\n" + ZEROS + "n\n")


def not_kept_line(result) -> str:
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    told = [line for line in result.stdout.splitlines() if "pas gardée" in line]
    assert len(told) == 1, result.stdout[:800]
    return told[0]


def snapshot(folder: Path) -> dict[str, bytes]:
    return {name: (folder / name).read_bytes() for name in sorted(os.listdir(folder))}


# --- damaged files (item 3) -------------------------------------------------------------

def drop_events(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("DROP TABLE events")
    db.commit()
    db.close()


def spoil_last_page(path: Path) -> None:
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    data[-page + 8:] = bytes((i * 37 + 11) % 256 for i in range(page - 8))
    path.write_bytes(bytes(data))


DAMAGES = {"la table events manque": drop_events, "erreur": spoil_last_page}


@pytest.mark.parametrize("why", list(DAMAGES))
def test_a_damaged_journal_is_never_written_and_the_game_plays(tmp_path, why):
    path = a_journal(tmp_path / "parties.sqlite3")
    DAMAGES[why](path)
    before = snapshot(tmp_path)
    told = not_kept_line(play_1987(path))
    assert told.startswith("Cette partie n'est pas gardée") and "endommagé" in told, told
    assert why in told
    assert snapshot(tmp_path) == before


@pytest.mark.parametrize("why", list(DAMAGES))
def test_reading_a_damaged_journal_warns_once_and_shows_what_reads(tmp_path, why):
    path = a_journal(tmp_path / "parties.sqlite3")
    DAMAGES[why](path)
    before = snapshot(tmp_path)
    listed = run("parties", "--journal", str(path))
    assert "Traceback" not in listed.output
    warned = [line for line in listed.stderr.splitlines() if "endommagé" in line]
    assert len(warned) == 1 and why in warned[0], listed.stderr
    assert warned[0].startswith(f"Attention : journal {path} : le fichier est endommagé")
    if why == "la table events manque":  # the list needs no event
        assert listed.exit_code == 0 and "5 parties gardées" in listed.stdout
    assert snapshot(tmp_path) == before


def test_a_sound_journal_gives_no_warning_and_is_written(tmp_path):
    path = a_journal(tmp_path / "parties.sqlite3", games=1)
    assert "endommagé" not in run("parties", "--journal", str(path)).output
    result = play_1987(path)
    assert result.exit_code == 0 and "pas gardée" not in result.output
    assert "2 parties gardées" in run("parties", "--journal", str(path)).stdout


def test_a_game_resumed_from_a_damaged_journal_plays_on_unkept(tmp_path):
    path = tmp_path / "parties.sqlite3"
    keep_game(path, "1987", SEATS_1987, [Classic(), Classic()], 3, stop_after=4)
    a_journal(path, games=6)
    spoil_last_page(path)
    before = snapshot(tmp_path)
    result = run("reprendre", "1", "--journal", str(path), input=ZEROS + "n\n")
    assert result.exit_code == 0 and "Traceback" not in result.output, result.output
    [warned] = [line for line in result.stdout.splitlines() if "endommagé" in line]
    assert "la partie reprend, mais la suite n'est pas gardée" in warned
    assert "Reprise de la partie n° 1" in result.stdout and "AU REVOIR" in result.stdout
    assert snapshot(tmp_path) == before


# --- what is not a regular file (item 4) ----------------------------------------------------

PENEL421 = os.path.join(os.path.dirname(sys.executable), "penel421")


def a_socket(path: Path) -> socket.socket:
    listening = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listening.bind(str(path))
    return listening


def test_a_device_is_no_journal_and_nothing_is_made_beside_it(tmp_path):
    before = sorted(os.listdir("/dev"))
    told = not_kept_line(play_1987(Path("/dev/null")))
    assert "journal /dev/null : ce n'est pas un fichier ordinaire (c'est un périphérique)" in told
    assert sorted(os.listdir("/dev")) == before
    listed = run("parties", "--journal", "/dev/null")
    assert listed.exit_code == 1 and "pas un fichier ordinaire" in listed.stderr


def test_a_socket_is_no_journal(tmp_path):
    path = tmp_path / "prise"
    held = a_socket(path)
    try:
        told = not_kept_line(play_1987(path))
    finally:
        held.close()
    assert "pas un fichier ordinaire (c'est une socket)" in told
    assert sorted(os.listdir(tmp_path)) == ["prise"]


def test_a_fifo_is_no_journal_and_nothing_waits_on_it(tmp_path):
    path = tmp_path / "tube"
    os.mkfifo(path)
    result = subprocess.run([PENEL421, "--seed", "3"], input="1\n" + ZEROS + "n\n",
                            env=dict(os.environ, PENEL421_JOURNAL=str(path)),
                            capture_output=True, text=True, timeout=30)
    assert result.returncode == 0 and "Traceback" not in result.stderr
    [told] = [line for line in result.stdout.splitlines() if "pas gardée" in line]
    assert "pas un fichier ordinaire (c'est un tube nommé)" in told
    assert sorted(os.listdir(tmp_path)) == ["tube"]
    for command in ("parties", "analyse", "reprendre"):
        read = subprocess.run([PENEL421, command, "--journal", str(path)],
                              capture_output=True, text=True, timeout=30, stdin=subprocess.DEVNULL)
        assert "pas un fichier ordinaire" in read.stderr and "Traceback" not in read.stderr
