"""What a player may type at the prompts (README.md, « Les lancers »).

The RELANCER grammar: ``1``, ``2``, ``3`` or any set of them (``13``, ``1 3``,
``1,3``), optionally ended by ``.`` as in 1987; ``0`` keeps every die.
Anything else is refused with a short French message saying what is expected.
"""

from __future__ import annotations

import io
import re

import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

from penel421.cli import main
from penel421.console.answers import (
    Command,
    Done,
    Refused,
    choice_key,
    complete_keys,
    faces_key,
    key_command,
    parse_choice,
    parse_command,
    parse_faces,
    parse_rethrow,
    parse_yes_no,
    rethrow_key,
    split_keys,
    yes_no_key,
)
from penel421.console.terminal import Terminal

# words that only an English message would use; a French one uses the others
ENGLISH = re.compile(r"\b(the|is|are|must|should|enter|type|please|dice|die|only|once|"
                     r"too long|between)\b", re.IGNORECASE)
FRENCH = re.compile(r"\b(tapez|dés?|ou|le|la|les|de|des|un|une|seul|pour|répondez)\b",
                    re.IGNORECASE)


def refusal(parse, text: str, *args) -> str:
    """The message of the refusal of ``text``; fails if ``text`` is accepted."""
    with pytest.raises(Refused) as caught:
        parse(text, *args)
    message = str(caught.value)
    assert message, f"{text!r} refused without a word"
    assert len(message) <= 120, f"a refusal should be short: {message!r}"
    assert FRENCH.search(message) and not ENGLISH.search(message), message
    return message


# --- RELANCER -----------------------------------------------------------------

@pytest.mark.parametrize(("typed", "positions"), [
    ("1", (1,)),
    ("2", (2,)),
    ("3", (3,)),
    ("13", (1, 3)),
    ("1 3", (1, 3)),
    ("1,3", (1, 3)),
    ("1, 3", (1, 3)),
    ("13.", (1, 3)),
    ("123.", (1, 2, 3)),
    ("123", (1, 2, 3)),
    ("2.", (2,)),
    ("31", (1, 3)),  # any order names the same dice
    ("  13  ", (1, 3)),  # stray blanks around the answer
    ("13 .", (1, 3)),
])
def test_rethrow_names_the_dice_to_throw_again(typed, positions):
    assert parse_rethrow(typed) == positions


@pytest.mark.parametrize("typed", ["0", "0.", " 0 "])
def test_zero_keeps_every_die(typed):
    assert parse_rethrow(typed) == ()


@pytest.mark.parametrize("typed", [
    "",  # a bare Enter must not keep or throw anything
    ".",
    "   ",
    "abc",
    "o",
    "4",
    "7",
    "14",
    "11",
    "1 1",
    "0 1",
    "10",
    "00",
    "-1",
    "1.5",
    "13..",
    "1" * 1000,
    "1 " * 500,
    "é",
    "１",  # a full-width digit, not the digit 1
    "２３",
    "²",
    "1\x00",
])
def test_anything_else_at_relancer_is_refused_in_french(typed):
    refusal(parse_rethrow, typed)


def test_refusal_of_a_missing_die_says_which_dice_exist():
    message = refusal(parse_rethrow, "4")
    assert "4" in message and all(d in message for d in "123")


def test_refusal_of_zero_with_dice_says_zero_goes_alone():
    assert "0" in refusal(parse_rethrow, "0 1")


def test_refusal_of_garbage_says_what_to_type():
    message = refusal(parse_rethrow, "abc")
    assert "0" in message and "13" in message


def test_a_very_long_line_is_not_read_back_to_the_player():
    message = refusal(parse_rethrow, "13" * 500)
    assert "1313" not in message


@given(st.sets(st.sampled_from([1, 2, 3]), min_size=1).flatmap(
    lambda dice: st.permutations(sorted(dice))),
    st.sampled_from(["", " ", ",", ", "]), st.booleans())
def test_every_set_of_positions_can_be_typed_every_documented_way(dice, sep, dot):
    typed = sep.join(str(d) for d in dice) + ("." if dot else "")
    assert parse_rethrow(typed) == tuple(sorted(dice))


@given(st.text(max_size=60))
def test_no_line_typed_at_relancer_does_anything_but_parse_or_refuse(text):
    try:
        positions = parse_rethrow(text)
    except Refused as refused:
        assert str(refused)
    else:
        assert positions == tuple(sorted(set(positions)))
        assert set(positions) <= {1, 2, 3}


# --- faces of real dice -------------------------------------------------------

@pytest.mark.parametrize(("typed", "count", "faces"), [
    ("421", 3, (4, 2, 1)),
    ("4 2 1", 3, (4, 2, 1)),
    ("4,2,1", 3, (4, 2, 1)),
    ("124", 3, (1, 2, 4)),  # in the order of the positions, not sorted
    ("666", 3, (6, 6, 6)),
    ("111", 3, (1, 1, 1)),
    ("53", 2, (5, 3)),
    ("5 3", 2, (5, 3)),
    ("6", 1, (6,)),
    (" 1 ", 1, (1,)),
])
def test_faces_of_real_dice(typed, count, faces):
    assert parse_faces(typed, count) == faces


