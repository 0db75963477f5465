"""The installed ``penel421`` command in a real pseudo-terminal, as a player meets it.

pexpect drives the command found next to the running Python (the virtualenv's
``bin``), with TERM=xterm, no NO_COLOR and a 24x80 screen: answers typed at
each prompt as it appears, bad answers, Ctrl-C, Ctrl-D, colours.  The 1987
game reads single keys here, without Enter (``child.send``); pascal reads
lines (``child.sendline``).
"""

from __future__ import annotations

import itertools
import re

import pytest
from in_a_terminal import (
    ANSI,
    IN_A_TERMINAL,
    OPENER,
    RELANCER,
    expect_on,
    finish,
    plain,
    spawn,
    unpaged,
)

pexpect = pytest.importorskip("pexpect")

pytestmark = IN_A_TERMINAL

RELANCER_TEXT = "RELANCER (1,2,3 OU 0) ? "
AGAIN_1987 = r"UNE AUTRE PARTIE \(O/N\) \? "
PAUSE_1987 = r"TAPEZ UNE TOUCHE POUR CONTINUER\."
PASCAL_PROMPT = r"(\w[\w ]*), relancer quels dés \? \(1 2 3, 0 = garder\) "
AGAIN_PASCAL = r"Une autre partie \? \(o/n\) "
TURN = re.compile(r"▶ À (\w[\w ]*?)(?: \(ordinateur\))? de jouer")


def after_last_prompt(screen: str, prompt: str) -> list[str]:
    """The non-blank lines printed after the last ``prompt``, without the echoed ^C."""
    tail = re.split(prompt, screen)[-1]
    return [line.strip() for line in tail.splitlines() if line.strip() not in ("", "^C")]


# --- (a) a whole 1987 game ------------------------------------------------------

def test_a_whole_seeded_1987_game_played_at_the_keyboard():
    child = spawn("--seed", "3")
    child.expect(OPENER)
    child.send("1")
    answers = itertools.cycle(["13.", "0", "2\r", "0", "31.", "0", "123.", "0"])
    for _ in range(300):
        index = child.expect([RELANCER, AGAIN_1987, PAUSE_1987])
        if index == 1:
            break
        child.send(" " if index == 2 else next(answers))
    else:
        pytest.fail("the game did not end after 300 answers")
    child.send("N")
    screen, status = finish(child)
    assert status == 0
    assert "Traceback" not in screen
    assert re.search(r"(VOUS AVEZ|L'ORDINATEUR A) LES 11 PIONS", screen)
    assert re.search(r"VOUS AVEZ\s+(PERDU|GAGNE)", screen)
    # the listing's end, then the game kept and the command that shows it weighed
    assert screen.rstrip().endswith("AU REVOIR.\nL'ANALYSE DE L'EXPERT, COUP PAR COUP :\n"
                                    "PARTIE 3 : penel421 analyse 1")
    assert "VOUS, LANCER 2 SUR 3 :" in screen, "the dice named at RELANCER were thrown again"
    assert "? TAPEZ" not in screen, "a valid answer was refused"


# --- (b) bad answers at RELANCER --------------------------------------------------

BAD_KEYS = [".", "x", "4", "9", " ", "é", "\x1b[A", "1", "1", "0", "\x7f"]


def test_bad_keys_are_refused_and_the_same_prompt_comes_again():
    child = spawn("--seed", "3")
    child.expect(OPENER)
    child.send("1")
    child.expect(RELANCER)
    child.send("3")  # marked, shown, and rubbed out
    child.expect_exact("3")
    child.send("\x7f")
    child.expect_exact("\b \b")
    for bad in BAD_KEYS:
        child.send(bad)
        if bad in ("1", "\x7f"):  # a die marked, then rubbed out: no refusal
            child.expect_exact("\b \b" if bad == "\x7f" else "1")
            continue
        child.expect(RELANCER)
        said = plain(child.before)
        refusals = [line for line in said.splitlines() if line.startswith("? ")]
        assert refusals, f"no refusal for {bad[:20]!r}: {said[-300:]!r}"
        assert "LANCER 2" not in said and "JOUE EN" not in said, \
            f"{bad[:20]!r} threw dice or ended the turn"
        assert "Traceback" not in said
    # the turn is still at its first throw: keeping the dice ends it after 1 throw
    child.send("0")
    child.expect("VOUS AVEZ JOUE EN 1 LANCER.")
    child.expect("A L'ORDINATEUR : 1 LANCER AU PLUS.")
    child.expect("ORDINATEUR, LANCER 1 SUR 1 :")
    child.expect(PAUSE_1987)  # you win; round 2 asks you nothing: its result waits
    child.sendeof()
    screen, status = finish(child)
    assert status == 0 and "Traceback" not in screen


