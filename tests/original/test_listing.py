"""original/421.bas plays the port's game: the same screen, line for line.

Each case is a session typed the same way into both programs: the listing run
by PC-BASIC (``pcbasic 421.bas -n -q``, keys on standard input, read by
``INPUT$(1)``) and ``penel421 --rules 1987 --level classic`` reading
the same keys as at a keyboard (its key source, ``click.getchar`` in a
terminal, is given the keys instead).  The game number is typed into both
first (a line, with Enter), as the listing reads it and the port at a
keyboard without ``--seed``.  Then both get the same keys: those of a human who
plays one of the ways of :data:`PLAYS`, with refused keys and commands where
the case says, and a key at each pause.  Once normalised (:func:`normalise`,
described in original/README.md) the two screens must be equal.

The game numbers were chosen by playing the port over all of them (it is
fast) and keeping short games that show, together, every situation of
:data:`SITUATIONS`; :func:`test_the_cases_cover_every_situation` checks that
they still do, so the claim cannot rot when the program changes.
"""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from functools import cache
from itertools import zip_longest
from pathlib import Path
from unittest import mock

import pytest
from click.testing import CliRunner

from penel421.cli import main
from penel421.cli.programs.basic import pcbasic_command, to_listing
from penel421.console.answers import parse_yes_no
from penel421.console.voices.game1987 import REFUSALS, Voice1987
from penel421.core.basic_rnd import BasicDice
from penel421.core.engine import Game
from penel421.core.events import (
    BarrageStarted,
    ChargeEnded,
    Chose,
    Event,
    GameEnded,
    RoundEnded,
    RoundStarted,
    Thrown,
    TurnEnded,
    TurnStarted,
)
from penel421.core.hands import Kind
from penel421.core.rules import RULES_1987
from penel421.core.state import TurnView
from penel421.strategies.classic import Classic

pytestmark = pytest.mark.slow  # PC-BASIC runs the listing: seconds a game

ROOT = Path(__file__).resolve().parents[2]
LISTING = ROOT / "original" / "421.bas"

#: The listing's questions, as both programs print them.
NUMBER_PROMPT = "NUMERO DE LA PARTIE (1 A 32767) ? "
OPENER_PROMPT = "QUI COMMENCE (1=VOUS 2=ORDINATEUR) ? "
RETHROW_PROMPT = "RELANCER (1,2,3 OU 0) ? "

#: PC-BASIC processes run at once: CI has two cores.
WORKERS = 2
#: The machine PC-BASIC emulates: a CGA card, the common one in 1987.  Its
#: screen is smaller than the default VGA's, so PC-BASIC scrolls it twice as
#: fast; what the listing prints is the same on every card.
PCBASIC_OPTIONS = ("-n", "-q", "--video=cga")


# --- how the human plays ----------------------------------------------------

def _keep_the_first_throw(view: TurnView) -> tuple[int, ...]:
    return ()


def _throw_all_again_once(view: TurnView) -> tuple[int, ...]:
    return (1, 2, 3) if view.throws == 1 else ()


def _throw_all_again_always(view: TurnView) -> tuple[int, ...]:
    return (1, 2, 3)


_CLASSIC = Classic()

#: The ways the human of a case answers RELANCER, by name.
PLAYS: dict[str, Callable[[TurnView], Sequence[int]]] = {
    "garde": _keep_the_first_throw,  # stops after one throw; second, stops early
    "relance une fois": _throw_all_again_once,  # stops after two throws
    "relance tout": _throw_all_again_always,  # uses every throw allowed
    "comme l'ordinateur": _CLASSIC.rethrow,  # the classic rules, for the human seat
}

ENTER, BACKSPACE = "\r", "\b"
#: How the answers are keyed, in turn: every way the listing and the port take.
_WRITINGS: tuple[Callable[[tuple[int, ...]], str], ...] = (
    lambda p: "".join(map(str, p)) + ".",  # 13.
    lambda p: "".join(map(str, reversed(p))) + ENTER,  # 31 then Enter
    lambda p: f"{p[0]}{BACKSPACE}" + "".join(map(str, p)) + ".",  # 1, erased, then 13.
    lambda p: "".join(map(str, p)) + "\x7f" + str(p[-1]) + ".",  # DEL erases too
)
#: (Enter with nothing marked is not typed: the listing ignores it, the port
#: explains it as it explains the point; see original/README.md.)
_KEEPS = ("0",)
#: The keys pressed at the pauses, in turn: any key goes on.
_PAUSE_KEYS = (" ", ENTER, "x", "Q", "0")


