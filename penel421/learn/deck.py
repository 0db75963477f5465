"""Which cards a training session asks, and in which order.

- **Due cards first**, then **new ones**, the costliest first (the loss as a
  share of the « erreur » threshold, so that points and jetons compare):
  the first card of a session is the costliest mistake due, or else the
  costliest one never asked.
- **About a third are red herrings** (:data:`HERRING_SHARE`): positions
  where the choice was already the best, taken in turn from each kind of
  best choice (stop, keep two dice, keep one, throw all again), those where
  another would have cost most first.  Where one kind runs short, the
  other fills the session.
- **No one key wins the session**: a card is left for another day where it
  would make one answer (``0``, ``123``, ``13``…) right — the best choice,
  or within the « imprécision » threshold of it — on more than half of the
  session's cards (:func:`compose`).  So « always keep », « always throw
  again » or any other reflex cannot pass a session.
- A person's own cards come before the **starter deck**'s
  (:mod:`.starter`), which fills a session that has too few.
- After the first card, the red herrings take their places among the others
  by a draw seeded by the day, the game and the person (:func:`day_seed`):
  ``entrainement --json`` tells the next session's cards in the order they
  will be asked, all day.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from datetime import date, datetime
from itertools import combinations

from ..analysis.weigh import Weigher
from ..core.choice import typed_answer
from ..journal.recorded import BadRecord
from ..strategies.worth import choice_of
from .cards import Card, card_of
from .schedule import stamp
from .starter import starter_deck
from .store import TrainingStore

#: The share of red herrings in a session.
HERRING_SHARE = 1 / 3
#: Every answer at RELANCER: the positions thrown again (0 keeps all).
ANSWERS = tuple(rethrow for size in range(4) for rethrow in combinations((1, 2, 3), size))
#: What makes an answer right for a card: the answers that lose less than
#: the « imprécision » threshold of its scale.
RightAnswers = Callable[[Card], frozenset[str]]


def right_answers(weigher: Weigher) -> RightAnswers:
    """The answers right for a card, by ``weigher``'s evaluation (the one
    that grades it)."""
    found: dict[tuple[object, ...], frozenset[str]] = {}

    def right(card: Card) -> frozenset[str]:
        key = (card.id, card.who, card.game, card.key)
        if key not in found:
            view = card.shown.view
            weighing = weigher.weighing(view)
            threshold = weighing.scale.thresholds[0]
            found[key] = frozenset(typed_answer(rethrow) for rethrow in ANSWERS
                                   if weighing.loss(choice_of(view.dice, rethrow)) < threshold)
        return found[key]
    return right


def choice_kind(rethrow: Sequence[int]) -> str:
    """The kind of a choice: « stop », « keep two », « keep one », « throw all again »."""
    return ("stop", "keep two", "keep one", "throw all")[len(rethrow)]


def day_seed(day: date, game: str, whos: Sequence[str] | None) -> str:
    """The seed of a session's draw: the same all day for one game and person."""
    return f"{day.isoformat()} {game} {','.join(whos or ['*'])}"


def _order(cards: Iterable[Card]) -> list[Card]:
    """Due before new, own before the starter deck's, costliest first; red
    herrings by what another choice would have cost."""
    def key(card: Card) -> tuple[object, ...]:
        cost = card.stake if card.herring else card.weight
        return (card.new, card.starter, -cost, card.id or 0, card.key)
    return sorted(cards, key=key)


def _by_kind(herrings: list[Card]) -> list[Card]:
    """The red herrings, each kind of best choice in turn (the person's
    answer was the best), each kind's in its order."""
    kinds: dict[str, list[Card]] = {}
    for card in herrings:
        kinds.setdefault(choice_kind(card.answer_rethrow), []).append(card)
    found: list[Card] = []
    queues = list(kinds.values())
    while any(queues):
        for queue in queues:
            if queue:
                found.append(queue.pop(0))
    return found


def compose(cards: Sequence[Card], count: int, rng: random.Random | None = None,
            right: RightAnswers | None = None) -> list[Card]:
    """The ``count`` cards of a session (fewer if there are not so many), in
    the order they are asked (see the module's docstring); ``cards``: every
    card that may be asked today, each once; ``right``: the answers right
    for a card (None: no answer is looked at)."""
    errors = _order(card for card in cards if not card.herring)
    herrings = _by_kind(_order(card for card in cards if card.herring))
    wanted = min(len(herrings), round(count * HERRING_SHARE))
    cap = max(1, count // 2)
    rights: Counter[str] = Counter()
    taken_errors: list[Card] = []
    taken_herrings: list[Card] = []

    def fits(card: Card) -> bool:
        if right is None:
            return True
        answers = right(card)
        if any(rights[answer] >= cap for answer in answers):
            return False
        rights.update(answers)
        return True
    for source, into, limit in ((errors, taken_errors, count - wanted),
                                (herrings, taken_herrings, count),
                                (errors, taken_errors, count)):  # one kind fills the other
        for card in source:
            if len(taken_errors) + len(taken_herrings) >= count or len(into) >= limit:
                break
            if card not in taken_errors and card not in taken_herrings and fits(card):
                into.append(card)
    if right is not None:  # a session shorter than asked: half of what it holds
        chosen = _within_half(taken_errors + taken_herrings, right)
        taken_errors = [card for card in taken_errors if card in chosen]
        taken_herrings = [card for card in taken_herrings if card in chosen]
    if not taken_errors:
        return taken_herrings
    rng = rng or random.Random()
    session = taken_errors[:1]
    rest: list[Card] = list(taken_errors[1:])
    for herring in taken_herrings:
        rest.insert(rng.randint(0, len(rest)), herring)
    return session + rest


def _within_half(chosen: list[Card], right: RightAnswers) -> list[Card]:
    """``chosen`` less its last cards, while one answer is right on more than
    half of them (a single card stays: some answer is always right for it)."""
    chosen = list(chosen)
    while len(chosen) > 1:
        counts = Counter(answer for card in chosen for answer in right(card))
        answer, most = counts.most_common(1)[0]
        if 2 * most <= len(chosen):
            break
        chosen.remove(next(card for card in reversed(chosen) if answer in right(card)))
    return chosen


def available(store: TrainingStore, game: str, whos: Sequence[str] | None, now: datetime,
              count: int) -> tuple[list[Card], list[str]]:
    """Every card of ``game`` a session of ``count`` cards may ask ``now``
    (of the people ``whos``, casefolded; None: everyone), with the starter
    deck's never answered; and why each card that did not read was left out
    (French)."""
    cards: list[Card] = []
    problems: list[str] = []
    for row in store.cards(game, whos, stamp(now), count):
        try:
            cards.append(card_of(row))
        except BadRecord as error:
            problems.append(f"La carte n° {row.id} du journal ne se lit pas ({error}) : elle "
                            "est laissée de côté.")
    # a position of the starter deck the player has met is the player's card
    known = store.known_keys(game, whos)
    cards += [card for card in starter_deck() if card.game == game and card.key not in known]
    return cards, problems
