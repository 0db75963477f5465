"""What the tests that play the installed command in a real pseudo-terminal share."""

from __future__ import annotations

import io
import os
import re
import sys

import pytest

#: The installed command, beside the Python running the tests.
PENEL421 = os.path.join(os.path.dirname(sys.executable), "penel421")
#: Marks of such a test module: slow, and only where a pty and the command exist.
IN_A_TERMINAL = [
    pytest.mark.slow,
    pytest.mark.skipif(sys.platform == "win32", reason="pexpect.spawn needs a POSIX pty"),
    pytest.mark.skipif(not os.access(PENEL421, os.X_OK),
                       reason=f"the penel421 command is not installed at {PENEL421}"),
]
#: Colour and cursor escapes, to read the screen as a person sees it.
ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")

TIMEOUT = 5  # seconds for each expected line
#: Seconds a whole command is given to end once its last line is read: it
#: may still be weighing games, and a busy machine gives it less of a core.
END_TIMEOUT = 60
#: The 1987 game's first question and its RELANCER prompt, as patterns.
OPENER = r"QUI COMMENCE \(1=VOUS 2=ORDINATEUR\) \? "
RELANCER = r"RELANCER \(1,2,3 OU 0\) \? "


def plain(text: str) -> str:
    """``text`` as a person reads it: without colour escapes, with Unix line ends."""
    return ANSI.sub("", text).replace("\r\n", "\n")


def as_shown(text: str) -> str:
    """``text`` (plain) as the screen shows it once written (:class:`Rows`,
    as wide as need be): each carriage return takes the cursor back to the
    line's start, and what follows is written over what was there (a
    waiting line rubbed out is not read)."""
    rows = Rows(len(text) + 1, len(text) + 1)
    rows.feed(text)
    return "\n".join(row.rstrip(" ") for row in rows.rows)


def spawn_penel421(*args: str, rows: int = 24, cols: int = 80, timeout: float = TIMEOUT,
                   color: bool = False, reads_on: bool = True, **env_changes: str):
    """``penel421 args`` in a fresh pty of ``rows`` x ``cols``, TERM=xterm, in
    colour or not; ``child.screen`` collects all it prints.  ``reads_on``:
    the person presses Entrée at each pause of a full screen met while
    something else is expected (see :class:`ReadsOn`)."""
    import pexpect

    env = dict(os.environ, TERM="xterm")
    env.pop("NO_COLOR", None)
    if not color:
        env["NO_COLOR"] = "1"
        env.pop("COLUMNS", None)
    env.update(env_changes)
    spawn = reads_on_spawn() if reads_on else pexpect.spawn
    child = spawn(PENEL421, list(args), env=env, dimensions=(rows, cols),
                  encoding="utf-8", codec_errors="replace", timeout=timeout)
    child.screen = io.StringIO()
    child.logfile_read = child.screen
    return child


def spawn(*args: str, **env_changes: str):
    """``penel421 args`` in a fresh 24x80 pty, in colour."""
    return spawn_penel421(*args, color=True, **env_changes)


def finish(child) -> tuple[str, int | None]:
    """Wait for the end of ``child``; what it printed (plain, without the
    pauses of a full screen: :func:`unpaged`) and its exit status."""
    import pexpect

    child.expect(pexpect.EOF, timeout=max(child.timeout or 0, END_TIMEOUT))
    child.close()
    return unpaged(plain(child.screen.getvalue())), child.exitstatus


#: The lines a full screen waits on before more scrolls it (penel421.console.pager).
MORE_1987 = "-- LA SUITE : APPUYEZ SUR UNE TOUCHE --"
MORE_PASCAL = "— La suite : appuyez sur Entrée — "
MORE = re.compile("|".join(re.escape(more) for more in (MORE_1987, MORE_PASCAL)))


def unpaged(screen: str) -> str:
    """``screen`` (plain) without the pauses of a full screen: as it reads
    where nothing is held (a taller terminal)."""
    return re.sub(f"(?:{MORE.pattern})\n", "", screen)


def expect_on(child, patterns, **options) -> int:
    """``child.expect(patterns)``, Entrée pressed at each pause of a full
    screen met on the way; the index of the pattern found."""
    patterns = patterns if isinstance(patterns, list) else [patterns]
    while True:
        index = child.expect([*patterns, MORE], **options)
        if index < len(patterns):
            return index
        child.send("\r")


def reads_on_spawn():
    import pexpect

    class ReadsOn(pexpect.spawn):
        """A person at the terminal who, waiting for something else, presses
        Entrée at each pause of a full screen (:data:`MORE`), as anyone
        reading on would; expecting the pause itself finds it."""

        def expect(self, pattern, *args, **options):
            patterns = pattern if isinstance(pattern, list) else [pattern]
            while True:
                index = super().expect([*patterns, MORE], *args, **options)
                if index < len(patterns):
                    return index
                self.send("\r")

        def expect_exact(self, pattern, *args, **options):
            patterns = pattern if isinstance(pattern, list) else [pattern]
            while True:
                index = super().expect_exact([*patterns, MORE_1987, MORE_PASCAL],
                                             *args, **options)
                if index < len(patterns):
                    return index
                self.send("\r")
    return ReadsOn


class Rows:
    """A terminal's screen of ``height`` rows and ``width`` columns, fed what a
    program prints, that tells what scrolled off unseen: at each question
    (:meth:`answered`, called when the person types), every row written since
    the last answer must still be among the ``height`` rows on screen."""

    def __init__(self, height: int, width: int) -> None:
        self.height, self.width = height, width
        self.rows: list[str] = [""]
        self.column = 0
        self.answer_row = 0  # the row the last answer was typed on
        self.fed = 0
        #: The rows that left the screen before they could be read.
        self.unseen: list[str] = []
        #: The most rows written between two answers.
        self.longest = 0

    def feed(self, text: str) -> None:
        for char in plain(text).replace("\n", "\r\n"):
            if char == "\r":
                self.column = 0
            elif char == "\n":
                self.rows.append("")
                self.column = 0
            elif char == "\b":
                self.column = max(0, self.column - 1)
            elif char.isprintable():
                if self.column >= self.width:
                    self.rows.append("")
                    self.column = 0
                row = self.rows[-1]
                self.rows[-1] = row[:self.column].ljust(self.column) + char + row[self.column + 1:]
                self.column += 1

    def answered(self, child) -> None:
        """The person answers now: what ``child`` printed since is fed, then checked."""
        screen = child.screen.getvalue()
        self.feed(screen[self.fed:])
        self.fed = len(screen)
        cursor = len(self.rows) - 1
        top = cursor - self.height + 1  # the first row still on screen
        written = self.rows[self.answer_row + 1:cursor + 1]
        self.longest = max(self.longest, len(written))
        self.unseen += [row for row in self.rows[self.answer_row + 1:max(top, 0)]]
        self.answer_row = cursor
