"""click speaks French once penel421.cli.click_fr.install() has run.

The commands are defined here, not taken from penel421.cli, and after install():
some of click's texts (the names of Path types) are fixed when a command is
defined.
"""

from __future__ import annotations

import ast
import gettext as stdlib_gettext
import re
import string
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from penel421.cli import click_fr

# Words of click's English frame that must not survive.
ENGLISH = ("Usage:", "Options:", "Commands:", "Error:", "Try", "default:", "Invalid value",
           "No such", "is not", "Missing", "required", "Show this message", "Did you mean",
           "Aborted", "does not", "Choose from", "Arguments:", "Got unexpected", "DEPRECATED",
           "Deprecated", "Possible options", "you entered")


def release(text: str) -> tuple[int, ...]:
    """``8.1.3`` → ``(8, 1, 3)``, to compare releases of click."""
    return tuple(int(part) for part in re.findall(r"\d+", text)[:3])


# The click these tests run with: setup.cfg's floor in one run of .ci/run, the
# newest in the other.  What click itself does differently between releases of
# the range (a help for arguments, deprecated options, suggested commands) is
# tested where that click does it.
CLICK = release(version("click"))

CONTEXT = {"help_option_names": ["-h", "--help"]}


@pytest.fixture(autouse=True)
def french():
    click_fr.install()
    yield
    # penel421's commands install it once, when imported: whatever a test here
    # did, the tests after these find click in French, as the program runs it
    click_fr.install()


def make_cli() -> click.Group:
    @click.group(context_settings=CONTEXT, no_args_is_help=False)
    @click.option("--verbose", is_flag=True, help="Plus de détails.")
    @click.version_option("1.0", prog_name="penel421")
    def cli(verbose: bool) -> None:
        """Le 421 en ligne de commande."""

    @cli.command()
    @click.option("--rules", type=click.Choice(["1987", "pascal"]), default="1987",
                  show_default=True, help="Les règles.")
    @click.option("--seed", type=click.IntRange(min=1), help="Numéro de partie.")
    @click.option("--seek", type=click.IntRange(min=1), hidden=True)
    @click.option("-c", "--computers", type=click.IntRange(0, 8), help="Ordinateurs.")
    @click.option("--throws", type=int, help="Lancers.")
    @click.option("--remaining", type=click.IntRange(0, 2), default=2, show_default=True,
                  help="Lancers restants.")
    @click.option("--part", type=click.FloatRange(0, 1, min_open=True), help="Part.")
    @click.option("--margin", type=click.FloatRange(max=0.5, max_open=True), help="Marge.")
    @click.option("--ratio", type=float)
    @click.option("--hand", required=True, help="Une main.")
    @click.option("--fast", is_flag=True, help="Vite.")
    @click.option("-p", "--player", multiple=True, help="Un joueur, à répéter.")
    @click.option("--bareme-file", type=click.Path(exists=True, dir_okay=False))
    @click.option("--pair", nargs=2, type=int)
    @click.option("--sure", type=bool)
    @click.option("--game-id", type=click.UUID)
    @click.option("--day", type=click.DateTime(["%Y-%m-%d", "%d/%m/%Y"]))
    @click.option("--name", envvar="P421_NAME", show_envvar=True, help="Un nom.")
    @click.argument("table", required=False)
    def play(rules: str, seed: int | None, **rest: object) -> None:
        """Une partie."""
        if rules == "1987" and seed == 42:
            raise click.UsageError("--seed 42 va avec --rules pascal.")
        click.echo("partie")

    @cli.command()
    # click 8.5 shows an argument's help; earlier clicks refuse help= there
    @click.argument("name", **({"help": "Le nom du joueur."} if CLICK >= (8, 5) else {}))
    @click.argument("side", type=click.Choice(["gauche", "droite"]))
    def show(name: str, side: str) -> None:
        """Montre un joueur."""

    @cli.command(deprecated=True)
    # options can be deprecated from click 8.2 on
    @click.option("--old", help="Ancienne option.",
                  **({"deprecated": True} if CLICK >= (8, 2) else {}))
    def legacy(old: str | None) -> None:
        """Ancienne commande."""

    @cli.command()
    # before 8.4, click writes this option's prompt and help in English without
    # asking for a translation: a program gives its own (click_fr's documentation)
    @click.confirmation_option(**({} if CLICK >= (8, 4) else {
        "prompt": "Voulez-vous continuer ?", "help": "Confirme l'action sans poser la question."}))
    @click.option("--count", type=int, prompt="Combien")
    @click.option("--code", prompt="Code", confirmation_prompt=True)
    def ask(count: int, code: str) -> None:
        """Pose des questions."""
        click.echo(f"{count} {code}")
        click.confirm("Encore", abort=True)

    return cli


