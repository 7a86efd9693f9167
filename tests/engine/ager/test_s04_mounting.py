"""Mounting and dismounting (Ager Sanguinis A§4.4.2), with the digest's Guérin example: he walks 1 MP
to his horse, mounts for 3 MP (armoured), and his remaining 2 MP become 4 mounted."""

from __future__ import annotations

from tests.engine.ager.cases import counter, event, ok, play

FAR = {"id": "marwan", "at": "0000"}


def test_4_4_2_guerin_walks_one_mounts_for_three_and_has_four_left() -> None:
    guerin = {"id": "guerin", "at": "1613", "on_foot": True, "horse": {"at": "1711", "facing": 0}}
    out = play([guerin, FAR], ["move guerin 1612", "mount guerin guerin-horse"])
    ok(out)
    got = event(out, 1, "ager.ev.mounted")
    assert (got["cost"], got["mp"]) == (3, 4)
    g = counter(out, "guerin")
    assert g is not None and (g["hex"], g["facing"]) == ("1711", 0)


def test_4_4_2_dismounting_deducts_the_cost_then_halves_what_is_left() -> None:
    # Raymond rides 4 MP of 12 (8 left), dismounts for 3: (8 − 3) // 2 = 2 foot MP
    raymond = {"id": "raymond", "at": "1812", "facing": 0}
    out = play([raymond, FAR], ["move raymond 1811 1810 1809 1808", "dismount raymond 1708"])
    ok(out)
    got = event(out, 1, "ager.ev.dismounted")
    assert (got["cost"], got["mp"]) == (3, 2)
    assert counter(out, "raymond-horse") is not None
