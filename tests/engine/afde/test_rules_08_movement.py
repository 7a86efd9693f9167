"""AFdE 8: movement, facing, contact, withdrawal, minimum move, mounting, charges (10.2), the uncommanded half
move (7.4)."""

import pytest

from engine.core.errors import IllegalAction

from .helpers import R, choices, find, kinds, mini, new, play


def unit(id_, hex_, type_="Mi", facing="N", **kw):
    return {"id": id_, "type": type_, "hex": hex_, "facing": facing, **kw}


def test_8_1_terrain_costs_and_front_hexes():
    scn = mini(unit("A", "0608", front=[3, 5, 4]), map={"terrain": {"woods": ["0607"]}}, escort="0911")
    st = new(scn)
    st, ev = play(st, "move 0608 0607")
    assert find(ev, "afde.move.step")[0]["cost"] == 2
    assert st.units["A"].mp_spent == 2


def test_8_2_turning_costs_one_mp_per_hexside_and_a_step_behind_turns_first():
    st = new(mini(unit("A", "0608", front=[3, 5, 4]), escort="0911"))
    st, ev = play(st, "move 0608 0609")  # straight behind: turn 2 hexsides (2 MP) + enter (1 MP)
    assert find(ev, "afde.move.step")[0]["cost"] == 3
    assert st.units["A"].facing in (2, 4)


def test_8_3_leaving_an_enemy_front_hex_costs_one_more():
    scn = mini(unit("A", "0608", front=[3, 5, 4]), unit("E", "0607", side="blue", facing="S"), escort="0911")
    st = new(scn)
    st, ev = play(st, "move 0608 0508")  # NW is a front hex of A; 0608 is in E's front
    assert find(ev, "afde.move.step")[0]["cost"] == 2


def test_8_2_turning_in_an_enemy_front_hex_costs_two():
    scn = mini(unit("A", "0608", front=[3, 5, 4]), unit("E", "0607", side="blue", facing="S"))
    _st, ev = play(new(scn), "face 0608 1")
    assert find(ev, "afde.move.face")[0]["cost"] == 2


def test_8_1_minimum_move_into_costly_terrain():
    scn = mini(unit("A", "0608", front=[3, 5, 1]), map={"terrain": {"marsh": ["0607"]}}, escort="0911")
    st, ev = play(new(scn), "move 0608 0607")
    assert find(ev, "afde.move.minimum")
    assert st.units["A"].hex == "0607"


def test_8_1_no_entry_even_with_the_minimum_move():
    scn = mini(unit("A", "0608", "Ha", mounted=True), map={"terrain": {"marsh": ["0607"]}})
    st = new(scn)
    with pytest.raises(IllegalAction) as err:
        play(st, "move 0608 0607")
    assert err.value.rule == "AFdE 8.1"


def test_8_3_withdrawal_into_a_rear_hex_uses_the_whole_move():
    scn = mini(unit("A", "0608"), unit("E", "0607", side="blue", facing="S"), escort="0911")
    st, _ev = play(new(scn), "withdraw 0608 0609")
    a = st.units["A"]
    assert a.hex == "0609" and a.facing == 0
    with pytest.raises(IllegalAction):
        play(new(scn), "withdraw 0608 0607")


def test_8_4_dismount_uses_a_marker_and_two_mp():
    scn = mini(unit("K", "0608", "Ch", mounted=True, front=[3, 7, 6]))
    scn["sides"][0]["demonte"] = 1
    st, _ev = play(new(scn), "select 0608", "dismount 0608")
    k = st.units["K"]
    assert not k.mounted and k.mp == 4 and k.mp_spent == 2
    assert st.markers["red"]["demonte"] == 0
    assert "dismount 0608" not in choices(st)


def test_8_4_no_mount_change_next_to_an_enemy():
    scn = mini(unit("K", "0608", "Ch", mounted=True), unit("E", "0607", side="blue", facing="S"))
    scn["sides"][0]["demonte"] = 1
    st, _ = play(new(scn), "select 0608")
    assert "dismount 0608" not in choices(st)