def run(*args: str, input: str | None = None) -> click.testing.Result:
    return CliRunner().invoke(make_cli(), list(args), input=input)


def assert_french(text: str) -> None:
    left = [word for word in ENGLISH if word in text]
    assert not left, f"English left {left} in:\n{text}"


# --- help pages -----------------------------------------------------------------------------

def test_group_help():
    result = run("-h")
    assert result.exit_code == 0
    assert result.output.startswith("Utilisation : cli [OPTIONS] COMMAND [ARGS]...\n")
    assert "\nOptions :\n" in result.output
    assert "\nCommandes :\n" in result.output
    assert "-h, --help  Affiche ce message et quitte." in result.output
    assert "--version   Affiche la version et quitte." in result.output
    assert "legacy  Ancienne commande. (OBSOLÈTE)" in result.output
    assert_french(result.output)


def test_command_help():
    result = run("play", "--help")
    assert result.exit_code == 0
    out = result.output
    assert out.startswith("Utilisation : cli play [OPTIONS] [TABLE]\n")
    assert "Les règles.  [défaut : 1987]" in out
    # ranges in words, and the French space before a semicolon
    assert "Numéro de partie.  [au moins 1]" in out
    assert "Ordinateurs.  [de 0 à 8]" in out
    assert "Lancers restants.  [défaut : 2 ; de 0 à 2]" in out
    assert "Part.  [plus de 0 et au plus 1]" in out
    assert "Marge.  [moins de 0,5]" in out
    assert "x>=" not in out and "<=x" not in out

    assert "Une main.  [obligatoire]" in out
    assert "Un nom.  [variable d'environnement : P421_NAME]" in out
    assert "--bareme-file FICHIER" in out
    assert_french(out)


@pytest.mark.parametrize("width", [40, 50, 60, 80])
def test_help_lines_never_start_with_a_french_colon(width):
    out = CliRunner().invoke(make_cli(), ["play", "--help"], terminal_width=width).output
    out += CliRunner().invoke(make_cli(), ["-h"], terminal_width=width).output
    assert not [line for line in out.splitlines() if line.strip()[:1] in (":", ";", "?", "»")]
    assert "\u00a0" not in out


def test_arguments_section_and_deprecated_option():
    out = run("show", "-h").output
    if CLICK >= (8, 5):
        assert "\nArguments :\n" in out
        assert "Le nom du joueur." in out
    assert out.startswith("Utilisation : cli show [OPTIONS] NAME {gauche|droite}\n")
    assert_french(out)
    out = run("legacy", "-h").output
    assert "  Ancienne commande. (OBSOLÈTE)\n" in out
    if CLICK >= (8, 2):
        assert re.search(r"--old TEXT +Ancienne option\. ?\(OBSOLÈTE\)", out), out
    assert_french(out)


def test_version():
    result = run("--version")
    assert result.exit_code == 0
    assert result.output == "penel421, version 1.0\n"


# --- usage errors ---------------------------------------------------------------------------

