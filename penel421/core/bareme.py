"""The barème of the pascal game: what each hand is worth, set before a game.

Bars disagree on the values, never on the ranking, so the barème only holds
numbers.  It is read from ``KEY=VALUE`` pairs (command line) or from the
``[bareme]`` section of a small INI file (its text: the command line reads
the file, :mod:`penel421.cli.bareme_file`); anything it cannot use raises
:class:`BaremeError` with a message in French, before any die is thrown.
"""

from __future__ import annotations

import ast
import configparser
from collections.abc import Iterable
from dataclasses import dataclass, fields, replace

from .hands import Hand, Kind

MAX_VALUE = 99
MAX_JETONS = 999
CHIFFRES = range(2, 7)  # the faces a fiche or a (non-ace) brelan can show


class BaremeError(ValueError):
    """A barème value or file that cannot be used; the message is French."""


@dataclass(frozen=True)
class Bareme:
    """Values in jetons; the defaults are the pascal table of docs/manuel.md, « Les règles »."""

    quatre_cent_vingt_et_un: int = 10
    brelan_as: int = 7
    fiche_2: int = 2
    fiche_3: int = 3
    fiche_4: int = 4
    fiche_5: int = 5
    fiche_6: int = 6
    brelan_2: int = 2
    brelan_3: int = 3
    brelan_4: int = 4
    brelan_5: int = 5
    brelan_6: int = 6
    suite: int = 2
    ordinaire: int = 1
    #: extra jetons for a loser holding a nénette
    nenette: int = 2
    jetons: int = 21

    def value_of(self, hand: Hand, kind: Kind) -> int:
        """What ``hand`` makes the loser take when it wins the round."""
        if kind is Kind.QUATRE_CENT_VINGT_ET_UN:
            return self.quatre_cent_vingt_et_un
        if kind is Kind.BRELAN_AS:
            return self.brelan_as
        if kind is Kind.FICHE:
            return getattr(self, f"fiche_{hand[0]}")
        if kind is Kind.BRELAN:
            return getattr(self, f"brelan_{hand[0]}")
        if kind is Kind.SUITE:
            return self.suite
        # a nénette that wins (every hand was one) is worth an ordinary hand
        return self.ordinaire

    def values(self) -> dict[str, int]:
        """Every value by its name, in the fields' order: what the journal
        and the exports keep (``dataclasses.asdict`` without its deep copy,
        which a list of thousands of games pays for every field)."""
        return {name: getattr(self, name) for name in _NAMES}

    def changes(self) -> list[str]:
        """The values that differ from the usual barème, as a player reads them:
        ``["421 = 8", "fiches = 3", "nénette = 0"]``; five fiches (or brelans)
        changed alike are said once."""
        usual = Bareme()
        found = []
        for group, label in (("fiche", "fiches"), ("brelan", "brelans")):
            values = {getattr(self, f"{group}_{c}") for c in CHIFFRES}
            if len(values) == 1 and values != {getattr(usual, f"{group}_{c}") for c in CHIFFRES}:
                found.append((f"{group}_2", f"{label} = {values.pop()}"))
        grouped = {key.split("_")[0] for key, _ in found}
        for field in fields(Bareme):
            value = getattr(self, field.name)
            if value != getattr(usual, field.name) and field.name.split("_")[0] not in grouped:
                found.append((field.name, f"{_LABELS.get(field.name, field.name)} = {value}"))
        order = [f.name for f in fields(Bareme)]
        return [text for _, text in sorted(found, key=lambda item: order.index(item[0]))]

    def with_values(self, pairs: Iterable[tuple[str, str]]) -> Bareme:
        """A copy with the values named by ``(key, text)`` pairs.

        Keys are those of :data:`KEYS`; ``fiches`` and ``brelans`` set all
        five fiches or brelans at once.
        """
        changes: dict[str, int] = {}
        for key, text in pairs:
            key = key.strip().lower().replace("é", "e").replace("_", "-")
            number = _parse_value(key, text)
            if key in ("fiches", "brelans"):
                for chiffre in CHIFFRES:
                    changes[f"{key[:-1]}_{chiffre}"] = number
            elif key in KEYS:
                changes[KEYS[key]] = number
            else:
                raise BaremeError(
                    f"clé inconnue « {key} » (clés possibles : {', '.join(KEY_NAMES)})")
        return replace(self, **changes)


