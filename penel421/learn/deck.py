"""Which cards a training session asks, and in which order.

- **Due cards first**, then **new ones**, the costliest first (the loss as a
  share of the « erreur » threshold, so that points and jetons compare):
  the first card of a session is the costliest mistake due, or else the
  costliest one never asked.
- **About a third are red herrings** (:data:`HERRING_SHARE`): positions
  where the choice was already the best, those where another would have
  cost most first, so that « play something else » is not the answer to
  every card.  Where one kind runs short, the other fills the session.
- A person's own cards come before the **starter deck**'s
  (:mod:`.starter`), which fills a session that has too few.
- After the first card, the red herrings take random places among the
  others (the random generator is passed in: a test fixes it).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from datetime import date

from ..journal.recorded import BadRecord
from .cards import Card, card_of
from .starter import starter_deck
from .store import TrainingStore

#: The share of red herrings in a session.
HERRING_SHARE = 1 / 3


def _order(cards: Iterable[Card]) -> list[Card]:
    """Due before new, own before the starter deck's, costliest first; red
    herrings by what another choice would have cost."""
    def key(card: Card) -> tuple[object, ...]:
        cost = card.stake if card.herring else card.weight
        return (card.new, card.starter, -cost, card.id or 0, card.key)
    return sorted(cards, key=key)


def compose(cards: Sequence[Card], count: int, rng: random.Random | None = None) -> list[Card]:
    """The ``count`` cards of a session (fewer if there are not so many), in
    the order they are asked (see the module's docstring); ``cards``: every
    card that may be asked today, each once."""
    errors = _order(card for card in cards if not card.herring)
    herrings = _order(card for card in cards if card.herring)
    wanted = min(len(herrings), round(count * HERRING_SHARE))
    taken_errors = errors[:count - wanted]
    taken_herrings = herrings[:count - len(taken_errors)]
    if not taken_errors:
        return taken_herrings
    rng = rng or random.Random()
    session = taken_errors[:1]
    rest: list[Card] = list(taken_errors[1:])
    for herring in taken_herrings:
        rest.insert(rng.randint(0, len(rest)), herring)
    return session + rest


def available(store: TrainingStore, game: str, whos: Sequence[str] | None, today: date,
              count: int) -> tuple[list[Card], list[str]]:
    """Every card of ``game`` a session of ``count`` cards may ask ``today``
    (of the people ``whos``, casefolded; None: everyone), with the starter
    deck's never answered; and why each card that did not read was left out
    (French)."""
    cards: list[Card] = []
    problems: list[str] = []
    for row in store.cards(game, whos, today.isoformat(), count):
        try:
            cards.append(card_of(row))
        except BadRecord as error:
            problems.append(f"La carte n° {row.id} du journal ne se lit pas ({error}) : elle "
                            "est laissée de côté.")
    # a position of the starter deck the player has met is the player's card
    known = store.known_keys(game, whos)
    cards += [card for card in starter_deck() if card.game == game and card.key not in known]
    return cards, problems
