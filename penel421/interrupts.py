"""Ctrl-C before a command takes it in hand: the program ends quietly.

Loading the command takes a few tens of milliseconds (click, the commands);
a Ctrl-C meanwhile would print a traceback of whatever module was loading.
From the moment :mod:`penel421.start` calls :func:`quiet_until_taken`
until a command takes Ctrl-C in hand itself (:func:`ctrl_c_raises`), a
Ctrl-C ends the program quietly, with status 130: nothing has begun, there
is nothing to say.  So it does again once a command that took it in hand
gives it back (``simulate``, its figures written), while Python ends.  This
module imports nothing of penel421, and nothing slow: it is loaded first.
"""

import os
import signal
import sys


def quietly(signum: int, frame: object) -> None:
    """End at once with status 130, the streams flushed."""
    # at once: a SystemExit raised in an atexit function or a __del__, as
    # Python ends, would be printed with its traceback and ignored
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError, AttributeError):  # closed, gone, or none
            pass
    os._exit(130)


def quiet_until_taken() -> None:
    """From now on, until a command takes it in hand, a Ctrl-C ends the
    program quietly; an ignored Ctrl-C (as under nohup) is left so."""
    if signal.getsignal(signal.SIGINT) is not signal.SIG_IGN:
        signal.signal(signal.SIGINT, quietly)


def ctrl_c_raises() -> None:
    """From now on a Ctrl-C raises KeyboardInterrupt, as the commands expect;
    nothing changes where the program did not make Ctrl-C quiet (a test
    calling a command, a program embedding it)."""
    if signal.getsignal(signal.SIGINT) is quietly:
        signal.signal(signal.SIGINT, signal.default_int_handler)
