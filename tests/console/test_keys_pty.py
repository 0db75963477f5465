"""The 1987 game's keys at a real keyboard: what each key does on screen.

Each test plays the installed command in a real pseudo-terminal, keys sent
as a terminal sends them (an arrow as its escape sequence, Backspace as DEL),
and reads the screen as the person sees it.
"""

from __future__ import annotations

import pytest
from in_a_terminal import IN_A_TERMINAL, expect_on, finish, spawn_penel421

pexpect = pytest.importorskip("pexpect")

pytestmark = IN_A_TERMINAL

OPENER = r"QUI COMMENCE \(1=VOUS 2=ORDINATEUR\) \? "
RELANCER = r"RELANCER \(1,2,3 OU 0\) \? "
RELANCER_TEXT = "RELANCER (1,2,3 OU 0) ? "
HELP = "----------------- AIDE -----------------"


def start(*args: str, **options):
    """A 1987 game number 3 (or as ``args`` say), you opening, at its first RELANCER."""
    child = spawn_penel421(*(args or ("--seed", "3")), "--no-journal", **options)
    child.expect(OPENER)
    child.send("1")
    child.expect(RELANCER)
    return child


# --- an escape sequence cut by a read ----------------------------------------------

def test_an_arrow_cut_by_the_end_of_a_read_is_one_key():
    """31 points then Up, in one burst: the port reads 32 bytes at a time, so
    the arrow's ESC [ A arrives in two reads; it is still one key, refused
    once, as the listing refuses it: 32 refusals, and no help for its A."""
    child = start()
    child.send("." * 31 + "\x1b[A")
    for _ in range(32):
        child.expect("OU 0 POUR TOUT GARDER. AIDE : TAPEZ H")
    child.expect(RELANCER)
    child.send("0")
    child.expect("VOUS AVEZ JOUE EN 1 LANCER.")
    child.sendeof()
    screen, status = finish(child)
    assert status == 0
    assert screen.count("? TAPEZ LES DES A RELANCER (EX. 13.)") == 32
    assert HELP not in screen, "a piece of the arrow was taken for the key A"


def test_the_escape_key_alone_is_refused_at_once():
    """Escape pressed alone is not waited on for ever: it is refused like
    any key that is not an answer, and the game goes on."""
    child = start()
    child.send("\x1b")
    child.expect("OU 0 POUR TOUT GARDER. AIDE : TAPEZ H", timeout=2)
    child.expect(RELANCER)
    child.send("0")
    child.expect("VOUS AVEZ JOUE EN 1 LANCER.")
    child.sendeof()
    screen, status = finish(child)
    assert status == 0 and screen.count("? TAPEZ LES DES A RELANCER (EX. 13.)") == 1


# --- editing keys at RELANCER -----------------------------------------------------

@pytest.mark.parametrize("rub", ["\x7f", "\b", "\x1b[3~"], ids=["backspace", "ctrl-h", "delete"])
def test_a_die_taken_back_is_rubbed_out_in_place(rub):
    """Backspace (DEL or BS) and Delete unmark the last die and rub it out
    where it stands: the question is not written again, a 25-line screen
    does not fill up."""
    child = start()
    child.send("13")
    child.expect_exact("13")
    child.send(rub)
    child.expect_exact("\b \b")
    child.send("2.")
    child.expect_exact("VOUS, LANCER 2 SUR 3 :")
    child.sendeof()
    finish(child)
    raw = child.screen.getvalue()
    turn = raw.split("VOUS, LANCER 1 SUR 3 :")[1].split("VOUS, LANCER 2 SUR 3 :")[0]
    assert turn.count(RELANCER_TEXT) == 1, "the question was written again"
    assert RELANCER_TEXT + "13\b \b2.\r\n" in turn


def test_where_the_terminal_cannot_rub_out_the_question_comes_again():
    child = start(TERM="dumb")
    child.send("13\x7f2.")
    child.expect_exact("VOUS, LANCER 2 SUR 3 :")
    child.sendeof()
    screen, _ = finish(child)
    assert f"{RELANCER_TEXT}13\n{RELANCER_TEXT}12.\n" in screen


