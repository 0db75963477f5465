"""What the training and the progress cost: a game weighed, and each command on 10,000 games.

Run: ``python benchmarks/learning.py [GAMES_1987] [GAMES_PASCAL]`` (default
2000 and 100) with the Python of the environment penel421 is installed in.

1. GAMES_1987 games of 1987 (a person who plays like a beginner — the
   rules of thumb of ``classic``, a die thrown at random one time in four
   — against the expert) and GAMES_PASCAL games of pascal at four (the
   person and three experts) are played and kept as a session keeps them,
   its analysis listening: the time added at the end of each game to keep
   what its analysis found (``digest`` and the journal's write) is
   measured, then the time to weigh a game kept before, from its record
   (replay, analysis, write: what ``entrainement`` and ``progres`` do once
   for each game of an older journal).
2. A journal of 10,000 games is made of those (copied over and over, their
   analysis with them, as they would have been kept), and each command is
   run as a player runs it, start-up included, median of 5:
   ``penel421 progres`` (and ``--json``), ``penel421 entrainement --bilan``,
   and ``penel421 entrainement`` until its first card is on screen (the
   RELANCER question written).  Aims: 0.5 s for ``progres`` and for the
   first card.
"""

from __future__ import annotations

import os
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from machine import children_time, describe

from penel421 import __version__
from penel421.analysis.analyst import Analyst
from penel421.core.engine import Game
from penel421.games import find_game
from penel421.journal.recorder import Keeper
from penel421.journal.store import Journal, NewGame
from penel421.learn.digest import DIGEST_VERSION, Digester, digest, digest_record
from penel421.learn.store import TrainingStore
from penel421.play.table import Seat
from penel421.specs import GameSpec, SessionSpec
from penel421.strategies import load_strategy

AIM_S = 0.5
TOTAL = 10_000


class Beginner:
    """The bar's rules of thumb, and a die thrown at random one time in four."""

    def __init__(self, rules, seed: int) -> None:
        self.classic = load_strategy("classic", rules)
        self.rng = random.Random(seed)

    def rethrow(self, view):
        if self.rng.random() < 0.25:
            return tuple(p for p in (1, 2, 3) if self.rng.random() < 0.5)
        return self.classic.rethrow(view)


def play(path: Path, game: str, games: int, first: int) -> tuple[list[float], list[float]]:
    """Play and keep ``games`` games of a person; the ms added at each game's
    end to keep its analysis, and the ms to weigh each again from its record."""
    kind = find_game(game)
    rules = kind.rules()
    seats = ([Seat("VOUS"), Seat("ORDINATEUR", "expert")] if game == "1987" else
             [Seat("Alice"), Seat("Ordi 1", "expert"), Seat("Ordi 2", "expert"),
              Seat("Ordi 3", "expert")])
    expert = load_strategy("expert", rules)
    journal = Journal.open(path)
    keeper = Keeper(journal, print)
    at_end, again = [], []
    for number in range(first, first + games):
        recorder = keeper.recorder(NewGame(SessionSpec(GameSpec.of(rules), tuple(seats), number),
                                           __version__, opener=number % 2))
        digester = Digester(Analyst(rules, len(seats)))

        def hear(event, recorder=recorder, digester=digester) -> None:
            recorder(event)
            digester(event)
        minds = [Beginner(rules, number)] + [expert] * (len(seats) - 1)
        result = Game(rules, [s.name for s in seats], minds, kind.dice(number), hear,
                      opener=number % 2).play()
        start = time.perf_counter()
        TrainingStore(journal).keep_digest(recorder.game_id, DIGEST_VERSION, result.rounds, True,
                            digest(digester, [s.name for s in seats], [0]))
        at_end.append(1000 * (time.perf_counter() - start))
        record = journal.game(recorder.game_id)
        start = time.perf_counter()
        TrainingStore(journal).keep_digest(record.id, DIGEST_VERSION, record.rounds, True,
                            digest_record(record))
        again.append(1000 * (time.perf_counter() - start))
    journal.close()
    return at_end, again


