"""Who sits at the table, from the command line's ``-p``, ``-c`` and ``--level``.

A seat is a name and a strategy spec (:class:`~penel421.core.seat.Seat`):
people, levels (``classic``, ``expert``) and bots (``module:factory``).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.seat import Seat, is_bot_spec
from ..core.variant import Variant
from ..games import GameKind, kind_of_variant
from ..strategies import DEFAULT_LEVEL, level_name, strategy_name

COMPUTER_PREFIX = "ordi:"
MAX_NAME = 16
#: The name of the person at the table when nobody is named.
YOU = "Vous"


def seats_from(players: Sequence[str], computers: int | None,
               level: str = DEFAULT_LEVEL) -> list[Seat]:
    """The table from the command line: ``--player`` names, then computers.

    ``NOM`` seats a person; ``ordi:NOM`` a computer called NOM at ``level``,
    unless NOM is itself a level or a ``module:factory`` path: then that
    strategy, called after the level or the module; ``module:factory`` alone
    seats that bot too.  Names that a strategy gives and that come twice are
    numbered ("classic 1", "classic 2").  Without ``--computers``: two
    computers against "Vous" when no player is named, one against a single
    named player, none otherwise; they are "Ordi 1"… at ``level``.
    """
    seats: list[Seat] = []
    named_by_strategy: list[int] = []  # indexes of the seats a strategy named
    for raw in players:
        text = raw.strip()
        computer = text.lower().startswith(COMPUTER_PREFIX)
        if computer:
            text = text[len(COMPUTER_PREFIX):].strip()
        if (computer and level_name(text)) or is_bot_spec(text):
            named_by_strategy.append(len(seats))
            seats.append(Seat(strategy_name(text)[:MAX_NAME], level_name(text) or text))
            continue
        if not text:
            raise ValueError("un nom de joueur ne peut pas être vide")
        if len(text) > MAX_NAME or not text.isprintable():
            raise ValueError(f"« {text} » : un nom a de 1 à {MAX_NAME} caractères imprimables")
        seats.append(Seat(text, level if computer else None))
    _number_repeated(seats, named_by_strategy)
    if not seats:
        seats.append(Seat(YOU))
    if computers is None:
        computers = 0 if len(players) >= 2 else 2 - len(players)
    seats += [Seat(f"Ordi {n}", level) for n in range(1, computers + 1)]
    folded = [s.name.casefold() for s in seats]
    twice = sorted({s.name for s in seats if folded.count(s.name.casefold()) > 1})
    if twice:
        raise ValueError(f"deux joueurs ne peuvent pas porter le même nom : {', '.join(twice)}")
    if not 2 <= len(seats) <= 8:
        raise ValueError(f"il faut de 2 à 8 joueurs, pas {len(seats)}")
    return seats


def _number_repeated(seats: list[Seat], indexes: Sequence[int]) -> None:
    """Number the names that strategies gave more than once, within MAX_NAME."""
    names = [seats[i].name.casefold() for i in indexes]
    counts: dict[str, int] = {}
    for i, name in zip(indexes, names, strict=True):
        if names.count(name) > 1:
            counts[name] = counts.get(name, 0) + 1
            suffix = f" {counts[name]}"
            seat = seats[i]
            seats[i] = Seat(seat.name[:MAX_NAME - len(suffix)] + suffix, seat.spec)


def fixed_seats(kind: GameKind, players: Sequence[str], computers: int | None,
                level: str = DEFAULT_LEVEL) -> list[Seat]:
    """The fixed table of ``kind`` (1987: you, and the computer played by
    ``level``, a level or a bot's ``module:factory``); nobody else sits there."""
    if players or computers is not None:
        raise ValueError(f"le jeu de {kind.name} se joue seul contre l'ordinateur")
    person, *computer_names = kind.fixed_seats
    return [Seat(person), *(Seat(name, level) for name in computer_names)]


def seats_1987(players: Sequence[str], computers: int | None,
               level: str = DEFAULT_LEVEL) -> list[Seat]:
    """The 1987 table: you against the computer played by ``level``."""
    return fixed_seats(kind_of_variant(Variant.GAME_1987), players, computers, level)


def seats_for(kind: GameKind, players: Sequence[str], computers: int | None,
              level: str = DEFAULT_LEVEL) -> list[Seat]:
    """Who sits at a game of ``kind``, as that game seats them (ValueError,
    in French, when they cannot sit there)."""
    if kind.chosen_seats:
        return seats_from(players, computers, level)
    return fixed_seats(kind, players, computers, level)
