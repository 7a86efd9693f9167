"""Pieces on two hexes (engine/core/hexgrid.py ``TwoHexPiece``): a rider and his horse in Ager
Sanguinis (A§1.1), its steps and turn costs (A§4.4.1, placeholder diagram A§P5)."""

from __future__ import annotations

from engine.core.hexgrid import Hex, Orientation, TwoHexPiece, distance, line_point

F = Orientation.FLAT


def test_a_piece_stands_on_its_front_hex_and_the_hex_behind_it() -> None:
    p = TwoHexPiece(Hex(3, 3), 0)  # facing north
    assert p.rear(F) == Hex(3, 4)
    assert p.hexes(F) == (Hex(3, 3), Hex(3, 4))
    assert len(set(p.around(F))) == 8 and not set(p.around(F)) & set(p.hexes(F))


def test_steps_cost_0_ahead_1_on_the_flanks_2_diagonally_behind_3_straight_behind() -> None:
    p = TwoHexPiece(Hex(3, 3), 0)
    costs = {q.front: extra for q, extra in p.steps(F)}
    assert set(costs) == set(p.around(F))
    assert sorted(costs.values()) == [0, 0, 0, 1, 1, 2, 2, 3]
    assert all(costs[h] == 0 for h in p.ahead(F))
    assert all(costs[h] == 1 for h in p.flanks(F))
    for q, _extra in p.steps(F):
        assert distance(q.front, q.rear(F)) == 1 and q.rear(F) in p.hexes(F)


def test_about_turn_and_backing() -> None:
    p = TwoHexPiece(Hex(3, 3), 1)
    turned = p.about_turned(F)
    assert set(turned.hexes(F)) == set(p.hexes(F)) and turned.facing == 4
    back = p.backed(F)
    assert back.front == p.rear(F) and back.facing == p.facing


def test_a_line_runs_on_past_its_end() -> None:
    assert line_point(Hex(0, 0), Hex(0, 2), 1.5) == Hex(0, 3)
    assert line_point(Hex(0, 0), Hex(0, 2), 0.5) == Hex(0, 1)
