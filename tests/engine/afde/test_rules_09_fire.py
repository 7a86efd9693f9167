"""AFdE 9: fire: Phase B order, adjacency, front arc, range, line of sight, modifiers, results."""

import pytest

from engine.afde.rules import Ctx
from engine.afde.rules.s09_fire import los_clear
from engine.afde.tables import tables
from engine.core.errors import IllegalAction

from .helpers import choices, find, kinds, mini, new, play


def unit(id_, hex_, type_="Mi", facing="N", **kw):
    return {"id": id_, "type": type_, "hex": hex_, "facing": facing, **kw}


def test_p2_fire_table_star_values():
    tb = tables()
    assert tb.fire_result(1, 5) == ""  # 5 at range 1: no effect
    assert tb.fire_result(1, 6, shift=1) == ""  # shifted one column right
    assert tb.fire_mods["sp_above"] == 1 and tb.fire_mods["sp_below"] == -1
    assert tb.fire_mods["moved"] == -1 and tb.fire_mods["mounted"] == -1
    assert tb.fire_range["Ar"] == 3 and tb.fire_range["other"] == 1


def test_6_b_defender_archers_fire_before_the_attacker_archers():
    scn = mini(
        unit("RA", "0610", "Ar", front=[4, 5, 4]),
        unit("BA", "0607", "Ar", side="blue", facing="S", front=[4, 5, 4]),
    )
    scn["start"] = {"phase": "B"}
    st = new(scn, ["9", "5"])  # the fire, then the casualty roll for the leader with the target
    assert kinds(st) == ["afde.b_fire"] and st.agenda.asks[0].side == "blue"
    st, ev = play(st, "fire 0607 0610")
    f = find(ev, "afde.fire.roll")[0]
    assert (f["roll"], f["range"], f["total"], f["result"]) == (9, 3, 9, "F")
    assert st.units["RA"].fatigued
    assert st.agenda.asks[0].side == "red"  # then the attacker's archers


def test_6_b_option_hu_order():
    scn = mini(
        unit("RA", "0610", "Ar", front=[4, 5, 4]),
        unit("BA", "0607", "Ar", side="blue", facing="S", front=[4, 5, 4]),
    )
    scn["start"] = {"phase": "B"}
    st = new(scn, [], phase_b_order="hu")
    assert st.agenda.asks[0].side == "red"


def test_9_1_no_ranged_fire_next_to_an_enemy():
    scn = mini(
        unit("RA", "0610", "Ab"), unit("E", "0609", side="blue", facing="S"), unit("E2", "0608", side="blue")
    )
    st, _ = play(new(scn), "done")
    assert "afde.d2" not in kinds(st)


def test_9_2_archers_fire_over_units_crossbows_do_not():
    scn = mini(
        unit("RA", "0610", "Ar"),
        unit("RB", "0710", "Ab"),
        unit("M", "0609"),
        unit("M2", "0709"),
        unit("E", "0608", side="blue", facing="S"),
        unit("E2", "0708", side="blue", facing="S"),
    )
    st = new(scn)
    g = Ctx(st)
    assert los_clear(g, "0610", "0608", archer=True)
    assert not los_clear(g, "0610", "0608", archer=False)


def test_9_2_woods_block_and_height_lets_fire_pass():
    scn = mini(unit("A", "0610", "Ar"), map={"terrain": {"woods": ["0609"]}})
    g = Ctx(new(scn))
    assert not los_clear(g, "0610", "0608", archer=True)
    scn = mini(unit("A", "0610", "Ar"), map={"terrain": {"hill": ["0610"]}, "level": {"2": ["0610", "0608"]}})
    scn["map"]["terrain"]["woods"] = ["0609"]
    g = Ctx(new(scn))
    assert los_clear(g, "0610", "0608", archer=True)  # both ends above the wood (level 0 + 1)