def test_refusals_say_what_is_expected():
    child = spawn("--seed", "3", "--no-color")
    child.expect(OPENER)
    child.send("1")
    child.expect(RELANCER)
    seen = {}
    for bad in ("4", "10", "1", "x"):  # "1" then "0"; "1" again; a letter
        child.send(bad)
        child.expect(RELANCER)
        seen[bad] = " ".join(line for line in plain(child.before).splitlines()
                             if line and not line.startswith(bad))
    child.sendeof()
    finish(child)
    assert "PAS DE DE 4" in seen["4"] and "1, 2, 3" in seen["4"]
    assert "0" in seen["10"] and "SEUL" in seen["10"]
    assert "UNE SEULE FOIS" in seen["1"]
    assert "0" in seen["x"] and "13." in seen["x"]
    # each refusal says where help is
    assert all("AIDE" in said for said in seen.values())


def test_ctrl_d_after_a_half_typed_answer_does_not_glue_the_next_line_to_the_prompt():
    child = spawn("--seed", "3", "--no-color")
    child.expect(OPENER)
    child.send("1")
    child.expect(RELANCER)
    child.send("13")
    child.expect_exact("13")
    child.sendeof()  # Ctrl-D is a key: it ends the input at once
    screen, status = finish(child)
    assert status == 0
    lines = screen.rstrip().splitlines()
    assert lines[-3:] == ["RELANCER (1,2,3 OU 0) ? 13", "PARTIE GARDEE : penel421 reprendre",
                          "AU REVOIR."]
    assert "LANCER 2" not in screen, "a half-typed answer left behind is not played"


def test_help_quit_and_hints_at_the_prompt():
    child = spawn("--seed", "3", "--no-color")
    child.expect(r"TAPEZ H POUR L'AIDE\.")  # said at the start, naming nothing of penel421
    child.expect(OPENER)
    child.send("h")
    child.expect("QUI A LES 11 PIONS A PERDU.")
    child.expect(OPENER)  # the help, then the same question
    child.send("1")
    child.expect(RELANCER)
    child.send("?")
    child.expect(r"CONSEIL : (\S+) ")
    advice = child.match.group(1)
    child.expect(r"MANCHE \d+,\d %   PARTIE \d+,\d %")
    child.expect(RELANCER)
    child.send("q")
    child.expect(r"QUITTER LE JEU \(O/N\) \? ")
    child.send("n")
    child.expect(RELANCER)  # not left: the same question again
    child.send(advice)  # the advice can be keyed as shown
    child.expect(["A L'ORDINATEUR", r"VOUS, LANCER 2 SUR 3"])
    while child.expect([RELANCER, PAUSE_1987]) == 1:
        child.send(" ")
    child.send("q")
    child.expect(r"QUITTER LE JEU \(O/N\) \? ")
    child.send("o")
    screen, status = finish(child)
    assert status == 0 and screen.rstrip().endswith("AU REVOIR.")
    assert "Traceback" not in screen


def test_hints_after_every_throw_with_the_option():
    child = spawn("--seed", "5", "--hints", "--no-color")
    child.expect(OPENER)
    child.send("1")
    for _ in range(2):
        child.expect(r"VOUS, LANCER \d SUR 3 :")
        child.expect("CONSEIL : ")
        child.expect(RELANCER)
        child.send("1\r")  # Enter throws the marked die, like the point
    child.sendeof()
    screen, status = finish(child)
    assert status == 0
    for line in screen.splitlines():
        assert len(line) <= 40, line


# --- key by key, without Enter, and the pause -------------------------------------

