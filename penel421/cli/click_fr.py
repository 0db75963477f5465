"""click in French: help pages, usage errors and prompts.

click marks the texts of its frame (``Usage:``, ``Options``, ``Error: …``, every
usage error) for translation: each of its modules does ``from gettext import
gettext as _`` (and ``ngettext``) and calls ``_("…")`` on the English text when it
needs it.  :func:`install` rebinds ``_`` and ``ngettext`` in click's own modules to
functions that look the English text up in the French catalogue below and fall
back to the English text for anything unknown (a message added by a later click
stays English rather than breaking).

Every click that setup.cfg allows is in French: the catalogue holds the
wording of each release of the range, an English text that a later click
reworded staying beside its new wording.  The tests check it against the
click installed, and ``.ci/run`` runs them with the oldest click allowed as
well as with the newest.  Since :func:`install` rebinds names inside click's
modules, which click may rename in any release, setup.cfg stops below click 9.

Why this approach and not another:

* A gettext catalogue (a compiled ``.mo`` for the default ``messages`` domain)
  would only be used when the user's LANGUAGE/LC_*/LANG say French, would apply
  to every library of the process that uses the default domain, and needs a
  compiled file shipped with the package.  The game is in French whatever the
  locale, so the translation must not depend on it.
* Subclassing ``click.Command``/``Group``/``HelpFormatter`` reaches the help page
  but not the errors raised deep in click's parser and types.
* Rebinding the names in click's modules touches nothing outside click, needs
  no file and no locale, and costs a few attribute assignments.  Only click's
  modules are changed: ``gettext.gettext`` itself is left alone.

Three details that a plain catalogue cannot do on its own:

* French quotes, and one rule for every message of penel421: what the user
  typed (a value, a command, a file) is between « », an option name
  (``--seed``, ``-c``) is written bare.  click puts ASCII quotes around values
  in two ways: with ``{value!r}`` inside a message (the French text simply
  writes ``« {value} »``), and by passing already quoted strings as arguments
  (the parameter hint ``'--rules'``, the list ``'1987', 'pascal'``).  For the
  latter the French text is a :class:`_Template`, a ``str`` whose ``format()``
  first rewrites the named arguments (``'a', 'b'`` becomes ``« a », « b »``,
  ``'--rules'`` becomes ``--rules``, ``integer`` becomes ``un nombre entier
  valide``…).  And since ``Missing option '--hand'.`` is assembled by click
  without any message template, ``get_error_hint`` of click's parameter
  classes is wrapped to drop the quotes of ``'--hand'``.
* Ranges in words.  click describes ``IntRange(1)`` as ``x>=1`` in the help
  and in its errors; install() makes it say ``au moins 1``, ``de 0 à 2``…,
  and puts the French space before the ``;`` of ``[défaut : 2 ; de 0 à 2]``.
* French spaces.  The space before ``: ; ? ! % »`` and after ``«`` is never
  where click cuts a line of help (``(défaut`` / ``: 2)`` would be).
* French typography.  click writes section headings as ``f"{heading}:"``, so
  the French headings end with a space (``"Options "`` gives ``Options :``);
  likewise the confirmation prompt, followed by click's default suffix ``": "``.
* Plurals.  In French 0 and 1 take the singular, so :func:`ngettext` picks the
  singular for ``n <= 1``, and no French singular hard-codes the number 1.

Some texts are computed by click when a command is *defined*: the names of
``click.Path`` types (``file``, ``directory``, ``path``, used in the metavar and
in errors) and the default help of ``help_option``/``version_option``.  Call
:func:`install` before the decorated commands are defined (at the top of the
module that defines them) so these are French too.

Not translated, because click does not mark them for translation (they are
not message ids): the metavars made from type names (``TEXT``, ``INTEGER``,
``INTEGER RANGE``…; give ``metavar=``), ``[OPTIONS]`` and ``COMMAND [ARGS]...``
(give ``options_metavar=``/``subcommand_metavar=``), the ``[y/N]: `` of ``click.confirm`` (whose
answers are y/yes/n/no) and the default ``": "`` after a prompt, the colon in
``(OBSOLÈTE: raison)``, and the ``'name': reason`` of ``click.File`` errors (the
reason comes from the operating system).  Before click 8.4: the prompt and
help of ``confirmation_option`` (give ``prompt=``/``help=``), the ``d`` of the
days in a progress bar's time left, the errors of ``click.style`` and of the
Windows console.  The message ids deliberately left in English are listed,
with the reason, in :data:`IGNORED`.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from typing import Protocol

import click  # noqa: F401  (loads the modules of click that install() rewrites)

from .help_layout import HelpLayout, whole_words

__all__ = ["IGNORED", "MESSAGES", "MODULES", "PLURALS", "gettext", "install", "ngettext",
           "uninstall"]

# click's modules that call _()/ngettext().  ``click._winconsole`` exists (and
# is imported by click) only on Windows; ``click._termui_impl`` (progress bars,
# the editor) and ``click.shell_completion`` are imported lazily by click, and
# importing them would slow every start (the first needs pathlib): install()
# translates the modules already loaded, so call it again after loading one.
MODULES = ("core", "decorators", "exceptions", "formatting", "parser", "termui", "types",
           "utils", "_termui_impl", "shell_completion", "_winconsole")


# --- rewriting the arguments of a message -------------------------------------------------

# A Python string literal as repr() writes it, or a value click wrapped in '…'.
_QUOTED = re.compile(r"""'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)\"""")
_ESCAPE = re.compile(r"""\\(['"\\])""")


