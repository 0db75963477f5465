"""``penel421 --basic``: our reconstruction of the 1987 listing, run by PC-BASIC.

The listing printed in 1987 is lost (only the article survives):
``original/421.bas`` is our reconstruction, and every word the user reads
about ``--basic`` says « reconstitution ».

The listing (``original/421.bas``, shipped in the package as
``penel421/data/421.bas``) asks for its own game number and plays its own
classic computer, so ``--basic`` takes no other option of a game.

PC-BASIC always runs as a filter (``-n``), and the keys reach it through
this module, which hands them over as a PC keyboard would have sent them
(:func:`to_listing`): Enter as CR (so that ``printf '7\\n1\\n' | penel421
--basic`` works), the backspace key as BS, an arrow or another escape
sequence as ESC alone.  At a keyboard the keys are read one at a time
without echo (the listing echoes what it takes), a burst of keys (a paste, a
fast typist) is only more keys, and Ctrl-C stops the listing as it stops the
port: ``AU REVOIR.`` and the exit status 130.  Ctrl-D, like the end of a
pipe, ends the keys: the listing says ``AU REVOIR.`` at its next key.

The one line the listing reads whole, the game number (``LINE INPUT``), is
echoed by PC-BASIC only once Enter is pressed; at a keyboard this module
echoes it while it is typed (backspace included) and sends it at Enter,
stepping back so that PC-BASIC's own echo writes over its own.  PC-BASIC's
English messages about saving its session, which it cannot do with piped
keys, are left out.
"""

from __future__ import annotations

import codecs
import importlib.util
import os
import select
import shlex
import shutil
import signal
import subprocess
import sys
import textwrap
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from importlib import resources
from importlib.metadata import PackageNotFoundError, requires
from typing import IO

import click
from click.core import ParameterSource

from ...console.answers import BACKSPACE, ENTER, ESCAPE, split_keys
from ...console.pager import Pager, screen_size
from ...console.terminal import restore_on_sigterm, restore_on_stop, unplayable
from ...core.variant import Variant
from ..errors import CommandFailure

if sys.platform != "win32":  # POSIX only: a keyboard read key by key is never asked for elsewhere
    import termios

#: PC-BASIC as the ``basic`` extra of setup.cfg pins it (the listing's RND is
#: matched to this release), should the package's metadata not say.
PCBASIC = "pcbasic==2.0.8"
#: Options that go with --basic, with the one value they may take (None: any):
#: the 1987 rules and the classic computer are the listing's own, and it has no
#: colours to turn off.
COMPATIBLE = {"rules_name": Variant.GAME_1987.label, "level": "classic", "no_color": None,
              "basic": None}
#: What PC-BASIC says on its error stream that is no news to a player.
PCBASIC_CHATTER = ("Failed to save session",)
CTRL_C, CTRL_D, CTRL_Z = "\x03", "\x04", "\x1a"
GOODBYE = "AU REVOIR."
#: The question the listing asks with LINE INPUT: the answer is a whole line.
NUMBER_PROMPT = b"NUMERO DE LA PARTIE (1 A 32767) ? "
#: What the listing writes on a row and then waits on: its questions, and
#: its pause after a round (lines 310, 550, 1115, 1170, 2020, 6340).
QUESTIONS = ("NUMERO DE LA PARTIE (1 A 32767) ? ", "QUI COMMENCE (1=VOUS 2=ORDINATEUR) ? ",
             "TAPEZ UNE TOUCHE POUR CONTINUER.", "UNE AUTRE PARTIE (O/N) ? ",
             "RELANCER (1,2,3 OU 0) ? ", "QUITTER LE JEU (O/N) ? ")
#: The line a full screen waits on, as the port's 1987 voice says it
#: (``Voice1987.more_prompt``; the listing has no words of its own for it).
MORE_PROMPT = "-- LA SUITE : APPUYEZ SUR UNE TOUCHE --"
#: How long a row begun on a full screen is held, in seconds, for its end or
#: for the listing to show it is a question: past that, it is written.
HOLD = 0.5


def listing(**options: object) -> None:
    """``penel421 --basic``: the listing played by PC-BASIC, no other option
    of a game given with it (``options``, checked in click's context)."""
    check_alone(click.get_current_context())
    sys.exit(play_the_listing())


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
        raise click.UsageError(f"{flag} ne va pas avec --basic : notre reconstitution du "
                               "listing de 1987 se joue telle quelle, contre son ordinateur "
                               "classique, et demande elle-même le numéro de la partie.")


