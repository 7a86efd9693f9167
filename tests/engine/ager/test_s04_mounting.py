"""Mounting and dismounting (Ager Sanguinis A§4.4.2), with the digest's Guérin example: he walks 1 MP
to his horse, mounts for 3 MP (armoured), and his remaining 2 MP become 4 mounted."""

from __future__ import annotations

from tests.engine.ager.cases import counter, event, keys, ok, play

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


def test_1_2_raymonds_four_counters_mounted_and_on_foot_healthy_and_wounded() -> None:
    # the digest's Raymond: A healthy mounted 28/14/12, B wounded mounted 14/10/12, C healthy on foot
    # 14/10/6, D wounded on foot 7/6/3; stunned (C's back) only his passive defence 4, and no stunned
    # rider: a stun brings him down beside his riderless horse (A's back)
    from engine.ager.ruleset import RULESET
    from engine.ager.state import stats
    from engine.core.dice import Dice

    st = RULESET.new_state("palm-grove", Dice.seeded(1), {})
    raymond = st.chars["raymond"]
    assert stats(st, raymond) == (28, 14, 12)
    raymond.health = "wounded"
    assert stats(st, raymond) == (14, 10, 12)
    raymond.facing = None
    assert stats(st, raymond) == (7, 6, 3)
    raymond.health = "healthy"
    assert stats(st, raymond) == (14, 10, 6)
    raymond.health = "stunned"
    assert stats(st, raymond)[1] == 4
    # Kutbeddin's arrow at 2 hexes (Raymond in the oasis: light cover): 3 + 1 (armour) = 4 on the mounted
    # table, B: Raymond is stunned and falls off; his horse stays where he was, riderless
    out = play(
        [{"id": "kutbeddin", "at": "0510", "on_foot": True}, {"id": "raymond", "at": "0508", "facing": 3}],
        ["fire kutbeddin raymond"],
        dice=[3],
        first="turks",
    )
    ok(out)
    assert "ager.ev.unhorsed" in keys(out, 0)
    raymond_now = counter(out, "raymond")
    horse = counter(out, "raymond-horse")
    assert (
        raymond_now is not None
        and raymond_now["markers"] == ["stunned"]
        and raymond_now.get("facing") is None
    )
    assert horse is not None and horse["hex"] == "0508"