USAGE_ERRORS = [
    (["play", "--hand", "x", "--foo"], "Option --foo inconnue."),
    (["play", "--hand", "x", "-z"], "Option -z inconnue."),
    (["play", "--hand", "x", "--ruls", "1"],
     "Option --ruls inconnue. Vouliez-vous dire --rules ?"),
    (["play", "--hand", "x", "--rule", "1"],
     "Option --rule inconnue. (Vouliez-vous dire --rules ou --sure ?)"),
    (["play", "--hand", "x", "--seex", "1"],
     "Option --seex inconnue. (Vouliez-vous dire --seed, --seek ou --sure ?)"),
    (["play", "--hand", "x", "--seed"], "L'option --seed attend une valeur."),
    (["play", "--hand", "x", "--pair", "1"], "L'option --pair attend 2 valeurs."),
    (["play", "--hand", "x", "--fast=1"], "L'option --fast ne prend pas de valeur."),
    (["play", "--hand", "x", "--rules", "1988"],
     "Valeur invalide pour --rules : « 1988 » n'est pas parmi « 1987 », « pascal »."),
    (["play", "--hand", "x", "--throws", "abc"],
     "Valeur invalide pour --throws : « abc » n'est pas un nombre entier valide."),
    (["play", "--hand", "x", "--seed", "abc"],
     "Valeur invalide pour --seed : « abc » n'est pas un nombre entier valide."),
    (["play", "--hand", "x", "--pair", "1", "b"],
     "Valeur invalide pour --pair : « b » n'est pas un nombre entier valide."),
    (["play", "--hand", "x", "--ratio", "un"],
     "Valeur invalide pour --ratio : « un » n'est pas un nombre décimal valide."),
    (["play", "--hand", "x", "--seed", "0"],
     "Valeur invalide pour --seed : 0 n'est pas permis (au moins 1)."),
    (["play", "--hand", "x", "-c", "9"],
     "Valeur invalide pour -c / --computers : 9 n'est pas permis (de 0 à 8)."),
    (["play", "--hand", "x", "--part", "0"],
     "Valeur invalide pour --part : 0 n'est pas permis (plus de 0 et au plus 1)."),
    (["play", "--hand", "x", "--margin", "2.5"],
     "Valeur invalide pour --margin : 2,5 n'est pas permis (moins de 0,5)."),
    (["play", "--hand", "x", "--sure", "peut-être"],
     "Valeur invalide pour --sure : « peut-être » n'est pas un booléen valide."
     + (" Valeurs reconnues : " if CLICK >= (8, 3) else "\n")),
    (["play", "--hand", "x", "--game-id", "42"],
     "Valeur invalide pour --game-id : « 42 » n'est pas un UUID valide."),
    (["play", "--hand", "x", "--day", "hier"],
     "Valeur invalide pour --day : « hier » ne correspond à aucun des formats "
     "« %Y-%m-%d », « %d/%m/%Y »."),
    (["play", "--hand", "x", "--bareme-file", "/nulle/part.ini"],
     "Valeur invalide pour --bareme-file : le fichier « /nulle/part.ini » n'existe pas."),
    (["play"], "Il manque l'option --hand."),
    (["play", "--hand", "x", "a", "b"], "Argument en trop : b"),
    (["play", "--hand", "x", "a", "b", "c"], "Arguments en trop : b c"),
    (["show"], "Il manque l'argument « NAME »."),
    (["show", "Alice"], "Il manque l'argument « {gauche|droite} ». Choisissez parmi :\n"
                        "\tgauche,\n\tdroite"),
    (["show", "Alice", "haut"],
     "Valeur invalide pour « {gauche|droite} » : « haut » n'est pas parmi « gauche », "
     "« droite »."),
    (["nope"], "Commande « nope » inconnue."),
    # click suggests commands from 8.4 on
    (["shwo"], "Commande « shwo » inconnue." + (" Vouliez-vous dire « show » ?"
                                                 if CLICK >= (8, 4) else "\n")),
    (["--verbose"], "Il manque une commande."),
]


@pytest.mark.parametrize(("args", "message"), USAGE_ERRORS, ids=[" ".join(a) for a, _ in
                                                                  USAGE_ERRORS])
def test_usage_error(args, message):
    result = run(*args)
    assert result.exit_code == 2, result.output
    assert f"Erreur : {message}" in result.output
    assert_french(result.output)


def test_usage_error_frame():
    result = run("play", "--hand", "x", "--rules", "1988")
    assert result.output == (
        "Utilisation : cli play [OPTIONS] [TABLE]\n"
        # the longest name of the help option from click 8.4 on, the first before
        f"Essayez « cli play {'--help' if CLICK >= (8, 4) else '-h'} » pour l'aide.\n"
        "\n"
        "Erreur : Valeur invalide pour --rules : « 1988 » n'est pas parmi « 1987 », "
        "« pascal ».\n"
    )


def test_path_errors(tmp_path: Path):
    result = run("play", "--hand", "x", "--bareme-file", str(tmp_path))
    assert result.exit_code == 2
    assert f"le fichier « {tmp_path} » est un répertoire." in result.output
    assert_french(result.output)


