"""The journal's schema: the SQL penel421 makes it with, its migrations, and
how a file is recognised as made by it.

A journal is a file people send each other, and SQLite runs what such a file
holds: a trigger fires on a write, a view runs when it is read.  So before
it reads a row or writes one, penel421 compares the file's ``sqlite_schema``
with the schema it makes itself, object by object — every table, index,
trigger and view, with its SQL (:func:`recognise`).  Anything else makes the
file not penel421's: it is never written, and a table penel421 did not make
as it is (a view in its place, other columns) is never read
(:class:`Recognised`).

The schemas penel421 ever made are known by their version (``PRAGMA
user_version``) and their objects; one version number was used by two
schemas (:data:`LINEAGES`), which the objects tell apart.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass, field

from .text import safe

SCHEMA_V1 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    bareme TEXT,
    fixed_throws INTEGER NOT NULL,
    number INTEGER,
    dice TEXT NOT NULL,
    opener INTEGER NOT NULL,
    version TEXT NOT NULL,
    started TEXT NOT NULL,
    ended TEXT,
    loser INTEGER
);
CREATE TABLE seats (
    game INTEGER NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    spec TEXT,
    PRIMARY KEY (game, seat)
) WITHOUT ROWID;
CREATE TABLE events (
    game INTEGER NOT NULL REFERENCES games(id),
    seq INTEGER NOT NULL,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (game, seq)
) WITHOUT ROWID;
"""

MIGRATE_1_TO_2 = """
ALTER TABLE games ADD COLUMN rounds INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN ranking TEXT;
UPDATE games SET rounds = (SELECT count(*) FROM events
                           WHERE events.game = games.id AND events.type = 'round');
UPDATE games SET ranking = (SELECT json_extract(data, '$.ranking') FROM events
                            WHERE events.game = games.id AND events.type = 'end');
CREATE INDEX games_unfinished ON games(ended) WHERE ended IS NULL;
"""

MIGRATE_2_TO_3 = """
ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN tutor INTEGER NOT NULL DEFAULT 0;
"""

MIGRATE_TO_LEARNING = """
CREATE TABLE digests (
    game INTEGER PRIMARY KEY REFERENCES games(id),
    version INTEGER NOT NULL,
    rounds INTEGER NOT NULL,
    finished INTEGER NOT NULL,
    problem TEXT
);
CREATE TABLE figures (
    game INTEGER NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    scale TEXT NOT NULL,
    decisions INTEGER NOT NULL,
    imprecisions INTEGER NOT NULL,
    errors INTEGER NOT NULL,
    blunders INTEGER NOT NULL,
    loss REAL NOT NULL,
    luck REAL NOT NULL,
    rating TEXT NOT NULL,
    result REAL,
    net_luck REAL,
    corrected REAL,
    PRIMARY KEY (game, seat, scale)
) WITHOUT ROWID;
CREATE TABLE cards (
    id INTEGER PRIMARY KEY,
    who TEXT NOT NULL,
    person TEXT NOT NULL,
    game TEXT NOT NULL,
    key TEXT NOT NULL,
    scale TEXT NOT NULL,
    starter INTEGER NOT NULL DEFAULT 0,
    herring INTEGER NOT NULL DEFAULT 0,
    position TEXT,
    answer TEXT,
    source INTEGER,
    loss REAL,
    weight REAL,
    margin REAL,
    stake REAL,
    seen INTEGER NOT NULL DEFAULT 0,
    UNIQUE (who, game, key)
);
CREATE INDEX cards_by_weight ON cards(game, weight);
CREATE TABLE moments (
    game INTEGER NOT NULL REFERENCES games(id),
    decision INTEGER NOT NULL,
    card INTEGER NOT NULL REFERENCES cards(id),
    seat INTEGER NOT NULL,
    position TEXT NOT NULL,
    answer TEXT NOT NULL,
    loss REAL NOT NULL,
    weight REAL NOT NULL,
    margin REAL NOT NULL,
    stake REAL NOT NULL,
    PRIMARY KEY (game, decision)
) WITHOUT ROWID;
CREATE INDEX moments_by_card ON moments(card);
CREATE TABLE schedule (
    card INTEGER PRIMARY KEY REFERENCES cards(id),
    streak INTEGER NOT NULL,
    due TEXT NOT NULL,
    mastered TEXT,
    asked INTEGER NOT NULL
);
CREATE TABLE answers (
    id INTEGER PRIMARY KEY,
    card INTEGER NOT NULL REFERENCES cards(id),
    session TEXT NOT NULL,
    asked TEXT NOT NULL,
    answer TEXT NOT NULL,
    loss REAL NOT NULL,
    right INTEGER NOT NULL,
    real_loss REAL
);
CREATE INDEX answers_by_card ON answers(card);
"""

