"""Snapshot speed and size for the two demo maps (the 13×9 CCA board and the 12×14 CCRR map).

For each map it prints the time of a warm snapshot (static layer cached: counters, overlay, title bar,
legend and PNG encoding), the time Pillow takes only to encode an image of the same size as PNG, their
ratio (target: at most 2×) and the PNG size (target: under 1 MB).

    .venv/bin/python bench/render.py
"""

from __future__ import annotations

import io
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from render import render_png, render_view


def demo_views() -> list[tuple[str, Any]]:
    """The real demo views when the engines are there, else the renderer's hand-built fixtures."""
    out: list[tuple[str, Any]] = []
    try:
        from engine.cca import RULESET as CCA

        out.append(("CCA two-hills (13×9 pointy)", CCA.view(CCA.new_game("two-hills", 1, {}), None)))
    except ImportError:
        from tests.render.fixtures import cca_view

        out.append(("CCA board fixture (13×9 pointy)", cca_view()))
    try:
        from engine.afde import RULESET as AFDE

        out.append(("AFdE saint-aubin (12×14 flat)", AFDE.view(AFDE.new_game("saint-aubin", 1, {}), None)))
    except ImportError:
        from tests.render.fixtures import afde_view

        out.append(("AFdE map fixture (12×14 flat)", afde_view()))
    from tests.render.fixtures import afde_view as busy

    out.append(("AFdE + busy overlay (fixture)", busy()))  # moves, fire, melee, retreat, losses, markers
    return out


def timed(fn: Callable[[], object], runs: int) -> float:
    samples = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t)
    return statistics.median(samples)


def main(runs: int = 15) -> None:
    print(f"{'map':34} {'size':>9} {'snapshot':>9} {'encode':>8} {'ratio':>6} {'PNG':>9} {'cold':>8}")
    for name, view in demo_views():
        from render.terrain import cache_clear

        cache_clear()
        t = time.perf_counter()
        png = render_png(view)
        cold = time.perf_counter() - t
        img = render_view(view)

        def encode_only(img: Any = img) -> bytes:
            buf = io.BytesIO()
            img.save(buf, "PNG")
            return buf.getvalue()

        snap = timed(lambda view=view: render_png(view), runs)
        enc = timed(encode_only, runs)
        size = f"{img.width}×{img.height}"
        print(
            f"{name:34} {size:>9} {snap * 1000:7.1f}ms {enc * 1000:6.1f}ms {snap / enc:5.2f}× "
            f"{len(png) / 1024:7.1f}kB {cold * 1000:6.0f}ms"
        )


if __name__ == "__main__":
    main()
