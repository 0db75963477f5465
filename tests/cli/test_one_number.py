"""One number names a kept game everywhere: its number in the journal.

The number the screen shows at the start (``PARTIE 421`` in 1987, the
listing's; ``Tirage 421 des dés`` in pascal) is the dice's tirage, ``--seed``'s.
Every place a newcomer meets the two ties them: the end of a 1987 session
(after the listing's ``AU REVOIR.``), ``parties``, and the refusal of a tirage
typed where the journal's number is asked for.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from penel421.cli import main

ZEROS = "0\n" * 400


def cli(*args: str, input: str | None = None):
    return CliRunner().invoke(main, list(args), input=input)


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_the_1987_session_ends_naming_the_number_to_type(fresh_journal):
    first = cli("--seed", "421", "--no-color", input="1\n" + ZEROS + "n\n")
    assert first.exit_code == 0, first.output
    # a second game of the same tirage, two games in one session: 421, then 422
    second = cli("--seed", "421", "--no-color", input="1\n" + ZEROS + "o\n1\n" + ZEROS + "n\n")
    assert second.exit_code == 0, second.output
    for result, games in ((first, [(421, 1)]), (second, [(421, 2), (422, 3)])):
        lines = result.output.splitlines()
        end = lines[lines.index("AU REVOIR.") + 1:]  # after the listing's own end
        assert end == ["L'ANALYSE DE L'EXPERT, COUP PAR COUP :",
                       *(f"PARTIE {n} : penel421 analyse {kept}" for n, kept in games)]
        assert all(len(line) <= 40 for line in end)
    assert "PARTIE 421 " in second.output  # the listing's own title, as it was


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_parties_analyse_and_reprendre_tie_the_tirage_to_the_journal(fresh_journal):
    cli("--seed", "421", input="1\n" + ZEROS + "n\n")
    cli("--seed", "421", input="1\n" + ZEROS + "n\n")
    listed = cli("parties")
    assert listed.output.count("tirage 421") == 2 and "n° 421" not in listed.output
    for command in ("analyse", "reprendre"):
        refused = cli(command, "421")
        assert refused.exit_code == 2
        said = " ".join(refused.output.split())
        assert "n'a pas de partie n° 421" in said
        assert "« 421 » est le tirage des dés (PARTIE 421, --seed 421)" in said
        assert f"des parties n° 1 et 2 du journal ; la dernière : penel421 {command} 2." in said
    analysed = cli("analyse", "2")
    assert analysed.exit_code == 0
    assert analysed.output.startswith("Partie 2 du journal : règles 1987, tirage 421, ")
    unknown = " ".join(cli("analyse", "9").output.split())
    assert "n'a pas de partie n° 9 (penel421 parties les liste)." in unknown


def test_one_game_of_that_tirage_is_named_alone(fresh_journal):
    cli("--rules", "pascal", "--seed", "5", "-p", "Alice", "-c", "1", input=ZEROS + "n\n")
    refused = " ".join(cli("analyse", "5").output.split())
    assert ("« 5 » est le tirage des dés (PARTIE 5, --seed 5) de la partie n° 1 du journal : "
            "penel421 analyse 1.") in refused


def test_a_session_not_kept_says_nothing_after_its_goodbye(fresh_journal):
    result = cli("--seed", "421", "--no-journal", input="1\n" + ZEROS + "n\n")
    assert result.output.splitlines()[-1] == "AU REVOIR."


def test_the_command_after_the_goodbye_names_the_journal_given(tmp_path):
    journal = tmp_path / "à part.sqlite3"
    result = cli("--seed", "9", "--journal", str(journal), input="1\n" + ZEROS + "n\n")
    lines = result.output.splitlines()
    said = " ".join(" ".join(lines[lines.index("AU REVOIR.") + 1:]).split())
    # the command whole on its line, to be copied (a path may be wider than 40)
    assert f"PARTIE 9 : penel421 analyse 1 --journal '{journal}'" in said
    assert f"  penel421 analyse 1 --journal '{journal}'" in lines
    analysed = CliRunner().invoke(main, ["analyse", "1", "--journal", str(journal)])
    assert analysed.exit_code == 0


@pytest.mark.slow  # a quarter of a second or more: the full suite runs it
def test_the_pascal_end_of_a_game_names_the_journal_given(tmp_path, fresh_journal):
    # as the 1987 goodbye: the command that shows the whole analysis reads the
    # journal the game was kept in, whole on its line, to be copied
    journal = tmp_path / "à part.sqlite3"
    pascal = ("--rules", "pascal", "--seed", "5", "-p", "Alice", "-c", "1", "--no-color")
    result = cli(*pascal, "--journal", str(journal), input=ZEROS + "n\n")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    command = f"penel421 analyse 1 --journal '{journal}'"
    assert f"Toute l'analyse : {command}" in " ".join(" ".join(lines).split())
    assert f"  Toute l'analyse : {command}" in lines or f"    {command}" in lines
    analysed = CliRunner().invoke(main, ["analyse", "1", "--journal", str(journal)])
    assert analysed.exit_code == 0 and "Alice" in analysed.output
    # in the journal of every session (PENEL421_JOURNAL here): no --journal to type
    usual = cli(*pascal, input=ZEROS + "n\n")
    assert usual.exit_code == 0, usual.output
    assert "  Toute l'analyse : penel421 analyse 1" in usual.output.splitlines()
    assert "--journal" not in usual.output
