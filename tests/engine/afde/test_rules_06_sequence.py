"""AFdE 6: sequence of play: command check, Phase B order, initiative (C.1-C.4), activation order."""

from engine.afde.rules.s06_sequence import B_STEPS

from .helpers import R, bouvines, choices, find, kinds, new, play

NEXT_TURN = ["3", "3", "3", "3"]


def run_activations(st, pick_last=True):
    order = []
    turn = st.turn
    while st.phase == "D" and st.turn == turn:
        p = R.pending(st)[0]
        if p.kind == "afde.activate":
            text = p.choices[-1].order if pick_last else p.choices[0].order
        else:
            text = "done"
        st, ev = play(st, text)
        if st.turn == turn:
            order += [e["leader"] for e in find(ev, "afde.activation.start")]
    return st, order


def test_6_c_bouvines_difference_of_8_is_case_c4():
    """French 9 + 3 = 12 against Coalition 2 + 2 = 4: C.4. Pierre first, Otto next, Hugues inactive."""
    st = new(bouvines(), ["4", "5", "1", "1", *NEXT_TURN])
    ini = st.initiative
    assert ini["total"] == {"french": 12, "coalition": 4}
    assert (ini["difference"], ini["case"], ini["winner"]) == (8, "C.4", "french")
    assert kinds(st) == ["afde.first"]
    st, ev = play(st, "first PIE", "next OTT", "inactive HUG")
    assert st.leaders["HUG"].inactive
    first = [e["leader"] for e in find(ev, "afde.activation.start")]
    assert first == ["PIE"]
    st, order = run_activations(st)
    # Otto next; then rating 1: Ferrand (smaller CinC bonus) then the French pair in the order chosen;
    # rating 2 alternates Coalition, French, Coalition; Hugues is inactive; Philip last.
    assert order == ["OTT", "FER", "ROB", "GUE", "WIL", "EUD", "REN", "PHI"]


def test_6_c_cinc_activates_units_of_other_banners_in_range():
    st = new(bouvines(), ["4", "5", "1", "1", *NEXT_TURN])
    st, _ = play(st, "first PIE", "next OTT", "inactive HUG", "done")
    assert st.active == "OTT"
    assert "select 0212" in choices(st)  # Ferrand's unit, 3 hexes from Otto


def test_6_c_option_c4_threshold_hu_reading():
    st = new(bouvines(), ["4", "5", "1", "1"], c4_threshold=9)
    assert st.initiative["case"] == "C.3"


def test_6_c_case_c1_uses_base_order():
    st = new(bouvines(), ["3", "3", "3", "4", *NEXT_TURN])
    assert st.initiative["case"] == "C.1" and st.initiative["winner"] is None
    assert st.active == "FER"  # rating 1: the side whose CinC has the smaller bonus starts
    st, order = run_activations(st, pick_last=False)
    assert order[:3] == ["GUE", "ROB", "REN"]
    assert order[-2:] == ["OTT", "PHI"] or order[-2:] == ["PHI", "OTT"]


def test_6_c_case_c2_winner_only_picks_the_first_leader():
    st = new(bouvines(), ["2", "2", "3", "3", *NEXT_TURN])
    assert st.initiative["case"] == "C.2" and st.initiative["winner"] == "coalition"
    st, _ = play(st, "first HUG")
    assert st.active == "HUG"
    assert "afde.next" not in kinds(st)


def test_6_b_phase_b_order_pl_and_hu():
    assert [r for r, _ in B_STEPS] == ["attacker", "defender", "defender", "attacker"]
    assert [c for _, c in B_STEPS] == ["At", "At", "Ar", "Ar"]


def test_6_demo_base_order_without_initiative():
    """§S3.5: Provost 1, Sorel 2 (French first on equal bonuses), Fenner 2, Haukestone 3, Vireloup 4."""
    st = new("saint-aubin", ["3", "3", "3", "3", *NEXT_TURN])
    assert st.initiative["case"] == "C.1"
    assert st.active == "FL2"
    st, order = run_activations(st)
    assert order == ["FL1", "EL1", "EL0", "FL0"]


def test_6_a_demo_setup_every_unit_commanded():
    st = new("saint-aubin", ["3", "3", "3", "3"])
    assert all(u.commanded for u in st.units.values() if u.status == "map")
    assert st.units["F9"].status == "pending" and st.leaders["FL3"].status == "pending"