@dataclass(frozen=True)
class Case:
    """A session typed into both programs."""

    number: int  # the first game's number, typed into both: RANDOMIZE N in the listing
    play: str  # how the human answers RELANCER: a key of PLAYS
    opener: str = "1"  # keyed at QUI COMMENCE; the last key is taken
    before: str = ""  # keyed at the first RELANCER before the answer
    end: str = "N"  # keyed at UNE AUTRE PARTIE after the last game
    games: int = 1  # games in the session, each opened by the same choice

    @property
    def id(self) -> str:
        return f"partie-{self.number}"


#: Keys at RELANCER before the answer: refused ones, one of each kind (nothing
#: marked and ".", a letter, a space, an escape sequence, a die 9, a die
#: twice, 0 after a die), backspace with a die marked then with none
#: (ignored), the commands: ?, H, A, then Q, refused and help at QUITTER LE
#: JEU, and N.
BAD_RETHROWS = ("." + "x" + " " + "\x1b[A" + "9" + "1" + "1" + "0" + BACKSPACE + BACKSPACE
                + "?" + "h" + "A" + "q" + "p" + "?" + "n")

#: The sessions typed into both programs; each comment says what its game shows
#: besides the usual (the full list: test_the_cases_cover_every_situation).
CASES = [
    # a session: game 32767, "O", then game 1; the pioche runs out and ends game 32767
    Case(32767, "garde", games=2, end="n"),
    # you keep every first throw
    Case(2060, "garde", before=BAD_RETHROWS),  # every refusal at RELANCER, ?, h, a, q then n
    Case(26478, "garde"),  # a repeated barrage, brelan d'as, capped from the winner
    Case(7265, "garde", opener="3h1"),  # refused at QUI COMMENCE, h; you lose
    Case(4884, "garde", opener="0?" + ENTER + BACKSPACE + "2"),  # ?; Enter, backspace ignored
    Case(370, "garde", opener="2",  # refused at UNE AUTRE PARTIE, ?, at QUITTER, a
         end="x?qpanN"),
    Case(16528, "garde", opener="2", end="qo"),  # a barrage; q then o ends it
    # you throw all three again once, then keep
    Case(15487, "relance une fois"),  # brelan d'as; the game ends as the pioche runs out
    Case(11258, "relance une fois", end="n"),  # the computer second stops early
    Case(23926, "relance une fois"),  # the computer keeps two aces; a barrage; you lose
    Case(5227, "relance une fois", opener="2", end="n"),  # you lose in 5 rounds
    Case(11924, "relance une fois", opener="2"),  # a barrage; the computer throws all
    Case(32320, "relance une fois", opener="2"),  # a barrage, brelan d'as; you lose
    # you throw all three again while you may
    Case(12754, "relance tout"),  # you use 3 throws; the game ends as the pioche runs out
    Case(28422, "relance tout"),  # a barrage; the computer throws all three again
    Case(31327, "relance tout"),  # brelan d'as; capped from the winner; you lose
    Case(6917, "relance tout", opener="2"),  # the game ends as the pioche runs out
    Case(27332, "relance tout", opener="2"),  # capped from the pioche and the winner
    Case(27738, "relance tout", opener=".2"),  # "." refused; brelan d'as; you win
    # you play by the classic computer's rules
    Case(11981, "comme l'ordinateur"),  # you use 3 throws and win at the empty pioche
    Case(9998, "comme l'ordinateur"),  # you stop after 1, 2 and 3 throws; a barrage
    Case(4306, "comme l'ordinateur"),  # 1, 2 and 3 throws; brelan d'as; a barrage
    Case(2291, "comme l'ordinateur"),  # a repeated barrage; 1 and 2 throws; you win
    Case(2117, "comme l'ordinateur", opener="2"),  # brelan d'as; capped from the winner
    Case(12076, "comme l'ordinateur", opener=" 2"),  # a barrage; the computer stops early
    Case(11288, "comme l'ordinateur", opener="2"),  # brelan d'as; you win
]


# --- playing a case in the port ---------------------------------------------

