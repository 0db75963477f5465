"""The terminal misused as people misuse it: stopped and resumed (Ctrl-Z,
``fg``), Ctrl-D in the middle of a line, no input or no output at all.

Each test plays the installed command as a person (or a shell script) would
meet it, in a real pseudo-terminal where a person would see the fault.
"""

from __future__ import annotations

import io
import os
import shutil

import pytest
from in_a_terminal import IN_A_TERMINAL, PENEL421, finish, plain, spawn_penel421

pexpect = pytest.importorskip("pexpect")

pytestmark = IN_A_TERMINAL

OPENER = r"QUI COMMENCE \(1=VOUS 2=ORDINATEUR\) \? "
RELANCER = r"RELANCER \(1,2,3 OU 0\) \? "
RELANCER_TEXT = "RELANCER (1,2,3 OU 0) ? "
PASCAL_RELANCER = r"Alice, relancer quels dés \? \(1 2 3, 0 = garder\) "
PASCAL_FACES = r"Alice, lancez les 3 dés et tapez les valeurs : "


# --- Ctrl-D after a half-typed line ---------------------------------------------

@pytest.mark.parametrize(("args", "prompt"), [
    (("--rules", "pascal", "-p", "Alice", "-p", "Bob", "--seed", "3"), PASCAL_RELANCER),
    (("--rules", "pascal", "-p", "Alice", "-p", "Bob", "--real-dice"), PASCAL_FACES),
], ids=["pascal-relancer", "pascal-real-dice"])
def test_ctrl_d_after_a_half_typed_line_ends_the_game_at_once(args, prompt):
    """At a keyboard in line mode, one Ctrl-D after some characters leaves, as
    one Ctrl-D on an empty line does: nobody presses it twice to get out."""
    child = spawn_penel421(*args, "--no-journal")
    child.expect(prompt)
    child.send("13")
    child.expect_exact("13")  # the terminal echoes the line being typed
    child.sendeof()
    child.expect_exact("À bientôt !", timeout=3)
    screen, status = finish(child)
    assert status == 0 and "Traceback" not in screen
    lines = screen.rstrip().splitlines()
    assert lines[-1] == "À bientôt !"
    assert lines[-2].endswith(" 13"), "the goodbye has a line of its own"
    assert "Lancer 2" not in screen, "the half-typed answer was not played"


# --- Ctrl-Z, then fg ----------------------------------------------------------------

def in_a_shell(tmp_path):
    """An interactive bash in a fresh 25x80 pty, as a person's terminal runs it,
    with the prompt ``$ ``; its own settings are the terminal's."""
    if shutil.which("bash") is None:
        pytest.skip("no bash to stop and resume a job in")
    env = dict(os.environ, TERM="xterm", NO_COLOR="1", PS1="$ ", HOME=str(tmp_path),
               PENEL421_JOURNAL=str(tmp_path / "parties.sqlite3"))
    env.pop("COLUMNS", None)
    shell = pexpect.spawn("bash", ["--norc", "--noprofile", "-i"], env=env, encoding="utf-8",
                          codec_errors="replace", timeout=10, dimensions=(25, 80))
    shell.screen = io.StringIO()
    shell.logfile_read = shell.screen
    shell.expect_exact("$ ")
    return shell


def stop_and_resume(shell, reprinted: str) -> None:
    """Ctrl-Z, then ``stty -a`` at the shell (the terminal must be in its own
    line mode there), then ``fg``: the question comes again, ``reprinted``."""
    shell.send("\x1a")
    shell.expect("Stopped")
    shell.expect_exact("$ ")
    shell.sendline("stty -a")
    shell.expect_exact("$ ")
    modes = shell.before.split()
    assert "icanon" in modes and "echo" in modes, "the shell got a quiet terminal"
    shell.sendline("fg")
    shell.expect_exact(reprinted)


def test_ctrl_z_then_fg_the_1987_game_takes_keys_again_at_the_same_prompt(tmp_path):
    """Stopped at RELANCER with a die marked, the game gives the shell its
    terminal in line mode; after fg, the question comes again with the die,
    and keys are taken one by one again, without Enter."""
    shell = in_a_shell(tmp_path)
    shell.sendline(f"{PENEL421} --seed 3")
    shell.expect(OPENER)
    shell.send("1")
    shell.expect(RELANCER)
    shell.send("1")
    shell.expect_exact("1")
    stop_and_resume(shell, RELANCER_TEXT + "1")
    shell.send("3.")  # no Enter
    shell.expect_exact("VOUS, LANCER 2 SUR 3 :", timeout=3)
    shell.expect(RELANCER)
    shell.sendintr()
    shell.expect_exact("AU REVOIR.")
    shell.expect_exact("$ ")
    shell.sendline("stty -a; exit")
    shell.expect(pexpect.EOF)
    modes = plain(shell.screen.getvalue()).split("stty -a; exit")[-1].split()
    assert "icanon" in modes and "echo" in modes, "the game left the terminal quiet"
    assert "Traceback" not in plain(shell.screen.getvalue())