def test_the_programs_own_messages_are_kept():
    result = run("play", "--hand", "x", "--seed", "42")
    assert result.exit_code == 2
    assert "Erreur : --seed 42 va avec --rules pascal.\n" in result.output


def test_a_path_type_made_before_install_still_reads_french():
    click_fr.uninstall()
    path = click.Path(exists=True)  # named "path" in English
    click_fr.install()
    with pytest.raises(click.BadParameter) as caught:
        path.convert("/nulle/part", None, None)
    assert caught.value.format_message() == "Valeur invalide : le chemin « /nulle/part » " \
                                            "n'existe pas."


def test_deprecation_warnings():
    result = run("legacy", "--old", "x")
    assert result.exit_code == 0
    assert "Attention : la commande « legacy » est obsolète." in result.output
    if CLICK >= (8, 2):
        assert "Attention : l'option « old » est obsolète." in result.output


# --- prompts --------------------------------------------------------------------------------

def test_prompts():
    result = run("ask", input="o\ny\nabc\n5\n1\n2\n3\n3\nn\n")
    out = result.output
    assert "Voulez-vous continuer ? [y/N]" in out
    assert "Erreur : saisie invalide" in out
    assert "Erreur : « abc » n'est pas un nombre entier valide." in out
    assert "Répétez pour confirmer : " in out
    assert "Erreur : les deux valeurs saisies ne correspondent pas." in out
    assert "5 3" in out
    assert out.endswith("Abandon !\n")
    assert result.exit_code == 1
    assert_french(out)


# --- messages a command line cannot easily reach ---------------------------------------------

def test_tuple_and_nargs_counts():
    with pytest.raises(click.BadParameter) as caught:
        click.Tuple([int, int]).convert((1,), None, None)
    assert caught.value.message == "2 valeurs sont attendues, mais 1 a été donnée."
    with pytest.raises(click.BadParameter) as caught:
        click.Tuple([int, int]).convert((1, 2, 3), None, None)
    assert caught.value.message == "2 valeurs sont attendues, mais 3 ont été données."


def test_french_plural_rule():
    singular, plural = "Takes {nargs} values but 1 was given.", \
        "Takes {nargs} values but {len} were given."
    for n, word in ((0, "a été donnée"), (1, "a été donnée"), (2, "ont été données")):
        assert word in click_fr.ngettext(singular, plural, n).format(nargs=3, len=n)
    # unknown ids: click's English, English plural rule
    assert click_fr.ngettext("one", "many", 1) == "one"
    assert click_fr.ngettext("one", "many", 0) == "many"


def test_unknown_messages_stay_english():
    assert click_fr.gettext("A message from a future click") == "A message from a future click"


def test_missing_parameter_without_param():
    error = click.MissingParameter(param_type="parameter")
    assert error.format_message() == "Il manque le paramètre."
    assert str(click.MissingParameter(param_hint="x")) == "Il manque le paramètre : None"


def test_invalid_value_with_a_list_of_hints():
    error = click.BadParameter("non", param_hint=["--a", "-b"])
    assert error.format_message() == "Valeur invalide pour --a / -b : non"


def test_file_error():
    assert click.FileError("x.ini").format_message() == \
        "Impossible d'ouvrir le fichier « x.ini » : erreur inconnue"


# --- install() ------------------------------------------------------------------------------

def test_install_twice_is_harmless_and_uninstall_gives_english_back():
    click_fr.install()
    click_fr.install()
    assert run("play", "--hand", "x", "--rules", "1988").output.endswith(
        "Erreur : Valeur invalide pour --rules : « 1988 » n'est pas parmi « 1987 », "
        "« pascal ».\n")
    click_fr.uninstall()
    assert click.core._ is stdlib_gettext.gettext
    assert click.parser.ngettext is stdlib_gettext.ngettext
    result = CliRunner().invoke(make_cli(), ["play", "--rules", "1988"])
    assert "Error: Invalid value for '--rules': '1988' is not one of '1987', 'pascal'." \
        in result.output


