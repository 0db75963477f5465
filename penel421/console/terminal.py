"""Lines or keys in, lines out, with or without colour: the consoles' only I/O.

Colour is on only when asked for, ``NO_COLOR`` is unset and the output is a
terminal.  When the answers come from a pipe rather than a keyboard, they are
echoed after the prompt so that the session reads like one typed by hand.

At a keyboard (standard input is a terminal) a console may also read single
keys, without Enter, as the 1987 listing does with ``INPUT$(1)``: the
terminal is set, for the session, to hand over each key at once without
echoing it (the console echoes what it takes), and Ctrl-C still interrupts;
``click.getchar()`` reads them where there is no POSIX terminal.  From a pipe
there are no keys, only lines.  A stop (Ctrl-Z) gives the terminal its own
settings back for the shell, and ``fg`` sets the session's again and shows
the question being answered again, with the keys taken so far.
"""

from __future__ import annotations

import atexit
import codecs
import os
import select
import signal
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TextIO

import click
import colorama

from .answers import complete_keys
from .pager import Pager, screen_size

if sys.platform != "win32":  # POSIX only; on Windows click reads the console's keys
    import termios

#: Where single keys come from: a function returning what the keyboard sent.
KeySource = Callable[[], str]
CTRL_C, CTRL_D = "\x03", "\x04"
#: How long the rest of an escape sequence is waited for, in seconds: a read
#: may end in its middle, and the rest is then already on its way; past
#: that, the Escape key was pressed alone.
ESCAPE_WAIT = 0.1

STYLES = {
    "die": colorama.Style.BRIGHT + colorama.Fore.YELLOW,
    "win": colorama.Style.BRIGHT + colorama.Fore.GREEN,
    "lose": colorama.Style.BRIGHT + colorama.Fore.RED,
    "title": colorama.Style.BRIGHT + colorama.Fore.CYAN,
    "error": colorama.Fore.MAGENTA,
}


class EndOfInput(BaseException):
    """The player closed the input (Ctrl-D, or the end of a piped script).

    Like KeyboardInterrupt, it ends the session from wherever it is raised,
    so it must go through the engine's ``except Exception`` around a
    strategy's answer instead of being taken for a faulty strategy.
    """


def _closed(stream: TextIO | None) -> bool:
    """Whether ``stream`` is missing: its file descriptor was closed before
    the program started (``<&-``, ``>&-``), or since."""
    if stream is None:
        return True
    try:
        os.fstat(stream.fileno())
    except (AttributeError, ValueError, OSError):
        # no descriptor at all (a test's stream) is not a closed one
        return isinstance(getattr(stream, "closed", None), bool) and stream.closed
    return False


def unplayable() -> str | None:
    """Why no game can be played with this program's standard streams, in
    French, or None: with no input nobody can answer, with no output nobody
    sees the game, and a game nobody can play is not started."""
    if _closed(sys.stdin):
        return ("Erreur : l'entrée standard est fermée : personne ne peut répondre aux "
                "questions du jeu, et la partie ne se joue pas. Jouez dans un terminal, ou "
                "donnez les réponses par un tuyau (printf '1\\n0\\n' | penel421).")
    if _closed(sys.stdout):
        return ("Erreur : la sortie standard est fermée : le jeu n'a nulle part où "
                "s'afficher, et la partie ne se joue pas.")
    return None


def wants_color(no_color: bool, stream: TextIO) -> bool:
    """Whether to colour ``stream``: ``--no-color``, ``NO_COLOR``, ``TERM=dumb``
    and pipes say no."""
    if no_color or os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


def can_rub_out(stream: TextIO) -> bool:
    """Whether a character written to ``stream`` can be rubbed out in place
    (``\\b \\b``): on a terminal that moves its cursor back, not in a file or
    a log, nor where ``TERM=dumb`` says the terminal cannot."""
    if os.environ.get("TERM") == "dumb":
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


