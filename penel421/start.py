"""Where the ``penel421`` command starts: Ctrl-C is taken in hand before anything loads.

Loading the command takes a few tens of milliseconds (click, the commands);
a Ctrl-C meanwhile would print a traceback of whatever module was loading.
From the first line here until a command takes Ctrl-C in hand itself (see
:func:`penel421.cli.ctrl_c_raises`), a Ctrl-C ends the program quietly, with status 130:
nothing has begun, there is nothing to say.  So it does again once a
command that took it in hand gives it back (``simulate``, its figures
written), while Python ends.  Only what Python does before this line (its
own start, ``site``) is beyond reach.
"""

import os
import signal
import sys


def _quietly(signum: int, frame: object) -> None:
    # at once: a SystemExit raised in an atexit function or a __del__, as
    # Python ends, would be printed with its traceback and ignored
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError, AttributeError):  # closed, gone, or none
            pass
    os._exit(130)


#: How the commands know this handler (penel421.cli.ctrl_c_raises) without
#: importing this module back: the command line is loaded from here.
_quietly.quiet_start = True  # type: ignore[attr-defined]


def main() -> None:
    """The ``penel421`` command (``python -m penel421`` too)."""
    if signal.getsignal(signal.SIGINT) is not signal.SIG_IGN:  # as under nohup: left so
        signal.signal(signal.SIGINT, _quietly)
    from .cli import main as command  # after the handler: see the module's documentation

    command(prog_name="penel421")