def test_enter_with_nothing_marked_is_explained_as_the_point_is():
    child = start()
    child.send("\r")
    child.expect_exact("? TAPEZ LES DES A RELANCER (EX. 13.)")
    child.expect_exact("  OU 0 POUR TOUT GARDER. AIDE : TAPEZ H")
    child.expect(RELANCER)
    child.send(".")
    child.expect_exact("? TAPEZ LES DES A RELANCER (EX. 13.)")
    child.expect(RELANCER)
    child.send("0")
    child.expect("VOUS AVEZ JOUE EN 1 LANCER.")
    child.sendeof()
    screen, status = finish(child)
    assert status == 0 and screen.count("? TAPEZ LES DES A RELANCER (EX. 13.)") == 2


# --- real dice: the faces are keys too ------------------------------------------------

YOUR_FACES = "LANCEZ LES 3 DES : VALEURS ? "
COMPUTER_FACES = "POUR L'ORDINATEUR, LANCEZ LES 3 DES ? "
FACES_REFUSED = "? TAPEZ LES VALEURS DES 3 DES, DE 1 A 6."


def test_real_dice_faces_are_keys_taken_at_the_last_face():
    """Each face is echoed as it is typed and the answer is taken at the
    third, without Enter; a wrong key is refused at once and the faces typed
    are kept; Backspace takes the last one back; q quits as everywhere."""
    child = spawn_penel421("--real-dice", "--no-journal")
    child.expect(OPENER)
    child.send("1")
    child.expect_exact(YOUR_FACES)
    for face in "42":
        child.send(face)
        child.expect_exact(face)
    child.send("1")  # the third face: taken at once
    child.expect_exact(" 1:[4] 2:[2] 3:[1]  421", timeout=2)
    child.expect(RELANCER)
    child.send("0")
    child.expect_exact(COMPUTER_FACES)
    child.send("67")  # 7 is no face: refused at once, the 6 kept
    child.expect_exact(FACES_REFUSED, timeout=2)
    child.expect_exact(COMPUTER_FACES + "6")
    child.send("5\x7f")  # taken back
    child.expect_exact("\b \b")
    child.send("\r")  # no Enter is needed: it says what is
    child.expect_exact(FACES_REFUSED)
    child.expect_exact(COMPUTER_FACES + "6")
    child.send("53")
    child.expect_exact(" 1:[6] 2:[5] 3:[3]  COUP QUELCONQUE 653", timeout=2)
    child.expect_exact("VOUS GAGNEZ LA MANCHE.")
    child.expect_exact(COMPUTER_FACES)  # round 2: the computer, who lost, opens
    child.send("q")
    child.expect_exact("QUITTER LE JEU (O/N) ? ")
    child.send("o")
    screen, status = finish(child)
    assert status == 0 and screen.rstrip().endswith("AU REVOIR.")
    assert f"{YOUR_FACES}421\n" in screen
    assert f"{COMPUTER_FACES}653\n" in screen.replace("5\b \b", "")


# --- the game number -------------------------------------------------------------------

NUMBER = "NUMERO DE LA PARTIE (1 A 32767) ? "
NUMBER_REFUSED = ["? TAPEZ UN NOMBRE DE 1 A 32767.", "  AIDE : TAPEZ H ET ENTREE"]


def first_throw(screen: str) -> str:
    return screen.split("VOUS, LANCER 1 SUR 3 :\n", 1)[1].splitlines()[0]


