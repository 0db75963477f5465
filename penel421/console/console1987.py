"""The 1987 game as its BASIC listing shows it: capitals, 40 columns.

You are seat 0 ("VOUS"), the computer seat 1.  Every line is what
``original/421.bas`` prints, in capitals without accents, at most 40
columns, each sentence cut where a BASIC programmer would have cut it: the
two programs are compared line for line by ``tests/original/test_listing.py``.
Numbers are printed as BASIC prints them (``PRINT "PIOCHE:";P`` gives
``PIOCHE: 11``).  At a keyboard the questions take one key each, without
Enter, as the listing reads them with ``INPUT$(1)``; from a pipe, lines.
What the listing does not have prints only when asked for: ``?`` at RELANCER
(the expert's advice and why; the listing answers that it is penel421's),
``--hints``, ``--tuteur`` and ``--real-dice``.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from ..analysis.advice import Advice
from ..analysis.reasons import Reason
from ..core.events import (
    BarrageStarted,
    ChargeEnded,
    Chose,
    GameEnded,
    GameStarted,
    PlayerLeft,
    RoundEnded,
    RoundStarted,
    Thrown,
    TurnEnded,
    TurnStarted,
)
from ..core.hands import Hand
from ..core.rules import RULES_1987, Rules
from ..core.seat import Seat
from ..core.state import TurnView
from ..strategies import DEFAULT_LEVEL
from ..strategies.worth import Option, Weighing
from .answers import (
    Command,
    Refused,
    choice_key,
    parse_choice,
    parse_command,
    parse_game_number,
)
from .base import Console, Shows, Work, dice_words, unshown
from .cards import CardFace, Reveal, TrainingEnd, when_again
from .french import number, percent
from .terminal import Terminal
from .wrap import columns, fit, glued

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
    "         L'EXPERT (DANS PENEL421)",
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
                "  OU 0 POUR TOUT GARDER. AIDE : H"],
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


def basic(text: str) -> str:
    """Capitals without accents, as a 1987 machine printed them."""
    plain = unicodedata.normalize("NFKD", text)
    return "".join(c for c in plain if not unicodedata.combining(c)).upper()


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
    """'1 PION', '3 PIONS'."""
    return f"{count} {word}{'S' if count > 1 else ''}"


def title_line(title: str, fill: str) -> str:
    """A title centred in a 40-column line of ``fill``, the odd one on the right."""
    title = f" {title} "
    left = (WIDTH - len(title)) // 2
    return fill * left + title + fill * (WIDTH - len(title) - left)


def hand_name(hand: Hand) -> str:
    """'421', 'BRELAN DE 6', '6 ET DEUX AS', 'SUITE 321', 'COUP QUELCONQUE 632'."""
    return basic(RULES_1987.table[hand].name)


class Console1987(Console):
    """You against the computer, 11 pions, as the listing shows it: the
    seats are VOUS and the ORDINATEUR (:func:`~penel421.play.table.seats_1987`, the session's)."""

    again_prompt = "UNE AUTRE PARTIE (O/N) ? "
    quit_prompt = "QUITTER LE JEU (O/N) ? "
    tutor_prompt = "CONFIRMER CE CHOIX (O/N) ? "
    card_quit_prompt = "QUITTER L'ENTRAINEMENT (O/N) ? "
    goodbye = "AU REVOIR."
    pause_prompt = "TAPEZ UNE TOUCHE POUR CONTINUER."
    one_key_answers = True

    def __init__(self, terminal: Terminal, rules: Rules = RULES_1987,
                 seats: Sequence[Seat] = (Seat("VOUS"), Seat("ORDINATEUR", DEFAULT_LEVEL)),
                 real_dice: bool = False, number_asked: bool = False) -> None:
        super().__init__(terminal, rules, seats, real_dice, number_asked)
        self.opener = YOU
        self.barrage = False
        self.limit = RULES_1987.max_throws

    def print(self, text: str = "", style: str | None = None) -> None:
        """One line of the listing's screen."""
        self.term.say(self.term.paint(text, style) if style else text)

    def notice(self, text: str) -> None:
        """In the listing's capitals, within its 40 columns."""
        for line in fit(capitals(text), min(WIDTH, columns(self.term.out)), "  "):
            self.print(line)

    def say_kept(self, command: str) -> None:
        self.notice(f"Partie gardée : {glued(*command.split(' '))}")

    def refuse(self, refusal: Refused) -> None:
        dice = plural(refusal.value or 0, "DE").replace("1 DE", "DU DE")
        for line in REFUSALS.get(refusal.kind, REFUSALS["rethrow"]):
            self.print(line.format(value=refusal.value, dice=dice), "error")

    def show_help(self) -> None:
        self.print(title_line("AIDE", "-"))
        for line in HELP_TEXT:
            self.print(line)
        self.print("-" * WIDTH)

    def say_advice(self, advice: Advice) -> None:
        self.print(f"CONSEIL : {self.typed(advice.rethrow)} ({basic(advice.words)})", "title")
        self.print("SI CHACUN JOUE ENSUITE EN EXPERT :", "title")
        self.print(f"MANCHE {percent(advice.win_round)}   PARTIE {percent(advice.win_game)}",
                   "title")
        if advice.reason is not None:
            self.say_reason(advice.reason, "title")

    def say_reason(self, reason: Reason, style: str) -> None:
        """Why the best choice is best, cut at the listing's 40 columns."""
        for line in fit(f"POURQUOI : {reason.capitals}", WIDTH):
            self.print(line, style)

    def working_words(self, work: Work, view: TurnView) -> str:
        if work is Work.DECISION:
            return "L'ORDINATEUR REFLECHIT..."
        return "CALCUL DES CHANCES..."

    @staticmethod
    def typed(rethrow: Sequence[int]) -> str:
        """The 1987 way: the positions and a point, ``13.``; 0 alone."""
        return "".join(map(str, rethrow)) + "." if rethrow else "0"

    def say_tutor(self, weighing: Weighing, chosen: Option, dice: Sequence[int],
                  reason: Reason | None = None) -> None:
        best = weighing.best
        loss = number(100 * (best.value - chosen.value), 1)
        self.print(f"TUTEUR : CE CHOIX VOUS COUTE {loss} POINTS", "error")
        self.print(f"(PARTIE {percent(chosen.value)} AU LIEU DE {percent(best.value)}).",
                   "error")
        self.print(f"MIEUX : {self.typed(best.rethrow(dice))} ({basic(best.words)}).", "error")
        if reason is not None:
            self.say_reason(reason, "error")

    # --- before a game ------------------------------------------------------

    def welcome(self, number: int | None) -> None:
        for line in BANNER:
            self.print(line, "title")
        self.print()
        for line in RULES_TEXT + (REAL_DICE_TEXT if self.real_dice else []):
            self.print(line)
        self.print()
        width = columns(self.term.out)
        if width < WIDTH:  # the listing's lines would break in the middle of words
            for line in fit(NARROW_TEXT, width):
                self.print(line, "error")
            self.print()

    def game_number(self, number: int | None) -> int | None:
        """The listing asks for the first game's number (``LINE INPUT``): at a
        keyboard, so does the port where none was given (``--seed``), and
        with one given, it asks nothing.  From a pipe, where each answer is
        written after its question, the number is written as if typed."""
        if number is None:  # real dice: no number
            return None
        if self.questions.by_keys and self.number_asked:
            return self.ask_number()
        if not self.questions.by_keys:
            self.print(f"{NUMBER_PROMPT}{number}")
        return number

    def ask_number(self) -> int:
        """The game number typed as the listing reads it: a line ended by
        Enter; AIDE (H, A, ?) and Q (QUITTER) are its commands."""
        while True:
            line = self.questions.type_line(NUMBER_PROMPT)
            command = parse_command(line)
            if command is Command.QUIT:
                self.questions.confirm_quit()
            elif command is not None:
                self.show_help()
            else:
                try:
                    return parse_game_number(line)
                except Refused as refusal:
                    self.refuse(refusal)

    def game_starts(self, number: int | None) -> None:
        if number is not None:
            self.print(title_line(f"PARTIE {number}", "="))

    def choose_opener(self) -> int:
        return self.questions.ask(OPENER_PROMPT, lambda text: parse_choice(text, 2),
                                  press=choice_key(2))

    def opener_chosen(self, opener: int) -> None:
        self.print(f"{OPENER_PROMPT}{opener + 1}")

    def show_score(self, losses: Sequence[int]) -> None:
        you, computer = losses
        self.print("PARTIES PERDUES :")
        self.print(f"VOUS: {you}   ORDINATEUR: {computer}")

    # --- prompts ------------------------------------------------------------

    def rethrow_prompt(self, view: TurnView) -> str:
        return "RELANCER (1,2,3 OU 0) ? "

    def faces_prompt(self, seat: int, positions: tuple[int, ...]) -> str:
        dice = basic(dice_words(positions))
        values = "VALEUR" if len(positions) == 1 else "VALEURS"
        if seat == YOU:
            return f"LANCEZ {dice} : {values} ? "
        return f"POUR L'ORDINATEUR, LANCEZ {dice} ? "

    # --- events -------------------------------------------------------------

    def table(self) -> Shows:
        return {
            GameStarted: unshown,
            RoundStarted: self.on_RoundStarted,
            TurnStarted: self.on_TurnStarted,
            Thrown: self.on_Thrown,
            Chose: self.on_Chose,
            TurnEnded: self.on_TurnEnded,
            BarrageStarted: self.on_BarrageStarted,
            RoundEnded: self.on_RoundEnded,
            ChargeEnded: self.on_ChargeEnded,
            PlayerLeft: unshown,  # the listing says only the end: the other holds every pion
            GameEnded: self.on_GameEnded,
        }

    def on_RoundStarted(self, event: RoundStarted) -> None:
        self.opener = event.opener
        self.print()
        self.print(title_line(f"MANCHE {event.number}", "-"))
        if event.number == 1:  # a new game: nothing moved yet
            self._print_score()
        self.print("VOUS COMMENCEZ." if event.opener == YOU else "L'ORDINATEUR COMMENCE.")

    def on_TurnStarted(self, event: TurnStarted) -> None:
        self.barrage, self.limit = event.barrage, event.max_throws
        if event.barrage:
            return
        if event.seat != self.opener:
            throws = plural(event.max_throws, "LANCER")
            who = "A VOUS" if event.seat == YOU else "A L'ORDINATEUR"
            self.print(f"{who} : {throws} AU PLUS.")
        elif event.seat == YOU:
            self.print("VOUS AVEZ 1 A 3 LANCERS.")

    def on_Thrown(self, event: Thrown) -> None:
        who = "VOUS" if event.seat == YOU else "ORDINATEUR"
        if self.barrage:
            self.print(f"{who}, BARRAGE :")
        else:
            self.print(f"{who}, LANCER {event.throw} SUR {self.limit} :")
        self.print(f" {self.dice_line(event.dice)}  {hand_name(event.hand)}")

    def on_Chose(self, event: Chose) -> None:
        if event.seat == YOU:
            return
        if event.rethrow:
            self.print(f"L'ORDINATEUR RELANCE {basic(dice_words(event.rethrow))}.")
        else:
            self.print("L'ORDINATEUR GARDE SES DES.")

    def on_TurnEnded(self, event: TurnEnded) -> None:
        if event.seat == self.opener and not self.barrage:
            who = "VOUS AVEZ" if event.seat == YOU else "L'ORDINATEUR A"
            self.print(f"{who} JOUE EN {plural(event.throws, 'LANCER')}.")

    def on_BarrageStarted(self, event: BarrageStarted) -> None:
        self.print("EGALITE ! BARRAGE : UN SEUL LANCER")
        self.print("CHACUN, SANS RELANCE.")

    def on_RoundEnded(self, event: RoundEnded) -> None:
        self.print()
        for played in event.hands:
            self.print(f"{self.names[played.seat].ljust(11)}: {hand_name(played.hand)}")
        if event.winner == YOU:
            self.print("VOUS GAGNEZ LA MANCHE.", "win")
        else:
            self.print("L'ORDINATEUR GAGNE LA MANCHE.", "lose")
        winning = next(p.hand for p in event.hands if p.seat == event.winner)
        self.print(f"{hand_name(winning)} : {plural(event.value, 'PION')}.")
        for line in self._transfer(event):
            self.print(line)
        self._print_score()

    def _transfer(self, event: RoundEnded) -> list[str]:
        moved = event.moved
        if event.from_pot:
            if not event.capped:
                taken = f"{plural(moved, 'PION')} A LA PIOCHE."
            elif moved == 1:
                taken = "LE DERNIER PION."
            else:
                taken = f"LES {moved} DERNIERS PIONS."
            return [("VOUS PRENEZ " if event.loser == YOU else "L'ORDINATEUR PREND ") + taken]
        if event.loser == YOU:
            lines = [f"VOUS PRENEZ {plural(moved, 'PION')} A L'ORDINATEUR"]
            all_of_them = "LE SEUL QU'IL AVAIT." if moved == 1 else "TOUS CEUX QU'IL AVAIT."
        else:
            lines = [f"L'ORDINATEUR VOUS PREND {plural(moved, 'PION')}"]
            all_of_them = ("LE SEUL QUE VOUS AVIEZ." if moved == 1
                           else "TOUS CEUX QUE VOUS AVIEZ.")
        if event.capped:
            lines[0] += ","
            lines.append(all_of_them)
        else:
            lines[0] += "."
        return lines

    def _print_score(self) -> None:
        you, computer = self.state.tokens
        self.print(f"PIOCHE: {self.state.pot}   VOUS: {you}   ORDINATEUR: {computer}")

    def on_ChargeEnded(self, event: ChargeEnded) -> None:
        if not event.spared:
            self.print("LA PIOCHE EST VIDE : LE PERDANT PREND")
            self.print("MAINTENANT SES PIONS AU GAGNANT.")

    def on_GameEnded(self, event: GameEnded) -> None:
        self.print()
        if event.loser == YOU:
            self.print("VOUS AVEZ LES 11 PIONS :", "lose")
            self.print("VOUS AVEZ PERDU !", "lose")
        else:
            self.print("L'ORDINATEUR A LES 11 PIONS :", "win")
            self.print("VOUS AVEZ GAGNE !", "win")

    # --- the training -------------------------------------------------------

    def say(self, text: str, style: str | None = None) -> None:
        """A sentence of penel421's own, in the listing's capitals, cut
        between words within its 40 columns."""
        for line in fit(basic(text), WIDTH, "  "):
            self.print(line, style)

    def show_training_start(self, count: int, own: int) -> None:
        self.print(title_line("ENTRAINEMENT", "*"), "title")
        if own == count:
            mine = "toutes de vos parties"
        elif own:
            mine = f"{own} de vos parties, les autres du paquet de départ"
        else:
            mine = "du paquet de départ : les positions où un débutant perd le plus"
        self.say(f"{plural(count, 'CARTE')}, {mine}.")
        for line in CARD_TEXT:
            self.print(line)

    def show_card(self, face: CardFace) -> None:
        view = face.view
        you, other = view.seat, 1 - view.seat
        self.print()
        self.print(title_line(f"CARTE {face.number} SUR {face.of}", "-"))
        if face.source is None:
            self.print("CARTE DE DEPART.")
        else:
            seen = f" (VUE {face.seen} FOIS)" if face.seen > 1 else ""
            self.say(f"De la partie {face.source} du journal, manche {face.round}{seen}.")
        tokens = view.state.tokens
        self.print(f"PIOCHE: {view.state.pot}   VOUS: {tokens[you]}   ORDINATEUR: {tokens[other]}")
        if view.played:
            hand, dice = view.played[0], face.shown[0]
            self.print("L'ORDINATEUR COMMENCE.")
            self.print(f"ORDINATEUR, LANCER {hand.throws} SUR {view.rules.max_throws} :")
            self.print(f" {self.dice_line(dice)}  {hand_name(hand.hand)}")
            self.print(f"L'ORDINATEUR A JOUE EN {plural(hand.throws, 'LANCER')}.")
            self.print(f"A VOUS : {plural(view.max_throws, 'LANCER')} AU PLUS.")
        else:
            self.print("VOUS COMMENCEZ.")
            self.print("VOUS AVEZ 1 A 3 LANCERS.")
        self.print(f"VOUS, LANCER {view.throws} SUR {view.max_throws} :")
        self.print(f" {self.dice_line(view.dice)}  {hand_name(view.hand)}")

    def say_no_advice(self) -> None:
        self.print("PAS DE CONSEIL PENDANT UNE CARTE :", "title")
        self.print("LA REPONSE VIENT APRES LA VOTRE.", "title")

    def _points(self, loss: float) -> str:
        shown = round(100 * loss, 1)
        return f"{number(shown, 1)} POINT{'S' if shown >= 2 else ''}"

    def _choice(self, label: str, option: Option, rethrow: Sequence[int]) -> None:
        """One choice of the reveal's table: what is typed, in words, its chance."""
        self.print(f"{label:<11} : {self.typed(rethrow):<4} {basic(option.words):<13} "
                   f"{percent(option.value):>7}")

    def show_reveal(self, reveal: Reveal) -> None:
        if reveal.right and reveal.loss <= 0.0:
            self.print("JUSTE : C'EST LE MEILLEUR CHOIX.", "win")
        elif reveal.right:
            self.say(f"Juste, à {self._points(reveal.loss)} du meilleur : moins qu'une "
                     "imprécision.", "win")
        else:
            self.say(f"Raté : ce choix coûte {self._points(reveal.loss)} "
                     f"({reveal.scale.mark(reveal.loss)}).", "lose")
        self.print("CHANCE DE GAGNER LA PARTIE :")
        self._choice("VOTRE CHOIX", reveal.chosen, reveal.rethrow)
        if reveal.loss > 0.0:
            self._choice("MEILLEUR", reveal.best, reveal.best.rethrow(reveal.dice))
        self._choice("UN DEBUTANT" if reveal.starter else "EN PARTIE", reveal.then,
                     reveal.then_rethrow)
        if reveal.reason is not None:  # the why, where the program has one
            self.say_reason(reveal.reason, "title")
        self.say(when_again(reveal))

    def show_training_end(self, end: TrainingEnd) -> None:
        self.print()
        self.print(title_line("FIN DE L'ENTRAINEMENT", "="), "title")
        self.print(f"BONNES REPONSES : {end.right} SUR {end.asked}.")
        for tally in end.tallies:
            unit = "points" if tally.scale.game_chance else "jetons"
            now = number(tally.scale.factor * tally.now, 1)
            then = number(tally.scale.factor * tally.then, 1)
            if tally.starter:
                self.say(f"Cartes de départ : {now} {unit} perdus, contre {then} pour un "
                         "débutant.")
            else:
                self.say(f"Vos cartes : {now} {unit} perdus, contre {then} en partie.")
        self.say(f"A revoir demain : {plural(end.due_tomorrow, 'carte')}.")
        self.say(f"Apprises en tout : {plural(end.mastered, 'carte')}.")


#: How to answer a card, on the listing's screen.
CARD_TEXT = [
    "REPONDEZ COMME EN PARTIE : LES DES A",
    "RELANCER PUIS UN POINT (EX. 13.), OU 0",
    "POUR TOUT GARDER. ? NE DONNE PAS LE",
    "CONSEIL : LA REPONSE VIENT APRES LA",
    "VOTRE. Q : QUITTER.",
]

