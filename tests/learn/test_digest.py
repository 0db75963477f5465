"""What a game's analysis leaves in the journal: the schema that keeps it,
its migration, its figures against ``penel421 analyse``, the decisions
worth a card and the position each one keeps."""

from __future__ import annotations

import json
import sqlite3

import pytest
from click.testing import CliRunner
from kept_games import Random, keep_game

from penel421.analysis.analyst import Analyst
from penel421.cli import main
from penel421.core.choice import typed_answer
from penel421.journal.replay import replay
from penel421.journal.schema import LEARNING_SCHEMA, MIGRATIONS, SCHEMA_V1, SCHEMA_VERSION
from penel421.journal.store import Journal, JournalUnavailable
from penel421.learn.digest import DIGEST_VERSION, Digester, digest_record
from penel421.learn.positions import position_of
from penel421.learn.store import TrainingStore
from penel421.play.table import Seat
from penel421.strategies.experts import make_expert
from penel421.strategies.worth import choice_of

PERSON_1987 = [Seat("VOUS"), Seat("ORDINATEUR", "expert")]


def kept_1987(path, number: int, seed: int = 1, stop_after: int | None = None) -> int:
    from penel421.core.rules import RULES_1987

    return keep_game(path, "1987", PERSON_1987, [Random(seed), make_expert(RULES_1987)],
                     number, stop_after=stop_after)


