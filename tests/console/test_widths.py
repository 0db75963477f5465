"""Every line fits the terminal: the pascal screen at 40, 50 and 80 columns (8
players, the longest names), and the cutting between words itself."""

from __future__ import annotations

import io
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from penel421.console.console_pascal import ConsolePascal
from penel421.console.terminal import EndOfInput, Terminal
from penel421.console.wrap import GLUE, columns, fit
from penel421.core.bareme import Bareme
from penel421.core.rules import pascal_rules
from penel421.play.session import Session
from penel421.play.table import Seat
from penel421.specs import GameSpec, SessionSpec

NAMES = ["Anne-Charlotte B", "Jean-Christophe", "Marie-Amandine L", "Ordi Maximilien",
         "Bérénice Lefèvre", "Ordi Quentin Dus", "Hippolyte Marsan", "Ordi Éléonore Ra"]
#: Answers of every kind: good ones, refused ones, commands.
ANSWERS = ["0", "13", "aide", "4", "?", "abc", "0 1", "11", "2.", "q", "n", "123", "x" * 30]
BAREMES = [Bareme(), Bareme(quatre_cent_vingt_et_un=99, brelan_as=88, suite=77, ordinaire=66,
                          nenette=55, jetons=999).with_values([("fiches", "44")])]


class PromptsOnALine(Terminal):
    """A terminal where each prompt ends its line: what the player types is his,
    and its width is not the program's."""

    def ask(self, prompt: str) -> str:
        self.out.write(prompt + "\n")
        line = self.inp.readline()
        if not line:
            raise EndOfInput
        return line.rstrip("\n")


def screen(seats, rules, seed, answers) -> list[str]:
    out = io.StringIO()
    term = PromptsOnALine(out=out, inp=io.StringIO("".join(a + "\n" for a in answers)))
    spec = SessionSpec(GameSpec.of(rules), tuple(seats), seed, hints=True)
    try:
        Session.open(spec, term).play()
    except EndOfInput:
        pass
    return out.getvalue().splitlines()


# with another barème the expert's hints are worked out on the spot: one game;
# a test a game, that the workers share
@pytest.mark.slow  # six whole games of eight
@pytest.mark.parametrize(("bareme", "seed"), [(BAREMES[0], 0), (BAREMES[0], 1), (BAREMES[1], 0)],
                         ids=["usual-0", "usual-1", "every-value-changed"])
@pytest.mark.parametrize("fixed_throws", [False, True], ids=["free", "fixed-throws"])
def test_eight_players_with_16_character_names_never_pass_80_columns(bareme, seed,
                                                                     fixed_throws):
    seats = [Seat(name, "classic" if name.startswith("Ordi") else None) for name in NAMES]
    rules = pascal_rules(bareme, fixed_throws=fixed_throws)
    too_wide = []
    answers = ANSWERS * (60 if bareme == Bareme() else 25) + ["n"]
    for line in screen(seats, rules, seed, answers):
        if len(line) > 80:
            too_wide.append(line)
    assert not too_wide, f"{len(too_wide)} lines over 80 columns, e.g. {too_wide[:3]}"


def test_a_person_against_seven_computers_reads_the_jetons_of_each():
    seats = [Seat("Vous")] + [Seat(f"Ordi {n}", "classic") for n in range(1, 8)]
    lines = screen(seats, pascal_rules(), 4, ["0"] * 400 + ["n"])
    jetons = [line for line in lines if line.strip().startswith("Jetons :")]
    assert jetons and all(len(line) <= 80 for line in lines)
    # each player's name is followed by its own count, never by another name
    assert "Ordi 1 : " in jetons[0] and " · Ordi 2 : " in "".join(jetons[:2])


# --- at the terminal's width: 40, 50 and 80 columns -------------------------------------


def narrow_screen(monkeypatch, width, seats, seed, answers, bareme=None) -> list[str]:
    monkeypatch.setenv("COLUMNS", str(width))
    return screen(seats, pascal_rules(bareme or Bareme()), seed, answers)


