"""AFdE 10: melee, charges, charge reaction, pursuit (Impetus and Dispersal), the two worked examples."""

import pytest

from engine.afde.tables import tables
from engine.core.errors import IllegalAction

from .helpers import choices, find, guinegatte, kinds, new, play, tremithoussia

GUINEGATTE_ORDERS = (
    "charge 2120 2116",
    "done",  # no other move: the melee phase
    "fire 2116 2117",  # defensive fire of the archers
    "retreat 2115",
    "face 3",  # the archers keep their facing
    "face 0",  # Du Bellay advances into 2116 and keeps his facing
    "fire 2115 2116",  # defensive fire again in the Impetus
    "face 1",  # after the second advance Du Bellay turns one hexside towards 2214
    "pursue",  # Dispersal against the foot knights
)


def test_10_9_guinegatte_charge_impetus_and_dispersal():
    """PL example: 11 -> D+R; Impetus 14 -> Dr+R (flight 2114, 2113, retreat 2112); Dispersal 4 -> nothing."""
    st = new(guinegatte(), ["4", "6", "4", "7", "0"])
    st, ev = play(st, *GUINEGATTE_ORDERS)
    rolls = find(ev, "afde.melee.roll")
    assert [(r["roll"], r["net"], r["total"]) for r in rolls] == [(6, 5, 11), (7, 7, 14), (0, 4, 4)]
    assert [(r["attacker"], r["defender"]) for r in rolls] == [("-", "D+R"), ("-", "Dr+R"), ("-", "-")]
    fires = find(ev, "afde.fire.roll")
    assert [(f["roll"], f["total"], f["shift"], f["result"]) for f in fires] == [
        (4, 5, 1, "-"),
        (4, 4, 1, "-"),
    ]
    pic, dub, gen = st.units["PIC"], st.units["DUB"], st.units["GEN"]
    assert pic.hex == "2112" and pic.routed and pic.facing is None
    assert dub.hex == "2115" and dub.facing == 1 and dub.fatigued
    assert gen.hex == "2214" and not gen.fatigued and gen.cohesion == "good"
    assert st.leaders["CRE"].hex == "2020"  # the leader stays with the Ch Crevecoeur (S1)


def test_10_3_foot_knights_and_archers_cannot_react():
    st = new(guinegatte(), ["4", "6", "4", "7", "0"])
    st, ev = play(st, *GUINEGATTE_ORDERS)
    assert not find(ev, "afde.melee.reaction")


def test_10_9_dispersal_may_be_declined():
    st = new(guinegatte(), ["4", "6", "4", "7"])
    st, ev = play(st, *GUINEGATTE_ORDERS[:-1], "pass")
    assert len(find(ev, "afde.melee.roll")) == 2
    assert not st.units["DUB"].fatigued


def test_10_9_tremithoussia_cap_and_elevation():
    """HU example: 11 -> D+R; Impetus +9 capped at +7 -> 14; Dispersal (elevation) 9 -> F+R, fatigue."""
    st = new(tremithoussia(), ["7", "4", "5", "7", "2"])
    st, ev = play(
        st, "charge 0510 0508", "done", "fire 0508 0509", "retreat 0507", "face 3", "face 0", "fire 0507 0508"
    )
    assert kinds(st) == ["afde.face"]
    st, ev2 = play(st, "face 1", "pursue")
    ev += ev2
    fires = find(ev, "afde.fire.roll")
    assert fires[0]["total"] == 5 and fires[0]["result"] == "-"
    rolls = find(ev, "afde.melee.roll")
    assert [(r["net"], r["total"], r["defender"]) for r in rolls] == [
        (7, 11, "D+R"),
        (7, 14, "Dr+R"),
        (7, 9, "F+R"),
    ]
    assert "higher +1" in rolls[2]["mods"] and "charge +3" in rolls[2]["mods"]
    assert "defender disordered +2" in rolls[1]["mods"]
    assert st.units["HA"].fatigued
    assert kinds(st) == ["afde.retreat"]
    st, _ = play(st, "retreat 0605")
    assert st.units["KN"].fatigued


