from hypothesis import given
from hypothesis import strategies as st

from engine.core.hexgrid import (
    Hex,
    Orientation,
    ccrr_to_hex,
    direction_between,
    distance,
    hex_to_ccrr,
    hex_to_letter_row,
    in_arc,
    letter_row_to_hex,
    line_blocked,
    line_steps,
    ring,
    within,
)

hexes = st.builds(Hex, st.integers(-30, 30), st.integers(-30, 30))


def test_cca_labels_and_neighbours_from_the_board_notes():
    e5 = letter_row_to_hex("E5")
    names = {hex_to_letter_row(n) for n in e5.neighbours(Orientation.POINTY)}
    assert names == {"D5", "F5", "D4", "E4", "D6", "E6"}
    assert distance(letter_row_to_hex("F7"), letter_row_to_hex("F4")) == 3


def test_cca_even_rows_sit_half_a_hex_east():
    # A2 touches A1 and B1; A3 touches A2 only on its own row above.
    a2 = letter_row_to_hex("A2")
    assert {hex_to_letter_row(n) for n in a2.neighbours()} >= {"A1", "B1", "A3", "B3", "B2"}


@given(st.integers(1, 40), st.integers(1, 40))
def test_ccrr_round_trip(col, row):
    label = f"{col:02d}{row:02d}"
    assert hex_to_ccrr(ccrr_to_hex(label)) == label


def test_ccrr_columns_are_even_q():
    # Straight up a column is one step north; 2214 touches 2115 (even column sits lower).
    assert direction_between(ccrr_to_hex("2120"), ccrr_to_hex("2119"), Orientation.FLAT) == 0
    assert distance(ccrr_to_hex("2214"), ccrr_to_hex("2115")) == 1
    assert distance(ccrr_to_hex("2214"), ccrr_to_hex("2113")) == 2


@given(hexes, hexes)
def test_distance_is_a_metric(a, b):
    assert distance(a, b) == distance(b, a) >= 0
    assert (distance(a, b) == 0) == (a == b)


@given(hexes, st.integers(0, 5))
def test_ring_and_within(c, r):
    rg = ring(c, r)
    assert len(rg) == (1 if r == 0 else 6 * r)
    assert all(distance(c, h) == r for h in rg)
    assert len(set(within(c, r))) == 1 + 3 * r * (r + 1)


def test_line_steps_along_a_column_and_along_a_hexside():
    steps = line_steps(ccrr_to_hex("0101"), ccrr_to_hex("0105"))
    assert [hex_to_ccrr(s.hexes[0]) for s in steps] == ["0102", "0103", "0104"]
    # Two apart diagonally across a vertex: the midpoint line runs along a hexside.
    a, b = Hex(0, 0), Hex(1, 1)
    (mid,) = line_steps(a, b)
    assert mid.on_hexside and set(mid.hexes) == {Hex(1, 0), Hex(0, 1)}


def test_line_blocked_on_a_hexside_only_if_both_block():
    a, b = Hex(0, 0), Hex(1, 1)
    assert not line_blocked(a, b, lambda h: h == Hex(1, 0))
    assert line_blocked(a, b, lambda h: h in {Hex(1, 0), Hex(0, 1)})


def test_front_arc():
    o = Hex(0, 0)
    assert in_arc(o, Hex(0, -3), 0, 60, Orientation.FLAT)
    assert in_arc(o, Hex(1, -1), 0, 60, Orientation.FLAT)  # boundary included
    assert not in_arc(o, Hex(1, 0), 0, 60, Orientation.FLAT)
    assert not in_arc(o, Hex(1, -1), 0, 30, Orientation.FLAT)


def test_a_hexside_is_the_same_from_either_hex():
    import pytest

    from engine.core.hexgrid import Hexside

    a, b = ccrr_to_hex("0407"), ccrr_to_hex("0406")
    assert Hexside.between(a, b) == Hexside.between(b, a)
    with pytest.raises(ValueError, match="not adjacent"):
        Hexside.between(a, ccrr_to_hex("0404"))


def test_hexside_and_vertex_facings_have_their_fronts():
    from engine.core.hexgrid import Facing, turn_cost

    o = Hex(0, 0)
    north = Facing(0)
    assert set(north.front(o, Orientation.FLAT)) == {Hex(-1, 0), Hex(0, -1), Hex(1, -1)}  # NW, N, NE
    assert north.front(o, Orientation.FLAT, wide=False) == (Hex(0, -1),)
    assert len(north.rear(o, Orientation.FLAT)) == 3
    assert len(north.rear(o, Orientation.FLAT, wide=False)) == 5
    vertex = Facing(0, vertex=True)  # the corner between N and NE
    assert vertex.front(o, Orientation.FLAT) == (Hex(0, -1), Hex(1, -1))
    assert north.turned(-1).direction == 5
    assert [turn_cost(0, d) for d in range(6)] == [0, 1, 2, 3, 2, 1]