def test_the_game_number_is_the_players_to_type_as_in_the_listing():
    """Without --seed, the question waits for the player, as the listing's
    LINE INPUT does: a line, ended by Enter, Backspace rubbing out; what is
    not a number from 1 to 32767 is refused as the listing refuses it, H and
    Q are commands; the game typed is played; Enter alone plays any game."""
    child = spawn_penel421("--no-journal")
    child.expect_exact(NUMBER)
    assert child.expect([pexpect.TIMEOUT, "PARTIE", OPENER], timeout=1) == 0, \
        "the question answered itself"
    for bad in ("0", "32768", "sept", "1.5"):
        child.send(bad + "\r")
        child.expect_exact(NUMBER_REFUSED[1])
        child.expect_exact(NUMBER)
    child.send("h\r")
    child.expect_exact("QUI A LES 11 PIONS A PERDU.")
    child.expect_exact(NUMBER)
    child.send("48")
    child.expect_exact("48")
    child.send("\x7f")
    child.expect_exact("\b \b")
    child.send("2\r")
    child.expect_exact(" PARTIE 42 ==")
    child.expect(OPENER)
    child.send("1")
    child.expect(RELANCER)
    child.sendeof()
    screen, status = finish(child)
    assert status == 0
    lines = [line.rstrip() for line in screen.splitlines()]
    assert lines[lines.index(NUMBER + "0") + 1:][:2] == NUMBER_REFUSED
    assert f"{NUMBER}sept\n{NUMBER_REFUSED[0]}" in screen

    anyone = spawn_penel421("--no-journal")  # Enter alone: « any game », the one drawn
    anyone.expect_exact(NUMBER)
    anyone.send("\r")
    anyone.expect(r"=+ PARTIE \d+ =+")
    anyone.expect(OPENER)
    assert "TAPEZ UN NOMBRE" not in anyone.before
    anyone.sendeof()
    finish(anyone)

    seeded = spawn_penel421("--seed", "42", "--no-journal")
    seeded.expect(OPENER)
    seeded.send("1")
    seeded.expect(RELANCER)
    seeded.sendeof()
    assert first_throw(finish(seeded)[0]) == first_throw(screen), "game 42 was not played"


def test_a_number_given_with_seed_is_not_asked():
    child = spawn_penel421("--seed", "3", "--no-journal")
    child.expect(OPENER)
    child.sendeof()
    screen, _ = finish(child)
    assert "NUMERO DE LA PARTIE" not in screen, "a question nobody may answer"
    assert "\n\n=============== PARTIE 3 ===============\nQUI COMMENCE" in screen


def test_q_at_the_game_number_quits_and_keeps_no_game(tmp_path):
    journal = tmp_path / "parties.sqlite3"
    child = spawn_penel421("--journal", str(journal))
    child.expect_exact(NUMBER)
    child.send("q\r")
    child.expect_exact("QUITTER LE JEU (O/N) ? ")
    child.send("n")
    child.expect_exact(NUMBER)
    child.send("q\r")
    child.expect_exact("QUITTER LE JEU (O/N) ? ")
    child.send("o")
    screen, status = finish(child)
    assert status == 0 and screen.rstrip().endswith("AU REVOIR.")
    assert "PARTIE " not in screen.split(NUMBER)[-1]
    if journal.exists():
        from penel421.journal.store import Journal

        with Journal.open(str(journal), create=False) as kept:
            assert kept.games() == []


# --- a terminal narrower than the listing's screen -----------------------------------

@pytest.mark.parametrize("cols", [30, 24])
def test_a_terminal_narrower_than_40_columns_is_told_once_at_the_start(cols):
    child = spawn_penel421("--seed", "3", "--no-journal", cols=cols)
    child.expect_exact("ATTENTION : ")
    expect_on(child, OPENER)  # the wrapped lines fill the screen: a pause first
    child.send("h")
    expect_on(child, OPENER)
    child.sendeof()
    screen, _ = finish(child)
    warning = screen.split("ATTENTION : ")[1].split("\n\n")[0]
    assert "40 COLONNES" in " ".join(warning.split())
    assert all(len(line) <= cols for line in ("ATTENTION : " + warning).splitlines())
    assert screen.count("ATTENTION : ") == 1, "said once"
    assert screen.index("ATTENTION : ") < screen.index("PARTIE 3")


def test_a_40_column_terminal_is_not_warned():
    child = spawn_penel421("--seed", "3", "--no-journal", cols=40)
    child.expect(OPENER)
    child.sendeof()
    screen, _ = finish(child)
    assert "ATTENTION" not in screen
