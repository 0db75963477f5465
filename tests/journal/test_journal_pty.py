"""A game interrupted every way a player's evening can end, then resumed.

In a real pseudo-terminal, as a player meets it: a seeded game is played,
the program is killed (SIGKILL), its terminal closed (SIGHUP) or Ctrl-C is
typed in the middle of a turn; ``penel421 reprendre`` continues it with the
same answers, and its events in the journal are those of the same game
played without a break.  Two sessions write fifty games each into one
journal at once.
"""

from __future__ import annotations

import io
import itertools
import os
import random
import re
import signal
import subprocess
import time

import pytest
from in_a_terminal import ANSI, IN_A_TERMINAL, PENEL421, reads_on_spawn

from penel421.journal.export import game_dict
from penel421.journal.replay import replay
from penel421.journal.store import Journal

pexpect = pytest.importorskip("pexpect")

pytestmark = IN_A_TERMINAL

TIMEOUT = 10
PASCAL_PROMPT = r"(\w+), relancer quels dés \? \(1 2 3, 0 = garder\) "
AGAIN_PASCAL = r"Une autre partie \? \(o/n\) "
OPENER = r"QUI COMMENCE \(1=VOUS 2=ORDINATEUR\) \? "
RELANCER = r"RELANCER \(1,2,3 OU 0\) \? "
AGAIN_1987 = r"UNE AUTRE PARTIE \(O/N\) \? "
FACES_1987 = r"(LANCEZ [^:?]*: VALEURS? \?|POUR L'ORDINATEUR, LANCEZ [^?]*\?) "
ANSWERS = ["13", "0", "2", "123", "0", "1 2", "3", "0"]
#: The same answers keyed as the 1987 game reads them at a keyboard: no Enter.
KEYS_1987 = ["13.", "0", "2.", "123.", "0", "12.", "3.", "0"]
PAUSE_1987 = r"TAPEZ UNE TOUCHE POUR CONTINUER\."
#: The line that starts a resumed game (in the 1987 game, in its capitals).
RESUMED = r"(?i)Reprise\s+de\s+la\s+partie\s+n[°.]\s+1\s+du\s+journal"

GAMES = {
    "pascal": (["--rules", "pascal", "--seed", "12", "-p", "Alice", "-p", "Bob", "-c", "1"],
               PASCAL_PROMPT, AGAIN_PASCAL, None, 12),
    "1987": (["--seed", "21"], RELANCER, AGAIN_1987, "2", 5),
}


def spawn(*args: str):
    child = reads_on_spawn()(PENEL421, list(args), env=dict(os.environ, TERM="xterm"),
                          dimensions=(24, 80), encoding="utf-8", codec_errors="replace",
                          timeout=TIMEOUT)
    child.screen = io.StringIO()
    child.logfile_read = child.screen
    return child


def answer_until(child, prompt: str, again: str, answers, stop: int | None = None) -> int:
    """Answer each ``prompt`` from ``answers``; stop at the end of the game (no
    more games), or at the ``stop``-th prompt (not answered).  How many
    prompts were answered.  The 1987 game takes keys (its answers are
    keyed, a key goes on at its pauses), pascal lines."""
    keys = prompt == RELANCER
    answered = 0
    for _ in range(500):
        index = child.expect([prompt, again, PAUSE_1987])
        if index == 2:
            child.send(" ")
            continue
        if index == 1:
            child.send("n") if keys else child.sendline("n")
            child.expect(pexpect.EOF)
            return answered
        if stop is not None and answered == stop:
            return answered
        child.send(next(answers)) if keys else child.sendline(next(answers))
        answered += 1
    pytest.fail("the game did not end after 500 answers")


def the_game(journal) -> dict:
    """The only game of ``journal``, as :func:`the_game_from` gives it."""
    with Journal.open(journal, create=False) as kept:
        [game] = kept.games(with_events=True)
    return the_game_from(game)


def uninterrupted(tmp_path, name: str) -> dict:
    args, prompt, again, opener, _ = GAMES[name]
    journal = str(tmp_path / "sans-coupure.sqlite3")
    child = spawn(*args, "--journal", journal)
    if opener:
        child.expect(OPENER)
        child.send(opener)
    answer_until(child, prompt, again, itertools.cycle(KEYS_1987 if opener else ANSWERS))
    child.close()
    return the_game(journal)


@pytest.fixture(scope="module")
def played_through(tmp_path_factory: pytest.TempPathFactory):
    """Each game played without a break, once for the module (in each worker):
    the three pascal interruptions are of the same game."""
    games: dict[str, dict] = {}

    def game(name: str) -> dict:
        if name not in games:
            games[name] = uninterrupted(tmp_path_factory.mktemp("sans-coupure"), name)
        return games[name]
    return game


def interrupt(child, how: str) -> None:
    if how == "SIGKILL":
        child.kill(signal.SIGKILL)
    elif how == "SIGHUP":  # the terminal window closed
        child.kill(signal.SIGHUP)
    else:
        child.sendintr()
        child.expect("(À bientôt !|AU REVOIR.)")
    child.expect(pexpect.EOF)
    child.close()
    expected = {"SIGKILL": -signal.SIGKILL, "SIGHUP": -signal.SIGHUP, "Ctrl-C": 130}[how]
    status = child.exitstatus if child.exitstatus is not None else -child.signalstatus
    assert status == expected


