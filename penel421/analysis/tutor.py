"""``--tuteur``: an error is caught before it is made.

When a person answers at RELANCER, the tutor reads the decision's weighing
(:mod:`.weigh`): a choice that loses at least the « erreur » threshold of
the turn's scale is shown with what it costs and the better choice, and the
person confirms it or answers again.  A smaller loss passes unremarked.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..strategies.worth import Option, Weighing, choice_of


def tutor_objects(weighing: Weighing, dice: Sequence[int],
                  answer: Sequence[int]) -> Option | None:
    """The choice ``answer`` makes with ``dice``, when the tutor objects to it
    (it loses at least the « erreur » threshold); None when it lets it pass."""
    keep = choice_of(dice, answer)
    if weighing.loss(keep) < weighing.scale.error_threshold:
        return None
    return weighing.option(keep)
