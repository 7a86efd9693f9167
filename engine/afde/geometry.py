"""Map geometry on the flat-topped, even-q CCRR maps: neighbours, fronts and rears, arcs, LOS, rout edges."""

from __future__ import annotations

from functools import lru_cache

from engine.afde.scenario import Scenario
from engine.core.hexgrid import (
    Hex,
    Orientation,
    ccrr_col_row,
    ccrr_to_hex,
    direction_between,
    hex_to_ccrr,
    in_arc,
    line_steps,
)

FLAT = Orientation.FLAT


@lru_cache(maxsize=8192)
def hx(label: str) -> Hex:
    return ccrr_to_hex(label)


@lru_cache(maxsize=8192)
def lab(h: Hex) -> str:
    return hex_to_ccrr(h)


@lru_cache(maxsize=8192)
def step(label: str, d: int) -> str:
    return lab(hx(label).neighbour(d % 6, FLAT))


@lru_cache(maxsize=8192)
def neighbours(label: str) -> tuple[str, ...]:
    return tuple(step(label, d) for d in range(6))


@lru_cache(maxsize=1 << 17)
def dist(a: str, b: str) -> int:
    return hx(a).distance(hx(b))


@lru_cache(maxsize=65536)
def direction(a: str, b: str) -> int | None:
    return direction_between(hx(a), hx(b), FLAT)


def col_row(label: str) -> tuple[int, int]:
    return ccrr_col_row(hx(label))


@lru_cache(maxsize=64)
def front_dirs(facing: int, artillery: bool) -> tuple[int, ...]:
    if artillery:
        return (facing % 6,)
    return ((facing - 1) % 6, facing % 6, (facing + 1) % 6)


@lru_cache(maxsize=1 << 15)
def front_hexes(label: str, facing: int | None, artillery: bool) -> tuple[str, ...]:
    if facing is None:
        return ()
    return tuple(step(label, d) for d in front_dirs(facing, artillery))


@lru_cache(maxsize=1 << 15)
def rear_hexes(label: str, facing: int | None, artillery: bool) -> tuple[str, ...]:
    if facing is None:
        return ()
    fr = set(front_dirs(facing, artillery))
    return tuple(step(label, d) for d in range(6) if d not in fr)


def in_front_arc(origin: str, target: str, facing: int, artillery: bool) -> bool:
    """Adjacent hexes use the front hexes; beyond, a cone of ±60° (artillery ±30°), edges included."""
    if dist(origin, target) == 1:
        return target in front_hexes(origin, facing, artillery)
    return in_arc(hx(origin), hx(target), facing, 30.0 if artillery else 60.0, FLAT)


def straight_ahead(label: str, facing: int, k: int) -> str:
    h = hx(label)
    for _ in range(k):
        h = h.neighbour(facing, FLAT)
    return lab(h)


@lru_cache(maxsize=65536)
def _edge_distance(cols: int, rows: int, edge: str, label: str) -> int:
    c, _r = col_row(label)
    if edge == "west":
        return c - 1
    if edge == "east":
        return cols - c
    target_row = 1 if edge == "north" else rows
    h = hx(label)
    best = 10**6
    for col in range(1, cols + 1):
        best = min(best, h.distance(hx(f"{col:02d}{target_row:02d}")))
    return best


def edge_distance(scn: Scenario, edge: str, label: str) -> int:
    return _edge_distance(scn.columns, scn.rows, edge, label)


EDGE_DIRS = {"north": (0, 5, 1), "south": (3, 2, 4), "east": (1, 2, 0), "west": (5, 4, 0)}


def los_steps(a: str, b: str) -> list[tuple[str, ...]]:
    return [tuple(lab(h) for h in s.hexes) for s in line_steps(hx(a), hx(b))]