def test_the_commands_and_their_french_import_nothing_heavy():
    # --help and --version must start as fast as click: the command line and
    # click's French catalogue load no game module and no heavy standard module
    code = (
        "import sys, click, penel421\n"
        "before = set(sys.modules)\n"
        "import penel421.cli\n"
        "print(' '.join(sorted(set(sys.modules) - before)))\n"
    )
    new = set(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             check=True).stdout.split())
    ours = {m for m in new if m.startswith("penel421.")}
    assert "penel421.cli.click_fr" in ours
    # the registries of games and levels name their parts and load none (the
    # entry module, which the command loads first anyway, imports only signal)
    assert {m for m in ours if not m.startswith(("penel421.cli", "penel421.games"))} <= {
        "penel421.console", "penel421.console.french", "penel421.strategies",
        "penel421.core", "penel421.core.seat", "penel421.core.strategy"}
    assert not new & {"pathlib", "shutil", "gettext", "locale", "fractions", "sqlite3"}


def test_a_module_click_loads_later_speaks_french_after_installing_again():
    code = (
        "import click\n"
        "from penel421.cli import click_fr\n"
        "click_fr.install()\n"
        "import click._termui_impl as impl\n"
        "click_fr.install()\n"
        "print(impl._('d'))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True)
    assert done.stdout.strip() == "j"  # the days in a progress bar's time left


# --- the catalogue against the installed click ---------------------------------------------

CLICK_DIR = Path(click.__file__).parent

# _(…) calls in click whose argument is not a literal, and the ids they can get.
DYNAMIC: dict[str, set[str]] = {
    "extra['required']": {"required"},
    "text": set(),  # click 8.4 passes a command's own help through _()
}

Releases = tuple[tuple[int, ...] | None, tuple[int, ...] | None]

# What only part of the range of clicks has: the message ids of the catalogue
# (MESSAGES, PLURALS, IGNORED) and the computed _() arguments above, each with
# (the first release of click that has it, the first that no longer has it),
# None for "since the floor" or "still".  Every id not listed is in every click
# from setup.cfg's floor on.  The tests below check this against the click
# installed: run with each click of the range, they notice a wrong entry.
PART_OF_THE_RANGE: dict[str | tuple[str, str], Releases] = {
    "(Deprecated) {text}": (None, (8, 2)),
    "DeprecationWarning: The command {name!r} is deprecated.": (None, (8, 2)),
    "{text} {deprecated_message}": ((8, 2), (8, 4)),
    "DeprecationWarning: The command {name!r} is deprecated.{extra_message}": ((8, 2), None),
    "DeprecationWarning: The {param_type} {name!r} is deprecated.{extra_message}":
        ((8, 2), None),
    "extra['required']": ((8, 2), None),
    "{name} '{filename}' is a directory.": (None, (8, 1, 8)),
    "{name} {filename!r} is a directory.": ((8, 1, 8), None),
    "{value!r} is not a valid boolean.": (None, (8, 3)),
    "{value!r} is not a valid boolean. Recognized values: {states}": ((8, 3), None),
    "No such option: {name}": (None, (8, 4)),
    "Error: The value you entered was invalid.": (None, (8, 4)),
    "Error: {e.message}": (None, (8, 4)),
    ("Did you mean {possibility}?", "(Possible options: {possibilities})"): (None, (8, 4)),
    ("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)"): ((8, 4), None),
    # click 8.4 asks for the translation of texts it wrote in English before
    **dict.fromkeys((
        "No such option {name!r}.", "Do you want to continue?",
        "Confirm the action without prompting.", "deprecated", "d", "Unknown color {colour!r}",
        "Unknown standard stream '{name}'", "Windows error: {error}",
        "Name '{name}' defined twice",
        "Boolean option {decl!r} cannot use the same flag for true/false.",
        "Could not determine name for option with declarations {decls!r}",
        "No options defined but a name was passed ({name})."
        " Did you mean to declare an argument instead? Did you mean to pass '--{name}'?",
        "Arguments take exactly one parameter declaration, got {length}: {decls}.",
        "Invalid start character for option ({option})", "Choice({choices})",
    ), ((8, 4), None)),
    "text": ((8, 4), (8, 5, 1)),
    "Positional arguments": ((8, 5), None),
}


def in_this_click(entry: str | tuple[str, str]) -> bool:
    since, until = PART_OF_THE_RANGE.get(entry, (None, None))
    return (since is None or CLICK >= since) and (until is None or CLICK < until)


def test_the_release_of_click_is_read():
    assert release("8.1.3") == (8, 1, 3) and release("8.10.0rc1") == (8, 10, 0)
    assert CLICK >= (8, 1, 3)


def click_message_ids() -> tuple[set[str], set[tuple[str, str]], set[str]]:
    """(ids of _(), (singular, plural) of ngettext(), non-literal _() arguments)."""
    singles: set[str] = set()
    pairs: set[tuple[str, str]] = set()
    dynamic: set[str] = set()
    for name in click_fr.MODULES:
        tree = ast.parse((CLICK_DIR / f"{name}.py").read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            args = node.args
            if node.func.id == "_":
                if isinstance(args[0], ast.Constant):
                    singles.add(args[0].value)
                else:
                    dynamic.add(ast.unparse(args[0]))
            elif node.func.id == "ngettext":
                assert all(isinstance(a, ast.Constant) for a in args[:2]), ast.unparse(node)
                pairs.add((args[0].value, args[1].value))
    return singles, pairs, dynamic


def test_every_click_module_with_messages_is_installed():
    with_messages = {path.stem for path in CLICK_DIR.glob("*.py")
                     if re.search(r"^from gettext import", path.read_text(encoding="utf-8"),
                                  re.MULTILINE)}
    assert with_messages <= set(click_fr.MODULES)


def test_no_catalogue_entry_has_drifted_from_click():
    """A click of the range that changes or drops a message is noticed here:
    the ids the catalogue expects of this click are the ids this click has."""
    singles, pairs, dynamic = click_message_ids()
    assert dynamic == {name for name in DYNAMIC if in_this_click(name)}, \
        "click translates a computed text: review DYNAMIC"
    if "extra['required']" in dynamic:
        core = (CLICK_DIR / "core.py").read_text(encoding="utf-8")
        assert 'extra["required"] = "required"' in core
    known = singles | set().union(*(DYNAMIC[name] for name in dynamic))
    messages = set(click_fr.MESSAGES) | click_fr.IGNORED
    assert {m for m in messages if in_this_click(m)} - known == set()
    assert {m for m in messages if not in_this_click(m)} & singles == set()
    assert {p for p in click_fr.PLURALS if in_this_click(p)} - pairs == set()
    assert {p for p in click_fr.PLURALS if not in_this_click(p)} & pairs == set()


def test_the_ranges_name_only_the_catalogue():
    catalogue = set(click_fr.MESSAGES) | set(click_fr.PLURALS) | click_fr.IGNORED
    assert set(PART_OF_THE_RANGE) <= catalogue | set(DYNAMIC)


def test_every_click_message_is_translated_or_knowingly_ignored():
    singles, pairs, _dynamic = click_message_ids()
    assert singles - set(click_fr.MESSAGES) - click_fr.IGNORED == set()
    assert pairs - set(click_fr.PLURALS) == set()
    assert not click_fr.IGNORED & set(click_fr.MESSAGES)


def fields(text: str) -> set[str]:
    names = {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name}
    return names | set(re.findall(r"%\((\w+)\)s", text))


def french_texts() -> list[tuple[str, str]]:
    pairs = list(click_fr.MESSAGES.items())
    for (singular, plural), (fr_singular, fr_plural) in click_fr.PLURALS.items():
        pairs += [(singular, fr_singular), (plural, fr_plural)]
    return pairs


# Fields that click passes to .format() although the English text does not use them.
UNUSED_FIELDS = {"Takes {nargs} values but 1 was given.": {"len"}}


@pytest.mark.parametrize(("english", "french"), french_texts())
def test_french_text_uses_the_same_fields(english, french):
    assert fields(french) <= fields(english) | UNUSED_FIELDS.get(english, set())
    if "{" not in english:
        assert "{" not in french


@pytest.mark.parametrize(("english", "french"), french_texts())
def test_french_typography(english, french):
    text = re.sub(r"\{[^}]*\}|%\(\w+\)s", "X", french)
    assert not re.search(r"\S[:?!]", text), french
    assert not re.search(r"'X|X'", text), french  # « » around values, not ''
    # headings and the confirmation prompt: click appends ":" or ": " to them
    assert french.strip() == french or english in (
        "Options", "Commands", "Positional arguments", "Repeat for confirmation")
