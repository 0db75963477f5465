"""The journal under faults: damaged files, devices, hostile rows, full
disks, closed streams, kills.  Whatever happens to the file, a game plays
on (saying in one line that it is not kept), a reading command says why in
French and shows what still reads, and a file that is not whole is never
written."""

from __future__ import annotations

import os
import re
import shutil
import socket
import sqlite3
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from kept_games import keep_game

from penel421.cli import main
from penel421.console.voices.game1987 import capitals
from penel421.core.engine import Game
from penel421.core.seat import Seat
from penel421.games import find_game
from penel421.strategies.classic import Classic

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


@cache  # the same few messages, looked for in every line of a session
def fold(text: str) -> str:
    """A message as a 1987 session writes it (in its capitals, a path in its
    own case), folded to be compared with what the session said."""
    return capitals(text).casefold()


def said(stdout: str) -> list[str]:
    """The lines of a 1987 session, each message cut over several lines (its
    next lines indented by two spaces) joined again, folded."""
    lines: list[str] = []
    for line in stdout.splitlines():
        if lines and re.match(r"  \S", line):
            lines[-1] += " " + line.strip()
        else:
            lines.append(line)
    return [line.casefold() for line in lines]


def not_kept_line(result) -> str:
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    told = [line for line in said(result.stdout) if fold("pas gardée") in line]
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
    assert told.startswith(fold("Cette partie n'est pas gardée")) and fold("endommagé") in told
    assert fold(why) in told
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
    assert result.exit_code == 0 and fold("pas gardée") not in result.output.casefold()
    assert "2 parties gardées" in run("parties", "--journal", str(path)).stdout


def test_a_game_resumed_from_a_damaged_journal_plays_on_unkept(tmp_path):
    path = tmp_path / "parties.sqlite3"
    keep_game(path, "1987", SEATS_1987, [Classic(), Classic()], 3, stop_after=4)
    a_journal(path, games=6)
    spoil_last_page(path)
    before = snapshot(tmp_path)
    result = run("reprendre", "1", "--journal", str(path), input=ZEROS + "n\n")
    assert result.exit_code == 0 and "Traceback" not in result.output, result.output
    [warned] = [line for line in said(result.stdout) if fold("endommagé") in line]
    assert fold("la partie reprend, mais la suite n'est pas gardée") in warned
    assert fold("Reprise de la partie n° 1") in result.stdout.casefold()
    assert "AU REVOIR" in result.stdout
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
    assert fold("journal /dev/null : ce n'est pas un fichier ordinaire (c'est un "
                "périphérique)") in told
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
    assert fold("pas un fichier ordinaire (c'est une socket)") in told
    assert sorted(os.listdir(tmp_path)) == ["prise"]


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_fifo_is_no_journal_and_nothing_waits_on_it(tmp_path):
    path = tmp_path / "tube"
    os.mkfifo(path)
    result = subprocess.run([PENEL421, "--seed", "3"], input="1\n" + ZEROS + "n\n",
                            env=dict(os.environ, PENEL421_JOURNAL=str(path)),
                            capture_output=True, text=True, timeout=30)
    assert result.returncode == 0 and "Traceback" not in result.stderr
    [told] = [line for line in said(result.stdout) if fold("pas gardée") in line]
    assert fold("pas un fichier ordinaire (c'est un tube nommé)") in told
    assert sorted(os.listdir(tmp_path)) == ["tube"]
    for command in ("parties", "analyse", "reprendre"):
        read = subprocess.run([PENEL421, command, "--journal", str(path)],
                              capture_output=True, text=True, timeout=30, stdin=subprocess.DEVNULL)
        assert "pas un fichier ordinaire" in read.stderr and "Traceback" not in read.stderr


# --- a checkpoint cut short by a full disk; the WAL's size (item 2) -------------------------------

def grow_in_the_wal(path: Path) -> sqlite3.Connection:
    """Copies of the journal's games written to its WAL alone (a connection
    that never checkpoints, kept open so that the WAL stays)."""
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("PRAGMA wal_autocheckpoint = 0")
    columns = ("game, bareme, fixed_throws, number, dice, opener, version, started, ended,"
               " loser, rounds, ranking")
    holder.execute("BEGIN")
    holder.execute(f"INSERT INTO games (id, {columns}) SELECT id + 100, {columns} FROM games")
    holder.execute("INSERT INTO seats SELECT game + 100, seat, name, spec FROM seats")
    holder.execute("INSERT INTO events SELECT game + 100, seq, type, data FROM events")
    holder.execute("COMMIT")
    return holder


