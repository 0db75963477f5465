"""The journal: what a game keeps, its replay, its schema's migration, the
records, the export, and every kind of journal that cannot be used."""

from __future__ import annotations

import json
import multiprocessing
import os
import random
import re
import sqlite3
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from penel421.cli import main
from penel421.core.bareme import Bareme
from penel421.core.engine import Game
from penel421.core.events import GameEnded
from penel421.games import find_game
from penel421.journal.recorded import ChoiceRecord, GameRecord, ThrowRecord
from penel421.journal.recorder import Keeper, to_record
from penel421.journal.records import person_records
from penel421.journal.replay import replay
from penel421.journal.schema import MIGRATIONS, SCHEMA_V1, SCHEMA_VERSION
from penel421.journal.store import (
    APPLICATION_ID,
    Journal,
    JournalUnavailable,
    NewGame,
    reason_of,
)
from penel421.play.table import Seat
from penel421.specs import GameSpec, SessionSpec
from penel421.strategies import load_strategy
from penel421.strategies.classic import Classic

PENEL421 = os.path.join(os.path.dirname(sys.executable), "penel421")
ZEROS = "0\n" * 400


class RandomRethrow:
    """A player who rethrows a random set of dice at every question."""

    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed)

    def rethrow(self, view):
        return tuple(p for p in (1, 2, 3) if self._random.random() < 0.5)


def keep_a_game(journal: Journal, game: str, seats, minds, number: int, rules=None,
                opener: int = 0, stop_after: int | None = None):
    """Play a game with ``minds`` while a recorder keeps it; the engine's events
    and the journal's number of the game.  ``stop_after``: the game is cut off
    (as a killed program) after that many kept events."""
    kind = find_game(game)
    rules = rules or kind.rules()
    warnings: list[str] = []
    recorder = Keeper(journal, warnings.append).recorder(
        NewGame(SessionSpec(GameSpec.of(rules), tuple(seats), number), "test"))
    heard = []

    class Killed(BaseException):
        pass

    def hear(event):
        recorder(event)
        heard.append(event)
        if stop_after is not None and recorder.kept >= stop_after:
            raise Killed

    try:
        Game(rules, [s.name for s in seats], minds, kind.dice(number), hear,
             opener=opener).play()
    except Killed:
        pass
    assert warnings == []
    return heard, recorder.game_id


# --- replay -----------------------------------------------------------------------

GAMES = st.sampled_from(["1987", "pascal"])


# slow: games of any jetons and throws, whose expert rounds are solved on the spot
@pytest.mark.slow
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                  HealthCheck.function_scoped_fixture])
@given(game=GAMES, number=st.integers(1, 32767), seats=st.integers(2, 5),
       levels=st.lists(st.sampled_from(["classic", "expert", "random"]), min_size=5,
                       max_size=5),
       jetons=st.integers(3, 21), fixed=st.booleans(), opener=st.integers(0, 4),
       cut=st.none() | st.integers(1, 60))
def test_any_recorded_game_replays_to_the_same_events(tmp_path, game, number, seats, levels,
                                                      jetons, fixed, opener, cut):
    kind = find_game(game)
    if not kind.variants:
        seats, rules = 2, kind.rules()
    else:
        rules = kind.rules(Bareme(jetons=jetons), fixed_throws=fixed)
    table = [Seat(f"P{i}", None if level == "random" else level)
             for i, level in enumerate(levels[:seats])]
    minds = [RandomRethrow(number + i) if seat.spec is None else load_strategy(seat.spec, rules)
             for i, seat in enumerate(table)]
    with Journal.open(tmp_path / f"j{random.random()}.sqlite3") as journal:
        heard, game_id = keep_a_game(journal, game, table, minds, number, rules,
                                     opener % seats, stop_after=cut)
        record = journal.game(game_id)
    assert record is not None
    kept = [r for r in map(to_record, heard) if r is not None]
    assert list(record.events) == kept[:len(record.events)]
    again, views = [], []
    result = replay(record, on_event=again.append, on_turn=lambda v, a: views.append((v, a)))
    if record.finished:
        assert again == heard and result is not None
        assert result.loser == record.loser
    else:
        # cut after the last answer a game needed, a record holds all of it:
        # the replay settles the last round and ends the game from it alone
        assert result is None or isinstance(again[-1], GameEnded)
        # every kept event came back, in order, then what follows from them
        # alone (a round settled after its last answer) until a die is needed
        replayed = [r for r in map(to_record, again) if r is not None]
        assert replayed[:len(record.events)] == list(record.events)
        same = min(len(again), len(heard))
        assert again[:same] == heard[:same]
    assert [answer for _, answer in views] == [c.rethrow for c in record.choices()]
    assert all(view.seat == choice.seat and view.throws == choice.throw
               for (view, _), choice in zip(views, record.choices(), strict=True))


