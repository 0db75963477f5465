"""The 1987 voice: the listing's capitals without accents, 40 columns.

Every line is what ``original/421.bas`` prints, in capitals without accents, at most 40
columns, each sentence cut where a BASIC programmer would have cut it: the
two programs are compared line for line by ``tests/original/test_listing.py``.
Numbers are printed as BASIC prints them (``PRINT "PIOCHE:";P`` gives
``PIOCHE: 11``).  At a keyboard the questions take one key each, without
Enter, as the listing reads them with ``INPUT$(1)``; from a pipe, lines.
What the listing does not have prints only when asked for: ``?`` at RELANCER
(the expert's advice and why; the listing answers that it is penel421's),
``--hints``, ``--tuteur``, ``--real-dice`` and the training, each said here
in the listing's capitals.  The 1987 game's screen, seat 0 ("VOUS") against
the computer, seat 1, is :mod:`penel421.console.screens.game1987`.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from fractions import Fraction

from ...analysis.advice import Advice
from ...analysis.decision import Decision
from ...analysis.reason_text import Reason, same
from ...core.choice import KEEP_ALL
from ...core.hands import Hand
from ...core.rules import RULES_1987, Rules
from ...core.seat import Seat
from ...core.state import Phase, TurnView
from ...strategies.worth import Option, Scale, Weighing
from ..answers import Refused
from ..french import number, percent
from ..terminal import Terminal
from ..wrap import GLUE, columns, fit, glued
from . import AdviceWords, TrainingWords, Voice, Work, dice_words

WIDTH = 40
YOU = 0  # the computer is seat 1
#: The one question the listing reads as a whole line (LINE INPUT).
NUMBER_PROMPT = "NUMERO DE LA PARTIE (1 A 32767) ? "
OPENER_PROMPT = "QUI COMMENCE (1=VOUS 2=ORDINATEUR) ? "

BANNER = [
    "*" * WIDTH,
    "                  421",
    "    SCIENCE & VIE N. 834 - MARS 1987",
    "      UN PROGRAMME DE H.-P. PENEL",
    "*" * WIDTH,
]
RULES_TEXT = [
    "VOUS JOUEZ CONTRE L'ORDINATEUR AVEC 3",
    "DES ET 11 PIONS. LE GAGNANT D'UNE MANCHE",
    "FAIT PRENDRE DES PIONS AU PERDANT : QUI",
    "FINIT AVEC LES 11 PIONS A PERDU.",
    "LE PREMIER JOUEUR LANCE 1, 2 OU 3 FOIS ;",
    "L'AUTRE LANCE AUTANT DE FOIS AU PLUS.",
    "A RELANCER, TAPEZ LES NUMEROS DES DES A",
    "RELANCER PUIS UN POINT (EX. 13.), OU 0",
    "POUR LES GARDER. PAS BESOIN D'ENTREE.",
    # (nothing of penel421 until the player asks: ? gives the advice, H tells of it)
    "TAPEZ H POUR L'AIDE.",
]
REAL_DICE_TEXT = [
    "LES DES SONT LANCES SUR LA TABLE : LE",
    "PROGRAMME DEMANDE LEURS VALEURS, AUSSI",
    "POUR L'ORDINATEUR.",
]
#: Said once, at the start, on a terminal narrower than the listing's screen.
NARROW_TEXT = ("ATTENTION : LE JEU DE 1987 S'ECRIT SUR 40 COLONNES, ET CE TERMINAL EN A "
               "MOINS : DES LIGNES Y SERONT COUPEES. ELARGISSEZ-LE.")
HELP_TEXT = [
    "A CHAQUE QUESTION, TAPEZ UNE TOUCHE :",
    " H OU A  CETTE AIDE",
    " Q       QUITTER LE JEU",
    " ?       A RELANCER : LE CONSEIL DE",
    "         L'EXPERT (AJOUT DU PORTAGE)",
    "A RELANCER : LES DES A RELANCER PUIS",
    "UN POINT (EX. 13.), OU 0 POUR TOUT",
    "GARDER ; RETOUR ARRIERE EFFACE UN DE.",
    "LES MAINS, DE LA MEILLEURE, ET LES PIONS",
    "QU'ELLES FONT PRENDRE :",
    " 421 ..................... 7",
    " BRELAN, 666 A 111 ....... 6 A 1",
    " DEUX AS, 611 A 211 ...... 6 A 2",
    " SUITE, 654 A 321 ........ 2",
    " AUTRE, PAR SON NOMBRE ... 1",
    "EGALITE : BARRAGE, UN LANCER CHACUN.",
    "LE PERDANT PREND CE QUE VAUT LA MAIN DU",
    "GAGNANT : A LA PIOCHE, PUIS AU GAGNANT.",
    "LE PERDANT OUVRE LA MANCHE SUIVANTE ET Y",
    "FIXE LE NOMBRE DE LANCERS (1 A 3).",
    "QUI A LES 11 PIONS A PERDU.",
]
#: How each refusal reads, by its kind (see :class:`~penel421.console.answers.Refused`).
REFUSALS = {
    "rethrow": ["? TAPEZ LES DES A RELANCER (EX. 13.)",
                "  OU 0 POUR TOUT GARDER. AIDE : TAPEZ H"],
    "too long": ["? REPONSE TROP LONGUE. AIDE : TAPEZ H"],
    "zero alone": ["? LE 0 SE TAPE SEUL : IL GARDE TOUT.",
                   "  AIDE : TAPEZ H"],
    "no such die": ["? PAS DE DE {value} : LES DES SONT 1, 2, 3.",
                    "  AIDE : TAPEZ H"],
    "twice": ["? NOMMEZ CHAQUE DE UNE SEULE FOIS.",
              "  AIDE : TAPEZ H"],
    "faces": ["? TAPEZ LES VALEURS DES {dice}, DE 1 A 6.",
              "  AIDE : TAPEZ H"],
    "choice": ["? TAPEZ 1 OU 2. AIDE : TAPEZ H"],
    "number": ["? TAPEZ UN NOMBRE DE 1 A 32767.", "  AIDE : TAPEZ H ET ENTREE"],
    "yes or no": ["? REPONDEZ O OU N. AIDE : TAPEZ H"],
}


def percent_1987(chance: Fraction | float | None) -> str:
    """A chance as the 1987 screen prints it: '23,5 %', 'PLUS DE 99,9 %'."""
    return percent(chance).upper()


def whole_percents(line: str) -> str:
    """``line`` with 'PLUS DE 99,9 %' kept on one line when it is cut."""
    return line.replace("PLUS DE ", f"PLUS{GLUE}DE{GLUE}").replace(
        "MOINS DE ", f"MOINS{GLUE}DE{GLUE}")


def basic(text: str) -> str:
    """Capitals without accents, as a 1987 machine printed them; the words
    glued together (:data:`~penel421.console.wrap.GLUE`) stay so."""
    def plain(part: str) -> str:
        letters = unicodedata.normalize("NFKD", part)
        return "".join(c for c in letters if not unicodedata.combining(c)).upper()
    return GLUE.join(plain(part) for part in text.split(GLUE))


#: What a message may hold that is typed as it is, in its own case: a
#: command of penel421 with its options, or a path.
TYPED_AS_IS = re.compile(
    r"penel421(?:[ \xa0](?:reprendre|parties|analyse|progres)(?:[ \xa0]\d+)?)?"
    r"(?:[ \xa0]--[a-z-]+(?:[ \xa0][^\s-]\S*)?)*|[^\s\"]*[/\\][^\s\"]*")
#: What a 1987 screen wrote for the typography of today.
OLD_TYPOGRAPHY = {"n°": "N.", "« ": '"', " »": '"', "«": '"', "»": '"', "—": "-", "–": "-",
                  "…": "...", "’": "'", "·": "."}


def capitals(text: str) -> str:
    """A message of penel421 in the listing's capitals (:func:`basic`);
    a command or a path keeps its case, to be typed as it is written."""
    for new, old in OLD_TYPOGRAPHY.items():
        text = text.replace(new, old)
    out, at = [], 0
    for found in TYPED_AS_IS.finditer(text):
        out += [basic(text[at:found.start()]), found.group()]
        at = found.end()
    return "".join(out) + basic(text[at:])


def plural(count: int, word: str) -> str:
    """'1 PION', '3 PIONS' (the listing's lines, printed as they are: a
    sentence cut by :func:`fit` glues the two, see :meth:`Training1987.count`)."""
    return f"{count} {word}{'S' if count > 1 else ''}"


def title_line(title: str, fill: str) -> str:
    """A title centred in a 40-column line of ``fill``, the odd one on the right."""
    title = f" {title} "
    left = (WIDTH - len(title)) // 2
    return fill * left + title + fill * (WIDTH - len(title) - left)


def hand_name(hand: Hand) -> str:
    """'421', 'BRELAN DE 6', '6 ET DEUX AS', 'SUITE 321', 'COUP QUELCONQUE 632'."""
    return basic(RULES_1987.table[hand].name)


#: How to answer a card, on the listing's screen.
CARD_TEXT = [
    "REPONDEZ COMME EN PARTIE : LES DES A",
    "RELANCER PUIS UN POINT (EX. 13.), OU 0",
    "POUR TOUT GARDER. ? NE DONNE PAS LE",
    "CONSEIL : LA REPONSE VIENT APRES LA",
    "VOTRE. Q : QUITTER.",
]


class Voice1987(Voice):
    """The listing's voice, at its table of two: VOUS and the ORDINATEUR
    (:func:`~penel421.play.table.seats_1987`, the session's)."""

    again_prompt = "UNE AUTRE PARTIE (O/N) ? "
    quit_prompt = "QUITTER LE JEU (O/N) ? "
    training_quit_prompt = "QUITTER L'ENTRAINEMENT (O/N) ? "
    tutor_prompt = "CONFIRMER CE CHOIX (O/N) ? "
    goodbye = "AU REVOIR."
    pause_prompt = "TAPEZ UNE TOUCHE POUR CONTINUER."
    #: (the listing's, as ``penel421 --basic`` holds its screen: see original/README.md)
    more_prompt = "-- LA SUITE : APPUYEZ SUR UNE TOUCHE --"
    one_key_answers = True

    def __init__(self, terminal: Terminal, rules: Rules, seats: Sequence[Seat],
                 real_dice: bool = False) -> None:
        super().__init__(terminal, rules, seats, real_dice)
        self.advice = Advice1987(self)
        self.training = Training1987(self)

    def print(self, text: str = "", style: str | None = None) -> None:
        """One line of the listing's screen."""
        self.term.say(self.term.paint(text, style) if style else text)

    def say(self, text: str = "", indent: str = "", style: str | None = None) -> None:
        """A sentence of penel421's own, in the listing's capitals, cut
        between words within its 40 columns; its next lines are indented by
        two, as every sentence's of the listing (``indent`` is not its way)."""
        for line in fit(basic(text), WIDTH, "  "):
            self.print(line, style)

    def notice(self, text: str) -> None:
        """In the listing's capitals, within its 40 columns."""
        for line in fit(capitals(text), min(WIDTH, columns(self.term.out)), "  "):
            self.print(line)

    def say_kept(self, command: str) -> None:
        self.notice(f"Partie gardée : {glued(*command.split(' '))}")

    #: The games of a session named after its goodbye, the last ones.
    ANALYSED_SHOWN = 5

    def say_analysed(self, kept: Sequence[tuple[int | None, str]]) -> None:
        """After the listing's own end (``AU REVOIR.``), what comes after in
        its voice, within its 40 columns: each game by the number its screen
        showed (PARTIE 421), and the command with its number in the journal,
        the one to type (in small letters: it is typed as it is, as
        :meth:`say_kept`'s)."""
        if not kept:
            return
        self.print("L'ANALYSE DE L'EXPERT, COUP PAR COUP :")
        for tirage, command in kept[-self.ANALYSED_SHOWN:]:
            game = "DES REELS" if tirage is None else f"PARTIE {tirage}"
            for line in fit(f"{game} : {glued(*command.split(' '))}", WIDTH, "  "):
                self.print(line)
        if len(kept) > self.ANALYSED_SHOWN:
            self.print("LES AUTRES : penel421 parties")

    def refuse(self, refusal: Refused) -> None:
        dice = plural(refusal.value or 0, "DE").replace("1 DE", "DU DE")
        for line in REFUSALS.get(refusal.kind, REFUSALS["rethrow"]):
            self.print(line.format(value=refusal.value, dice=dice), "error")

    def show_help(self) -> None:
        self.print(title_line("AIDE", "-"))
        for line in HELP_TEXT:
            self.print(line)
        self.print("-" * WIDTH)

    def say_reason(self, reason: Reason, style: str) -> None:
        """Why the best choice is best, cut at the listing's 40 columns."""
        for line in fit(f"POURQUOI : {reason.shown_capitals}", WIDTH):
            self.print(line, style)

    def working_words(self, work: Work, view: TurnView) -> str:
        if work is Work.DECISION:
            return "L'ORDINATEUR REFLECHIT..."
        return "CALCUL DES CHANCES..."

    @staticmethod
    def typed(rethrow: Sequence[int]) -> str:
        """The 1987 way: the positions and a point, ``13.``; 0 alone."""
        return "".join(map(str, rethrow)) + "." if rethrow else KEEP_ALL

    def rethrow_prompt(self, view: TurnView) -> str:
        return "RELANCER (1,2,3 OU 0) ? "

    def faces_prompt(self, seat: int, positions: tuple[int, ...]) -> str:
        dice = basic(dice_words(positions))
        values = "VALEUR" if len(positions) == 1 else "VALEURS"
        if seat == YOU:
            return f"LANCEZ {dice} : {values} ? "
        return f"POUR L'ORDINATEUR, LANCEZ {dice} ? "


class Advice1987(AdviceWords):
    """The advice and the tutor in the listing's capitals: what the listing
    does not have, said as it would have said it."""

    def __init__(self, voice: Voice1987) -> None:
        self.voice = voice

    def advice(self, rethrow: Sequence[int], words: str) -> None:
        self.voice.print(f"CONSEIL : {self.voice.typed(rethrow)} ({basic(words)})", "title")

    def chances(self, advice: Advice, phase: Phase) -> None:
        self.voice.print("SI CHACUN JOUE ENSUITE EN EXPERT :", "title")
        line = f"MANCHE {percent_1987(advice.win_round)}   PARTIE {percent_1987(advice.win_game)}"
        if len(line) <= WIDTH:
            self.voice.print(line, "title")
        else:  # 'PLUS DE 99,9 %' for both: one a line
            self.voice.print(f"MANCHE {percent_1987(advice.win_round)}", "title")
            self.voice.print(f"PARTIE {percent_1987(advice.win_game)}", "title")
        if advice.equal:
            self.voice.print("CES CHOIX SE VALENT (AUCUNE RAISON", "title")
            self.voice.print("D'EN PREFERER UN).", "title")

    def cost(self, scale: Scale, best: Option, chosen: Option) -> None:
        loss = number(100 * (best.value - chosen.value), 1)
        self.voice.print(f"TUTEUR : CE CHOIX VOUS COUTE {loss} POINTS", "error")
        for line in fit(whole_percents(f"(PARTIE {percent_1987(chosen.value)} AU LIEU DE "
                                       f"{percent_1987(best.value)})."), WIDTH):
            self.voice.print(line, "error")

    def better(self, rethrow: Sequence[int], words: str) -> None:
        self.voice.print(f"MIEUX : {self.voice.typed(rethrow)} ({basic(words)}).", "error")

    def confirming(self, rethrow: Sequence[int], words: str) -> None:
        self.voice.say(f"VOTRE CHOIX : {glued(self.voice.typed(rethrow), f'({basic(words)}).')}")

    def reason(self, reason: Reason, style: str) -> None:
        self.voice.say_reason(reason, style)

    def every_choice_hint(self) -> None:
        self.voice.print("TAPEZ ? POUR TOUS LES CHOIX, CLASSES.")

    def every_choice(self, weighing: Weighing, dice: Sequence[int]) -> None:
        self.voice.print("TOUS LES CHOIX (PARTIE, PERTE) :", "title")
        best = weighing.best.value
        for rank, option in enumerate(weighing.options, 1):
            typed = self.voice.typed(option.rethrow(dice))
            loss = best - option.value
            lost = "" if same(weighing.scale, loss) else "-" + number(100 * loss, 2)
            line = (f"{rank:>2} {typed:<5}{basic(option.words):<14}"
                    f"{percent_1987(option.value):>7} {lost}")
            for cut in fit(whole_percents(line.rstrip()), WIDTH, "    "):
                self.voice.print(cut, "title")


class Training1987(TrainingWords):
    """The training in the listing's capitals, within its 40 columns."""

    def __init__(self, voice: Voice1987) -> None:
        self.voice = voice

    def start_title(self) -> None:
        self.voice.print(title_line("ENTRAINEMENT", "*"), "title")

    def cards(self, count: int, own: int) -> None:
        if own == count:
            mine = "toutes de vos parties"
        elif own:
            others = "l'autre" if count - own == 1 else "les autres"
            mine = f"{own} de vos parties, {others} du paquet de départ"
        else:
            mine = "du paquet de départ : les positions où un débutant perd le plus"
        self.voice.say(f"{glued(*plural(count, 'CARTE').split())}, {mine}.")

    def how_to_answer(self) -> None:
        for line in CARD_TEXT:
            self.voice.print(line)

    def say_help(self, paragraph: str) -> None:
        self.voice.say(paragraph)

    def card_title(self, number: int, of: int, again: bool = False) -> None:
        self.voice.print(title_line(f"CARTE {number} SUR {of}{' (BIS)' if again else ''}", "-"))

    def no_advice(self) -> None:
        self.voice.print("PAS DE CONSEIL PENDANT UNE CARTE :", "title")
        self.voice.print("LA REPONSE VIENT APRES LA VOTRE.", "title")

    def best(self) -> None:
        self.voice.print("JUSTE : C'EST LE MEILLEUR CHOIX.", "win")

    def near(self, scale: Scale, loss: float) -> None:
        self.voice.say(f"Juste, à {points(loss)} du meilleur : moins qu'une imprécision.",
                       style="win")

    def missed(self, scale: Scale, loss: float) -> None:
        self.voice.say(f"Raté : ce choix coûte {points(loss)} ({scale.mark(loss)}).",
                       style="lose")

    def choices_heading(self) -> None:
        self.voice.print("CHANCE DE GAGNER LA PARTIE :")

    def choice(self, label: str, option: Option, rethrow: Sequence[int], scale: Scale) -> None:
        """A row of the reveal's table: what is typed, in words, its chance."""
        line = (f"{basic(label):<11} : {self.voice.typed(rethrow):<4} "
                f"{basic(option.words):<13} {percent_1987(option.value):>7}")
        # a long 'PLUS DE 99,9 %' goes on a line of its own
        for cut in fit(whole_percents(line), WIDTH, "  "):
            self.voice.print(cut)

    def then(self, label: str, then: Decision) -> None:
        self.choice(label, then.chosen, then.rethrow, then.scale)

    def reason(self, reason: Reason) -> None:
        self.voice.say_reason(reason, "title")

    def detail(self, *sentences: str) -> None:
        for sentence in sentences:
            self.voice.say(sentence)

    def count(self, count: int, word: str) -> str:
        return glued(*plural(count, basic(word)).split(" ", 1))

    def lost(self, scale: Scale, now: float, then: float) -> tuple[str, str]:
        unit = "points" if scale.game_chance else "jetons"
        return (f"{glued(number(scale.factor * now, 1), unit)} perdus",
                number(scale.factor * then, 1))

    def end_title(self, right: int, asked: int) -> None:
        self.voice.print(title_line("FIN DE L'ENTRAINEMENT", "="), "title")
        self.voice.print(f"BONNES REPONSES : {right} SUR {asked}.")


def points(loss: float) -> str:
    """A loss in points of the chance of the game, as the listing counts them."""
    shown = round(100 * loss, 1)
    return glued(number(shown, 1), f"POINT{'S' if shown >= 2 else ''}")
