"""``penel421 --basic`` apart from PC-BASIC: what it hands the listing, and
what it says when PC-BASIC is missing (the runs themselves: test_listing.py)."""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from penel421.cli import main
from penel421.cli.programs.basic import to_listing


@pytest.mark.parametrize(("typed", "handed"), [
    ("7\n1\n", "7\r1\r"),  # Enter from a pipe or a Unix terminal: PC-BASIC wants CR
    ("7\r\n1", "7\r1"),  # CR LF is one Enter
    ("13.", "13."),
    ("1\x7f3.", "1\b3."),  # the backspace key of most terminals, as a PC sent it
    ("\x1b[A0", "\x1b0"),  # an arrow: one key, ESC, which the listing refuses once
    ("\x1bOP1", "\x1b1"),  # F1
])
def test_keys_are_handed_over_as_a_pc_keyboard_sent_them(typed, handed):
    assert to_listing(typed) == handed


@pytest.mark.parametrize("python", [None, "/home/utilisatrice/projets/penel421/.venv/bin/python",
                                    "/srv/" + "tres-long-dossier/" * 6 + "bin/python3"])
@pytest.mark.parametrize("columns", [40, 50, 80, 120])
def test_without_pc_basic_it_says_how_to_install_it_within_the_width(monkeypatch, columns,
                                                                     python):
    """Wherever Python lives: a path longer than the line is one word, on a
    line of its own, never cut; every other line is within the width."""
    if python is not None:
        monkeypatch.setattr(sys, "executable", python)
    monkeypatch.setattr("penel421.cli.programs.basic.pcbasic_command", lambda: None)
    monkeypatch.setenv("COLUMNS", str(columns))
    result = CliRunner().invoke(main, ["--basic"])
    assert result.exit_code == 1
    lines = result.output.splitlines()
    width = min(columns, 80)
    assert all(len(line) <= width or line.strip() == shlex.quote(sys.executable)
               for line in lines), lines
    # the pip of the Python running penel421 works however it was installed
    assert " ".join(line.strip() for line in lines) == (
        f"PC-BASIC n'est pas installé : {shlex.quote(sys.executable)} -m pip install "
        "pcbasic==2.0.8 l'installe à côté du jeu.")


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_the_install_command_given_installs_into_the_running_python(monkeypatch):
    import subprocess

    from penel421.cli.programs.basic import install_command

    command = shlex.split(install_command())
    assert command[:4] == [sys.executable, "-m", "pip", "install"]
    # the version pinned is the one setup.cfg's extra asks for
    setup = (Path(__file__).parents[2] / "setup.cfg").read_text(encoding="utf-8")
    basic = setup[setup.index("\nbasic =") + 1:].splitlines()[1].strip()
    assert command[4] == basic
    # and that pip answers (--dry-run needs no network for what is installed)
    done = subprocess.run([*command[:4], "--dry-run", "--no-deps", "--no-index", command[4]],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


def test_every_word_about_basic_says_reconstitution():
    """The listing of 1987 is lost: --basic plays our reconstruction of it,
    and the help, the option's help and its refusals say so."""
    words = " ".join(CliRunner().invoke(main, ["--help"]).output.split())
    assert "--basic notre reconstitution du listing de 1987" in words
    assert "--basic Notre reconstitution du listing BASIC de 1987 (le listing d'origine " \
           "est perdu)" in words
    assert "lui-même" not in words
    refused = CliRunner().invoke(main, ["--basic", "--seed", "3"])
    assert refused.exit_code == 2
    assert "notre reconstitution du listing de 1987 se joue telle quelle" in " ".join(
        refused.output.split())


def test_the_1987_title_names_nothing_of_penel421_until_asked():
    from penel421.console.voices.game1987 import BANNER, RULES_TEXT

    listing = (Path(__file__).parents[2] / "original" / "421.bas").read_text(encoding="ascii")
    title = listing[listing.index("5000 "):listing.index("5160 ")]
    for text in (title, "\n".join(BANNER + RULES_TEXT)):
        assert "PENEL421" not in text and "CONSEIL" not in text
    assert "TAPEZ H POUR L'AIDE." in title and RULES_TEXT[-1] == "TAPEZ H POUR L'AIDE."
