"""The analysis of a game in French: each decision weighed, each player's totals.

What :class:`~penel421.analysis.analyst.Analyst` found, as a player reads
it (``penel421 analyse``): one line per decision — the round, the player,
the dice, the answer and its figure, the best choice and its figure, the
loss with its mark — then one block per player: decisions, errors of each
class, loss, rating, the luck of the dice and, in a game of two weighed in
chances of the game, the result corrected for luck.  Losses and luck are
told on each scale the game was weighed on (a pascal game of three or more
that ends with two players left: jetons, then points).  Within the width
it is given: the terminal's, 80 columns elsewhere.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Sequence

from ..analysis.analyst import Analyst
from ..analysis.decision import Decision
from ..analysis.figures import Figures, PlayerSummary
from ..analysis.overview import BOTH, CHOICES, DICE, NEITHER, Side, overview
from ..analysis.reason_text import same
from ..core.choice import typed_answer
from ..strategies.worth import CLASS_NAMES, MARKS, Option, Scale
from .french import number, of, percent
from .wrap import FRENCH_SPACE, GLUE

#: An answer as the game's players type it (``Console.typed``).
Typed = Callable[[Sequence[int]], str]


def amount(scale: Scale, value: float, signed: bool = False, decimals: int = 1) -> str:
    """A loss or a luck in the scale's unit: '2,3 points', '−0,45 jeton'."""
    shown = value * scale.factor
    text = number(abs(shown), decimals)
    if signed:
        text = ("+" if shown >= 0 else "−") + text
    plural = abs(round(shown, decimals)) >= 2
    return f"{text}{GLUE}{scale.unit[plural]}"


def total_decimals(scale: Scale) -> int:
    """The decimals of a total of luck or of choices, the same wherever it is
    shown (« En bref », « Bilan »): a point of chance with one, a jeton with two."""
    return 1 if scale.game_chance else 2


def figure(scale: Scale, option: Option) -> str:
    """What a choice is worth: a chance of winning the game, or the expected
    jetons of the round with the chances of winning and losing it."""
    if scale.game_chance:
        return percent(option.value)
    # as everywhere, a cost is a minus: −1,20 j, 1,2 jeton taken or received
    text = f"{'+' if option.value >= 0 else '−'}{number(abs(option.value), 2)}{GLUE}j"
    if option.win_round is not None and option.lose_round is not None:
        text += (f" (gagne{GLUE}{percent(option.win_round, 0)},"
                 f" perd{GLUE}{percent(option.lose_round, 0)})")
    return text


#: The width of the analysis where no terminal says another (a pipe, a file).
WIDTH = 80


def explain(scales: Sequence[Scale], two_players: bool, width: int = WIDTH) -> list[str]:
    """What the figures are and how errors are classed, on each of ``scales``
    (``two_players``: the game is one of two from its start)."""
    lines = []
    for scale in scales:
        if scale.game_chance and two_players:
            what = ("Chiffres : la chance de gagner la partie de celui qui choisit, si les "
                    "deux joueurs jouent parfaitement ensuite (exacte : la partie est résolue).")
        elif scale.game_chance:
            what = ("Chiffres en points : la chance de ne pas perdre la partie de celui "
                    "qui choisit, si chacun joue parfaitement ensuite (exacte : la partie "
                    "est résolue pour deux et pour trois joueurs).")
        elif len(scales) == 1:
            what = ("Chiffres : les jetons que celui qui choisit peut attendre de la manche "
                    "(− : il en prend ou en reçoit), chacun des joueurs suivants jouant "
                    "comme l'expert (exacts : la manche est résolue).")
        else:
            what = ("Chiffres en jetons : les jetons que celui qui choisit "
                    "peut attendre de la manche (− : il en prend ou en reçoit), chacun "
                    "des joueurs suivants jouant comme l'expert (exacts : la manche est "
                    "résolue).")
        marks = ", ".join(f"{mark} {name} dès {amount(scale, threshold, decimals=2)}"
                          for mark, name, threshold in zip(MARKS, CLASS_NAMES,
                                                           scale.thresholds, strict=True))
        lines += [*wrap(what, "", width, following=""),
                  *wrap(f"Perte d'un choix : {marks}.", "", width)]
    return lines


def wrap(text: str, indent: str = "", width: int = WIDTH,
         following: str | None = None) -> list[str]:
    """``text`` cut between words within ``width`` columns, the next lines
    indented by ``indent`` (two spaces if none, ``following`` instead if
    given); as in French typography, never just inside « » or before : ; ? !."""
    glued = FRENCH_SPACE.sub(GLUE, text)
    after = following if following is not None else (indent or "  ")
    return [line.replace(GLUE, " ") for line in textwrap.wrap(
        glued, width, subsequent_indent=after, break_on_hyphens=False)]