MIGRATE_TO_MEMORY = """
CREATE TABLE memory (
    card INTEGER PRIMARY KEY REFERENCES cards(id),
    state INTEGER NOT NULL,
    step INTEGER,
    stability REAL,
    difficulty REAL,
    due TEXT NOT NULL,
    last_review TEXT,
    reviews INTEGER NOT NULL
);
INSERT INTO memory (card, state, step, stability, difficulty, due, last_review, reviews)
SELECT s.card,
       CASE WHEN s.mastered IS NOT NULL OR s.streak > 0 THEN 2 ELSE 3 END,
       CASE WHEN s.mastered IS NOT NULL OR s.streak > 0 THEN NULL ELSE 0 END,
       CASE WHEN s.mastered IS NOT NULL THEN 30.0 WHEN s.streak >= 3 THEN 16.0
            WHEN s.streak = 2 THEN 7.0 WHEN s.streak = 1 THEN 3.0 ELSE 1.0 END,
       5.0,
       coalesce(CASE WHEN s.mastered IS NOT NULL THEN date(s.mastered, '+30 days')
                     ELSE date(s.due) END, '2000-01-01') || 'T00:00:00+00:00',
       (SELECT max(a.asked) FROM answers a WHERE a.card = s.card),
       coalesce(CASE WHEN typeof(s.asked) = 'integer' THEN s.asked END, 0)
FROM schedule s WHERE typeof(s.streak) = 'integer';
DROP TABLE schedule;
ALTER TABLE answers ADD COLUMN again INTEGER NOT NULL DEFAULT 0;
ALTER TABLE answers ADD COLUMN rating INTEGER;
ALTER TABLE answers ADD COLUMN learnt INTEGER;
ALTER TABLE answers ADD COLUMN recall REAL;
"""

#: The version that adds the training's and the progress's tables: one
#: constant, so that another version may come before it.
LEARNING_SCHEMA = 4
#: The version where the training's schedule becomes FSRS's memory of each
#: card (:mod:`penel421.learn.schedule`).  Today's schedules become memories:
#: a card right k times in a row, due in the ladder's k-th interval, a learnt
#: card whose stability is that interval; one missed, a card being learnt
#: again; a mastered card, learnt, due 30 days after it was mastered.
MEMORY_SCHEMA = 5
SCHEMA_VERSION = MEMORY_SCHEMA
#: From each version to the next: the SQL that does it.
MIGRATIONS = {1: MIGRATE_1_TO_2, 2: MIGRATE_2_TO_3, LEARNING_SCHEMA - 1: MIGRATE_TO_LEARNING,
              MEMORY_SCHEMA - 1: MIGRATE_TO_MEMORY}

#: The tables of the games, which every command reads.
GAME_TABLES = ("games", "seats", "events")
#: The tables of the training and the progress.
LEARNING_TABLES = ("digests", "figures", "cards", "moments", "memory", "answers")


@dataclass(frozen=True)
class Lineage:
    """A schema penel421 made: its ``version``, the scripts that ``make`` it
    from nothing, and those that bring it to :data:`SCHEMA_VERSION`."""

    version: int
    make: tuple[str, ...]
    to_current: tuple[str, ...]


