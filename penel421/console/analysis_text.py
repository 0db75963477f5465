"""The analysis of a game in French: each decision weighed, each player's totals.

What :class:`~penel421.strategies.analysis.Analyst` found, as a player reads
it (``penel421 analyse``): one line per decision — the round, the player,
the dice, the answer and its figure, the best choice and its figure, the
loss with its mark — then one block per player: decisions, errors of each
class, loss, rating, the luck of the dice and, in 1987, the result corrected
for luck.  Within 80 columns.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Sequence

from ..strategies.analysis import Analyst, Decision, PlayerSummary, answer_text
from ..strategies.weigh import CLASS_NAMES, MARKS, Option, Scale
from .french import number, percent

#: An answer as the game's players type it (``Console.typed``).
Typed = Callable[[Sequence[int]], str]


def amount(scale: Scale, value: float, signed: bool = False, decimals: int = 1) -> str:
    """A loss or a luck in the scale's unit: '2,3 points', '−0,45 jeton'."""
    shown = value * scale.factor
    text = number(abs(shown), decimals)
    if signed:
        text = ("+" if shown >= 0 else "−") + text
    plural = abs(round(shown, decimals)) >= 2
    return f"{text} {scale.unit[plural]}"


def figure(scale: Scale, option: Option) -> str:
    """What a choice is worth: a chance of winning the game, or the expected
    jetons of the round with the chances of winning and losing it."""
    if scale.game_chance:
        return percent(option.value)
    jetons = -option.value
    text = f"{'+' if jetons >= 0 else '−'}{number(abs(jetons), 2)} j"
    if option.win_round is not None and option.lose_round is not None:
        text += (f" (gagne {percent(option.win_round, 0)},"
                 f" perd {percent(option.lose_round, 0)})")
    return text


def explain(scale: Scale) -> list[str]:
    """What the figures are and how errors are classed."""
    if scale.game_chance:
        what = ["Chiffres : la chance de gagner la partie de celui qui choisit, si les",
                "deux joueurs jouent parfaitement ensuite (exacte : la partie est résolue)."]
    else:
        what = ["Chiffres : les jetons que celui qui choisit peut attendre de la manche",
                "(+ : il en prend ou en reçoit), selon l'expert ; « estimé » quand",
                "l'expert suppose le jeu des joueurs suivants."]
    marks = ", ".join(f"{mark} {name} dès {amount(scale, threshold, decimals=2)}"
                      for mark, name, threshold in zip(MARKS, CLASS_NAMES, scale.thresholds,
                                                       strict=True))
    return [*what, *wrap(f"Perte d'un choix : {marks}.")]


WIDTH = 80


def wrap(text: str, indent: str = "") -> list[str]:
    """``text`` cut between words within 80 columns, the next lines indented."""
    return textwrap.wrap(text, WIDTH, subsequent_indent=indent or "  ",
                         break_on_hyphens=False)


def decision_lines(scale: Scale, decision: Decision, name: str,
                   typed: Typed = answer_text) -> list[str]:
    """One decision: who, the dice, the answer as typed and the best choice."""
    dice = "-".join(map(str, decision.dice))
    head = f"  {name[:12]:<12} {dice}  lancer {decision.throw}  "
    chosen = f"{typed(decision.rethrow)} {decision.chosen.words}"
    line = f"{head}{chosen} : {figure(scale, decision.chosen)}"
    if decision.loss <= 0.0:  # a best choice
        return [line + ("" if decision.exact else " estimé")]
    best = decision.best
    tail = (f"meilleur : {typed(best.rethrow(decision.dice))} {best.words} : "
            f"{figure(scale, best)} ; perte {amount(scale, decision.loss, decimals=2)}")
    if decision.mark:
        tail += f" {decision.mark}"
    if not decision.exact:
        tail += " estimé"
    return [line, *wrap(" " * 16 + tail, " " * 18)]


def summary_lines(scale: Scale, summary: PlayerSummary, name: str,
                  others_loss: float, person: bool) -> list[str]:
    """One player's totals, the luck of the dice and, in 1987, the corrected result;
    spoken to a ``person`` as vous."""
    your, yours = ("vos", "les vôtres") if person else ("ses", "les siens")
    errors = ", ".join(f"{count} {word}{'s' if count > 1 else ''}".replace(
        "grosse erreurs", "grosses erreurs")
        for count, word in zip(summary.errors, CLASS_NAMES, strict=True))
    lines = [f"{name} : {summary.decisions} décision{'s' if summary.decisions > 1 else ''}"
             f" ; {errors}.",
             f"  Perte : {amount(scale, summary.loss)} en tout, "
             f"{amount(scale, summary.mean_loss, decimals=2)} par décision : "
             f"niveau « {summary.rating} »."]
    if summary.net_luck is not None and summary.result is not None \
            and summary.corrected is not None:
        lines += wrap(f"  Les dés : {amount(scale, summary.net_luck, signed=True)} "
                      f"({yours} moins ceux de l'adversaire) ; {your} choix : "
                      f"{amount(scale, -summary.loss, signed=True)} ; ceux de "
                      f"l'adversaire : {amount(scale, others_loss, signed=True)}.", "    ")
        result = ("Résultat : " + ("gagnée" if summary.result >= 1 else "perdue")
                  if summary.result in (0.0, 1.0)
                  else f"Chance de gagner là où la partie s'arrête : {percent(summary.result)}")
        lines += wrap(f"  {result} ; résultat corrigé de la chance : "
                      f"{percent(summary.corrected)}.", "    ")
    else:
        lines.append(f"  {your.capitalize()} dés : "
                     f"{amount(scale, summary.luck, signed=True, decimals=2)} ; {your} choix : "
                     f"{amount(scale, -summary.loss, signed=True, decimals=2)}.")
    return lines


def analysis_lines(analyst: Analyst, names: Sequence[str], title: str,
                   kinds: Sequence[str], typed: Typed = answer_text) -> list[str]:
    """The whole analysis, as ``penel421 analyse`` prints it (``kinds``: each
    seat's 'personne', 'niveau' or 'robot'; ``typed``: how answers are typed)."""
    scale = analyst.scale
    lines = [*wrap(title), *explain(scale)]
    current = 0
    for decision in analyst.decisions:
        if decision.round != current:
            current = decision.round
            lines += ["", f"Manche {current}"]
        lines += decision_lines(scale, decision, names[decision.seat], typed)
    if not analyst.decisions:
        lines += ["", "Aucune décision à peser."]
    lines += ["", "Bilan (les dés : la chance après chaque lancer moins la chance avant)"]
    summaries = analyst.summary()
    for summary in summaries:
        others = sum(s.loss for s in summaries if s.seat != summary.seat)
        lines += summary_lines(scale, summary, names[summary.seat], others,
                               kinds[summary.seat] == "personne")
    return lines


def end_of_game_line(analyst: Analyst, seat: int, name: str) -> str:
    """One person's errors and loss, said at the end of a game."""
    scale = analyst.scale
    summary = analyst.summary()[seat]
    marks = " · ".join(f"{mark} {count}" for mark, count in zip(MARKS, summary.errors,
                                                                  strict=True))
    return (f"{name} : {summary.decisions} choix ; {marks} ; "
            f"perte {amount(scale, summary.loss, decimals=2)}.")
