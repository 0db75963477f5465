"""The ``penel421`` command as a user types it: options, refusals, whole games.

Every refusal of the command line must come before any die is thrown, with
exit status 2 and a French message saying what is allowed.
"""

from __future__ import annotations

import re
import subprocess
import sys

import pytest
from click.testing import CliRunner

from penel421 import __version__
from penel421.cli import main
from penel421.console.terminal import wants_color

DICE_LINE = re.compile(r"\d:\[\d\]")  # " 1:[6] 2:[2] 3:[3]": a throw on screen
ANSI = "\x1b["
# click's own frame around a message ("Erreur : Valeur invalide pour --x : ...")
CLICK_FRAME = re.compile(r"^Erreur : (Valeur invalide pour « [^»]* » : )?", re.MULTILINE)
ZEROS = "0\n" * 400  # keep every hand: enough answers for any seeded game


def run(*args: str, input: str | None = "", env: dict | None = None):
    return CliRunner().invoke(main, list(args), input=input, env=env)


def error_message(result) -> str:
    """The program's own message in a usage error, without click's frame."""
    match = CLICK_FRAME.search(result.output)
    assert match, f"no error message in {result.output!r}"
    return result.output[match.end():].strip()


def assert_refused(result, *mentions: str) -> str:
    """Exit status 2, nothing played, a message naming ``mentions``."""
    assert result.exit_code == 2, result.output
    assert not DICE_LINE.search(result.output), "a die was thrown before the refusal"
    assert "MANCHE" not in result.output.upper()
    message = error_message(result)
    for mention in mentions:
        assert mention.lower() in message.lower(), f"{mention!r} not in {message!r}"
    return message


# --- help and version ---------------------------------------------------------

@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_help_explains_the_relancer_prompt_and_the_options(flag):
    result = run(flag)
    assert result.exit_code == 0
    text = result.output
    assert "RELANCER" in text
    assert all(answer in text for answer in ("13", "1 3", "1,3", "13.")), text
    assert "0 pour garder" in text
    assert "touche par" in text and "sans Entrée" in text  # 1987 at a keyboard
    assert "--rules" in text and "pascal" in text and "1987" in text
    assert "--seed" in text
    assert not DICE_LINE.search(text)


@pytest.mark.parametrize("args", [
    ["--help"], ["odds", "--help"], ["simulate", "--help"], ["--rules", "1988"], ["--nope"],
    ["odds"], ["simulate", "-n", "0"], ["frobnicate"]])
def test_click_speaks_french_in_help_and_errors(args):
    result = run(*args)
    assert "Utilisation : " in result.output, result.output
    english = re.search(r"\b(Usage|Options:|Commands|Error|Try|default|Show this|Invalid|"
                        r"No such|Missing|required|is not)\b", result.output)
    assert not english, result.output


def test_version():
    result = run("--version")
    assert result.exit_code == 0
    assert "penel421" in result.output and __version__ in result.output


def test_python_m_penel421_is_the_same_command():
    done = subprocess.run([sys.executable, "-m", "penel421", "--version"],
                          capture_output=True, text=True, timeout=30)
    assert done.returncode == 0, done.stderr
    assert "penel421" in done.stdout and __version__ in done.stdout


@pytest.mark.parametrize("args", [["--help"], ["--version"], ["simulate", "--help"]])
def test_help_and_version_load_nothing_the_answer_does_not_need(args):
    # start-up within 1.2 x "import click, colorama" (benchmarks/startup.py):
    # what only a game, a journal or a JSON answer needs waits for them
    shown = subprocess.run([sys.executable, "-X", "importtime", "-m", "penel421", *args],
                           capture_output=True, text=True, timeout=30)
    assert shown.returncode == 0, shown.stderr
    loaded = {line.rsplit("|", 1)[-1].strip() for line in shown.stderr.splitlines()}
    heavy = {"json", "dataclasses", "sqlite3", "fractions", "random",
             "penel421.core.engine", "penel421.console.base", "penel421.journal"}
    assert loaded & heavy == set()


# --- options refused ------------------------------------------------------------

def test_unknown_rules_are_a_usage_error_naming_the_known_ones():
    result = run("--rules", "nope")
    assert result.exit_code == 2
    assert "1987" in result.output and "pascal" in result.output
    assert not DICE_LINE.search(result.output)