def test_9_3_range_and_one_fire_per_target_per_activation():
    scn = mini(
        unit("X", "0611"),
        unit("B1", "0610", "Ab", front=[3, 5, 4]),
        unit("B2", "0710", "Ab", front=[3, 5, 4]),
        unit("E", "0608", side="blue", facing="S"),
        unit("FAR", "0606", side="blue", facing="S"),
    )
    st, _ = play(new(scn, ["1"]), "done")
    assert "fire 0610 0608" in choices(st) and "fire 0610 0606" not in choices(st)
    st, _ = play(st, "fire 0610 0608")
    assert "fire 0710 0608" not in choices(st)


def test_9_3_combined_fire_adds_sp_and_uses_the_farthest_range():
    scn = mini(
        unit("X", "0612"),
        unit("B1", "0610", "Ab", front=[3, 5, 4]),
        unit("B2", "0710", "Ab", front=[3, 5, 4]),
        unit("E", "0608", side="blue", facing="S"),
    )
    _st, ev = play(new(scn, ["5", "5"]), "done", "fire 0610 0710 0608")
    f = find(ev, "afde.fire.roll")[0]
    assert f["range"] == 2 and "SP>4 +1" in f["mods"] and f["total"] == 6


def test_9_3_mixed_types_may_not_combine():
    scn = mini(
        unit("X", "0612"),
        unit("B1", "0610", "Ab"),
        unit("B2", "0709", "Ar"),
        unit("E", "0608", side="blue", facing="S"),
    )
    st, _ = play(new(scn, ["5"]), "done")
    with pytest.raises(IllegalAction):
        play(st, "fire 0610 0709 0608")


def test_9_3_moved_and_mounted_firers_are_penalised():
    scn = mini(
        unit("X", "0612"),
        unit("B1", "0611", "Ab", mounted=True, front=[4, 5, 6]),
        unit("E", "0608", side="blue", facing="S"),
    )
    _st, ev = play(new(scn, ["8"]), "move 0611 0610", "stop", "done", "fire 0610 0608")
    f = find(ev, "afde.fire.roll")[0]
    assert "moved -1" in f["mods"] and "mounted -1" in f["mods"] and f["total"] == 6


def test_12_1_disorder_ladder_by_fire():
    scn = mini(
        unit("X", "0612"),
        unit("B1", "0610", "Ab", front=[5, 5, 4]),
        unit("E2", "0601", side="blue"),
        unit("E", "0608", side="blue", facing="S", cohesion="disordered", fatigued=True),
    )
    st, ev = play(new(scn, ["7"]), "done", "fire 0610 0608")
    assert find(ev, "afde.fire.roll")[0]["result"] == "F"
    assert st.units["E"].cohesion == "disordered"
    st2, ev2 = play(new(scn, ["8"]), "done", "fire 0610 0608", "flee 0710")
    assert st2.units["E"].routed  # D on a disordered, fatigued unit: rout and flight
    assert find(ev2, "afde.unit.flight")


def test_10_6_artillery_in_a_stack_is_spared_by_other_fire():
    scn = mini(
        unit("X", "0612"),
        unit("B1", "0610", "Ab", front=[5, 5, 4]),
        unit("E2", "0601", side="blue"),
        unit("I", "0608", side="blue", facing="S"),
        unit("G", "0608", "At", side="blue", facing="S"),
    )
    st, _ = play(new(scn, ["9"]), "done", "fire 0610 0608")
    assert st.units["I"].cohesion == "disordered" and st.units["G"].cohesion == "good"


FIRE_RESULTS = ("", "F", "D", "F+D", "Dr")  # §P2: every Fire Table result the rules name
COMBAT_EFFECTS = ("F", "D", "Dr", "R")  # §P3: fatigue, disorder, rout, retreat


def test_p2_every_fire_result_the_rules_name_can_be_rolled():
    """The data must make each result reachable: some column (range band) and some d10 (0-9) with a
    possible sum of modifiers reads it (the placeholder's range-1 Dr needs a modified 11)."""
    from engine.afde.rules.s09_fire import fire_mod_range

    tb = tables()
    low, high = fire_mod_range(Ctx(new(mini(unit("A", "0606"), unit("B", "0101", side="blue")), [])))
    reachable = {
        tb.fire_result(top, roll + mod)
        for top in tb.fire_columns
        for roll in range(10)
        for mod in range(low, high + 1)
    }
    assert set(FIRE_RESULTS) <= reachable, set(FIRE_RESULTS) - reachable
    assert set(tb.fire_rows[tb.fire_max]) | set(tb.fire_rows[tb.fire_min]) <= reachable