class Typist:
    """The human seat of a case: decides as its play says, and keys the answer."""

    def __init__(self, play: str, typed: list[str], before: str) -> None:
        self.play = PLAYS[play]
        self.typed = typed
        self.before = before
        self.answers = 0
        self.asked = False  # since the round started

    def rethrow(self, view: TurnView) -> tuple[int, ...]:
        self.asked = True
        if self.before:
            self.typed.append(self.before)
        self.before = ""
        positions = tuple(sorted(self.play(view)))
        if positions:
            self.typed.append(_WRITINGS[self.answers % len(_WRITINGS)](positions))
        else:
            self.typed.append(_KEEPS[self.answers % len(_KEEPS)])
        self.answers += 1
        return positions


@dataclass(frozen=True)
class Session:
    """What a case types, and what happens in its games."""

    typed: tuple[str, ...]  # the game number first, then the keys of each answer and pause
    events: tuple[Event, ...]  # the engine's events, all games one after the other
    numbers: tuple[int, ...]  # the games' numbers
    pauses: int  # the keys pressed at pauses


class Listener:
    """Keeps the engine's events, and keys a pause where a round starts after
    a round in which the human was asked nothing, as both programs wait."""

    def __init__(self, events: list[Event], typed: list[str]) -> None:
        self.events, self.typed = events, typed
        self.human: Typist | None = None
        self.pauses = 0

    def __call__(self, event: Event) -> None:
        if isinstance(event, RoundStarted) and self.human:
            if event.number > 1 and not self.human.asked:
                self.typed.append(_PAUSE_KEYS[self.pauses % len(_PAUSE_KEYS)])
                self.pauses += 1
            self.human.asked = False
        self.events.append(event)


@cache
def session(case: Case) -> Session:
    """Play ``case`` on the port's engine: the keys to type and the events."""
    typed = [str(case.number)]
    events: list[Event] = []
    listener = Listener(events, typed)
    numbers = []
    number = case.number
    for game in range(case.games):
        numbers.append(number)
        typed.append(case.opener if game == 0 else case.opener[-1])
        listener.human = Typist(case.play, typed, case.before if game == 0 else "")
        Game(RULES_1987, ("VOUS", "ORDINATEUR"), [listener.human, Classic()],
             BasicDice.for_game(number), listener,
             opener=int(case.opener[-1]) - 1).play()
        if game < case.games - 1:
            typed.append("O")
            number = number % 32767 + 1
    typed.append(case.end)
    return Session(tuple(typed), tuple(events), tuple(numbers), listener.pauses)


def keys_from(chunks: Sequence[str]) -> Callable[[], str]:
    """A keyboard that sends ``chunks`` (each answer's keys in one burst, as
    a fast typist or a paste does), then Ctrl-D."""
    left = iter(chunks)

    def send() -> str:
        return next(left, "\x04")
    return send


@cache
def port_screen(case: Case) -> str:
    """What ``penel421 --rules 1987 --level classic`` prints for ``case``, its
    keys coming from a keyboard: the game number first, typed, then Enter."""
    return typed_into_the_port(session(case).typed)


@cache
def typed_into_the_port(typed: tuple[str, ...]) -> str:
    """What ``penel421 --rules 1987 --level classic`` prints at a keyboard when
    ``typed`` is typed: the game number's lines (each ended by Enter), then
    each answer's keys in one burst."""
    keyboard = keys_from([typed[0] + "\r", *typed[1:]])
    # as on a terminal, where a die taken back is rubbed out in place
    with mock.patch("penel421.console.terminal.keyboard", lambda inp: keyboard), \
            mock.patch("penel421.console.terminal.can_rub_out", lambda out: True):
        result = CliRunner().invoke(main, ["--rules", "1987", "--level", "classic",
                                           "--no-color", "--no-journal"])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.output


# --- the listing in PC-BASIC -------------------------------------------------

def pcbasic() -> list[str]:
    """How this environment starts PC-BASIC, as --basic does; the test fails without it."""
    command = pcbasic_command()
    if command is None:
        pytest.fail("pcbasic is not installed: pip install -e '.[test]'")
    return command


def run_listing(command: list[str], typed: Sequence[str],
                env: dict[str, str] | None = None) -> tuple[str, str]:
    """What the listing prints when ``typed`` is typed, and the end of PC-BASIC's
    own messages (it always says it failed to save its session: harmless).
    ``env``: the environment it starts in, as a dict of its own when it is
    started from a thread while the tests change ``os.environ``."""
    done = subprocess.run(
        [*command, str(LISTING), *PCBASIC_OPTIONS],
        # the game number ends in CR, the Enter key; then the keys, and stdin closes
        # as penel421 --basic hands them over: an arrow key as ESC alone, DEL as BS
        input=(typed[0] + "\r" + to_listing("".join(typed[1:]))).encode("ascii"),
        capture_output=True, timeout=300, check=False, env=env)
    return (done.stdout.decode("ascii", "replace"),
            done.stderr.decode("utf-8", "replace")[-500:])


