"""Playing from the command line: the options of a game, checked, then a session."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, NoReturn, TypedDict

import click

if TYPE_CHECKING:
    from ...console.terminal import Terminal
    from ...core.bareme import Bareme
    from ...journal.recorded import GameRecord
    from ...journal.recorder import Keeper
    from ...play.session import Session

from ...games import DEFAULT_GAME, GAMES, find_game
from ...strategies import DEFAULT_LEVEL, LEVELS, level_name
from ..journal_file import JOURNAL_OPTION, NO_JOURNAL_OPTION

RULES_OPTION = click.option(
    "--rules", "rules_name", type=click.Choice(list(GAMES)), default=DEFAULT_GAME,
    show_default=True,
    help="Les règles : " + " ; ".join(f"{kind.name}, {kind.summary}" for kind in GAMES.values())
    + ".")


class LevelParam(click.ParamType):
    """A level of the computer (any case), or a bot's ``module:fabrique``."""

    name = "niveau"

    def convert(self, value: object, param: click.Parameter | None,
                ctx: click.Context | None) -> str:
        text = str(value).strip()
        level = level_name(text)
        if level:
            return level
        from ...core.seat import is_bot_spec  # its dataclasses: not at start-up

        if is_bot_spec(text):
            return text
        self.fail(f"« {value} » n'est ni un niveau ({', '.join(LEVELS)}) ni un robot "
                  "module:fabrique.", param, ctx)
#: The options that change the pascal rules; ``simulate`` takes them too.
PASCAL_RULES_OPTIONS = [
    click.option("--fixed-throws", is_flag=True,
                 help="pascal : l'ouvreur fixe le nombre de lancers des suivants."),
    click.option("--bareme", "bareme_items", multiple=True, metavar="CLÉ=VALEUR",
                 help="pascal : change une valeur du barème (421, brelan-as, fiches, fiche-6, "
                      "brelans, brelan-6, suite, ordinaire, nenette, jetons), à répéter."),
    click.option("--bareme-file", type=click.Path(dir_okay=False), metavar="FICHIER",
                 help="pascal : lit le barème dans la section [bareme] d'un fichier INI."),
]

PLAY_OPTIONS = [
    RULES_OPTION,
    click.option("--seed", type=click.IntRange(1), metavar="N",
                 help="Numéro de partie : les mêmes dés à chaque fois (1987 : de 1 à 32767, "
                      "comme le listing)."),
    click.option("--no-color", is_flag=True, help="Sans couleurs (aussi avec NO_COLOR)."),
    click.option("-p", "--player", "players", multiple=True, metavar="NOM",
                 help="pascal : un joueur humain, à répéter ; 'ordi:NOM' place un ordinateur "
                      "(NOM peut être un niveau, classic, ou un robot module:fabrique), "
                      "'module:fabrique' un robot. Les places suivent l'ordre donné."),
    click.option("-c", "--computers", type=click.IntRange(0, 8), metavar="N",
                 help="pascal : N ordinateurs après les joueurs nommés "
                      "(défaut : 2 sans --player, 1 avec un seul, 0 sinon)."),
    *PASCAL_RULES_OPTIONS,
    click.option("--real-dice", is_flag=True,
                 help="De vrais dés : le programme demande les valeurs lancées sur la table."),
    click.option("--level", type=LevelParam(), default=DEFAULT_LEVEL, show_default=True,
                 metavar="NIVEAU",
                 help="Le jeu de l'ordinateur : classic, les règles simples du listing de "
                      "1987 ; expert, le meilleur joueur (la partie de 1987 résolue) ; ou "
                      "votre robot, module:fabrique."),
    click.option("--hints", is_flag=True,
                 help="Le conseil de l'expert après chaque lancer (sinon : tapez ? à "
                      "l'invite)."),
    click.option("--tuteur", "tutor", is_flag=True,
                 help="Le tuteur : avant un choix qui est une erreur (voir penel421 analyse), "
                      "montre ce qu'il coûte et le meilleur, et demande confirmation."),
    click.option("--basic", is_flag=True,
                 help="Notre reconstitution du listing BASIC de 1987 (le listing d'origine "
                      "est perdu), jouée par PC-BASIC ; sans PC-BASIC, penel421 --basic dit "
                      "comment l'installer."),
    JOURNAL_OPTION,
    NO_JOURNAL_OPTION,
]


#: The option of the command line that asks for each part of a session.
OPTION_OF = {"players": "--player", "computers": "--computers",
             "fixed_throws": "--fixed-throws", "bareme": "--bareme"}


