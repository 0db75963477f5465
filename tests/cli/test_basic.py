"""``penel421 --basic`` apart from PC-BASIC: what it hands the listing, and
what it says when PC-BASIC is missing (the runs themselves: test_listing.py)."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from penel421.cli import main
from penel421.cli.commands.basic import to_listing


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


@pytest.mark.parametrize("columns", [40, 50, 80, 120])
def test_without_pc_basic_it_says_how_to_install_it_within_the_width(monkeypatch, columns):
    monkeypatch.setattr("penel421.cli.commands.basic.pcbasic_command", lambda: None)
    monkeypatch.setenv("COLUMNS", str(columns))
    result = CliRunner().invoke(main, ["--basic"])
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert all(len(line) <= min(columns, 80) for line in lines), lines
    assert " ".join(lines) == ("PC-BASIC n'est pas installé : pip install 'penel421[basic]' "
                               "l'installe avec le jeu.")
