"""The one place where the command line defers an import: click's lazy group.

``penel421 --help`` and ``--version`` must start as fast as click itself, and
``penel421 CMD --help`` as fast, though a command's work needs the rules, the
journal, SQLite, the solvers.  So a command is two modules, and each imports
at its top what it needs:

* its *declaration* (:mod:`penel421.cli.commands`): its name, its help and
  its options, all that click needs to parse the command line, refuse it or
  show the help;
* its *program* (:mod:`penel421.cli.programs`): the function the declaration
  runs — parse, build a spec, make one call, render — with everything it
  needs imported at the top.

:class:`LazyGroup` is click's documented pattern for lazily loaded
subcommands: its ``get_command`` imports a declaration by its name, and its
list of commands comes from a table of short helps (:class:`Listed`), so
that the group's ``--help`` loads none.  A declaration names its program
with :func:`declare`: the program's module is imported when the command
runs, and only then (:class:`Program`).  A program that has a part only one
of its modes needs (the analysis in words, which ``--json`` does without)
names that part with a :class:`Program` too, at its top, beside its imports.

Nothing else in the command line imports inside a function to start faster
but what only a refusal or a narrow page needs: the level option's check of
a bot's shape (:mod:`penel421.cli.commands.game`), the way click's messages
are cut and made safe (:mod:`penel421.cli.click_fr`) and a help page's lines
cut to a narrow terminal (:mod:`penel421.cli.help_layout`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

import click

from .streams import Penel421Group


def imported(path: str) -> Any:
    """What ``path``, ``"module:name"``, names, its module imported."""
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


class Program:
    """A command's program, named ``"module:function"``: imported when it is
    called, then called with the options click parsed."""

    def __init__(self, path: str) -> None:
        self.path = path

    def load(self) -> Callable[..., object]:
        """The program's function, its module imported."""
        function: Callable[..., object] = imported(self.path)
        return function

    def __call__(self, **options: Any) -> object:
        return self.load()(**options)


def declare(program: str, *decorators: Callable[[Any], Any]) -> click.Command:
    """The command that ``decorators`` declare — ``click.command(…)`` first, then
    its arguments and options, in the order the decorators would be written
    above a function — whose callback is ``program`` (``"module:function"``),
    imported only when the command runs."""
    declared: Any = Program(program)
    for decorator in reversed(decorators):
        declared = decorator(declared)
    if not isinstance(declared, click.Command):
        raise TypeError(f"{program}: the first decorator must be click.command(…)")
    return declared


class Listed(NamedTuple):
    """A subcommand as the group knows it before loading it: its declaration,
    ``"module:name"``, and the line ``penel421 --help`` gives it."""

    declaration: str
    #: The command's short help, as the group lists it.
    summary: str
    #: True where the command has no short help of its own: click makes one
    #: from its help (here, that help's first paragraph), cut to the line's
    #: width with « ... ».
    cut: bool = False

    def stand_in(self, name: str) -> click.Command:
        """A command that click lists exactly as it lists the real one."""
        if self.cut:
            return click.Command(name, help=self.summary)
        return click.Command(name, short_help=self.summary)


class LazyGroup(Penel421Group):
    """A group whose subcommands are imported by name when they are asked for
    (``lazy``: each command's :class:`Listed`, by name)."""

    def __init__(self, *args: Any, lazy: Mapping[str, Listed],
                 aliases: Mapping[str, str] | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.lazy = dict(lazy)
        #: Other names a command answers to (its English one), not listed.
        self.aliases = dict(aliases or {})

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(self.lazy)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        listed = self.lazy.get(self.aliases.get(cmd_name, cmd_name))
        if listed is None:
            return None
        command = imported(listed.declaration)
        if not isinstance(command, click.Command):
            raise TypeError(f"{listed.declaration} is not a click command")
        return command

    def resolve_command(self, ctx: click.Context, args: list[str]
                        ) -> tuple[str | None, click.Command | None, list[str]]:
        # an alias runs under the command's own name: its usage, its errors
        if args and args[0] in self.aliases:
            args = [self.aliases[args[0]], *args[1:]]
        return super().resolve_command(ctx, args)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        # click's own listing, of commands that say what the real ones say:
        # the group's help loads no command
        listing = click.Group(commands=[listed.stand_in(name)
                                        for name, listed in self.lazy.items()])
        listing.format_commands(ctx, formatter)