def pcbasic_command() -> list[str] | None:
    """How to start PC-BASIC: from this Python if it has it, else from the PATH."""
    if importlib.util.find_spec("pcbasic") is not None:
        return [sys.executable, "-m", "pcbasic"]
    found = shutil.which("pcbasic")
    return [found] if found else None


def install_command() -> str:
    """The command that installs PC-BASIC where it works, however penel421
    was installed (a venv, pipx, from its folder or not): the pip of the
    Python running penel421, with the release the ``basic`` extra pins."""
    return f"{shlex.quote(sys.executable)} -m pip install {shlex.quote(pinned_pcbasic())}"


def pinned_pcbasic() -> str:
    """PC-BASIC as penel421's ``basic`` extra requires it: ``pcbasic==2.0.8``."""
    try:
        wanted = requires("penel421") or []
    except PackageNotFoundError:
        wanted = []
    for requirement in wanted:
        name, _, marker = requirement.partition(";")
        if name.strip().startswith("pcbasic") and "basic" in marker:
            return name.strip().replace(" ", "")
    return PCBASIC


def screen_width() -> int:
    """The terminal's width, at most 80 columns."""
    return min(80, shutil.get_terminal_size((80, 24)).columns)


def tell_as_the_listing(text: str) -> None:
    """A message of ``--basic`` on stderr, cut as the listing's screen is,
    within :func:`screen_width`."""
    click.echo(textwrap.fill(text, screen_width(), subsequent_indent="  ",
                             break_long_words=False, break_on_hyphens=False), err=True)


def to_listing(keys: str) -> str:
    """Keys as a PC keyboard gave them to GW-BASIC: Enter (LF, CR LF) as CR,
    the backspace key (DEL) as BS, an escape sequence (an arrow) as ESC."""
    out = []
    for key in split_keys(keys):
        if key.startswith(ESCAPE):
            out.append(ESCAPE)
        else:
            out.append({"\n": ENTER, "\x7f": BACKSPACE}.get(key, key))
    return "".join(out)


def play_the_listing() -> int:
    """Run the listing in PC-BASIC; return the exit status for the shell.
    With no keys to hand over or no screen to show, or no PC-BASIC, the
    command ends saying so."""
    problem = unplayable()
    if problem is not None:
        raise CommandFailure(problem, tell_as_the_listing)
    command = pcbasic_command()
    if command is None:
        raise CommandFailure(f"PC-BASIC n'est pas installé : {install_command()} "
                             "l'installe à côté du jeu.", tell_as_the_listing)
    listing = resources.files("penel421") / "data" / "421.bas"
    with resources.as_file(listing) as path:
        return relay([*command, str(path), "-n", "-q", "--sound=False"])


def relay(command: list[str]) -> int:
    """Run ``command`` (PC-BASIC), handing it our keys; its exit status, or 130
    after Ctrl-C."""
    # key by key needs a POSIX terminal; elsewhere the keys go as they come
    keyboard = sys.stdin.isatty() and os.name != "nt"
    try:
        # its own session: Ctrl-C from the terminal is ours to handle, not PC-BASIC's
        # PC-BASIC is a Python program: writing into our pipe, it would hold its
        # screen back in a buffer, and the player would wait for a prompt
        # that never comes, unless told to write at once
        child = subprocess.Popen(command, stdin=subprocess.PIPE, stderr=subprocess.PIPE,
                                 stdout=subprocess.PIPE if keyboard else None,
                                 start_new_session=True,
                                 env={**os.environ, "PYTHONUNBUFFERED": "1"})
    except KeyboardInterrupt:
        return 130
    assert child.stdin is not None and child.stderr is not None
    interrupted = threading.Event()
    threading.Thread(target=_pass_errors, args=(child.stderr, interrupted), daemon=True).start()
    screen = _Screen(child.stdout) if keyboard else None
    try:
        with _keys_one_by_one(keyboard, screen.resumed if screen is not None else None):
            if screen is not None:
                screen.thread.start()
            threading.Thread(target=_pass_keys, args=(child, interrupted, screen),
                             daemon=True).start()
            status = child.wait()
            if screen is not None:
                screen.thread.join(timeout=5)
    except KeyboardInterrupt:  # from a pipe, Ctrl-C still comes as a signal
        interrupted.set()
        status = 0
    if interrupted.is_set():
        _stop(child)
        sys.stdout.write("\n" + GOODBYE + "\n")
        sys.stdout.flush()
        return 130
    return status