def answer(typed: str, words: str) -> str:
    """An answer as typed with its words, kept whole on a line: « 3. garder 1-1 »."""
    return f"{typed} {words}".replace(" ", GLUE)


def decision_lines(decision: Decision, name: str, typed: Typed = typed_answer,
                   width: int = WIDTH) -> list[str]:
    """One decision: who, the dice, the answer as typed and the best choice;
    with every choice kept (``analyse --choix``), each of them too."""
    return _decision_lines(decision, name, typed, width) + choice_lines(decision, typed, width)


def choice_lines(decision: Decision, typed: Typed = typed_answer, width: int = WIDTH) -> list[str]:
    """Every choice of ``decision``, best first, with its worth and its loss,
    and why a best choice made beats the next best (where they were kept)."""
    if not decision.options:
        return []
    scale, best = decision.scale, decision.options[0].value
    lines = []
    if decision.best_reason is not None:
        lines += wrap(" " * 16 + f"pourquoi : {decision.best_reason.shown}", " " * 18, width)
    lines += wrap(" " * 16 + "tous les choix :", " " * 18, width)
    for rank, option in enumerate(decision.options, 1):
        loss = best - option.value
        lost = "" if same(scale, loss) else f" ; perte {amount(scale, loss, decimals=2)}"
        shown = answer(typed(option.rethrow(decision.dice)), option.words)
        lines += wrap(" " * 18 + f"{rank}.{GLUE}{shown} : {figure(scale, option)}{lost}",
                      " " * 22, width)
    return lines


def _decision_lines(decision: Decision, name: str, typed: Typed, width: int) -> list[str]:
    scale = decision.scale
    dice = "-".join(map(str, decision.dice))
    head = f"  {name[:12]:<12} {dice}  lancer {decision.throw}  "
    chosen = answer(typed(decision.rethrow), decision.chosen.words)
    line = f"{head}{chosen} : {figure(scale, decision.chosen)}"
    if decision.loss <= 0.0:  # a best choice
        return wrap(line, " " * 16, width)
    if same(scale, decision.loss):  # worth the best at the precision shown: no « meilleur »
        return wrap(f"{line} ; ces choix se valent", " " * 16, width)
    best = decision.best
    best_answer = answer(typed(best.rethrow(decision.dice)), best.words)
    tail = (f"meilleur : {best_answer} : "
            f"{figure(scale, best)} ; perte {amount(scale, decision.loss, decimals=2)}")
    if decision.mark:
        tail += f" {decision.mark}"
    lines = [*wrap(line, " " * 16, width), *wrap(" " * 16 + tail, " " * 18, width)]
    if decision.reason is not None:
        lines += wrap(" " * 16 + f"pourquoi : {decision.reason.shown}", " " * 18, width)
    return lines


def summary_lines(summary: PlayerSummary, name: str, others_loss: float,
                  person: bool, width: int = WIDTH) -> list[str]:
    """One player's totals, the luck of the dice and, in a game of two weighed
    in chances of the game, the corrected result; spoken to a ``person`` as vous."""
    your, yours = ("vos", "les vôtres") if person else ("ses", "les siens")
    errors = ", ".join(f"{count} {word}{'s' if count > 1 else ''}".replace(
        "grosse erreurs", "grosses erreurs")
        for count, word in zip(summary.errors, CLASS_NAMES, strict=True))
    parts = summary.parts
    if not summary.decisions:  # nothing chosen: no loss, and no rating either
        lines = wrap(f"{name} : aucune décision à peser.", "", width)
    else:
        lines = wrap(f"{name} : {summary.decisions} "
                     f"décision{'s' if summary.decisions > 1 else ''} ; {errors}.", "", width)
    losses = " ; ".join(
        f"{amount(p.scale, p.loss, decimals=total_decimals(p.scale))} en tout, "
        f"{amount(p.scale, p.mean_loss, decimals=2)} "
        f"par décision{part_words(p, parts)}" for p in parts if p.decisions)
    if summary.decisions:
        lines += wrap(f"  Perte : {losses} : niveau « {summary.rating} ».", "    ", width)
    if summary.net_luck is not None and summary.result is not None \
            and summary.corrected is not None:
        scale = summary.single.scale
        lines += wrap(f"  Les dés : {amount(scale, summary.net_luck, signed=True)} "
                      f"({yours} moins ceux de l'adversaire) ; {your} choix : "
                      f"{amount(scale, -summary.loss, signed=True)} ; ceux de "
                      f"l'adversaire : {amount(scale, others_loss, signed=True)}.", "    ",
                      width)
        result = ("Résultat : " + ("gagnée" if summary.result >= 1 else "perdue")
                  if summary.result in (0.0, 1.0)
                  else f"Chance de gagner là où la partie s'arrête : {percent(summary.result)}")
        lines += wrap(f"  {result} ; résultat corrigé de la chance : "
                      f"{percent(summary.corrected)}.", "    ", width)
    else:
        choices = "" if not summary.decisions else f" ; {your} choix : " + ", ".join(
            amount(p.scale, -p.loss, signed=True, decimals=total_decimals(p.scale))
            + part_words(p, parts) for p in parts if p.decisions)
        lines += wrap(f"  {your.capitalize()} dés : " + ", ".join(
            amount(p.scale, p.luck, signed=True, decimals=total_decimals(p.scale))
            + part_words(p, parts)
            for p in shown_parts(parts)) + choices + ".", "    ", width)
    return lines