@pytest.mark.parametrize(("typed", "count"), [
    ("7", 1),
    ("0", 1),
    ("427", 3),
    ("420", 3),
    ("42", 3),  # too few
    ("4211", 3),  # too many
    ("66", 1),
    ("", 1),
    ("", 3),
    ("abc", 3),
    ("quatre", 1),
    ("4-2-1", 3),
    ("４２１", 3),
    ("1" * 1000, 3),
])
def test_impossible_faces_are_refused_in_french(typed, count):
    message = refusal(parse_faces, typed, count)
    assert "1 à 6" in message


def test_refusal_for_one_die_speaks_of_one_die():
    # "tapez la valeur du dé, chacun de 1 à 6": "chacun" (each) needs several dice
    message = refusal(parse_faces, "7", 1)
    assert "chacun" not in message and "valeurs" not in message, message


def test_faces_refusal_says_how_many_dice_are_expected():
    assert "3" in refusal(parse_faces, "42", 3)
    assert "2" in refusal(parse_faces, "421", 2)
    assert "dé" in refusal(parse_faces, "7", 1)


# --- yes / no -----------------------------------------------------------------

@pytest.mark.parametrize("typed", ["o", "O", "oui", "OUI", "Oui", " oui "])
def test_yes(typed):
    assert parse_yes_no(typed) is True


@pytest.mark.parametrize("typed", ["n", "N", "non", "NON", "Non", " n "])
def test_no(typed):
    assert parse_yes_no(typed) is False


@pytest.mark.parametrize("typed", ["", " ", "0", "1", "peut-être", "ouiii", "nn", "o n",
                                   "x" * 1000])
def test_anything_else_than_yes_or_no_is_refused(typed):
    message = refusal(parse_yes_no, typed)
    assert "o (oui)" in message and "n (non)" in message  # as (o/n) writes them


# --- choosing among numbered answers -------------------------------------------

@pytest.mark.parametrize(("typed", "count", "index"), [
    ("1", 2, 0),
    ("2", 2, 1),
    (" 2 ", 2, 1),
    ("3", 3, 2),
])
def test_choice_is_returned_from_zero(typed, count, index):
    assert parse_choice(typed, count) == index


@pytest.mark.parametrize("typed", ["", "0", "3", "12", "-1", "un", "1.", "１", "x" * 1000])
def test_a_choice_out_of_range_is_refused(typed):
    message = refusal(parse_choice, typed, 2)
    assert "1" in message and "2" in message


def test_choice_refusal_lists_every_choice():
    assert re.search(r"1, 2 ou 3", refusal(parse_choice, "4", 3))


# --- key by key (the 1987 game at a keyboard) ------------------------------------

def keyed(press, keys: str):
    """Press ``keys`` one after the other; the answer, or what is typed so far."""
    typed = ""
    for key in split_keys(keys):
        step = press(typed, key)
        if isinstance(step, Done):
            return step
        typed = step
    return typed


@pytest.mark.parametrize(("keys", "positions", "echo"), [
    ("1.", (1,), "."), ("13.", (1, 3), "."), ("31.", (1, 3), "."), ("321.", (1, 2, 3), "."),
    ("13\r", (1, 3), "."),  # Enter throws the marked dice, like the point
    ("13\n", (1, 3), "."),
    ("0", (), "0"),  # 0 keeps every die at once
    ("1\b3.", (3,), "."),  # backspace unmarks the last die
    ("12\x7f3.", (1, 3), "."),  # DEL is the backspace key of most terminals
    ("12\x1b[3~3.", (1, 3), "."),  # and the Delete key unmarks too
    ("\b1.", (1,), "."),  # backspace with nothing marked does nothing
])
def test_rethrow_keys_mark_dice_and_throw_them(keys, positions, echo):
    assert keyed(rethrow_key, keys) == Done(positions, echo)


def test_digits_are_taken_and_kept_until_the_point():
    assert keyed(rethrow_key, "13") == "13"
    assert keyed(rethrow_key, "1\b") == ""


@pytest.mark.parametrize(("typed", "key", "kind"), [
    ("", ".", "rethrow"),  # nothing marked to throw
    ("", "\r", "rethrow"),  # Enter with nothing marked: explained, as the point is
    ("", "x", "rethrow"), ("1", " ", "rethrow"), ("", ",", "rethrow"), ("", "é", "rethrow"),
    ("", "\x1b[A", "rethrow"),  # an arrow is one key, refused once
    ("1", "1", "twice"), ("13", "3", "twice"),
    ("1", "0", "zero alone"),
    ("", "4", "no such die"), ("2", "9", "no such die"),
])
def test_wrong_keys_at_relancer_are_refused_in_french(typed, key, kind):
    with pytest.raises(Refused) as caught:
        rethrow_key(typed, key)
    assert caught.value.kind == kind
    refusal(lambda text: rethrow_key(typed, text), key)