def test_7_4_uncommanded_unit_moves_half_towards_its_lord():
    scn = mini(
        unit("A", "0610"),
        unit("U", "0602", facing="S", front=[3, 5, 4], commanded=False),
        unit("F", "1201", side="blue"),
    )
    st, _ = play(new(scn), "done")
    assert kinds(st) == ["afde.d5"]
    assert any(c.startswith("move 0602") for c in choices(st))
    st, _ = play(st, "move 0602 0603")
    assert st.units["U"].hex == "0603"


def test_10_2_charge_needs_a_target_straight_ahead_and_no_contact():
    scn = mini(
        unit("K", "0610", "Ch", mounted=True, front=[3, 7, 6]),
        unit("E", "0606", side="blue", facing="S"),
        escort="0911",
    )
    st, _ = play(new(scn), "select 0610")
    assert "charge 0610 0606" in choices(st)
    scn = mini(unit("K", "0610", "Ch", mounted=True), unit("E", "0604", side="blue", facing="S"))
    st, _ = play(new(scn), "select 0610")  # five hexes to cross: more than 4 MP
    assert "charge 0610 0604" not in choices(st)


def test_10_2_a_charge_through_a_friend_routs_it():
    scn = mini(
        unit("K", "0610", "Ch", mounted=True, front=[3, 7, 6]),
        unit("M", "0609", front=[3, 5, 4]),
        unit("E", "0607", side="blue", facing="S"),
        escort="0911",
    )
    st, ev = play(new(scn), "charge 0610 0607")
    assert st.units["M"].routed
    assert find(ev, "afde.unit.charged_through")


def test_8_1_a_hex_beyond_the_maps_edge_is_named_as_off_the_map_whatever_the_order():
    from engine.core.errors import InvalidNotation

    st = R.new_game("saint-aubin", 3, {})
    side = R.pending(st)[0].side
    for text in ("move FL2 9999", "select 9999", "fire 0504 2101", "move 0612 0611 0000"):
        with pytest.raises(InvalidNotation) as err:
            R.parse(st, side, text)
        assert err.value.msg.key == "afde.notation.off_map", text
        assert err.value.msg.rule == "AFdE 8.1"
        assert "is not on this map" in err.value.msg.text()
    assert R.parse(st, side, "first EL0")  # an order on the map reads as before


def _why(st, order: str) -> tuple[str, str | None]:
    with pytest.raises(IllegalAction) as err:
        play(st, order)
    return err.value.msg.key, err.value.msg.rule


def test_8_4_a_refused_mount_change_says_why():
    scn = mini(unit("K", "0608", "Ch", mounted=True), unit("E", "0607", side="blue", facing="S"))
    scn["sides"][0]["demonte"] = 1
    st = new(scn)
    assert _why(st, "dismount 0608") == ("afde.move.mount_adjacent", "AFdE 8.4")
    assert _why(st, "mount 0608") == ("afde.move.already_mounted", "AFdE 8.4")
    scn = mini(unit("K", "0608", "Ch", mounted=True), escort="0611")
    st, _ = play(new(scn), "select 0608", "move 0608 0607")
    assert _why(st, "dismount 0607") == ("afde.move.mount_moved", "AFdE 8.4")  # no démonte marker either
    scn = mini(unit("K", "0608", "Ch", mounted=True), escort="0611")
    assert _why(new(scn), "dismount 0608") == ("afde.move.no_demonte", "AFdE 8.4")
    scn = mini(unit("K", "0608", "Ha", mounted=False, cohesion="routed"), escort="0611")
    scn["sides"][0]["remonte"] = 1
    assert _why(new(scn), "mount 0608") == ("afde.move.mount_routed", "AFdE 8.4")


def test_10_2_a_refused_charge_says_why():
    scn = mini(
        unit("K", "0610", "Ch", mounted=True, front=[3, 7, 6]),
        unit("F", "0810", "Ch", mounted=False),
        unit("E", "0606", side="blue", facing="S"),
        unit("E2", "0806", side="blue", facing="S"),
        unit("E3", "1006", side="blue", facing="S"),
        escort="0911",
    )
    for leader in scn["leaders"]:
        leader["range"] = 9
    st = new(scn)
    assert _why(st, "charge 0810 0806") == ("afde.move.charge_type", "AFdE 10.2")
    assert _why(st, "charge 0610 1006") == ("afde.move.charge_not_ahead", "AFdE 10.2")
    assert _why(st, "charge 0610 0605") == ("afde.move.charge_no_enemy", "AFdE 10.2")
    st, _ = play(st, "face 0610 1")
    assert _why(st, "charge 0610 0606") == ("afde.move.charge_moved", "AFdE 10.2")


