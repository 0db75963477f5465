"""The starter deck: the positions where the choice matters most for a beginner.

A fresh install has no game to learn from; the starter deck fills the
training until the player's own mistakes do.  It is shipped
(``penel421/data/starter_deck.json``), written by
``python scripts/starter_deck.py``: the expert plays thousands of games
against a beginner-like player (``classic``: the rules of thumb of the
bar), and of the beginner's decisions are kept those where its choice — the
most tempting wrong one — loses most against the best, weighted by how
often the position arises; and, as in a player's own deck, about one red
herring for two, where the beginner's choice was already the best and
another would have cost most.  Shipped rather than built on the spot:
finding how often positions arise takes thousands of games (minutes),
and the training's first card must be on screen within half a second.

Its cards are those of :mod:`.cards`, of nobody (``who`` is ''); the
journal keeps one, with its schedule, from its first answer on.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

from ..journal.recorded import BadRecord
from .cards import Card, card_of
from .schedule import Memory
from .store import CardRow

DATA = "starter_deck.json"
#: The version of the deck file's format.
FORMAT = 1
#: The fields of each card of the file.
FIELDS = ("game", "key", "scale", "herring", "position", "answer", "loss", "weight", "margin",
          "stake", "seen")


def deck_json(cards: list[dict[str, object]], made_from: dict[str, object]) -> str:
    """The text of the deck file (written by the script)."""
    return json.dumps({"format": FORMAT, "made_from": made_from,
                       "cards": [{name: card[name] for name in FIELDS} for card in cards]},
                      ensure_ascii=False, indent=0) + "\n"


@cache
def starter_deck() -> tuple[Card, ...]:
    """Every card of the shipped starter deck, costliest first."""
    text = (resources.files("penel421") / "data" / DATA).read_text("utf-8")
    return cards_of(json.loads(text))


def cards_of(found: object) -> tuple[Card, ...]:
    """The cards of a deck read from its file (BadRecord if it is not one)."""
    if not isinstance(found, dict) or found.get("format") != FORMAT \
            or not isinstance(found.get("cards"), list):
        raise BadRecord("le paquet de départ n'est pas dans son format")
    cards = []
    for entry in found["cards"]:
        if not isinstance(entry, dict):
            raise BadRecord("une carte du paquet de départ n'est pas un objet")
        values = [entry.get(name) for name in FIELDS]
        game, key, scale, herring, position, answer, loss, weight, margin, stake, seen = values
        cards.append(card_of(CardRow(None, "", "", game, key, scale, 1, herring, position, answer,
                                     None, loss, weight, margin, stake, seen,
                                     *(None,) * len(Memory._fields))))
    return tuple(cards)
