"""``cli/streams.py``: what an ASCII-only output writes instead of what it cannot."""

from __future__ import annotations

import io

import pytest

from penel421.cli.streams import NEAREST, encodable, nearest


@pytest.mark.parametrize(("text", "written"), [
    ("Défaites à 95 %", "Defaites a 95 %"),
    ("1\u202f500 parties", "1 500 parties"),
    ("« expert » n° 3 …", "<< expert >> no 3 ..."),
    ("Jetons : Alice : 10 · Bob : 11 ═══", "Jetons : Alice : 10 . Bob : 11 ==="),
    ("cœur ▶ −3,00", "coeur > -3,00"),
    ("✓ 日本", "? ??"),
])
def test_the_nearest_letters(text, written):
    assert nearest(text) == written


def test_a_stream_that_takes_only_ascii_writes_them():
    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding="ascii", errors=NEAREST)
    stream.write("Règles : « 1 500 » parties jouées.\n")
    stream.flush()
    assert raw.getvalue() == b"Regles : << 1 500 >> parties jouees.\n"
    assert not encodable("é", stream) and encodable("e", stream)
