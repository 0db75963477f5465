"""The listing and the port print the same screens key by key at 40×25.

Issue 35, item 3: « The listing must do the same, so the two keep printing
the same screens key by key. »  At a terminal, ``penel421 --basic`` holds
the listing's screen before a screenful would scroll by unseen, as the
port's console holds its own (see original/README.md, « Un écran plein »).
Both are played in a pseudo-terminal of 25 rows and 40 columns, the same
keys typed one at a time, each when a question waits; at every question
the 25 rows on screen must be the same in both, and nothing may have
scrolled off unseen.
"""

from __future__ import annotations

import pytest
from in_a_terminal import IN_A_TERMINAL, MORE, OPENER, RELANCER, Rows, spawn_penel421

from penel421.cli.programs.basic import pcbasic_command

pexpect = pytest.importorskip("pexpect")

pytestmark = IN_A_TERMINAL

NUMBER = r"NUMERO DE LA PARTIE \(1 A 32767\) \? "
PAUSE = r"TAPEZ UNE TOUCHE POUR CONTINUER\."
AGAIN = r"UNE AUTRE PARTIE \(O/N\) \? "
QUIT = r"QUITTER LE JEU \(O/N\) \? "
QUESTIONS = [OPENER, RELANCER, PAUSE, MORE, AGAIN, QUIT]


def screens(args: list[str], number: int, answers: list[str]
            ) -> tuple[list[list[str]], list[str], Rows]:
    """The 25 rows shown at each question when game ``number`` is typed:
    you open, answer RELANCER with ``answers`` in turn (then 0), N at QUITTER
    LE JEU and at UNE AUTRE PARTIE, a space at each pause.  The screens, the
    keys typed, and the model of the rows."""
    child = spawn_penel421(*args, rows=25, cols=40, timeout=60, reads_on=False)
    rows = Rows(25, 40)
    shown, typed = [], []
    child.expect(NUMBER)
    rows.answered(child)
    for key in str(number) + "\r":
        child.send(key)
    left = iter(answers)
    for _ in range(200):
        index = child.expect(QUESTIONS, timeout=60)
        rows.answered(child)
        shown.append([row.rstrip() for row in rows.rows[-25:]])  # as test_listing.py reads them
        if index == QUESTIONS.index(AGAIN):
            break
        key = {OPENER: "1", RELANCER: next(left, "0"), QUIT: "n"}.get(QUESTIONS[index], " ")
        typed.append(key)
        child.send(key)
    child.send("n")
    child.expect(pexpect.EOF, timeout=60)
    return shown, typed, rows


#: The games typed into both, with the answers at RELANCER: game 26478 (a
#: repeated barrage in round 5), H then Q at the first RELANCER (the help
#: fills the screen), then every throw kept; game 16528, every die thrown
#: again while allowed.  Each waits at least once.
GAMES = [(26478, ["h", "q"]), (16528, ["123."] * 40)]


@pytest.mark.parametrize(("number", "answers"), GAMES, ids=[str(n) for n, _ in GAMES])
def test_the_listing_and_the_port_show_the_same_screens_at_40x25(number, answers):
    if pcbasic_command() is None:
        pytest.fail("pcbasic is not installed: pip install -e '.[test]'")
    port, port_keys, port_rows = screens(["--rules", "1987", "--level", "classic",
                                          "--no-journal", "--no-color"], number, answers)
    listing, listing_keys, listing_rows = screens(["--basic"], number, answers)
    assert port_keys == listing_keys
    assert not port_rows.unseen and not listing_rows.unseen
    assert any(screen[-1].startswith("-- LA SUITE") for screen in port), "nothing waited"
    for step, (mine, theirs) in enumerate(zip(port, listing, strict=False)):
        assert mine == theirs, f"at question {step + 1} of {len(port)}"
    assert len(port) == len(listing)
