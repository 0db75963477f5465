"""``--bareme-file``: a barème's INI file, and whatever else is named so.

A barème file is a regular file of a few lines; a device, a named pipe, a
folder or a file of megabytes is refused in French at once, before it is
read, and so is a file that is not INI, not UTF-8 or holds a bad value.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys

import pytest

from penel421.cli.bareme_file import LARGEST, read_bareme_file
from penel421.core.bareme import Bareme, BaremeError
from penel421.core.rules import pascal_rules

#: Words that only a French message would contain.
FRENCH = ("vaut un entier", "clé", "fichier", "écrivez", "section", "entier")


def assert_french(error: BaremeError) -> None:
    message = str(error)
    assert any(word in message for word in FRENCH), message


# --- barème files ---------------------------------------------------------------


def test_read_bareme_file(tmp_path):
    path = tmp_path / "bar.ini"
    path.write_text("[bareme]\n421 = 8\nfiches = 3\nnenette = 4\njetons = 25\n", encoding="utf-8")
    bareme = read_bareme_file(path)
    rules = pascal_rules(bareme)
    assert rules.table.value[(4, 2, 1)] == 8
    assert rules.table.value[(6, 1, 1)] == 3
    assert rules.table.value[(1, 1, 1)] == 7  # untouched
    assert rules.nenette_penalty == 4
    assert rules.tokens == 25
    assert read_bareme_file(str(path)) == bareme


def test_read_bareme_file_over_a_base(tmp_path):
    path = tmp_path / "bar.ini"
    path.write_text("[bareme]\nsuite = 5\n", encoding="utf-8")
    base = Bareme().with_values([("421", "9")])
    value = pascal_rules(read_bareme_file(path, base)).table.value
    assert value[(4, 2, 1)] == 9
    assert value[(6, 5, 4)] == 5


def test_read_bareme_file_with_utf8_accents_and_other_sections(tmp_path):
    path = tmp_path / "bar.ini"
    path.write_text(
        "# barème du Café de la Gare\n[joueurs]\nnoms = Amélie\n\n[bareme]\nnénette = 3\n",
        encoding="utf-8",
    )
    assert pascal_rules(read_bareme_file(path)).nenette_penalty == 3


def test_missing_file_is_refused(tmp_path):
    path = tmp_path / "absent.ini"
    with pytest.raises(BaremeError) as caught:
        read_bareme_file(path)
    assert "absent.ini" in str(caught.value)
    assert_french(caught.value)


def test_file_without_bareme_section_is_refused(tmp_path):
    path = tmp_path / "bar.ini"
    path.write_text("[autre]\n421 = 8\n", encoding="utf-8")
    with pytest.raises(BaremeError, match=r"\[bareme\]") as caught:
        read_bareme_file(path)
    assert_french(caught.value)


@pytest.mark.parametrize(
    "text",
    [
        "421 = 8\n",  # no section header at all
        "[bareme]\n421 = 8\n421 = 9\n",  # the same key twice
        "[bareme]\nceci n'est pas une ligne\n",
        "[bareme\n421 = 8\n",
    ],
)
def test_malformed_file_is_refused(tmp_path, text):
    path = tmp_path / "bar.ini"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(BaremeError) as caught:
        read_bareme_file(path)
    assert "bar.ini" in str(caught.value)
    assert_french(caught.value)


def test_non_utf8_file_is_refused(tmp_path):
    path = tmp_path / "bar.ini"
    path.write_bytes("[bareme]\n# barème\n421 = 8\n".encode("latin-1"))
    with pytest.raises(BaremeError, match="UTF-8") as caught:
        read_bareme_file(path)
    assert_french(caught.value)


@pytest.mark.parametrize(
    ("line", "words"),
    [
        ("421 = 0", "dans le fichier de barème .*, 421 vaut un entier de 1 à 99, pas « 0 »"),
        ("421 = huit", "421 vaut un entier"),
        ("jetons = -5", "jetons vaut un entier de 1 à 999"),
        ("fiches = ５", "fiches vaut un entier"),
        ("quinte = 3", "inconnue"),
    ],
)
def test_bad_value_inside_a_file_is_refused(tmp_path, line, words):
    path = tmp_path / "bar.ini"
    path.write_text(f"[bareme]\n{line}\n", encoding="utf-8")
    with pytest.raises(BaremeError, match=words):
        read_bareme_file(path)


@pytest.mark.parametrize("line", ["421 = 8%", "421 = %(jetons)s"])
def test_percent_sign_in_a_file_value_is_refused_as_a_bad_value(tmp_path, line):
    # the rules: bad values are refused with a clear message. A stray "%" must
    # give a BaremeError like any other bad value, not a configparser error.
    path = tmp_path / "bar.ini"
    path.write_text(f"[bareme]\n{line}\n", encoding="utf-8")
    with pytest.raises(BaremeError):
        read_bareme_file(path)


# --- what is not a barème file --------------------------------------------------------

def penel421(*args: str) -> subprocess.CompletedProcess:
    """The command, ended by force after 10 s: a file read for ever, or a
    pipe waited on, would hang it."""
    return subprocess.run([sys.executable, "-m", "penel421", "--rules", "pascal",
                           "--no-journal", *args], input="", capture_output=True, text=True,
                          timeout=10)


@pytest.mark.slow
@pytest.mark.parametrize("name, why", [
    ("/dev/zero", "c'est un périphérique"),
    ("/dev/null", "c'est un périphérique"),
    ("fifo", "c'est un tube nommé"),
    ("big", f"il est trop gros pour un barème ({LARGEST + 1} octets, 64 Kio au plus)"),
])
def test_what_is_not_a_small_regular_file_is_refused_at_once(tmp_path, name, why):
    path = {"fifo": tmp_path / "tube", "big": tmp_path / "gros.ini"}.get(name, name)
    if name == "fifo":
        os.mkfifo(path)  # nobody writes it: reading it would wait for ever
    if name == "big":
        path.write_text("[bareme]\n" + "# " * (LARGEST // 2), encoding="utf-8")
        path.write_bytes(path.read_bytes()[:LARGEST + 1])
    done = penel421("--bareme-file", str(path))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    told = " ".join(done.stderr.split())
    assert told.endswith(f"Erreur : Le fichier de barème « {path} » ne se lit pas : {why}."), told


def test_a_folder_is_no_barème_file(tmp_path):
    with pytest.raises(BaremeError, match="ne se lit pas : c'est un dossier"):
        read_bareme_file(tmp_path)


def test_a_socket_is_no_barème_file(tmp_path):
    path = tmp_path / "s"
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(path))
    try:
        with pytest.raises(BaremeError, match="ne se lit pas : "):
            read_bareme_file(path)
    finally:
        server.close()


def test_a_file_just_within_the_bound_is_read(tmp_path):
    path = tmp_path / "long.ini"
    text = "[bareme]\n421 = 9\n"
    path.write_text(text + "#" * (LARGEST - len(text) - 1) + "\n", encoding="utf-8")
    assert path.stat().st_size == LARGEST
    assert pascal_rules(read_bareme_file(path)).table.value[(4, 2, 1)] == 9


def test_lines_of_any_system_are_read(tmp_path):
    path = tmp_path / "windows.ini"
    path.write_bytes(b"[bareme]\r\n421 = 9\r\nsuite = 4\r")
    value = pascal_rules(read_bareme_file(path)).table.value
    assert value[(4, 2, 1)] == 9 and value[(6, 5, 4)] == 4


def test_a_file_name_is_shown_safe(tmp_path):
    path = tmp_path / "bar\x1b]0;pris\x07.ini"
    with pytest.raises(BaremeError) as caught:
        read_bareme_file(path)
    assert "\x1b" not in str(caught.value) and "bar\\x1b]0;pris\\x07.ini" in str(caught.value)