def test_12_2_3_a_routed_unit_does_not_move_in_an_activation():
    scn = mini(unit("K", "0608", "Il", cohesion="routed"), escort="0611")
    assert _why(new(scn), "move 0608 0607") == ("afde.move.routed", "AFdE 12.2.3")


def test_8_1_no_entry_into_an_enemy_hex_or_across_a_closed_hexside_says_why():
    scn = mini(
        unit("A", "0610", "Il", front=[3, 4, 4]),
        unit("B", "0410", "Il", front=[3, 4, 4]),
        unit("E", "0609", side="blue", facing="S"),
        map={"hexsides": [{"a": "0410", "b": "0409", "feature": "river"}]},
        escort="0911",
    )
    for leader in scn["leaders"]:
        leader["range"] = 9
    st = new(scn)
    assert _why(st, "move 0610 0609") == ("afde.move.enemy_hex", "AFdE 8.1")
    assert _why(st, "move 0410 0409") == ("afde.move.closed_hexside", "AFdE 8.1")


def test_8_3_a_withdrawal_into_an_occupied_rear_hex_says_why():
    """A withdrawal respects stacking (8.3, 5.1) and never enters an enemy's hex (8.1)."""
    scn = mini(
        {"id": "A", "type": "Il", "front": [3, 4, 4], "hex": "0505", "facing": "N"},
        {"id": "B", "type": "Il", "front": [3, 4, 4], "hex": "0506", "facing": "N"},
        {"id": "E", "type": "Il", "front": [3, 4, 4], "hex": "0605", "side": "blue", "facing": "N"},
        escort="0902",
    )
    scn["leaders"][0]["range"] = 9
    st = new(scn)
    assert _why(st, "withdraw 0505 0506") == ("afde.move.withdraw_occupied", "AFdE 8.3")
    assert _why(st, "withdraw 0505 0605") == ("afde.move.enemy_hex", "AFdE 8.3")
    st, _ = play(st, "withdraw 0505 0405")
    assert st.units["A"].hex == "0405" and st.units["A"].facing == 0


def test_10_2_a_charge_out_of_a_stack_counts_the_mp_for_leaving_it():
    """At most 4 MP, stack costs included (10.2): leaving a stack of two costs +1 MP (5.2.4)."""

    def charges(woods: list[str]) -> list[str]:
        scn = mini(
            {"id": "K", "type": "Ch", "mounted": True, "front": [3, 7, 6], "hex": "0502", "facing": "S"},
            {"id": "K2", "type": "Ch", "mounted": True, "front": [3, 7, 6], "hex": "0502", "facing": "S"},
            {"id": "D", "type": "Il", "front": [3, 4, 4], "hex": "0505", "side": "blue", "facing": "N"},
            escort="1202",
            rules={"stacking": [{"max": 2, "same_banner": True, "types": ["Ch"]}]},
            map={"terrain": {"woods": woods}},
        )
        scn["leaders"][0]["range"] = 12
        st, _ = play(new(scn), "select K")
        return [c for c in choices(st) if c.startswith("charge")]

    assert charges([]) == ["charge K 0505"]  # 1 + 1 + 1 to leave the stack
    assert charges(["0504"]) == []  # 1 + 3 (woods) + 1 to leave the stack > 4
    alone = mini(
        {"id": "K", "type": "Ch", "mounted": True, "front": [3, 7, 6], "hex": "0502", "facing": "S"},
        {"id": "D", "type": "Il", "front": [3, 4, 4], "hex": "0505", "side": "blue", "facing": "N"},
        escort="1202",
        map={"terrain": {"woods": ["0504"]}},
    )
    alone["leaders"][0]["range"] = 12
    st, _ = play(new(alone), "select 0502")
    assert "charge 0502 0505" in choices(st)  # alone: 1 + 3 = 4