PASCAL_ONLY = [
    ("--player", "Alice"),
    ("-p", "Alice"),
    ("--computers", "1"),
    ("-c", "0"),
    ("--fixed-throws",),
    ("--bareme", "421=8"),
    ("--bareme-file", "bareme.ini"),
]
TABLE_SIZE = [
    ("-p", "Alice", "-c", "0"),
    ("-c", "0"),
    ("-c", "8"),
    ("-p", "Alice", "-c", "8"),
    tuple(a for n in range(9) for a in ("-p", f"J{n}")),
]
SHARED_NAMES = [
    (("-p", "Alice", "-p", "alice"), "alice"),
    (("-p", "Alice", "-p", "ordi:ALICE"), "alice"),
    (("-p", "Bob", "-p", "Éloïse", "-p", "éloïse"), "éloïse"),
    (("-p", "Ordi 1", "-p", "Bob", "-c", "1"), "Ordi 1"),
]
EMPTY_NAMES = ["", "   ", "ordi:", "ordi:  "]
BAD_BAREME_ITEMS = [
    ("x=1", "x"),
    ("brelan-7=3", "brelan-7"),
    ("421=0", "421"),
    ("421=abc", "421"),
    ("421=-3", "421"),
    ("jetons=0", "jetons"),
    ("421", "421"),
    ("=8", "8"),
]


@pytest.mark.parametrize("args", PASCAL_ONLY)
def test_pascal_options_are_refused_with_the_1987_rules(args):
    assert_refused(run(*args), "--rules pascal")


def test_seed_and_real_dice_exclude_each_other():
    assert_refused(run("--seed", "3", "--real-dice"), "--seed", "--real-dice")


@pytest.mark.parametrize("args", TABLE_SIZE)
def test_pascal_needs_2_to_8_players(args):
    assert_refused(run("--rules", "pascal", *args), "2", "8")


@pytest.mark.parametrize(("args", "name"), SHARED_NAMES)
def test_two_players_cannot_share_a_name(args, name):
    assert_refused(run("--rules", "pascal", *args), name)


@pytest.mark.parametrize("name", EMPTY_NAMES)
def test_a_player_needs_a_name(name):
    assert_refused(run("--rules", "pascal", "-p", "Alice", "-p", name))


def test_a_name_too_long_is_refused_saying_the_limit():
    assert_refused(run("--rules", "pascal", "-p", "A" * 40, "-p", "Bob"), "16")


@pytest.mark.parametrize(("item", "mention"), BAD_BAREME_ITEMS)
def test_bad_bareme_values_are_refused_before_any_throw(item, mention):
    assert_refused(run("--rules", "pascal", "--bareme", item), mention)


def test_a_missing_bareme_file_is_refused(tmp_path):
    path = tmp_path / "absent.ini"
    message = assert_refused(run("--rules", "pascal", "--bareme-file", str(path)))
    assert "absent.ini" in message and "n'existe pas" in message


@pytest.mark.parametrize("content", [
    b"[autre]\njetons = 5\n",  # no [bareme] section
    b"jetons = 5\n",  # no section at all
    b"[bareme]\njetons = beaucoup\n",
    b"[bareme]\ncle-inconnue = 3\n",
    b"[bareme]\n421 = 8%\n",
    b"[bareme]\njetons = 5\njetons = 6\n",
    b"[bareme]\njetons = \xe9\n",  # latin-1, not UTF-8
    b"[bareme]\n[bareme]\n",
    b"[bareme]\n  une ligne\nsans signe\n",
    b"[bareme\n421 = 8\n",
])
def test_a_bad_bareme_file_is_refused(tmp_path, content):
    path = tmp_path / "bar.ini"
    path.write_bytes(content)
    message = assert_refused(run("--rules", "pascal", "--bareme-file", str(path)))
    # in French from end to end: no English from configparser or the system
    words = message.replace(str(path), "").replace("--bareme-file", "")
    assert not re.search(r"\b(while|reading|line|already|exists|contains|no such|file)\b",
                         words, re.IGNORECASE), message


def test_the_bareme_is_used_when_it_is_right(tmp_path):
    path = tmp_path / "bar.ini"
    path.write_text("[bareme]\njetons = 4\n", encoding="utf-8")
    result = run("--rules", "pascal", "--bareme-file", str(path), "--seed", "1", input=ZEROS)
    assert result.exit_code == 0, result.output
    assert "4 jetons au pot" in result.output
    result = run("--rules", "pascal", "--bareme-file", str(path), "--bareme", "jetons=5",
                 "--seed", "1", input=ZEROS)
    assert "5 jetons au pot" in result.output, "--bareme overrides the file"


# --- whole games from a pipe ------------------------------------------------------

