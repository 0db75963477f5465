"""The 1987 game as its BASIC listing showed it: capitals, 40 columns.

You are seat 0 ("VOUS"), the computer seat 1.  Every line is written in
capitals without accents and wrapped at 40 columns, like a home computer of
1987; French grammar changes with who acts, hence the pairs of phrases.
"""

from __future__ import annotations

import textwrap
import unicodedata

from .answers import parse_choice
from .console import Console, Seat, dice_words
from .events import (
    BarrageStarted,
    ChargeEnded,
    Chose,
    GameEnded,
    RoundEnded,
    RoundStarted,
    Thrown,
    TurnEnded,
    TurnStarted,
)
from .rules import RULES_1987
from .state import TurnView
from .strategies import DEFAULT_LEVEL
from .terminal import Terminal

WIDTH = 40
YOU = 0  # the computer is seat 1


def basic(text: str) -> str:
    """Capitals without accents, as a 1987 machine printed them."""
    plain = unicodedata.normalize("NFKD", text)
    return "".join(c for c in plain if not unicodedata.combining(c)).upper()


def plural(count: int, word: str) -> str:
    """'1 PION', '3 PIONS'."""
    return f"{count} {word}{'S' if count > 1 else ''}"


class Console1987(Console):
    """You against the computer, 11 pions, in the style of the listing;
    ``computer`` is the spec of the strategy that plays the ORDINATEUR."""

    again_prompt = "UNE AUTRE PARTIE (O/N) ? "
    goodbye = "AU REVOIR."

    def __init__(self, terminal: Terminal, game_number: int | None = None,
                 computer: str = DEFAULT_LEVEL) -> None:
        super().__init__(terminal, RULES_1987, (Seat("VOUS"), Seat("ORDINATEUR", computer)))
        self.game_number = game_number
        self.opener = YOU
        self.barrage = False

    def print(self, text: str = "", style: str | None = None) -> None:
        """Print in capitals, wrapped at 40 columns."""
        lines = textwrap.wrap(basic(text), WIDTH) or [""]
        for line in lines:
            self.term.say(self.term.paint(line, style) if style else line)

    def refuse(self, message: str) -> None:
        self.print(f"? {message}", "error")

    # --- before a game ------------------------------------------------------

    def welcome(self) -> None:
        banner = ["*" * WIDTH, "421", "SCIENCE & VIE N. 834 - MARS 1987",
                  "UN PROGRAMME DE H.-P. PENEL", "*" * WIDTH]
        for line in banner:
            self.term.say(self.term.paint(line.center(WIDTH).rstrip(), "title"))
        if self.game_number is not None:
            # the option stays in lower case: it must be typed as shown
            self.term.say(f"(PARTIE N. {self.game_number} : --seed {self.game_number} LA REJOUE)")
        self.print()
        self.print("Vous jouez contre l'ordinateur avec 3 dés et 11 pions. Le gagnant d'une "
                   "manche fait prendre des pions au perdant : celui qui finit avec les 11 "
                   "pions a perdu.")
        self.print("Le premier joueur lance 1, 2 ou 3 fois ; l'autre lance autant de fois "
                   "au plus.")
        self.print("A RELANCER, tapez les numéros des dés à relancer puis un point "
                   "(ex. 13.), ou 0 pour les garder.")

    def choose_opener(self) -> int:
        self.print()
        return self.ask("QUI COMMENCE (1=VOUS 2=ORDINATEUR) ? ",
                        lambda text: parse_choice(text, 2))

    # --- prompts ------------------------------------------------------------

    def rethrow_prompt(self, view: TurnView) -> str:
        return "RELANCER (1,2,3 OU 0) ? "

    def faces_prompt(self, seat: int, positions: tuple[int, ...]) -> str:
        dice = basic(dice_words(positions))
        values = "VALEUR" if len(positions) == 1 else "VALEURS"
        return f"LANCEZ {dice} : {values} ? " if seat == YOU else f"POUR L'ORDI, LANCEZ {dice} ? "

    # --- events -------------------------------------------------------------

    def on_RoundStarted(self, event: RoundStarted) -> None:
        self.opener = event.opener
        self.print()
        self.term.say(f" MANCHE {event.number} ".center(WIDTH, "-"))
        if event.number == 1:  # a new game: nothing moved yet
            self._print_score()
        self.print("Vous commencez." if event.opener == YOU else "L'ordinateur commence.")

    def on_TurnStarted(self, event: TurnStarted) -> None:
        self.barrage = event.barrage
        if event.barrage:
            return
        if event.seat != self.opener:
            throws = plural(event.max_throws, "lancer")
            who = "A vous" if event.seat == YOU else "A l'ordinateur"
            self.print(f"{who} : {throws} au plus.")
        elif event.seat == YOU:
            self.print("Vous avez 1 à 3 lancers.")

    def on_Thrown(self, event: Thrown) -> None:
        who = "VOUS" if event.seat == YOU else "ORDINATEUR"
        self.print(f"{who}, barrage :" if self.barrage else f"{who}, lancer {event.throw} :")
        self.term.say(f" {self.dice_line(event.dice)}  {basic(self.rules.table[event.hand].name)}")

    def on_Chose(self, event: Chose) -> None:
        if event.seat == YOU:
            return
        if event.rethrow:
            self.print(f"L'ordinateur relance {dice_words(event.rethrow)}.")
        else:
            self.print("L'ordinateur garde ses dés.")

    def on_TurnEnded(self, event: TurnEnded) -> None:
        if event.seat == self.opener and not self.barrage:
            who = "Vous avez" if event.seat == YOU else "L'ordinateur a"
            self.print(f"{who} joué en {plural(event.throws, 'lancer')}.")

    def on_BarrageStarted(self, event: BarrageStarted) -> None:
        self.print("Egalité ! Barrage : un seul lancer chacun, sans relance.")

    def on_RoundEnded(self, event: RoundEnded) -> None:
        self.print()
        for played in event.hands:
            name = self.names[played.seat].ljust(11)
            self.print(f"{name}: {self.rules.table[played.hand].name}")
        if event.winner == YOU:
            self.print("Vous gagnez la manche.", "win")
        else:
            self.print("L'ordinateur gagne la manche.", "lose")
        self.print(self._transfer(event))
        self._print_score()

    def _transfer(self, event: RoundEnded) -> str:
        pions = plural(event.moved, "pion")
        if event.from_pot:
            where = "de la pioche" if event.capped else "dans la pioche"
            last = "les derniers " if event.capped else ""
            if event.loser == YOU:
                return f"Vous prenez {last}{pions} {where}."
            return f"L'ordinateur prend {last}{pions} {where}."
        capped = " (tous ceux qu'il avait)" if event.capped else ""
        if event.loser == YOU:
            return f"Vous prenez {pions} à l'ordinateur{capped}."
        capped = " (tous ceux que vous aviez)" if event.capped else ""
        return f"L'ordinateur vous prend {pions}{capped}."

    def _print_score(self) -> None:
        you, computer = self.state.tokens
        self.print(f"Pioche: {self.state.pot}   vous: {you}   ordinateur: {computer}")

    def on_ChargeEnded(self, event: ChargeEnded) -> None:
        if not event.spared:
            self.print("La pioche est vide : le perdant prend maintenant ses pions au gagnant.")

    def on_GameEnded(self, event: GameEnded) -> None:
        self.print()
        if event.loser == YOU:
            self.print("Vous avez les 11 pions :", "lose")
            self.print("vous avez perdu !", "lose")
        else:
            self.print("L'ordinateur a les 11 pions :", "win")
            self.print("vous avez gagné !", "win")

