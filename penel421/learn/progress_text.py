"""``penel421 progres`` in French and in JSON: each person's games, charts, opponents.

For each person: their games in order, one line each (its number in the
journal, its date, its decisions, the loss per decision on each scale, the
rating in words, the luck of the dice); then, on each scale, a chart of
the loss per decision over the games and one of the luck, each with its
moving average over :data:`~.progress.WINDOW` games (:mod:`penel421.console.trend`);
then the same figures against each opponent, and the training's share of
right answers, session by session.  Everything within the terminal's width
(40 columns at least), cut between words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..console.analysis_text import amount
from ..console.french import number
from ..console.trend import PEN_ASCII, PEN_BLOCKS, Pen, sparkline, trend_chart
from ..console.wrap import GLUE, fit
from ..strategies.worth import Scale
from .progress import (
    WINDOW,
    GameFigures,
    PersonProgress,
    dice_luck,
    moving_average,
    rating_of_added,
    totals,
)
from .scales import SCALES


def _per_decision(scale: Scale, loss: float) -> str:
    return f"{amount(scale, loss, decimals=2)} par choix"


def _where(scale: Scale, scales: Sequence[str]) -> str:
    """Which part of the games a figure is about: its unit tells it (points
    of the game's chance, solved for two and for three players; jetons of
    the round), no number of players."""
    return ""


def game_line(figures: GameFigures, when: Callable[[str], str]) -> str:
    """One game: number, day, decisions, loss per decision, rating, luck (a
    game weighed on two scales gives both: their units tell them apart)."""
    parts = figures.player.parts
    if len(parts) == 1:  # most games: one scale
        (part,) = parts
        scale = part.scale
        luck = part.luck if figures.player.net_luck is None else figures.player.net_luck
        items = [f"{figures.game:>5}", when(figures.started), f"{part.decisions} choix",
                 f"perte {amount(scale, part.mean_loss, decimals=2)}", figures.player.rating,
                 f"dés {amount(scale, luck, signed=True)}"]
        if not part.decisions:
            del items[3]
    else:
        items = [f"{figures.game:>5}", when(figures.started),
                 f"{sum(part.decisions for part in parts)} choix"]
        items += [f"perte {amount(part.scale, part.mean_loss, decimals=2)}"
                  for part in parts if part.decisions]
        items.append(figures.player.rating)
        items += [f"dés {amount(part.scale, part.luck, signed=True)}" for part in parts
                  if part.decisions or round(part.luck * part.scale.factor, 1) != 0]
    if not figures.finished:
        items.append("interrompue")
    # a line is cut after a ·, never before, nor inside an item
    return f"{GLUE}· ".join(items).replace(" ", GLUE).replace(f"·{GLUE}", "· ")


def _fitted(text: str, width: int, indent: str) -> list[str]:
    """``text`` cut between words (:func:`~penel421.console.wrap.fit`), at
    once when it fits already (the thousands of games of a long journal)."""
    if len(text) <= width:
        return [text.replace(GLUE, " ")]
    return fit(text, width, indent)


def totals_line(label: str, games: Sequence[GameFigures], scales: Sequence[str]) -> str:
    """What ``games`` add up to: their count, loss per decision, rating, luck per game."""
    added, luck = totals(games), dice_luck(games)
    items = [f"{len(games)} partie{'s' if len(games) > 1 else ''}"]
    for name in scales:
        part = added.get(name)
        if part is not None and part.decisions:
            items.append(_per_decision(part.scale, part.mean_loss) + _where(part.scale, scales))
    items.append(f"niveau « {rating_of_added(added)} »")
    for name in scales:
        if name in luck and games:
            scale = SCALES[name]
            items.append(f"dés {amount(scale, luck[name] / len(games), signed=True)}"
                         f" par partie{_where(scale, scales)}")
    return f"{label} : " + ", ".join(items) + "."


def person_lines(person: PersonProgress, width: int, blocks: bool,
                 when: Callable[[str], str]) -> list[str]:
    """One person's progress (see the module's docstring)."""
    pen = PEN_BLOCKS if blocks else PEN_ASCII
    scales = person.scales
    lines = fit(totals_line(f"{person.name} ({person.game})", person.games, scales), width,
                "  ")
    lines += fit("Partie par partie, la plus ancienne en premier (la perte : par choix ; "
                 "les dés : leur chance) :", width)
    for figures in person.games:
        lines += _fitted("  " + game_line(figures, when), width, "    ")
    for name in scales:
        scale = SCALES[name]
        unit = scale.unit[1]
        series = person.series(name)
        values = [value for _, value in series]
        where = _where(scale, scales)
        count = f"{len(values)} partie{'s' if len(values) > 1 else ''}"
        lines += [""] + fit(f"Perte par choix, en {unit}{where} ({count}) :", width)
        lines += _chart(values, scale, width, pen)
        luck = [value for _, value in person.luck_series(name)]
        yours = ("les vôtres moins ceux de l'adversaire" if scale.game_chance and
                 any(g.player.net_luck is not None for g in person.games) else "vos lancers")
        lines += [""] + fit(f"Chance des dés, en {unit}{where} ({yours}) :", width)
        lines += _chart(luck, scale, width, pen, marked=False)
    if person.against:
        lines += ["", "Contre chaque adversaire :"]
        for opponent, games in sorted(person.against.items()):
            lines += fit("  " + totals_line(opponent, games, scales), width, "    ")
    if person.training:
        asked = sum(s.asked for s in person.training)
        right = sum(s.right for s in person.training)
        sessions = len(person.training)
        shares = [s.right / s.asked if s.asked else 0.0 for s in person.training]
        lines += [""] + fit(
            f"Entraînement : {sessions} séance{'s' if sessions > 1 else ''}, {right} bonne"
            f"{'s' if right > 1 else ''} réponse{'s' if right > 1 else ''} sur {asked} "
            f"({round(100 * right / asked)} %) ; par séance, de 0 à 100 % :", width)
        lines.append("  " + sparkline(shares, 1.0, width - 2, pen))
        kept = [s for s in person.training if s.learnt is not None and s.recall is not None]
        if kept:
            last = kept[-1]
            assert last.learnt is not None and last.recall is not None
            most = max(s.learnt or 0 for s in kept)
            lines += [""] + fit(
                f"Cartes apprises, séance après séance, de 0 à {most} : {last.learnt} après la "
                f"dernière, dont vous vous souveniez à {round(100 * last.recall)} % :", width)
            lines.append("  " + sparkline([float(s.learnt or 0) for s in kept],
                                          float(max(most, 1)), width - 2, pen))
    return lines


def _chart(values: Sequence[float], scale: Scale, width: int, pen: Pen,
           marked: bool = True) -> list[str]:
    if not values:
        return ["  (aucune)"]
    def label(value: float) -> str:
        shown = value * scale.factor
        return "0" if not shown else number(shown, 2 if abs(shown) < 1 else 1)

    drawn, size = trend_chart(moving_average(values), values, label, width, pen=pen, marked=marked)
    per = "une colonne par partie" if size == 1 else f"une colonne pour {size} parties"
    mark = f" ; {pen.mark} : la partie, {pen.beyond} au-dessus" if marked else ""
    legend = f"{pen.up[8]} : la moyenne des {WINDOW} dernières parties{mark} ; {per}."
    return drawn + fit(legend, width, "  ")


def progress_lines(people: Sequence[PersonProgress], width: int, blocks: bool,
                   when: Callable[[str], str] = str) -> list[str]:
    """Every person's progress, one after another."""
    lines: list[str] = []
    for person in people:
        if lines:
            lines.append("")
        lines += person_lines(person, width, blocks, when)
    return lines


