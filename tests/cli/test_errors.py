"""A command that fails (:mod:`penel421.cli.errors`): its message written as the
command writes its messages, and its status."""

from __future__ import annotations

import click
from click.testing import CliRunner

from penel421.cli.errors import CommandFailure, CommandInterrupted


def failing(failure: CommandFailure) -> click.Command:
    @click.command()
    def command() -> None:
        click.echo("déjà dit")
        raise failure
    return command


def test_a_failure_is_told_on_stderr_and_ends_with_status_1():
    result = CliRunner().invoke(failing(CommandFailure("Erreur : rien à faire.")))
    assert result.exit_code == 1
    assert result.stdout == "déjà dit\n"
    assert result.stderr == "Erreur : rien à faire.\n"  # one line, whole, to a pipe


def test_a_failure_is_written_as_its_command_writes():
    told: list[str] = []
    result = CliRunner().invoke(failing(CommandFailure("Erreur : x", told.append)))
    assert result.exit_code == 1
    assert told == ["Erreur : x"]
    assert result.stderr == ""


def test_an_interruption_that_says_what_was_done_ends_with_status_130():
    result = CliRunner().invoke(failing(CommandInterrupted("Interrompu : rien n'est montré.")))
    assert result.exit_code == 130
    assert result.stderr == "Interrompu : rien n'est montré.\n"
