"""click's help laid out for any width: every line whole, none over the width.

click lays a help page out for 80 columns.  Narrower (a 40-column terminal,
``COLUMNS=40``), three things break: its text wrapper cuts a word longer
than the room left (``--r`` / ``ules pascal``, ``PENEL421_JOURNA`` / ``L``)
or at a hyphen; the options' two columns leave the help a dozen columns;
and a ``\\b`` block (the examples) is kept as written, 70 columns wide.  So:

* the wrapper never cuts a word, nor at a hyphen (:func:`whole_words`);
* where the second column would have less than :data:`NARROW` columns, a
  definition list (options, commands) puts each help under its term,
  indented, at the whole width (:meth:`HelpLayout.write_dl`);
* an example block wider than the page is laid out again
  (:func:`examples_within`): each command on its lines, cut between words
  with a shell's `` \\`` (an option stays with its value), and what it does
  on the next lines, indented.

Installed with click's French (:func:`penel421.cli.click_fr.install`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

import click.formatting

#: Joins two words that must stay on one line (:data:`penel421.console.wrap.GLUE`).
GLUE = "\u00a0"
#: The fewest columns the help of an option may have beside it.
NARROW = 30
#: An example line: its indent, the command, then (two spaces or more) what it does.
_EXAMPLE = re.compile(r"^( +)(\S.*?)(?: {2,}(\S.*))?$")


def whole_words(wrapper: type[Any]) -> type[Any]:
    """click's ``TextWrapper`` that never cuts a word, nor at its hyphens:
    a word longer than the line stays whole on its own."""

    class WholeWords(wrapper):
        whole_words = True

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.break_long_words = False
            self.break_on_hyphens = False

    return WholeWords


def _glued_options(command: str) -> str:
    """``-p Alice`` kept on one line: an option glued to the value after it."""
    words = command.split(" ")
    out: list[str] = []
    for word in words:
        if out and out[-1].startswith("-") and not word.startswith("-") and GLUE not in out[-1]:
            out[-1] += GLUE + word
        else:
            out.append(word)
    return " ".join(out)


def examples_within(lines: Sequence[str], width: int) -> list[str]:
    """The lines of a ``\\b`` block of examples within ``width`` columns: as
    written where they fit; else each command on its lines (cut between
    words, each cut ended by `` \\`` as a shell continues a line) and what
    it does below it, indented."""
    if all(len(line) <= width for line in lines):
        return list(lines)
    # only for a page narrower than its examples: console.wrap's regular
    # expressions cost 1 ms at every start
    from ..console.wrap import fit
    rows: list[tuple[str, str, list[str]]] = []  # indent, command, what it does
    heads: list[tuple[int, str]] = []
    for line in lines:
        found = _EXAMPLE.match(line)
        if not line.startswith(" ") or found is None:
            heads.append((len(rows), line))
            continue
        lead, command, said = found.groups()
        if rows and len(lead) > len(rows[-1][0]) + 4:  # what the command above does, on
            rows[-1][2].append(line.strip())
            continue
        rows.append((lead, command, [said] if said else []))
    out: list[str] = []
    for at, (lead, command, said) in enumerate(rows):
        out += [head for where, head in heads if where == at]
        cut = fit(lead + _glued_options(command), width)
        if len(cut) > 1:  # room for the shell's backslash that ends each cut
            cut = fit(lead + _glued_options(command), width - 2, "  ")
        out += [line + " \\" for line in cut[:-1]] + cut[-1:]
        if said:
            out += fit(lead + "    " + " ".join(said), width)
    out += [head for where, head in heads if where >= len(rows)]
    return out


def _in_blocks(text: str, width: int) -> str:
    """``text`` with each of its ``\\b`` blocks laid out within ``width``."""
    paragraphs = text.split("\n\n")
    for i, paragraph in enumerate(paragraphs):
        lines = paragraph.split("\n")
        if lines and lines[0].strip() == "\b":
            paragraphs[i] = "\n".join([lines[0], *examples_within(lines[1:], width)])
    return "\n\n".join(paragraphs)


class HelpLayout(click.formatting.HelpFormatter):
    """click's help formatter, whole at every width (see the module)."""

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        if prefix is None:
            prefix = click.formatting._("Usage:") + " "
        line = f"{prefix:>{self.current_indent}}{prog} {args}".rstrip()
        if click.formatting.term_len(line) <= self.width:
            super().write_usage(prog, args, prefix)
            return
        # cut between its words, never after the program's name alone (only
        # then console.wrap, 1 ms at every start)
        from ..console.wrap import fit

        for cut in fit(line, self.width, " " * 4):
            self.write(cut + "\n")

    def write_text(self, text: str) -> None:
        super().write_text(_in_blocks(text, self.width - self.current_indent))

    def write_dl(self, rows: Iterable[tuple[str, str]], col_max: int = 30,
                 col_spacing: int = 2) -> None:
        rows = list(rows)
        first = min(max((click.formatting.term_len(term) for term, _ in rows), default=0),
                    col_max) + col_spacing
        if self.width - first - 2 >= NARROW:
            super().write_dl(rows, col_max, col_spacing)
            return
        # narrow: each help under its term, four columns in, at the whole width
        under = " " * (self.current_indent + 4)
        for term, text in rows:
            self.write(" " * self.current_indent + term + "\n")
            if not text:
                continue
            wrapped = click.formatting.wrap_text(text, self.width - len(under),
                                                 preserve_paragraphs=True)
            for line in wrapped.splitlines():
                self.write((under + line).rstrip() + "\n")