def test_the_point_throws_and_zero_keeps_without_enter():
    child = spawn("--seed", "3", "--no-color")
    child.expect(OPENER)
    child.send("1")  # no Enter anywhere in this test
    child.expect(r"VOUS, LANCER 1 SUR 3 :")
    child.expect(RELANCER)
    child.send("1")
    child.expect_exact("1")
    child.send("3")
    child.expect_exact("3")
    child.send(".")
    child.expect(r"VOUS, LANCER 2 SUR 3 :")  # thrown the moment the point is typed
    child.expect(RELANCER)
    child.send("0")
    child.expect("VOUS AVEZ JOUE EN 2 LANCERS.")  # kept the moment 0 is typed
    child.expect("A L'ORDINATEUR : 2 LANCERS AU PLUS.")
    child.sendintr()
    screen, status = finish(child)
    assert f"{RELANCER_TEXT}13.\nVOUS, LANCER 2 SUR 3 :" in screen
    assert f"{RELANCER_TEXT}0\nVOUS AVEZ JOUE EN 2 LANCERS." in screen
    assert status == 130


def test_a_round_that_asked_nothing_waits_for_a_key():
    # game 1, the computer opens: it keeps its first throw, yours is the only one
    child = spawn("--seed", "1", "--no-color")
    child.expect(OPENER)
    child.send("2")
    child.expect("VOUS, LANCER 1 SUR 1 :")
    child.expect("VOUS PRENEZ 1 PION A LA PIOCHE.")
    child.expect(PAUSE_1987)
    assert child.expect([pexpect.TIMEOUT, "MANCHE 2"], timeout=1) == 0, "no pause"
    child.send("x")  # any key
    child.expect("--- MANCHE 2 ---")
    child.expect(RELANCER)
    child.sendeof()
    screen, status = finish(child)
    assert status == 0


def test_a_burst_of_keys_is_taken_key_by_key():
    child = spawn("--seed", "3", "--no-color")
    child.expect(OPENER)
    child.send("1")
    child.expect(RELANCER)
    child.send("13.")  # a paste, or a fast typist: one read, three keys
    child.expect(r"VOUS, LANCER 2 SUR 3 :")
    child.sendeof()
    screen, _ = finish(child)
    assert f"{RELANCER_TEXT}13.\n" in screen


# --- (c), (d) leaving with Ctrl-C or Ctrl-D ----------------------------------------

LEAVING = [  # before the first game, nothing is kept yet
    pytest.param((), [], OPENER, ["AU REVOIR."], id="1987-opener"),
    pytest.param((), ["1"], RELANCER, ["PARTIE GARDEE : penel421 reprendre", "AU REVOIR."],
                 id="1987-relancer"),
    pytest.param(("--rules", "pascal", "-p", "Alice", "-p", "Bob"), [], PASCAL_PROMPT,
                 ["Partie gardée : penel421 reprendre la continue.", "À bientôt !"],
                 id="pascal"),
]


@pytest.mark.parametrize(("args", "before", "prompt", "goodbye"), LEAVING)
def test_ctrl_c_at_a_prompt_says_goodbye_and_exits_130(args, before, prompt, goodbye):
    child = spawn("--seed", "3", *args)
    for answer in before:
        child.expect(OPENER)
        child.send(answer)
    child.expect(prompt)
    child.sendintr()
    screen, status = finish(child)
    assert "Traceback" not in screen and "KeyboardInterrupt" not in screen
    assert after_last_prompt(screen, prompt) == goodbye
    assert status == 130


@pytest.mark.parametrize(("args", "before", "prompt", "goodbye"), LEAVING)
def test_ctrl_d_at_a_prompt_says_goodbye_and_exits_0(args, before, prompt, goodbye):
    child = spawn("--seed", "3", *args)
    for answer in before:
        child.expect(OPENER)
        child.send(answer)
    child.expect(prompt)
    child.sendeof()
    screen, status = finish(child)
    assert "Traceback" not in screen
    assert after_last_prompt(screen, prompt) == goodbye
    assert status == 0


# --- (e) colour --------------------------------------------------------------------

