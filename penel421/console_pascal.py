"""The modern bar game on screen: 2 to 8 players around one keyboard.

Ordinary French in upper and lower case; every turn says whose it is, every
round ends with the hands sorted best to worst, the amount and its reason,
each player's jetons and the pot.
"""

from __future__ import annotations

from collections.abc import Sequence

from .answers import Refused
from .console import Console, Seat, dice_words
from .events import (
    ChargeEnded,
    Chose,
    GameEnded,
    PlayerLeft,
    RoundEnded,
    RoundStarted,
    Thrown,
    TurnEnded,
    TurnStarted,
)
from .hands import Kind
from .rules import Rules
from .state import Phase, TurnView
from .strategies import DEFAULT_LEVEL, is_import_path, level_name, strategy_name
from .terminal import Terminal

COMPUTER_PREFIX = "ordi:"
MAX_NAME = 16


def seats_from(players: Sequence[str], computers: int | None,
               level: str = DEFAULT_LEVEL) -> list[Seat]:
    """The table from the command line: ``--player`` names, then computers.

    ``NOM`` seats a person; ``ordi:NOM`` a computer called NOM at ``level``,
    unless NOM is itself a level or a ``module:factory`` path: then that
    strategy, called after the level or the module; ``module:factory`` alone
    seats that bot too.  Names that a strategy gives and that come twice are
    numbered ("classic 1", "classic 2").  Without ``--computers``: two
    computers against "Joueur" when no player is named, one against a single
    named player, none otherwise; they are "Ordi 1"… at ``level``.
    """
    seats = []
    named_by_strategy = []  # indexes of the seats a strategy named
    for raw in players:
        text = raw.strip()
        computer = text.lower().startswith(COMPUTER_PREFIX)
        if computer:
            text = text[len(COMPUTER_PREFIX):].strip()
        if (computer and level_name(text)) or is_import_path(text):
            named_by_strategy.append(len(seats))
            seats.append(Seat(strategy_name(text)[:MAX_NAME], level_name(text) or text))
            continue
        if not text:
            raise ValueError("un nom de joueur ne peut pas être vide")
        if len(text) > MAX_NAME or not text.isprintable():
            raise ValueError(f"« {text} » : un nom a de 1 à {MAX_NAME} caractères imprimables")
        seats.append(Seat(text, level if computer else None))
    _number_repeated(seats, named_by_strategy)
    if not seats:
        seats.append(Seat("Joueur"))
    if computers is None:
        computers = 0 if len(players) >= 2 else 2 - len(players)
    seats += [Seat(f"Ordi {n}", level) for n in range(1, computers + 1)]
    folded = [s.name.casefold() for s in seats]
    twice = sorted({s.name for s in seats if folded.count(s.name.casefold()) > 1})
    if twice:
        raise ValueError(f"deux joueurs ne peuvent pas porter le même nom : {', '.join(twice)}")
    if not 2 <= len(seats) <= 8:
        raise ValueError(f"il faut de 2 à 8 joueurs, pas {len(seats)}")
    return seats


def _number_repeated(seats: list[Seat], indexes: Sequence[int]) -> None:
    """Number the names that strategies gave more than once, within MAX_NAME."""
    names = [seats[i].name.casefold() for i in indexes]
    counts: dict[str, int] = {}
    for i, name in zip(indexes, names, strict=True):
        if names.count(name) > 1:
            counts[name] = counts.get(name, 0) + 1
            suffix = f" {counts[name]}"
            seat = seats[i]
            seats[i] = Seat(seat.name[:MAX_NAME - len(suffix)] + suffix, seat.strategy)


def _jetons(count: int) -> str:
    return f"{count} jeton{'s' if count > 1 else ''}"


def _percent(chance) -> str:
    """'23,5 %'."""
    return f"{float(chance) * 100:.1f} %".replace(".", ",")


def _ranking_lines(rules: Rules) -> list[tuple[str, int]]:
    """The hands best first with their value; suites and ordinary hands grouped."""
    lines: list[tuple[str, int]] = []
    grouped = {Kind.SUITE: "suites, de 6-5-4 à 3-2-1",
               Kind.ORDINAIRE: "mains ordinaires, par leur plus haut dé, puis le suivant"}
    for entry in rules.table.entries():
        if entry.kind in grouped:
            label = grouped.pop(entry.kind)
        elif entry.kind in (Kind.SUITE, Kind.ORDINAIRE):
            continue
        else:
            label = f"{entry.name} ({'-'.join(map(str, entry.hand))})"
        lines.append((label, entry.value))
    return lines


