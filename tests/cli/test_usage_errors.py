"""Every usage error of ``penel421``, ``odds`` and ``simulate``, in French.

One rule for all: exit code 2, ``Erreur :`` and one sentence; what the user
typed between « », option names bare (never « --seed »); ranges in words
(« au moins 1 », « de 0 à 2 »), never click's ``x>=1``; each thing said once.
"""

from __future__ import annotations

import os
import re

import pytest
from click.testing import CliRunner

from penel421.cli import click_fr, main


@pytest.fixture(autouse=True)
def click_in_french():
    click_fr.install()  # the tests of click_fr give click its English back


@pytest.fixture(autouse=True)
def journal_of_our_own(tmp_path, monkeypatch):
    monkeypatch.setenv("PENEL421_JOURNAL", str(tmp_path / "parties.sqlite3"))
    return tmp_path / "parties.sqlite3"


def error_of(*args: str) -> str:
    journal = os.environ["PENEL421_JOURNAL"]
    args = tuple(arg.replace("{journal}", journal) for arg in args)
    result = CliRunner().invoke(main, list(args), env={"COLUMNS": "80"})
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    lines = result.output.splitlines()
    starts = [at for at, line in enumerate(lines) if line.startswith("Erreur : ")]
    assert len(starts) == 1, result.output
    # the message, cut between words at the 80 columns COLUMNS gives, read whole
    message = [lines[starts[0]]]
    for line in lines[starts[0] + 1:]:
        if not line.startswith("  "):
            break
        message.append(line.strip())
    assert all(len(line) <= 80 for line in message), message
    return " ".join(message).removeprefix("Erreur : ")


#: (arguments, the whole message after "Erreur : ")
EXACT = [
    (["--seed", "0"], "Valeur invalide pour --seed : 0 n'est pas permis (au moins 1)."),
    (["--seed", "-1"], "Valeur invalide pour --seed : -1 n'est pas permis (au moins 1)."),
    (["--seed", "abc"], "Valeur invalide pour --seed : « abc » n'est pas un nombre entier valide."),
    (["-c", "9"], "Valeur invalide pour -c / --computers : 9 n'est pas permis (de 0 à 8)."),
    (["--rules", "1988"],
     "Valeur invalide pour --rules : « 1988 » n'est pas parmi « 1987 », « pascal »."),
    (["--frobnicate"], "Option --frobnicate inconnue."),
    (["--rules", "pascal", "--bareme", "421=zéro"],
     "Valeur invalide pour --bareme : 421 vaut un entier de 1 à 99, pas « zéro »."),
    (["--rules", "pascal", "--bareme", "421"],
     "Valeur invalide pour --bareme : écrivez CLÉ=VALEUR, par exemple 421=8, pas « 421 »."),
    (["--rules", "pascal", "--bareme-file", "/absent/bareme.ini"],
     "Le fichier de barème « /absent/bareme.ini » ne se lit pas : il n'existe pas."),
    (["odds"], "Il manque l'option --hand."),
    (["odds", "--hand", "6-5-2", "--throws-left", "3"],
     "Valeur invalide pour --throws-left : 3 n'est pas permis (de 0 à 2)."),
    (["simulate", "--seed", "0"], "Valeur invalide pour --seed : 0 n'est pas permis (au moins 1)."),
    (["simulate", "--games", "0"],
     "Valeur invalide pour -n / --games : 0 n'est pas permis (au moins 1)."),
    (["simulate", "--games", str(2**32 + 1)],
     f"Valeur invalide pour --games : {2**32 + 1} n'est pas permis (au plus {2**32})."),
    (["simulate", "--jobs", "0"],
     "Valeur invalide pour -j / --jobs : 0 n'est pas permis (de 1 à 256)."),
    (["parties", "--export", "/absent/dossier/p.jsonl", "--journal", "{journal}"],
     "Valeur invalide pour --export : impossible d'écrire « /absent/dossier/p.jsonl » : son "
     "dossier n'existe pas."),
    (["reprendre", "0"], "Valeur invalide pour N : 0 n'est pas permis (au moins 1)."),
    (["analyse", "0"], "Valeur invalide pour N : 0 n'est pas permis (au moins 1)."),
    (["simulate", "--rules", "pascal", "--bareme", "jetons=0"],
     "Valeur invalide pour --bareme : jetons vaut un entier de 1 à 999, pas « 0 »."),
]


@pytest.mark.parametrize(("args", "message"), EXACT, ids=[" ".join(a) for a, _ in EXACT])
def test_the_exact_message(args, message):
    assert error_of(*args) == message


#: Every other usage error the commands know.
OTHERS = [
    ["--rules", "1987", "--seed", "40000"],
    ["--computers", "-1"],
    ["--player", "Alice"],
    ["--rules", "pascal", "--bareme", "foo=3"],
    ["--rules", "pascal", "--bareme-file", "/"],
    ["--seed", "3", "--real-dice"],
    ["--level", "super"],
    ["--rules", "pascal", "-p", "ordi:absent_module_xyz:make"],
    ["--rules", "pascal", "-c", "8"],
    ["--rules", "pascal", "simulate"],
    ["odds", "--hand", "7-7-7"],
    ["odds", "--hand", "6-5-2", "--target", "x"],
    ["odds", "--hand", "6-5-2", "--rules", "foo"],
    ["odds", "--hand"],
    ["simulate", "--seed", "-1"],
    ["simulate", "--jobs", "300"],
    ["simulate", "--seat", "x"],
    ["simulate", "--seat", "classic"],
    ["simulate", "--seat", "ordi:classic", "--seat", "classic"],
    ["simulate", "--fixed-throws"],
    ["simulate", "--rules", "pascal", "--bareme-file", "/absent/bareme.ini"],
    ["simulate", "--games", "beaucoup"],
    ["reprendre", "abc"],
    ["parties", "--foo"],
    ["--journal"],
    ["simulate", "--games", str(2**32 + 1)],
    ["nope"],
]


@pytest.mark.parametrize("args", EXACT + [(a, None) for a in OTHERS],
                         ids=[" ".join(a) for a, _ in EXACT] + [" ".join(a) for a in OTHERS])
def test_every_message_follows_the_rules(args):
    message = error_of(*args[0])
    assert (message[0].isupper() or message.startswith("-")) and message.endswith("."), message
    assert not re.search(r"x\s*[<>]=?|[<>]=?\s*x\b", message), "a range in click's notation"
    assert "« -" not in message, "option names are written bare"
    assert not re.search(r"'[^' ]+'", message), "values are quoted « », not ''"
    assert "invalide pour --bareme/--bareme-file" not in message
    assert message.count("nvalide") <= 1, "invalid, said twice"