def part_words(part: Figures, parts: Sequence[Figures]) -> str:
    """Which part of the game a figure is about, where there are several:
    nothing, its unit tells it (points of the game's chance, jetons of the
    round; a game of three is solved for the game too, so no number of
    players can be said of a scale)."""
    return ""


def shown_parts(parts: Sequence[Figures]) -> list[Figures]:
    """The parts a player's figures are told on: those with a decision or
    with luck that shows (a scale the game met only in others' turns says
    nothing of him), at least one."""
    found = [p for p in parts if p.decisions or round(p.luck * p.scale.factor, 2) != 0]
    return found or list(parts[:1])


def analysis_lines(analyst: Analyst, names: Sequence[str], title: str,
                   kinds: Sequence[str], typed: Typed = typed_answer,
                   width: int = WIDTH) -> list[str]:
    """The whole analysis, as ``penel421 analyse`` prints it (``kinds``: each
    seat's 'personne', 'niveau' or 'robot'; ``typed``: how answers are typed),
    cut between words within ``width`` columns."""
    lines = [*wrap(title, "", width), *overview_lines(analyst, names, kinds, typed, width), "",
             *explain(analyst.scales, analyst.players == 2, width)]
    current = 0
    for decision in analyst.decisions:
        if decision.round != current:
            current = decision.round
            lines += ["", f"Manche {current}"]
        lines += decision_lines(decision, names[decision.seat], typed, width)
    if not analyst.decisions:
        lines += ["", "Aucune décision à peser."]
    lines += ["", *wrap("Bilan (les dés : la chance après chaque lancer moins la chance "
                        "avant)", "", width, following="")]
    summaries = analyst.summary()
    for summary in summaries:
        others = (sum(s.loss for s in summaries if s.seat != summary.seat)
                  if summary.result is not None else 0.0)
        if analyst.players > 2 and summary.others_choices is not None:
            others = summary.others_choices  # what the others' choices did to his chance
        lines += summary_lines(summary, names[summary.seat], others,
                               kinds[summary.seat] == "personne", width)
    return lines


def end_of_game_line(analyst: Analyst, seat: int, name: str) -> str:
    """One person's errors and loss, said at the end of a game."""
    summary = analyst.summary()[seat]
    if not summary.decisions:
        return f"{name} : aucun choix à peser."
    # a mark stays with its count, and a line is never cut before a ·
    marks = f"{GLUE}· ".join(f"{mark}{GLUE}{count}" for mark, count in zip(
        MARKS, summary.errors, strict=True))
    losses = " et ".join(amount(p.scale, p.loss, decimals=2) + part_words(p, summary.parts)
                         for p in summary.parts if p.decisions)
    return f"{name} : {summary.decisions}{GLUE}choix ; {marks} ; perte {losses}."


# --- at a glance ----------------------------------------------------------------

#: The verdict for the player who lost, and for any other, by verdict;
#: ``{your}`` is 'vos' or 'ses', ``{you}`` 'vous' or 'lui'.
LOST_BY = {DICE: "perdue surtout aux dés", CHOICES: "perdue surtout sur {your} choix",
           BOTH: "perdue aux dés et sur {your} choix",
           NEITHER: "perdue sans que les dés ni {your} choix y pèsent beaucoup"}
COST_BY = {DICE: "ce sont surtout les dés qui {you} ont coûté",
           CHOICES: "ce sont surtout {your} choix qui {you} ont coûté",
           BOTH: "les dés comme {your} choix {you} ont coûté",
           NEITHER: "ni les dés ni {your} choix ne {you} ont coûté beaucoup"}
#: Where neither cost much and the dice gave more than they took.
HELPED = "les dés {you} ont aidé, {your} choix n'ont presque rien coûté"