def test_ctrl_z_then_fg_the_pascal_game_asks_its_question_again(tmp_path):
    shell = in_a_shell(tmp_path)
    shell.sendline(f"{PENEL421} --rules pascal -p Alice -p Bob --seed 3")
    shell.expect(PASCAL_RELANCER)
    stop_and_resume(shell, "Alice, relancer quels dés ? (1 2 3, 0 = garder) ")
    shell.sendline("0")
    shell.expect("À Bob de jouer")
    shell.sendintr()
    shell.expect_exact("À bientôt !")
    shell.expect_exact("$ ")
    shell.sendline("exit")
    shell.expect(pexpect.EOF)


def test_ctrl_z_then_fg_the_listing_under_basic_takes_keys_again(tmp_path):
    """Under --basic the keys go raw to PC-BASIC, Ctrl-Z among them: it stops
    penel421 as it stops any program, the terminal given back to the shell,
    and fg carries on key by key at the same question."""
    from penel421.cli.programs.basic import pcbasic_command

    if pcbasic_command() is None:
        pytest.fail("pcbasic is not installed: pip install -e '.[test]'")
    shell = in_a_shell(tmp_path)
    shell.sendline(f"{PENEL421} --basic")
    shell.expect_exact("NUMERO DE LA PARTIE (1 A 32767) ? ", timeout=30)
    shell.send("7\r")
    shell.expect(OPENER)
    shell.send("1")
    shell.expect(RELANCER)
    shell.send("1")
    shell.expect_exact("1")
    stop_and_resume(shell, RELANCER_TEXT + "1")
    shell.send("3.")
    shell.expect_exact("VOUS, LANCER 2 SUR 3 :", timeout=5)
    shell.expect(RELANCER)
    shell.sendintr()
    shell.expect_exact("AU REVOIR.")
    shell.expect_exact("$ ")
    shell.sendline("exit")
    shell.expect(pexpect.EOF)
    assert "? TAPEZ" not in plain(shell.screen.getvalue()), "Ctrl-Z reached the listing"


# --- no input, no output --------------------------------------------------------------

def kept_events(journal) -> list[int]:
    """The number of events of each game of ``journal``."""
    from penel421.journal.store import Journal

    with Journal.open(str(journal), create=False) as kept:
        return [len(game.events) for game in kept.games(with_events=True)]


def run_in(shell, command: str) -> tuple[str, int]:
    """What ``command`` prints in the shell's terminal, and its exit status."""
    shell.sendline(f"{command}; echo status=$?")
    shell.expect(r"status=(\d+)\r?\n")
    said = plain(shell.before)
    status = int(shell.match.group(1))
    shell.expect_exact("$ ")
    return said, status


@pytest.mark.parametrize("command", [
    "{penel421} --journal {journal} <&-",
    "{penel421} --rules pascal --journal {journal} <&-",
    "{penel421} --basic <&-",
    "{penel421} --journal {journal} >&-",
    "{penel421} --rules pascal --journal {journal} >&-",
], ids=["1987-no-input", "pascal-no-input", "basic-no-input", "1987-no-output",
        "pascal-no-output"])
def test_a_game_nobody_can_play_is_not_started(tmp_path, command):
    """With standard input closed nobody can answer, with standard output
    closed nobody sees: a clear message, the status 1, and no game kept."""
    shell = in_a_shell(tmp_path)
    journal = tmp_path / "parties.sqlite3"
    said, status = run_in(shell, command.format(penel421=PENEL421, journal=journal))
    assert "Traceback" not in said and "Error" not in said, said
    assert status == 1
    assert "Erreur : " in said and "la partie ne se joue pas." in " ".join(said.split())
    assert not journal.exists() or kept_events(journal) == [], "a game was kept"


@pytest.mark.parametrize("closed", ["<&-", ">&-"])
def test_a_kept_game_is_not_resumed_with_nobody_to_play_it(tmp_path, closed):
    journal = tmp_path / "parties.sqlite3"
    shell = in_a_shell(tmp_path)
    # a game left at its first RELANCER: the script in the pipe ends there
    _, status = run_in(shell, f"printf '1\\n' | {PENEL421} --seed 3 --journal {journal} "
                              ">/dev/null")
    assert status == 0
    before = kept_events(journal)
    said, status = run_in(shell, f"{PENEL421} reprendre --journal {journal} {closed}")
    assert "Traceback" not in said and status == 1
    assert "la partie ne se joue pas." in " ".join(said.split())
    assert kept_events(journal) == before, "the kept game was changed"
    said, status = run_in(shell, f"{PENEL421} parties --journal {journal}")
    assert "pas finie" in said, "the game can still be resumed"