def _guillemets(match: re.Match[str]) -> str:
    inner = match.group(1) if match.group(1) is not None else match.group(2)
    text = _ESCAPE.sub(r"\1", inner)
    return text if text.startswith("-") else f"« {text} »"


def _quoted(value: object) -> object:
    """``'a', 'b'`` → ``« a », « b »``; an option stays bare: ``'--seed'`` → ``--seed``."""
    if not isinstance(value, str):
        return value
    return _QUOTED.sub(_guillemets, value)


def _quoted_or(value: object) -> object:
    """Like :func:`_quoted`, the last two of a list joined by ``ou``."""
    if not isinstance(value, str):
        return value
    items = list(_QUOTED.finditer(value))
    if len(items) >= 2 and ", ".join(m.group(0) for m in items) == value:
        words = [_guillemets(m) for m in items]
    else:
        # click before 8.4 lists the options it suggests bare: --rules, --sure
        words = value.split(", ")
        if len(words) < 2 or not all(re.fullmatch(r"--?[^\s'\",]+", word) for word in words):
            return _quoted(value)
    return f"{', '.join(words[:-1])} ou {words[-1]}"


def _deprecated_label(value: object) -> object:
    """click 8.2's ``(DEPRECATED)``, ``(DEPRECATED: reason)`` → ``(OBSOLÈTE)``…"""
    if not isinstance(value, str) or not value.startswith("(DEPRECATED"):
        return value
    return "(OBSOLÈTE" + value[len("(DEPRECATED"):]


_NUMBER_TYPES = {
    "integer": "un nombre entier valide",
    "integer range": "un nombre entier valide",
    "float": "un nombre décimal valide",
    "float range": "un nombre décimal valide",
}


def _number_type(value: object) -> object:
    """click's type name (``integer``…) → what the value is not."""
    if not isinstance(value, str):
        return value
    return _NUMBER_TYPES.get(value, f"une valeur valide de type {value}")


# The name of a click.Path, title-cased by click: English if the type was made
# before install(), French (see "file" etc. in MESSAGES) if after.
_PATH_KINDS = {
    "file": "le fichier", "fichier": "le fichier",
    "directory": "le répertoire", "répertoire": "le répertoire",
    "path": "le chemin", "chemin": "le chemin",
}


def _path_kind(value: object) -> object:
    if not isinstance(value, str):
        return value
    return _PATH_KINDS.get(value.lower(), value)


_PARAM_KINDS = {"option": "l'option", "argument": "l'argument", "parameter": "le paramètre"}


def _param_kind(value: object) -> object:
    if not isinstance(value, str):
        return value
    return _PARAM_KINDS.get(value, value)


def _bound(value: object) -> str:
    """A number as the French write it: 0,5 for 0.5, 0 for 0.0."""
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return str(value).replace(".", ",")


class _Template(str):
    """A French message whose ``format()`` first rewrites some named arguments."""

    _fixes: dict[str, Callable[[object], object]]

    def __new__(cls, text: str, **fixes: Callable[[object], object]) -> _Template:
        self = super().__new__(cls, text)
        self._fixes = fixes
        return self

    def format(self, /, *args: object, **kwargs: object) -> str:
        for name, fix in self._fixes.items():
            if name in kwargs:
                kwargs[name] = fix(kwargs[name])
        return str.format(self, *args, **kwargs)


