"""A whole seeded random game of the Tower Gate (houses, the castle wall, the gate, ladders and rubble:
A§8–§10) ends in a result with no error (a small share of bench/ager_playout.py's games)."""

from __future__ import annotations

from bench.ager_playout import game


def test_a_seeded_random_tower_gate_game_ends_in_a_result() -> None:
    orders, result = game("ager", "tower-gate", 1)
    assert result is not None and orders > 20