def units_line(scales: Sequence[Scale], two_players: bool) -> str:
    """What a point (and a jeton) of the figures is, in a few words."""
    found = []
    for scale in scales:
        if scale.game_chance:
            what = "gagner" if two_players and len(scales) == 1 else "ne pas perdre"
            found.append(f"un point, c'est 1 % de chance de {what} la partie")
        else:
            found.append("les jetons sont ceux que la manche fait prendre ou "
                         "donner, en moyenne")
    text = " ; ".join(found)
    return text[0].upper() + text[1:] + "."


def overview_items(analyst: Analyst, seat: int, names: Sequence[str], person: bool,
                   typed: Typed = typed_answer) -> list[str]:
    """One player's game at a glance, as sentences to be cut at the screen's
    width: the costliest choice (and why the best was better), the unluckiest
    and the luckiest throw, the verdict (:mod:`penel421.analysis.overview`)."""
    seen = overview(analyst, seat)
    your, you = ("vos", "vous") if person else ("ses", "lui")
    if not any(d.seat == seat for d in analyst.decisions) and \
            not any(t.seat == seat for t in analyst.throws):
        return ["Aucun lancer ni aucune décision à peser."]
    items = []
    decision = seen.costliest
    if decision is None and not any(d.seat == seat for d in analyst.decisions):
        items.append(f"Aucune décision à peser : {you} n'avez rien eu à choisir."
                     if person else "Aucune décision à peser.")
    elif decision is None:
        items.append(f"Chacun de {your} choix était le meilleur.")
    else:
        scale, best = decision.scale, decision.best
        dice = "-".join(map(str, decision.dice))
        mark = f" {decision.mark}" if decision.mark else ""
        items.append(
            f"Le choix le plus coûteux : manche{GLUE}{decision.round}, {dice} au "
            f"lancer{GLUE}{decision.throw}, "
            f"{answer(typed(decision.rethrow), decision.chosen.words)} : "
            f"{figure(scale, decision.chosen)} ; meilleur : "
            f"{answer(typed(best.rethrow(decision.dice)), best.words)} : {figure(scale, best)} ; "
            f"perte {amount(scale, decision.loss, decimals=2)}{mark or '.'}")
        if decision.reason is not None:
            items.append(f"Pourquoi : {decision.reason.shown}")
    throws = []
    for moment, words in ((seen.unluckiest, "le pire"), (seen.luckiest, "le meilleur")):
        if moment is None:
            continue
        throw = moment.throw
        whose = "" if throw.seat == seat else " " + of(names[throw.seat])
        when = "barrage" if throw.barrage else f"lancer{GLUE}{throw.throw}"
        luck = amount(throw.scale, moment.luck, signed=True,
                      decimals=total_decimals(throw.scale))
        throws.append(f"{words}, {'-'.join(map(str, throw.dice))}{whose} "
                      f"(manche{GLUE}{throw.round}, {when}), {luck}")
    if throws:
        items.append(f"Les dés : {' ; '.join(throws)}.")
    sides = seen.sides
    shown = [s for s in sides if round(s.dice * s.scale.factor, 1) != 0
             or round(s.choices * s.scale.factor, 1) != 0] or list(sides[:1])
    dice = ", ".join(amount(s.scale, s.dice, signed=True, decimals=total_decimals(s.scale))
                     + _side_words(s.scale, sides) for s in shown)
    choices = ", ".join(amount(s.scale, -s.choices, signed=True,
                               decimals=total_decimals(s.scale))
                        + _side_words(s.scale, sides) for s in shown)
    if seat == analyst.loser:
        said = LOST_BY[seen.verdict]
    else:
        won = analyst.loser is not None and analyst.players == 2
        said = ("gagnée ; " if won else "") + COST_BY[seen.verdict]
    if seen.verdict == NEITHER and seen.helped:
        said = said.replace(COST_BY[NEITHER], HELPED)
    said = said.format(your=your, you=you)
    items.append(f"Verdict : {said} (les dés : {dice} ; {your} choix : {choices}).")
    return items


def _side_words(scale: Scale, sides: Sequence[Side]) -> str:
    """Which part of the game a figure is about: its unit tells it (see
    :func:`part_words`)."""
    return ""


def overview_lines(analyst: Analyst, names: Sequence[str], kinds: Sequence[str],
                   typed: Typed = typed_answer, width: int = WIDTH) -> list[str]:
    """The game at a glance for each person (for each seat when no person
    played), as ``penel421 analyse`` prints it before the detail."""
    people = [seat for seat, kind in enumerate(kinds) if kind == "personne"] \
        or list(range(analyst.players))
    lines = [*wrap(units_line(analyst.scales, analyst.players == 2), "", width)]
    for seat in people:
        lines += ["", *wrap(f"En bref, pour {names[seat]} :", "", width)]
        for item in overview_items(analyst, seat, names, kinds[seat] == "personne", typed):
            lines += wrap("  " + item, "    ", width)
    return lines
