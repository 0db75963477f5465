"""The lazy group (:mod:`penel421.cli.lazy`): its help lists each command as the
command says itself, each command runs a program made for its options, and
each loads only what it needs."""

from __future__ import annotations

import inspect
import subprocess
import sys

import click
import pytest

from penel421.cli import GAME, LISTING, SUBCOMMANDS, main
from penel421.cli.lazy import Program


def context() -> click.Context:
    return click.Context(main, info_name="penel421")


def test_the_group_knows_each_command_by_its_name_alone():
    ctx = context()
    assert main.list_commands(ctx) == sorted(SUBCOMMANDS)
    for name in SUBCOMMANDS:
        assert main.get_command(ctx, name).name == name
    assert main.get_command(ctx, "frobnicate") is None


@pytest.mark.parametrize("name", sorted(SUBCOMMANDS))
def test_the_group_lists_each_command_as_the_command_says_itself(name):
    # the table in penel421.cli is a copy, so that listing loads no command:
    # at every width click may cut it to, it says what the command says
    command = main.get_command(context(), name)
    stand_in = SUBCOMMANDS[name].stand_in(name)
    for limit in range(5, 200):
        assert stand_in.get_short_help_str(limit) == command.get_short_help_str(limit)


@pytest.mark.parametrize("name", sorted(SUBCOMMANDS))
def test_each_command_runs_a_program_that_takes_its_options(name):
    command = main.get_command(context(), name)
    assert isinstance(command.callback, Program)
    taken = inspect.signature(command.callback.load()).parameters
    assert set(taken) == {param.name for param in command.params if param.expose_value}


def test_the_game_and_the_listing_take_the_options_of_the_game():
    given = {param.name for param in main.params if param.expose_value}
    assert set(inspect.signature(GAME.load()).parameters) == given
    listing = inspect.signature(LISTING.load()).parameters.values()
    assert [param.kind for param in listing] == [inspect.Parameter.VAR_KEYWORD]


def loaded_by(*args: str) -> set[str]:
    """The modules of penel421's command line loaded by ``penel421 ARGS``."""
    code = ("import atexit, sys\n"
            "atexit.register(lambda: sys.__stderr__.write(' '.join(sys.modules)))\n"
            "sys.argv[0] = 'penel421'\n"
            "from penel421.start import main\n"
            "main()\n")
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          timeout=30)
    assert done.returncode == 0, done.stderr
    return {name for name in done.stderr.split() if name.startswith("penel421.cli.")}


@pytest.mark.slow
def test_the_help_of_the_group_loads_no_command():
    loaded = loaded_by("--help")
    assert {name for name in loaded if name.startswith("penel421.cli.commands.")} == {
        "penel421.cli.commands.game"}
    assert not {name for name in loaded if name.startswith("penel421.cli.programs")}


@pytest.mark.slow
def test_the_help_of_a_command_loads_that_command_alone():
    loaded = loaded_by("analyse", "--help")
    assert {name for name in loaded if name.startswith("penel421.cli.commands.")} == {
        "penel421.cli.commands.game", "penel421.cli.commands.analyse"}
    assert not {name for name in loaded if name.startswith("penel421.cli.programs")}


@pytest.mark.slow
def test_a_command_loads_its_program_and_nothing_of_the_game():
    loaded = loaded_by("odds", "--hand", "6-5-2", "--json")
    assert "penel421.cli.programs.odds" in loaded
    assert not {name for name in loaded if name.startswith("penel421.cli.programs.")} - {
        "penel421.cli.programs.odds"}


@pytest.mark.slow
def test_a_bilan_loads_none_of_the_training_at_the_keyboard():
    loaded = loaded_by("entrainement", "--bilan")
    assert "penel421.cli.programs.entrainement" in loaded
    assert "penel421.cli.programs.training" not in loaded