class _Fitted(_Template):
    """The frame of an error: at a terminal, the message cut between words
    at its width (:mod:`penel421.console.wrap`); one line to a pipe."""

    def format(self, /, *args: object, **kwargs: object) -> str:
        # its regular expressions, 1 ms at every start, for an error alone
        from ..console.wrap import fit, terminal_columns

        text = super().format(*args, **kwargs)
        width = terminal_columns(sys.stderr)
        if width is None:
            return text
        return "\n".join(line for paragraph in text.split("\n")
                         for line in fit(paragraph, width, "  "))


# --- the catalogue ------------------------------------------------------------------------

#: English message id (exactly as in click's source) → French text.
MESSAGES: dict[str, str] = {
    # formatting.py, core.py: the help page.  click adds ":" after a heading.
    "Usage:": "Utilisation :",
    "Options": "Options ",
    "Positional arguments": "Arguments ",
    "Commands": "Commandes ",
    "default: {default}": "défaut : {default}",
    "env var: {var}": "variable d'environnement : {var}",
    "required": "obligatoire",  # core.py: _(extra["required"]), extra["required"] = "required"
    "(dynamic)": "(dynamique)",
    "deprecated": "obsolète",  # shown upper-cased: (OBSOLÈTE)
    # decorators.py: the help texts of the ready-made options.
    "Show this message and exit.": "Affiche ce message et quitte.",
    "Show the version and exit.": "Affiche la version et quitte.",
    "%(prog)s, version %(version)s": "%(prog)s, version %(version)s",
    "Do you want to continue?": "Voulez-vous continuer ?",
    "Confirm the action without prompting.": "Confirme l'action sans poser la question.",
    # exceptions.py: the frame of every error.
    "Error: {message}": _Fitted("Erreur : {message}"),
    "Try '{command} {option}' for help.": "Essayez « {command} {option} » pour l'aide.",
    "Invalid value: {message}": "Valeur invalide : {message}",
    "Invalid value for {param_hint}: {message}": _Template(
        "Valeur invalide pour {param_hint} : {message}", param_hint=_quoted),
    # click appends " '--hand'." to these (the hint French-quoted by install()).
    "Missing argument": "Il manque l'argument",
    "Missing option": "Il manque l'option",
    "Missing parameter": "Il manque le paramètre",
    "Missing {param_type}": _Template("Il manque {param_type}", param_type=_param_kind),
    "Missing parameter: {param_name}": "Il manque le paramètre : {param_name}",
    # Not "Option inconnue : …": after "Erreur : " that would be two colons.
    "No such option {name!r}.": "Option {name} inconnue.",
    "No such command {name!r}.": "Commande « {name} » inconnue.",
    "unknown error": "erreur inconnue",
    "Could not open file {filename!r}: {message}":
        "Impossible d'ouvrir le fichier « {filename} » : {message}",
    # core.py: usage errors.
    "Missing command.": "Il manque une commande.",
    "Value must be an iterable.": "La valeur doit être un itérable.",
    "Aborted!": "Abandon !",
    "DeprecationWarning: The command {name!r} is deprecated.{extra_message}":
        "Attention : la commande « {name} » est obsolète.{extra_message}",
    "DeprecationWarning: The {param_type} {name!r} is deprecated.{extra_message}": _Template(
        "Attention : {param_type} « {name} » est obsolète.{extra_message}",
        param_type=_param_kind),
    # core.py: mistakes in the program's own definitions (TypeError, ValueError).
    "Name '{name}' defined twice": "Nom « {name} » défini deux fois",
    "Boolean option {decl!r} cannot use the same flag for true/false.":
        "L'option booléenne {decl} ne peut pas utiliser le même drapeau pour vrai et faux.",
    "Could not determine name for option with declarations {decls!r}":
        "Impossible de déterminer le nom de l'option déclarée par {decls!r}",
    "No options defined but a name was passed ({name})."
    " Did you mean to declare an argument instead? Did you mean to pass '--{name}'?":
        "Aucune option définie, mais un nom a été donné ({name})."
        " Vouliez-vous plutôt déclarer un argument ? Vouliez-vous donner --{name} ?",
    "Arguments take exactly one parameter declaration, got {length}: {decls}.":
        "Un argument prend exactement une déclaration de paramètre, reçu {length} : {decls}.",
    # parser.py
    "Option {name!r} does not take a value.": "L'option {name} ne prend pas de valeur.",
    "Argument {name!r} takes {nargs} values.": "L'argument « {name} » attend {nargs} valeurs.",
    "Invalid start character for option ({option})":
        "Caractère initial invalide pour l'option ({option})",
    # types.py
    "Choose from:\n\t{choices}": "Choisissez parmi :\n\t{choices}",
    "{value!r} is not a valid {number_type}.": _Template(
        "« {value} » n'est pas {number_type}.", number_type=_number_type),
    # {range} is French too: install() makes click describe ranges in words
    "{value} is not in the range {range}.": _Template(
        "{value} n'est pas permis ({range}).", value=_bound),
    "{value!r} is not a valid boolean. Recognized values: {states}":
        "« {value} » n'est pas un booléen valide. Valeurs reconnues : {states}",
    "{value!r} is not a valid UUID.": "« {value} » n'est pas un UUID valide.",
    "file": "fichier",
    "directory": "répertoire",
    "path": "chemin",
    "{name} {filename!r} does not exist.": _Template(
        "{name} « {filename} » n'existe pas.", name=_path_kind),
    "{name} {filename!r} is a file.": _Template(
        "{name} « {filename} » est un fichier.", name=_path_kind),
    "{name} {filename!r} is a directory.": _Template(
        "{name} « {filename} » est un répertoire.", name=_path_kind),
    "{name} {filename!r} is not readable.": _Template(
        "{name} « {filename} » n'est pas lisible.", name=_path_kind),
    "{name} {filename!r} is not writable.": _Template(
        "{name} « {filename} » n'est pas accessible en écriture.", name=_path_kind),
    "{name} {filename!r} is not executable.": _Template(
        "{name} « {filename} » n'est pas exécutable.", name=_path_kind),
    # termui.py: prompts.
    # click adds the prompt suffix, ": " by default.
    "Repeat for confirmation": "Répétez pour confirmer ",
    "Error: The two entered values do not match.":
        "Erreur : les deux valeurs saisies ne correspondent pas.",
    "Error: invalid input": "Erreur : saisie invalide",
    "Press any key to continue...": "Appuyez sur une touche pour continuer...",
    "Unknown color {colour!r}": "Couleur inconnue : « {colour} »",
    # utils.py
    "Unknown standard stream '{name}'": "Flux standard inconnu : « {name} »",
    # _termui_impl.py: progress bar (days in the remaining time), click.edit().
    "d": "j",
    "{editor}: Editing failed": "{editor} : échec de l'édition",
    "{editor}: Editing failed: {e}": "{editor} : échec de l'édition : {e}",
    # _winconsole.py (Windows only)
    "Windows error: {error}": "Erreur Windows : {error}",
    # shell_completion.py: when a Bash completion script is requested.
    "Shell completion is not supported for Bash versions older than 4.4.":
        "La complétion n'est pas prise en charge par les versions de Bash antérieures à 4.4.",
    "Couldn't detect Bash version, shell completion is not supported.":
        "Impossible de connaître la version de Bash : la complétion n'est pas prise en charge.",
    # The wording of older clicks of the range (setup.cfg): the newest click no
    # longer has these ids, an older one still prints them.
    # click 8.1: the deprecated command's help, its warning
    "(Deprecated) {text}": "{text} (OBSOLÈTE)",
    "DeprecationWarning: The command {name!r} is deprecated.":
        "Attention : la commande « {name} » est obsolète.",
    # click 8.2 and 8.3 write "(DEPRECATED)" without asking for a translation
    "{text} {deprecated_message}": _Template(
        "{text} {deprecated_message}", deprecated_message=_deprecated_label),
    # click 8.1 to 8.3
    "No such option: {name}": "Option {name} inconnue.",
    "Error: The value you entered was invalid.": "Erreur : la valeur saisie est invalide.",
    "Error: {e.message}": "Erreur : {e.message}",
    # click 8.1.3 to 8.1.7
    "{name} '{filename}' is a directory.": _Template(
        "{name} « {filename} » est un répertoire.", name=_path_kind),
    # click 8.1 and 8.2
    "{value!r} is not a valid boolean.": "« {value} » n'est pas un booléen valide.",
}

