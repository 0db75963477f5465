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
#: The 1987 game's first question and its RELANCER prompt, as patterns.
OPENER = r"QUI COMMENCE \(1=VOUS 2=ORDINATEUR\) \? "
RELANCER = r"RELANCER \(1,2,3 OU 0\) \? "


def plain(text: str) -> str:
    """``text`` as a person reads it: without colour escapes, with Unix line ends."""
    return ANSI.sub("", text).replace("\r\n", "\n")


def spawn_penel421(*args: str, rows: int = 24, cols: int = 80, timeout: float = TIMEOUT,
                   color: bool = False, **env_changes: str):
    """``penel421 args`` in a fresh pty of ``rows`` x ``cols``, TERM=xterm, in
    colour or not; ``child.screen`` collects all it prints."""
    import pexpect

    env = dict(os.environ, TERM="xterm")
    env.pop("NO_COLOR", None)
    if not color:
        env["NO_COLOR"] = "1"
        env.pop("COLUMNS", None)
    env.update(env_changes)
    child = pexpect.spawn(PENEL421, list(args), env=env, dimensions=(rows, cols),
                          encoding="utf-8", codec_errors="replace", timeout=timeout)
    child.screen = io.StringIO()
    child.logfile_read = child.screen
    return child


def spawn(*args: str, **env_changes: str):
    """``penel421 args`` in a fresh 24x80 pty, in colour."""
    return spawn_penel421(*args, color=True, **env_changes)


def finish(child) -> tuple[str, int | None]:
    """Wait for the end of ``child``; what it printed (plain) and its exit status."""
    import pexpect

    child.expect(pexpect.EOF)
    child.close()
    return plain(child.screen.getvalue()), child.exitstatus
