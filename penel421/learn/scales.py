"""The scales a decision is weighed on, by the name the journal keeps."""

from __future__ import annotations

from ..strategies.worth import SCALE_GAME, SCALE_JETONS

#: Each scale, by its name.
SCALES = {scale.name: scale for scale in (SCALE_GAME, SCALE_JETONS)}