@contextmanager
def spec_refusals(bareme_items: tuple[str, ...] = ()) -> Iterator[None]:
    """What the spec refuses (:func:`penel421.specs.check_session`), as click's
    usage errors naming the option given; a barème not given by ``--bareme``
    (``bareme_items``) came from ``--bareme-file``."""
    from ...specs import NotInGame, NumberedRealDice, NumberOutOfRange

    try:
        yield
    except NotInGame as error:
        flag = OPTION_OF[error.part]
        if error.part == "bareme" and not bareme_items:
            flag = "--bareme-file"
        raise click.UsageError(f"{flag} va avec --rules {' ou '.join(error.others)} : "
                               f"{sentence(error)}") from None
    except NumberedRealDice as error:
        raise click.UsageError(f"--seed et --real-dice s'excluent : {sentence(error)}") from None
    except NumberOutOfRange as error:
        raise click.BadParameter(f"avec --rules {error.kind.name}, {sentence(error)}",
                                 param_hint="--seed") from None


def sentence(text: object) -> str:
    """An error's text as a sentence of a usage error: it ends with a full stop."""
    text = str(text)
    return text if text.endswith((".", "!", "?")) else text + "."


def refuse_numbers_as_names(players: tuple[str, ...]) -> None:
    """A usage error for ``-p 9``: a name made of digits alone is taken for
    what it most likely is, a number of players, and the refusal says how
    to ask for players (a person who wants to be called so: « Joueur 9 »)."""
    for name in players:
        if name.strip().isdigit():
            raise click.BadParameter(
                f"« {name.strip()} » n'est pas un nom de joueur : -p nomme un joueur, à répéter "
                f"(-p Alice -p Bob), et -c N assoit N ordinateurs (de 0 à 8) ; pour un "
                f"joueur qui s'appelle ainsi, écrivez par exemple -p 'Joueur {name.strip()}'.",
                param_hint="-p / --player")


def bareme_from(items: tuple[str, ...], path: str | None) -> Bareme:
    """The barème of ``--bareme-file`` then ``--bareme``; a usage error if wrong."""
    from ...core.bareme import Bareme, BaremeError, parse_pair
    from ..bareme_file import read_bareme_file

    try:
        bareme = read_bareme_file(path) if path else Bareme()
    except BaremeError as error:  # the message names the file
        raise click.UsageError(sentence(f"{str(error)[0].upper()}{str(error)[1:]}")) from None
    try:
        return bareme.with_values(parse_pair(item) for item in items)
    except BaremeError as error:
        raise click.BadParameter(sentence(error), param_hint="--bareme") from None


class PlayOptions(TypedDict):
    """The options of a game, as click passes them to :func:`play`."""

    rules_name: str
    seed: int | None
    no_color: bool
    players: tuple[str, ...]
    computers: int | None
    fixed_throws: bool
    bareme_items: tuple[str, ...]
    bareme_file: str | None
    real_dice: bool
    level: str
    hints: bool
    basic: bool
    journal: str | None
    no_journal: bool
    tutor: bool


def play(rules_name: str, seed: int | None, no_color: bool, players: tuple[str, ...],
         computers: int | None, fixed_throws: bool, bareme_items: tuple[str, ...],
         bareme_file: str | None, real_dice: bool, level: str = DEFAULT_LEVEL,
         hints: bool = False, basic: bool = False, journal: str | None = None,
         no_journal: bool = False, tutor: bool = False) -> None:
    """Check the options together, then play a session; the computers play at
    ``level`` (a level or a bot).  ``basic``: the 1987 listing itself.  The
    games are kept in the journal (``journal``; none with ``no_journal``);
    ``tutor``: a person's errors are shown and must be confirmed."""
    if basic:
        from .basic import check_alone, play_the_listing

        check_alone(click.get_current_context())
        sys.exit(play_the_listing())
    kind = find_game(rules_name)
    from ...specs import GameSpec, SessionSpec, check_session

    with spec_refusals(bareme_items):
        check_session(kind, players=bool(players), computers=computers is not None,
                      fixed_throws=fixed_throws, bareme=bool(bareme_items or bareme_file),
                      number=seed, real_dice=real_dice)
    refuse_numbers_as_names(players)
    from ...core.seat import Seat
    from ...play.session import Session
    from ...play.table import seats_for
    from ...strategies import StrategyLoadError

    terminal = open_terminal(no_color)
    drawn = seed is None and not real_dice
    if drawn:
        import random
        seed = random.SystemRandom().choice(kind.drawn)
    game = GameSpec(kind.name, bareme_from(bareme_items, bareme_file) if kind.variants else None,
                    fixed_throws)
    try:
        seats: list[Seat] = seats_for(kind, players, computers, level)
    except ValueError as error:
        raise click.BadParameter(sentence(error), param_hint="--player/--computers") from None
    spec = SessionSpec(game, tuple(seats), seed, real_dice, hints, tutor)
    try:
        session = Session.open(spec, terminal, number_asked=drawn,
                               keeper=lambda say: _keeper(journal, no_journal, say))
    except StrategyLoadError as error:
        hint = "--player" if kind.chosen_seats else "--level"
        raise click.BadParameter(sentence(error), param_hint=hint) from None
    run_session(session, journal=journal)