#: What the listing answers to ``?`` at RELANCER, where the port gives the
#: expert's advice (CONSEIL, whom the chances assume, the chances, then why,
#: up to the prompt again).
LISTING_ADVICE = ["? LE CONSEIL EST CELUI DE PENEL421,", "  LE PORTAGE EN PYTHON. AIDE : TAPEZ H"]


def rubbed(line: str) -> str:
    """``line`` as it stands on screen once its rub-outs (``\\b \\b``) are done."""
    while "\b" in line:
        at = line.index("\b")
        line = line[:max(0, at - 1)] + line[at + 1:]
    return line


def normalise(screen: str) -> list[str]:
    """The lines of ``screen`` as compared: CR LF read as LF, trailing spaces
    removed, a die taken back at RELANCER as the screen shows it at last
    (the port rubs it out in place; the listing writes the question again
    on the next line, which takes the place of the line before), and the
    port's lines of advice after ``?`` at RELANCER (up to the prompt again)
    read as the listing's two lines saying that the advice is penel421's."""
    lines: list[str] = []
    for line in screen.replace("\r\n", "\n").split("\n"):
        line = rubbed(line).rstrip(" ")
        marked = lines[-1][len(RETHROW_PROMPT):] if lines else ""
        if (lines and lines[-1].startswith(RETHROW_PROMPT) and marked.isdigit()
                and (line + " ").startswith(RETHROW_PROMPT + marked[:-1])):
            lines[-1] = line  # a die taken back, by the listing
            continue
        lines.append(line)
    i = 0
    while i < len(lines) - 1:
        line = lines[i]
        if (line.startswith(RETHROW_PROMPT) and line[len(RETHROW_PROMPT):].endswith("?")
                and lines[i + 1].startswith("CONSEIL : ")):
            # the advice, its chances and its reason, up to the prompt again
            end = next((j for j in range(i + 2, len(lines))
                        if lines[j].startswith(RETHROW_PROMPT)), len(lines))
            lines[i + 1:end] = LISTING_ADVICE
        i += 1
    return lines


def first_difference(port: list[str], listing: list[str], context: int = 5) -> str | None:
    """Where two normalised screens part, with the lines before; None if they do not."""
    for i, (mine, theirs) in enumerate(zip_longest(port, listing)):
        if mine != theirs:
            before = [f"    {line}" for line in port[max(0, i - context):i]]
            return "\n".join([f"line {i + 1} differs, after:", *before,
                              f"  port:    {mine!r}", f"  listing: {theirs!r}"])
    return None


#: Game numbers the listing refuses: RANDOMIZE takes 1 to 32767, and only digits
#: (Enter alone is no refusal: any game, see the test after).
BAD_NUMBERS = ("0", "32768", "sept", "1.5", "-3")
#: The game typed after them, its number with zeros in front.
AFTER_BAD_NUMBERS = "00015487"
#: What is typed: the bad numbers, each a line ended by Enter, then the
#: game's number, then the keys of game 15487's case.
BAD_NUMBER_KEYS = ("\r".join((*BAD_NUMBERS, AFTER_BAD_NUMBERS)),
                   *session(next(case for case in CASES if case.number == 15487)).typed[1:])


#: What the listing is run on, in the order the tests ask for it: each case,
#: then the bad game numbers.
LISTING_RUNS = {**{case.id: session(case).typed for case in CASES}, "numero": BAD_NUMBER_KEYS}


class ListingScreens:
    """The listing's screens, each run in PC-BASIC when a test first asks for
    it, the next one started meanwhile (WORKERS at a time).  Run on demand,
    not all at the module's start: pytest-xdist shares a module's tests out
    among its workers, and each worker would run every case again for the
    few it was given (PC-BASIC is most of this module's processor time)."""

    def __init__(self, pool: ThreadPoolExecutor, command: list[str],
                 env: dict[str, str]) -> None:
        self.pool, self.command, self.env = pool, command, env
        self.futures: dict[str, Future] = {}

    def __getitem__(self, key: str) -> Future:
        order = list(LISTING_RUNS)
        at = order.index(key)
        for ahead in order[at:at + WORKERS]:
            if ahead not in self.futures:
                self.futures[ahead] = self.pool.submit(run_listing, self.command,
                                                       LISTING_RUNS[ahead], self.env)
        return self.futures[key]


