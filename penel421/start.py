"""Where the ``penel421`` command starts: Ctrl-C is taken in hand before anything loads.

Only what Python does before this module's first line (its own start,
``site``) is beyond reach; from here a Ctrl-C before a command takes it in
hand ends the program quietly (:mod:`penel421.interrupts`).
"""

from .interrupts import quiet_until_taken


def main() -> None:
    """The ``penel421`` command (``python -m penel421`` too)."""
    quiet_until_taken()
    from .cli import main as command

    command(prog_name="penel421")