def cut_checkpoint(database: Path, wal: Path) -> None:
    """What a checkpoint stopped by a full disk leaves: page 1 copied from
    the WAL into the file (it says how many pages the file has), the pages
    after it not."""
    data = wal.read_bytes()
    page_size = int.from_bytes(data[8:12], "big")
    first = None
    for offset in range(32, len(data) - 24 - page_size + 1, 24 + page_size):
        if int.from_bytes(data[offset:offset + 4], "big") == 1:
            first = data[offset + 24:offset + 24 + page_size]
    assert first is not None, "page 1 is not in the WAL"
    with database.open("r+b") as stream:
        stream.write(first)


def test_a_journal_whose_checkpoint_the_full_disk_cut_is_read_again_with_its_wal(tmp_path):
    full, roomy = tmp_path / "plein", tmp_path / "place"
    full.mkdir()
    roomy.mkdir()
    path = a_journal(full / "parties.sqlite3", games=3)
    holder = grow_in_the_wal(path)
    try:
        for name in ("parties.sqlite3", "parties.sqlite3-wal"):
            shutil.copyfile(full / name, roomy / name)
    finally:
        holder.close()
    copy = roomy / "parties.sqlite3"
    cut_checkpoint(copy, roomy / "parties.sqlite3-wal")
    pages = int.from_bytes(copy.read_bytes()[28:32], "big")
    assert copy.stat().st_size < pages * 4096  # the file alone looks truncated
    listed = run("parties", "--journal", str(copy))
    assert listed.exit_code == 0, listed.output
    assert "6 parties gardées" in listed.stdout and "Attention" not in listed.stderr
    assert fold("pas gardée") not in play_1987(copy).output.casefold()
    db = sqlite3.connect(copy)
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    assert db.execute("SELECT count(*) FROM games").fetchone()[0] == 7
    db.close()


def test_a_game_leaves_little_wal_it_is_folded_in_between_rounds(tmp_path):
    from penel421.journal.recorder import Keeper
    from penel421.journal.store import Journal, NewGame
    from penel421.specs import GameSpec, SessionSpec

    path = tmp_path / "parties.sqlite3"
    kind = find_game("1987")
    rules = kind.rules()
    journal = Journal.open(path)
    recorder = Keeper(journal, print).recorder(
        NewGame(SessionSpec(GameSpec.of(rules), tuple(SEATS_1987), 1), "t"))
    sizes = []

    def hear(event):
        recorder(event)
        wal = Path(f"{path}-wal")
        sizes.append(wal.stat().st_size if wal.exists() else 0)
    Game(rules, ["VOUS", "ORDINATEUR"], [Classic(), Classic()], kind.dice(1), hear).play()
    journal.close()
    assert recorder.kept > 150  # a long game: 20 rounds
    assert sizes[-1] <= 72 * 1024 and max(sizes) < 160 * 1024, (sizes[-1], max(sizes))


# --- full disks (items 2 and 18) --------------------------------------------------------------

@pytest.fixture
def small_disk(tmp_path, request):
    """A folder on a tmpfs of 512 KiB (skipped where mounting is not allowed)."""
    disk = tmp_path / "disque"
    disk.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", str(disk)],
                      capture_output=True).returncode != 0:
        pytest.skip("no tmpfs may be mounted here (the simulated full disk runs instead)")
    yield disk
    subprocess.run(["umount", "-l", str(disk)], check=True)


def fill(disk: Path, leave: int = 0) -> None:
    """Fill the disk, but for ``leave`` bytes."""
    handle = os.open(disk / "bouche-trou", os.O_WRONLY | os.O_CREAT)
    try:
        while True:
            try:
                os.write(handle, bytes(4096))
            except OSError:
                break
        os.ftruncate(handle, max(0, os.lseek(handle, 0, os.SEEK_END) - leave))
    finally:
        os.close(handle)