def test_replay_gives_the_views_the_players_had(tmp_path):
    seen = []

    class Watching(Classic):
        def rethrow(self, view):
            answer = tuple(super().rethrow(view))
            seen.append((view, answer))
            return answer

    seats = [Seat("VOUS", "classic"), Seat("ORDINATEUR", "classic")]
    with Journal.open(tmp_path / "j.sqlite3") as journal:
        _, game_id = keep_a_game(journal, "1987", seats, [Watching(), Watching()], 11)
        record = journal.game(game_id)
    views = []
    replay(record, on_turn=lambda view, answer: views.append((view, answer)))
    assert views == seen and len(views) > 3


# --- what a game keeps --------------------------------------------------------------

def test_a_kept_game_has_its_rules_table_dice_times_and_events(tmp_path):
    rules = find_game("pascal").rules(Bareme(quatre_cent_vingt_et_un=8, jetons=9),
                                      fixed_throws=True)
    seats = [Seat("Alice"), Seat("Ordi 1", "classic"), Seat("Bot", "tests.bots_for_tests:x")]
    minds = [Classic(), Classic(), Classic()]
    with Journal.open(tmp_path / "j.sqlite3") as journal:
        heard, game_id = keep_a_game(journal, "pascal", seats, minds, 77, rules, opener=2)
        record = journal.game(game_id)
    assert record.game == "pascal" and record.number == 77 and record.dice == "numbered"
    assert record.spec.game.bareme.quatre_cent_vingt_et_un == 8
    assert record.spec.game.fixed_throws
    assert record.rules().bareme == rules.bareme and record.opener == 2
    assert record.seats == tuple(seats)
    assert [s.role for s in record.seats] == ["personne", "niveau", "robot"]
    assert record.version == "test" and record.started <= record.ended
    assert record.finished and record.rounds == sum(e.type == "round" for e in record.events)
    faces = [face for throw in record.throws() for face in throw.faces]
    assert tuple(faces) == find_game("pascal").dice(77).roll(len(faces))


def test_the_1987_game_keeps_its_gw_basic_dice(tmp_path):
    seats = [Seat("VOUS", "classic"), Seat("ORDINATEUR", "expert")]
    rules = find_game("1987").rules()
    with Journal.open(tmp_path / "j.sqlite3") as journal:
        _, game_id = keep_a_game(journal, "1987", seats,
                                 [load_strategy(s.spec, rules) for s in seats], 3)
        record = journal.game(game_id)
    assert record.dice == "gw-basic" and record.spec.game == GameSpec("1987")
    assert record.rules() is rules


# --- migration ------------------------------------------------------------------------

def write_v1_journal(path: Path) -> None:
    """A journal as the first version of the schema wrote it: one finished
    game and one unfinished, kept by a recorder of today then moved to v1."""
    db = sqlite3.connect(path)
    db.executescript(SCHEMA_V1)
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()


def test_a_journal_of_the_first_schema_is_migrated_and_keeps_its_games(tmp_path):
    source = tmp_path / "today.sqlite3"
    seats = [Seat("VOUS", "classic"), Seat("ORDINATEUR", "classic")]
    with Journal.open(source) as journal:
        keep_a_game(journal, "1987", seats, [Classic(), Classic()], 5)
        keep_a_game(journal, "1987", seats, [Classic(), Classic()], 6, stop_after=20)
        expected = journal.games(with_events=True, newest_first=False)
    old = tmp_path / "v1.sqlite3"
    write_v1_journal(old)
    db = sqlite3.connect(old)
    today = sqlite3.connect(source)
    columns = "id, game, bareme, fixed_throws, number, dice, opener, version, started, ended, loser"
    db.executemany(f"INSERT INTO games ({columns}) VALUES ({', '.join('?' * 11)})",
                   today.execute(f"SELECT {columns} FROM games").fetchall())
    for table in ("seats", "events"):
        db.executemany(f"INSERT INTO {table} VALUES (?, ?, ?, ?)",
                       today.execute(f"SELECT * FROM {table}").fetchall())
    db.commit()
    db.close()
    with Journal.open(old) as journal:
        assert journal.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        migrated = journal.games(with_events=True, newest_first=False)
    assert migrated == expected
    assert migrated[0].rounds > 0 and migrated[0].ranking and migrated[1].ranking is None
    assert replay(migrated[0]) is not None