@pytest.fixture(scope="module")
def listing_screens() -> Iterator[ListingScreens]:
    """The listing's screens, run in the background as the tests ask for them."""
    command = pcbasic()
    # each run gets the environment as it is now, copied: started from a thread
    # with the live one, a run could read it while a test in the main thread
    # changes it (monkeypatch), and fail to start (EFAULT from exec)
    env = dict(os.environ)
    with ThreadPoolExecutor(max_workers=WORKERS) as pool:
        screens = ListingScreens(pool, command, env)
        yield screens
        for future in screens.futures.values():
            future.cancel()


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.id)
def test_the_listing_prints_what_the_port_prints(case, listing_screens):
    listing, messages = listing_screens[case.id].result(timeout=600)
    port = normalise(port_screen(case))
    assert len(port) > 40, "the port printed almost nothing"
    difference = first_difference(port, normalise(listing))
    assert difference is None, f"game {case.number}: {difference}\nPC-BASIC: {messages}"


def _case(number: int) -> Case:
    return next(case for case in CASES if case.number == number)


def test_both_refuse_a_bad_game_number_then_play_that_game(listing_screens):
    """Both refuse what is not a number from 1 to 32767, ask again, then
    play the game typed."""
    listing, messages = listing_screens["numero"].result(timeout=600)
    port = normalise(typed_into_the_port(BAD_NUMBER_KEYS))
    refused = ["? TAPEZ UN NOMBRE DE 1 A 32767.", "  AIDE : TAPEZ H ET ENTREE"]
    asked = [line for bad in BAD_NUMBERS for line in [(NUMBER_PROMPT + bad).rstrip(), *refused]]
    assert port[17:17 + len(asked) + 1] == [*asked, NUMBER_PROMPT + AFTER_BAD_NUMBERS]
    difference = first_difference(port, normalise(listing))
    assert difference is None, f"{difference}\nPC-BASIC: {messages}"


def test_enter_alone_plays_any_game_in_both():
    """Enter alone at the game's number: a game, not a refusal — the port
    plays the one it drew, the listing one from its clock (TIMER, not RND:
    the dice still come from RANDOMIZE N alone)."""
    for typed in (("", "1", "q", "o"), ("  ", "1", "q", "o")):  # spaces alone are none
        listing, messages = run_listing(pcbasic(), typed)
        _a_game_after_the_prompt(normalise(typed_into_the_port(typed)), messages)
        _a_game_after_the_prompt(normalise(listing), messages)


def _a_game_after_the_prompt(screen: list[str], messages: str) -> None:
    at = screen.index(NUMBER_PROMPT.rstrip())
    assert re.fullmatch(r"=+ PARTIE \d+ =+", screen[at + 1]), (screen[at:at + 3], messages)
    assert "? TAPEZ UN NOMBRE DE 1 A 32767." not in screen


def test_the_listing_is_a_type_in_gw_basic_program():
    """Numbered lines in order, short, in capitals, plain ASCII: as printed in 1987."""
    lines = LISTING.read_text(encoding="ascii").splitlines()
    numbers = [int(line.split(" ", 1)[0]) for line in lines]
    assert numbers == sorted(set(numbers)) and numbers[-1] < 65530
    assert all(len(line) <= 76 for line in lines), max(lines, key=len)
    assert LISTING.read_text(encoding="ascii") == LISTING.read_text(encoding="ascii").upper()
    # the dice come from RND alone, after RANDOMIZE N with N a single-precision variable
    code = "\n".join(line for line in lines if not line.split(" ", 1)[1].startswith("REM"))
    assert code.count("RANDOMIZE") == 1 and "RANDOMIZE N\n" in code
    assert "DEF" not in code and "N%" not in code and "N#" not in code
    assert code.count("RND(") == 1  # X=RND(-1), the restart before RANDOMIZE


# --- what the cases cover -----------------------------------------------------