#: (English singular, English plural) → (French singular, French plural).
#: French singular is used for 0 and 1.
PLURALS: dict[tuple[str, str], tuple[str, str]] = {
    # core.py
    ("Got unexpected extra argument ({args})", "Got unexpected extra arguments ({args})"):
        ("Argument en trop : {args}", "Arguments en trop : {args}"),
    ("Takes {nargs} values but 1 was given.", "Takes {nargs} values but {len} were given."):
        ("Attend {nargs} valeurs, mais {len} a été donnée.",
         "Attend {nargs} valeurs, mais {len} ont été données."),
    # exceptions.py: after "No such option/command …".
    ("Did you mean {possibility}?", "(Did you mean one of: {possibilities}?)"):
        (_Template("Vouliez-vous dire {possibility} ?", possibility=_quoted),
         _Template("(Vouliez-vous dire {possibilities} ?)", possibilities=_quoted_or)),
    # click 8.1 to 8.3
    ("Did you mean {possibility}?", "(Possible options: {possibilities})"):
        (_Template("Vouliez-vous dire {possibility} ?", possibility=_quoted),
         _Template("(Vouliez-vous dire {possibilities} ?)", possibilities=_quoted_or)),
    # parser.py
    ("Option {name!r} requires an argument.", "Option {name!r} requires {nargs} arguments."):
        ("L'option {name} attend une valeur.", "L'option {name} attend {nargs} valeurs."),
    # types.py
    ("{value!r} is not {choice}.", "{value!r} is not one of {choices}."):
        (_Template("« {value} » n'est pas {choice}.", choice=_quoted),
         _Template("« {value} » n'est pas parmi {choices}.", choices=_quoted)),
    ("{value!r} does not match the format {format}.",
     "{value!r} does not match the formats {formats}."):
        (_Template("« {value} » ne correspond pas au format {format}.", format=_quoted),
         _Template("« {value} » ne correspond à aucun des formats {formats}.",
                   formats=_quoted)),
    ("{len_type} values are required, but {len_value} was given.",
     "{len_type} values are required, but {len_value} were given."):
        ("{len_type} valeurs sont attendues, mais {len_value} a été donnée.",
         "{len_type} valeurs sont attendues, mais {len_value} ont été données."),
}

