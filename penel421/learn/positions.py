"""A decision's position as the journal keeps it: everything the player saw.

A card of the training is a decision of a person shown again as the game
showed it, and graded by the expert as the analysis graded it.  Both need
the :class:`~penel421.core.state.TurnView` of that decision — the rules,
the game as the round began, the order of play, the hands already played,
the dice at their positions, the throws made and allowed — and the screen
needs a little more: the seats' names and which of them people play, the
round's number, and the dice each hand already played showed: a
:class:`~penel421.console.cards.Position`, what a card's face shows.  This
module writes all of it as one JSON object and reads it back, checking
every value (a journal is a data file: anyone may have edited it), so that
nothing but a real position of a real game ever reaches the expert.

Its key (:func:`position_key`) is the position without what does not
change the decision — the order of the dice, the names, the round's
number: two decisions of one person with the same key are one card.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

from ..console.cards import Position
from ..core.bareme import Bareme
from ..core.hands import HAND_OF, Hand
from ..core.rules import Rules
from ..core.state import GameState, Played, TurnView
from ..games import GAMES
from ..journal.checked import bareme_of, loads
from ..journal.recorded import BadRecord
from ..journal.text import safe
from ..specs import GameSpec


def spec_of(rules: Rules) -> GameSpec:
    """The spec of ``rules``, as a position keeps it."""
    return GameSpec.of(rules)


def _bareme_dict(rules: Rules) -> dict[str, int] | None:
    spec = spec_of(rules)
    return None if spec.bareme is None else spec.bareme.values()


def _state_list(state: GameState) -> list[object]:
    return [list(state.tokens), state.pot, state.opener, list(state.in_game),
            list(state.spared), list(state.emptied)]


def position_key(view: TurnView) -> str:
    """The key of a decision: two decisions with the same key are the same
    choice, whatever the order their dice fell in."""
    spec = spec_of(view.rules)
    return json.dumps([spec.game, _bareme_dict(view.rules), spec.fixed_throws,
                       _state_list(view.state), view.seat, list(view.order),
                       [[p.seat, list(p.hand), p.throws] for p in view.played],
                       list(view.hand), view.throws, view.max_throws],
                      separators=(",", ":"))


def position_json(view: TurnView, names: Sequence[str], people: Sequence[int], round_: int,
                  shown: Sequence[Sequence[int]]) -> str:
    """The position of a decision as the journal keeps it (see the module)."""
    spec = spec_of(view.rules)
    return json.dumps({
        "game": spec.game, "bareme": _bareme_dict(view.rules), "fixed_throws": spec.fixed_throws,
        "names": list(names), "people": list(people), "round": round_,
        "state": _state_list(view.state), "seat": view.seat, "order": list(view.order),
        "played": [[p.seat, list(p.hand), p.throws, list(dice)]
                   for p, dice in zip(view.played, shown, strict=True)],
        "dice": list(view.dice), "throws": view.throws, "max_throws": view.max_throws,
    }, ensure_ascii=False, separators=(",", ":"))


# --- reading, every value checked -----------------------------------------------------

def _int(value: object, what: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise BadRecord(f"{what} n'est pas un entier de {low} à {high}")
    return value


def _ints(value: object, what: str, low: int, high: int,
          length: tuple[int, int]) -> tuple[int, ...]:
    if not isinstance(value, list) or not length[0] <= len(value) <= length[1]:
        raise BadRecord(f"{what} n'est pas une liste de {length[0]} à {length[1]} entiers")
    return tuple(_int(item, what, low, high) for item in value)


def _dice(value: object, what: str) -> tuple[int, ...]:
    return _ints(value, what, 1, 6, (3, 3))


def _hand(value: object) -> Hand:
    dice = _dice(value, "une main")
    hand = HAND_OF[dice]
    if hand != dice:
        raise BadRecord("une main n'est pas rangée du plus fort au plus faible")
    return hand


def _state(value: object, seats: int, tokens: int) -> GameState:
    if not isinstance(value, list) or len(value) != 6:
        raise BadRecord("l'état de la partie n'est pas une liste de 6 valeurs")
    held = _ints(value[0], "les jetons", 0, tokens, (seats, seats))
    pot = _int(value[1], "le pot", 0, tokens)
    if sum(held) + pot != tokens:
        raise BadRecord("les jetons et le pot ne font pas le compte du jeu")
    opener = _int(value[2], "l'ouvreur", 0, seats - 1)
    in_game, spared, emptied = (_ints(v, what, 0, seats - 1, (0, seats)) for v, what in
                                ((value[3], "les joueurs en jeu"), (value[4], "les épargnés"),
                                 (value[5], "les sortis")))
    if len(in_game) < 2 or list(in_game) != sorted(set(in_game)) or opener not in in_game:
        raise BadRecord("les joueurs en jeu ne sont pas ceux d'une manche")
    if sorted(in_game + spared + emptied) != list(range(seats)):
        raise BadRecord("les places ne sont pas chacune en jeu ou sortie une fois")
    return GameState(held, pot, opener, in_game, spared, emptied)


def _rules(found: Mapping[str, object]) -> Rules:
    game = found.get("game")
    if not isinstance(game, str) or game not in GAMES:
        raise BadRecord("le jeu de la position est inconnu")
    bareme = bareme_of(None if found.get("bareme") is None else json.dumps(found["bareme"]),
                       game)
    fixed = found.get("fixed_throws")
    if not isinstance(fixed, bool) or (fixed and not GAMES[game].variants):
        raise BadRecord("les lancers imposés de la position ne sont ni vrai ni faux")
    try:
        return GameSpec(game, None if bareme is None else Bareme(**bareme), fixed).rules()
    except (TypeError, ValueError):
        raise BadRecord("le barème de la position n'en est pas un") from None


def position_of(text: object) -> Position:
    """The position kept as ``text``; BadRecord (French) if any value is not
    one penel421 writes."""
    found = loads(text, "la position")
    if not isinstance(found, dict):
        raise BadRecord("la position n'est pas un objet JSON")
    missing = [name for name in ("game", "names", "people", "round", "state", "seat", "order",
                                 "played", "dice", "throws", "max_throws") if name not in found]
    if missing:
        raise BadRecord(f"la position n'a pas de {missing[0]}")
    rules = _rules(found)
    low, high = rules.min_players, rules.max_players
    names_found = found["names"]
    if not isinstance(names_found, list) or not low <= len(names_found) <= high \
            or not all(isinstance(name, str) and 0 < len(name) <= 40 for name in names_found):
        raise BadRecord("les noms de la position ne sont pas ceux d'une table")
    names = tuple(safe(name) for name in names_found)
    seats = len(names)
    people = _ints(found["people"], "les personnes", 0, seats - 1, (1, seats))
    state = _state(found["state"], seats, rules.tokens)
    seat = _int(found["seat"], "la place", 0, seats - 1)
    order = _ints(found["order"], "l'ordre de jeu", 0, seats - 1, (2, seats))
    if order != state.seating() or seat not in order or seat not in people:
        raise BadRecord("l'ordre de jeu n'est pas celui de la manche")
    max_throws = _int(found["max_throws"], "les lancers permis", 1, rules.max_throws)
    throws = _int(found["throws"], "les lancers faits", 1, max_throws - 1)
    played_found = found["played"]
    before = order[:order.index(seat)]
    if not isinstance(played_found, list) or len(played_found) != len(before):
        raise BadRecord("les mains jouées ne sont pas celles des joueurs d'avant")
    played, shown = [], []
    for expected, entry in zip(before, played_found, strict=True):
        if not isinstance(entry, list) or len(entry) != 4:
            raise BadRecord("une main jouée n'est pas une liste de 4 valeurs")
        if _int(entry[0], "une place", 0, seats - 1) != expected:
            raise BadRecord("les mains jouées ne sont pas dans l'ordre de jeu")
        hand = _hand(entry[1])
        dice = _dice(entry[3], "les dés d'une main jouée")
        if HAND_OF[dice] != hand:
            raise BadRecord("les dés d'une main jouée ne font pas sa main")
        played.append(Played(expected, hand, _int(entry[2], "des lancers", 1, rules.max_throws)))
        shown.append(dice)
    view = TurnView(rules, state, seat, order, tuple(played), _dice(found["dice"], "les dés"),
                    throws, max_throws)
    return Position(view, names, people, _int(found["round"], "la manche", 1, 10**9),
                    tuple(shown))