def ten_thousand(source: Path, target: Path) -> None:
    """A journal of TOTAL games: those of ``source`` copied over and over,
    with their analysis, their moments sharing the cards they make."""
    Journal.open(target).close()
    db = sqlite3.connect(target)
    db.execute("ATTACH DATABASE ? AS source", (str(source),))
    count = db.execute("SELECT count(*) FROM source.games").fetchone()[0]
    columns = ("game, bareme, fixed_throws, number, dice, opener, version, started, ended,"
               " loser, rounds, ranking")
    db.execute("INSERT INTO cards SELECT * FROM source.cards")
    for copy in range(-(-TOTAL // count)):
        offset = copy * count
        db.execute(f"INSERT INTO games (id, {columns}) SELECT id + ?, {columns} "
                   "FROM source.games WHERE id + ? <= ?", (offset, offset, TOTAL))
        for table, rest in (("seats", "seat, name, spec"), ("events", "seq, type, data"),
                            ("digests", "version, rounds, finished, problem"),
                            ("figures", "seat, scale, decisions, imprecisions, errors, blunders,"
                                        " loss, luck, rating, result, net_luck, corrected"),
                            ("moments", "decision, card, seat, position, answer, loss, weight,"
                                        " margin, stake")):
            db.execute(f"INSERT INTO {table} SELECT game + ?, {rest} FROM source.{table} "
                       "WHERE game + ? <= ?", (offset, offset, TOTAL))
    db.execute("UPDATE cards SET seen = (SELECT count(*) FROM moments WHERE card = cards.id)")
    db.commit()
    db.close()


#: The training's answers of the bilan measured, and the games weighed again.
ANSWERS = 100_000
REWEIGHED = 300


def answered(path: Path, answers: int) -> None:
    """``answers`` answers of the training on the journal's cards, twenty a
    session, one session a day or so, right six times in ten."""
    rng = random.Random(5)
    db = sqlite3.connect(path)
    cards = [row[0] for row in db.execute("SELECT id FROM cards")]
    rows = []
    for number in range(answers):
        session = f"20{20 + number // 20 // 365 % 10}-01-01T00:00:00+00:00#{number // 20}"
        rows.append((rng.choice(cards), session, session, "0", rng.random(),
                     int(rng.random() < 0.6), rng.random()))
    db.executemany("INSERT INTO answers (card, session, asked, answer, loss, right, real_loss)"
                   " VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
    db.commit()
    db.close()


def wal_while_weighing(path: Path, games: int) -> int:
    """The largest the -wal grows while ``games`` games, their digest
    dropped, are weighed again as the first ``progres`` weighs an old
    journal's."""
    from penel421.learn.catch_up import catch_up

    db = sqlite3.connect(path)
    db.execute("DELETE FROM digests WHERE game <= ?", (games,))
    db.commit()
    db.close()
    wal = Path(f"{path}-wal")
    largest = [0]

    def progress(done: int, total: int) -> None:
        largest[0] = max(largest[0], wal.stat().st_size if wal.exists() else 0)
    with Journal.open(path) as journal:
        catch_up(TrainingStore(journal), progress)
    return largest[0]


#: A player's installation keeps its compiled modules: so do the runs measured.
ENV = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}


#: The question of a card, once it is on screen, by the rules it is shown in
#: (the session's introduction names the dice « à relancer » before it).
QUESTIONS = (b"RELANCER (1,2,3 OU 0) ?", "Relancer quels dés ?".encode())


def time_command(*args: str, until: tuple[bytes, ...] | None = None,
                 runs: int = 5) -> tuple[float, float]:
    """The median time of ``penel421 args``, to its end or until one of ``until`` is
    written (after one run not counted, which compiles what it loads), and
    the median processor time it took: what it lasts on a machine that does
    nothing else, the figure that holds on a shared one."""
    script = Path(sys.executable).with_name("penel421")
    subprocess.run([str(script), *args], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                   env=ENV, check=False)
    times, processor = [], []
    for _ in range(runs):
        used = children_time()
        start = time.perf_counter()
        if until is None:
            subprocess.run([str(script), *args], stdout=subprocess.DEVNULL, env=ENV, check=True)
        else:
            child = subprocess.Popen([str(script), *args], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, env=ENV)
            seen = b""
            assert child.stdout is not None
            while not any(question in seen for question in until):
                chunk = child.stdout.read1(4096)
                if not chunk:
                    raise RuntimeError(f"penel421 {' '.join(args)} ended before a card's question")
                seen += chunk
            times.append(time.perf_counter() - start)
            child.kill()
            child.wait()
            processor.append(children_time() - used)
            continue
        times.append(time.perf_counter() - start)
        processor.append(children_time() - used)
    return statistics.median(times), statistics.median(processor)



def timed(label: str, figures: tuple[float, float]) -> None:
    print(f"  {label:<44} {figures[0]:5.2f} s  (processeur : {figures[1]:4.2f} s)")


def figures(label: str, times: list[float]) -> None:
    ordered = sorted(times)
    print(f"  {label:<52} médiane {statistics.median(times):6.1f} ms  99 % "
          f"{ordered[int(0.99 * (len(ordered) - 1))]:6.1f} ms  max {max(times):6.1f} ms")


def main(games_1987: int, games_pascal: int) -> None:
    print(describe())
    with tempfile.TemporaryDirectory() as folder:
        played = Path(folder) / "jouees.sqlite3"
        print(f"{games_1987} parties de 1987 et {games_pascal} parties pascal à 4 d'une "
              "personne, gardées :")
        for game, games, first in (("1987", games_1987, 1), ("pascal", games_pascal, 1)):
            at_end, again = play(played, game, games, first)
            figures(f"{game} : à la fin de la partie, garder son analyse", at_end)
            figures(f"{game} : une partie gardée avant, pesée et gardée", again)
            share = games / (games_1987 + games_pascal)
            print(f"    soit, pour {TOTAL} parties comme celles-ci dans un journal ancien : "
                  f"{statistics.mean(again) * TOTAL / 1000 / 60:.1f} min"
                  f" ({share:.0%} de ce journal-ci)")
        big = Path(folder) / "dix-mille.sqlite3"
        ten_thousand(played, big)
        db = sqlite3.connect(big)
        cards, moments = (db.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
                          for t in ("cards", "moments"))
        db.close()
        size = big.stat().st_size / 1e6
        print(f"journal de {TOTAL} parties ({size:.0f} Mo, {cards} cartes, {moments} moments), "
              f"démarrage compris, médiane de 5 (objectif : ≤ {AIM_S:g} s) :")
        journal = ["--journal", str(big)]
        for label, args, until in (
                ("penel421 progres", ["progres"], None),
                ("penel421 progres --json", ["progres", "--json"], None),
                ("penel421 entrainement --bilan", ["entrainement", "--bilan"], None),
                ("première carte de penel421 entrainement", ["entrainement"], QUESTIONS),
                ("première carte, --rules pascal", ["entrainement", "--rules", "pascal"],
                 QUESTIONS)):
            timed(label, time_command(*args, *journal, until=until))
        answered(big, ANSWERS)
        print(f"le même, après {ANSWERS} réponses d'entraînement ({ANSWERS // 20} séances de "
              f"20), médiane de 5 (objectif : ≤ {AIM_S:g} s) :")
        for label, args in (("penel421 entrainement --bilan", ["entrainement", "--bilan"]),
                            ("penel421 progres", ["progres"])):
            timed(label, time_command(*args, *journal))
        print(f"le -wal pendant que {REWEIGHED} parties gardées avant sont pesées "
              f"(objectif : < 8 Mo) : au plus {wal_while_weighing(big, REWEIGHED) / 1e6:.1f} Mo")


if __name__ == "__main__":
    arguments = [int(a) for a in sys.argv[1:3]]
    main(*(arguments + [2000, 100][len(arguments):]))
