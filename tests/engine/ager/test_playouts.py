"""Whole seeded random games of the Palm Grove (and one of the Caravan, with camels) end in a result,
with no error (a small share of the 200 of bench/ager_playout.py)."""

from __future__ import annotations

import pytest

from bench.ager_playout import game


@pytest.mark.parametrize("seed", [1, 2])
def test_a_seeded_random_palm_grove_game_ends_in_a_result(seed: int) -> None:
    orders, result = game("ager", "palm-grove", seed)
    assert result is not None and orders > 20


def test_a_seeded_random_caravan_game_with_camels_ends_in_a_result() -> None:
    orders, result = game("ager", "caravan", 3)
    assert result is not None and orders > 20