def _totals_dict(games: Sequence[GameFigures]) -> dict[str, object]:
    added, luck = totals(games), dice_luck(games)
    return {"games": len(games), "rating": rating_of_added(added),
            "totals": [{"scale": name, "decisions": p.decisions, "loss": p.loss,
                        "mean_loss": p.mean_loss, "luck": luck.get(name, 0.0)}
                       for name, p in added.items()]}


def progress_dict(people: Sequence[PersonProgress]) -> list[dict[str, object]]:
    """Every person's progress as plain JSON values."""
    found = []
    for person in people:
        averages = {name: moving_average([v for _, v in person.series(name)])
                    for name in person.scales}
        found.append({
            "person": person.name, "rules": person.game, **_totals_dict(person.games),
            "games_played": [{
                "game": g.game, "started": g.started, "finished": g.finished,
                "opponents": list(g.opponents), "rating": g.player.rating,
                "result": g.player.result, "net_luck": g.player.net_luck,
                "corrected": g.player.corrected,
                "parts": [{"scale": p.scale.name, "decisions": p.decisions,
                           "imprecisions": p.imprecisions, "errors": p.errors,
                           "blunders": p.blunders, "loss": p.loss, "mean_loss": p.mean_loss,
                           "luck": p.luck} for p in g.player.parts]} for g in person.games],
            "moving_average": {"window": WINDOW, **averages},
            "against": {opponent: _totals_dict(games)
                        for opponent, games in sorted(person.against.items())},
            "training": [{"started": s.started, "asked": s.asked, "right": s.right,
                          "learnt": s.learnt, "recall": s.recall} for s in person.training],
        })
    return found
