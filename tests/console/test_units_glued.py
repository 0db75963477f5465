"""No line of a screen starts with a unit cut from its number, at any width.

Issue 35, item 4: « a number cut from its unit, though the manual promises
it never is »: ``… : −4,29`` / ``j (gagne 6 %, …`` (the end of a pascal game,
``analyse``, 80 columns), ``Votre choix : 0 (garder tout) : −2,30`` / ``j``
(the training, 40), ``(6 pour le brelan de`` / ``6).`` and ``(?! imprécision,
?`` / ``erreur`` (50).  The numbers are glued to their units where the texts
are made; this property test holds every text the screens cut into lines
(each call of :func:`~penel421.console.wrap.fit` in whole sessions: pascal
and 1987 games with the advice and the tutor, ``analyse``, the training)
against every width from 20 to 80 columns.
"""

from __future__ import annotations

import re
import sys
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from penel421.cli import main
from penel421.console import wrap

pytestmark = pytest.mark.slow  # whole sessions, once, then many widths

#: What follows a number and must stay with it.
UNITS = {"j", "jeton", "jetons", "point", "points", "%", "pion", "pions", "carte", "cartes",
         "manche", "manches", "lancer", "lancers", "choix", "partie", "parties", "dé", "dés",
         "fois"}
#: A line that ends with a number.
ENDS_WITH_A_NUMBER = re.compile(r"(?:^|\s)[−+-]?\d+(?:[,.]\d+)?$")
#: A line that starts with a number closing a parenthesis: cut from its noun.
NUMBER_CLOSING = re.compile(r"^\s*\d+\)")
#: A mark of an error left at the end of a line, its word on the next.
MARK_ALONE = re.compile(r"(?:\(|, )\?\??!?$")

RUNS = [
    (["--rules", "pascal", "-c", "2", "--seed", "5", "--hints", "--tuteur"],
     ["123", "o", "0", "o", "aide", "13", "o", "?", "0", "o"] * 40),
    (["--seed", "3", "--hints", "--tuteur"], ["1", "0", "o", "123", "o", "h", "13", "o"] * 30),
    (["--rules", "pascal", "-p", "Alice", "-c", "1", "--seed", "12"], ["0", "13"] * 80),
]


def _record(tmp: str) -> tuple[tuple[str, str], ...]:
    from click.testing import CliRunner

    seen: dict[tuple[str, str], None] = {}
    real = wrap.fit

    def fit(text: str, width: int, indent: str = "") -> list[str]:
        seen[text, indent] = None
        return real(text, width, indent)
    patches = [mock.patch.object(module, "fit", fit) for name, module in list(sys.modules.items())
               if name.startswith("penel421") and getattr(module, "fit", None) is real]
    journal = f"{tmp}/parties.sqlite3"
    for patch in patches:
        patch.start()
    try:
        runner = CliRunner()
        for args, answers in RUNS:
            runner.invoke(main, [*args, "--journal", journal], input="\n".join(answers) + "\n",
                          env={"COLUMNS": "80"})
        for number in ("1", "2", "3"):
            runner.invoke(main, ["analyse", number, "--journal", journal], env={"COLUMNS": "80"})
        for rules in ("pascal", "1987"):
            runner.invoke(main, ["entrainement", "--rules", rules, "--cartes", "4",
                                 "--journal", journal], input="0\n" * 40, env={"COLUMNS": "40"})
    finally:
        for patch in patches:
            patch.stop()
    return tuple(seen)


@pytest.fixture(scope="module")
def screen_texts(tmp_path_factory) -> tuple[tuple[str, str], ...]:
    found = _record(str(tmp_path_factory.mktemp("units")))
    assert len(found) > 100, "the sessions said almost nothing"
    return found


def cuts(lines: list[str]) -> list[tuple[str, str]]:
    """The places where ``lines`` part a number from its unit, a number
    from its noun, or a mark from its word."""
    found = []
    for before, line in zip(lines, lines[1:], strict=False):
        words = line.split()
        first = words[0].rstrip(".,;:)").lower() if words else ""
        if ENDS_WITH_A_NUMBER.search(before) and first in UNITS:
            found.append((before, line))
        elif NUMBER_CLOSING.match(line) or MARK_ALONE.search(before):
            found.append((before, line))
    return found


@settings(max_examples=300, deadline=None)
@given(data=st.data(), width=st.integers(min_value=20, max_value=80))
def test_no_line_starts_with_a_unit_alone(screen_texts, data, width):
    text, indent = data.draw(st.sampled_from(screen_texts))
    lines = wrap.fit(text, width, indent)
    assert not cuts(lines), (width, lines)


def test_every_text_at_the_widths_of_the_issue(screen_texts):
    """40, 50 and 80 columns, every text: the widths the newcomer tried."""
    bad = [(width, cut) for width in (40, 50, 80) for text, indent in screen_texts
           for cut in cuts(wrap.fit(text, width, indent))]
    assert not bad, bad[:5]


@pytest.mark.parametrize(("lines", "cut"), [
    (["… 12 garder 3 : −4,29", "j (gagne 6 %, …"], True),
    (["Votre choix : 0 (garder tout) : −2,30", "j …"], True),
    (["(6 pour le brelan de", "6)."], True),
    (["(?! imprécision, ?", "erreur, …"], True),
    (["… 12 garder 3 :", "−4,29 j (gagne 6 %, …"], False),
])
def test_the_cuts_of_the_issue_are_found(lines, cut):
    assert bool(cuts(lines)) is cut
