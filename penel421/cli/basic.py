"""``penel421 --basic``: the 1987 listing itself, run by PC-BASIC in the terminal.

The listing (``original/421.bas``, shipped in the package as
``penel421/data/421.bas``) asks for its own game number and plays its own
classic computer, so ``--basic`` takes no other option of a game.  In a
terminal PC-BASIC runs with its command-line interface (``-b``): the screen
scrolls as the port's does, and Ctrl-C stops the program as it stopped
GW-BASIC (``Break in 310``).  Without a terminal it runs as a filter
(``-n``), reading answers that end in CR, as the tests feed it.
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
from importlib import resources

import click
from click.core import ParameterSource

INSTALL = "pip install 'penel421[basic]'"
#: Options that go with --basic, with the one value they may take (None: any):
#: the 1987 rules and the classic computer are the listing's own, and it has no
#: colours to turn off.
COMPATIBLE = {"rules_name": "1987", "level": "classic", "no_color": None, "basic": None}


def check_alone(ctx: click.Context) -> None:
    """Refuse, in French, any option of a game given with --basic."""
    for param in ctx.command.params:
        name = param.name
        if name not in ctx.params or name in ("help", "version"):
            continue
        if ctx.get_parameter_source(name) is not ParameterSource.COMMANDLINE:
            continue
        if name in COMPATIBLE and COMPATIBLE[name] in (None, ctx.params[name]):
            continue  # an option the listing has, with the listing's value
        flag = max(param.opts, key=len)
        raise click.UsageError(f"{flag} ne va pas avec --basic : le listing de 1987 se joue "
                               "tel quel, contre son ordinateur classique, et demande "
                               "lui-même le numéro de la partie.")


def pcbasic_command() -> list[str] | None:
    """How to start PC-BASIC: from this Python if it has it, else from the PATH."""
    if importlib.util.find_spec("pcbasic") is not None:
        return [sys.executable, "-m", "pcbasic"]
    found = shutil.which("pcbasic")
    return [found] if found else None


def play_the_listing() -> int:
    """Run the listing in PC-BASIC; return the exit status for the shell."""
    command = pcbasic_command()
    if command is None:
        click.echo(f"PC-BASIC n'est pas installé : {INSTALL} l'installe avec le jeu.",
                   err=True)
        return 1
    interface = "-b" if sys.stdin.isatty() and sys.stdout.isatty() else "-n"
    listing = resources.files("penel421") / "data" / "421.bas"
    with resources.as_file(listing) as path:
        try:
            return subprocess.call([*command, str(path), interface, "-q", "--sound=False"])
        except KeyboardInterrupt:  # before PC-BASIC took the keyboard
            return 130