def test_p3_every_combat_row_can_be_rolled_and_names_every_effect():
    tb = tables()
    rows = {tb.combat_result(roll + net) for roll in range(10) for net in range(-tb.cap, tb.cap + 1)}
    assert rows == set(tb.results.values())
    effects = {code for pair in rows for res in pair for code in res.split("+") if code}
    assert effects == set(COMBAT_EFFECTS)


def test_p4_every_leader_fate_can_be_rolled():
    tb = tables()
    for kind, fates in (("fire", {"killed", "wounded"}), ("melee", {"captured", "killed", "wounded"})):
        assert {tb.casualty[kind].get(roll) for roll in range(10)} - {None} == fates


def test_p2_combined_fire_of_more_than_8_sp_at_range_1_can_rout():
    """§P2 placeholder: more than 8 firing SP +2 (invented), so roll 9 at range 1 reads 11: Dr. Range 1
    is an adjacent target: a banner that may not melee shoots it in Phase B (9.1)."""
    scn = mini(
        unit("A1", "0609", "Ar", facing="N", front=[5, 5, 4]),
        unit("A2", "0709", "Ar", facing="NW", front=[4, 5, 4]),
        unit("T", "0608", side="blue", facing="S", front=[3, 5, 4]),
        unit("B2", "1101", side="blue"),
        escort="0911",
    )
    scn["start"] = {"phase": "B"}
    scn["rules"] = {"no_melee_banners": ["R"]}
    st = new(scn, ["9", "5", "5"])
    st, ev = play(st, "fire 0609 0709 0608")
    roll = find(ev, "afde.fire.roll")[0]
    assert roll["mods"] == "SP>8 +2" and roll["total"] == 11 and roll["result"] == "Dr"
    assert st.units["T"].routed or st.units["T"].status == "eliminated"