@pytest.mark.slow  # a game of eight with another barème: the expert's rounds solved on the spot
@pytest.mark.parametrize("width", [40, 50, 80])
def test_every_pascal_line_fits_the_terminal_and_keeps_its_groups(monkeypatch, width):
    seats = [Seat(name, "classic" if name.startswith("Ordi") else None) for name in NAMES]
    lines = []
    for seed in range(2):
        lines += narrow_screen(monkeypatch, width, seats, seed, ANSWERS * 60 + ["n"],
                               BAREMES[seed])
    too_wide = [line for line in lines if len(line) > width]
    assert not too_wide, f"{len(too_wide)} lines over {width} columns, e.g. {too_wide[:3]}"
    cut = [line for line in lines if line.strip()[:1] in ("·", ":", "%", ";", "?", "»", "←")]
    assert not cut, f"a group cut in two: {cut[:3]}"
    helps = [line for line in lines if "(aide" in line]
    assert helps and all("(aide : tapez aide)" in line for line in helps)
    # each player's name stays with its count
    text = " ".join(line.strip() for line in lines)
    assert all(re.search(re.escape(name) + r" : \d", text) for name in NAMES)


@pytest.mark.parametrize("width", [40, 50])
def test_default_names_in_a_narrow_terminal_break_no_word(monkeypatch, width):
    seats = [Seat("Vous")] + [Seat(f"Ordi {n}", "classic") for n in (1, 2)]
    narrow = narrow_screen(monkeypatch, width, seats, 5, ["?", "0"] * 200 + ["n"])
    wide = narrow_screen(monkeypatch, 80, seats, 5, ["?", "0"] * 200 + ["n"])
    assert all(len(line) <= width for line in narrow)
    # the same words in the same order, only cut elsewhere (prompts are shorter)
    prompt = re.compile(r"Relancer.*")
    assert prompt.sub("", " ".join(narrow)).split() == prompt.sub("", " ".join(wide)).split()
    # a name is never parted: « Ordi » at the end of a line, « 1 » on the next
    assert not [line for line in narrow if line.rstrip().endswith(" Ordi")]


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_the_advice_says_its_jetons_in_words_by_phase(monkeypatch):
    seats = [Seat("Vous")] + [Seat(f"Ordi {n}", "classic") for n in (1, 2)]
    text = " ".join(" ".join(" ".join(narrow_screen(monkeypatch, 80, seats, seed,
                                                    ["0"] * 300 + ["n"])).split())
                    for seed in (1, 2, 3))
    assert "Jetons : vous en prendrez " in text
    assert "vous en donnerez " in text or "vous en recevrez " in text
    assert "jetons +" not in text and "jetons -" not in text
    assert "estimé" not in text  # every player to come answers as the expert: exact


# --- the cutting itself ---------------------------------------------------------------------

WORDS = st.text(alphabet="abcdéèà421·-()", min_size=1, max_size=14)


@given(words=st.lists(WORDS, min_size=1, max_size=40),
       gaps=st.lists(st.sampled_from([" ", "  ", "\u00a0"]), min_size=40, max_size=40),
       width=st.integers(20, 80), lead=st.sampled_from(["", "  ", "    "]),
       indent=st.sampled_from(["", "  "]))
def test_fit_cuts_between_words_only(words, gaps, width, lead, indent):
    text = lead + "".join(w + g for w, g in zip(words, gaps, strict=False)).rstrip()
    lines = fit(text, width, indent)
    # nothing lost, nothing cut inside a word; glued words stay on one line
    assert " ".join(lines).split() == text.replace("\u00a0", " ").split()
    for line in lines:
        assert "\u00a0" not in line
        # longer only when it is a single word, or words glued together
        assert len(line) <= width or line.strip().replace(" ", "\u00a0") in text, line
    assert all(line.startswith(lead) for line in lines)
    assert all(line.startswith(lead + indent) for line in lines[1:])


