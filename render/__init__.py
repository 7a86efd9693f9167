"""Map snapshots: Pillow images drawn from an engine View (never from raw state).

``render_activation_png(view)`` is the default post: where the last activation happened, readable on a
phone, with an overview of the whole map. ``render_png(view)`` draws the whole map (or zooms ``around`` a
hex or on a ``section``). ``snapshot_name(...)`` names a snapshot file uniquely per game. See
docs/render.md.
"""

from render.catalogue import labels_for
from render.labels import ENGLISH, Labels, english
from render.snapshot import (
    compose,
    compose_activation,
    encode_png,
    render_activation,
    render_activation_png,
    render_png,
    render_view,
    snapshot_name,
)
from render.theme import DEFAULT_THEME, Theme

__all__ = [
    "DEFAULT_THEME",
    "ENGLISH",
    "Labels",
    "Theme",
    "compose",
    "compose_activation",
    "encode_png",
    "english",
    "labels_for",
    "render_activation",
    "render_activation_png",
    "render_png",
    "render_view",
    "snapshot_name",
]
