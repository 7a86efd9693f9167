"""AFdE 7: command, leader casualties (§P4), capture, wounds, replacements and the acting CinC."""

from engine.afde.rules import Ctx, leader_values
from engine.afde.rules.s14_leader_fates import wound

from .helpers import R, find, mini, new, play

NEXT = ["3", "3", "3", "3"]


def unit(id_, hex_, type_="Mi", facing="N", **kw):
    return {"id": id_, "type": type_, "hex": hex_, "facing": facing, **kw}


def archery_at_leader():
    scn = mini(
        unit("AR", "0602", "Ar", facing="S", front=[4, 5, 4]),
        unit("E", "0604", side="blue", facing="N", front=[4, 5, 4]),
        unit("E2", "1212", side="blue", front=[5, 5, 4]),
    )
    scn["start"] = {"phase": "B"}
    return scn


def test_7_5_fire_result_wounds_the_leader_with_the_unit():
    st, ev = play(new(archery_at_leader(), ["7", "1", *NEXT]), "fire 0602 0604")
    assert find(ev, "afde.fire.roll")[0]["result"] == "F"
    bl = st.leaders["BL"]
    assert bl.wounded
    g = Ctx(st)
    assert leader_values(g, bl) == (0, 2, 3, 6)  # bonus -1, range -1, MP -2
    assert st.vp["red"] == 1


def test_7_6_killed_leader_flips_to_his_replacement_on_the_largest_unit():
    st, ev = play(new(archery_at_leader(), ["7", "0", *NEXT]), "fire 0602 0604")
    bl = st.leaders["BL"]
    assert bl.status == "map" and bl.replacement == "back"
    assert bl.hex == "1212"  # the banner's largest unit
    assert leader_values(Ctx(st), bl) == (0, 3, 3, 8)  # replacement: bonus 0, rating +1, range -1
    assert st.vp["red"] == 3
    assert find(ev, "afde.leader.killed")


def test_7_5_2_a_second_wound_kills():
    st = new(archery_at_leader(), ["7", "1", *NEXT])
    g = Ctx(st.copy())
    bl = g.st.leaders["BL"]
    wound(g, bl)
    wound(g, bl)
    assert bl.replacement == "back" and not bl.wounded


def capture_case():
    return mini(
        unit("HA", "0610", "Ha", mounted=True, front=[4, 6, 6]),
        unit("T", "0607", side="blue", cohesion="routed", front=[3, 3, 4]),
        unit("U2", "1212", side="blue", banner="C"),
        unit("RX", "0911"),  # RL's own unit: HA may charge without leaving him alone (5.1; A15)
        leaders=[
            {"id": "RL", "side": "red", "banner": "R", "rating": 1, "range": 4, "hex": "0911"},
            {"id": "BL", "side": "blue", "banner": "B", "rating": 3, "cinc": True, "hex": "0607"},
            {"id": "CL", "side": "blue", "banner": "C", "rating": 2, "hex": "1212"},
        ],
    )


def test_7_1_last_unit_eliminated_in_melee_its_lord_is_captured():
    scn = capture_case()
    del scn["units"][1]["facing"]
    st, ev = play(new(scn, ["7"]), "charge 0610 0607", "done")
    roll = find(ev, "afde.melee.roll")[0]
    assert roll["net"] == 7 and roll["total"] == 14  # the +11 of modifiers is capped at +7
    assert st.units["T"].status == "eliminated"
    bl = st.leaders["BL"]
    assert bl.status == "captured" and bl.captor == "HA" and st.units["HA"].captives == ["BL"]
    assert st.vp["red"] == 3 + 8  # the unit's SP, and the CinC captured (4 x 2)
    assert st.leaders["CL"].acting_cinc and st.cinc("blue").id == "CL"
    view = R.view(st, None)
    captured = next(c for c in view.map.counters if c.id == "BL")
    assert "captured" in captured.markers and captured.attached_to == "HA"