def test_fit_parts_a_number_from_its_unit_only_where_they_cannot_stand_together():
    # « 1 dé » glued by the typography, then to a word the text glued itself:
    # 19 columns after a two-space indent do not fit 20, so the typography yields
    text = "1 " * 18 + "dé\u00a0" + "1" * 14
    lines = fit(text, 20, "  ")
    assert all(len(line) <= 20 for line in lines), lines
    assert lines[-1] == "  dé " + "1" * 14
    assert fit("il reste 1 dé à relancer", 13) == ["il reste 1 dé", "à relancer"]


def test_fit_keeps_french_spaces_and_colours():
    text = "Manche : 42,0 % de la gagner ; « bof » ? " + GLUE.join(["(aide", ":", "tapez", "aide)"])
    for width in range(20, 60):
        for line in fit(text, width):
            assert not line.startswith((":", "%", ";", "?", "»", "aide)")), (width, line)
            assert not line.endswith("«")
    red = "\x1b[31mrouge\x1b[0m"
    assert fit(f"{red} {red} {red}", 11) == [f"{red} {red}", red]


def test_columns_follows_the_terminal_up_to_80(monkeypatch):
    monkeypatch.setenv("COLUMNS", "50")
    assert columns(None) == 50
    monkeypatch.setenv("COLUMNS", "200")
    assert columns(None) == 80
    monkeypatch.delenv("COLUMNS")
    assert columns(io.StringIO()) == 80, "not a terminal: 80"


@pytest.mark.parametrize("width", [40, 50, 80])
def test_the_simulation_figures_fit_the_terminal(width):
    from click.testing import CliRunner

    from penel421.cli import main

    result = CliRunner().invoke(main, ["simulate", "--rules", "pascal", "--games", "300",
                                       "--seed", "1", "--seat", "classic", "--seat",
                                       "bots_for_tests:keeper", "--seat", "classic"],
                                env={"COLUMNS": str(width)})
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert all(len(line) <= width for line in lines), lines
    assert "Règles pascal, graine 1 : 300 parties jouées." in " ".join(result.output.split())
    assert not [line for line in lines if line.strip()[:1] in ("%", ":", ")")]


@pytest.mark.parametrize("width", [40, 50, 80])
def test_the_prompts_fit_the_terminal(monkeypatch, width):
    monkeypatch.setenv("COLUMNS", str(width))
    seats = [Seat("Vous"), Seat("Anne-Charlotte B"), Seat("Ordi Maximilien", "classic")]
    console = ConsolePascal(Terminal(out=io.StringIO()), pascal_rules(), seats[:1] + seats[2:])
    alone = ConsolePascal(Terminal(out=io.StringIO()), pascal_rules(), seats)
    prompts = [c.voice.faces_prompt(seat, positions) for c in (console, alone)
               for seat in range(len(c.voice.seats)) for positions in ((2,), (1, 3), (1, 2, 3))]
    assert all(len(prompt) < width for prompt in prompts), prompts
    if width == 80:  # the whole sentence where there is room
        assert "  Lancez les dés 1 et 3 pour Ordi Maximilien et tapez les valeurs : " in prompts


@pytest.mark.parametrize("width", [40, 50, 80])
def test_the_end_of_a_training_keeps_each_count_with_its_word(monkeypatch, width):
    from penel421.analysis.figures import Figures
    from penel421.console.cards import Tally, TrainingEnd
    from penel421.strategies.worth import SCALE_JETONS

    monkeypatch.setenv("COLUMNS", str(width))
    out = io.StringIO()
    seats = [Seat("Vous"), Seat("Ordi", "classic")]
    console = ConsolePascal(Terminal(out=out), pascal_rules(), seats)
    console.training.show_training_end(TrainingEnd(asked=1, right=0, due_tomorrow=1, learnt=0,
                                          tallies=(Tally(True, Figures(SCALE_JETONS, 1, loss=7.0),
                                                         Figures(SCALE_JETONS, 1, loss=6.0)),)))
    lines = out.getvalue().splitlines()
    assert all(len(line) <= width for line in lines), lines
    text = " ".join(line.strip() for line in lines)
    assert "0 bonne réponse sur 1" in text and "1 carte." in text and "0 carte." in text
    assert not [line for line in lines if re.match(r"\s*(cartes?|bonnes?|réponses?)\b", line)]