def _keeper(journal: str | None, no_journal: bool, say: Callable[[str], None]) -> Keeper | None:
    """The journal of a new session; one line if an unfinished game is in it."""
    from ...journal.store import JournalUnavailable
    from ..journal_file import keeper_for, unfinished_notice

    keeper = keeper_for(journal, no_journal, say)
    if keeper is not None and keeper.journal is not None:
        try:
            unfinished = keeper.journal.last_unfinished()
        except JournalUnavailable:
            unfinished = None
        if unfinished is not None:
            say(unfinished_notice(unfinished, journal))
    return keeper


def open_terminal(no_color: bool) -> Terminal:
    """The terminal a game is played in, coloured unless ``--no-color``,
    ``NO_COLOR`` or a pipe say no.  With no standard input or output (closed),
    nobody can play: a message, and the exit status 1, before anything of a
    game (a journal row) is made."""
    from ...console.terminal import Terminal, unplayable, wants_color
    from ...console.wrap import columns, fit
    from ..streams import forgiving_streams

    problem = unplayable()
    if problem is not None:
        click.echo("\n".join(fit(problem, columns(sys.stderr), "  ")), err=True)
        sys.exit(1)
    forgiving_streams()  # a stray byte or a terminal without UTF-8 must not crash a game
    color = wants_color(no_color, sys.stdout)
    if color:
        import colorama
        colorama.just_fix_windows_console()
    return Terminal(color=color)


def _kept_command(session: Session, journal: str | None) -> str | None:
    """The command that continues the game under way in ``session``, if it
    is kept: ``penel421 reprendre``, with the game's number where it is not
    the journal's last unfinished one, and the ``--journal`` given."""
    from ...journal.store import JournalUnavailable
    from ..journal_file import resume_command

    game_id = session.kept_game()
    if game_id is None or session.keeper is None or session.keeper.journal is None:
        return None
    try:
        last = session.keeper.journal.last_unfinished()
    except JournalUnavailable:
        last = None
    return resume_command(None if last is not None and last.id == game_id else game_id,
                          journal)


def run_session(session: Session, resumed: GameRecord | None = None,
                journal: str | None = None) -> None:
    """Play the session to its end; every way it can end, said and exited.
    Left in the middle of a game that is kept, one line says how to go on
    with it (``journal``: the ``--journal`` given, for that command)."""
    from ...console.terminal import EndOfInput
    from ...core.engine import StrategyError
    from ...journal.replay import ReplayMismatch

    console = session.console
    kept: str | None = None

    def leave(status: int, new_line: str = "") -> NoReturn:
        console.term.write(new_line)
        if kept is not None:
            console.say_kept(kept)
        console.term.say(console.goodbye)
        sys.exit(status)
    try:
        try:
            session.play(resumed)
        except (EndOfInput, KeyboardInterrupt):
            kept = _kept_command(session, journal)  # while the journal is open
            raise
        finally:
            if session.keeper is not None:
                session.keeper.close()
    except EndOfInput:
        leave(0)
    except KeyboardInterrupt:
        leave(130, "\n")
    except BrokenPipeError:
        # the reader went away (``penel421 | head``): nobody is left to tell
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(0)
    except StrategyError as error:
        seat = session.spec.seats[error.seat]
        if seat.human:  # the keyboard failed: a bug of penel421's, to be seen whole
            raise
        from ...console.wrap import columns, fit

        if error.hook == "game_ended":  # the end, shown and kept, is not undone
            then = "C'était après la fin de la partie, qui reste comme elle a fini."
        elif error.hook == "game_started":
            then = "La partie s'arrête là, avant son premier lancer."
        else:
            then = (f"La partie s'arrête là, au milieu de la manche {console.round} : cette "
                    "manche ne compte pas, les jetons restent comme à son début.")
        message = (f"Erreur : le robot « {seat.spec} », qui joue {seat.name} (place "
                   f"{error.seat + 1}), {error.what} : {error.reason}.\n{then}")
        width = columns(sys.stderr)
        for paragraph in message.split("\n"):
            click.echo("\n".join(fit(paragraph, width, "  ")), err=True)
        sys.exit(1)
    except ReplayMismatch as error:
        from ..journal_file import tell

        tell(f"Erreur : la partie n° {resumed.id if resumed else '?'} du journal ne se "
             f"rejoue pas ({error}) : elle ne peut pas reprendre.")
        sys.exit(1)
    console.term.say(console.goodbye)