def test_a_full_disk_is_said_so_and_leaves_no_litter(small_disk):
    path = a_journal(small_disk / "parties.sqlite3", games=2)
    fill(small_disk)
    before = snapshot(small_disk)
    told = not_kept_line(play_1987(path))
    assert told.endswith(fold(": le disque est plein.")), told
    assert snapshot(small_disk) == before  # no -shm of 3 bytes, no empty -wal


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_journal_the_disk_filled_during_play_reads_again_on_a_disk_with_room(small_disk,
                                                                               tmp_path):
    path = small_disk / "parties.sqlite3"
    fill(small_disk, leave=160 * 1024)  # room for the empty journal, then a game or two
    for seed in range(1, 40):
        told = [line for line in said(play_1987(path, seed).stdout)
                if fold("pas gardée") in line]
        if told:
            assert fold("le disque est plein") in told[0], told
            break
    else:
        pytest.fail("the disk never filled")
    roomy = tmp_path / "place"
    roomy.mkdir()
    for name in os.listdir(small_disk):
        if name.startswith("parties"):
            shutil.copyfile(small_disk / name, roomy / name)
    copy = roomy / "parties.sqlite3"
    listed = run("parties", "--journal", str(copy))
    assert listed.exit_code == 0 and "Attention" not in listed.stderr, listed.output
    assert f"{seed} partie" in listed.stdout.splitlines()[0]
    assert fold("pas gardée") not in play_1987(copy, 99).output.casefold()
    db = sqlite3.connect(copy)
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    db.close()


def test_a_simulated_full_disk_mid_game_is_said_so_and_the_game_plays(tmp_path, monkeypatch):
    """Where no tmpfs may be mounted: SQLite's own SQLITE_FULL, from a
    connection that may not grow the file past its size."""
    from penel421.journal import store

    path = a_journal(tmp_path / "parties.sqlite3", games=1)
    real_connect = sqlite3.connect

    def cramped(*args, **kwargs):
        db = real_connect(*args, **kwargs)
        if str(args[0]) == str(path):
            pages = db.execute("PRAGMA page_count").fetchone()[0]
            db.execute(f"PRAGMA max_page_count = {pages}")
        return db
    monkeypatch.setattr(store.sqlite3, "connect", cramped)
    told = not_kept_line(play_1987(path))
    monkeypatch.undo()
    assert told.startswith(fold("La suite de cette partie n'est pas gardée")), told
    assert told.endswith(fold(": le disque est plein.")), told
    listed = run("parties", "--journal", str(path))
    assert listed.exit_code == 0 and "2 parties gardées" in listed.stdout


# --- a standard output that cannot be written (item 13) ----------------------------------------

FULL_OUTPUT = [["parties"], ["parties", "--json"], ["parties", "--export", "-"], ["analyse"],
               ["analyse", "--json"], ["odds", "--hand", "6-5-2"], ["simulate", "--games", "3"],
               ["simulate", "--games", "3", "--json"], ["--help"], ["--version"],
               ["parties", "--help"], ["--seed", "3"], ["reprendre"]]


@pytest.mark.slow  # the installed command, thirteen times
@pytest.mark.parametrize("args", FULL_OUTPUT, ids=" ".join)
def test_an_output_on_a_full_disk_is_said_in_french_and_exits_1(tmp_path, args):
    path = a_journal(tmp_path / "parties.sqlite3", games=1)
    if args == ["reprendre"]:
        keep_game(path, "1987", SEATS_1987, [Classic(), Classic()], 3, stop_after=6)
    with open("/dev/full", "w") as full:
        result = subprocess.run([PENEL421, *args], input="1\n" + ZEROS + "n\n", stdout=full,
                                stderr=subprocess.PIPE, text=True, timeout=60,
                                env=dict(os.environ, PENEL421_JOURNAL=str(path)))
    assert result.returncode == 1, result.stderr
    assert result.stderr.splitlines() == [
        "Erreur : la sortie standard ne s'écrit pas : le disque est plein."], result.stderr


@pytest.mark.slow  # the installed command
def test_a_game_whose_output_fails_midway_is_kept_as_far_as_it_went(tmp_path, small_disk):
    path = tmp_path / "parties.sqlite3"
    fill(small_disk, leave=4096)  # the screen fills it within the first rounds
    with (small_disk / "écran.txt").open("w") as output:
        result = subprocess.run([PENEL421, "--seed", "3", "--journal", str(path)],
                                input="1\n" + ZEROS + "n\n", stdout=output,
                                stderr=subprocess.PIPE, text=True, timeout=60)
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert result.stderr.startswith("Erreur : la sortie standard ne s'écrit pas"), result.stderr
    listed = run("parties", "--journal", str(path))
    assert "1 partie gardée" in listed.stdout and "pas finie" in listed.stdout
    resumed = run("reprendre", "--journal", str(path), input=ZEROS + "n\n")
    assert resumed.exit_code == 0 and "AU REVOIR" in resumed.stdout


# --- numbers and paths beyond what the system takes (item 15) ---------------------------