def restore_on_sigterm(fd: int, saved: list) -> None:
    """If the program is ended by SIGTERM (``kill``), give the terminal its
    settings back first, then end as SIGTERM ends it (unless someone else
    handles SIGTERM)."""
    if signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL:
        return

    def restore(signum: int, frame: object) -> None:
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGTERM)
    signal.signal(signal.SIGTERM, restore)


#: The settings a program gave its terminal, and those it found there: what
#: a stop gives back and a start sets again (None: the terminal was left alone).
Modes = Callable[[], "tuple[list, list] | None"]


def restore_on_stop(fd: int, modes: Modes, resumed: Callable[[], None]) -> bool:
    """When the program is stopped (Ctrl-Z, or SIGTSTP), give the terminal of
    ``fd`` its own settings back first, so that the shell and whatever runs
    meanwhile get the terminal they know; when it goes on (``fg``, SIGCONT),
    set the program's settings again, those the shell's would otherwise
    replace, then call ``resumed`` (which shows the question again).

    ``modes()`` gives (the terminal's own settings, the program's) at the
    moment of the stop, or None where the program changed nothing.  Nothing
    is done where SIGTSTP is handled already or does not exist; whether the
    handler is in place is returned.
    """
    if not hasattr(signal, "SIGTSTP") or signal.getsignal(signal.SIGTSTP) is not signal.SIG_DFL:
        return False

    def stop(signum: int, frame: object) -> None:
        settings = modes()
        if settings is not None:
            _set_modes(fd, settings[0])
        signal.signal(signal.SIGTSTP, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGTSTP)  # stopped here, until SIGCONT
        signal.signal(signal.SIGTSTP, stop)
        settings = modes()
        if settings is not None:
            _set_modes(fd, settings[1])
        resumed()
    try:
        signal.signal(signal.SIGTSTP, stop)
    except ValueError:  # not the main thread: the stop stays the system's
        return False
    return True


def _set_modes(fd: int, settings: list) -> None:
    try:
        termios.tcsetattr(fd, termios.TCSADRAIN, settings)
    except (termios.error, OSError):
        pass  # the terminal went away: nothing to give back


def _line_mode_terminal(inp: TextIO) -> int | None:
    """The file descriptor of ``inp`` if it is a terminal in line mode (ICANON)."""
    if os.name == "nt":
        return None
    try:
        fd = inp.fileno()
        if os.isatty(fd) and termios.tcgetattr(fd)[3] & termios.ICANON:
            return fd
    except (AttributeError, ValueError, OSError, termios.error):
        pass
    return None


def read_line(inp: TextIO) -> str:
    """The next line of ``inp`` with its newline; without one when the input
    ended after some characters; ``""`` at the end of the input.

    A terminal in line mode hands over what was typed when Ctrl-D is pressed
    after some characters, without a newline, and a text stream's
    ``readline()`` would then go on reading to the end of the line, so that a
    second Ctrl-D was needed: the terminal is read directly instead, one read
    being one line, or what Ctrl-D handed over.
    """
    fd = _line_mode_terminal(inp)
    if fd is None:
        return inp.readline()
    data = os.read(fd, 65536)  # a line mode terminal's line is at most 4096 bytes
    return data.decode(getattr(inp, "encoding", None) or "utf-8", "replace")


