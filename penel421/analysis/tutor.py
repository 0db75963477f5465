"""``--tuteur``: an error is caught before it is made.

When a person answers at RELANCER, the tutor reads the decision's weighing
(:mod:`.weigh`): a choice that loses at least the « erreur » threshold of
the turn's scale is shown with what it costs and the better choice, and the
person confirms it or answers again.  A smaller loss passes unremarked.
"""

from __future__ import annotations

from .decision import Decision


def tutor_objects(decision: Decision) -> bool:
    """Whether the tutor objects to ``decision``: its answer loses at least
    the « erreur » threshold of its scale."""
    return decision.loss >= decision.scale.error_threshold
