"""click 8.2's ``CliRunner`` for the tests, whatever click of setup.cfg's range runs them.

From click 8.2 on, what ``CliRunner().invoke`` returns has ``output`` (what the
command wrote on both streams, in the order it wrote it), and ``stdout`` and
``stderr`` apart: the tests read them so, to check that an error goes to the
error stream.  click 8.1 either mixes the error stream into ``stdout`` (and
``result.stderr`` raises) or, with ``mix_stderr=False``, leaves it out of
``output``.  On a click before 8.2, :func:`install` puts :class:`Runner`,
which keeps the three, in the place of ``click.testing.CliRunner``.
"""

from __future__ import annotations

import contextlib
import io
import re
import sys
from collections.abc import Iterator
from importlib.metadata import version
from typing import Any

import click.testing


class _Copied(io.BytesIO):
    """A stream of the command whose bytes also go, in order, to ``both``."""

    def __init__(self, own: io.BytesIO, both: io.BytesIO) -> None:
        super().__init__()
        self.own, self.both = own, both

    def write(self, data: Any) -> int:
        self.own.write(data)
        return self.both.write(data)


class _Result(click.testing.Result):
    output_bytes: bytes

    @property
    def output(self) -> str:
        return self.output_bytes.decode(self.runner.charset, "replace").replace("\r\n", "\n")


class Runner(click.testing.CliRunner):
    """click 8.1's runner, its streams apart, and ``output`` as click 8.2 gives it."""

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("mix_stderr", False)
        super().__init__(**kwargs)
        self._both = io.BytesIO()

    @contextlib.contextmanager
    def isolation(self, *args: Any, **kwargs: Any) -> Iterator[Any]:
        with super().isolation(*args, **kwargs) as streams:
            if not self.mix_stderr:
                out, err = streams
                self._both = io.BytesIO()
                # click's own wrappers close out and err when dropped
                self._wrappers = (sys.stdout, sys.stderr)
                sys.stdout = click.testing._NamedTextIOWrapper(
                    _Copied(out, self._both), encoding=self.charset, name="<stdout>", mode="w",
                    write_through=True)
                sys.stderr = click.testing._NamedTextIOWrapper(
                    _Copied(err, self._both), encoding=self.charset, name="<stderr>", mode="w",
                    errors="backslashreplace", write_through=True)
            yield streams

    def invoke(self, *args: Any, **kwargs: Any) -> click.testing.Result:
        result = super().invoke(*args, **kwargs)
        if self.mix_stderr:
            return result
        result.__class__ = _Result
        result.output_bytes = self._both.getvalue()  # type: ignore[attr-defined]
        return result


def install() -> None:
    """Make ``click.testing.CliRunner`` click 8.2's, on a click before 8.2."""
    release = tuple(int(part) for part in re.findall(r"\d+", version("click"))[:2])
    if release < (8, 2):
        click.testing.CliRunner = Runner  # type: ignore[misc]