def _stop(child: subprocess.Popen[bytes]) -> None:
    child.terminate()
    try:
        child.wait(timeout=5)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()


@contextmanager
def _keys_one_by_one(keyboard: bool, resumed: Callable[[], None] | None = None,
                     ) -> Iterator[None]:
    """At a keyboard: keys one at a time, not echoed, Ctrl-C, Ctrl-D and Ctrl-Z
    as keys.  A stop (Ctrl-Z, see :func:`_pass_keys`, or SIGTSTP) gives the
    terminal its settings back, and ``fg`` sets these again, then calls
    ``resumed`` (the line being typed, shown again)."""
    if not keyboard:
        yield
        return
    fd = sys.stdin.fileno()
    saved = termios.tcgetattr(fd)
    raw = termios.tcgetattr(fd)
    raw[3] &= ~(termios.ICANON | termios.ECHO | termios.ISIG | termios.IEXTEN)
    raw[6][termios.VMIN], raw[6][termios.VTIME] = 1, 0
    termios.tcsetattr(fd, termios.TCSADRAIN, raw)
    restore_on_sigterm(fd, saved)
    stops = restore_on_stop(fd, lambda: (saved, raw), resumed or (lambda: None))
    try:
        yield
    finally:
        if stops:
            signal.signal(signal.SIGTSTP, signal.SIG_DFL)
        termios.tcsetattr(fd, termios.TCSADRAIN, saved)


class _Screen:
    """PC-BASIC's screen passed on to ours, watched for the one line the
    listing reads whole: the game number, after :data:`NUMBER_PROMPT`.

    At a terminal of known height it is held, as the port's console holds
    its own (:mod:`penel421.console.pager`), before a screenful would scroll
    by unseen: the same rows counted from the last key handed over, the
    same pause line, a key that goes to the pause and not to the listing.  A
    row begun on a full screen is held until it ends (then the pause comes
    first) or shows itself one of the listing's :data:`QUESTIONS` (then it is
    written: a question alone may take the last row)."""

    def __init__(self, stream: IO[bytes] | None) -> None:
        assert stream is not None
        self.stream = stream
        self.tail = b""
        self.thread = threading.Thread(target=self._pass, daemon=True)
        #: Whether the listing waits for a whole line now.
        self.line_wanted = threading.Event()
        #: The game number as typed so far, echoed by us (see :func:`_pass_keys`).
        self.typed = ""
        size = screen_size(sys.stdout)
        self.pager = Pager(*size) if size is not None else None
        self.lock = threading.Lock()
        #: Set while a full screen waits for its key; the key sets ``released``.
        self.waiting = threading.Event()
        self.released = threading.Event()
        #: The keys have ended (Ctrl-D): nothing waits for one any more.
        self.no_more_keys = False

    def _pass(self) -> None:
        held = ""
        fd = self.stream.fileno()
        while True:
            if held:
                if not select.select([fd], [], [], HOLD)[0]:  # no end came: written as it is
                    self._write(held, pauses=False)
                    held = ""
                    continue
            chunk = os.read(fd, 4096)
            if not chunk:
                if held:
                    self._write(held, pauses=False)
                return
            self.tail = (self.tail + chunk)[-80:]
            if self.tail.endswith(NUMBER_PROMPT):
                self.line_wanted.set()
            if self.pager is None:
                self._write(chunk.decode("latin-1"), pauses=False)
            else:
                held = self._show(held + chunk.decode("latin-1"))

    def _show(self, text: str) -> str:
        """Write ``text``, pausing where a full screen must; what is held back."""
        assert self.pager is not None
        while text:
            with self.lock:
                fits = self.pager.room(text, strict=True)
            self._write(text[:fits], pauses=False, counted=True)
            text = text[fits:]
            if not text:
                return ""
            with self.lock:
                ends = self.pager.ends_row(text)
            if ends:
                self._pause()
            elif any(question.startswith(text) or text.startswith(question)
                     for question in QUESTIONS):
                if not any(text.startswith(question) for question in QUESTIONS):
                    return text  # the rest of the question is on its way
                self._write(text, pauses=False)
                return ""
            else:
                return text
        return ""

    def _write(self, text: str, pauses: bool = False, counted: bool = False) -> None:
        if self.pager is not None and not counted:
            with self.lock:
                self.pager.room(text, pauses=pauses)
        out = sys.stdout.buffer
        out.write(text.encode("latin-1"))
        out.flush()

    def _pause(self) -> None:
        """Wait for a key under the pause line (none if the keys have ended)."""
        self._write(MORE_PROMPT)
        if not self.no_more_keys:
            self.released.clear()
            self.waiting.set()
            self.released.wait()
        with self.lock:
            assert self.pager is not None
            self.pager.taken()
        self._write("\r\n")

    def take_key(self) -> bool:
        """A key typed: whether it was the key a full screen waited for (it
        goes no further); else it goes to the listing, and what is on
        screen has been seen."""
        if self.waiting.is_set():
            self.waiting.clear()
            self.released.set()
            return True
        if self.pager is not None:
            with self.lock:
                self.pager.taken()
        return False

    def keys_ended(self) -> None:
        """The keys have ended: a full screen waits for none."""
        self.no_more_keys = True
        self.waiting.clear()
        self.released.set()

    def echo(self, text: str) -> None:
        """Write our own echo of what is typed."""
        if self.pager is not None:
            with self.lock:
                self.pager.room(text, pauses=False)
        sys.stdout.write(text)
        sys.stdout.flush()

    def resumed(self) -> None:
        """After a stop (Ctrl-Z then ``fg``): the listing's last line again
        (its question, the keys it took), on the shell's fresh line; written
        directly, the stop may have come in the middle of another write."""
        line = self.tail.rsplit(b"\n", 1)[-1].replace(b"\r", b"")
        try:
            os.write(sys.stdout.fileno(), line + self.typed.encode("utf-8", "replace"))
        except (AttributeError, ValueError, OSError):
            pass


