"""``python -m penel421`` starts a game, like the ``penel421`` command."""

from .start import main

main()
