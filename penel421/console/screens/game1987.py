"""The 1987 game on screen, as its BASIC listing shows it.

You are seat 0 ("VOUS"), the computer seat 1.  Each event is shown with
the lines ``original/421.bas`` prints for it, in the listing's voice
(:mod:`penel421.console.voices.game1987`); the listing asks the first
game's number and who opens, and so does this screen.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core.events import (
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
from ...core.hands import HAND_OF
from ...core.rules import RULES_1987
from ..answers import Command, Refused, choice_key, parse_choice, parse_command, parse_game_number
from ..cards import Position
from ..questions import Questions
from ..voices import dice_words
from ..voices.game1987 import (
    BANNER,
    NARROW_TEXT,
    NUMBER_PROMPT,
    OPENER_PROMPT,
    REAL_DICE_TEXT,
    RULES_TEXT,
    WIDTH,
    YOU,
    Voice1987,
    basic,
    hand_name,
    plural,
    title_line,
)
from ..wrap import columns, fit
from .game import GameScreen, Shows, unshown


class Game1987(GameScreen):
    """You against the computer, 11 pions, as the listing shows it."""

    voice: Voice1987

    def __init__(self, voice: Voice1987, questions: Questions, number_asked: bool = False) -> None:
        super().__init__(voice, questions, number_asked)
        self.print = voice.print
        self.opener = YOU
        self.barrage = False
        self.limit = RULES_1987.max_throws

    def table(self) -> Shows:
        return {
            GameStarted: unshown,
            RoundStarted: self.round_started,
            TurnStarted: self.turn_started,
            Thrown: self.thrown,
            Chose: self.chose,
            TurnEnded: self.turn_ended,
            BarrageStarted: self.barrage_started,
            RoundEnded: self.round_ended,
            ChargeEnded: self.charge_ended,
            PlayerLeft: unshown,  # the listing says only the end: the other holds every pion
            GameEnded: self.game_ended,
        }

    # --- before a game ------------------------------------------------------

    def welcome(self, number: int | None) -> None:
        width = columns(self.term.out)
        if width < WIDTH:  # the listing's lines would break in the middle of words:
            for line in fit(NARROW_TEXT, width):  # said before the first of them
                self.print(line, "error")
            self.print()
        for line in BANNER:
            self.print(line, "title")
        self.print()
        for line in RULES_TEXT + (REAL_DICE_TEXT if self.voice.real_dice else []):
            self.print(line)
        self.print()

    def game_number(self, number: int | None) -> int | None:
        """The listing asks for the first game's number (``LINE INPUT``): at a
        keyboard, so does the port where none was given (``--seed``), and
        with one given, it asks nothing.  From a pipe, where each answer is
        written after its question, the number is written as if typed."""
        if number is None:  # real dice: no number
            return None
        if self.questions.by_keys and self.number_asked:
            return self.ask_number(number)
        if not self.questions.by_keys:
            self.print(f"{NUMBER_PROMPT}{number}")
        return number

    def ask_number(self, drawn: int) -> int:
        """The game number typed as the listing reads it: a line ended by
        Enter; AIDE (H, A, ?) and Q (QUITTER) are its commands; Enter alone
        plays any game, ``drawn`` (the listing takes one from its clock)."""
        questions = self.questions
        while True:
            line = questions.type_line(NUMBER_PROMPT)
            if not line.strip(" "):  # as LINE INPUT reads spaces alone: nothing
                return drawn
            command = parse_command(line)
            if command is Command.QUIT:
                questions.confirm_quit()
            elif command is not None:
                questions.show_help()
            else:
                try:
                    return parse_game_number(line)
                except Refused as refusal:
                    questions.refuse(refusal)

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

    # --- events -------------------------------------------------------------

    def round_started(self, event: RoundStarted) -> None:
        self.opener = event.opener
        self.print()
        self.print(title_line(f"MANCHE {event.number}", "-"))
        if event.number == 1:  # a new game: nothing moved yet
            self._print_score()
        self.print("VOUS COMMENCEZ." if event.opener == YOU else "L'ORDINATEUR COMMENCE.")

    def turn_started(self, event: TurnStarted) -> None:
        self.barrage, self.limit = event.barrage, event.max_throws
        if event.barrage:
            return
        if event.seat != self.opener:
            throws = plural(event.max_throws, "LANCER")
            who = "A VOUS" if event.seat == YOU else "A L'ORDINATEUR"
            self.print(f"{who} : {throws} AU PLUS.")
        elif event.seat == YOU:
            self.print("VOUS AVEZ 1 A 3 LANCERS.")

    def thrown(self, event: Thrown) -> None:
        who = "VOUS" if event.seat == YOU else "ORDINATEUR"
        if self.barrage:
            self.print(f"{who}, BARRAGE :")
        else:
            self.print(f"{who}, LANCER {event.throw} SUR {self.limit} :")
        self.print(f" {self.voice.dice_line(event.dice)}  {hand_name(event.hand)}")

    def chose(self, event: Chose) -> None:
        if event.seat == YOU:
            return
        if event.rethrow:
            self.print(f"L'ORDINATEUR RELANCE {basic(dice_words(event.rethrow))}.")
        else:
            self.print("L'ORDINATEUR GARDE SES DES.")

    def turn_ended(self, event: TurnEnded) -> None:
        if event.seat == self.opener and not self.barrage:
            who = "VOUS AVEZ" if event.seat == YOU else "L'ORDINATEUR A"
            self.print(f"{who} JOUE EN {plural(event.throws, 'LANCER')}.")

    def barrage_started(self, event: BarrageStarted) -> None:
        self.print("EGALITE ! BARRAGE : UN SEUL LANCER")
        self.print("CHACUN, SANS RELANCE.")

    def round_ended(self, event: RoundEnded) -> None:
        self.print()
        for played in event.hands:
            self.print(f"{self.voice.names[played.seat].ljust(11)}: {hand_name(played.hand)}")
        if event.winner == YOU:
            self.print("VOUS GAGNEZ LA MANCHE.", "win")
        else:
            self.print("L'ORDINATEUR GAGNE LA MANCHE.", "lose")
        winning = next(p.hand for p in event.hands if p.seat == event.winner)
        self.print(f"{hand_name(winning)} : {plural(event.value, 'PION')}.")
        for line in transfer_lines(event):
            self.print(line)
        self._print_score()

    def dice_again(self, dice: Sequence[int]) -> None:
        # the listing's line 4100, as under the throw
        self.print(f" {self.voice.dice_line(dice)}  {hand_name(HAND_OF[tuple(dice)])}")

    def _print_score(self) -> None:
        you, computer = self.state.tokens
        self.print(f"PIOCHE: {self.state.pot}   VOUS: {you}   ORDINATEUR: {computer}")

    def charge_ended(self, event: ChargeEnded) -> None:
        if not event.spared:
            self.print("LA PIOCHE EST VIDE : LE PERDANT PREND")
            self.print("MAINTENANT SES PIONS AU GAGNANT.")

    def game_ended(self, event: GameEnded) -> None:
        self.print()
        if event.loser == YOU:
            self.print("VOUS AVEZ LES 11 PIONS :", "lose")
            self.print("VOUS AVEZ PERDU !", "lose")
        else:
            self.print("L'ORDINATEUR A LES 11 PIONS :", "win")
            self.print("VOUS AVEZ GAGNE !", "win")

    # --- a card of the training ---------------------------------------------

    def show_position(self, position: Position) -> None:
        view = position.view
        you, other = view.seat, 1 - view.seat
        tokens = view.state.tokens
        self.print(f"PIOCHE: {view.state.pot}   VOUS: {tokens[you]}   ORDINATEUR: {tokens[other]}")
        if view.played:
            hand, dice = view.played[0], position.shown[0]
            self.print("L'ORDINATEUR COMMENCE.")
            self.print(f"ORDINATEUR, LANCER {hand.throws} SUR {view.rules.max_throws} :")
            self.print(f" {self.voice.dice_line(dice)}  {hand_name(hand.hand)}")
            self.print(f"L'ORDINATEUR A JOUE EN {plural(hand.throws, 'LANCER')}.")
            self.print(f"A VOUS : {plural(view.max_throws, 'LANCER')} AU PLUS.")
        else:
            self.print("VOUS COMMENCEZ.")
            self.print("VOUS AVEZ 1 A 3 LANCERS.")
        self.print(f"VOUS, LANCER {view.throws} SUR {view.max_throws} :")
        self.print(f" {self.voice.dice_line(view.dice)}  {hand_name(view.hand)}")


def transfer_lines(event: RoundEnded) -> list[str]:
    """Who takes how many pions from where, as the listing says it."""
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