class _Keyboard:
    """The terminal of standard input, quiet between keys: once keys are read,
    what is typed ahead is neither echoed by the terminal nor held until
    Enter, so that the console alone echoes what it takes; Ctrl-C still
    interrupts.  The terminal's settings come back at exit, and while a
    whole line is read."""

    def __init__(self) -> None:
        self.saved: list | None = None
        self.quiet: list | None = None
        #: The settings in force now: ``quiet``, or ``saved`` while a line is read.
        self.current: list | None = None
        self.decoder = codecs.getincrementaldecoder("utf-8")("replace")
        #: What shows the question again after a stop (Ctrl-Z then ``fg``).
        self.resumed: Callable[[], None] = lambda: None
        self.follows_stops = False

    def follow_stops(self, resumed: Callable[[], None]) -> None:
        """From now on, a stop (Ctrl-Z) gives the terminal its own settings
        back and the start after it (``fg``) sets this session's again, then
        calls ``resumed``."""
        self.resumed = resumed
        if self.follows_stops or os.name == "nt":
            return
        try:
            fd = sys.stdin.fileno()
        except (AttributeError, ValueError, OSError):
            return
        self.follows_stops = restore_on_stop(fd, self.modes, lambda: self.resumed())

    def modes(self) -> tuple[list, list] | None:
        """The terminal's own settings and those in force now, if they differ."""
        if self.saved is None or self.current is None:
            return None
        return self.saved, self.current

    def getchar(self, timeout: float | None = None) -> str:
        """What the keyboard sends next: a key, or a burst of keys; with a
        ``timeout`` (in seconds), ``""`` if nothing comes within it."""
        if self.quiet is None:  # not a POSIX terminal: click reads the console
            if timeout is not None:
                return ""
            return click.getchar() or CTRL_D
        # not click.getchar() here: it flushes the keys typed ahead (TCSAFLUSH)
        fd = sys.stdin.fileno()
        while True:
            if timeout is not None:
                if not select.select([fd], [], [], timeout)[0]:
                    return ""
            data = os.read(fd, 32)
            if not data:
                return CTRL_D  # the input has ended
            text = self.decoder.decode(data)
            if text:  # else half of a character: the rest follows
                return text

    def hush(self) -> None:
        """Make the terminal quiet for the rest of the session."""
        if self.saved is not None or os.name == "nt":
            return
        fd = sys.stdin.fileno()
        try:
            self.saved = termios.tcgetattr(fd)
        except termios.error:
            return
        quiet = termios.tcgetattr(fd)
        quiet[3] &= ~(termios.ICANON | termios.ECHO)
        quiet[6][termios.VMIN], quiet[6][termios.VTIME] = 1, 0
        self.quiet = self.current = quiet
        termios.tcsetattr(fd, termios.TCSADRAIN, quiet)
        atexit.register(termios.tcsetattr, fd, termios.TCSADRAIN, self.saved)
        restore_on_sigterm(fd, self.saved)

    @contextmanager
    def lines(self) -> Iterator[None]:
        """The terminal as it was, to read a whole line."""
        if self.saved is None or self.quiet is None:
            yield
            return
        fd = sys.stdin.fileno()
        termios.tcsetattr(fd, termios.TCSADRAIN, self.saved)
        self.current = self.saved
        try:
            yield
        finally:
            self.current = self.quiet
            termios.tcsetattr(fd, termios.TCSADRAIN, self.quiet)


_KEYBOARD = _Keyboard()


def keyboard(inp: TextIO) -> KeySource | None:
    """The source of single keys for the input ``inp``: the keyboard if it is
    a terminal, none for a pipe or a file (answers are then whole lines)."""
    isatty = getattr(inp, "isatty", None)
    return _KEYBOARD.getchar if isatty and isatty() else None


