"""The training's store: the cards, their schedule, the answers, and what
each game's analysis found — in the journal's file, beside its games.

The journal (:mod:`penel421.journal.store`) keeps games, seats and events,
checks the file and opens it; the training's tables live in the same file
(one file to copy, one transaction for an answer and its schedule), and
every query of them is here, on :meth:`Journal.read` and
:meth:`Journal.write`.  Their SQL is made with the journal's
(:mod:`penel421.journal.schema`): whatever command opens a journal must know
every object in it, to recognise the file as penel421's before reading it.

The training's tables (schema version :data:`~penel421.journal.schema.LEARNING_SCHEMA`):

- ``digests``: one row per game weighed — ``game``, ``version`` (of the
  weighing, :data:`DIGEST_VERSION`: a game weighed by an older one is
  weighed again), ``rounds`` and ``finished`` as they were when weighed (a
  game resumed since is weighed again), ``problem`` (why it could not be
  weighed, in French; NULL when it was);
- ``figures``: each game's totals per seat and scale, as ``penel421
  analyse`` gives them — ``decisions``, ``imprecisions``, ``errors``,
  ``blunders``, ``loss``, ``luck``, ``rating`` (in words), and in a game of
  two weighed in chances of the game ``result``, ``net_luck``, ``corrected``;
- ``moments``: the decisions of people worth a card — each error (a loss of
  at least the « imprécision » of its scale) and a few red herrings (the
  best choice where another would have cost most) — with the ``position``
  (JSON, :mod:`.positions`) the player saw, the ``answer`` typed, its
  ``loss``, ``weight`` (the loss as a share of the « erreur » threshold, to
  compare scales), ``margin`` (what the second-best choice loses) and
  ``stake`` (the margin as a share of the « erreur » threshold);
- ``cards``: one per person and position, whatever the order of the dice
  (``key``), with what its costliest moment says (``position``, ``answer``,
  ``source`` game, ``loss``, ``weight``), its largest ``margin`` and
  ``stake``, how often it was met (``seen``), whether it is a red herring
  (``herring``) or comes from the starter deck (``starter``);
- ``schedule``: each card asked at least once — right answers in a row
  (``streak``), the day it is due (``due``), the day it was mastered;
- ``answers``: every answer of the training, written when given —
  ``card``, ``session`` (when its training started), ``asked``, ``answer``,
  ``loss``, ``right``, ``real_loss`` (what the position cost in the game it
  comes from; NULL for the starter deck).

Rows come back as named tuples (:class:`CardRow`, :class:`SessionRow` …),
read by name, never unpacked by column order.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from ..journal.schema import LEARNING_TABLES
from ..journal.store import Journal
from .schedule import (
    AGAIN,
    REVIEW,
    Memory,
    is_due,
    memory_of,
    moment_of,
    recall,
    review,
)

if TYPE_CHECKING:
    from ..strategies.worth import Scale
    from .digested import Digest

#: The version of what a game's digest holds and how it is found
#: (:mod:`.digest`): a game digested by another is digested again.
DIGEST_VERSION = 1
#: What a query of the training or the progress reads: its tables, and
#: the games' it joins them with.
TABLES_READ = ("games", "seats", *LEARNING_TABLES)


class CardEntry(Protocol):
    """What the store keeps of a card it is told an answer of: its id (None
    for a card of the starter deck never answered yet), and for such a card
    what it holds."""

    @property
    def id(self) -> int | None: ...
    @property
    def game(self) -> str: ...
    @property
    def key(self) -> str: ...
    @property
    def scale(self) -> Scale: ...
    @property
    def herring(self) -> bool: ...
    @property
    def position(self) -> str: ...
    @property
    def answer(self) -> str: ...
    @property
    def loss(self) -> float: ...
    @property
    def weight(self) -> float: ...
    @property
    def margin(self) -> float: ...
    @property
    def stake(self) -> float: ...


class Undigested(NamedTuple):
    """A game whose digest is missing or out of date."""

    game: int
    rounds: int
    finished: bool


class CardRow(NamedTuple):
    """A card's row and its memory's (None for a card never asked), as kept
    (each value checked by :func:`.cards.card_of`: the journal may have
    been edited)."""

    id: object
    who: object
    person: object
    game: object
    key: object
    scale: object
    starter: object
    herring: object
    position: object
    answer: object
    source: object
    loss: object
    weight: object
    margin: object
    stake: object
    seen: object
    state: object
    step: object
    stability: object
    difficulty: object
    due: object
    last_review: object
    reviews: object


class Answer(NamedTuple):
    """An answer of the training to keep: its session (when the training
    started), when it was given (ISO 8601 UTC, as :func:`.schedule.stamp`),
    the answer typed, its loss, whether it was right, what the position
    cost in the game it comes from (None for the starter deck), and its
    rating (:func:`.schedule.review_rating`)."""

    session: str
    asked: str
    answer: str
    loss: float
    right: bool
    real_loss: float | None
    rating: int


class Scheduled(NamedTuple):
    """A card just answered: its id, its memory now, and whether the answer
    was a review (False: practice, the memory unchanged)."""

    card: int
    memory: Memory
    reviewed: bool


class ScheduleCounts(NamedTuple):
    """Of the cards asked at least once: due by a time, learnt, being learnt."""

    due: int
    learnt: int
    learning: int


class NewCards(NamedTuple):
    """The cards never asked: errors, red herrings."""

    errors: int
    herrings: int


class SessionRow(NamedTuple):
    """A training session's answers on one game and scale, summed: of the
    cards of the player's own games (``own``), their loss and what those
    positions cost in the games (``real_loss``)."""

    session: object
    game: object
    scale: object
    asked: int
    right: int
    loss: float
    own: int
    own_loss: float
    real_loss: float
    learnt: object
    recall: object


class PersonSessionRow(NamedTuple):
    """A training session's answers to one person's cards ('' for the
    starter deck), summed."""

    session: object
    game: object
    who: object
    asked: int
    right: int
    learnt: object
    recall: object


class FigureRow(NamedTuple):
    """A person's figures in one game, on one scale, as kept: each value as
    the file holds it, checked by its reader (:func:`.progress.progress_of`)."""

    game_id: Any
    game: Any
    started: Any
    finished: Any
    seat: Any
    name: Any
    scale: Any
    decisions: Any
    imprecisions: Any
    errors: Any
    blunders: Any
    loss: Any
    luck: Any
    rating: Any
    result: Any
    net_luck: Any
    corrected: Any


class TrainingStore:
    """The training's tables of ``journal``; every method may raise
    :class:`~penel421.journal.store.JournalUnavailable`."""

    def __init__(self, journal: Journal) -> None:
        self.journal = journal

    def undigested(self, version: int = DIGEST_VERSION) -> list[Undigested]:
        """The games whose digest is missing, made by another ``version``, or
        older than the game (resumed since), oldest first: each one's id,
        rounds, and whether it is finished."""
        return [Undigested(row[0], row[1], bool(row[2])) for row in self.journal.read(
            "SELECT g.id, g.rounds, g.ended IS NOT NULL FROM games g"
            " LEFT JOIN digests d ON d.game = g.id"
            " WHERE d.game IS NULL OR d.version != ? OR d.rounds != g.rounds"
            " OR d.finished != (g.ended IS NOT NULL) ORDER BY g.id", (version,), TABLES_READ)]

    def keep_digest(self, game_id: int, version: int, rounds: int, finished: bool,
                    digest: Digest | None, problem: str | None = None) -> None:
        """Keep what the analysis of game ``game_id`` found (``digest``; None
        with the ``problem`` that kept it from being weighed), in place of
        what was kept of it before, in one transaction."""
        def work(db: sqlite3.Connection) -> None:
            touched = {row[0] for row in db.execute(
                "SELECT card FROM moments WHERE game = ?", (game_id,))}
            already = set(touched)  # weighed again (a resumed game): no mistake made anew
            db.execute("DELETE FROM moments WHERE game = ?", (game_id,))
            db.execute("DELETE FROM figures WHERE game = ?", (game_id,))
            db.execute("INSERT OR REPLACE INTO digests (game, version, rounds, finished, problem)"
                       " VALUES (?, ?, ?, ?, ?)", (game_id, version, rounds, int(finished),
                                                   problem))
            if digest is None:
                _refresh_cards(db, touched)
                return
            db.executemany(
                "INSERT INTO figures (game, seat, scale, decisions, imprecisions, errors,"
                " blunders, loss, luck, rating, result, net_luck, corrected)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(game_id, player.seat, part.scale.name, part.decisions, *part.marks,
                  part.loss, part.luck, player.rating, player.result, player.net_luck,
                  player.corrected)
                 for player in digest.players for part in player.parts])
            for m in digest.moments:
                card = _card_id(db, m.person, m.game, m.key, m.scale)
                if not m.herring and card not in already:
                    _lapse(db, card, game_id)
                touched.add(card)
                db.execute(
                    "INSERT INTO moments (game, decision, card, seat, position, answer, loss,"
                    " weight, margin, stake) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (game_id, m.decision, card, m.seat, m.position, m.answer, m.loss,
                     m.weight, m.margin, m.stake))
            _refresh_cards(db, touched)
        self.journal.write(work)
        self.journal.fold_when_large()

    def cards(self, game: str, whos: Sequence[str] | None, now: str,
              new_limit: int) -> list[CardRow]:
        """The cards of ``game`` a training may ask (of the people ``whos``,
        casefolded, and the starter deck's; None: everyone's): every card due
        by ``now`` (ISO 8601 UTC), and the ``new_limit`` costliest new errors
        and the ``new_limit`` new red herrings of largest stake."""
        who = "" if whos is None else f" AND c.who IN ({', '.join('?' * (len(whos) + 1))})"
        whos_ = () if whos is None else ("", *whos)
        columns = ", ".join(f"c.{name}" for name in CARD_COLUMNS[:-len(MEMORY_COLUMNS)])
        memory = ", ".join(f"m.{name}" for name in MEMORY_COLUMNS)
        base = (f"SELECT {columns}, {memory} FROM cards c"
                " LEFT JOIN memory m ON m.card = c.id WHERE c.game = ?"
                f" AND c.position IS NOT NULL{who}")
        due = self.journal.read(f"{base} AND m.due <= ? ORDER BY c.weight DESC, c.id",
                                (game, *whos_, now), TABLES_READ)
        new = self.journal.read(f"{base} AND m.card IS NULL AND c.herring = 0"
                                " ORDER BY c.weight DESC, c.id LIMIT ?",
                                (game, *whos_, new_limit), TABLES_READ)
        herrings = self.journal.read(f"{base} AND m.card IS NULL AND c.herring = 1"
                                     " ORDER BY c.stake DESC, c.id LIMIT ?",
                                     (game, *whos_, new_limit), TABLES_READ)
        return [CardRow(*row) for row in due + new + herrings]

    def starter_keys(self, game: str) -> set[str]:
        """The keys of the cards of the starter deck of ``game`` the journal
        keeps (those answered at least once)."""
        return {str(row[0]) for row in self.journal.read(
            "SELECT key FROM cards WHERE starter = 1 AND game = ?", (game,), TABLES_READ)}

    def known_keys(self, game: str, whos: Sequence[str] | None) -> set[str]:
        """The keys of the cards of ``game`` the journal keeps: the starter
        deck's answered, and those of ``whos`` (casefolded; None: everyone's)."""
        where, parameters = _card_filter(game, whos)
        return {str(row[0]) for row in self.journal.read(f"SELECT c.key FROM cards c{where}",
                                                  parameters, TABLES_READ)}

    def costliest_game(self, whos: Sequence[str] | None, now: str) -> str | None:
        """The game of the costliest card due by ``now``, else of the
        costliest new card (of ``whos``, None: everyone), None without any."""
        who = "" if whos is None else f" AND c.who IN ({', '.join('?' * len(whos))})"
        whos_ = () if whos is None else tuple(whos)
        for where, parameters in (("m.due <= ?", (*whos_, now)), ("m.card IS NULL", whos_)):
            rows = self.journal.read(
                "SELECT c.game FROM cards c LEFT JOIN memory m ON m.card = c.id"
                f" WHERE c.position IS NOT NULL AND c.herring = 0 AND c.starter = 0{who}"
                f" AND {where} ORDER BY c.weight DESC LIMIT 1", parameters, TABLES_READ)
            if rows:
                return str(rows[0][0])
        return None

    def answer(self, card: CardEntry, answer: Answer, practice: bool = False) -> Scheduled:
        """Keep an answer of the training and, if the card was due (or never
        asked), its memory reviewed with the answer's rating, in one
        transaction: the memory kept now is the one reviewed — another
        session's answer to the same card counts too.  An answer to a card
        not due is practice: kept, the memory unchanged.  A card of the
        starter deck is kept the first time it is answered.  ``practice``:
        the memory stays as it is whether the card is due or not (a card
        asked again in a session after a miss).  Each answer
        keeps how many cards of its game and person are learnt after it, and
        the share of those asked the player likely remembers then."""
        now = moment_of(answer.asked)

        def work(db: sqlite3.Connection) -> Scheduled:
            if card.id is None:
                card_id = _card_id(db, "", card.game, card.key, card.scale.name, starter=True)
                db.execute("UPDATE cards SET herring = ?, position = ?, answer = ?, loss = ?,"
                           " weight = ?, margin = ?, stake = ? WHERE id = ?",
                           (int(card.herring), card.position, card.answer, card.loss,
                            card.weight, card.margin, card.stake, card_id))
            else:
                card_id = card.id
            kept = _memory_of(db, card_id)
            reviewed = kept is None or not practice and is_due(kept, now)
            memory = review(kept, answer.rating, now) if reviewed else kept
            assert memory is not None
            if reviewed:
                db.execute(f"INSERT OR REPLACE INTO memory (card, {', '.join(MEMORY_COLUMNS)})"
                           " VALUES (?, ?, ?, ?, ?, ?, ?, ?)", (card_id, *memory))
            learnt, remembered = _deck_state(db, card_id, now)
            db.execute("INSERT INTO answers (card, session, asked, answer, loss, right,"
                       " real_loss, again, rating, learnt, recall)"
                       " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                       (card_id, answer.session, answer.asked, answer.answer, answer.loss,
                        int(answer.right), answer.real_loss, int(practice),
                        answer.rating if reviewed else None, learnt, remembered))
            return Scheduled(card_id, memory, reviewed)
        return self.journal.write(work)

    def schedule_counts(self, game: str | None, whos: Sequence[str] | None,
                        at: str) -> ScheduleCounts:
        """Of the cards asked at least once (of ``game``, None: both; of
        ``whos``, None: everyone, with the starter deck's): how many are due
        by ``at`` (ISO 8601 UTC), learnt, and being learnt."""
        where, parameters = _card_filter(game, whos)
        rows = self.journal.read(
            f"SELECT sum(m.due <= ?), sum(m.state = {REVIEW}), sum(m.state != {REVIEW})"
            f" FROM memory m JOIN cards c ON c.id = m.card{where}",
            (at, *parameters), TABLES_READ)
        due, learnt, learning = rows[0] if rows else (0, 0, 0)
        return ScheduleCounts(int(due or 0), int(learnt or 0), int(learning or 0))

    def recall_today(self, game: str | None, whos: Sequence[str] | None,
                     now: datetime) -> float | None:
        """The share of the cards asked at least once (of ``game``, of
        ``whos``) the player likely remembers ``now``; None without any."""
        where, parameters = _card_filter(game, whos)
        rows = self.journal.read(
            f"SELECT {', '.join(f'm.{name}' for name in MEMORY_COLUMNS)}"
            f" FROM memory m JOIN cards c ON c.id = m.card{where}", parameters, TABLES_READ)
        chances = [recall(memory, now) for memory in _memories(rows)]
        return sum(chances) / len(chances) if chances else None

    def new_cards(self, game: str | None, whos: Sequence[str] | None) -> NewCards:
        """The cards never asked (of ``game``, of ``whos``): errors, red herrings."""
        where, parameters = _card_filter(game, whos)
        rows = self.journal.read(
            "SELECT sum(c.herring = 0), sum(c.herring = 1) FROM cards c"
            f" LEFT JOIN memory m ON m.card = c.id{where}"
            f"{' AND' if where else ' WHERE'} m.card IS NULL AND c.position IS NOT NULL",
            parameters, TABLES_READ)
        errors, herrings = rows[0] if rows else (0, 0)
        return NewCards(int(errors or 0), int(herrings or 0))

    def training_sessions(self, game: str | None,
                          whos: Sequence[str] | None) -> list[SessionRow]:
        """The training's answers (of ``game``, of ``whos``) summed by
        session, game and scale, the oldest session first, a session's scales
        in the order they were first answered: session, game, scale, answers,
        right ones, their loss, and of the cards of the player's own games
        the answers, their loss and what those positions cost in the game;
        then, after the last of them, the cards learnt and the share likely
        remembered (None before FSRS kept them).  A card asked again in a
        session after a miss counts once, by its first answer; an answer
        edited to something penel421 never writes is left out."""
        where, parameters = _card_filter(game, whos)
        sound = ("typeof(a.loss) IN ('integer', 'real') AND (a.real_loss IS NULL OR"
                 " typeof(a.real_loss) IN ('integer', 'real')) AND a.again = 0")
        own = "c.starter = 0 AND a.real_loss IS NOT NULL"
        return [SessionRow(*row) for row in self.journal.read(
            "SELECT g.session, g.game, g.scale, g.asked, g.right, g.loss, g.own, g.own_loss,"
            " g.real_loss, x.learnt, x.recall FROM ("
            f"SELECT a.session, c.game, c.scale, count(*) AS asked, sum(a.right != 0) AS right,"
            f" sum(a.loss) AS loss, sum({own}) AS own,"
            f" total(CASE WHEN {own} THEN a.loss END) AS own_loss,"
            f" total(CASE WHEN {own} THEN a.real_loss END) AS real_loss,"
            f" min(a.id) AS first, max(a.id) AS last"
            # every answer in its order, its card by its number: a person's
            # cards first, each card's answers by the index, is twice as slow
            f" FROM answers a CROSS JOIN cards c ON c.id = a.card"
            f"{where}{' AND' if where else ' WHERE'} {sound}"
            " GROUP BY a.session, c.game, c.scale) g JOIN answers x ON x.id = g.last"
            " ORDER BY g.session, g.game, g.first", parameters, TABLES_READ)]

    def training_by_person(self) -> list[PersonSessionRow]:
        """The training's answers summed by session, game and person
        (casefolded, '' for the starter deck), oldest session first: session,
        game, person, answers, right ones (a card asked again after a miss
        counts once), and after the last the cards learnt and the share
        likely remembered (None before FSRS kept them)."""
        return [PersonSessionRow(*row) for row in self.journal.read(
            "SELECT g.session, g.game, g.who, g.asked, g.right, x.learnt, x.recall FROM ("
            "SELECT a.session, c.game, c.who, count(*) AS asked, sum(a.right != 0) AS right,"
            " min(a.id) AS first, max(a.id) AS last FROM answers a JOIN cards c ON c.id = a.card"
            " WHERE a.again = 0 GROUP BY a.session, c.game, c.who) g"
            " JOIN answers x ON x.id = g.last ORDER BY g.session, g.first", (), TABLES_READ)]

    def figures(self, game: str | None) -> list[FigureRow]:
        """The figures of every person's games (of ``game``, None: both),
        oldest first: game id, game, started, finished, seat, name, and the
        figures' columns from ``scale`` on."""
        where = "" if game is None else " AND g.game = ?"
        return [FigureRow(*row) for row in self.journal.read(
            "SELECT g.id, g.game, g.started, g.ended IS NOT NULL, f.seat, s.name,"
            " f.scale, f.decisions, f.imprecisions, f.errors, f.blunders, f.loss, f.luck,"
            " f.rating, f.result, f.net_luck, f.corrected"
            " FROM figures f JOIN games g ON g.id = f.game"
            " JOIN seats s ON s.game = f.game AND s.seat = f.seat"
            f" WHERE s.spec IS NULL{where} ORDER BY g.id, f.seat, f.scale",
            () if game is None else (game,), TABLES_READ)]


#: The columns of a card's row, its memory's last (:class:`CardRow`).
CARD_COLUMNS = CardRow._fields
#: The columns of a card's memory (:class:`~.schedule.Memory`).
MEMORY_COLUMNS = Memory._fields


def _memories(rows: Sequence[Sequence[object]]) -> list[Memory]:
    """The memories of ``rows`` (of :data:`MEMORY_COLUMNS`) that read; one
    edited by hand is left out (its card is asked as if new)."""
    found = []
    for row in rows:
        try:
            found.append(memory_of(row))
        except ValueError:
            continue
    return found


def _lapse(db: sqlite3.Connection, card: int, game: int) -> None:
    """The same mistake made again in game ``game``: the card's memory is
    reviewed *Again* at the game's start, if it was asked before then (a
    game kept earlier and weighed late reopens nothing)."""
    memory = _memory_of(db, card)
    rows = db.execute("SELECT started FROM games WHERE id = ?", (game,)).fetchall()
    if memory is None or not rows:
        return
    try:
        started = moment_of(str(rows[0][0]))
    except ValueError:
        return
    if memory.last_review is None or moment_of(memory.last_review) >= started:
        return
    db.execute(f"INSERT OR REPLACE INTO memory (card, {', '.join(MEMORY_COLUMNS)})"
               " VALUES (?, ?, ?, ?, ?, ?, ?, ?)", (card, *review(memory, AGAIN, started)))


def _memory_of(db: sqlite3.Connection, card: int) -> Memory | None:
    """The memory kept of ``card``, None if it was never asked (or its memory
    was edited into something FSRS cannot read: it starts again)."""
    rows = db.execute(f"SELECT {', '.join(MEMORY_COLUMNS)} FROM memory WHERE card = ?",
                      (card,)).fetchall()
    found = _memories(rows)
    return found[0] if found else None


def _deck_state(db: sqlite3.Connection, card: int, now: datetime) -> tuple[int, float | None]:
    """Of the cards of ``card``'s game and person asked at least once: how
    many are learnt, and the share the player likely remembers ``now``."""
    rows = db.execute(
        f"SELECT {', '.join(f'm.{name}' for name in MEMORY_COLUMNS)} FROM memory m"
        " JOIN cards c ON c.id = m.card JOIN cards mine ON mine.id = ?"
        " WHERE c.game = mine.game AND c.who = mine.who", (card,)).fetchall()
    memories = _memories(rows)
    chances = [recall(memory, now) for memory in memories]
    return (sum(memory.learnt for memory in memories),
            sum(chances) / len(chances) if chances else None)


def _card_filter(game: str | None, whos: Sequence[str] | None) -> tuple[str, tuple[str, ...]]:
    clauses, parameters = [], []
    if game is not None:
        clauses.append("c.game = ?")
        parameters.append(game)
    if whos is not None:
        clauses.append(f"c.who IN ({', '.join('?' * (len(whos) + 1))})")
        parameters += ["", *whos]
    return (" WHERE " + " AND ".join(clauses) if clauses else ""), tuple(parameters)


def _card_id(db: sqlite3.Connection, person: str, game: str, key: str, scale: str,
             starter: bool = False) -> int:
    """The card of ``person`` (its name) for position ``key``, made if new."""
    who = person.casefold()
    db.execute("INSERT OR IGNORE INTO cards (who, person, game, key, scale, starter)"
               " VALUES (?, ?, ?, ?, ?, ?)", (who, person, game, key, scale, int(starter)))
    found: int = db.execute("SELECT id FROM cards WHERE who = ? AND game = ? AND key = ?",
                            (who, game, key)).fetchone()[0]
    return found


def _refresh_cards(db: sqlite3.Connection, cards: set[int]) -> None:
    """Each card of ``cards`` as its moments now say: the costliest one's
    position, answer, game and loss, the largest margin, how often it was met."""
    for card in cards:
        db.execute(
            "UPDATE cards SET (position, answer, source, loss, weight) = (SELECT position,"
            " answer, game, loss, weight FROM moments WHERE card = ?1"
            " ORDER BY loss DESC, game DESC, decision DESC LIMIT 1),"
            " (margin, stake, seen) = (SELECT max(margin), max(stake), count(*) FROM moments"
            " WHERE card = ?1) WHERE id = ?1 AND starter = 0", (card,))
        db.execute("UPDATE cards SET herring = coalesce(loss <= 0, 0) WHERE id = ?", (card,))


