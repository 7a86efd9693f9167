"""Facing arcs, line-of-sight policies along hexsides, CCRR parities, levels and hexside features."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.hexgrid import (
    COLUMN_ARCS,
    Arc,
    ArcProfile,
    Facing,
    Hex,
    Hexside,
    HexsideFeature,
    HexsideRule,
    Orientation,
    Parity,
    Pos,
    above_both_ends,
    above_sightline,
    ccrr_col_row,
    ccrr_to_hex,
    distance,
    hex_to_ccrr,
    line_blocked,
    line_steps,
)

FLAT = Orientation.FLAT
CENTRE = Hex(0, 0)
N, NE, SE, S, SW, NW = (CENTRE.neighbour(d, FLAT) for d in range(6))


def test_gboh_14_1_vertex_facing_has_two_front_two_flank_two_rear_hexes():
    v0 = Facing(0, vertex=True)  # the vertex between N and NE
    assert v0.front(CENTRE, FLAT) == (N, NE)
    assert set(v0.flank(CENTRE, FLAT)) == {NW, SE}
    assert set(v0.rear(CENTRE, FLAT)) == {S, SW}
    assert v0.arc_of(CENTRE, SE, FLAT) is Arc.FLANK
    assert v0.arc_of(CENTRE, SW, FLAT) is Arc.REAR
    assert v0.arc_of(CENTRE, Hex(5, 5), FLAT) is None


def test_afde_4_2_hexside_facing_has_three_front_three_rear_and_no_flank():
    north = Facing(0)
    assert set(north.front(CENTRE, FLAT)) == {NW, N, NE}
    assert north.flank(CENTRE, FLAT) == ()
    assert set(north.rear(CENTRE, FLAT)) == {SE, S, SW}
    # Artillery (§4.1): one front hex, five rear hexes.
    assert north.front(CENTRE, FLAT, wide=False) == (N,)
    assert len(north.rear(CENTRE, FLAT, wide=False)) == 5
    assert north.arc_of(CENTRE, NE, FLAT, wide=False) is Arc.REAR


def test_gboh_14_1_column_faces_a_hexside_with_four_flank_hexes_and_one_rear():
    north = Facing(0)
    assert north.front(CENTRE, FLAT, profile=COLUMN_ARCS) == (N,)
    assert set(north.flank(CENTRE, FLAT, profile=COLUMN_ARCS)) == {NW, NE, SW, SE}
    assert north.rear(CENTRE, FLAT, profile=COLUMN_ARCS) == (S,)


@given(st.integers(0, 5), st.booleans(), st.booleans())
def test_every_neighbour_is_in_exactly_one_arc(d, vertex, wide):
    f = Facing(d, vertex)
    parts = [*f.front(CENTRE, FLAT, wide), *f.flank(CENTRE, FLAT, wide), *f.rear(CENTRE, FLAT, wide)]
    assert sorted(parts) == sorted(CENTRE.neighbours(FLAT))
    assert all(f.arc_of(CENTRE, n, FLAT, wide) is not None for n in CENTRE.neighbours(FLAT))


def test_an_arc_profile_must_name_each_neighbour_once():
    with pytest.raises(ValueError, match="once"):
        ArcProfile(front=(0, 1), flank=(1,), rear=(3, 4))


# A line two hexes long across a vertex runs along the hexside between (1, 0) and (0, 1).
A, B = Hex(0, 0), Hex(1, 1)


def test_ager_a5_5_a_line_along_a_hexside_takes_the_less_restrictive_hex():
    assert not line_blocked(A, B, lambda h: h == Hex(1, 0), HexsideRule.LESS_RESTRICTIVE)
    assert line_blocked(A, B, lambda h: h in {Hex(1, 0), Hex(0, 1)}, HexsideRule.LESS_RESTRICTIVE)


def test_gboh_7_2_a_line_along_a_hexside_is_blocked_if_either_hex_blocks():
    assert line_blocked(A, B, lambda h: h == Hex(1, 0), HexsideRule.EITHER_BLOCKS)
    assert not line_blocked(A, B, lambda h: False, HexsideRule.EITHER_BLOCKS)


def test_gboh_7_2_a_hex_higher_than_both_ends_blocks():
    heights = {Hex(0, 2): 2}
    a, b = Hex(0, 0), Hex(0, 4)
    hook = above_both_ends(lambda h: heights.get(h, 0), a, b)
    assert line_blocked(a, b, lambda h: False, by_height=hook)
    hook_from_hill = above_both_ends(lambda h: {**heights, a: 2}.get(h, 0), a, b)
    assert not line_blocked(a, b, lambda h: False, by_height=hook_from_hill)


def test_a_height_hook_sees_how_far_along_the_line_a_hex_lies():
    # From level 3 down to level 0: a level-1 hex near the start is under the line, near the end above.
    a, b = Hex(0, 0), Hex(0, 4)
    assert [s.t for s in line_steps(a, b)] == [0.25, 0.5, 0.75]
    near_start = {a: 3, Hex(0, 1): 1}
    near_end = {a: 3, Hex(0, 3): 1}
    assert not line_blocked(
        a, b, lambda h: False, by_height=above_sightline(lambda h: near_start.get(h, 0), a, b)
    )
    assert line_blocked(a, b, lambda h: False, by_height=above_sightline(lambda h: near_end.get(h, 0), a, b))


def test_the_height_hook_obeys_the_hexside_rule_too():
    heights = {Hex(1, 0): 5}
    hook = above_both_ends(lambda h: heights.get(h, 0), A, B)
    assert not line_blocked(A, B, lambda h: False, HexsideRule.LESS_RESTRICTIVE, by_height=hook)
    assert line_blocked(A, B, lambda h: False, HexsideRule.EITHER_BLOCKS, by_height=hook)


@given(st.integers(1, 60), st.integers(1, 60), st.sampled_from(list(Parity)))
def test_ccrr_round_trip_in_both_parities(col, row, parity):
    label = f"{col:02d}{row:02d}"
    h = ccrr_to_hex(label, parity)
    assert hex_to_ccrr(h, parity) == label
    assert ccrr_col_row(h, parity) == (col, row)


def test_even_q_lowers_even_columns_and_odd_q_lowers_odd_columns():
    # Even-q (Au fil de l'Épée §4.2): 2214 touches 2115 and 2114.
    assert distance(ccrr_to_hex("2214"), ccrr_to_hex("2115")) == 1
    assert distance(ccrr_to_hex("2214"), ccrr_to_hex("2113")) == 2
    # Odd-q: the odd column sits lower, so 2115 touches 2215 and 2216, not 2214.
    odd = Parity.ODD_Q
    assert distance(ccrr_to_hex("2115", odd), ccrr_to_hex("2216", odd)) == 1
    assert distance(ccrr_to_hex("2115", odd), ccrr_to_hex("2215", odd)) == 1
    assert distance(ccrr_to_hex("2115", odd), ccrr_to_hex("2214", odd)) == 2
    # A column is straight in both.
    assert distance(ccrr_to_hex("0101", odd), ccrr_to_hex("0105", odd)) == 4


def test_a_position_is_a_hex_and_a_level():
    roof = Pos(Hex(3, 4), 2)
    assert roof != Pos(Hex(3, 4)) and Pos(Hex(3, 4)).level == 0


def test_a_directional_hexside_feature_knows_its_side():
    inside, outside = Hex(0, 0), Hex(0, -1)
    wall = HexsideFeature("wall", side_of=inside)
    features = {Hexside.between(outside, inside): (wall,)}
    (found,) = features[Hexside.between(inside, outside)]
    assert found.seen_from(inside) is True and found.seen_from(outside) is False
    assert HexsideFeature("stream").seen_from(inside) is None