class Terminal:
    """Writes lines and reads answers (lines, or keys at a keyboard) for a console."""

    def __init__(self, out: TextIO | None = None, inp: TextIO | None = None,
                 color: bool = False, echo: bool | None = None,
                 keys: KeySource | None = None, at_keyboard: bool | None = None) -> None:
        self.out = out or sys.stdout
        self.inp = inp or sys.stdin
        self.color = color
        if echo is None:
            isatty = getattr(self.inp, "isatty", None)
            echo = not (isatty and isatty())
        self.echo = echo
        #: Where single keys come from; None: only lines can be read.
        self.keys = keys if keys is not None else keyboard(self.inp)
        #: Whether a person types the answers (the input is a terminal), so
        #: that a pause for a key makes sense; a script in a pipe cannot see.
        self.at_keyboard = self.keys is not None if at_keyboard is None else at_keyboard
        #: Where the rest of a cut escape sequence comes from, waited for
        #: ESCAPE_WAIT at most; None: the next read is waited for.
        self._soon: Callable[[float], str] | None = (
            _KEYBOARD.getchar if self.keys == _KEYBOARD.getchar else None)
        self._pending: list[str] = []
        #: The beginning of an escape sequence whose rest has not been read.
        self._held = ""
        #: The screen's line being written (the question, the keys taken so
        #: far), shown again after a stop; and whether an answer is awaited.
        self._line = ""
        self._waiting = False
        #: Whether a key taken back is rubbed out in place (else the
        #: question is written again, on a new line, as the listing does).
        self.rubs_out = can_rub_out(self.out)
        if self.keys == _KEYBOARD.getchar:
            _KEYBOARD.follow_stops(self._resumed)
        #: Counts the rows since the last answer, where a screen can scroll
        #: what was not seen away (see :meth:`page`); None: nothing is held.
        self.pager: Pager | None = None
        self._muted = False
        self._pause_prompt = ""
        self._pause_by_key = False

    def page(self, prompt: str, by_key: bool) -> None:
        """From now on, at a terminal of known height with a person at its
        keyboard, wait under ``prompt`` for a key (``by_key``) or Entrée
        before a screenful would scroll by unseen (:mod:`.pager`); a pipe or
        a file is written as it was."""
        size = screen_size(self.out) if self.at_keyboard else None
        if size is None:
            return
        self.pager = Pager(*size)
        self._pause_prompt, self._pause_by_key = prompt, by_key

    @property
    def reads_keys(self) -> bool:
        """Whether single keys can be read (a person at a keyboard)."""
        return self.keys is not None

    def expect_keys(self) -> None:
        """Keys will be read this session: from now on, at a terminal, a key
        typed ahead waits, unseen, until it is read (see :class:`_Keyboard`)."""
        if self.keys == _KEYBOARD.getchar:
            _KEYBOARD.hush()

    @contextmanager
    def muted(self) -> Iterator[None]:
        """Nothing written meanwhile shows (what is played there is not to be
        seen: the rounds of a game's end played at once)."""
        self._muted = True
        try:
            yield
        finally:
            self._muted = False

    def write(self, text: str) -> None:
        """Write ``text`` as it is, without a newline; where a screenful
        would scroll by unseen, the part that fits, a pause, then the rest."""
        if self._muted:
            return
        pager = self.pager
        if pager is not None:
            size = screen_size(self.out)
            if size is not None:
                pager.resize(*size)
            while text:
                fits = pager.room(text)
                if fits == len(text):
                    break
                self._put(text[:fits])
                text = text[fits:]
                self._pause()
        self._put(text)

    def _put(self, text: str) -> None:
        if not text:
            return
        self.out.write(text)
        self.out.flush()
        self._follow(text)

    def _pause(self) -> None:
        """The screen is full of what was not seen yet: wait for a key (or
        Entrée) under the pause line, then go on, on the next row.  Left by
        Ctrl-C or Ctrl-D, nothing waits any more: the goodbye is written."""
        try:
            self._wait_under_pause_line()
        except BaseException:
            self.pager = None
            raise

    def _wait_under_pause_line(self) -> None:
        assert self.pager is not None
        self.pager.room(self._pause_prompt, pauses=False)
        self._put(self._pause_prompt)
        if self._pause_by_key:
            self.key()
            self.pager.room("\n")
            self._put("\n")
            return
        with _KEYBOARD.lines():
            self._waiting = True
            try:
                line = read_line(self.inp)
            finally:
                self._waiting = False
        if not line.endswith("\n"):  # the input ended (Ctrl-D)
            self.pager.room("\n", pauses=False)
            self._put("\n")
            raise EndOfInput
        self.pager.line_taken()

    def _follow(self, text: str) -> None:
        """Keep :attr:`_line` the screen's last line once ``text`` is written."""
        line = self._line + text
        cut = max(line.rfind("\n"), line.rfind("\r"))
        line = line[cut + 1:]
        while "\b" in line:  # a rub-out, "\b \b", takes a character back
            at = line.index("\b")
            line = line[:max(0, at - 1)] + line[at + 1:]
        self._line = line

    def _resumed(self) -> None:
        """After a stop (Ctrl-Z then ``fg``), while an answer is awaited: the
        question again, with the keys taken so far, on the shell's fresh line.
        Written to the terminal directly: the stop may have come in the
        middle of another write."""
        if not (self._waiting and self._line):
            return
        try:
            if self.out.isatty():
                os.write(self.out.fileno(),
                         self._line.encode(getattr(self.out, "encoding", None) or "utf-8",
                                           "replace"))
        except (AttributeError, ValueError, OSError):
            pass

    def key(self) -> str:
        """The next key typed, as the keyboard sent it (a burst of keys is
        taken one at a time).  Ctrl-C interrupts; Ctrl-D ends the input."""
        if self.keys is None:
            raise RuntimeError("no keyboard to read keys from")
        while not self._pending:
            self._waiting = True
            try:
                self._pending = self._next_keys()
            except KeyboardInterrupt:  # the session ends: its goodbye waits for nothing
                self.pager = None
                raise
            finally:
                self._waiting = False
        key = self._pending.pop(0)
        if self.pager is not None:
            self.pager.taken()
        if key in (CTRL_C, CTRL_D):
            self._pending.clear()
            self._held = ""
        if key in (CTRL_C, CTRL_D):
            self.pager = None  # the session ends: its goodbye waits for nothing
        if key == CTRL_C:
            raise KeyboardInterrupt
        if key == CTRL_D:
            self.write("\n")
            raise EndOfInput
        return key

    def _next_keys(self) -> list[str]:
        """The keys of the next burst.  A key is a key however its bytes
        arrive: an escape sequence cut by the end of a read is held until its
        rest arrives, or taken as it is (the Escape key alone) if nothing
        comes within :data:`ESCAPE_WAIT`."""
        held, self._held = self._held, ""
        while True:
            more = self._read(ESCAPE_WAIT if held else None)
            if held and not more:
                return [held]
            keys, held = complete_keys(held + more)
            if keys:
                self._held = held
                return keys

    def _read(self, timeout: float | None) -> str:
        """What the key source sends next; with a ``timeout``, ``""`` if
        nothing comes within it (a source that cannot wait is just read)."""
        assert self.keys is not None
        try:
            if timeout is not None and self._soon is not None:
                return self._soon(timeout)
            return self.keys()
        except EOFError:
            return CTRL_D

    def paint(self, text: str, style: str) -> str:
        """``text`` in the colour of ``style``, if colour is on."""
        if not self.color:
            return text
        return STYLES[style] + text + colorama.Style.RESET_ALL

    def say(self, text: str = "") -> None:
        """Write one line (or several, joined by newlines)."""
        self.write(text + "\n")

    def ask(self, prompt: str) -> str:
        """Show ``prompt`` and return the line typed, without its newline."""
        self.write(prompt)
        with _KEYBOARD.lines():
            self._waiting = True
            try:
                line = read_line(self.inp)
            except KeyboardInterrupt:  # the session ends: its goodbye waits for nothing
                self.pager = None
                raise
            finally:
                self._waiting = False
        if not line:
            self.pager = None
            self.write("\n")
            raise EndOfInput
        if self.pager is not None and line.endswith("\n"):
            self.pager.line_taken()  # the terminal echoed the line and its Enter
        elif self.pager is not None:
            self.pager.taken()
        if self.echo:
            self.write(line.rstrip("\r\n") + "\n")
        elif not line.endswith("\n"):
            # Ctrl-D after a half-typed answer at a keyboard: the player leaves.
            # The terminal showed no newline, so one is written before the goodbye.
            self.write("\n")
            raise EndOfInput
        return line.rstrip("\r\n")
