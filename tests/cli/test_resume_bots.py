"""``penel421 reprendre``: a bot named in a journal is code, and is loaded
only when the person asks for it again (``--robot``, or yes at a keyboard);
never from a pipe without it.  The levels load as before."""

from __future__ import annotations

import os
import sys
import uuid

import pytest
from bots_for_tests import keeper
from click.testing import CliRunner
from in_a_terminal import IN_A_TERMINAL, PENEL421
from kept_games import keep_game

from penel421.cli import main
from penel421.core.seat import Seat
from penel421.strategies.classic import Classic

ZEROS = "0\n" * 400

TRACE_BOT = '''\
from pathlib import Path
Path(__file__).with_name("imported.txt").write_text("imported")


class _Keeps:
    def rethrow(self, view):
        return ()


def fabrique():
    Path(__file__).with_name("called.txt").write_text("called")
    return _Keeps()
'''


@pytest.fixture
def a_bots_game(tmp_path, monkeypatch, fresh_journal):
    """An unfinished pascal game of Alice against a bot whose module leaves
    a file when imported; the current folder is the module's."""
    name = f"trace_bot_{uuid.uuid4().hex[:8]}"
    (tmp_path / f"{name}.py").write_text(TRACE_BOT, encoding="utf-8")
    spec = f"{name}:fabrique"
    seats = [Seat("Alice", None), Seat("Robot", spec), Seat("Ordi", "classic")]
    keep_game(fresh_journal, "pascal", seats, [keeper(), keeper(), Classic()], 9,
              stop_after=3)
    monkeypatch.chdir(tmp_path)
    yield spec
    sys.modules.pop(name, None)


def imported(tmp_path) -> bool:
    return (tmp_path / "imported.txt").exists() or (tmp_path / "called.txt").exists()


def test_a_bot_of_the_journal_is_not_imported_from_a_pipe(tmp_path, a_bots_game):
    result = CliRunner().invoke(main, ["reprendre"], input=ZEROS + "n\n")
    assert result.exit_code == 1, result.output
    [line] = [line for line in result.stderr.splitlines() if line.startswith("Erreur : ")]
    assert f"« {a_bots_game} »" in line and "code Python" in line
    assert line.endswith(f"penel421 reprendre --robot {a_bots_game}")
    assert not imported(tmp_path)
    assert a_bots_game.partition(":")[0] not in sys.modules


def test_a_bot_named_on_the_command_line_plays_again(tmp_path, a_bots_game):
    result = CliRunner().invoke(main, ["reprendre", "--robot", a_bots_game],
                                input=ZEROS + "n\n")
    assert result.exit_code == 0, result.output
    assert "Reprise de la partie n° 1" in result.output
    assert (tmp_path / "called.txt").exists()


def test_a_robot_that_plays_no_seat_is_a_usage_error(tmp_path, a_bots_game):
    result = CliRunner().invoke(main, ["reprendre", "--robot", "autre:fabrique"])
    assert result.exit_code == 2
    assert "« autre:fabrique » ne joue pas dans la partie n° 1" in result.output
    assert f"ses robots : « {a_bots_game} »" in result.output
    assert not imported(tmp_path)


def test_the_levels_of_a_journal_load_without_asking(fresh_journal):
    seats = [Seat("Alice", None), Seat("Ordi 1", "expert"), Seat("Ordi 2", "classic")]
    keep_game(fresh_journal, "pascal", seats, [keeper(), keeper(), Classic()], 9,
              stop_after=3)
    result = CliRunner().invoke(main, ["reprendre"], input=ZEROS + "n\n")
    assert result.exit_code == 0, result.output
    assert "Reprise de la partie n° 1" in result.output


@IN_A_TERMINAL[0]
@IN_A_TERMINAL[1]
@IN_A_TERMINAL[2]
@pytest.mark.parametrize("answer", ["n", "o"])
def test_at_a_keyboard_the_person_is_asked_and_no_is_the_default(tmp_path, a_bots_game,
                                                                  fresh_journal, answer):
    pexpect = pytest.importorskip("pexpect")
    child = pexpect.spawn(PENEL421, ["reprendre"], env=dict(os.environ, TERM="xterm"),
                          cwd=str(tmp_path), encoding="utf-8", timeout=20,
                          dimensions=(40, 120))
    child.expect(f"le robot\\s+« {a_bots_game} »\\s+:\\s+c'est\\s+du\\s+code\\s+Python")
    child.expect(r"Le charger et reprendre la partie \? \(o/N\) ")
    assert not imported(tmp_path)
    child.sendline(answer)
    if answer == "n":
        child.expect(r"il\s+ne\s+se\s+charge\s+que\s+si\s+vous\s+le\s+demandez")
        child.expect(pexpect.EOF)
        child.close()
        assert child.exitstatus == 1 and not imported(tmp_path)
    else:
        child.expect("Reprise de la partie n° 1")
        child.sendcontrol("d")
        child.expect(pexpect.EOF)
        child.close()
        assert (tmp_path / "called.txt").exists()