def test_6_a_uncommanded_out_of_range_and_range_option():
    scn = bouvines("C")
    scn["units"][0]["hex"] = "0207"  # Philip's unit 4 hexes from him at 0203
    scn["leaders"][0]["hex"] = "0207"
    scn["units"].append({"id": "FAR", "side": "french", "banner": "PHI", "type": "Mi", "hex": "0202"})
    st = new({**scn, "start": {"turn": 3, "phase": "A"}}, ["3", "3", "3", "3"])
    assert st.units["FAR"].commanded  # distance 5 <= range 5
    st = new(
        {**scn, "start": {"turn": 3, "phase": "A"}}, ["3", "3", "3", "3"], command_range="range_minus_one"
    )
    assert not st.units["FAR"].commanded


def test_6_roles_and_prompt_roles():
    st = new(bouvines(), ["4", "5", "1", "1"])
    assert R.roles(st)["french"][0] == "PHI"
    assert R.pending(st)[0].role == "PHI"  # the CinC's banner decides for the side
    st, _ = play(st, "first PIE", "next OTT", "inactive HUG")
    assert R.pending(st)[0].role == "PIE"  # the active leader's banner


def test_6_c_arsuf_rating_3_alternates_starting_with_the_smaller_bonus():
    """HU example: Saracen (Ala al-Din), Crusader (Guy), Saracen (Al-'Adil), Crusader (Jacques)."""
    spec = [
        ("RIC", "crusader", 3, 4, True),
        ("GUY", "crusader", 0, 3, False),
        ("JAC", "crusader", 0, 3, False),
        ("SAL", "saracen", 2, 5, True),
        ("ALA", "saracen", 0, 3, False),
        ("ADI", "saracen", 0, 3, False),
    ]
    leaders, units = [], []
    for i, (lid, side, bonus, rating, cinc) in enumerate(spec):
        hx = f"{2 + 2 * i:02d}{3 if side == 'crusader' else 12:02d}"
        leaders.append(
            {
                "id": lid,
                "side": side,
                "banner": lid,
                "bonus": bonus,
                "rating": rating,
                "cinc": cinc,
                "hex": hx,
            }
        )
        units.append({"id": f"U{lid}", "side": side, "banner": lid, "type": "Mi", "hex": hx})
    scn = {
        "map": {"columns": 14, "rows": 14},
        "sides": [{"id": "crusader"}, {"id": "saracen", "rout_edge": "south"}],
        "leaders": leaders,
        "units": units,
        "start": {"phase": "D"},
    }
    st = new(scn, [])
    assert R.pending(st)[0].kind == "afde.activate" and R.pending(st)[0].side == "saracen"
    st, ev = play(st, "activate ALA", "done", "activate GUY", "done", "done", "done")
    order = [e["leader"] for e in find(ev, "afde.activation.start")]
    assert order[:5] == ["ALA", "GUY", "ADI", "JAC", "RIC"]


def test_6_b_a_firer_out_of_its_phase_b_step_and_9_1_one_fire_an_activation_are_told_why():
    import pytest

    from engine.core.errors import IllegalAction

    from .helpers import mini

    scn = mini(
        {"id": "A", "type": "Ar", "front": [4, 5, 4], "hex": "0505", "facing": "S"},
        {"id": "T", "type": "At", "front": [2, 5, 2], "hex": "0705", "facing": "S"},
        {"id": "E", "type": "Il", "front": [3, 4, 4], "hex": "0508", "side": "blue", "facing": "N"},
        {"id": "E2", "type": "Il", "front": [3, 4, 4], "hex": "0707", "side": "blue", "facing": "N"},
        escort="0902",
        start={"phase": "B"},
    )
    scn["leaders"][0]["range"] = 9
    st = new(scn, ["5", "5", "5", "5", "5"])
    with pytest.raises(IllegalAction) as err:
        play(st, "fire 0505 0508", side="red")
    assert (err.value.msg.key, err.value.msg.rule) == ("afde.fire.b_step", "AFdE 6.B")
    assert (err.value.msg.params["step"], err.value.msg.params["cls"]) == (1, "At")

    scn["start"] = {"phase": "D", "activate": ["RL"]}
    st, _ = play(new(scn, ["5", "5"]), "done", "fire 0505 0508")
    with pytest.raises(IllegalAction) as err:
        play(st, "fire 0505 0707")
    assert (err.value.msg.key, err.value.msg.rule) == ("afde.fire.already_fired", "AFdE 7.3")
