"""``penel421 simulate`` on an ASCII-only output (``PYTHONIOENCODING=ascii``, an old
terminal): every output survives and stays readable — the figures, the JSON,
the errors, the progress and the Ctrl-C lines, with the nearest letters
(« é » as « e »), and JSON escapes that lose nothing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parents[1]


def simulate(*args: str, encoding: str = "ascii", cwd: Path = TESTS):
    env = dict(os.environ, PYTHONIOENCODING=encoding, COLUMNS="80")
    return subprocess.run([sys.executable, "-m", "penel421", "simulate", *args], cwd=cwd,
                          capture_output=True, timeout=60, env=env)


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_the_figures_in_ascii_with_the_nearest_letters():
    done = simulate("--games", "1500", "--seed", "1", "--seat", "classic", "--seat", "classic")
    assert done.returncode == 0, done.stderr
    text = done.stdout.decode("ascii")  # nothing else in it
    assert "Regles 1987, graine 1 : 1 500 parties jouees." in text, text
    assert "Defaites par place (intervalle de confiance a 95 %) :" in text
    assert "?" not in text


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_the_json_in_ascii_loses_nothing(tmp_path):
    (tmp_path / "robot_é.py").write_text("def fabrique():\n    class R:\n        def rethrow"
                                          "(self, view):\n            return ()\n    return R()\n",
                                          encoding="utf-8")
    args = ("--games", "50", "--seed", "3", "--seat", "robot_é:fabrique", "--seat", "classic",
            "--json")
    plain = simulate(*args, encoding="ascii", cwd=tmp_path)
    assert plain.returncode == 0, plain.stderr
    figures = json.loads(plain.stdout.decode("ascii"))
    assert figures["seats"][0]["spec"] == "robot_é:fabrique"
    utf8 = json.loads(simulate(*args, encoding="utf-8", cwd=tmp_path).stdout.decode("utf-8"))
    for key in ("seconds", "games_per_second"):
        figures.pop(key), utf8.pop(key)
    assert figures == utf8


def test_a_bot_failure_in_ascii():
    done = simulate("--games", "20", "--seat", "bots_for_tests:failing", "--seat", "classic",
                    encoding="ascii:strict")
    assert done.returncode == 1
    message = " ".join(done.stderr.decode("ascii").split())
    assert message.startswith("Erreur : le robot << bots_for_tests:failing >> (place 1) a "
                              "echoue : erreur KeyError"), message
    assert "La simulation s'arrete a la partie no 1, sans chiffres" in message, message


@pytest.mark.slow
def test_the_progress_and_ctrl_c_in_ascii_at_a_terminal():
    pexpect = pytest.importorskip("pexpect")
    env = dict(os.environ, TERM="xterm", PYTHONIOENCODING="ascii:strict")
    env.pop("COLUMNS", None)
    child = pexpect.spawn(sys.executable, ["-m", "penel421", "simulate", "--seat", "classic",
                                           "--seat", "classic", "--games", "10000000"],
                          cwd=str(TESTS), env=env, dimensions=(24, 80), timeout=30)
    child.expect(b"Simulation")  # the bar, after a second
    time.sleep(0.3)
    child.sendintr()
    child.expect(b"Ctrl-C : la simulation s'arrete apres les parties en cours")
    child.expect(pexpect.EOF)
    child.close()
    screen = child.before.decode("ascii")  # whatever it wrote, it is ASCII
    assert child.exitstatus == 130, screen
    assert "Traceback" not in screen and "Interrompue (Ctrl-C) apres" in screen, screen