def test_a_journal_of_schema_2_keeps_its_games_and_learns_the_help_asked(tmp_path):
    """Version 3 keeps whether a session had the hints and the tutor; the
    games kept before had neither, and read as they were."""
    source = tmp_path / "today.sqlite3"
    seats = [Seat("VOUS"), Seat("ORDINATEUR", "classic")]
    with Journal.open(source) as journal:
        keep_a_game(journal, "1987", seats, [Classic(), Classic()], 5)
        expected = journal.games(with_events=True)
    old = tmp_path / "v2.sqlite3"
    db = sqlite3.connect(old)
    db.executescript(SCHEMA_V1)
    db.executescript(MIGRATIONS[1])
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.execute("PRAGMA user_version = 2")
    today = sqlite3.connect(source)
    columns = ("id, game, bareme, fixed_throws, number, dice, opener, version, started, ended,"
               " loser, rounds, ranking")
    db.executemany(f"INSERT INTO games ({columns}) VALUES ({', '.join('?' * 13)})",
                   today.execute(f"SELECT {columns} FROM games").fetchall())
    for table in ("seats", "events"):
        db.executemany(f"INSERT INTO {table} VALUES (?, ?, ?, ?)",
                       today.execute(f"SELECT * FROM {table}").fetchall())
    db.commit()
    db.close()
    with Journal.open(old) as journal:
        assert journal.games(with_events=True) == expected
        assert not expected[0].spec.hints and not expected[0].spec.tutor
        helped = replace(expected[0].spec, hints=True, tutor=True)
        game_id = journal.new_game(NewGame(helped, "t"))
        assert journal.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert journal.game(game_id).spec == helped


# --- records and export ---------------------------------------------------------------

def record_of(seats, ranking, game="pascal", loser=None) -> GameRecord:
    spec = SessionSpec(GameSpec(game), tuple(Seat(name, spec) for name, spec in seats), 1)
    return GameRecord(1, spec, 0, "t", "", "x", 3,
                      loser if loser is not None else ranking[-1][0], ranking)


def test_a_persons_record_counts_each_game_once_against_each_computer():
    table = [("Alice", None), ("E1", "expert"), ("E2", "expert"), ("C", "classic")]
    games = [
        record_of(table, ((0,), (1,), (3,), (2,))),  # Alice first: beats both experts
        record_of(table, ((1,), (0,), (2,), (3,))),  # an expert ahead of her: lost
        record_of(table, ((0, 3), (1,), (2,))),  # spared with the classic: neither
    ]
    [alice] = person_records(games)
    assert (alice.person, alice.played, alice.lost) == ("Alice", 3, 0)
    assert alice.average_place == pytest.approx((1 + 2 + 1) / 3)
    expert, classic = alice.against["expert"], alice.against["classic"]
    assert (expert.played, expert.won, expert.lost) == (3, 2, 1)
    assert (classic.played, classic.won, classic.lost) == (3, 2, 0)