def test_a_whole_1987_game_from_piped_answers():
    result = run("--seed", "7", input="1\n" + ZEROS + "n\n")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert "UNE AUTRE PARTIE (O/N) ?" in result.output
    # the listing's end, then the game kept in the journal and how to see it weighed
    assert lines[-3:] == ["AU REVOIR.", "L'ANALYSE DE L'EXPERT, COUP PAR COUP :",
                          "PARTIE 7 : penel421 analyse 1"]
    end = re.findall(r"(VOUS AVEZ|L'ORDINATEUR A) LES 11 PIONS", result.output)
    assert len(end) == 1, "the end of the game says who holds the 11 pions"
    last_score = [line for line in lines if line.startswith("PIOCHE:")][-1]
    expected = "VOUS: 11" if end[0] == "VOUS AVEZ" else "ORDINATEUR: 11"
    assert expected in last_score and "PIOCHE: 0" in last_score


def test_a_whole_pascal_game_from_piped_answers():
    result = run("--rules", "pascal", "-p", "Alice", "-p", "Bob", "-c", "1", "--seed", "5",
                 input=ZEROS + "n\n")
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Alice, relancer quels dés ?" in out and "Bob, relancer quels dés ?" in out
    loser = re.search(r"Fin de la partie : (\w[\w ]*) a perdu\.", out)
    assert loser, out[-600:]
    assert "Classement :" in out
    ranking = out.split("Classement :\n")[1].split("Les jetons de chacun")[0].splitlines()
    assert ranking[0].startswith("  1. ")
    assert ranking[-1].endswith(f"{loser.group(1)} — perd la partie")
    for name in ("Alice", "Bob", "Ordi 1"):
        assert sum(name in line for line in ranking) == 1, f"{name} ranked once: {ranking}"
    assert out.splitlines()[-1] == "À bientôt !"


def test_the_same_seed_plays_the_same_game():
    first = run("--seed", "7", input="1\n" + ZEROS + "n\n")
    again = run("--seed", "7", input="1\n" + ZEROS + "n\n")
    other = run("--seed", "8", input="1\n" + ZEROS + "n\n")
    # the same game, kept twice: its number in the journal aside
    assert first.output.replace("analyse 1", "analyse 2") == again.output
    assert DICE_LINE.findall(first.output) and first.output != other.output


@pytest.mark.parametrize("rules", ["1987", "pascal"])
def test_the_game_number_shown_replays_the_game(rules):
    answers = "1\n" + ZEROS + "n\n"
    # without the journal: the pascal record at the end counts the games kept
    first = run("--rules", rules, "--no-journal", input=answers)
    number = re.search(r"(?:PARTIE|Tirage) (\d+)", first.output)
    assert number, first.output[:600]
    again = run("--rules", rules, "--seed", number.group(1), "--no-journal", input=answers)
    assert again.output == first.output


def test_1987_game_numbers_are_those_randomize_takes():
    """The listing seeds with RANDOMIZE: game numbers go from 1 to 32767."""
    result = run("--seed", "32767", input="")
    assert "NUMERO DE LA PARTIE (1 A 32767) ? 32767" in result.output
    assert "PARTIE 32767" in result.output
    assert_refused(run("--seed", "32768"), "--seed", "32767")
    assert run("--seed", "0").exit_code == 2
    # the pascal game has no such limit
    result = run("--rules", "pascal", "--seed", "32768", input="")
    assert result.exit_code == 0 and "Tirage 32768 des dés" in result.output


def test_end_of_input_says_goodbye_without_a_traceback():
    result = run("--seed", "3", input="1\n")
    assert result.exit_code == 0
    assert result.output.splitlines()[-1] == "AU REVOIR."
    assert "Traceback" not in result.output and result.exception is None


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_stray_byte_in_piped_answers_is_refused_not_a_crash():
    answers = b"1\n\xff\xfe\n" + ZEROS.encode() + b"n\n"
    done = subprocess.run([sys.executable, "-m", "penel421", "--seed", "3"], input=answers,
                          capture_output=True, timeout=30)
    assert done.returncode == 0, done.stderr
    assert b"Traceback" not in done.stderr
    out = done.stdout.decode("utf-8")
    assert "? TAPEZ LES DES A RELANCER" in out
    assert out.splitlines()[-3] == "AU REVOIR."