def test_10_3_successful_reaction_cancels_the_charge_modifier():
    scn = tremithoussia()
    cl = scn["units"][1]
    cl.update({"type": "Ha", "fire": False, "front": [3, 6, 6], "back": [2, 5, 5]})
    st = new(scn, ["3", "4", "5"])
    st, _ = play(st, "charge 0510 0508", "done")
    assert kinds(st) == ["afde.react"]
    st, ev = play(st, "react 0509")
    assert find(ev, "afde.melee.reaction")[0]["ok"] is True
    roll = find(ev, "afde.melee.roll")[0]
    assert "charge" not in roll["mods"]


def test_10_4_unit_must_attack_every_enemy_in_its_front():
    scn = guinegatte()
    scn["units"][0]["hex"] = "2117"
    scn["leaders"][0]["hex"] = "2117"
    scn["units"].append(
        {"id": "X", "side": "burgundian", "banner": "Maximilian", "type": "Mi", "hex": "2216", "facing": "S"}
    )
    scn["units"][1]["hex"] = "2116"
    st = new(scn, [])
    st, _ = play(st, "done")
    assert kinds(st) == ["afde.d3"]
    st, _ = play(st, "melee 2117 2116")
    assert "done" not in choices(st) and "melee 2117 2216" in choices(st)
    with pytest.raises(Exception, match="front hexes"):
        play(st, "done")


def test_p3_combat_table_star_values():
    tb = tables()
    assert tb.ratio_mod(3, 5) == ("1:2", 0)
    assert tb.ratio_mod(3, 3)[1] == 1
    assert tb.type_value("Ha", True) - tb.type_value("Ar", False) == 1
    assert tb.type_value("Ch", True) - tb.type_value("Cl", True) == 2
    assert tb.type_value("Ch", True) - tb.type_value("Ha", True) == 1
    assert tb.type_value("Ha", True) - tb.type_value("Ch", False) == 0
    assert tb.quality_mod(6, 4) == 1
    assert tb.cap == 7
    assert tb.combat_result(4) == ("", "")
    assert tb.combat_result(9)[1] == "F+R"
    assert tb.combat_result(11) == ("", "D+R")
    assert tb.combat_result(14) == ("", "Dr+R")
    assert tb.combat_mods["charge_front"] == 3 and tb.combat_mods["defender_disordered"] == 2
    assert tb.combat_mods["attacker_higher"] == 1


def test_5_2_5_a_stack_retreats_together_or_one_unit_stays_and_loses_a_level():
    scn = guinegatte()
    scn["rules"]["stacking"] = [{"max": 2, "same_banner": True, "same_type": True}]
    scn["units"][1]["type"] = "Mi"
    scn["units"][1]["front"] = [2, 4, 4]
    scn["units"] += [
        {"id": "PI2", "side": "burgundian", "banner": "Maximilian", "type": "Mi", "front": [2, 4, 4],
         "hex": "2116", "facing": "S"},
        # 2115 can take only one more Mi: there alone may one unit retreat, the other staying.
        {"id": "PI3", "side": "burgundian", "banner": "Maximilian", "type": "Mi", "front": [2, 4, 4],
         "hex": "2115", "facing": "S"},
    ]  # fmt: skip
    st = new(scn, ["6"])
    st, _ = play(st, "charge 2120 2116", "done")
    assert kinds(st) == ["afde.retreat"]
    assert "retreat 2015" in choices(st) and "retreat 2115 PIC" in choices(st)
    assert "retreat 2115" not in choices(st) and "retreat 2015 PIC" not in choices(st)
    both, _ = play(st, "retreat 2015", "face 3")
    assert both.units["PIC"].hex == both.units["PI2"].hex == "2015"
    with pytest.raises(IllegalAction):
        play(st, "retreat 2015 PIC")
    one, ev = play(st, "retreat 2115 PIC", "flee 2015")
    assert one.units["PIC"].hex == "2115"
    assert one.units["PI2"].routed  # disordered by the result, then the level lost for staying: rout
    assert find(ev, "afde.melee.no_retreat")


@pytest.mark.parametrize(("reading", "rear"), [("mixed", True), ("defender", False)])
def test_10_5_several_defenders_one_attacked_through_its_rear(reading: str, rear: bool):
    """§11.5, §P3 with several defenders: Du Bellay attacks the archers through their front and the Mi X
    through its rear. Default reading (docs/afde.md): the rear modifier counts if any defender is attacked
    through its rear; option `several_defenders = "defender"`: only if every one is."""
    scn = guinegatte()
    scn["units"][0]["hex"] = "2117"
    scn["leaders"][0]["hex"] = "2117"
    scn["units"].append(
        {"id": "X", "side": "burgundian", "banner": "Maximilian", "type": "Mi", "hex": "2216", "facing": "N"}
    )
    scn["units"][1]["hex"] = "2116"
    st = new(scn, ["5"], several_defenders=reading)
    st, _ = play(st, "done", "melee 2117 2116", "melee 2117 2216", "done")
    _, ev = play(st, "pass")  # no defensive fire
    mods = find(ev, "afde.melee.roll")[0]["mods"]
    assert ("rear +1" in mods) is rear
    assert "defender disordered" not in mods