def play_cli(*args: str, input: str = "1\n" + ZEROS + "n\n"):
    return CliRunner().invoke(main, list(args), input=input)


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_parties_lists_newest_first_and_exports_every_event(tmp_path, fresh_journal):
    assert "Aucune partie gardée" in play_cli("parties").output
    play_cli("--seed", "4")
    play_cli("--rules", "pascal", "--seed", "5", "-p", "Alice", "-c", "1", input=ZEROS + "n\n")
    listed = play_cli("parties")
    assert listed.exit_code == 0
    rows = [line for line in listed.output.splitlines()
            if re.match(r" +\d+  \d\d/\d\d/\d{4} ", line)]
    assert rows[0].split()[0] == "2" and "pascal" in rows[0] and "tirage 5" in rows[0]
    assert rows[1].split()[0] == "1" and "1987" in rows[1] and "perdue par" in rows[1]
    assert "Alice (pascal) : 1 partie" in listed.output
    assert "contre expert : 1 partie" in listed.output
    data = json.loads(play_cli("parties", "--json").output)
    assert [game["id"] for game in data["parties"]] == [2, 1]
    assert {b["person"] for b in data["bilans"]} == {"Alice", "VOUS"}
    target = tmp_path / "out.jsonl"
    exported = play_cli("parties", "--export", str(target))
    assert exported.exit_code == 0 and "2 parties écrites" in exported.output
    games = [json.loads(line) for line in target.read_text(encoding="utf-8").splitlines()]
    assert [g["id"] for g in games] == [1, 2]
    with Journal.open(fresh_journal) as journal:
        kept = journal.games(with_events=True, newest_first=False)
    for line, game in zip(games, kept, strict=True):
        assert len(line["events"]) == len(game.events) > 10
        # what another program needs: every throw's faces and every answer
        throws = [e for e in line["events"] if e["type"] == "throw"]
        assert [tuple(t["faces"]) for t in throws] == [t.faces for t in game.throws()]
        assert line["seats"][0]["kind"] == "personne"


def test_no_journal_keeps_nothing_and_simulate_and_odds_never_write(fresh_journal):
    play_cli("--seed", "4", "--no-journal")
    CliRunner().invoke(main, ["simulate", "--games", "3"])
    CliRunner().invoke(main, ["odds", "--hand", "6-5-2"])
    assert not fresh_journal.exists()


def test_reprendre_refuses_a_game_that_is_not_there_or_finished(fresh_journal):
    nothing = play_cli("reprendre")
    assert nothing.exit_code == 1 and "rien à reprendre" in nothing.output
    play_cli("--seed", "4")
    missing = play_cli("reprendre", "9")
    assert missing.exit_code == 2 and "pas de partie n° 9" in missing.output
    finished = play_cli("reprendre", "1")
    assert finished.exit_code == 2 and "est finie" in finished.output
    assert play_cli("reprendre").exit_code == 1


def test_a_new_game_says_that_one_is_unfinished_and_how_to_resume(fresh_journal):
    play_cli("--seed", "4", input="1\n0\n")  # leaves at the second question
    again = play_cli("--seed", "4")
    # in the 1987 game's capitals, within its 40 columns; the command as it is typed
    lines = again.output.splitlines()
    first = " ".join(line.strip() for line in lines[:lines.index("*" * 40)])
    assert first.startswith("LA PARTIE N. 1 DU JOURNAL (1987, COMMENCEE LE ")
    assert first.endswith("N'EST PAS FINIE : penel421 reprendre LA CONTINUE.")


# --- journals that cannot be used ----------------------------------------------------------

def play_with(journal: Path, **popen):
    """A whole seeded 1987 game through the installed command, with ``journal``."""
    return subprocess.run([PENEL421, "--seed", "3", "--journal", str(journal)],
                          input="1\n" + ZEROS + "n\n", capture_output=True, text=True,
                          timeout=60, **popen)


def assert_played_and_told(result, reason: str) -> str:
    """The 1987 game was played, and said once, in its capitals, that it is
    not kept and why (``reason``, as the pascal game would say it): the
    message, its lines joined."""
    from penel421.console.voices.game1987 import basic

    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stdout + result.stderr
    assert "AU REVOIR." in result.stdout and "PIONS" in result.stdout
    lines = result.stdout.splitlines()
    starts = [i for i, line in enumerate(lines) if "PAS GARDEE" in line]
    assert len(starts) == 1, result.stdout[:500]
    end = next(i for i in range(starts[0], len(lines)) if lines[i].endswith("."))
    told = " ".join(line.strip() for line in lines[starts[0]:end + 1])
    assert basic(reason) in basic(told), told
    return told


def a_real_journal(path: Path) -> Path:
    seats = [Seat("VOUS", "classic"), Seat("ORDINATEUR", "classic")]
    with Journal.open(path) as journal:
        for number in range(1, 6):
            keep_a_game(journal, "1987", seats, [Classic(), Classic()], number)
    return path