def test_closing_the_output_early_ends_the_game_quietly():
    """``penel421 | head``: the reader goes away; no traceback, exit 0."""
    child = subprocess.Popen([sys.executable, "-m", "penel421", "--seed", "3"],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE)
    child.stdout.read(50)  # the banner, printed before the first question
    child.stdout.close()
    try:
        child.stdin.write(b"1\n" + ZEROS.encode() + b"n\n")
        child.stdin.close()
    except BrokenPipeError:
        pass
    errors = child.stderr.read()
    child.stderr.close()
    assert child.wait(timeout=30) == 0
    assert errors == b""


def test_closing_the_output_at_a_throw_ends_the_game_quietly():
    """The reader goes away in the middle of a round, while the engine asks
    the person what to throw again: no traceback, exit 0."""
    child = subprocess.Popen([sys.executable, "-m", "penel421", "--seed", "3",
                              "--no-journal"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE)
    child.stdin.write(b"1\n")
    child.stdin.flush()
    seen = b""
    while b"RELANCER (1,2,3 OU 0) ?" not in seen:  # the engine asks the person
        chunk = child.stdout.read1(4096)
        assert chunk, seen
        seen += chunk
    child.stdout.close()
    try:
        child.stdin.write(ZEROS.encode() + b"n\n")
        child.stdin.close()
    except BrokenPipeError:
        pass
    errors = child.stderr.read()
    child.stderr.close()
    assert child.wait(timeout=30) == 0, errors
    assert errors == b""


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_person_alone_against_computers_is_spoken_to_as_vous():
    """Without --player, you sit against two computers, and the screen speaks
    to you as the 1987 game does: "vous", never a third person."""
    result = run("--rules", "pascal", "--seed", "11", input=ZEROS + "n\n")
    assert result.exit_code == 0
    out = result.output
    assert "Joueurs, dans l'ordre : Vous, Ordi 1 (ordinateur), Ordi 2 (ordinateur)." in out
    assert "▶ À vous de jouer" in out and "  Relancer quels dés ? (1 2 3, 0 = garder)" in out
    assert not re.search(r"Vous (prend|a|donne|n'a|quitte)\b", out), "vous in the third person"
    assert re.search(r"Vous (prenez|donnez)|vous donne|Fin de la partie : vous avez perdu"
                     r"|Ordi \d a perdu", out)
    named = run("--rules", "pascal", "-p", "Alice", "--seed", "11", input=ZEROS + "n\n")
    assert "▶ À vous de jouer" in named.output and "Alice (ordinateur)" not in named.output


# --- computers and bots at the table ---------------------------------------------------


def welcome_players(result) -> str:
    """The welcome line listing the players, in seat order."""
    assert result.exit_code == 0, result.output
    listed = re.search(r"Joueurs, dans l'ordre : (.*?)\.\n(?!  )", result.output, re.S).group(1)
    return listed.replace("\n  ", " ")  # a long list wraps, indented


@pytest.mark.parametrize(("args", "players"), [
    (("-p", "Alice", "-p", "ordi:Marcel"), "Alice, Marcel (ordinateur)"),
    (("-p", "Alice", "-p", "ordi:classic"), "Alice, classic (ordinateur)"),
    (("-p", "ordi:Classic", "-p", "Alice", "-p", "ordi:CLASSIC"),
     "classic 1 (ordinateur), Alice, classic 2 (ordinateur)"),
    (("-p", "Alice", "-p", "bots_for_tests:keeper"), "Alice, bots_for_tests (ordinateur)"),
    (("-p", "Alice", "-p", "ordi:bots_for_tests:keeper", "-c", "1"),
     "Alice, bots_for_tests (ordinateur), Ordi 1 (ordinateur)"),
    (("-p", "bots_for_tests:Keeper", "-p", "bots_for_tests:keeper", "-p", "Alice"),
     "bots_for_tests 1 (ordinateur), bots_for_tests 2 (ordinateur), Alice"),
    (("-p", "Alice", "-p", "classic"), "Alice, classic"),  # a person, called classic
])
@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_seat_is_a_person_a_level_or_a_bot(args, players):
    result = run("--rules", "pascal", *args, "--seed", "2", input=ZEROS + "n\n")
    assert welcome_players(result) == players


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_bot_by_import_path_plays_a_whole_game_against_a_person():
    result = run("--rules", "pascal", "-p", "Alice", "-p", "bots_for_tests:keeper",
                 "--seed", "4", input=ZEROS + "n\n")
    assert result.exit_code == 0, result.output
    assert "bots_for_tests garde ses dés." in result.output
    assert "Fin de la partie" in result.output


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_a_bot_name_fits_16_characters(tmp_path, monkeypatch):
    (tmp_path / "a_bot_with_a_very_long_name.py").write_text(
        "from bots_for_tests import keeper\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    result = run("--rules", "pascal", "-p", "Alice", "-p", "a_bot_with_a_very_long_name:keeper",
                 "-p", "ordi:a_bot_with_a_very_long_name:keeper", "--seed", "2",
                 input=ZEROS + "n\n")
    assert welcome_players(result) == ("Alice, a_bot_with_a_v 1 (ordinateur), "
                                       "a_bot_with_a_v 2 (ordinateur)")


@pytest.mark.parametrize(("player", "mention"), [
    ("bots_for_tests:not_a_strategy", "rethrow"),
    ("ordi:bots_for_tests:NOT_CALLABLE", "NOT_CALLABLE"),
    ("Jean:Pierre", "Jean"),  # the shape of a path: a bot it must be
    ("ordi:absent_module_xyz:make", "absent_module_xyz"),
])
def test_a_bot_that_cannot_be_loaded_is_a_usage_error(player, mention):
    assert_refused(run("--rules", "pascal", "-p", "Alice", "-p", player), "--player", mention)


@pytest.mark.parametrize("width", [40, 50, 80])
def test_a_bot_answering_the_impossible_stops_the_game_with_one_clear_message(width):
    result = run("--rules", "pascal", "-p", "Alice", "-p", "bots_for_tests:position_4",
                 "--seed", "4", input=ZEROS, env={"COLUMNS": str(width)})
    assert result.exit_code == 1
    assert "Traceback" not in result.output and result.exception is None or isinstance(
        result.exception, SystemExit)
    assert all(len(line) <= width for line in result.stderr.splitlines()), result.stderr
    message = " ".join(result.stderr.split())
    assert message.startswith("Erreur : le robot « bots_for_tests:position_4 », qui joue "
                              "bots_for_tests (place 2), a répondu (4,) : il n'y a pas de dé 4")
    assert "manche 1" in message and "les jetons restent comme à son début" in message


def test_a_failing_bot_says_where_it_failed():
    result = run("--rules", "pascal", "-p", "ordi:bots_for_tests:failing", "-p", "Alice",
                 "--seed", "4", input=ZEROS)
    assert result.exit_code == 1
    assert "a échoué : erreur KeyError" in result.stderr
    assert "bots_for_tests.py, ligne" in result.stderr


# --- colour -------------------------------------------------------------------------

@pytest.mark.parametrize(("args", "env"), [
    ((), None),
    ((), {"NO_COLOR": "1"}),
    (("--no-color",), None),
])
def test_no_colour_escapes_when_not_a_terminal(args, env):
    result = run("--seed", "7", *args, input="1\n" + ZEROS + "n\n", env=env)
    assert result.exit_code == 0
    assert DICE_LINE.search(result.output) and ANSI not in result.output


class FakeTty:
    def isatty(self) -> bool:
        return True


class FakePipe:
    def isatty(self) -> bool:
        return False


def test_colour_only_on_a_terminal_without_no_color(monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    assert wants_color(False, FakeTty()) is True
    assert wants_color(False, FakePipe()) is False
    assert wants_color(True, FakeTty()) is False
    monkeypatch.setenv("NO_COLOR", "1")
    assert wants_color(False, FakeTty()) is False
    monkeypatch.setenv("NO_COLOR", "")  # no-color.org: an empty NO_COLOR does not count
    assert wants_color(False, FakeTty()) is True
    monkeypatch.setenv("TERM", "dumb")  # a terminal that cannot show colours
    assert wants_color(False, FakeTty()) is False


# --- levels ---------------------------------------------------------------------------

@pytest.mark.parametrize("rules", ["1987", "pascal"])
def test_both_levels_play_a_whole_game_and_expert_is_the_default(rules):
    answers = "1\n" + ZEROS + "n\n"
    # without the journal: the pascal record at the end counts the games kept
    default = run("--rules", rules, "--seed", "9", "--no-journal", input=answers)
    expert = run("--rules", rules, "--seed", "9", "--level", "expert", "--no-journal",
                 input=answers)
    classic = run("--rules", rules, "--seed", "9", "--level", "classic", "--no-journal",
                  input=answers)
    assert default.exit_code == expert.exit_code == classic.exit_code == 0
    assert default.output == expert.output
    assert classic.output != expert.output  # the computer plays otherwise


def test_an_unknown_level_is_refused():
    assert_refused(run("--level", "champion"), "classic", "expert")
