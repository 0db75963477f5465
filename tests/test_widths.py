"""Every line of the pascal screen fits 80 columns: 8 players, the longest names."""

from __future__ import annotations

import io

import pytest

from penel421.console.console_pascal import ConsolePascal
from penel421.console.terminal import EndOfInput, Terminal
from penel421.core.bareme import Bareme
from penel421.core.rules import pascal_rules
from penel421.play.session import Session
from penel421.strategies.seats import Seat

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
    console = ConsolePascal(term, rules, seats, hints=True)
    try:
        Session(console, seed).play()
    except EndOfInput:
        pass
    return out.getvalue().splitlines()


@pytest.mark.parametrize("bareme", BAREMES, ids=["usual", "every-value-changed"])
@pytest.mark.parametrize("fixed_throws", [False, True], ids=["free", "fixed-throws"])
def test_eight_players_with_16_character_names_never_pass_80_columns(bareme, fixed_throws):
    seats = [Seat(name, "classic" if name.startswith("Ordi") else None) for name in NAMES]
    rules = pascal_rules(bareme, fixed_throws=fixed_throws)
    too_wide = []
    for seed in range(3):
        answers = ANSWERS * 60 + ["n"]
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