def unchanged(path: Path):
    before = (path.read_bytes(), path.stat().st_mtime_ns)
    return lambda: (path.read_bytes(), path.stat().st_mtime_ns) == before


@pytest.mark.slow  # the installed command, a whole game each
@pytest.mark.parametrize("content, reason", [
    (b"Ce n'est pas une base : des notes de jeu.\n" * 40, "pas une base SQLite"),
    (b"SQLite format 3\x00" + bytes(40), "tronqué"),
])
def test_a_file_that_is_not_a_journal_is_left_alone(tmp_path, content, reason):
    path = tmp_path / "parties.sqlite3"
    path.write_bytes(content)
    same = unchanged(path)
    told = assert_played_and_told(play_with(path), reason)
    assert "CETTE PARTIE N'EST PAS GARDEE" in told and str(path) in told
    assert same() and sorted(os.listdir(tmp_path)) == ["parties.sqlite3"]


@pytest.mark.slow  # the installed command, a whole game each
def test_a_truncated_journal_is_left_alone(tmp_path):
    path = a_real_journal(tmp_path / "parties.sqlite3")
    data = path.read_bytes()
    path.write_bytes(data[:len(data) // 2])
    same = unchanged(path)
    assert_played_and_told(play_with(path), "tronqué")
    assert same() and sorted(os.listdir(tmp_path)) == ["parties.sqlite3"]


@pytest.mark.slow  # the installed command, a whole game each
def test_another_programs_database_is_left_alone(tmp_path):
    path = tmp_path / "parties.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE notes (text TEXT)")
    db.commit()
    db.close()
    same = unchanged(path)
    assert_played_and_told(play_with(path), "pas un journal de penel421")
    assert same()


@pytest.mark.slow  # the installed command, a whole game each
def test_a_journal_from_a_newer_penel421_is_left_alone(tmp_path):
    path = a_real_journal(tmp_path / "parties.sqlite3")
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode = DELETE")
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()
    same = unchanged(path)
    assert_played_and_told(play_with(path), "version plus récente")
    assert same() and sorted(os.listdir(tmp_path)) == ["parties.sqlite3"]
    with pytest.raises(JournalUnavailable, match="plus récente"):
        Journal.open(path)


@pytest.mark.slow  # the installed command, a whole game each
def test_a_locked_journal_is_left_alone_and_the_game_goes_on(tmp_path):
    path = a_real_journal(tmp_path / "parties.sqlite3")
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("PRAGMA locking_mode = EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    try:
        size = path.stat().st_size
        assert_played_and_told(play_with(path), "verrouillé")
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    with Journal.open(path) as journal:
        assert len(journal.games()) == 5 and path.stat().st_size == size


@pytest.mark.slow  # the installed command, a whole game each
def test_a_read_only_folder_never_stops_a_game(tmp_path):
    folder = tmp_path / "lecture-seule"
    folder.mkdir()
    folder.chmod(0o555)
    if os.access(folder, os.W_OK):  # root writes anywhere, but not in a read-only system
        folder = Path("/proc/sys")
        if os.access(folder, os.W_OK):
            pytest.skip("no folder here is read-only for this user")
    before = sorted(os.listdir(folder))
    try:
        result = play_with(folder / "parties.sqlite3")
    finally:
        if folder.is_relative_to(tmp_path):
            folder.chmod(0o755)
    assert_played_and_told(result, "lecture seule")
    assert sorted(os.listdir(folder)) == before


def small_files():
    import resource
    import signal

    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (20_000, 20_000))


@pytest.mark.slow  # the installed command, a whole game each
def test_a_full_disk_never_stops_a_game(tmp_path):
    disk = tmp_path / "disque"
    disk.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=48k", "tmpfs", str(disk)],
                             capture_output=True).returncode == 0
    try:
        if mounted:  # a disk that really fills up
            result = play_with(disk / "parties.sqlite3")
            reason = "le disque est plein"
        else:  # where mounting is not allowed: files that cannot grow
            result = play_with(disk / "parties.sqlite3", preexec_fn=small_files)
            reason = "disque"
        told = assert_played_and_told(result, reason)
    finally:
        if mounted:
            subprocess.run(["umount", str(disk)], check=True)
    assert told.startswith(("CETTE PARTIE", "LA SUITE DE CETTE PARTIE"))


