"""A journal's rows read back with care: every value checked before it is used.

A journal is a data file: anyone may have edited it, another program may
have written into it, someone may send you one.  So each game is read
alone, and each of its values is checked against what penel421 writes —
its type, its range, its JSON — before any command uses it: a game that
does not read raises :class:`~.recorded.BadRecord` with a French reason,
and the command names it and goes on with the others.

What is checked: the game is one penel421 plays, its barème has the
barème's keys and values in their ranges, its number is one of that game's
numbers, its dice are a kind the journal writes, its seats are numbered
0, 1, … as many as that game seats, its opener, loser and ranking name
those seats, and every event has its fields, of their types, with faces of
1 to 6 and positions of 1 to 3.  JSON nested deeper than penel421 writes
is refused before Python parses it.  Every text (a name, a spec, a time)
is made safe to show as it is read: a terminal's escape or a newline in a
name is shown as its code (:func:`.text.safe`), in every command.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import fields
from datetime import datetime

from ..core.bareme import MAX_JETONS, MAX_VALUE, Bareme
from ..core.seat import Seat
from ..core.variant import Variant
from ..games import GAMES
from ..specs import GameSpec, SessionSpec
from .recorded import (
    EVENT_TYPES,
    FIELDS,
    BadRecord,
    BarrageRecord,
    ChoiceRecord,
    EndRecord,
    GameRecord,
    Recorded,
    RoundRecord,
    SettleRecord,
    ThrowRecord,
)
from .text import safe

#: Beyond this, a number of rounds, tokens or throws is no game's.
HUGE = 10**9
#: JSON nested deeper than this is none of penel421's (a ranking is 2 deep).
DEPTH = 8
DICE_KINDS = {"real"} | {kind.dice_name for kind in GAMES.values()}
_BAREME_FIELDS = {field.name for field in fields(Bareme)}


def loads(text: object, what: str) -> object:
    """The JSON ``text`` of ``what``, BadRecord if it is not JSON penel421 wrote."""
    if not isinstance(text, str):
        raise BadRecord(f"{what} n'est pas du texte")
    if _too_deep(text):
        raise BadRecord(f"{what} : JSON trop imbriqué")
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        raise BadRecord(f"{what} : JSON illisible") from None


def _too_deep(text: str) -> bool:
    """True when brackets open deeper than :data:`DEPTH` (strings skipped
    roughly: a quote inside a string is escaped)."""
    if text.count("[") + text.count("{") <= DEPTH:
        return False
    depth, in_string, escaped = 0, False, False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > DEPTH:
                return True
        elif char in "]}":
            depth -= 1
    return False


def _int(value: object, what: str, low: int = -HUGE, high: int = HUGE) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise BadRecord(f"{what} : {_shown(value)} n'est pas un entier de {low} à {high}")
    return value


def _text(value: object, what: str) -> str:
    """A text of the journal, made safe to show (:func:`.text.safe`)."""
    if not isinstance(value, str):
        raise BadRecord(f"{what} n'est pas du texte")
    return safe(value)


#: The longest date penel421 writes, ISO 8601 with its offset, and some room.
LONGEST_STAMP = 40


def _stamp(value: object, what: str) -> str:
    """A date of the journal as penel421 writes it (ISO 8601; "" for none):
    anything else is no date to show in a list (BadRecord)."""
    text = _text(value, what)
    if text:
        try:
            if len(text) > LONGEST_STAMP:
                raise ValueError(text)
            datetime.fromisoformat(text)
        except ValueError:
            raise BadRecord(f"{what} n'est pas une date : {_shown(text)}") from None
    return text


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 20 else text[:19] + "…"


def _ints(value: object, what: str, low: int, high: int,
          length: tuple[int, int] = (0, HUGE)) -> tuple[int, ...]:
    if not isinstance(value, list) or not length[0] <= len(value) <= length[1]:
        raise BadRecord(f"{what} n'est pas une liste de {length[0]} à {length[1]} entiers"
                        if length[1] < HUGE else f"{what} n'est pas une liste d'entiers")
    return tuple(_int(item, what, low, high) for item in value)


def bareme_of(text: object, game: str) -> dict[str, int] | None:
    """The barème kept as ``text`` for ``game`` (None where it has none)."""
    if text is None:
        return None
    if not GAMES[game].variants:
        raise BadRecord(f"le jeu {game} n'a pas de barème")
    found = loads(text, "le barème")
    if not isinstance(found, dict) or not set(found) <= _BAREME_FIELDS:
        raise BadRecord("le barème n'a pas les clés d'un barème")
    return {key: _int(value, f"le barème ({key})", 0 if key == "nenette" else 1,
                      MAX_JETONS if key == "jetons" else MAX_VALUE)
            for key, value in found.items()}


def ranking_of(value: object, seats: int) -> tuple[tuple[int, ...], ...]:
    """A ranking (groups of seats, best first) of a game of ``seats`` seats:
    every seat once."""
    if not isinstance(value, list):
        raise BadRecord("le classement n'est pas une liste de groupes")
    ranking = tuple(_ints(group, "le classement", 0, seats - 1, (1, seats)) for group in value)
    if sorted(seat for group in ranking for seat in group) != list(range(seats)):
        raise BadRecord("le classement ne compte pas chaque place une fois")
    return ranking


def seat_range(game: str) -> tuple[int, int]:
    """The fewest and the most seats of the game the journal names ``game``;
    of any game, where it names none."""
    try:
        variant = Variant.named(game)
    except ValueError:
        return (min(v.min_players for v in Variant), max(v.max_players for v in Variant))
    return variant.min_players, variant.max_players


def seats_of(rows: Sequence[tuple[object, object, object]], game: str) -> tuple[Seat, ...]:
    """The seats of a game from its rows (seat, name, spec), in order."""
    low, high = seat_range(game)
    numbers = [row[0] for row in rows]
    if numbers != list(range(len(rows))):
        raise BadRecord("ses places ne sont pas numérotées 0, 1, … sans trou")
    if not low <= len(rows) <= high:
        raise BadRecord(f"{len(rows)} place(s), le jeu {game} en a de {low} à {high}")
    seats = []
    for seat, name, spec in rows:
        if spec is not None and not isinstance(spec, str):
            raise BadRecord(f"la place {seat} a un joueur qui n'est pas du texte")
        seats.append(Seat(_text(name, f"le nom de la place {seat}"),
                          None if spec is None else safe(spec)))
    return tuple(seats)


def event_of(type_name: object, data: object, seats: int) -> Recorded:
    """One event of a game of ``seats`` seats, from its type and JSON data."""
    if not isinstance(type_name, str) or type_name not in EVENT_TYPES:
        raise BadRecord(f"événement inconnu : {_shown(type_name)}")
    values = loads(data, f"l'événement {type_name}")
    if not isinstance(values, dict):
        raise BadRecord(f"l'événement {type_name} n'est pas un objet JSON")
    missing = [name for name in FIELDS[EVENT_TYPES[type_name]] if name not in values]
    if missing:
        raise BadRecord(f"l'événement {type_name} n'a pas de {missing[0]}")
    return _EVENTS[type_name](values, seats)


def _seat(values: Mapping[str, object], name: str, seats: int) -> int:
    return _int(values[name], f"{name} (une place)", 0, seats - 1)


def _round(v: Mapping[str, object], seats: int) -> Recorded:
    return RoundRecord(_int(v["number"], "number", 1), _seat(v, "opener", seats))


def _throw(v: Mapping[str, object], seats: int) -> Recorded:
    return ThrowRecord(_seat(v, "seat", seats), _int(v["throw"], "throw", 1),
                       _ints(v["faces"], "faces", 1, 6, (1, 3)),
                       _ints(v["dice"], "dice", 1, 6, (3, 3)))


def _choice(v: Mapping[str, object], seats: int) -> Recorded:
    rethrow = _ints(v["rethrow"], "rethrow", 1, 3, (0, 3))
    if len(set(rethrow)) != len(rethrow):
        raise BadRecord("rethrow nomme deux fois un dé")
    return ChoiceRecord(_seat(v, "seat", seats), _int(v["throw"], "throw", 1), rethrow)


def _barrage(v: Mapping[str, object], seats: int) -> Recorded:
    return BarrageRecord(_ints(v["seats"], "seats", 0, seats - 1, (1, seats)))


def _settle(v: Mapping[str, object], seats: int) -> Recorded:
    if not isinstance(v["from_pot"], bool):
        raise BadRecord("from_pot n'est ni true ni false")
    return SettleRecord(_seat(v, "winner", seats), _seat(v, "loser", seats),
                        _int(v["value"], "value"), _int(v["penalty"], "penalty"),
                        _int(v["moved"], "moved"), v["from_pot"],
                        _ints(v["tokens"], "tokens", -HUGE, HUGE, (seats, seats)),
                        _int(v["pot"], "pot"))


def _end(v: Mapping[str, object], seats: int) -> Recorded:
    return EndRecord(_seat(v, "loser", seats), ranking_of(v["ranking"], seats))


_EVENTS = {"round": _round, "throw": _throw, "choice": _choice, "barrage": _barrage,
           "settle": _settle, "end": _end}


class Parsed:
    """Barèmes, rankings and tables checked once for all the games that share
    them (10,000 games of one evening share a handful)."""

    def __init__(self) -> None:
        self.baremes: dict[tuple[str, str], dict[str, int] | None] = {}
        self.rankings: dict[tuple[str, int], tuple[tuple[int, ...], ...]] = {}
        self.tables: dict[tuple[object, ...], tuple[Seat, ...]] = {}

    def seats(self, rows: Sequence[tuple[object, object, object]],
              game: str) -> tuple[Seat, ...]:
        try:
            key = (game, *rows)
            found = self.tables.get(key)
        except TypeError:  # a value that is not hashable: checked, and refused, alone
            return seats_of(rows, game)
        if found is None:
            found = self.tables[key] = seats_of(rows, game)
        return found

    def bareme(self, text: object, game: str) -> dict[str, int] | None:
        if not isinstance(text, str):
            return bareme_of(text, game)
        key = (text, game)
        if key not in self.baremes:
            self.baremes[key] = bareme_of(text, game)
        return self.baremes[key]

    def ranking(self, text: object, seats: int) -> tuple[tuple[int, ...], ...] | None:
        if text is None:
            return None
        if not isinstance(text, str):
            raise BadRecord("le classement n'est pas du texte")
        key = (text, seats)
        if key not in self.rankings:
            self.rankings[key] = ranking_of(loads(text, "le classement"), seats)
        return self.rankings[key]


def game_record_of(row: Sequence[object], seat_rows: Sequence[tuple[object, object, object]],
            event_rows: Sequence[tuple[object, object]], parsed: Parsed) -> GameRecord:
    """A game of the journal from its row of ``games``, its rows of
    ``seats`` and of ``events``; BadRecord (French) if any value is not
    what penel421 writes."""
    (game_id, game, bareme, fixed, number, dice, opener, version, started, ended, rounds,
     loser, ranking, hints, tutor) = row
    if not isinstance(game, str) or game not in GAMES:
        raise BadRecord(f"jeu inconnu : {_shown(game)}")
    kind = GAMES[game]
    seats = parsed.seats(seat_rows, game)
    count = len(seats)
    dice = _text(dice, "les dés")
    if dice not in DICE_KINDS or (dice != "real" and dice != kind.dice_name):
        raise BadRecord(f"dés inconnus : {_shown(dice)}")
    if dice == "real":
        if number is not None:
            raise BadRecord("une partie aux dés réels n'a pas de numéro")
        numbered = None
    else:
        numbered = _int(number, "le numéro", kind.numbers.start, kind.numbers.stop - 1)
    fixed_throws = _int(fixed, "fixed_throws", 0, 1 if kind.variants else 0)
    finished = None if ended is None else _stamp(ended, "la fin")
    end_loser = None if loser is None else _int(loser, "le perdant", 0, count - 1)
    values = parsed.bareme(bareme, game)
    spec = SessionSpec(
        GameSpec(game, None if values is None else Bareme(**values), bool(fixed_throws)),
        seats, numbered, dice == "real", bool(_int(hints, "hints", 0, 1)),
        bool(_int(tutor, "tutor", 0, 1)))
    return GameRecord(
        id=_int(game_id, "le numéro dans le journal", 1, 2**63 - 1), spec=spec,
        opener=_int(opener, "l'ouvreur", 0, count - 1),
        version=_text(version, "la version"), started=_stamp(started, "le début"),
        ended=finished, rounds=_int(rounds, "les manches", 0), loser=end_loser,
        ranking=parsed.ranking(ranking, count),
        events=tuple(event_of(type_name, data, count) for type_name, data in event_rows))
