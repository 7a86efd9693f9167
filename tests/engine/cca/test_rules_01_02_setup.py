"""CCA 1-2 (digest 1-2, E.2, S): components, board geometry, scenario data and setting up."""

from __future__ import annotations

import pytest

from engine.cca.board import board_for, load_scenario, sections_of
from engine.cca.cards import cards
from engine.cca.constants import UNIT_TYPES
from engine.core.errors import DataError, InvalidNotation
from engine.core.hexgrid import letter_row_to_hex

from .helpers import R, new, scenario


def test_1_board_is_13_by_9_with_113_hexes_and_three_sections():
    b = board_for(load_scenario("two-hills", frozenset(cards())))
    assert len(b.hexes) == 113
    labels = {b.label[h] for h in b.nbrs[b.by_label["E5"]]}
    assert labels == {"D5", "F5", "D4", "E4", "D6", "E6"}
    assert b.by_label["F7"].distance(b.by_label["F4"]) == 3
    assert sections_of(letter_row_to_hex("E5")) == ("west", "centre")
    assert sections_of(letter_row_to_hex("I5")) == ("centre", "east")
    assert sections_of(letter_row_to_hex("E6")) == ("centre",)
    assert sections_of(letter_row_to_hex("D6")) == ("west",)
    assert sections_of(letter_row_to_hex("I6")) == ("east",)


def test_1_unit_table():
    assert UNIT_TYPES["LC"].move == 4 and UNIT_TYPES["LC"].retreat == 4
    assert UNIT_TYPES["AX"].retreat == 1 and UNIT_TYPES["WA"].retreat == 2
    assert UNIT_TYPES["HWM"].range == 6 and UNIT_TYPES["HWM"].blocks == 2
    assert R.die_faces == {"LIGHT": 1, "MEDIUM": 2, "HEAVY": 3, "LEADER": 4, "FLAG": 5, "SWORDS": 6}


def test_2_demo_scenario_is_labelled_invented_and_deals_command_cards():
    info = {x.id: x for x in R.scenarios()}
    assert info["two-hills"].invented and "invented" in info["two-hills"].name.lower()
    s = R.new_game("two-hills", 3, {})
    assert len(s.units) == 22 and len(s.leaders) == 4
    assert len(s.hands["north"]) == 4 and len(s.hands["south"]) == 4
    assert len(s.deck) == 52
    assert R.pending(s)[0].side == "south"


def test_2_same_seed_same_game():
    assert R.dump(R.new_game("two-hills", 5, {})) == R.dump(R.new_game("two-hills", 5, {}))
    assert R.dump(R.new_game("two-hills", 5, {})) != R.dump(R.new_game("two-hills", 6, {}))


def test_2_scenario_errors_are_all_reported_at_once():
    bad = scenario(
        ["S XX E7", "N MI Z9", "S MI E7", "S LI E7"], first_player="west", bogus=1, terrain={"E5": "lava"}
    )
    with pytest.raises(DataError) as err:
        R.new_game(bad, 1, {})
    text = str(err.value)
    for fragment in ("XX", "Z9", "E7 already", "bogus", "lava", "first_player"):
        assert fragment in text
    assert len(err.value.problems) >= 6


def test_2_inline_scenario_hooks_hands_deck_blocks_first_player():
    s = new(
        ["N MI E5 2", "S LI E7"],
        first_player="north",
        hands={"north": ["rally"], "south": ["left-2"]},
        deck=["center-2", "right-3"],
    )
    assert R.pending(s)[0].side == "north"
    assert [c.split("#")[0] for c in s.hands["north"]] == ["rally"]
    assert [c.split("#")[0] for c in s.deck] == ["center-2", "right-3"]
    assert next(u for u in s.units.values() if u.side == "north").blocks == 2


def test_2_unknown_option_is_refused():
    with pytest.raises(ValueError):
        R.new_game("two-hills", 1, {"nope": True})
    s = R.new_game("two-hills", 1, {"lc_swords_hit": "yes", "command_raise": "oneoff"})
    assert s.options == {"lc_swords_hit": True, "command_raise": "oneoff"}


def test_2_inline_schema_accepts_friendly_spellings():
    sc = {
        "first_player": "North",
        "banners_to_win": 3,
        "north": {"command": 5, "units": ["LI D3", "HI F2 2"], "leaders": ["F2"], "hand": ["rally"]},
        "south": {"command": 3, "units": [{"type": "mc", "hex": "g9"}]},
        "terrain": {"forest": ["B4", "K6"], "E5": "Hill", "G5": "broken ground"},
        "ramparts": ["E5-E4"],
    }
    s = R.new_game(sc, 1, {})
    assert s.command == {"north": 5, "south": 3}
    assert s.scenario["banners"] == {"north": 3, "south": 3}
    assert s.scenario["terrain"] == {"B4": "forest", "K6": "forest", "E5": "hill", "G5": "broken"}
    assert s.scenario["ramparts"] == [["E4", "E5"]]
    assert sorted(u.kind for u in s.units.values()) == ["HI", "LI", "MC"]
    assert R.pending(s)[0].side == "north"
    assert [c.split("#")[0] for c in s.hands["north"]] == ["rally"] and len(s.hands["south"]) == 3


def test_2_unknown_keys_in_a_side_table_are_errors():
    with pytest.raises(DataError) as err:
        R.new_game({"north": {"comand": 5}}, 1, {})
    assert "comand" in str(err.value)


def test_2_inline_schema_short_side_keys_and_attached_leader_flag():
    sc = {
        "command": {"N": 5, "S": 3},
        "banners_to_win": {"N": 4, "S": 6},
        "first_player": "N",
        "units": [
            {"side": "N", "type": "HI", "hex": "F2", "leader": "Hanno"},
            {"side": "S", "type": "LI", "hex": "F8", "blocks": 2},
        ],
        "terrain": {"E5": "hill", "ramparts": [["F2", "F3"]]},
        "special_rules": [{"type": "banner_hex", "side": "S", "hex": "G5"}],
    }
    s = R.new_game(sc, 1, {})
    assert s.command == {"north": 5, "south": 3}
    assert s.scenario["banners"] == {"north": 4, "south": 6}
    assert [x.name for x in s.leaders.values()] == ["Hanno"]
    assert s.scenario["ramparts"] == [["F2", "F3"]]
    assert s.scenario["special_rules"][0]["hexes"] == ["G5"]


@pytest.mark.parametrize("order", ["move F7 Q1", "order N5", "battle F7 A12", "fire E3 Z4"])
def test_1_a_hex_written_off_the_board_is_refused_naming_the_board(order):
    """A hex label beyond the 13 × 9 board (CCA 1) is refused as off the board, saying what the board's
    labels are, whatever the step (the error stays the notation refusal, with this reason)."""
    s = R.new_game("two-hills", 1, {})
    side = R.pending(s)[0].side
    with pytest.raises(InvalidNotation) as err:
        R.parse(s, side, order)
    assert err.value.msg.key == "cca.err.notation"
    assert err.value.msg.params["why"].key == "cca.why.off_board"
    assert order.split()[-1] in err.value.text()
    assert "A to M" in err.value.text()