def _mainline(version: int) -> Lineage:
    return Lineage(version, (SCHEMA_V1, *(MIGRATIONS[v] for v in range(1, version))),
                   tuple(MIGRATIONS[v] for v in range(version, SCHEMA_VERSION)))


#: Every schema penel421 ever made.  While the training was being built, its
#: tables were version 3, before the games' ``hints`` and ``tutor`` (which
#: are version 3 now): such a journal is told by its objects and migrated.
LINEAGES = (
    *(_mainline(version) for version in range(1, SCHEMA_VERSION + 1)),
    Lineage(3, (SCHEMA_V1, MIGRATE_1_TO_2, MIGRATE_TO_LEARNING),
            (MIGRATE_2_TO_3, *(MIGRATIONS[v] for v in range(LEARNING_SCHEMA, SCHEMA_VERSION)))),
)

#: An object of a schema: its type, name, table, and SQL (its spaces folded).
SchemaObject = tuple[str, str, str, str | None]
_expected: dict[tuple[str, ...], dict[str, SchemaObject]] = {}

#: What each type of object is called in a message.
_KIND_WORDS = {"table": "la table", "index": "l'index", "trigger": "le déclencheur",
               "view": "la vue"}
#: And with an indefinite article, for what was found in a table's place.
_A_KIND = {"table": "une table", "index": "un index", "trigger": "un déclencheur",
           "view": "une vue"}
_THAT = {"table": "celle", "index": "celui", "trigger": "celui", "view": "celle"}


def run_script(db: sqlite3.Connection, script: str) -> None:
    """Each statement of ``script`` inside the transaction already open
    (``executescript`` would commit it first)."""
    for statement in script.split(";"):
        if statement.strip():
            db.execute(statement)


def _folded(sql: str | None) -> str | None:
    return None if sql is None else re.sub(r"\s+", " ", sql).strip()


def schema_objects(db: sqlite3.Connection) -> dict[str, SchemaObject]:
    """The objects of the database open on ``db``, by name (reading
    ``sqlite_master`` runs none of them)."""
    return {str(name): (str(kind), str(name), str(table), _folded(sql))
            for kind, name, table, sql in db.execute(
                "SELECT type, name, tbl_name, sql FROM sqlite_master")}


def expected_objects(lineage: Lineage) -> dict[str, SchemaObject]:
    """The objects of a journal of ``lineage``, as penel421 makes them: from a
    journal made in memory (so with the SQL this SQLite writes)."""
    if lineage.make not in _expected:
        db = sqlite3.connect(":memory:")
        try:
            for script in lineage.make:
                run_script(db, script)
            _expected[lineage.make] = schema_objects(db)
        finally:
            db.close()
    return _expected[lineage.make]


def table_columns(db: sqlite3.Connection, table: str) -> list[tuple]:
    """The columns of ``table`` (name, type, not null, default, key)."""
    return [tuple(row[1:]) for row in db.execute(
        "SELECT * FROM pragma_table_info(?) ORDER BY cid", (table,))]


