"""Lines of sight across hexsides and steps between levels (hexgrid: ``line_blocked_across``,
``hexsides_crossed``, ``level_step``), as Ager Sanguinis uses them for walls, windows and stairs
(A§3.3, §5.5.1, §8.4, §9.5)."""

from __future__ import annotations

from engine.core.hexgrid import (
    Hex,
    Hexside,
    HexsideRule,
    hexsides_crossed,
    level_step,
    line_blocked_across,
    line_paths,
)

A, B = Hex(0, 0), Hex(3, 0)
A2, B2 = Hex(0, 0), Hex(2, -1)  # the line runs along the hexside of (1, -1) and (1, 0)


def never(_h: Hex) -> bool:
    return False


def wall(*pairs: tuple[Hex, Hex]) -> set[Hexside]:
    return {Hexside.between(x, y) for x, y in pairs}


def test_a_wall_on_a_crossed_hexside_blocks_the_line() -> None:
    walls = wall((Hex(1, 0), Hex(2, 0)))
    assert line_blocked_across(A, B, never, lambda x, y: Hexside.between(x, y) in walls)
    assert not line_blocked_across(A, B, never, lambda _x, _y: False)


def test_the_side_test_is_told_which_way_the_line_crosses() -> None:
    # a window seen only from its inside hex (2, 0): the line from A crosses into it, the reverse out of it
    crossed: list[tuple[Hex, Hex]] = []
    line_blocked_across(A, B, never, lambda x, y: crossed.append((x, y)) or False)
    assert crossed == [(Hex(0, 0), Hex(1, 0)), (Hex(1, 0), Hex(2, 0)), (Hex(2, 0), Hex(3, 0))]
    assert hexsides_crossed(A, B) == crossed


def test_along_a_hexside_the_less_restrictive_way_counts() -> None:
    assert line_paths(A2, B2)[1] == (Hex(1, -1), Hex(1, 0))
    one = wall((Hex(0, 0), Hex(1, 0)))
    both = one | wall((Hex(0, 0), Hex(1, -1)))
    assert not line_blocked_across(A2, B2, never, lambda x, y: Hexside.between(x, y) in one)
    assert line_blocked_across(A2, B2, never, lambda x, y: Hexside.between(x, y) in both)
    assert line_blocked_across(
        A2, B2, never, lambda x, y: Hexside.between(x, y) in one, HexsideRule.EITHER_BLOCKS
    )


def test_a_blocking_hex_between_blocks_but_the_ends_never_do() -> None:
    assert line_blocked_across(A, B, lambda h: h == Hex(2, 0), lambda _x, _y: False)
    assert not line_blocked_across(A, B, lambda h: h in (A, B), lambda _x, _y: False)
    # along a hexside, one blocking hex leaves the other way open
    assert not line_blocked_across(A2, B2, lambda h: h == Hex(1, 0), lambda _x, _y: False)


def test_level_steps_need_the_lower_place_to_rise() -> None:
    assert level_step(0, 0, 0, 0)
    assert not level_step(0, 1, 0, 0)  # a wall-walk above open ground
    assert level_step(0, 1, 1, 0)  # stairs (or a ladder) up to it
    assert level_step(1, 0, 0, 1)  # and down again
    assert not level_step(0, 2, 1, 0)  # one level only