def analyse_json(path, number: int) -> dict:
    result = CliRunner().invoke(main, ["analyse", str(number), "--journal", str(path),
                                       "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


# --- the schema --------------------------------------------------------------------

def test_a_journal_of_the_schema_before_is_migrated_and_keeps_its_games(tmp_path):
    today = tmp_path / "today.sqlite3"
    kept_1987(today, 5)
    with Journal.open(today) as journal:
        expected = journal.games(with_events=True)
    old = tmp_path / "v2.sqlite3"
    db = sqlite3.connect(old)
    # the schema just before the training's tables, however many versions came before
    db.executescript(SCHEMA_V1 + "".join(MIGRATIONS[v] for v in range(1, LEARNING_SCHEMA - 1)))
    db.execute("PRAGMA application_id = 0x34323121")
    db.execute(f"PRAGMA user_version = {LEARNING_SCHEMA - 1}")
    source = sqlite3.connect(today)
    for table in ("games", "seats", "events"):
        rows = source.execute(f"SELECT * FROM {table}").fetchall()
        db.executemany(f"INSERT INTO {table} VALUES ({', '.join('?' * len(rows[0]))})", rows)
    db.commit()
    db.close()
    with Journal.open(old) as journal:
        assert journal.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert journal.games(with_events=True) == expected
        assert journal.damage() is None
        # nothing weighed yet: the game is the first a command weighs
        assert TrainingStore(journal).undigested(DIGEST_VERSION) == [
            (expected[0].id, expected[0].rounds, True)]
        tables = {row[0] for row in journal.db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"digests", "figures", "cards", "moments", "memory", "answers"} <= tables


def test_a_journal_whose_training_tables_were_tampered_with_is_damaged(tmp_path):
    path = tmp_path / "j.sqlite3"
    Journal.open(path).close()
    db = sqlite3.connect(path)
    db.execute("ALTER TABLE cards DROP COLUMN stake")
    db.commit()
    db.close()
    with pytest.raises(JournalUnavailable, match="cards.stake"):
        Journal.open(path)  # never written
    with Journal.open(path, read_only_ok=True) as journal:
        assert "cards.stake" in (journal.damage() or "")


# --- a game digested ---------------------------------------------------------------

def test_a_games_figures_are_those_of_analyse_seat_by_seat(tmp_path):
    path = tmp_path / "j.sqlite3"
    number = kept_1987(path, 20)
    with Journal.open(path) as journal:
        found = digest_record(journal.game(number))
    analysis = analyse_json(path, number)
    rows = [(summary, part) for summary in found.players for part in summary.parts]
    assert len(rows) == 2
    for (summary, figures), player in zip(rows, analysis["players"], strict=True):
        (total,) = player["totals"]
        assert summary.seat + 1 == player["seat"] and figures.scale.name == total["scale"]
        assert (figures.decisions, figures.imprecisions, figures.errors, figures.blunders) == (
            player["decisions"], player["imprecisions"], player["errors"], player["blunders"])
        assert figures.loss == total["loss"] and figures.luck == total["luck"]
        assert summary.rating == player["rating"]
        assert (summary.result, summary.net_luck, summary.corrected) == (
            player["result"], player["net_luck"], player["corrected"])


def test_each_error_of_the_person_is_a_moment_with_the_position_it_showed(tmp_path):
    path = tmp_path / "j.sqlite3"
    number = kept_1987(path, 21, seed=3)
    with Journal.open(path) as journal:
        record = journal.game(number)
    found = digest_record(record)
    analysis = analyse_json(path, number)
    views = []
    replay(record, on_turn=lambda view, answer: views.append((view, answer)))
    errors = [(i, d) for i, d in enumerate(analysis["decisions"])
              if d["seat"] == 1 and d["loss"] >= 0.005]
    assert errors, "the random player made no error in this game: choose another"
    moments = {m.decision: m for m in found.moments}
    for i, decision in errors:
        moment = moments[i]
        position = position_of(moment.position)
        view, answer = views[i]
        # the answer as it was typed (analyse types the same choice its own way)
        assert moment.loss == decision["loss"] and moment.answer == typed_answer(answer)
        assert decision["keep"] == list(choice_of(view.dice, answer) or view.hand)
        assert position.view == view  # the same dice, state, order, throws
        assert position.round == decision["round"] and position.names == ("VOUS", "ORDINATEUR")
        assert list(position.view.dice) == decision["dice"]
    # no decision of the computer, no small loss
    assert all(m.seat == 0 for m in found.moments)
    assert all(m.loss >= 0.005 or m.loss == 0.0 for m in found.moments)


def test_red_herrings_are_best_choices_where_another_would_have_cost_most(tmp_path):
    path = tmp_path / "j.sqlite3"
    number = kept_1987(path, 22, seed=4)
    with Journal.open(path) as journal:
        record = journal.game(number)
    found = digest_record(record)
    errors = [m for m in found.moments if not m.herring]
    herrings = [m for m in found.moments if m.herring]
    assert errors and herrings
    analysis = analyse_json(path, number)
    best_choices = [i for i, d in enumerate(analysis["decisions"])
                    if d["seat"] == 1 and d["loss"] == 0.0]
    assert {m.decision for m in herrings} <= set(best_choices)
    assert all(m.margin >= 0.005 for m in herrings)
    # of the best choices, those whose second-best loses most
    analyst = Analyst(record.rules(), 2)
    digester = Digester(analyst)
    replay(record, digester)
    candidates = sorted((digester.seen[i] for i in best_choices
                         if digester.seen[i].margin >= 0.005), key=lambda s: -s.margin)
    margins, hands = [], set()
    for seen in candidates:  # one per hand held
        if seen.view.hand not in hands:
            hands.add(seen.view.hand)
            margins.append(seen.margin)
    # one for two cards to learn (at least one), as far as there are some
    assert len(herrings) == min(max(1, -(-len(errors) // 2)), len(margins))
    assert sorted((m.margin for m in herrings), reverse=True) == margins[:len(herrings)]


def test_a_game_no_person_played_leaves_nothing_to_learn(tmp_path):
    from penel421.strategies.classic import Classic

    path = tmp_path / "j.sqlite3"
    number = keep_game(path, "1987", [Seat("A", "classic"), Seat("B", "classic")],
                       [Classic(), Classic()], 3)
    with Journal.open(path) as journal:
        found = digest_record(journal.game(number))
    assert found.players == () and found.moments == ()


# --- kept ----------------------------------------------------------------------------

def test_a_session_keeps_the_analysis_of_each_game_it_plays(fresh_journal):
    answers = "1\n" + "13.\n0\n" * 200 + "n\n"
    result = CliRunner().invoke(main, ["--seed", "7"], input=answers)
    assert result.exit_code == 0, result.output
    with Journal.open(fresh_journal) as journal:
        (record,) = journal.games(with_events=True)
        assert TrainingStore(journal).undigested(DIGEST_VERSION) == []  # nothing left to weigh
        kept = journal.db.execute("SELECT seat, scale, decisions, loss, luck, rating FROM"
                                  " figures ORDER BY seat").fetchall()
        moments = journal.db.execute("SELECT decision, answer, loss, position FROM moments"
                                     " ORDER BY decision").fetchall()
    found = digest_record(record)
    assert kept == [(s.seat, f.scale.name, f.decisions, f.loss, f.luck, s.rating)
                    for s in found.players for f in s.parts]
    assert moments == [(m.decision, m.answer, m.loss, m.position) for m in found.moments]


def test_one_position_met_twice_is_one_card_with_its_costliest_moment(tmp_path):
    path = tmp_path / "j.sqlite3"
    first = kept_1987(path, 30, seed=5)
    with Journal.open(path) as journal:
        record = journal.game(first)
        found = digest_record(record)
        TrainingStore(journal).keep_digest(first, DIGEST_VERSION, record.rounds, True, found)
        # the same game kept again: each of its positions met twice
        second = journal.new_game(_copy_of(record))
        for seq, event in enumerate(record.events):
            journal.add(second, seq, event, "2026-01-01T00:00:00+00:00" if seq ==
                        len(record.events) - 1 else "")
        TrainingStore(journal).keep_digest(second, DIGEST_VERSION, record.rounds, True,
                            digest_record(journal.game(second)))
        cards = journal.db.execute("SELECT key, seen, source, loss FROM cards").fetchall()
        moments = journal.db.execute("SELECT count(*) FROM moments").fetchone()[0]
    keys = {m.key for m in found.moments}
    assert len(cards) == len(keys) and moments == 2 * len(found.moments)
    assert all(seen == 2 for _, seen, _, _ in cards)
    best = {m.key: m.loss for m in found.moments}
    assert all(loss == best[key] for key, _, _, loss in cards)


def test_a_game_resumed_since_it_was_weighed_is_weighed_again(tmp_path):
    path = tmp_path / "j.sqlite3"
    number = kept_1987(path, 31, stop_after=3)
    with Journal.open(path) as journal:
        record = journal.game(number)
        TrainingStore(journal).keep_digest(number, DIGEST_VERSION, record.rounds, False,
                            digest_record(record))
        assert TrainingStore(journal).undigested(DIGEST_VERSION) == []
        journal.db.execute("UPDATE games SET rounds = rounds + 1 WHERE id = ?", (number,))
        assert TrainingStore(journal).undigested(DIGEST_VERSION) == [
            (number, record.rounds + 1, False)]
        assert [row[0] for row in TrainingStore(journal).undigested(DIGEST_VERSION + 1)] == [number]


@pytest.mark.parametrize("change, why", [
    (lambda p: p.update(dice=[7, 1, 1]), "dés"),
    (lambda p: p.update(seat=1), "ordre"),
    (lambda p: p.update(throws=3), "lancers"),
    (lambda p: p["state"].__setitem__(1, 12), "pot"),
    (lambda p: p.update(game="poker"), "jeu"),
    (lambda p: p.update(names=["\x1b]0;x\x07" * 10]), "noms"),
])
def test_a_position_that_is_not_one_penel421_wrote_is_refused(tmp_path, change, why):
    from penel421.journal.recorded import BadRecord

    path = tmp_path / "j.sqlite3"
    number = kept_1987(path, 21, seed=3)
    with Journal.open(path) as journal:
        found = digest_record(journal.game(number))
    position = json.loads(found.moments[0].position)
    change(position)
    with pytest.raises(BadRecord, match=why):
        position_of(json.dumps(position))


def _copy_of(record):
    from penel421.journal.store import NewGame

    return NewGame(record.spec, record.version, record.opener, record.started)
