"""An export that is not written, in French: a usage error of ``--export``."""

from __future__ import annotations

import errno
from collections.abc import Iterator
from contextlib import contextmanager

import click

from ...journal.export import ExportRefused

#: Why a file cannot be written, in French (the system's own words may be English).
_WHY_NOT_WRITTEN = {
    errno.ENOENT: "son dossier n'existe pas", errno.EACCES: "permission refusée",
    errno.EISDIR: "c'est un dossier", errno.ENOTDIR: "un des dossiers n'en est pas un",
    errno.ENOSPC: "le disque est plein", errno.EROFS: "le disque est en lecture seule"}


@contextmanager
def export_refused(target: str) -> Iterator[None]:
    """The journal's games written to ``target``: a file the export refuses
    (the journal itself, a device…) or that the system does not let be
    written is a usage error, saying why in French."""
    try:
        yield
    except ExportRefused as error:
        raise click.BadParameter(f"« {target} » n'est pas écrit : {error}.",
                                 param_hint="--export") from None
    except OSError as error:
        why = _WHY_NOT_WRITTEN.get(error.errno or 0, "le système le refuse")
        raise click.BadParameter(f"impossible d'écrire « {target} » : {why}.",
                                 param_hint="--export") from None