@pytest.mark.parametrize("command", ["reprendre", "analyse"])
def test_a_game_number_beyond_sqlite_is_a_game_the_journal_has_not(fresh_journal, command):
    a_journal(fresh_journal, games=1)
    result = run(command, str(10**30))
    assert isinstance(result.exception, SystemExit), result.exception
    assert result.exit_code == 2
    assert f"pas de partie n° {10**30}" in result.output


def test_a_journal_path_too_long_for_the_system_is_said_in_french(tmp_path):
    long = str(tmp_path / ("a" * 100_000))
    for args in (["parties"], ["analyse"], ["reprendre"]):
        result = run(*args, "--journal", long)
        assert isinstance(result.exception, SystemExit), result.exception
        assert result.exit_code in (1, 2)
        [line] = [line for line in result.stderr.splitlines() if line.startswith("Erreur")]
        assert "son nom est trop long" in line
        assert len(line) < 400
    told = not_kept_line(play_1987(Path(long)))
    assert fold("son nom est trop long pour le système") in told and len(told) < 400


# --- one rule for a journal that cannot be used (item 21) ----------------------------------------

UNUSABLE = {"un dossier": "est un dossier",
            "un chemin à travers un fichier": "un des dossiers de son chemin n'en est pas un"}


def unusable(tmp_path: Path, kind: str) -> Path:
    if kind == "un dossier":
        return tmp_path
    (tmp_path / "fichier").write_text("x", encoding="utf-8")
    return tmp_path / "fichier" / "parties.sqlite3"


@pytest.mark.parametrize("kind", list(UNUSABLE))
def test_an_unusable_journal_never_stops_a_game_whichever_way_it_is_named(tmp_path, kind,
                                                                          monkeypatch):
    path = unusable(tmp_path, kind)
    by_option = not_kept_line(play_1987(path))
    monkeypatch.setenv("PENEL421_JOURNAL", str(path))
    by_variable = not_kept_line(run("--seed", "7", input="1\n" + ZEROS + "n\n"))
    assert by_option == by_variable
    assert by_option.endswith(fold(f"journal {path} : {UNUSABLE[kind]}.")) or \
        fold(UNUSABLE[kind]) in by_option, by_option


@pytest.mark.parametrize("kind", list(UNUSABLE))
@pytest.mark.parametrize("command", ["parties", "analyse", "reprendre"])
def test_a_reading_command_says_why_in_one_line_and_exits_1(tmp_path, kind, command):
    path = unusable(tmp_path, kind)
    result = run(command, "--journal", str(path))
    assert isinstance(result.exception, SystemExit) and result.exit_code == 1, result.output
    assert "Utilisation" not in result.output and result.stdout == ""
    [line] = result.stderr.splitlines()
    assert line.startswith("Erreur : ") and f"le journal {path} ne se lit pas : " in line
    assert UNUSABLE[kind] in line


# --- a read-only folder (item 22) --------------------------------------------------------------

@pytest.fixture
def read_only_folder(tmp_path):
    """A folder holding a journal (two games, the second unfinished), then
    made read-only: a tmpfs mounted again read-only (skipped where no tmpfs
    may be mounted; a non-root user gets chmod instead)."""
    folder = tmp_path / "lecture-seule"
    folder.mkdir()
    mounted = os.geteuid() == 0 and subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(folder)],
        capture_output=True).returncode == 0
    if os.geteuid() == 0 and not mounted:
        pytest.skip("root writes everywhere, and no tmpfs may be mounted here")
    path = a_journal(folder / "parties.sqlite3", games=1)
    keep_game(path, "1987", SEATS_1987, [Classic(), Classic()], 3, stop_after=6)
    if mounted:
        subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
    else:
        folder.chmod(0o555)
    yield folder
    if mounted:
        subprocess.run(["umount", "-l", str(folder)], check=True)
    else:
        folder.chmod(0o755)


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_journal_in_a_read_only_folder_is_read_by_every_command(read_only_folder):
    path = read_only_folder / "parties.sqlite3"
    before = snapshot(read_only_folder)
    listed = run("parties", "--journal", str(path))
    assert listed.exit_code == 0 and "2 parties gardées" in listed.stdout, listed.output
    analysed = run("analyse", "1", "--journal", str(path))
    assert analysed.exit_code == 0 and "Partie 1 du journal" in analysed.stdout
    resumed = run("reprendre", "--journal", str(path), input=ZEROS + "n\n")
    assert resumed.exit_code == 0, resumed.output
    [told] = [line for line in said(resumed.stdout) if fold("pas gardée") in line]
    assert fold("lecture seule") in told
    assert fold("la partie reprend, mais la suite n'est pas gardée") in told
    assert fold("Reprise de la partie n° 2") in resumed.stdout.casefold()
    assert "AU REVOIR" in resumed.stdout
    assert fold("lecture seule") in not_kept_line(play_1987(path))
    assert snapshot(read_only_folder) == before


