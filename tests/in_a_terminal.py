"""What the tests that play the installed command in a real pseudo-terminal share."""

from __future__ import annotations

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
