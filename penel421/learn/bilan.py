"""The training's results over time: ``penel421 entrainement --bilan``.

Each session — its cards, its right answers, what its answers lost against
what the same positions cost in the games they come from — then the deck
as it stands: the cards due today and tomorrow, those being learnt, those
mastered, and those never asked.  Read from the journal's answers and
schedule; nothing is asked, nothing written.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from ..console.analysis_text import amount, wrap
from ..console.french import percent
from ..console.wrap import GLUE, glued
from ..games import GAMES
from ..journal.text import safe
from .cards import Card
from .scales import SCALES
from .schedule import STATE_NAMES, Memory, stamp
from .starter import starter_deck
from .store import TrainingStore

#: The sessions the bilan shows one a line, the last ones; those before are
#: summed in one line (``--json`` gives them all).
SHOWN_SESSIONS = 20


@dataclass
class Lost:
    """What the answers to one scale's cards lost in a session."""

    scale: str
    cards: int = 0
    loss: float = 0.0  # by the answers of the session
    own: int = 0  # of them, cards of the player's own games
    own_loss: float = 0.0
    real_loss: float = 0.0  # what those cost in the games


@dataclass
class SessionResult:
    """One training session."""

    started: str  # ISO 8601, UTC
    game: str
    asked: int = 0
    right: int = 0
    losses: dict[str, Lost] = field(default_factory=dict)
    #: After it: the cards learnt, and the share of those asked the player
    #: likely remembered (None for a session before the FSRS schedule).
    learnt: int | None = None
    recall: float | None = None


@dataclass(frozen=True)
class Bilan:
    """The training over time (see the module's docstring)."""

    sessions: tuple[SessionResult, ...]
    due_today: int
    due_tomorrow: int
    learning: int
    learnt: int
    #: The share of the cards asked the player likely remembers now (None: none asked).
    recall: float | None
    new_errors: int
    new_herrings: int
    new_starter: int


def bilan_of(store: TrainingStore, game: str | None, whos: Sequence[str] | None,
             now: datetime) -> Bilan:
    """The training of ``game`` (None: both) of ``whos`` (None: everyone), ``now``."""
    sessions: dict[tuple[str, str], SessionResult] = {}
    for row in store.training_sessions(game, whos):
        if row.scale not in SCALES or row.game not in GAMES:  # edited in the journal: left out
            continue
        key = (safe(str(row.session)), str(row.game))  # a session is shown as it reads
        result = sessions.setdefault(key, SessionResult(*key))
        result.asked += row.asked
        result.right += row.right
        result.losses[str(row.scale)] = Lost(str(row.scale), row.asked, float(row.loss),
                                             row.own, row.own_loss, row.real_loss)
        if type(row.learnt) is int and isinstance(row.recall, float) and 0 <= row.recall <= 1:
            result.learnt, result.recall = row.learnt, row.recall
    due_today, learnt, learning = store.schedule_counts(game, whos, stamp(now))
    due_tomorrow = store.schedule_counts(game, whos, stamp(now + timedelta(days=1)))[0]
    recall = store.recall_today(game, whos, now)
    errors, herrings = store.new_cards(game, whos)
    known = set().union(*(store.starter_keys(g) for g in (
        [game] if game else list(GAMES))))
    new_starter = sum(1 for card in starter_deck()
                      if game in (None, card.game) and card.key not in known)
    return Bilan(tuple(sorted(sessions.values(), key=lambda s: s.started)), due_today,
                 due_tomorrow, learning, learnt, recall, errors, herrings, new_starter)


def card_dict(card: Card) -> dict[str, object]:
    """A card as ``--json`` writes it."""
    return {"card": card.id, "game": card.game, "person": card.person or None,
            "starter": card.starter, "herring": card.herring, "source": card.source,
            "position": json.loads(card.position), "answer": card.answer,
            "scale": card.scale.name, "loss": card.loss, "margin": card.margin,
            "seen": card.seen, **memory_dict(card.memory)}


def memory_dict(memory: Memory | None) -> dict[str, object]:
    """What ``--json`` says of a card's memory: its state (``new``,
    ``learning``, ``learnt``, ``relearning``), when it is due, its stability
    (days), its difficulty (1 to 10) and how many answers reviewed it."""
    if memory is None:
        return {"state": "new", "due": None, "stability": None, "difficulty": None,
                "reviews": 0}
    return {"state": STATE_NAMES[memory.state], "due": memory.due,
            "stability": memory.stability, "difficulty": memory.difficulty,
            "reviews": memory.reviews}


