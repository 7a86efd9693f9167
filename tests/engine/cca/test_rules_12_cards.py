"""CCA 12 (digest 14): the command cards: section, troop, leadership and the 17 tactic cards."""

from __future__ import annotations

import json

from engine.cca.cards import cards, full_deck

from .helpers import FLAG, HV, LDR, LT, MD, SW, R, do, new, owed, step, unit

NORTH_FAR = "N MI A1"


def hands(south, north="left-2"):
    return {"south": [south], "north": [north]}


def test_12_the_deck_has_sixty_cards_with_the_rulebook_counts():
    deck = full_deck()
    assert len(deck) == 60 and len(set(deck)) == 60
    c = cards()
    assert sum(x.count for x in c.values() if x.kind == "section") == 27
    assert sum(x.count for x in c.values() if x.kind == "troop") == 10
    assert sum(x.count for x in c.values() if x.kind == "leadership") == 6
    assert sum(x.count for x in c.values() if x.kind == "tactic") == 17
    assert c["line-command"].count == 4 and c["center-3"].count == 4 and c["outflanking"].count == 2


def test_12_section_card_orders_only_units_in_that_section_of_the_players_own_flank():
    s = new(["S MI B8", "S MI F8", "S MI K8", NORTH_FAR], hands=hands("left-2"))
    s = do(s, "play left-2")
    assert owed(s)[2] == ["order B8", "done"]  # south's left is the west
    s = new(
        ["N MI B2", "N MI K2", "S MI A9"],
        first_player="north",
        hands={"north": ["left-2"], "south": ["left-2"]},
    )
    s = do(s, "play left-2")
    assert owed(s)[2] == ["order K2", "done"]  # north's left is the east


def test_12_boundary_hex_fills_a_slot_of_either_section():
    s = new(["S MI E7", "S MI C7", "S MI G7", NORTH_FAR], hands=hands("coordinated-advance"))
    s = do(s, "play coordinated-advance", "order E7")
    ch = owed(s)[2]
    assert "order C7" in ch and "order G7" in ch  # E7 may take either the west or the centre slot
    s = do(s, "order C7")  # E7 now needs the centre slot: G7 can no longer be ordered
    assert owed(s)[1] == "cca.move"


def test_12_troop_card_orders_named_class_up_to_command():
    s = new(
        ["S LI B8", "S LI F8", "S LC K8", "S MI D8", "S LS H8", "S LB C8", NORTH_FAR],
        hands=hands("light-troops"),
    )
    s = do(s, "play light-troops")
    assert "order D8" not in owed(s)[2]
    s = do(s, "order B8 F8 K8 H8")
    assert owed(s)[1] == "cca.move"  # Command 4 reached


def test_12_troop_card_fallback_orders_one_unit_of_choice():
    s = new(["S MI B8", "S MI F8", NORTH_FAR], hands=hands("light-troops"))
    s = do(s, "play light-troops", "order B8")
    assert owed(s)[1] == "cca.move"


def test_12_light_troops_pass_through_friendly_units():
    s = new(["S LI E8", "S MI E7", "S MI D7", NORTH_FAR], hands=hands("light-troops"))
    s = do(s, "play light-troops", "order E8")
    assert "move E8 E6" in owed(s)[2]
    s = new(["S LI E8", "S MI E7", "S MI D7", NORTH_FAR], hands=hands("center-2"))
    s = do(s, "play center-2", "order E8")
    assert "move E8 E6" not in owed(s)[2]


def test_12_clash_of_shields_orders_engaged_units_plus_two_dice_and_command_up():
    s = new(
        ["S MI E6", "S MI B8", "N MI E5"],
        hands=hands("clash-of-shields"),
        deck=["left-2", "left-3", "right-2", "right-3"],
        dice=[LT] * 6,
    )
    s = do(s, "play clash-of-shields")
    assert owed(s)[2] == ["battle E6 E5", "done"]  # no movement, only E6 ordered
    t = step(s, "battle E6 E5")
    t = step(t.state, "noreaction")
    assert [len(r.faces) for r in t.rolls] == [6]
    s = do(t.state, "nobattleback") if owed(t.state)[1] == "cca.battleback" else t.state
    s = do(s, "done") if owed(s)[0] == "south" else s
    assert s.command["south"] == 6 and len(s.hands["south"]) == 3


def test_12_command_raise_oneoff_option():
    s = new(
        ["S MI E6", "N MI E5"],
        hands=hands("clash-of-shields"),
        options={"command_raise": "oneoff"},
        deck=["left-2"] * 4,
        dice=[LT] * 6,
    )
    s = do(s, "play clash-of-shields", "done", "done")
    assert s.command["south"] == 4 and len(s.hands["south"]) == 3


def test_12_counter_attack_copies_the_same_physical_flank():
    s = new(
        ["N MI B2", "N MI K2", "S MI B8", "S MI K8"],
        first_player="north",
        hands={"north": ["left-2"], "south": ["counter-attack"]},
        deck=["center-2"] * 6,
    )
    s = do(s, "play left-2", "order K2", "stay K2")
    assert s.active == "south"
    s = do(s, "play counter-attack")
    assert owed(s)[2] == ["order K8", "done"]  # north's left is the east: south orders its right


def test_12_counter_attack_without_previous_card_does_nothing():
    s = new(["S MI B8", NORTH_FAR], hands=hands("counter-attack"), deck=["left-2"] * 3)
    t = step(s, "play counter-attack")
    assert t.state.active == "north"