def _refusal(st, order: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        play(st, order)
    return err.value


def test_9_2_a_blocked_line_of_sight_is_refused_as_such():
    scn = mini(
        unit("X", "0612"),
        unit("B1", "0610", "Ab", front=[4, 5, 4]),
        unit("E", "0608", side="blue", facing="S"),
        unit("E2", "0709", side="blue", facing="S"),  # along the hexside 0609 (woods) / 0710: in sight
        map={"terrain": {"woods": ["0609"]}},
    )
    st, _ = play(new(scn), "done")
    assert "fire 0610 0709" in choices(st)
    e = _refusal(st, "fire 0610 0608")
    assert (e.msg.key, e.msg.rule) == ("afde.fire.no_los", "AFdE 9.2")


def test_9_3_a_target_beyond_the_fire_table_range_is_refused_as_such():
    scn = mini(
        unit("X", "0612"),
        unit("B1", "0610", "Ab", front=[4, 5, 4]),
        unit("E", "0607", side="blue"),
        unit("E2", "0608", side="blue"),
    )
    st, _ = play(new(scn), "done")
    e = _refusal(st, "fire 0610 0607")  # range 3, an Ab reaches 2 (§P2)
    assert (e.msg.key, e.msg.rule) == ("afde.fire.out_of_range", "AFdE 9.3")


def test_9_1_a_target_outside_the_front_arc_is_refused_as_such():
    scn = mini(
        unit("B1", "0610", "Ab", front=[4, 5, 4]),
        unit("E", "0612", side="blue"),
        unit("E2", "0608", side="blue"),
    )
    st, _ = play(new(scn), "done")
    e = _refusal(st, "fire 0610 0612")  # two hexes behind the Ab
    assert (e.msg.key, e.msg.rule) == ("afde.fire.not_in_arc", "AFdE 9.1")


def test_7_4_an_uncommanded_archer_may_not_fire_in_phase_b():
    scn = mini(
        unit("RA", "0610", "Ar", front=[4, 5, 4]),
        unit("RB", "0110", "Ar", front=[4, 5, 4]),  # 5 hexes from its lord (range 4): uncommanded
        unit("BA", "0607", "Ar", side="blue", facing="S", front=[4, 5, 4]),
        unit("BB", "0107", "Il", side="blue", facing="S"),
    )
    scn["start"] = {"phase": "B"}
    st = new(scn, ["5"])
    st, _ = play(st, "done")  # the defender's archers pass
    e = _refusal(st, "fire 0110 0107")
    assert (e.msg.key, e.msg.rule) == ("afde.fire.uncommanded", "AFdE 7.4")


def test_2_2_a_unit_without_the_fire_capability_is_told_so():
    scn = mini(
        unit("X", "0612"),
        unit("B1", "0610", "Ab", front=[4, 5, 4]),
        unit("I", "0710", "Il"),
        unit("E", "0608", side="blue"),
    )
    st, _ = play(new(scn), "done")
    e = _refusal(st, "fire 0710 0608")
    assert (e.msg.key, e.msg.rule) == ("afde.fire.not_a_firer", "AFdE 2.2")


def test_6_b_crossbows_do_not_fire_in_phase_b():
    scn = mini(
        unit("RA", "0610", "Ar", front=[4, 5, 4]),
        unit("RB", "0810", "Ab", front=[4, 5, 4]),
        unit("BA", "0607", "Ar", side="blue", facing="S", front=[4, 5, 4]),
    )
    scn["start"] = {"phase": "B"}
    st, _ = play(new(scn, ["5"]), "done")  # the defender's archers pass
    e = _refusal(st, "fire 0810 0607")
    assert (e.msg.key, e.msg.rule) == ("afde.fire.not_in_phase_b", "AFdE 6.B")


def test_9_1_the_line_for_units_with_no_target_agrees_with_their_number() -> None:
    from engine.core.messages import Msg, render_checked

    one = Msg("afde.fire.nothing_to_fire_at", {"units": ["B"], "count": 1, "units_name": "Ab B"}, "AFdE 9.1")
    two = Msg("afde.fire.nothing_to_fire_at", {"units": ["B", "C"], "count": 2, "units_name": "Ab B, Ab C"})
    assert render_checked(one) == (
        "D.2 fire: Ab B has no target (range, front arc, line of sight, or an adjacent enemy). (AFdE 9.1)",
        [],
    )
    assert " have no target" in render_checked(two)[0]
    saved = Msg("afde.fire.nothing_to_fire_at", {"units": ["B"], "units_name": "Ab B"})  # before the count
    assert render_checked(saved) == (render_checked(one)[0].removesuffix(" (AFdE 9.1)"), [])


def test_8_4_mounting_and_dismounting_count_as_moving_for_fire():
    """Mounting or dismounting is part of a unit's D.1 movement and spends 2 of its MP (8.4), so the unit
    has moved this activation (9.3, digest §10.5): a dismounted Ab loses the mounted penalty but fires
    "moved -1"; a remounted Ar fires with both."""
    scn = mini(
        unit("X", "0612"),
        unit("B1", "0611", "Ab", mounted=True, front=[4, 5, 6]),
        unit("B2", "0311", "Ar", front=[4, 5, 4]),
        unit("E", "0609", side="blue", facing="S"),
        unit("E2", "0309", side="blue", facing="S"),
    )
    scn["sides"][0].update(demonte=1, remonte=1)
    scn["leaders"][0]["range"] = 9
    st, ev = play(new(scn, ["8", "5", "8"]), "dismount 0611", "mount 0311", "done", "fire 0611 0609")
    assert [k for k in ("move.dismounted", "move.mounted") if find(ev, f"afde.{k}")] == [
        "move.dismounted",
        "move.mounted",
    ]
    f = find(ev, "afde.fire.roll")[0]
    assert f["mods"] == "moved -1" and f["total"] == 7
    st, ev = play(st, "fire 0311 0309")
    f = find(ev, "afde.fire.roll")[0]
    assert "moved -1" in f["mods"] and "mounted -1" in f["mods"] and f["total"] == 6