#: The situations the cases must show, together.
SITUATIONS = {
    # who opens, who wins
    "you open the game", "the computer opens the game",
    "you win a game", "you lose a game",
    # the turns
    "you open and stop after 1 throw", "you open and stop after 2 throws",
    "you open and use 3 throws",
    "the computer opens and stops after 1 throw",
    "the computer opens and stops after 2 throws", "the computer opens and uses 3 throws",
    "you play second and stop early", "the computer plays second and stops early",
    # the rounds
    "a barrage", "a repeated barrage",
    "a capped transfer from the pioche", "a capped transfer from the winner",
    "the pioche runs out, the game goes on", "the game ends as the pioche runs out",
    # the hands
    "421", "brelan d'as", "brelan", "deux as", "suite", "coup quelconque",
    # the computer's choices
    "the computer keeps its dice", "the computer keeps two aces",
    "the computer keeps two of 4-2-1", "the computer keeps a pair",
    "the computer keeps an ace", "the computer keeps its highest die",
    "the computer throws all three again",
    "the computer keeps the first of two dice showing a kept face",
    # what is typed
    "refused at RELANCER: rethrow", "refused at RELANCER: zero alone",
    "refused at RELANCER: no such die", "refused at RELANCER: twice",
    "refused at QUI COMMENCE: choice",
    "refused at UNE AUTRE PARTIE: yes or no", "refused at QUITTER LE JEU: yes or no",
    "h at RELANCER", "a at RELANCER", "? at RELANCER", "h at QUI COMMENCE",
    "? at QUI COMMENCE", "? at UNE AUTRE PARTIE", "a at QUITTER LE JEU",
    "? at QUITTER LE JEU", "q then n", "q then o",
    "backspace at RELANCER", "Enter throws at RELANCER", "a pause after a round",
    # sessions
    "another game is the next number", "after game 32767 comes game 1",
}
#: The wordings of capped transfers, each printed by some case (each one a SITUATION).
CAPPED_WORDINGS = ("VOUS PRENEZ LE DERNIER PION.", "L'ORDINATEUR PREND LE DERNIER PION.",
                   "LE SEUL QU'IL AVAIT.", "TOUS CEUX QU'IL AVAIT.",
                   "LE SEUL QUE VOUS AVIEZ.", "TOUS CEUX QUE VOUS AVIEZ.")
SITUATIONS |= {f"prints {wording}" for wording in CAPPED_WORDINGS}


def situations(case: Case) -> set[str]:
    """The situations ``case`` shows: its games' events, and the port's screen."""
    played = session(case)
    found = {"you open the game" if case.opener[-1] == "1" else "the computer opens the game"}
    if case.games > 1:
        found.add("another game is the next number")
        if 32767 in played.numbers[:-1]:
            found.add("after game 32767 comes game 1")
    if played.pauses:
        found.add("a pause after a round")
    typed = "".join(played.typed[1:])
    if BACKSPACE in typed or "\x7f" in typed:
        found.add("backspace at RELANCER")
    if any(f"{die}{ENTER}" in typed for die in "123"):
        found.add("Enter throws at RELANCER")
    found |= _from_events(played.events)
    found |= _from_screen(port_screen(case))
    return found


_HANDS = {Kind.QUATRE_CENT_VINGT_ET_UN: "421", Kind.FICHE: "deux as", Kind.SUITE: "suite",
          Kind.ORDINAIRE: "coup quelconque"}
_OPENS = {(0, 1): "you open and stop after 1 throw", (0, 2): "you open and stop after 2 throws",
          (0, 3): "you open and use 3 throws",
          (1, 1): "the computer opens and stops after 1 throw",
          (1, 2): "the computer opens and stops after 2 throws",
          (1, 3): "the computer opens and uses 3 throws"}
_STOPS_EARLY = ("you play second and stop early", "the computer plays second and stops early")


def _from_events(events: Sequence[Event]) -> set[str]:
    found: set[str] = set()
    opener, limit, barrages, dice = 0, 3, 0, ()
    for event in events:
        if isinstance(event, RoundStarted):
            opener, barrages = event.opener, 0
        elif isinstance(event, TurnStarted):
            limit = 0 if event.barrage else event.max_throws
        elif isinstance(event, Thrown):
            dice = event.dice
            kind = RULES_1987.table[event.hand].kind
            if kind is Kind.BRELAN:
                found.add("brelan d'as" if event.hand == (1, 1, 1) else "brelan")
            else:
                found.add(_HANDS[kind])
        elif isinstance(event, Chose) and event.seat == 1:
            found.add(_computer_choice(dice, event.rethrow))
            kept = [dice[p - 1] for p in (1, 2, 3) if p not in event.rethrow]
            if any(dice[p - 1] in kept for p in event.rethrow):
                found.add("the computer keeps the first of two dice showing a kept face")
        elif isinstance(event, TurnEnded) and limit:
            if event.seat == opener:
                found.add(_OPENS[event.seat, event.throws])
            elif event.throws < limit:
                found.add(_STOPS_EARLY[event.seat])
        elif isinstance(event, BarrageStarted):
            barrages += 1
            found.add("a barrage" if barrages == 1 else "a repeated barrage")
        elif isinstance(event, RoundEnded) and event.capped:
            found.add("a capped transfer from the "
                      + ("pioche" if event.from_pot else "winner"))
        elif isinstance(event, ChargeEnded):
            found.add("the game ends as the pioche runs out" if event.spared
                      else "the pioche runs out, the game goes on")
        elif isinstance(event, GameEnded):
            found.add("you lose a game" if event.loser == 0 else "you win a game")
    return found