def test_10_5_several_defenders_disorder_counts_only_if_all_are_disordered():
    scn = guinegatte()
    scn["units"][0]["hex"] = "2117"
    scn["leaders"][0]["hex"] = "2117"
    scn["units"].append(
        {"id": "X", "side": "burgundian", "banner": "Maximilian", "type": "Mi", "hex": "2216", "facing": "S",
         "cohesion": "disordered"}
    )  # fmt: skip
    scn["units"][1]["hex"] = "2116"
    for reading in ("mixed", "defender"):
        st = new(scn, ["5"], several_defenders=reading)
        st, _ = play(st, "done", "melee 2117 2116", "melee 2117 2216", "done")
        _, ev = play(st, "pass")
        assert "defender disordered" not in find(ev, "afde.melee.roll")[0]["mods"]


def test_10_7_the_retreat_facing_prompt_cites_the_retreat_rule():
    """§11.9 [10.7] "While retreating, the unit may turn one hexside": the prompt cites 10.7, not 10.8."""
    from .helpers import R, mini

    scn = mini(
        {"id": "A", "type": "Ha", "hex": "0505", "facing": "S", "mounted": False, "front": [4, 6, 4]},
        {"id": "T", "type": "Il", "hex": "0506", "facing": "N", "side": "blue", "front": [3, 4, 5]},
        {"id": "E2", "type": "Mi", "hex": "1110", "facing": "N", "side": "blue"},
        {"id": "RX", "type": "Mi", "hex": "0502", "facing": "N"},
        leaders=[
            {"id": "RL", "side": "red", "banner": "R", "rating": 1, "range": 4, "hex": "0502"},
            {"id": "BL", "side": "blue", "banner": "B", "rating": 2, "range": 4, "hex": "1110"},
        ],
    )
    st, _ = play(new(scn, ["3"]), "done", "melee 0505 0506", "done", "retreat 0507")
    face = R.pending(st)[0]
    assert face.kind == "afde.face" and face.msg.rule == "AFdE 10.7"
    assert (
        face.msg.text().startswith("New facing for Il T (after its retreat)")
        or "after its retreat" in face.msg.text()
    )


def _mini_melee(*extra: dict, **kw: object) -> dict:
    from .helpers import mini

    return mini(
        {"id": "A", "type": "Il", "hex": "0610", "facing": "N"},
        {"id": "E", "type": "Il", "hex": "0609", "side": "blue", "facing": "S"},
        *extra,
        **kw,
    )


def _declare_refused(st, order: str) -> tuple[str, str | None]:
    with pytest.raises(IllegalAction) as err:
        play(st, order)
    return err.value.msg.key, err.value.msg.rule


def test_10_1_artillery_and_routed_units_may_not_start_a_melee_and_say_so():
    scn = _mini_melee(
        {"id": "T", "type": "At", "hex": "0810", "facing": "N"},
        {"id": "E2", "type": "Il", "hex": "0809", "side": "blue", "facing": "S"},
        {"id": "R", "type": "Il", "hex": "0410", "cohesion": "routed"},
        {"id": "E3", "type": "Il", "hex": "0409", "side": "blue", "facing": "S"},
    )
    for leader in scn["leaders"]:
        leader["range"] = 9
    st, _ = play(new(scn), "done")
    assert kinds(st) == ["afde.d3"] and "melee 0610 0609" in choices(st)
    assert _declare_refused(st, "melee 0810 0809") == ("afde.melee.artillery", "AFdE 10.1")
    assert _declare_refused(st, "melee 0410 0409") == ("afde.melee.routed", "AFdE 10.1")


