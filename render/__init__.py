"""Map snapshots: Pillow images drawn from an engine View (never from raw state).

``render_view(view)`` gives a PIL image, ``render_png(view)`` optimised PNG bytes; both can zoom
``around`` a hex label (with a ``radius``) or on a ``section``. See docs/render.md.
"""

from render.snapshot import compose, encode_png, render_png, render_view
from render.theme import DEFAULT_THEME, Theme

__all__ = ["DEFAULT_THEME", "Theme", "compose", "encode_png", "render_png", "render_view"]
