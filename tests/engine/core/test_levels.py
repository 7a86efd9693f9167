"""Sight between levels (engine/core/levels.py; Ager Sanguinis A§9.3 and A§5.5.5, E-A10)."""

from __future__ import annotations

from engine.core.hexgrid import Hex
from engine.core.levels import hidden_by_obstacle, passed_over, side_hides, upper_lower

A, B = Hex(0, 0), Hex(6, 0)  # six hexes apart along a row of the axial grid


def _levels(**at: int) -> dict[Hex, int]:
    return {Hex(int(k[1:]), 0): v for k, v in at.items()}


def test_9_3_an_obstacle_between_levels_hides_the_lower_end_when_it_is_nearer_to_it() -> None:
    # upper end A at level 2; a curtain hex at q=4 (level 1) between; lower end B at level 0
    lv = _levels(q0=2, q4=1)
    level = lambda h: lv.get(h, 0)  # noqa: E731
    wall = lambda h: h == Hex(4, 0)  # noqa: E731
    assert hidden_by_obstacle(A, B, level, wall)  # B is 2 from it, A 4
    lv2 = _levels(q0=2, q2=1)
    assert not hidden_by_obstacle(A, B, lambda h: lv2.get(h, 0), lambda h: h == Hex(2, 0))  # B 4, A 2


def test_9_3_a_hex_higher_than_both_ends_blocks_and_a_lower_one_does_not() -> None:
    lv = _levels(q0=1, q3=2)
    assert hidden_by_obstacle(A, B, lambda h: lv.get(h, 0), lambda h: False)
    lv2 = _levels(q0=1, q6=1)
    assert not hidden_by_obstacle(A, B, lambda h: lv2.get(h, 0), lambda h: True)


def test_9_3_what_is_no_obstacle_never_hides() -> None:
    lv = _levels(q0=2, q5=1)
    assert not hidden_by_obstacle(A, B, lambda h: lv.get(h, 0), lambda h: False)


def test_5_5_5_a_shot_between_levels_passes_over_pieces_within_the_difference_of_the_higher_end() -> None:
    assert upper_lower(A, B, 0, 2) == (B, A)
    assert passed_over(Hex(5, 0), A, B, 0, 2) and passed_over(Hex(4, 0), A, B, 0, 2)
    assert not passed_over(Hex(3, 0), A, B, 0, 2)
    assert passed_over(Hex(1, 0), A, B, 1, 0) and not passed_over(Hex(2, 0), A, B, 1, 0)
    assert not passed_over(Hex(1, 0), A, B, 0, 0)


def test_9_3_a_wall_on_a_hexside_hides_the_lower_end_nearer_to_it_and_blocks_when_higher_than_both() -> None:
    # a wall rising to level 1 on the hexside between q=1 and q=2; A on a roof at level 1, B below
    x, y = Hex(1, 0), Hex(2, 0)
    assert not side_hides(A, B, 1, 0, x, y, 1)  # B is 4 from it, A 1
    assert side_hides(B, Hex(2, 0), 1, 0, x, y, 1)  # that end is 0 from it, B 4
    assert side_hides(A, B, 0, 0, x, y, 1)  # higher than both ends
    assert not side_hides(A, B, 1, 1, x, y, 1)  # no higher than either
    assert side_hides(A, B, 2, 0, x, y, 3)
