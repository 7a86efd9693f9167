"""Snapshot cost against the honest floor, for the empty, mid-game and busiest overlays of every system.

For each system it plays a seeded playout (deterministic legal actions) and keeps three views: the
opening (no overlay), one from the middle of the playout, and the one whose last activation drew the
most (moves, attacks, retreats and losses). Each is drawn two ways: the default post (the activation,
``render_activation_png``) and the whole map (``render_png``). For each it prints:

- the warm snapshot time (static layer cached; counters, overlay, bars, legend, inset, PNG encoding);
- the floor: the time Pillow takes only to encode an image of the same size and mode (the finished
  snapshot's 256-colour palette image) with the same encoder settings;
- their ratio (target: at most 2×) and the PNG size (target: under 1 MB).

    .venv/bin/python bench/render.py [--runs N] [--steps N]
"""

from __future__ import annotations

import argparse
import io
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from render import render_activation_png, render_png
from render.snapshot import PNG_SETTINGS

PREFERRED = {"cca": "two-hills", "afde": "saint-aubin"}  # the demo each system's players know best


def demos() -> dict[str, str]:
    """Every registered system with its demo: the preferred one, or the first scenario it ships."""
    from engine.registry import available, get_ruleset

    out: dict[str, str] = {}
    for system in available():
        ids = [str(s.id) for s in get_ruleset(system).scenarios()]
        if ids:
            out[system] = PREFERRED[system] if PREFERRED.get(system) in ids else ids[0]
    return out


def overlay_weight(view: Any) -> int:
    ov = view.map.overlay
    return sum(len(p.hexes) for p in (*ov.moves, *ov.retreats)) + 2 * len(ov.attacks) + 2 * len(ov.losses)


def playout_views(system: str, steps: int, seed: int = 5) -> list[tuple[str, Any]]:
    """(label, view) for the opening, a mid-game and the busiest activation of a seeded playout."""
    from engine.registry import get_ruleset

    rules = get_ruleset(system)
    state = rules.new_game(demos()[system], seed, {})
    opening = rules.view(state, None)
    seen: list[Any] = []
    for step in range(steps):
        if rules.result(state) is not None:
            break
        pending = rules.pending(state)
        if not pending:
            break
        side = pending[0].side
        actions = rules.legal_actions(state, side)
        if not actions:
            break
        state = rules.apply(state, side, actions[(step * 7) % len(actions)]).state
        view = rules.view(state, None)
        if overlay_weight(view):
            seen.append(view)
    out = [("empty", opening)]
    if seen:
        out.append(("mid-game", seen[len(seen) // 2]))
        out.append(("busiest", max(seen, key=overlay_weight)))
    return out


def timed_pair(a: Callable[[], object], b: Callable[[], object], runs: int) -> tuple[float, float]:
    """Median times of ``a`` and ``b``, run alternately, so that the load of a shared machine falls on
    both alike."""
    sa: list[float] = []
    sb: list[float] = []
    for _ in range(runs):
        for fn, out in ((a, sa), (b, sb)):
            t = time.perf_counter()
            fn()
            out.append(time.perf_counter() - t)
    return statistics.median(sa), statistics.median(sb)


def floor_encode(png: bytes) -> Callable[[], bytes]:
    """Encoding only: the snapshot's own palette image (same size, mode and pixels), same settings."""
    from PIL import Image

    img = Image.open(io.BytesIO(png))
    img.load()
    assert img.mode == "P", img.mode

    def encode() -> bytes:
        buf = io.BytesIO()
        img.save(buf, "PNG", **PNG_SETTINGS)
        return buf.getvalue()

    return encode


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=31)
    parser.add_argument("--steps", type=int, default=160)
    args = parser.parse_args()
    head = f"{'system / overlay':24} {'post':11} {'size':>9} {'snapshot':>9} {'floor':>8} {'ratio':>6}"
    print(head + f" {'PNG':>8}")
    worst = 0.0
    biggest = 0
    for system in demos():
        try:
            views = playout_views(system, args.steps)
        except ImportError:
            continue
        for label, view in views:
            posts: list[tuple[str, Callable[[], bytes]]] = [
                ("activation", lambda view=view: render_activation_png(view)),
                ("full map", lambda view=view: render_png(view)),
            ]
            for post, draw in posts:
                png = draw()  # warms the static layer
                snap, enc = timed_pair(draw, floor_encode(png), args.runs)
                from PIL import Image

                w, h = Image.open(io.BytesIO(png)).size
                worst = max(worst, snap / enc)
                biggest = max(biggest, len(png))
                print(
                    f"{system + ' ' + label:24} {post:11} {f'{w}×{h}':>9} {snap * 1000:7.1f}ms "
                    f"{enc * 1000:6.1f}ms {snap / enc:5.2f}× {len(png) / 1024:6.1f}kB"
                )
    print(f"worst ratio {worst:.2f}× (target ≤ 2×), largest PNG {biggest / 1024:.1f} kB (target < 1 MB)")


if __name__ == "__main__":
    main()