def test_12_darken_the_sky_every_missile_unit_fires_twice_without_moving():
    s = new(
        ["S LB E7", "S LI H7", "S MI D8", "N MI E4", "N MI H5"], hands=hands("darken-the-sky"), dice=[LT] * 8
    )
    s = do(s, "play darken-the-sky")
    ch = owed(s)[2]
    assert "fire E7 E4" in ch and "fire H7 H5" in ch and not any(c.startswith("move") for c in ch)
    s = do(s, "fire E7 E4")
    assert "fire E7 E4" in owed(s)[2]
    s = do(s, "fire E7 E4")
    assert "fire E7 E4" not in owed(s)[2]


def test_12_double_time_foot_move_two_and_melee():
    s = new(["S MI E8", "S MI F8", "N MI E6"], hands=hands("double-time"), dice=[LT] * 4)
    s = do(s, "play double-time", "order E8 F8")
    assert "move F8 F6" in owed(s)[2]
    s = do(s, "move F8 F6", "done")
    assert "battle F6 E6" in owed(s)[2]
    assert not any(c.startswith("fire") for c in owed(s)[2])


def test_12_double_time_group_must_be_contiguous():
    s = new(["S MI E8", "S MI H8", "N MI E6"], hands=hands("double-time"))
    s = do(s, "play double-time", "order E8")
    assert "order H8" not in owed(s)[2]


def test_12_line_command_each_moves_at_most_one():
    s = new(["S MI E8", "S LI F8", "N MI A1"], hands=hands("line-command"))
    s = do(s, "play line-command", "order E8 F8")
    ch = owed(s)[2]
    assert "move F8 F7" in ch and "move F8 F6" not in ch


def test_12_move_fire_move_moves_fires_then_moves_again():
    s = new(["S LI E8", "N MI E5"], hands=hands("move-fire-move"), dice=[LT])
    s = do(s, "play move-fire-move", "order E8", "move E8 E7")
    assert owed(s)[1] == "cca.battle" and "fire E7 E5" in owed(s)[2]
    assert not any(c.startswith("battle") for c in owed(s)[2])
    s = do(s, "fire E7 E5")
    assert owed(s)[1] == "cca.move"
    s = do(s, "move E7 E8")
    assert unit(s, "E8").kind == "LI"


def test_12_mounted_charge_plus_one_die_and_heavy_mounted_move_three():
    s = new(["S HC E9", "N MI E5"], hands=hands("mounted-charge"), dice=[LT] * 5, deck=["left-2"] * 4)
    s = do(s, "play mounted-charge", "order E9")
    assert "move E9 E6" in owed(s)[2]
    s = do(s, "move E9 E6", "battle E6 E5")
    t = step(s, "noreaction")
    assert [len(r.faces) for r in t.rolls] == [5]


def test_12_i_am_spartacus_rolls_command_dice_orders_by_symbol_and_reshuffles():
    s = new(
        ["S MI E8", "S HI F8", "S LI G8", "N MI A1"],
        hands=hands("i-am-spartacus"),
        deck=["left-2"] * 4,
        dice=[MD, MD, FLAG, SW],
    )
    s = do(s, "play i-am-spartacus")
    ch = owed(s)[2]
    assert "order E8" in ch and "order F8" not in ch and "order G8" not in ch
    s = do(s, "done")
    assert s.active == "north"
    assert len(s.hands["south"]) == 2 and s.command["south"] == 5
    assert s.discard == []


def test_12_spartacus_leader_face_orders_any_unit():
    s = new(["S MI E8", "S HI F8", "N MI A1"], hands=hands("i-am-spartacus"), dice=[LDR, FLAG, FLAG, FLAG])
    s = do(s, "play i-am-spartacus", "order F8")
    assert owed(s)[1] == "cca.move"


def test_12_rally_returns_blocks_near_a_leader_and_orders_only_those():
    s = new(
        ["S MI E8 2", "S HI F8 3", "S CH G8 1", "S MI B8 1", "N MI A1"],
        ["S E8"],
        hands=hands("rally"),
        dice=[MD, MD, HV, LT],
    )
    s = do(s, "play rally")
    _, kind, ch = owed(s)
    assert kind == "cca.replenish"
    assert "rally" not in json.dumps(R.view(s, None).to_json())  # no card id in the channel's view
    assert ch == ["rally E8", "rally F8", "done"]  # not the chariot, not the far unit
    s = do(s, "rally E8", "rally E8", "rally F8")
    assert unit(s, "E8").blocks == 4 and unit(s, "F8").blocks == 4
    assert owed(s)[1] == "cca.move"


def test_12_first_strike_cannot_be_played_as_the_turn_card():
    s = new(["S MI E8", NORTH_FAR], hands={"south": ["first-strike", "left-2"], "north": ["left-2"]})
    assert owed(s)[2] == ["play left-2"]


def test_12_counter_attack_never_copies_first_strike():
    """Counter-Attack cannot copy First Strike (digest 14.4): played after it, it copies nothing."""
    s = new(
        ["N MI B2", "N MI K2", "S MI B8", "S MI K8"],
        first_player="north",
        hands={"north": ["first-strike"], "south": ["counter-attack"]},
        deck=["center-2"] * 6,
    )
    s = do(s, "play first-strike")  # a hand of First Strike only: played for its turn, it orders nothing
    assert s.active == "south" and s.last["north"] == {"card": "first-strike", "map": "north"}
    t = step(s, "play counter-attack")
    assert "cca.ev.counter_not_first_strike" in [e.msg.key for e in t.events]
    assert "cca.ev.counter_copies" not in [e.msg.key for e in t.events]
    assert t.state.active == "north" and t.state.last["south"] is None  # nothing ordered, the turn passes