# --- texts of the journal shown safe (item 23) ---------------------------------------------------

TITLE = "\x1b]0;pirate\x07"
FORGED = "Alice\n     9  01/01/2020 00:00  pascal  n° 1  1 manche  perdue par Bob"


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_names_read_from_a_journal_reach_no_terminal_raw(fresh_journal):
    seats = [Seat(f"Alice{TITLE}", None), Seat(FORGED, "classic"), Seat("Ordi\u202e", "classic")]
    keep_game(fresh_journal, "pascal", seats, [Classic(), Classic(), Classic()], 5)
    keep_game(fresh_journal, "pascal", seats, [Classic(), Classic(), Classic()], 6,
              stop_after=5)
    outputs = {
        "parties": run("parties"), "analyse": run("analyse", "1"),
        "reprendre": run("reprendre", input=ZEROS + "n\n"),
        "une partie": run("--rules", "pascal", "--seed", "3", "-p", "Zoé", "-c", "1",
                          input=ZEROS + "n\n")}
    for command, result in outputs.items():
        assert result.exit_code == 0, (command, result.output)
        for unsafe in ("\x1b]", "\x07", "\u202e"):
            assert unsafe not in result.output, (command, result.output)
        assert not re.search(r"^ +9  01/01/2020", result.output, re.MULTILINE), command
    listed = outputs["parties"].stdout
    assert "Alice\\x1b]0;pirate\\x07" in listed and "Alice\\x0a     9  01/01/2020" in listed
    assert "Ordi\\u202e" in listed


# --- truncations, garbage and damaged pages -------------------------------------------------------

def told_and_untouched(path: Path, folder: Path) -> str:
    """A game played on ``path``: it plays; if it says the journal is not
    kept, the folder is as it was.  What it said (or "")."""
    before = snapshot(folder)
    result = play_1987(path)
    assert result.exit_code == 0 and "Traceback" not in result.output, result.output
    assert "AU REVOIR" in result.stdout
    told = [line for line in said(result.stdout) if fold("pas gardée") in line]
    assert len(told) <= 1
    if told and told[0].startswith(fold("Cette partie")):
        assert snapshot(folder) == before, told
    return told[0] if told else ""


def reads_cleanly(path: Path) -> None:
    for args in (["parties"], ["parties", "--export", "-"], ["analyse", "1"], ["analyse"]):
        result = run(*args, "--journal", str(path))
        assert result.exception is None or isinstance(result.exception, SystemExit), \
            (args, result.exception)
        assert result.exit_code in (0, 1, 2) and "Traceback" not in result.output
        if result.exit_code:
            assert result.stderr.startswith("Erreur : ") or "Erreur : " in result.output


@pytest.fixture(scope="module")
def whole_journal(tmp_path_factory) -> Path:
    return a_journal(tmp_path_factory.mktemp("entier") / "parties.sqlite3", games=4)


QUICK_CUTS = [99, 4096, -1]
CUTS = [*QUICK_CUTS, *(pytest.param(cut, marks=pytest.mark.slow)
                       for cut in (16, 50, 100, 101, 1024, 4095, 4097, 8192, -4096, -100))]


@pytest.mark.parametrize("cut", CUTS)
def test_a_truncated_journal_is_refused_untouched_and_still_said(whole_journal, tmp_path, cut):
    data = whole_journal.read_bytes()
    path = tmp_path / "parties.sqlite3"
    path.write_bytes(data[:cut])
    told = told_and_untouched(path, tmp_path)
    assert any(fold(why) in told for why in ("tronqué", "pas une base SQLite", "endommagé")), told
    reads_cleanly(path)


def _garbage(tmp_path_factory, garbage: bytes, sqlite_head: bool) -> None:
    folder = tmp_path_factory.mktemp("ordures")
    path = folder / "parties.sqlite3"
    path.write_bytes((b"SQLite format 3\x00" if sqlite_head else b"") + garbage)
    told = told_and_untouched(path, folder)
    assert told.startswith(fold("Cette partie n'est pas gardée")), told
    reads_cleanly(path)