@pytest.mark.parametrize("name, how", [("pascal", "SIGKILL"), ("pascal", "SIGHUP"),
                                       ("pascal", "Ctrl-C"), ("1987", "SIGKILL")])
def test_an_interrupted_game_resumed_is_the_game_played_without_a_break(tmp_path, played_through,
                                                                        name, how):
    args, prompt, again, opener, stop = GAMES[name]
    journal = str(tmp_path / "parties.sqlite3")
    answers = itertools.cycle(KEYS_1987 if opener else ANSWERS)
    child = spawn(*args, "--journal", journal)
    if opener:
        child.expect(OPENER)
        child.send(opener)
    # some answers in, at a question of the middle of a turn
    assert answer_until(child, prompt, again, answers, stop=stop) == stop
    interrupt(child, how)
    # the prompts of the round in progress already answered, shown again with
    # their answers when it is resumed: not to be answered again
    round_so_far = re.split(r"MANCHE \d+|Manche \d+", ANSI.sub("", child.screen.getvalue()))[-1]
    answered_in_round = len(re.findall(prompt, round_so_far)) - 1

    # a new game says that this one is not finished, and how to resume it
    other = spawn(*args, "--journal", journal)
    # (in the 1987 game, in its capitals: LA PARTIE N. 1 …)
    other.expect(r"(?i)La\s+partie\s+n[°.]\s+1\s+du\s+journal\s.*\sn'est\s+pas\s+finie\s+:"
                 r"\s+penel421 reprendre")
    other.kill(signal.SIGKILL)
    other.close()

    resumed = spawn("reprendre", "1", "--journal", journal)
    resumed.expect(RESUMED)
    for _ in range(answered_in_round):
        resumed.expect(prompt)
    # the question left unanswered comes again, after the round's throws so far
    answer_until(resumed, prompt, again, answers)
    screen = ANSI.sub("", resumed.screen.getvalue())
    resumed.close()
    assert resumed.exitstatus == 0 and "Traceback" not in screen
    assert "QUI COMMENCE" not in screen, "the opener was asked again"
    with Journal.open(journal, create=False) as kept:
        game = kept.game(1)  # (the game started to see the notice is the second)
    assert game is not None and game.finished
    assert replay(game) is not None
    assert the_game_from(game) == played_through(name)


def the_game_from(game) -> dict:
    """The game as the export writes it, without its number in the journal and
    its times, which differ between two runs."""
    found = game_dict(game)
    for key in ("started", "ended", "id"):
        assert found.pop(key)
    return found


def test_real_dice_entered_before_the_interruption_are_kept(tmp_path):
    journal = str(tmp_path / "parties.sqlite3")
    child = spawn("--real-dice", "--journal", journal)
    child.expect(OPENER)
    child.send("1")
    dice = random.Random(4)
    entered: list[tuple[int, ...]] = []
    for _ in range(8):
        if child.expect([FACES_1987, RELANCER]) == 0:
            asked = child.after
            count = 3 if "3 DES" in asked else 2 if " ET " in asked else 1
            entered.append(tuple(dice.randint(1, 6) for _ in range(count)))
            child.send("".join(map(str, entered[-1])))  # keys: taken at the last
        else:
            child.send("13.")
    child.expect([FACES_1987, RELANCER])
    child.kill(signal.SIGKILL)
    child.close()
    with Journal.open(journal, create=False) as kept:
        [before] = kept.games(with_events=True)
    kept_faces = [throw.faces for throw in before.throws()]
    assert kept_faces == entered and len(kept_faces) >= 4
    assert before.dice == "real" and before.number is None

    resumed = spawn("reprendre", "--journal", journal)
    resumed.expect(RESUMED)
    resumed.expect([FACES_1987, RELANCER])  # the game goes on: nothing asked twice
    resumed.send("q")  # a key, at the faces as at RELANCER
    resumed.expect(r"QUITTER LE JEU \(O/N\) \? ")
    resumed.send("o")
    resumed.expect(pexpect.EOF)
    resumed.close()
    with Journal.open(journal, create=False) as kept:
        [after] = kept.games(with_events=True)
    assert after.events[:len(before.events)] == before.events


def test_two_sessions_at_once_keep_all_their_games(tmp_path):
    journal = str(tmp_path / "parties.sqlite3")
    table = ["--rules", "pascal", "-p", "ordi:classic", "-p", "ordi:expert", "-c", "1",
             "--level", "classic", "--bareme", "jetons=9", "--journal", journal]
    answers = "o\n" * 49 + "n\n"
    start = time.perf_counter()
    sessions = [subprocess.Popen([PENEL421, *table, "--seed", str(seed)], text=True,
                                 stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                 stderr=subprocess.PIPE)
                for seed in (100, 5000)]
    outputs = [session.communicate(answers, timeout=600) for session in sessions]
    elapsed = time.perf_counter() - start
    for session, (out, err) in zip(sessions, outputs, strict=True):
        assert session.returncode == 0, err
        assert "pas gardée" not in out and "Traceback" not in out + err
        assert out.count("Fin de la partie") == 50
    with Journal.open(journal, create=False) as kept:
        games = kept.games(with_events=True, newest_first=False)
    assert len(games) == 100 and all(game.finished for game in games)
    assert sorted(game.number for game in games) == [*range(100, 150), *range(5000, 5050)]
    for game in games:  # each game whole: it replays to its own end
        result = replay(game)
        assert result is not None and result.loser == game.loser
    assert elapsed < 600