@pytest.mark.parametrize(("args", "env", "coloured"), [
    ((), {}, True),
    (("--no-color",), {}, False),
    ((), {"NO_COLOR": "1"}, False),
])
def test_colours_in_a_terminal_unless_asked_not_to(args, env, coloured):
    child = spawn("--seed", "3", *args, **env)
    child.expect(OPENER)
    child.send("1")
    child.expect(RELANCER)
    child.sendeof()
    finish(child)
    raw = child.screen.getvalue()
    assert re.search(r"\d:\[", plain(raw)), "no throw on screen"
    assert (ANSI.search(raw) is not None) == coloured


# --- (f) a pascal game at one keyboard ------------------------------------------------

def test_a_whole_pascal_game_for_three_at_one_keyboard():
    child = spawn("--rules", "pascal", "-p", "Alice", "-p", "Bob", "-c", "1", "--seed", "5")
    answers = itertools.cycle(["0", "13", "0", "2", "0", "1 2 3", "0"])
    turns_seen, prompted = set(), set()
    current = None
    for _ in range(500):
        index = expect_on(child, [PASCAL_PROMPT, AGAIN_PASCAL])
        turns = TURN.findall(plain(child.screen.getvalue()))
        turns_seen.update(turns)
        current = turns[-1] if turns else current
        if index == 1:
            break
        name = child.match.group(1)
        assert name == current, f"{name} is asked to play during the turn of {current}"
        prompted.add(name)
        child.sendline(next(answers))
    else:
        pytest.fail("the game did not end after 500 answers")
    child.sendline("n")
    screen, status = finish(child)
    screen = unpaged(screen)
    assert status == 0 and "Traceback" not in screen
    assert prompted == {"Alice", "Bob"}, "only the humans are asked"
    assert turns_seen == {"Alice", "Bob", "Ordi 1"}
    assert "▶ À Alice de jouer" in screen and "▶ À Bob de jouer" in screen
    assert "▶ À Ordi 1 (ordinateur) de jouer" in screen
    loser = re.search(r"Fin de la partie : (\w[\w ]*) a perdu\.", screen)
    assert loser
    ranking = screen.split("Classement :\n")[1].split("Les jetons de chacun")[0].splitlines()
    assert ranking[-1].endswith(f"{loser.group(1)} — perd la partie")
    for name in ("Alice", "Bob", "Ordi 1"):
        assert sum(name in line for line in ranking) == 1, f"{name} ranked once: {ranking}"
    assert screen.rstrip().endswith("À bientôt !")


def test_real_dice_faces_are_keys_as_the_other_answers():
    """With --real-dice the faces are keys too, echoed by the game and taken
    at the last one needed, without Enter (see also test_keys_pty.py)."""
    child = spawn("--real-dice", "--no-color")
    child.expect(OPENER)
    child.send("1")
    child.expect(r"LANCEZ LES 3 DES : VALEURS \? ")
    child.send("653")
    child.expect(RELANCER)
    child.send("2.")
    child.expect(r"LANCEZ LE DE 2 : VALEUR \? ")
    child.send("5")
    child.expect(r" 1:\[6\] 2:\[5\] 3:\[3\]")
    child.expect(RELANCER)
    child.send("0")
    child.expect(r"POUR L'ORDINATEUR, LANCEZ LES 3 DES \? ")
    child.send("421")
    child.expect("L'ORDINATEUR GAGNE LA MANCHE.")
    child.sendintr()
    screen, status = finish(child)
    assert f"{RELANCER_TEXT}2.\nLANCEZ LE DE 2 : VALEUR ? 5\n" in screen
    assert status == 130


def test_the_terminal_gets_its_settings_back_even_after_a_kill():
    """Key by key, the terminal neither echoes nor waits for Enter; at the end,
    even by SIGTERM, it is as it was (a shell after it echoes again)."""
    import signal
    import termios

    child = spawn("--seed", "3")
    child.expect(OPENER)
    assert not child.getecho()
    child.kill(signal.SIGTERM)
    child.expect(pexpect.EOF)
    assert child.getecho() and termios.tcgetattr(child.child_fd)[3] & termios.ICANON
    child.close()
    assert child.signalstatus == signal.SIGTERM