def _computer_choice(dice: tuple[int, ...], rethrow: tuple[int, ...]) -> str:
    kept = sorted((dice[p - 1] for p in (1, 2, 3) if p not in rethrow), reverse=True)
    if not rethrow:
        return "the computer keeps its dice"
    if not kept:
        return "the computer throws all three again"
    if kept == [1, 1]:
        return "the computer keeps two aces"
    if len(kept) == 2 and kept[0] != kept[1]:
        return "the computer keeps two of 4-2-1"
    if len(kept) == 2:
        return "the computer keeps a pair"
    return "the computer keeps an ace" if kept == [1] else "the computer keeps its highest die"


_REFUSAL_KINDS = {lines[0].split("{")[0]: kind for kind, lines in REFUSALS.items()}
_QUESTIONS = {OPENER_PROMPT: "QUI COMMENCE", RETHROW_PROMPT: "RELANCER",
              Voice1987.again_prompt: "UNE AUTRE PARTIE",
              Voice1987.quit_prompt: "QUITTER LE JEU"}


def _from_screen(screen: str) -> set[str]:
    """Refusals and commands, read on the port's screen (it echoes what is typed)."""
    found: set[str] = set()
    question, typed = "", ""
    for line in screen.splitlines():
        prompt = next((p for p in _QUESTIONS if line.startswith(p)), None)
        if prompt:
            if question and prompt == Voice1987.quit_prompt:
                pass
            elif question == "QUITTER LE JEU":
                found.add(_quit(typed))
            question, typed = _QUESTIONS[prompt], line[len(prompt):]
            continue
        if line in CAPPED_WORDINGS:
            found.add(f"prints {line}")
        if line.startswith("-" * 17 + " AIDE"):
            found.add(f"{typed[-1:].lower()} at {question}")
        if line == "CONSEIL : " or line.startswith("CONSEIL : "):
            found.add(f"? at {question}")

        kind = next((k for start, k in _REFUSAL_KINDS.items() if line.startswith(start)), None)
        if kind:
            found.add(f"refused at {question}: {kind}")
    if question == "QUITTER LE JEU":
        found.add(_quit(typed))
    return found


def _quit(typed: str) -> str:
    return "q then " + ("o" if parse_yes_no(typed) else "n")


def test_the_cases_cover_every_situation():
    covered = set().union(*(situations(case) for case in CASES))
    assert not SITUATIONS - covered, f"no case shows: {sorted(SITUATIONS - covered)}"


def test_there_are_at_least_25_games_each_listed_once():
    numbers = [n for case in CASES for n in session(case).numbers]
    assert len(numbers) >= 25 and len(set(numbers)) == len(numbers)


# --- penel421 --basic -----------------------------------------------------------

PENEL421 = Path(sys.executable).parent / ("penel421.exe" if os.name == "nt" else "penel421")


def test_the_package_ships_the_listing_as_written():
    from importlib import resources

    shipped = resources.files("penel421") / "data" / "421.bas"
    assert shipped.read_bytes() == LISTING.read_bytes(), (
        "penel421/data/421.bas must be a copy of original/421.bas: cp original/421.bas "
        "penel421/data/")