def test_10_4_a_melee_only_through_the_front_hexes_and_10_1_not_across_a_river():
    scn = _mini_melee(
        {"id": "B", "type": "Il", "hex": "0810", "facing": "S"},
        {"id": "E2", "type": "Il", "hex": "0809", "side": "blue", "facing": "S"},
        {"id": "V", "type": "Il", "hex": "0410", "facing": "N"},
        {"id": "E3", "type": "Il", "hex": "0409", "side": "blue", "facing": "S"},
        map={"hexsides": [{"a": "0410", "b": "0409", "feature": "river"}]},
    )
    for leader in scn["leaders"]:
        leader["range"] = 9
    st, _ = play(new(scn), "done")
    assert _declare_refused(st, "melee 0810 0809") == ("afde.melee.not_front", "AFdE 10.4")
    assert _declare_refused(st, "melee 0410 0409") == ("afde.melee.hexside", "AFdE 10.1")


def test_10_7_a_refused_retreat_says_why():
    from .helpers import mini

    scn = mini(
        {"id": "A", "type": "Ha", "mounted": False, "front": [4, 6, 4], "hex": "0610", "facing": "N"},
        {"id": "R", "type": "Mi", "hex": "0709", "facing": "N"},
        {"id": "X", "type": "Mi", "hex": "1202", "side": "blue", "facing": "S"},
        {"id": "D", "type": "Il", "front": [3, 4, 4], "hex": "0609", "side": "blue", "facing": "S"},
        map={"hexsides": [{"a": "0609", "b": "0608", "feature": "river"}]},
    )
    st, ev = play(new(scn, ["3"]), "done", "melee 0610 0609", "done")
    assert find(ev, "afde.melee.roll")[0]["defender"] == "R" and kinds(st) == ["afde.retreat"]
    for order, key in (
        ("retreat 0608", "afde.retreat.closed"),  # across the river
        ("retreat 0709", "afde.retreat.enemy"),
        ("retreat 0606", "afde.retreat.not_adjacent"),
    ):
        with pytest.raises(IllegalAction) as err:
            play(st, order, side="blue")
        assert (err.value.msg.key, err.value.msg.rule) == (key, "AFdE 10.7")


def test_10_7_a_retreating_unit_turning_more_than_one_hexside_is_told_so():
    from .helpers import mini

    scn = mini(
        {"id": "A", "type": "Ha", "mounted": False, "front": [4, 6, 4], "hex": "0610", "facing": "N"},
        {"id": "X", "type": "Mi", "hex": "1202", "side": "blue", "facing": "S"},
        {"id": "D", "type": "Il", "front": [3, 4, 4], "hex": "0609", "side": "blue", "facing": "S"},
    )
    st, _ = play(new(scn, ["3"]), "done", "melee 0610 0609", "done")
    st, _ = play(st, "retreat 0608", side="blue")
    assert kinds(st) == ["afde.face"]
    with pytest.raises(IllegalAction) as err:
        play(st, "face 0", side="blue")  # three hexsides from S
    assert (err.value.msg.key, err.value.msg.rule) == ("afde.face.one_hexside", "AFdE 10.7")
    st, _ = play(st, "face 2", side="blue")
    assert st.units["D"].facing == 2


def test_12_1_a_disordered_attacker_named_to_advance_is_told_why():
    from .helpers import mini

    scn = mini(
        {"id": "A1", "type": "Il", "front": [3, 4, 4], "hex": "0505", "facing": "S"},
        {"id": "A2", "type": "Il", "front": [3, 4, 4], "hex": "0605", "facing": "SW"},
        {"id": "A3", "type": "Il", "hex": "0405", "facing": "SE", "cohesion": "disordered"},
        {"id": "X", "type": "Mi", "hex": "1212", "side": "blue", "facing": "N"},
        {"id": "D", "type": "Il", "front": [3, 4, 4], "hex": "0506", "side": "blue", "facing": "N"},
    )
    st, _ = play(new(scn, ["6"]), "done", "melee 0505 0506", "melee 0605 0506", "melee 0405 0506", "done")
    st, _ = play(st, "retreat 0507", "face 0", side="blue")
    assert kinds(st) == ["afde.advance"] and "advance 0405 0506" not in choices(st)
    with pytest.raises(IllegalAction) as err:
        play(st, "advance 0405 0506")
    assert (err.value.msg.key, err.value.msg.rule) == ("afde.advance.disordered", "AFdE 12.1")