GARBAGE = {"garbage": st.binary(min_size=1, max_size=20_000), "sqlite_head": st.booleans()}


@settings(max_examples=6, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(**GARBAGE)
def test_garbage_is_no_journal_and_is_never_written(tmp_path_factory, garbage, sqlite_head):
    _garbage(tmp_path_factory, garbage, sqlite_head)


@pytest.mark.slow  # a hundred files of garbage, each played and read
@settings(max_examples=100, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(**GARBAGE)
def test_a_hundred_files_of_garbage(tmp_path_factory, garbage, sqlite_head):
    _garbage(tmp_path_factory, garbage, sqlite_head)


@st.composite
def page_damages(draw):
    """Some bytes of one page of a journal of ``pages`` pages replaced."""
    page = draw(st.integers(0, 20))
    offset = draw(st.integers(0, 4095))
    how = draw(st.sampled_from(["ordures", "zéros", "un bit"]))
    length = draw(st.integers(1, 4096 - offset))
    return page, offset, how, length, draw(st.binary(min_size=length, max_size=length))


def damage_page(path: Path, damage) -> None:
    page, offset, how, length, garbage = damage
    data = bytearray(path.read_bytes())
    start = (page % (len(data) // 4096)) * 4096 + offset
    if how == "un bit":
        data[start] ^= 1 << (garbage[0] % 8)
    else:
        data[start:start + length] = garbage if how == "ordures" else bytes(length)
    path.write_bytes(bytes(data))


def _damaged_pages(whole_journal, tmp_path_factory, damage):
    folder = tmp_path_factory.mktemp("pages")
    path = folder / "parties.sqlite3"
    shutil.copyfile(whole_journal, path)
    damage_page(path, damage)
    told_and_untouched(path, folder)
    reads_cleanly(path)


@settings(max_examples=6, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(damage=page_damages())
# a byte of the schema's text: SQLite's message quoting it is not UTF-8
@example(damage=(0, 4061, "ordures", 1, b"\x80"))
@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_damaged_page_is_never_written_into_nor_crashes_a_command(whole_journal,
                                                                    tmp_path_factory, damage):
    _damaged_pages(whole_journal, tmp_path_factory, damage)


#: Damaged journals of the slow suite (each played and read by every command).
MORE_DAMAGED = 50


@pytest.mark.slow  # fifty more damaged journals, each played and read
@settings(max_examples=MORE_DAMAGED, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(damage=page_damages())
def test_fifty_damaged_pages(whole_journal, tmp_path_factory, damage):
    _damaged_pages(whole_journal, tmp_path_factory, damage)


# --- a closed standard input, where the journal is concerned -------------------------------------

def closed_stdin() -> None:
    os.close(0)


@pytest.mark.slow  # the installed command, four times
def test_the_reading_commands_and_a_bots_resume_need_no_standard_input(tmp_path):
    path = a_journal(tmp_path / "parties.sqlite3", games=1)
    seats = [Seat("Alice", None), Seat("Robot", "quelconque:fabrique"), Seat("Ordi", "classic")]
    keep_game(path, "pascal", seats, [Classic(), Classic(), Classic()], 4, stop_after=4)
    for args, status in ((["parties"], 0), (["parties", "--export", "-"], 0),
                         (["analyse", "1"], 0), (["reprendre"], 1)):
        result = subprocess.run([PENEL421, *args, "--journal", str(path)],
                                capture_output=True, text=True, timeout=60,
                                preexec_fn=closed_stdin)
        assert result.returncode == status, (args, result.stderr)
        assert "Traceback" not in result.stderr
    assert result.stderr.startswith("Erreur : ")  # nobody to ask, nothing loaded


def test_the_counts_of_the_fault_suite():
    """What the suite throws at the journal, kind by kind (printed with -s,
    asserted so that the README's counts stay true)."""
    counts = {
        "journaux endommagés (page, table)": len(DAMAGES),
        "troncatures": len(CUTS),
        "fichiers d'ordures (rapide + lent)": 6 + 100,
        "pages abîmées (rapide + lent)": 6 + MORE_DAMAGED,
        "périphérique, socket, tube nommé": 3,
        "disque plein (tmpfs ou SQLITE_FULL)": 3,
        "sortie standard sur /dev/full": len(FULL_OUTPUT) + 1,
        "journaux inutilisables × commandes": len(UNUSABLE) * 4,
    }
    for kind, count in counts.items():
        print(f"{count:>5}  {kind}")
    assert counts["troncatures"] == 13 and counts["sortie standard sur /dev/full"] == 14