def test_the_journal_api_refuses_what_it_cannot_use(tmp_path):
    with pytest.raises(JournalUnavailable, match="dossier"):
        Journal.open(tmp_path)
    with pytest.raises(JournalUnavailable, match="n'existe pas"):
        Journal.open(tmp_path / "absent.sqlite3", create=False)
    with pytest.raises(JournalUnavailable, match="n'existe pas"):
        Journal.open(tmp_path / "absent" / "j.sqlite3")


def test_recorded_events_read_back_as_they_were_written(tmp_path):
    with Journal.open(tmp_path / "j.sqlite3") as journal:
        seats = (Seat("A", None), Seat("B", "classic"))
        game_id = journal.new_game(NewGame(SessionSpec(GameSpec("1987"), seats, 3), "t"))
        journal.add(game_id, 0, ThrowRecord(0, 1, (4, 2, 1), (4, 2, 1)))
        journal.add(game_id, 1, ChoiceRecord(0, 1, (1, 3)))
        record = journal.game(game_id)
    assert record.seats == seats and not record.finished
    assert record.events == (ThrowRecord(0, 1, (4, 2, 1), (4, 2, 1)), ChoiceRecord(0, 1, (1, 3)))


# --- where the journal is -------------------------------------------------------------------

def test_the_journal_is_the_option_then_the_variable_then_the_apps_folder(monkeypatch, tmp_path):
    import click

    from penel421.cli.journal_file import journal_path

    monkeypatch.setenv("PENEL421_JOURNAL", str(tmp_path / "env.sqlite3"))
    assert journal_path(str(tmp_path / "opt.sqlite3")) == (tmp_path / "opt.sqlite3", False)
    assert journal_path(None) == (tmp_path / "env.sqlite3", False)
    monkeypatch.delenv("PENEL421_JOURNAL")
    assert journal_path(None) == (Path(click.get_app_dir("penel421")) / "parties.sqlite3",
                                  True)


def test_help_does_not_load_sqlite():
    shown = subprocess.run([sys.executable, "-X", "importtime", "-m", "penel421", "--help"],
                           capture_output=True, text=True, check=True)
    assert "--journal" in shown.stdout and "--no-journal" in shown.stdout
    loaded = [line.rsplit("|", 1)[-1].strip() for line in shown.stderr.splitlines()]
    assert "sqlite3" not in loaded and "penel421.journal" not in loaded


def _open_a_journal(path: str, said: multiprocessing.Queue) -> None:
    try:
        with Journal.open(path):
            said.put("ok")
    except JournalUnavailable as error:
        said.put(str(error))


@pytest.mark.slow  # processes
def test_sessions_that_start_at_once_on_a_new_journal_all_keep_their_games(tmp_path):
    # each sets the new file up, or waits for the one that does: none is refused
    for attempt in range(10):
        path = str(tmp_path / f"p{attempt}.sqlite3")
        said: multiprocessing.Queue = multiprocessing.Queue()
        opening = [multiprocessing.Process(target=_open_a_journal, args=(path, said))
                   for _ in range(3)]
        for process in opening:
            process.start()
        for process in opening:
            process.join(timeout=30)
        assert [said.get(timeout=5) for _ in opening] == ["ok"] * 3


@pytest.mark.parametrize(("message", "said"), [
    ("unable to open database file", "ne s'ouvre pas"),
    ("attempt to write a readonly database", "lecture seule"),
    ("database is locked", "verrouillé par un autre programme"),
    ("database or disk is full", "le disque est plein"),
    ("database disk image is malformed", "endommagé"),
    ("file is not a database", "pas une base SQLite"),
])
def test_sqlite_errors_are_told_apart_by_their_message_too(tmp_path, message, said):
    # Python 3.10 gives no sqlite_errorname: a read-only folder must still be
    # read, a locked journal still said to be locked, from the message alone
    error = sqlite3.OperationalError(message)
    assert getattr(error, "sqlite_errorname", None) is None
    assert said in reason_of(error, tmp_path / "parties.sqlite3")