def test_10_8_an_artillery_stack_that_wins_advances_its_infantry_alone():
    """5.2.5 moves a stack together after combat, 10.8 keeps artillery from advancing (digest §6.6, §11.10):
    the stated reading (docs/afde.md) is that the At, which never attacks, stays; the infantry advances."""
    from .helpers import mini

    scn = mini(
        {"id": "I", "type": "Il", "front": [3, 6, 4], "hex": "0505", "facing": "S"},
        {"id": "T", "type": "At", "front": [2, 2, 2], "hex": "0505", "facing": "S"},
        {"id": "X", "type": "Mi", "hex": "1212", "side": "blue", "facing": "N"},
        {"id": "D", "type": "Il", "front": [4, 4, 4], "hex": "0506", "side": "blue", "facing": "N"},
    )
    st, _ = play(new(scn, ["9"]), "done", "melee I 0506", "done")
    assert kinds(st) == ["afde.ofire"]  # the At may fire offensively with its infantry (9.1)
    st, ev = play(st, "pass")
    assert find(ev, "afde.melee.roll")[0]["defender"] == "D+R"
    st, ev = play(st, "retreat 0507", "face 0", side="blue")
    assert [(a["unit"], a["to"]) for a in find(ev, "afde.melee.advance")] == [("I", "0506")]
    assert st.units["I"].hex == "0506" and st.units["T"].hex == "0505"


def _refused(st, order: str, side: str | None = None) -> tuple[str, str | None]:
    with pytest.raises(IllegalAction) as err:
        play(st, order, side=side)
    return err.value.msg.key, err.value.msg.rule


def test_10_5_fire_a_melee_forbids_is_refused_with_its_reason():
    """Defensive fire only at an attacker of the firer, in its front hexes; offensive fire only at a
    defender the firer attacks; only the melee's own units fire in it (10.5, digest §10.2)."""
    from .helpers import mini

    scn = mini(
        {"id": "A", "type": "Il", "front": [3, 4, 4], "hex": "0505", "facing": "S"},
        {"id": "B", "type": "Il", "front": [3, 4, 4], "hex": "0406", "facing": "SE"},
        {"id": "C", "type": "Il", "front": [3, 4, 4], "hex": "0605", "facing": "N"},
        {"id": "D", "type": "Ab", "front": [3, 4, 4], "hex": "0506", "side": "blue", "facing": "N"},
        {"id": "F", "type": "Ab", "front": [3, 4, 4], "hex": "0708", "side": "blue", "facing": "N"},
        escort="0902",
    )
    scn["leaders"][0]["range"] = 9
    st, _ = play(new(scn, ["5", "5"]), "done", "melee 0505 0506", "melee 0406 0506", "done")
    assert kinds(st) == ["afde.dfire"] and choices(st) == ["fire 0506 0505", "pass"]
    assert _refused(st, "fire 0506 0406", "blue") == ("afde.fire.melee_not_front", "AFdE 10.5")
    assert _refused(st, "fire 0506 0605", "blue") == ("afde.fire.not_its_attacker", "AFdE 10.5")
    assert _refused(st, "fire 0708 0505", "blue") == ("afde.fire.not_in_this_melee", "AFdE 10.5")
    assert _refused(st, "fire 0506 0504", "blue") == ("afde.fire.no_target", "AFdE 9.3")
    _, ev = play(st, "fire 0506 0505", side="blue")
    assert find(ev, "afde.fire.roll")[0]["result"] == "-"

    scn = mini(
        {"id": "X", "type": "Ab", "front": [3, 5, 4], "hex": "0505", "facing": "S"},
        {"id": "Y", "type": "Il", "front": [3, 4, 4], "hex": "0705", "facing": "SW"},
        {"id": "D1", "type": "Il", "front": [3, 4, 4], "hex": "0506", "side": "blue", "facing": "N"},
        {"id": "D2", "type": "Il", "front": [3, 4, 4], "hex": "0605", "side": "blue", "facing": "N"},
    )
    scn["leaders"][0]["range"] = 9
    st, _ = play(new(scn, ["5"]), "done", "melee 0705 0605", "melee 0505 0506", "done", "resolve 0506")
    assert kinds(st) == ["afde.ofire"]
    assert _refused(st, "fire 0505 0605") == ("afde.fire.not_its_defender", "AFdE 10.5")
    assert _refused(st, "fire 0705 0506") == ("afde.fire.not_in_this_melee", "AFdE 10.5")