def test_the_installed_command_runs_the_listing_from_a_pipe():
    """``penel421 --basic`` finds the listing in the installed package; from a
    pipe, lines ending in LF do (PC-BASIC wants CR for Enter: --basic hands it
    over), and PC-BASIC's English about its session stays off the screen."""
    if not PENEL421.exists():
        pytest.fail(f"the penel421 command is not installed at {PENEL421}")
    done = subprocess.run([str(PENEL421), "--basic", "--rules", "1987", "--level", "classic",
                           "--no-color"], input=b"7\n1\nq\no\n", capture_output=True,
                          timeout=120, check=False, cwd=Path(sys.executable).parent)
    screen = normalise(done.stdout.decode("ascii", "replace"))
    assert done.returncode == 0, done.stderr
    assert done.stderr == b""
    assert screen[:5] == normalise(port_screen(Case(7, "garde")))[:5]
    assert [NUMBER_PROMPT + "7", "=============== PARTIE 7 ==============="] == screen[17:19]
    assert screen[-3:] == [Voice1987.quit_prompt + "O", "AU REVOIR.", ""]


def test_the_listing_says_goodbye_when_the_piped_keys_end():
    done = subprocess.run([str(PENEL421), "--basic"], input=b"7\n1\n", capture_output=True,
                          timeout=120, check=False)
    screen = normalise(done.stdout.decode("ascii", "replace"))
    assert done.returncode == 0 and done.stderr == b""
    assert screen[-3:] == [RETHROW_PROMPT.rstrip(), "AU REVOIR.", ""]


@pytest.mark.parametrize(("args", "flag"), [
    (("--seed", "3"), "--seed"), (("--rules", "pascal"), "--rules"),
    (("--level", "expert"), "--level"), (("--real-dice",), "--real-dice"),
    (("--hints",), "--hints"), (("-p", "Alice"), "--player")])
def test_basic_refuses_the_options_of_a_game(args, flag):
    result = CliRunner().invoke(main, ["--basic", *args])
    assert result.exit_code == 2
    assert f"{flag} ne va pas avec --basic" in result.output
    assert "NUMERO" not in result.output


def _spawn_basic():
    pexpect = pytest.importorskip("pexpect")
    if not PENEL421.exists():
        pytest.fail(f"the penel421 command is not installed at {PENEL421}")
    return pexpect, pexpect.spawn(str(PENEL421), ["--basic"], encoding="ascii",
                                  codec_errors="replace", timeout=30, dimensions=(25, 80))


@pytest.mark.skipif(sys.platform == "win32", reason="pexpect.spawn needs a POSIX pty")
def test_basic_plays_the_listing_key_by_key_in_a_terminal():
    """In a terminal the listing reads each key as it is typed: the point
    throws and 0 keeps without Enter, the game number alone takes Enter;
    Ctrl-C says goodbye as the port does, with the status 130."""
    pexpect, child = _spawn_basic()
    child.logfile_read = io.StringIO()
    child.expect_exact(NUMBER_PROMPT)
    child.send("8")
    child.expect_exact("8")  # echoed as it is typed, before Enter
    child.send("\x7f")  # the backspace key erases it
    child.expect_exact("\b \b")
    child.send("7\r")
    child.expect_exact("=============== PARTIE 7 ===============")
    child.expect_exact(OPENER_PROMPT)
    child.send("1")
    child.expect_exact("VOUS, LANCER 1 SUR 3 :")
    child.expect_exact(RETHROW_PROMPT)
    child.send("13.")
    child.expect_exact("13.")
    child.expect_exact("VOUS, LANCER 2 SUR 3 :")  # no Enter
    child.expect_exact(RETHROW_PROMPT)
    child.send("0")
    child.expect_exact("VOUS AVEZ JOUE EN 2 LANCERS.")  # no Enter
    child.expect_exact("L'ORDINATEUR GAGNE LA MANCHE.")
    child.expect_exact(RETHROW_PROMPT)
    child.sendintr()
    child.expect_exact("AU REVOIR.")
    child.expect(pexpect.EOF)
    child.close()
    assert "Break" not in child.logfile_read.getvalue()
    assert child.exitstatus == 130


@pytest.mark.skipif(sys.platform == "win32", reason="pexpect.spawn needs a POSIX pty")
def test_basic_takes_a_burst_of_keys_as_keys():
    """A paste or a fast typist: the number, Enter and the next answers in one go."""
    pexpect, child = _spawn_basic()
    child.expect_exact(NUMBER_PROMPT)
    child.send("42\r1")
    child.expect_exact(" PARTIE 42 ")
    child.expect_exact(OPENER_PROMPT + "1")
    child.expect_exact(RETHROW_PROMPT)
    child.send("q")
    child.expect_exact(Voice1987.quit_prompt)
    child.send("o")
    child.expect_exact("AU REVOIR.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
