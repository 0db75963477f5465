"""``python -m penel421`` starts a game, like the ``penel421`` command."""

from .cli import main

main(prog_name="penel421")