def test_10_5_a_plain_melee_ordered_before_the_charges_is_told_they_come_first():
    from .helpers import mini

    scn = mini(
        {"id": "I", "type": "Il", "front": [3, 4, 4], "hex": "0805", "facing": "N"},
        {"id": "K", "type": "Ch", "mounted": True, "front": [3, 7, 6], "hex": "0510", "facing": "N"},
        {"id": "K2", "type": "Ch", "mounted": True, "front": [3, 7, 6], "hex": "0310", "facing": "N"},
        {"id": "T", "type": "Il", "front": [3, 4, 4], "hex": "0506", "side": "blue", "facing": "S"},
        {"id": "T2", "type": "Il", "front": [3, 4, 4], "hex": "0306", "side": "blue", "facing": "S"},
        {"id": "E", "type": "Il", "front": [3, 4, 4], "hex": "0804", "side": "blue", "facing": "S"},
    )
    scn["leaders"][0]["range"] = 9
    st, _ = play(new(scn, []), "charge 0510 0506", "charge 0310 0306", "done", "melee 0805 0804", "done")
    assert kinds(st) == ["afde.resolve"] and choices(st) == ["resolve 0506", "resolve 0306"]
    with pytest.raises(IllegalAction) as err:
        play(st, "resolve 0805")  # named by the attacker's hex
    assert (err.value.msg.key, err.value.msg.rule) == ("afde.melee.charges_first", "AFdE 10.5")
    assert err.value.msg.params["charges"] == ["0506", "0306"]
    assert _refused(st, "resolve 0909") == ("afde.melee.no_melee_at", "AFdE 10.5")


def test_10_2_no_charge_at_a_target_across_a_hexside_that_forbids_melee():
    """A charge is a melee (10.2); none is possible across a river (10.1, §P1): not offered, and refused."""
    from .helpers import mini

    scn = mini(
        {"id": "K", "type": "Ch", "mounted": True, "front": [3, 7, 6], "hex": "0502", "facing": "S"},
        {"id": "D", "type": "Il", "front": [3, 4, 4], "hex": "0506", "side": "blue", "facing": "N"},
        escort="1202",
        map={"hexsides": [{"a": "0505", "b": "0506", "feature": "river"}]},
    )
    scn["leaders"][0]["range"] = 12
    st, _ = play(new(scn), "select 0502")
    assert not [c for c in choices(st) if c.startswith("charge")]
    assert _refused(st, "charge 0502 0506") == ("afde.move.charge_no_melee", "AFdE 10.1")
    scn["map"]["hexsides"] = []
    st, _ = play(new(scn), "select 0502")
    assert "charge 0502 0506" in choices(st)


def test_9_1_a_no_melee_banner_and_the_enemies_in_its_front_may_not_melee_each_other():
    """Las Navas de Tolosa (digest §16, §S1): no melee "between" Al-Nasir's banner and the enemy units in
    its front hexes, whichever attacks; so either may fire at the other although adjacent (9.1)."""
    from .helpers import mini

    scn = mini(
        {"id": "N", "type": "Il", "front": [3, 4, 4], "hex": "0505", "facing": "S"},
        {"id": "E", "type": "Ab", "front": [3, 4, 4], "hex": "0506", "side": "blue", "facing": "N"},
        {"id": "R", "type": "Il", "front": [3, 4, 4], "hex": "0404", "side": "blue", "facing": "S"},
        {"id": "M", "type": "Mi", "hex": "0805", "facing": "S", "banner": "O"},
        {"id": "X", "type": "Il", "hex": "0806", "side": "blue", "facing": "N"},
        escort="1202",
        rules={"no_melee_banners": ["R"]},
    )
    scn["leaders"][0]["range"] = 12
    scn["leaders"][1].update(hex="0806", range=9)
    scn["start"] = {"phase": "D", "activate": ["BL"]}
    st, _ = play(new(scn, ["8"]), "done")
    assert kinds(st) == ["afde.d2"] and "fire 0506 0505" in choices(st)
    st, ev = play(st, "fire 0506 0505")
    assert find(ev, "afde.fire.roll")[0]["result"] == "F"
    assert kinds(st) == ["afde.d3"]
    assert "melee 0806 0805" in choices(st) and "melee 0506 0505" not in choices(st)
    assert _refused(st, "melee 0506 0505") == ("afde.melee.scenario", "AFdE 9.1")
    # R stands in one of N's rear hexes, not in its front hexes: it may attack N
    assert "melee 0404 0505" in choices(st)
