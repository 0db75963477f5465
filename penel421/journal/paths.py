"""A journal's path as a message shows it (no sqlite3 here: ``--help`` imports it)."""

from __future__ import annotations


def shown(path: object) -> str:
    """``path`` as a message shows it: a very long one cut in its middle."""
    text = str(path)
    return text if len(text) <= 160 else f"{text[:70]}…{text[-70:]}"