@dataclass
class Recognised:
    """How a journal's objects compare with those penel421 makes.

    ``lineage``: the schema it is closest to.  ``missing``: penel421's
    objects not there; ``altered``: penel421's names whose object is not its
    own (another SQL, a view in a table's place), with what was found;
    ``foreign``: objects penel421 never makes, as (type, name).
    """

    lineage: Lineage
    missing: list[tuple[str, str]] = field(default_factory=list)
    altered: dict[str, str] = field(default_factory=dict)
    foreign: list[tuple[str, str]] = field(default_factory=list)

    @property
    def exact(self) -> bool:
        """True when every object is penel421's own, and all are there."""
        return not (self.missing or self.altered or self.foreign)

    def unreadable(self, tables: tuple[str, ...], missing: bool = True) -> str | None:
        """Why ``tables`` may not be read, else None: one of them is not
        penel421's as it makes it (reading it could run SQL penel421 did not
        write), or (if ``missing``) is not there."""
        for table in tables:
            if table in self.altered:
                return self.altered[table]
        gone = [table for table in tables if missing and ("table", table) in self.missing]
        if gone:
            return f"le fichier est endommagé (la table {gone[0]} manque)"
        return None

    def problem(self) -> str | None:
        """Why the file is not written, in French, or None if it is exact:
        a table altered or missing says the file is damaged; objects of
        someone else's are named."""
        damaged = "le fichier est endommagé"
        if self.altered:
            return next(iter(self.altered.values()))
        missing_tables = [name for kind, name in self.missing if kind == "table"]
        if missing_tables:
            return f"{damaged} (la table {missing_tables[0]} manque)"
        if self.foreign:
            count = len(self.foreign)
            named = ", ".join(f"{_KIND_WORDS.get(kind, kind)} « {safe(name)} »"
                              for kind, name in self.foreign[:3])
            more = f" et {count - 3} autre{'s' if count > 4 else ''}" if count > 3 else ""
            what = (f"{named}, que penel421 ne fait pas" if count == 1
                    else f"{count} objets que penel421 ne fait pas ({named}{more})")
            return f"il contient {what} ; un tel fichier n'est jamais écrit"
        if self.missing:
            kind, name = self.missing[0]
            return f"{damaged} ({_KIND_WORDS.get(kind, kind)} {name} manque)"
        return None


def recognise(db: sqlite3.Connection, version: int) -> Recognised:
    """The journal open on ``db`` (of ``PRAGMA user_version`` ``version``)
    compared with each schema penel421 made at that version; the closest."""
    found = schema_objects(db)
    candidates = [lineage for lineage in LINEAGES if lineage.version == version]
    if not candidates:  # checked before: no schema of that version
        candidates = [LINEAGES[SCHEMA_VERSION - 1]]
    results = [_compare(db, found, lineage) for lineage in candidates]
    return min(results, key=lambda r: len(r.missing) + len(r.altered) + len(r.foreign))


def _compare(db: sqlite3.Connection, found: dict[str, SchemaObject],
             lineage: Lineage) -> Recognised:
    expected = expected_objects(lineage)
    result = Recognised(lineage)
    for name, object_ in expected.items():
        there = found.get(name)
        if there is None:
            result.missing.append((object_[0], name))
        elif there != object_:
            result.altered[name] = _altered(db, object_, there)
    foreign_tables = {name for name, (kind, *_) in found.items()
                      if name not in expected and kind == "table"}
    for name, (kind, _, table, sql) in sorted(found.items()):
        if name in expected:
            continue
        if sql is None and table in foreign_tables:
            continue  # the index SQLite makes for a UNIQUE of a table it names already
        result.foreign.append((kind, name))
    return result


def _altered(db: sqlite3.Connection, expected: SchemaObject, found: SchemaObject) -> str:
    """What is in the place of penel421's ``expected`` object, in French."""
    damaged = "le fichier est endommagé"
    kind, name = expected[0], safe(found[1])
    what = _KIND_WORDS.get(kind, kind)
    if found[0] != kind:
        return (f"{damaged} ({what} {name} n'est pas {_THAT[kind]} de penel421 : c'est "
                f"{_A_KIND.get(found[0], found[0])})")
    if kind != "table":
        return f"{damaged} ({what} {name} n'est pas {_THAT[kind]} de penel421)"
    wanted = [column[0] for column in _columns_of(expected[3] or "")]
    try:
        names = {str(column[0]) for column in table_columns(db, found[1])}
    except sqlite3.Error:
        names = set()
    missing = [column for column in wanted if column not in names]
    if missing:
        return f"{damaged} (la colonne {name}.{missing[0]} manque)"
    if names != set(wanted):
        return f"{damaged} (les colonnes de la table {name} ne sont plus celles de penel421)"
    return f"{damaged} (la table {name} n'est pas faite comme penel421 la fait)"


def _columns_of(sql: str) -> list[tuple]:
    """The columns of a table penel421 makes with ``sql``, from a copy made in memory."""
    db = sqlite3.connect(":memory:")
    try:
        db.execute(sql)
        table = db.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchone()[0]
        return table_columns(db, table)
    finally:
        db.close()
