"""Levels and line of sight across them (Ager Sanguinis A§3.3, §5.5.4–5.5.5, §9.3): two places at
different levels see each other past an obstacle only when the lower one is at least as far from it
as the upper one (an obstacle on a hex or on a hexside alike), and a shot between them passes over
the pieces near the higher end.

These are general rules of sight between levels on a hex map; what counts as an obstacle (a curtain
wall, a building) and what a level is stay with each system, passed in as functions of a hex.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core.hexgrid import Hex, HexsideRule, distance, line_blocked


def upper_lower(a: Hex, b: Hex, la: int, lb: int) -> tuple[Hex, Hex]:
    """The higher end and the lower end (``a`` first when they are level)."""
    return (a, b) if la >= lb else (b, a)


def obstacle_blocks(
    a: Hex, b: Hex, level: Callable[[Hex], int], obstacle: Callable[[Hex], bool]
) -> Callable[[Hex], bool]:
    """Whether a hex strictly between ``a`` and ``b`` blocks the line by its level (A§9.3): higher than
    both ends; or an ``obstacle`` higher than the lower end (and no higher than the upper) that the
    lower end is nearer to than the upper end is. For ``line_blocked`` and ``line_blocked_across``."""
    la, lb = level(a), level(b)
    upper, lower = upper_lower(a, b, la, lb)
    top, low = max(la, lb), min(la, lb)

    def blocks(h: Hex) -> bool:
        lh = level(h)
        if lh > top:
            return True
        return lh > low and obstacle(h) and distance(lower, h) < distance(upper, h)

    return blocks


def hidden_by_obstacle(
    a: Hex,
    b: Hex,
    level: Callable[[Hex], int],
    obstacle: Callable[[Hex], bool],
    rule: HexsideRule = HexsideRule.LESS_RESTRICTIVE,
) -> bool:
    """Whether an obstacle between ``a`` and ``b`` hides one from the other (A§9.3).

    A hex strictly between the ends blocks when it is higher than both; an ``obstacle`` hex higher
    than the lower end (and no higher than the upper) blocks when the lower end is nearer to it than
    the upper end is. Along a hexside ``rule`` decides.
    """
    return line_blocked(a, b, obstacle_blocks(a, b, level, obstacle), rule)


def side_hides(a: Hex, b: Hex, la: int, lb: int, x: Hex, y: Hex, top: int) -> bool:
    """Whether an obstacle standing on the hexside between ``x`` and ``y`` and rising to level ``top``
    (a building's wall) blocks the line between ``a`` (level ``la``) and ``b`` (level ``lb``) (A§9.3):
    higher than both ends it blocks; no higher than the lower end it never does; between the two it
    blocks when the lower end is nearer to it than the upper end is. A hexside's distance from a hex
    is that of the nearer of its two hexes."""
    low, high = min(la, lb), max(la, lb)
    if top > high:
        return True
    if top <= low:
        return False
    upper, lower = upper_lower(a, b, la, lb)

    def far(h: Hex) -> int:
        return min(distance(h, x), distance(h, y))

    return far(lower) < far(upper)


def passed_over(h: Hex, a: Hex, b: Hex, la: int, lb: int) -> bool:
    """Whether a piece in ``h``, on the line between ``a`` (level ``la``) and ``b`` (level ``lb``), is
    passed over: within N hexes of the higher end, N the difference of their levels (A§5.5.5, read
    both ways as E-A10 recommends)."""
    n = abs(la - lb)
    if n == 0:
        return False
    upper, _lower = upper_lower(a, b, la, lb)
    return distance(h, upper) <= n


__all__ = ["hidden_by_obstacle", "obstacle_blocks", "passed_over", "side_hides", "upper_lower"]