#: Message ids found in click's modules and deliberately left in English.
IGNORED: frozenset[str] = frozenset({
    # types.py: Choice.__repr__, for developers; there is no class "Choix".
    "Choice({choices})",
})


def gettext(message: str) -> str:
    """The French text of one of click's messages, or the message itself."""
    return MESSAGES.get(message, message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The French singular (n <= 1) or plural of a click message, or click's own."""
    forms = PLURALS.get((singular, plural))
    if forms is None:
        return singular if n == 1 else plural
    return forms[1] if n > 1 else forms[0]


# --- installing ---------------------------------------------------------------------------

# What install() replaced, to put it back: (owner, attribute) → original.
_saved: dict[tuple[object, str], object] = {}


def _replace(owner: object, name: str, value: object) -> None:
    if (owner, name) not in _saved:
        _saved[owner, name] = getattr(owner, name)
    setattr(owner, name, value)


def _french_hint(original: Callable[..., str]) -> Callable[..., str]:
    def get_error_hint(self: object, *args: object, **kwargs: object) -> str:
        hint = original(self, *args, **kwargs)
        return _QUOTED.sub(_guillemets, hint)

    get_error_hint.__doc__ = original.__doc__
    get_error_hint.__wrapped__ = original  # type: ignore[attr-defined]
    return get_error_hint


class _Range(Protocol):
    """What click's number ranges (IntRange, FloatRange) know of their bounds."""

    min: float | None
    max: float | None
    min_open: bool
    max_open: bool


def _range_in_words(self: _Range) -> str:
    """A click number range in words: « au moins 1 », « de 0 à 2 », « moins de 5 »…"""
    low, high = self.min, self.max
    if low is None:
        return f"moins de {_bound(high)}" if self.max_open else f"au plus {_bound(high)}"
    if high is None:
        return f"plus de {_bound(low)}" if self.min_open else f"au moins {_bound(low)}"
    if not (self.min_open or self.max_open):
        return f"de {_bound(low)} à {_bound(high)}"
    above = f"plus de {_bound(low)}" if self.min_open else f"au moins {_bound(low)}"
    below = f"moins de {_bound(high)}" if self.max_open else f"au plus {_bound(high)}"
    return f"{above} et {below}"


def _french_help_record(original: Callable[..., tuple[str, str] | None]
                        ) -> Callable[..., tuple[str, str] | None]:
    """click ends an option's help with ``[défaut : 2; de 0 à 2]``: the French
    put a space before the semicolon.  And click 8.2 and 8.3 append
    ``(DEPRECATED)`` to a deprecated option's help without asking for a
    translation."""
    def get_help_record(self: object, ctx: object) -> tuple[str, str] | None:
        record = original(self, ctx)
        if record is None:
            return None
        names, text = record
        if getattr(self, "deprecated", False):
            text = re.sub(r"\(DEPRECATED\b[^)]*\)",
                          lambda label: str(_deprecated_label(label[0])), text)
        start = text.rfind("[")
        if text.endswith("]") and start >= 0:
            text = text[:start] + text[start:].replace("; ", " ; ")
        return names, text

    get_help_record.__doc__ = original.__doc__
    get_help_record.__wrapped__ = original  # type: ignore[attr-defined]
    return get_help_record


#: The spaces French typography never breaks: before : ; ? ! % » and after «.
_FRENCH_SPACE = re.compile(r"(?<=\S) (?=[:;?!%»])|(?<=«) ")


def _french_wrap(original: Callable[..., str]) -> Callable[..., str]:
    """click's ``wrap_text`` that never starts a line of help with a French
    colon, semicolon, question mark… nor ends one with « (the space before
    them is held while the text is cut, then given back)."""
    def wrap_text(text: str, *args: object, **kwargs: object) -> str:
        # the wrapper click makes inside wrap_text, made to keep words whole
        # (penel421.cli.help_layout), where it is first used: not at start
        wrappers = sys.modules.get("click._textwrap") or __import__(
            "click._textwrap", fromlist=["TextWrapper"])
        if not getattr(wrappers.TextWrapper, "whole_words", False):
            _replace(wrappers, "TextWrapper", whole_words(wrappers.TextWrapper))
        held = _FRENCH_SPACE.sub("\u00a0", text)
        return original(held, *args, **kwargs).replace("\u00a0", " ")

    wrap_text.__doc__ = original.__doc__
    wrap_text.__wrapped__ = original  # type: ignore[attr-defined]
    return wrap_text


def _safe_message(original: Callable[..., str]) -> Callable[..., str]:
    def format_message(self: object) -> str:
        # only a refusal needs it: the journal's modules load at no start
        # (tests/cli/test_click_fr.py)
        from ..journal.text import safe

        # a value typed on the command line is quoted in the message: an
        # escape in it (ESC, BEL) is shown as its code, never obeyed; click's
        # own lines and tabs stay
        return "\n".join("\t".join(safe(part) for part in line.split("\t"))
                         for line in original(self).split("\n"))
    format_message.__doc__ = original.__doc__
    format_message.__wrapped__ = original  # type: ignore[attr-defined]
    return format_message


def install() -> None:
    """Make click speak French for the rest of the process.

    Cheap (a few assignments) and idempotent: call it before defining the
    commands (see the module's documentation), and again after importing one
    of click's lazily loaded modules (``click._termui_impl`` for a progress bar).
    """
    for short in MODULES:
        module = sys.modules.get(f"click.{short}")
        if module is None:
            continue
        if hasattr(module, "_"):
            _replace(module, "_", gettext)
        if hasattr(module, "ngettext"):
            _replace(module, "ngettext", ngettext)

    formatting = sys.modules["click.formatting"]
    if (formatting, "wrap_text") not in _saved:
        _replace(formatting, "wrap_text", _french_wrap(formatting.wrap_text))
    core = sys.modules["click.core"]
    if (core.Context, "formatter_class") not in _saved:
        _replace(core.Context, "formatter_class", HelpLayout)
    types = sys.modules["click.types"]
    _replace(types._NumberRangeBase, "_describe_range", _range_in_words)
    if (core.Option, "get_help_record") not in _saved:
        _replace(core.Option, "get_help_record", _french_help_record(core.Option.get_help_record))
    for cls in (core.Parameter, core.Option, core.Argument):
        method = cls.__dict__.get("get_error_hint")
        if method is not None and (cls, "get_error_hint") not in _saved:
            _replace(cls, "get_error_hint", _french_hint(method))
    exceptions = sys.modules["click.exceptions"]
    for cls in vars(exceptions).values():
        method = getattr(cls, "__dict__", {}).get("format_message")
        if isinstance(cls, type) and method is not None and (cls, "format_message") not in _saved:
            _replace(cls, "format_message", _safe_message(method))


def uninstall() -> None:
    """Give click back its English (for tests)."""
    for (owner, name), original in _saved.items():
        setattr(owner, name, original)
    _saved.clear()