def test_7_5_1_a_captive_is_freed_when_his_captor_is_eliminated():
    st, _ = play(new({**capture_case(), "units": capture_case()["units"]}, ["7"]), "charge 0610 0607", "done")
    g = Ctx(st.copy())
    from engine.afde.rules.s14_leader_fates import eliminate

    ha = g.st.units["HA"]
    eliminate(g, ha, "melee", g.st.units["U2"])
    bl = g.st.leaders["BL"]
    assert bl.status == "map" and bl.hex == "1212" and bl.returns  # the CinC joins the nearest army unit
    assert g.st.cinc("blue").id == "CL"  # until he takes back command next turn
    from engine.afde.invariants import assert_invariants

    assert_invariants(g.st)


def test_7_6_a_replacement_activates_right_after_the_current_activation():
    scn = mini(
        unit("AR", "0602", "Ar", facing="S", front=[4, 5, 4]),
        unit("E", "0604", side="blue", facing="N", front=[4, 5, 4]),
        unit("E2", "1212", side="blue", banner="C"),
        leaders=[
            {"id": "RL", "side": "red", "banner": "R", "rating": 1, "hex": "0602"},
            {"id": "BL", "side": "blue", "banner": "B", "rating": 3, "hex": "0604"},
            {"id": "CL", "side": "blue", "banner": "C", "rating": 2, "cinc": True, "hex": "1212"},
        ],
    )
    st, ev = play(new(scn, ["7", "0"]), "done", "fire 0602 0604")
    assert find(ev, "afde.leader.killed")
    assert st.active == "BL"  # before CL (rating 2): he replaces a leader who had not activated
    assert R.view(st, None).public["activated"] == ["BL", "RL"]


def test_7_6_the_owner_chooses_which_unit_of_the_banner_receives_the_replacement():
    scn = archery_at_leader()
    scn["units"].append(unit("E3", "1012", side="blue", banner="B", front=[3, 5, 4]))
    st, _ = play(new(scn, ["7", "0", *NEXT]), "fire 0602 0604")
    (p,) = R.pending(st)
    assert p.kind == "afde.replace" and p.side == "blue" and p.role == "B"
    assert p.default == "place BL 1212"  # E3 default: the banner's largest unit, where he stands meanwhile
    assert {c.order for c in p.choices} == {"place BL 1212", "place BL 0604", "place BL 1012"}
    assert st.leaders["BL"].hex == "1212"
    st, ev = play(st, "place BL 1012")
    assert st.leaders["BL"].hex == "1012" and find(ev, "afde.leader.placed")


def test_7_6_a_tie_for_acting_cinc_is_the_owners_choice():
    from engine.afde.notation import parse_order
    from engine.afde.rules.s14_leader_fates import new_acting_cinc

    scn = mini(
        unit("A", "0602"),
        unit("E", "0606", side="blue", banner="B"),
        unit("F", "0808", side="blue", banner="C"),
        unit("G", "1010", side="blue", banner="D"),
        leaders=[
            {"id": "RL", "side": "red", "banner": "R", "rating": 1, "hex": "0602"},
            {"id": "BL", "side": "blue", "banner": "B", "rating": 3, "cinc": True, "hex": "0606"},
            {"id": "CL", "side": "blue", "banner": "C", "rating": 2, "hex": "0808"},
            {"id": "DL", "side": "blue", "banner": "D", "rating": 2, "hex": "1010"},
        ],
    )
    g = Ctx(new(scn).copy())
    g.st.leaders["BL"].status = "killed"
    new_acting_cinc(g, "blue", exclude="BL")
    (ask,) = [d for d in g.posted if d.name == "acting"]
    assert ask.choices == ("acting CL", "acting DL") and ask.default == "acting CL" and ask.side == "blue"
    assert g.st.leaders["CL"].acting_cinc  # the default meanwhile
    ask.handle(g, parse_order(g.st, "acting DL"))
    assert g.st.leaders["DL"].acting_cinc and not g.st.leaders["CL"].acting_cinc