class ConsolePascal(Console):
    """The pascal game: charge, décharge, nénette, final ranking."""

    goodbye = "À bientôt !"

    def __init__(self, terminal: Terminal, rules: Rules, seats: Sequence[Seat],
                 game_number: int | None = None, hints: bool = False) -> None:
        super().__init__(terminal, rules, seats, game_number, hints)
        self.width = max(len(name) for name in self.names)
        self.opener = 0

    # --- before a game ------------------------------------------------------

    def welcome(self) -> None:
        say, rules = self.term.say, self.rules
        say(self.term.paint("421 — règles de bar (pascal)", "title"))
        say(f"Joueurs, dans l'ordre : {', '.join(self._label(i) for i in range(len(self.names)))}.")
        say(f"{_jetons(rules.tokens)} au pot. "
            "Charge : le perdant de chaque manche en prend au pot.")
        say("Décharge, une fois le pot vide : le gagnant donne des jetons au perdant.")
        say("Le dernier à garder des jetons a perdu.")
        if rules.opener_fixes_throws:
            say("Variante : l'ouvreur fixe le nombre de lancers des suivants.")
        say("Pour relancer, tapez les numéros des dés (par exemple 13) ; 0 garde tous les dés.")
        say("À chaque question : « aide » pour l'aide, « q » pour quitter, « ? » pour un conseil.")

    def _label(self, seat: int) -> str:
        return self.names[seat] + ("" if self.seats[seat].human else " (ordinateur)")

    def game_starts(self) -> None:
        if self.game_number is not None:
            self.term.say(f"Partie n° {self.game_number} (--seed {self.game_number} la rejoue).")

    def show_score(self) -> None:
        losses = " · ".join(f"{name} {lost}" for name, lost in zip(self.names, self.losses,
                                                                  strict=True))
        self.term.say(f"Parties perdues : {losses}")

    def refuse(self, refusal: Refused) -> None:
        self.term.say(self.term.paint(f"  ! {refusal} (« aide » pour l'aide)", "error"))

    def show_help(self) -> None:
        say = self.term.say
        say("  ── Aide ──")
        say("  À chaque question : « aide » ou « h » cette aide, « q » quitter,")
        say("  « ? » le conseil de l'expert (au moment de relancer).")
        say("  Relancer : les numéros des dés (13, 1 3, 1,3), 0 pour tout garder.")
        say("  Les mains, de la meilleure à la pire, et ce qu'elles valent :")
        for names, value in _ranking_lines(self.rules):
            say(f"    {names:<52} {_jetons(value)}")
        penalty = self.rules.nenette_penalty
        if penalty:
            say(f"  Qui perd avec une nénette prend (ou reçoit) {_jetons(penalty)} de plus.")
        say(f"  Charge : le perdant prend au pot ({_jetons(self.rules.tokens)} au départ) ce "
            "que vaut")
        say("  la main du gagnant. Décharge (pot vide) : le gagnant lui donne ses jetons.")
        say("  Égalité : le dernier à jouer l'emporte. Le dernier à garder des jetons perd.")

    def say_advice(self, advice) -> None:
        if advice.keep is None:
            what = "0 (garder tout)"
        elif not advice.keep:
            what = "123 (tout relancer)"
        else:
            kept = "-".join(map(str, advice.keep))
            what = f"{''.join(map(str, advice.rethrow))} (garder {kept})"
        jetons = f"{advice.jetons:+.2f}".replace(".", ",")
        estimate = "" if advice.exact else " (estimé)"
        self.term.say(self.term.paint(f"  Conseil : {what}.", "title"))
        self.term.say(self.term.paint(
            f"  Manche : {_percent(advice.win_round)} de la gagner, "
            f"{_percent(advice.lose_round)} de la perdre ; jetons {jetons} en moyenne"
            f"{estimate}.", "title"))

    # --- prompts ------------------------------------------------------------

    def rethrow_prompt(self, view: TurnView) -> str:
        return f"  {self.names[view.seat]}, relancer quels dés ? (1 2 3, 0 = garder) "

    def faces_prompt(self, seat: int, positions: tuple[int, ...]) -> str:
        who = self.names[seat]
        dice = dice_words(positions)
        values = "la valeur" if len(positions) == 1 else "les valeurs"
        if self.seats[seat].human:
            return f"  {who}, lancez {dice} et tapez {values} : "
        return f"  Lancez {dice} pour {who} et tapez {values} : "

    # --- events -------------------------------------------------------------

    def on_RoundStarted(self, event: RoundStarted) -> None:
        self.opener = event.opener
        phase = "charge" if event.phase is Phase.CHARGE else "décharge"
        pot = f" · pot : {self.state.pot}" if event.phase is Phase.CHARGE else ""
        self.term.say()
        self.term.say(self.term.paint(f"══ Manche {event.number} · {phase}{pot} ══", "title"))

    def on_TurnStarted(self, event: TurnStarted) -> None:
        name = self.term.paint(self.names[event.seat], "title")
        mind = "" if self.seats[event.seat].human else " (ordinateur)"
        throws = "1 lancer" if event.max_throws == 1 else f"{event.max_throws} lancers au plus"
        self.term.say(f"▶ À {name}{mind} de jouer : {throws}.")

    def on_Thrown(self, event: Thrown) -> None:
        self.term.say(f"  Lancer {event.throw} : {self.dice_line(event.dice)}  "
                      f"{self.rules.table[event.hand].name}")

    def on_Chose(self, event: Chose) -> None:
        if self.seats[event.seat].human:
            return
        name = self.names[event.seat]
        if event.rethrow:
            self.term.say(f"  {name} relance {dice_words(event.rethrow)}.")
        else:
            self.term.say(f"  {name} garde ses dés.")

    def on_TurnEnded(self, event: TurnEnded) -> None:
        if event.seat == self.opener and self.rules.opener_fixes_throws:
            self.term.say(f"  {self.names[event.seat]} a joué en {event.throws} lancer"
                          f"{'s' if event.throws > 1 else ''} : les suivants n'en auront "
                          "pas plus.")

    def on_RoundEnded(self, event: RoundEnded) -> None:
        table = self.rules.table
        # best first; of equal hands the later played ranks higher
        best_first = sorted(enumerate(event.hands),
                            key=lambda item: (table.rank[item[1].hand], item[0]), reverse=True)
        self.term.say("  Résultat :")
        for _, played in best_first:
            a, b, c = played.hand
            mark = ""
            if played.seat == event.winner:
                mark = self.term.paint("  ← gagne", "win")
            elif played.seat == event.loser:
                mark = self.term.paint("  ← perd", "lose")
            name = self.names[played.seat].ljust(self.width)
            self.term.say(f"    {name}  {a}-{b}-{c}  {table[played.hand].name}{mark}")
        self.term.say("  " + self._transfer(event))
        self._print_tokens()

    def _transfer(self, event: RoundEnded) -> str:
        winner_hand = next(p.hand for p in event.hands if p.seat == event.winner)
        reason = f"{event.value} pour {self._hand_words(winner_hand)}"
        if event.penalty:
            reason += f" + {event.penalty} de nénette"
        loser, winner = self.names[event.loser], self.names[event.winner]
        if event.from_pot:
            if event.capped:
                last = ("le dernier jeton" if event.moved == 1
                        else f"les {event.moved} derniers jetons")
                return f"{loser} prend {last} du pot ({event.due} dus : {reason})."
            return f"{loser} prend {_jetons(event.moved)} au pot ({reason})."
        if event.capped:
            return (f"{winner} donne à {loser} tout ce qu'il lui reste, {_jetons(event.moved)} "
                    f"({event.due} dus : {reason}).")
        return f"{winner} donne {_jetons(event.moved)} à {loser} ({reason})."

    def _hand_words(self, hand: tuple[int, int, int]) -> str:
        name = self.rules.table[hand].name
        return "la " + name if name.startswith(("fiche", "suite", "main", "nénette")) else (
            "le " + name)

    def _print_tokens(self) -> None:
        tokens, pot = self.state.tokens, self.state.pot
        parts = [f"{self.names[s]} {tokens[s]}" for s in range(len(self.names))]
        pot = f" · pot {pot}" if pot else ""
        self.term.say("  Jetons : " + " · ".join(parts) + pot)

    def on_ChargeEnded(self, event: ChargeEnded) -> None:
        self.term.say("Le pot est vide : fin de la charge.")
        if event.spared:
            names = ", ".join(self.names[s] for s in event.spared)
            several = len(event.spared) > 1
            took, leave = ("n'ont", "quittent") if several else ("n'a", "quitte")
            self.term.say(f"{names} {took} pris aucun jeton pendant la charge "
                          f"et {leave} la partie.")
        holding = self.state.in_game
        if len(holding) > 1:
            self.term.say("Décharge entre " + ", ".join(self.names[s] for s in holding) + ".")

    def on_PlayerLeft(self, event: PlayerLeft) -> None:
        self.term.say(self.term.paint(
            f"{self.names[event.seat]} n'a plus de jeton et quitte la partie !", "win"))

    def on_GameEnded(self, event: GameEnded) -> None:
        self.term.say()
        self.term.say(self.term.paint(
            f"Fin de la partie : {self.names[event.loser]} a perdu.", "lose"))
        self.term.say("Classement :")
        place = 1
        for group in event.ranking:
            names = ", ".join(self.names[s] for s in group)
            if group == (event.loser,):
                note = " — perd la partie"
            elif group == self.state.spared:
                note = " — sans jeton à la fin de la charge"
            else:
                note = ""
            self.term.say(f"  {place}. {names}{note}")
            place += len(group)