#: The barème's fields, in their order.
_NAMES = tuple(f.name for f in fields(Bareme))

#: Key as typed by the player -> field name.
KEYS: dict[str, str] = {
    "421": "quatre_cent_vingt_et_un",
    "brelan-as": "brelan_as",
    **{f"fiche-{c}": f"fiche_{c}" for c in CHIFFRES},
    **{f"brelan-{c}": f"brelan_{c}" for c in CHIFFRES},
    "suite": "suite",
    "ordinaire": "ordinaire",
    "nenette": "nenette",
    "jetons": "jetons",
}
#: How a player names each value of the barème.
_LABELS = {"quatre_cent_vingt_et_un": "421", "brelan_as": "brelan d'as",
           **{f"fiche_{c}": f"fiche de {c}" for c in CHIFFRES},
           **{f"brelan_{c}": f"brelan de {c}" for c in CHIFFRES},
           "suite": "suite", "ordinaire": "main ordinaire", "nenette": "nénette",
           "jetons": "jetons"}
KEY_NAMES = ("421", "brelan-as", "fiches", "fiche-2…fiche-6", "brelans",
             "brelan-2…brelan-6", "suite", "ordinaire", "nenette", "jetons")
assert set(KEYS.values()) == {f.name for f in fields(Bareme)}


def _parse_value(key: str, text: str) -> int:
    low, high = {"nenette": (0, MAX_VALUE), "jetons": (1, MAX_JETONS)}.get(key, (1, MAX_VALUE))
    text = text.strip()
    if not (text.isascii() and text.isdigit()) or not low <= int(text) <= high:
        raise BaremeError(f"{key} vaut un entier de {low} à {high}, pas « {text} »")
    return int(text)


def parse_pair(item: str) -> tuple[str, str]:
    """Split one ``KEY=VALUE`` item of the command line."""
    key, sep, value = item.partition("=")
    if not sep or not key.strip():
        raise BaremeError(f"écrivez CLÉ=VALEUR, par exemple 421=8, pas « {item} »")
    return key, value


def _ini_error(error: configparser.Error) -> str:
    """What is wrong in an INI file, in French (configparser speaks English)."""
    if isinstance(error, configparser.MissingSectionHeaderError):
        return f"ligne {error.lineno}, avant toute valeur il faut la ligne [bareme]"
    if isinstance(error, configparser.DuplicateOptionError):
        return f"ligne {error.lineno}, la clé « {error.option} » est donnée deux fois"
    if isinstance(error, configparser.DuplicateSectionError):
        return f"ligne {error.lineno}, la section [{error.section}] est donnée deux fois"
    if isinstance(error, configparser.ParsingError) and error.errors:
        lineno, line = error.errors[0]
        if line[:1] in "'\"":  # configparser keeps the repr() of the line
            line = ast.literal_eval(line)
        return f"ligne {lineno}, « {line.strip()} » n'est pas de la forme CLÉ = VALEUR"
    return "ce n'est pas un fichier INI"


def bareme_of_ini(text: str, name: str, base: Bareme | None = None) -> Bareme:
    """The barème of the ``[bareme]`` section of the INI ``text`` of the file
    ``name`` (as its messages name it), over ``base``."""
    parser = configparser.ConfigParser(interpolation=None)
    try:
        parser.read_string(text)
    except configparser.Error as error:
        raise BaremeError(f"le fichier de barème « {name} » est mal formé : "
                          f"{_ini_error(error)}") from None
    if not parser.has_section("bareme"):
        raise BaremeError(f"le fichier de barème « {name} » n'a pas de section [bareme]")
    try:
        return (base or Bareme()).with_values(parser.items("bareme"))
    except BaremeError as error:
        raise BaremeError(f"dans le fichier de barème « {name} », {error}") from None