def _pass_keys(child: subprocess.Popen[bytes], interrupted: threading.Event,
               screen: _Screen | None) -> None:
    """Hand our keys to PC-BASIC until they end (Ctrl-D at a keyboard) or
    Ctrl-C; ``screen``: at a keyboard, where the game number is echoed.
    Ctrl-Z at a keyboard stops penel421 as it stops any program (PC-BASIC,
    in its own session, only waits for keys meanwhile)."""
    assert child.stdin is not None
    keyboard = screen is not None
    decoder = codecs.getincrementaldecoder("utf-8")("replace")
    fd = sys.stdin.fileno()
    try:
        while True:
            chunk = os.read(fd, 1024)
            text = decoder.decode(chunk, final=not chunk)
            if keyboard and CTRL_C in text:
                interrupted.set()
                if screen is not None:
                    screen.keys_ended()  # a full screen waiting for a key waits no more
                child.terminate()
                return
            ended = not chunk or (keyboard and CTRL_D in text)
            if ended and screen is not None:
                screen.keys_ended()
            text = text.split(CTRL_D)[0] if keyboard else text
            parts = text.split(CTRL_Z) if keyboard else [text]
            for number, part in enumerate(parts):
                if number:
                    os.kill(os.getpid(), signal.SIGTSTP)  # see _keys_one_by_one
                _hand_over(child.stdin, to_listing(part), screen)
            if ended:
                break
    except OSError:  # PC-BASIC ended first
        return
    try:
        child.stdin.close()
    except OSError:
        pass


def _hand_over(stdin: IO[bytes], text: str, screen: _Screen | None) -> None:
    """Hand ``text``, keys as the listing takes them, to PC-BASIC; where it
    waits for the game number, echo it as typed, and send it at Enter."""
    keys = ""
    for key in text:
        if screen is not None and screen.take_key():
            continue  # the key a full screen waited for
        if screen is None or not screen.line_wanted.is_set():
            keys += key
        elif key == ENTER:  # the line, and Enter; PC-BASIC echoes it over ours
            screen.echo("\b" * len(screen.typed))
            keys += screen.typed + ENTER
            screen.typed = ""
            screen.line_wanted.clear()
        elif key == BACKSPACE:
            if screen.typed:
                screen.typed = screen.typed[:-1]
                screen.echo("\b \b")
        elif key.isprintable():
            screen.typed += key
            screen.echo(key)
    if keys:
        stdin.write(keys.encode("utf-8"))
        stdin.flush()


def _pass_errors(stream: IO[bytes], interrupted: threading.Event) -> None:
    """PC-BASIC's error stream to ours, without its chatter about its session."""
    for raw in stream:
        line = raw.decode("utf-8", "replace")
        if interrupted.is_set() or any(chatter in line for chatter in PCBASIC_CHATTER):
            continue
        sys.stderr.write(line)
        sys.stderr.flush()
