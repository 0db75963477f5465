"""The training's results over time: ``penel421 entrainement --bilan``.

Each session — its cards, its right answers, what its answers lost against
what the same positions cost in the games they come from — then the deck
as it stands: the cards due today and tomorrow, those being learnt, those
mastered, and those never asked.  Read from the journal's answers and
schedule; nothing is asked, nothing written.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta

from ..games import GAMES
from ..journal.text import safe
from .cards import Card
from .scales import SCALES
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


@dataclass(frozen=True)
class Bilan:
    """The training over time (see the module's docstring)."""

    sessions: tuple[SessionResult, ...]
    due_today: int
    due_tomorrow: int
    learning: int
    mastered: int
    new_errors: int
    new_herrings: int
    new_starter: int


def bilan_of(store: TrainingStore, game: str | None, whos: Sequence[str] | None,
             today: date) -> Bilan:
    """The training of ``game`` (None: both) of ``whos`` (None: everyone)."""
    sessions: dict[tuple[str, str], SessionResult] = {}
    for (started, played, scale, asked, right, loss, own, own_loss,
         real_loss) in store.training_sessions(game, whos):
        if scale not in SCALES or played not in GAMES:  # edited in the journal: left out
            continue
        key = (safe(str(started)), str(played))  # a session is shown as it reads
        result = sessions.setdefault(key, SessionResult(*key))
        result.asked += asked
        result.right += right
        result.losses[str(scale)] = Lost(str(scale), asked, float(loss), own, own_loss,
                                         real_loss)
    due_today, mastered, learning = store.schedule_counts(game, whos, today.isoformat())
    due_tomorrow = store.schedule_counts(game, whos,
                                           (today + timedelta(days=1)).isoformat())[0]
    errors, herrings = store.new_cards(game, whos)
    known = set().union(*(store.starter_keys(g) for g in (
        [game] if game else ["1987", "pascal"])))
    new_starter = sum(1 for card in starter_deck()
                      if game in (None, card.game) and card.key not in known)
    return Bilan(tuple(sorted(sessions.values(), key=lambda s: s.started)), due_today,
                 due_tomorrow, learning, mastered, errors, herrings, new_starter)


def card_dict(card: Card) -> dict[str, object]:
    """A card as ``--json`` writes it."""
    import json

    return {"card": card.id, "game": card.game, "person": card.person or None,
            "starter": card.starter, "herring": card.herring, "source": card.source,
            "position": json.loads(card.position), "answer": card.answer,
            "scale": card.scale.name, "loss": card.loss, "margin": card.margin,
            "seen": card.seen, "streak": card.streak, "due": card.due, "asked": card.asked}


def bilan_dict(found: Bilan) -> dict[str, object]:
    """The bilan as ``--json`` writes it."""
    return {
        "sessions": [{
            "started": s.started, "game": s.game, "asked": s.asked, "right": s.right,
            "losses": [{"scale": lost.scale, "cards": lost.cards, "loss": lost.loss,
                        "own_cards": lost.own, "own_loss": lost.own_loss,
                        "real_loss": lost.real_loss} for lost in s.losses.values()]}
            for s in found.sessions],
        "deck": {"due_today": found.due_today, "due_tomorrow": found.due_tomorrow,
                 "learning": found.learning, "mastered": found.mastered,
                 "new_errors": found.new_errors, "new_herrings": found.new_herrings,
                 "new_starter": found.new_starter},
    }


def bilan_lines(found: Bilan, when: Callable[[str], str] = str, width: int = 80) -> list[str]:
    """The bilan in French, one session a line, then the deck, within
    ``width`` columns; ``when`` shows a session's start as the player reads a time."""
    from ..console.analysis_text import amount, wrap
    from ..console.wrap import GLUE, glued

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
        lines += wrap(f"  {when(s.started)}  {s.game:<6}  {s.right}{GLUE}juste"
                      f"{'s' if s.right > 1 else ''} sur {s.asked} ({share}) ; {lost}.",
                      "    ", width)
    # a count stays with its word: « 1 leurre », « 60 du paquet »
    lines += ["", *wrap(
        f"Cartes : {found.due_today}{GLUE}à revoir aujourd'hui, {found.due_tomorrow}{GLUE}d'ici "
        f"demain ; {found.learning}{GLUE}en cours, {found.mastered}{GLUE}apprise"
        f"{'s' if found.mastered > 1 else ''} ; jamais vues : {found.new_errors}{GLUE}de vos "
        f"erreurs, {found.new_herrings}{GLUE}leurre{'s' if found.new_herrings > 1 else ''} "
        f"(vos bons choix), {found.new_starter}{GLUE}du paquet de départ.", "", width)]
    return lines
