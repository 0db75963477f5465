"""Every help page whole at 40, 50 and 80 columns: no line over the width,
no word cut (the page's words are the words of the same page laid out wide),
no summary cut with « ... », the examples within the page."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from penel421.cli import SUBCOMMANDS, main

PAGES = [[], *([name] for name in sorted(SUBCOMMANDS))]


def page(args: list[str], width: int) -> str:
    result = CliRunner().invoke(main, [*args, "--help"], terminal_width=width)
    assert result.exit_code == 0, result.output
    return result.output


def words(text: str) -> list[str]:
    """The words of a page, a shell's line continuation « \\ » not one."""
    return [word for word in text.split() if word != "\\"]


@pytest.mark.parametrize("width", [40, 50, 80])
@pytest.mark.parametrize("args", PAGES, ids=lambda args: " ".join(args) or "penel421")
def test_every_help_line_is_whole_within_the_width(args, width):
    text = page(args, width)
    too_wide = [line for line in text.splitlines() if len(line) > width]
    assert not too_wide, too_wide
    wide = set(words(page(args, 300)))
    cut = [word for word in words(text) if word not in wide]
    assert not cut, cut  # a piece of a word: « --r », « ules », « PENEL421_JOURNA »
    assert "..." not in text
    assert not [line for line in text.splitlines() if line.strip() == "$"]


def test_the_examples_keep_an_option_with_its_value_and_say_what_each_does():
    text = page([], 40)
    examples = text.split("Exemples :")[1].split("Options :")[0].splitlines()
    assert "    penel421 --seed 42" in examples
    at = examples.index("    penel421 --seed 42")
    assert examples[at + 1] == "        rejoue le tirage 42 des dés"
    # a command cut as a shell continues it, never between -p and its name
    cut = next(i for i, line in enumerate(examples) if line.endswith(" \\"))
    assert not examples[cut].endswith(" -p \\")
    assert examples[cut + 1].startswith("      -")


def test_at_80_columns_the_options_keep_their_two_columns():
    text = page([], 80)
    assert "  --seed N               Le tirage des dés" in text
    assert "  analyse       Une partie gardée, pesée coup par coup par l'expert." in text


def test_the_commands_have_french_names_and_keep_their_english_ones():
    listed = page([], 80).split("Commandes :")[1]
    assert "  chances " in listed and "  simuler " in listed
    assert "odds" not in listed and "simulate" not in listed
    for french, english, args in (("chances", "odds", ["--hand", "6-5-2"]),
                                  ("simuler", "simulate", ["--games", "3", "--seed", "1"])):
        said = [CliRunner().invoke(main, [name, *args]) for name in (french, english)]
        assert said[0].exit_code == said[1].exit_code == 0, said[1].output
        if french == "chances":
            assert said[0].output == said[1].output
        usage = CliRunner().invoke(main, [english, "--no-such"]).output
        assert f" {french} [OPTIONS]" in usage  # the command says its French name