def test_a_refused_die_names_itself():
    with pytest.raises(Refused) as caught:
        rethrow_key("", "7")
    assert caught.value.value == 7 and "7" in str(caught.value)


@given(st.text(alphabet="0123456789.\r\b\x7f abq?", max_size=12))
def test_no_keys_at_relancer_do_anything_but_mark_throw_or_refuse(keys):
    typed = ""
    for key in split_keys(keys):
        try:
            step = rethrow_key(typed, key)
        except Refused:
            continue
        if isinstance(step, Done):
            assert step.value == () or set(step.value) <= {1, 2, 3}
            assert list(step.value) == sorted(set(step.value))
            return
        assert set(step) <= set("123") and len(set(step)) == len(step)
        typed = step


@pytest.mark.parametrize(("key", "command"), [
    ("h", Command.HELP), ("H", Command.HELP), ("a", Command.HELP), ("A", Command.HELP),
    ("q", Command.QUIT), ("Q", Command.QUIT), ("?", Command.HINT), ("1", None), ("o", None),
])
def test_one_key_commands(key, command):
    assert key_command(key) is command


def test_a_is_aide_in_lines_too():
    assert parse_command("a") is Command.HELP


def test_one_key_choices_and_yes_or_no():
    press = choice_key(2)
    assert keyed(press, "1") == Done(0, "1") and keyed(press, "2") == Done(1, "2")
    assert keyed(press, "\r\b2") == Done(1, "2"), "Enter and backspace are ignored"
    for wrong in ("0", "3", "x", "."):
        assert "1 ou 2" in refusal(lambda text: press("", text), wrong)
    assert keyed(yes_no_key, "o") == Done(True, "O") and keyed(yes_no_key, "Y") == Done(True, "Y")
    assert keyed(yes_no_key, "\rn") == Done(False, "N")
    assert "o (oui) ou n (non)" in refusal(lambda text: yes_no_key("", text), "x")


def test_a_burst_of_keys_is_split_into_keys():
    assert split_keys("13.") == ["1", "3", "."]
    assert split_keys("1\r\n0") == ["1", "\r", "0"]
    assert split_keys("\x1b[A1\x1bOP\x1b[15~") == ["\x1b[A", "1", "\x1bOP", "\x1b[15~"]


@pytest.mark.parametrize("cut", ["\x1b", "\x1b[", "\x1b[3", "\x1bO"])
def test_an_escape_sequence_cut_by_a_read_is_held_until_its_rest(cut):
    assert complete_keys("." * 3 + cut) == ([".", ".", "."], cut)
    assert complete_keys("\x1bx") == (["\x1b", "x"], ""), "Escape then a key: two keys"


def test_a_terminal_takes_a_cut_escape_sequence_as_one_key():
    chunks = iter(["." * 31 + "\x1b", "[A", "\x1b[3", "~0"])
    term = Terminal(out=io.StringIO(), inp=io.StringIO(), keys=lambda: next(chunks))
    keys = [term.key() for _ in range(34)]
    assert keys == ["."] * 31 + ["\x1b[A", "\x1b[3~", "0"]


@pytest.mark.parametrize("blank", ["\u00a0", "\u2009", "\u202f", "\u3000"])
def test_only_the_space_and_the_tab_are_blanks_as_on_a_1987_keyboard(blank):
    """The listing refuses a no-break or a thin space (a key that means
    nothing); the port, reading a line, refuses it too."""
    refusal(parse_rethrow, f"1{blank}3")
    refusal(parse_rethrow, f"{blank}13")
    refusal(parse_yes_no, f"o{blank}")
    assert parse_rethrow("\t1 3\t") == (1, 3)


def test_real_dice_faces_keyed_are_taken_at_the_last_one():
    assert keyed(faces_key(3), "42") == "42"
    assert keyed(faces_key(3), "421") == Done((4, 2, 1), "1")
    assert keyed(faces_key(3), "45\x7f21") == Done((4, 2, 1), "1"), "backspace takes one back"
    assert keyed(faces_key(1), "\b6") == Done((6,), "6")
    assert keyed(faces_key(2), "53") == Done((5, 3), "3")
    for wrong in ("7", "0", "\r", "x", " ", "\x1b[A"):
        assert "de 1 à 6" in refusal(lambda text: faces_key(3)("4", text), wrong)


ZEROS = "0\n" * 400


def run(*args: str, input: str | None = None):
    return CliRunner().invoke(main, list(args), input=input)


def test_the_pascal_refusal_shows_the_pascal_syntax():
    result = run("--rules", "pascal", "-p", "Alice", "-c", "1", "--seed", "3",
                 input="x\n" + ZEROS)
    refusal = next(line for line in result.output.splitlines() if "! tapez" in line)
    assert "par exemple 13)" in refusal and "13." not in refusal