def bilan_dict(found: Bilan) -> dict[str, object]:
    """The bilan as ``--json`` writes it."""
    return {
        "sessions": [{
            "started": s.started, "game": s.game, "asked": s.asked, "right": s.right,
            "learnt": s.learnt, "recall": s.recall,
            "losses": [{"scale": lost.scale, "cards": lost.cards, "loss": lost.loss,
                        "own_cards": lost.own, "own_loss": lost.own_loss,
                        "real_loss": lost.real_loss} for lost in s.losses.values()]}
            for s in found.sessions],
        "deck": {"due_today": found.due_today, "due_tomorrow": found.due_tomorrow,
                 "learning": found.learning, "learnt": found.learnt, "recall": found.recall,
                 "new_errors": found.new_errors, "new_herrings": found.new_herrings,
                 "new_starter": found.new_starter},
    }


def bilan_lines(found: Bilan, when: Callable[[str], str] = str, width: int = 80) -> list[str]:
    """The bilan in French, one session a line, then the deck, within
    ``width`` columns; ``when`` shows a session's start as the player reads a time."""

    lines = []
    count = len(found.sessions)
    shown = found.sessions[-SHOWN_SESSIONS:]
    if not found.sessions:
        lines.append("Aucune séance d'entraînement encore.")
    elif count == len(shown):
        lines += wrap(f"{count} séance{'s' if count > 1 else ''} d'entraînement, la plus "
                      "ancienne en premier :", "", width)
    else:  # years of evenings: the last ones, and what came before in one line
        earlier = found.sessions[:-SHOWN_SESSIONS]
        asked = sum(s.asked for s in earlier)
        right = sum(s.right for s in earlier)
        lines += wrap(f"{count}{GLUE}séances d'entraînement ; les {len(earlier)}{GLUE}plus "
                      f"anciennes : {right}{GLUE}juste{'s' if right > 1 else ''} sur "
                      f"{asked} ({round(100 * right / asked) if asked else 0} %) ; les "
                      f"{len(shown)}{GLUE}dernières, la plus ancienne en premier "
                      f"({glued('penel421', 'entrainement', '--json')} les donne toutes) :",
                      "", width)
    for s in shown:
        share = f"{round(100 * s.right / s.asked)} %" if s.asked else "—"
        lost = " ; ".join(
            f"perte {amount(SCALES[lost.scale], lost.loss)}"
            + (f" (vos cartes : {amount(SCALES[lost.scale], lost.own_loss)}, contre "
               f"{amount(SCALES[lost.scale], lost.real_loss)} en partie)" if lost.own else "")
            for lost in s.losses.values())
        memory = ("" if s.learnt is None or s.recall is None else
                  f" ; après : {s.learnt}{GLUE}carte{'s' if s.learnt > 1 else ''} "
                  f"apprise{'s' if s.learnt > 1 else ''}, souvenir probable "
                  f"{percent(s.recall, 0)}")
        lines += wrap(f"  {when(s.started)}  {s.game:<6}  {s.right}{GLUE}juste"
                      f"{'s' if s.right > 1 else ''} sur {s.asked} ({share}) ; {lost}{memory}.",
                      "    ", width)
    # a count stays with its word: « 1 leurre », « 60 du paquet »
    lines += ["", *wrap(
        f"Cartes : {found.due_today}{GLUE}à revoir aujourd'hui, {found.due_tomorrow}{GLUE}d'ici "
        f"demain ; {found.learning}{GLUE}en cours, {found.learnt}{GLUE}apprise"
        f"{'s' if found.learnt > 1 else ''} ; jamais vues : {found.new_errors}{GLUE}de vos "
        f"erreurs, {found.new_herrings}{GLUE}leurre{'s' if found.new_herrings > 1 else ''} "
        f"(vos bons choix), {found.new_starter}{GLUE}du paquet de départ.", "", width)]
    if found.recall is not None:
        lines += wrap(f"Des cartes déjà vues, vous vous souviendriez aujourd'hui de "
                      f"{percent(found.recall, 0)} (selon FSRS, le calendrier d'Anki).", "",
                      width)
    return lines
