"""The questions of a screen: each answer read until it parses, by lines or by keys.

Every screen that asks something (the game's, the training's) asks through
one :class:`Questions`, made with what its questions share: what ``q``
confirms before leaving, what ``aide`` shows, how a refusal is said, the
line a pause waits on.  So the training asks "quit the training?" where the
game asks "quit the game?" without either changing the other's questions.
A console whose questions take one key (the 1987 one) reads them key by key
at a keyboard, lines from a pipe.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from .answers import (
    BACKSPACE,
    ENTER,
    Command,
    Done,
    KeyStep,
    Refused,
    key_command,
    normal_key,
    parse_command,
    parse_yes_no,
    yes_no_key,
)
from .terminal import EndOfInput, Terminal

T = TypeVar("T")
#: How one key changes an answer typed key by key (see ``answers.rethrow_key``).
KeyPress = Callable[[str, str], KeyStep[T]]


def command_key(key: str) -> str:
    """A command key as it is echoed: ``h`` as ``H``."""
    return key.upper()


class Questions:
    """The questions of one screen on ``terminal``: ``quit_prompt`` is what
    ``q`` confirms, ``show_help`` what ``aide`` shows, ``refuse`` says why an
    answer was refused, ``pause_prompt`` is the line a pause waits on;
    ``one_key``: whether one-key questions are read key by key at a keyboard."""

    def __init__(self, terminal: Terminal, one_key: bool, quit_prompt: str, pause_prompt: str,
                 show_help: Callable[[], None], refuse: Callable[[Refused], None]) -> None:
        self.term = terminal
        self.one_key = one_key
        self.quit_prompt = quit_prompt
        self.pause_prompt = pause_prompt
        self.show_help = show_help
        self.refuse = refuse
        #: Whether the help was shown since the question was last asked.
        self.helped = False
        #: Whether a person was asked something since the last round shown
        #: started (none shown yet: nothing to wait for); the game's screen
        #: reads it, and starts it again with each round.
        self.asked = True

    def _help(self) -> None:
        """The help, remembered: what the question is about is shown again
        after it (the ``again`` of :meth:`ask`)."""
        self.helped = True
        self.show_help()

    @property
    def by_keys(self) -> bool:
        """Whether one-key questions are read key by key now (at a keyboard)."""
        return self.one_key and self.term.reads_keys

    def ask(self, prompt: str, parse: Callable[[str], T],
            hint: Callable[[], None] | None = None, press: KeyPress[T] | None = None,
            again: Callable[[], None] | None = None) -> T:
        """Ask until the answer parses; each refusal says what is expected.

        ``aide`` (or ``h``) shows the help and ``q`` (or ``quitter``) offers
        to leave, then the question comes again, after the help with
        ``again`` first: what the question is about (the dice, which the
        help pushed up);
        ``?`` calls ``hint`` where there is one, and shows the help
        elsewhere.  With ``press``, and at a keyboard, the answer is read key
        by key (see :meth:`ask_keys`).
        """
        self.asked = True
        if press is not None and self.by_keys:
            return self.ask_keys(prompt, press, hint, again=again)
        while True:
            line = self.term.ask(prompt)
            command = parse_command(line)
            if command is Command.HINT and hint:
                hint()
                continue
            self.helped = False
            if command is Command.QUIT:
                self.confirm_quit()
            elif command is not None:
                self._help()
            if command is not None:
                if again is not None and self.helped:
                    again()
            else:
                try:
                    return parse(line)
                except Refused as refusal:
                    self.refuse(refusal)

    def confirm_quit(self) -> None:
        """``q`` was typed: leave (EndOfInput) if the player confirms it."""
        if self.ask_plain(self.quit_prompt, parse_yes_no, yes_no_key):
            raise EndOfInput

    def ask_keys(self, prompt: str, press: KeyPress[T],
                 hint: Callable[[], None] | None = None, commands: bool = True,
                 again: Callable[[], None] | None = None) -> T:
        """Ask key by key, without Enter: each key ``press`` keeps is echoed,
        the one that completes the answer too, then the line ends; a key
        taken back is rubbed out where the terminal can (``\\b \\b``).

        ``H`` (or ``A``) shows the help, ``Q`` offers to leave and ``?`` calls
        ``hint`` (the help where there is none), each echoed on its line; a
        refused key is not echoed: the refusal goes on the next line.  After
        either, or when a key took back a kept one where the terminal cannot
        rub it out, the prompt comes again with the keys kept so far.
        ``commands=False``: only ``H``, ``A`` and ``?`` are commands (the
        help), as at "quit?".  After the help (also at "quit?"), ``again``
        shows what the question is about again, before it.
        """
        self.asked = True
        typed = ""
        self.term.write(prompt)
        while True:
            key = self.term.key()
            command = key_command(key)
            if command is Command.QUIT and not commands:
                command = None
            if command is not None:
                self.helped = False
                self.term.write(command_key(key) + "\n")
                if command is Command.QUIT:
                    if self.ask_keys(self.quit_prompt, yes_no_key, commands=False):
                        raise EndOfInput
                elif command is Command.HINT and hint:
                    hint()
                else:
                    self._help()
                if again is not None and self.helped:
                    again()
                self.term.write(prompt + typed)
                continue
            try:
                step = press(typed, key)
            except Refused as refusal:
                self.term.write("\n")
                self.refuse(refusal)
                self.term.write(prompt + typed)
                continue
            if isinstance(step, Done):
                self.term.write(step.echo + "\n")
                return step.value
            if step.startswith(typed):
                self.term.write(step[len(typed):])
            elif self.term.rubs_out and typed.startswith(step):  # taken back, in place
                self.term.write("\b \b" * (len(typed) - len(step)))
            else:  # where it cannot be rubbed out: the prompt again, with what is left
                self.term.write("\n" + prompt + step)
            typed = step

    def type_line(self, prompt: str, limit: int = 255) -> str:
        """A whole line typed key by key and ended by Enter, as BASIC's
        ``LINE INPUT`` reads one: each printable key is echoed, the
        backspace key rubs the last one out (where the terminal cannot, the
        prompt comes again with what is left), other keys (an arrow) do
        nothing; at most ``limit`` characters, as a BASIC string."""
        self.asked = True
        self.term.write(prompt)
        typed = ""
        while True:
            key = self.term.key()
            name = normal_key(key)
            if name == ENTER:
                self.term.write("\n")
                return typed
            if name == BACKSPACE:
                if typed:
                    typed = typed[:-1]
                    self.term.write("\b \b" if self.term.rubs_out else "\n" + prompt + typed)
            elif len(key) == 1 and key.isprintable() and len(typed) < limit:
                typed += key
                self.term.write(key)

    def ask_plain(self, prompt: str, parse: Callable[[str], T],
                  press: KeyPress[T] | None = None,
                  again: Callable[[], None] | None = None) -> T:
        """Ask a confirmation until the answer parses: ``aide`` (or ``?``)
        shows the help, then ``again`` what is being confirmed, but ``q`` is
        no answer to "quit?"."""
        if press is not None and self.by_keys:
            return self.ask_keys(prompt, press, commands=False, again=again)
        while True:
            line = self.term.ask(prompt)
            if parse_command(line) in (Command.HELP, Command.HINT):
                self._help()
                if again is not None:
                    again()
                continue
            try:
                return parse(line)
            except Refused as refusal:
                self.refuse(refusal)

    def pause(self) -> None:
        """Wait for a key (Entrée where answers are lines) with
        :attr:`pause_prompt`, so that what is on screen is seen."""
        if self.by_keys:
            self.term.write(self.pause_prompt)
            self.term.key()
            self.term.write("\n")
        else:
            self.term.ask(self.pause_prompt)
