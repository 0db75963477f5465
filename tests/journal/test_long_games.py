"""Long kept games: a replay says how far it is, and a record longer than
any game of penel421 is refused in French (benchmarks/long_games.py measures
the real thing)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner
from kept_games import keep_game

from penel421.cli import main
from penel421.core.seat import Seat
from penel421.journal import recorder as recorder_module
from penel421.journal import replay as replay_module
from penel421.journal.store import Journal
from penel421.strategies.classic import Classic

SEATS = [Seat("VOUS"), Seat("ORDINATEUR", "classic")]


def test_a_replay_tells_how_far_it_is(fresh_journal, monkeypatch):
    monkeypatch.setattr(replay_module, "PROGRESS_EVERY", 5)
    keep_game(fresh_journal, "1987", SEATS, [Classic(), Classic()], 7)
    with Journal.open(fresh_journal, create=False) as kept:
        record = kept.game(1)
    told: list[tuple[int, int]] = []
    replay_module.replay(record, progress=lambda done, total: told.append((done, total)))
    throws = len(record.throws())
    assert told and told[-1] == (throws, throws)
    assert [done for done, _ in told[:-1]] == list(range(5, throws, 5))[:len(told) - 1]


def test_a_record_longer_than_penel421_keeps_is_refused_in_french(fresh_journal, monkeypatch):
    keep_game(fresh_journal, "1987", SEATS, [Classic(), Classic()], 7, stop_after=6)
    with Journal.open(fresh_journal, create=False) as kept:
        events = len(kept.game(1).events)
    from penel421.journal import recorded, store

    for module in (recorded, store, replay_module):
        monkeypatch.setattr(module, "MAX_EVENTS", events - 1)
    for command in ("reprendre", "analyse"):
        result = CliRunner().invoke(main, [command, "1"], input="")
        assert result.exit_code == 1, result.output
        assert f"elle a {events} événements, plus que les {events - 1}" in result.stderr
        assert "ce n'est pas une partie de penel421" in result.stderr


def test_the_journal_keeps_no_game_longer_than_it_reads(fresh_journal, monkeypatch, capsys):
    monkeypatch.setattr(recorder_module, "MAX_EVENTS", 10)
    keep_game(fresh_journal, "1987", SEATS, [Classic(), Classic()], 7)
    assert "la partie dépasse 10 événements" in capsys.readouterr().out
    with Journal.open(fresh_journal, create=False) as kept:
        assert len(kept.game(1).events) == 10


@pytest.mark.parametrize("at_terminal", [False, True])
def test_the_progress_line_is_for_a_terminal_and_is_rubbed_out(monkeypatch, capsys,
                                                               at_terminal):
    from penel421.cli.journal_file import ReplayProgress

    progress = ReplayProgress("Reprise", "de la partie rejouée")
    progress.at_terminal, progress.start = at_terminal, -10.0  # long under way
    progress(50, 200)
    progress(200, 200)
    progress(100, 200)  # done with: never again
    err = capsys.readouterr().err
    if not at_terminal:
        assert err == ""
    else:
        assert err.startswith("\rReprise : 25 % de la partie rejouée")
        assert err.endswith("\r" + " " * len("Reprise : 25 % de la partie rejouée") + "\r")


def test_a_record_too_long_is_refused_before_its_events_are_read(fresh_journal, monkeypatch):
    """Counted, not read: a game of millions of events is named and left out
    at once, its events never parsed."""
    from penel421.journal import checked, recorded, store

    keep_game(fresh_journal, "1987", SEATS, [Classic(), Classic()], 7, stop_after=6)
    for module in (recorded, store):
        monkeypatch.setattr(module, "MAX_EVENTS", 3)

    def never(*args):
        raise AssertionError("an event was read")
    monkeypatch.setattr(checked, "event_of", never)
    with Journal.open(fresh_journal, create=False) as kept:
        assert kept.game(1) is None
        assert "ce n'est pas une partie de penel421" in kept.unreadable[1]
        assert [game.id for game in kept.games()] == [1]  # still listed
