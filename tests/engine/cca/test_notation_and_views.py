"""Order notation (parse/format), hidden information (E.5) and the view given to players and the channel."""

from __future__ import annotations

import contextlib
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cca.notation import VERBS as R_VERBS
from engine.core.errors import InvalidNotation, NotYourDecision, RulesError
from engine.core.messages import has_key
from engine.core.view import SYMBOLS
from engine.transcript import run

from .helpers import FLAG, HV, LT, MD, SW, R, do, new, owed, scenario, step, turn


def test_notation_is_case_insensitive_and_canonical():
    s = new(["S LB E7", "N MI E4"])
    a = R.parse(s, "south", "PLAY Center-4")
    assert R.format(s, a) == "play center-4"
    s = do(s, "play center-4")
    assert R.format(s, R.parse(s, "south", "o e7")) == "order E7"


@pytest.mark.parametrize("text", ["", "dance E7", "move E7", "battle E7", "ignore x", "order Z9", "retreat"])
def test_notation_refusals_explain_why(text):
    s = do(new(["S LB E7", "N MI E4"]), "play center-4")
    with pytest.raises(InvalidNotation) as err:
        R.parse(s, "south", text)
    assert err.value.rule == "CCA notation"
    assert has_key(err.value.msg.key)


def test_not_your_decision():
    s = new(["S LB E7", "N MI E4"])
    with pytest.raises(NotYourDecision):
        R.parse(s, "north", "play center-4")


def test_every_choice_parses_back_to_itself_in_the_demo():
    s = R.new_game("two-hills", 11, {})
    for _ in range(60):
        p = R.pending(s)[0]
        for c in p.choices:
            assert R.format(s, R.parse(s, p.side, c.order)) == c.order
        s = R.apply(s, p.side, R.parse(s, p.side, p.choices[-1].order)).state


def test_e5_hands_are_private_and_the_channel_sees_no_hand_card():
    s = R.new_game("two-hills", 2, {})
    spectator = json.dumps(R.view(s, None).to_json())
    for side in ("north", "south"):
        hand = R.view(s, side).private["hand"]
        assert len(hand) == 4
        for card in hand:
            assert card not in spectator
    assert "hand" not in R.view(s, None).private
    assert R.view(s, "north").private["hand"] != R.view(s, "south").private["hand"]
    p = R.pending(s)[0]
    assert p.private and "choices" not in p.to_json()


def test_e5_drawn_cards_are_private_events_with_a_public_counterpart():
    s = new(["S LB E7", "N MI A1"], deck=["rally", "left-2"])
    t = step(do(s, "play center-4", "order E7"), "stay E7")
    drawn = [e for e in t.events if e.msg.key == "cca.ev.drew_card"]
    assert drawn and all(e.private_to == "south" for e in drawn)
    assert t.reveals and not t.undoable


def test_view_map_counters_and_sides():
    s = R.new_game("two-hills", 2, {})
    v = R.view(s, None)
    assert len(v.map.hexes) == 113
    e5 = next(h for h in v.map.hexes if h.label == "E5")
    assert e5.terrain == "hill" and e5.elevation == 1 and e5.sections == ("west", "centre")
    leaders = [c for c in v.map.counters if c.leader]
    assert len(leaders) == 4
    assert any(c.attached_to for c in leaders) and any(c.attached_to is None for c in leaders)
    assert all(c.symbol in SYMBOLS for c in v.map.counters)
    north = next(x for x in v.sides if x.side == "north")
    assert north.colour == "#8b5a2b" and north.target == 5 and north.info == {"command": 4, "hand_size": 4}
    assert v.public["draw_pile"] == 52 and v.public["discard"] == []
    assert all(has_key(m.key) for m in v.status) and has_key(v.phase.key)


def test_view_ramparts_and_overlay():
    s = new(["S HI E6", "N MI E5"], ramparts=[["E5", "E6"]], dice=[LT] * 5)
    v = R.view(s, None)
    assert [(h.a, h.b, h.feature) for h in v.map.hexsides] == [("E5", "E6", "rampart")]
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    ov = R.view(s, None).map.overlay
    assert ov.attacks and ov.attacks[0].source == "E6" and ov.attacks[0].target == "E5"


def test_dump_load_round_trip():
    s = R.new_game("two-hills", 4, {})
    for _ in range(40):
        p = R.pending(s)[0]
        s = R.apply(s, p.side, R.parse(s, p.side, p.choices[0].order)).state
        assert R.load(json.loads(json.dumps(R.dump(s)))) == s


def test_transcript_with_inline_scenario():
    out = run(
        {
            "system": "cca",
            "scenario": scenario(["S HI E6", "N MI E5"], hands={"south": ["center-2"], "north": ["left-2"]}),
            "dice": ["FLAG", "MEDIUM", "HEAVY", "HEAVY", "HEAVY"],
            "steps": [
                {"side": "south", "order": "play center-2"},
                {"side": "south", "order": "order E6"},
                {"side": "south", "order": "done"},
                {"side": "south", "order": "battle E6 E5"},
                {"side": "north", "order": "noreaction"},
                {"side": "north", "order": "retreat E4"},
                {"side": "south", "order": "advance"},
            ],
        }
    )
    assert [st["ok"] for st in out["steps"]] == [True] * 7, out["steps"]
    counters = {c["hex"]: c for c in out["view"]["map"]["counters"]}
    assert counters["E5"]["kind"] == "HI" and counters["E4"]["strength"] == 3
    assert out["pending"][0]["side"] == "north"


def test_transcript_refusal_is_reported():
    out = run(
        {
            "system": "cca",
            "scenario": scenario(["S HI E6", "N MI E5"]),
            "steps": ["play center-4", "order E6", "move E6 E4"],
        }
    )
    assert out["steps"][2]["ok"] is False
    assert out["steps"][2]["error"]["type"] == "IllegalAction"


def test_notation_accepts_digest_card_ids_titles_and_phrases():
    s = new(["S HI E6", "N LI E5"], hands={"south": ["SEC_2C", "TAC_CLASH"], "north": ["First Strike"]})
    assert sorted(c.split("#")[0] for c in s.hands["south"]) == ["center-2", "clash-of-shields"]
    assert R.format(s, R.parse(s, "south", "play SEC_2C")) == "play center-2"
    assert R.format(s, R.parse(s, "south", "play Clash of Shields")) == "play clash-of-shields"
    assert R.format(s, R.parse(s, "south", "play Order Two Units Centre")) == "play center-2"
    s = do(s, "play center-2", "order E6", "done", "battle E6 E5")
    assert R.format(s, R.parse(s, "north", "First Strike")) == "firststrike"
    assert R.format(s, R.parse(s, "north", "no reaction")) == "noreaction"
    assert R.format(s, R.parse(s, "north", "pass")) == "noreaction"
    assert R.parse(s, "north", "evade").verb == "evade"


def test_bare_retreat_takes_the_default_path():
    s = new(["S HI E6", "N MI E5"], dice=[FLAG, HV, HV, HV, HV])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert R.format(s, R.parse(s, "north", "retreat")) == R.pending(s)[0].default


def test_retreat_may_be_written_as_a_whole_path():
    s = new(["S HI E6", "N LI E5"], dice=[FLAG, HV, HV, HV, HV])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert R.format(s, R.parse(s, "north", "retreat E4 E3")) == "retreat E3"


def test_view_hexes_are_plain_hexes():
    from engine.core.hexgrid import Hex, letter_row_to_hex

    v = R.view(R.new_game("two-hills", 1, {}), None)
    e5 = next(h for h in v.map.hexes if h.label == "E5")
    assert type(e5.hex) is Hex and e5.hex == letter_row_to_hex("E5")


def test_orders_may_skip_the_step_that_closes_orders_or_movement():
    """A move ends the ordering step, a battle ends movement: `order E7 F7` then `move …` then `battle …`."""
    s = new(["S LB E8", "S MI F8", "S MI G8", "N MI E5"], dice=[LT, LT])
    s = do(s, "play center-4", "order E8 F8", "move E8 E7")
    assert owed(s)[1] == "cca.move"
    t = step(s, "fire E7 E5")
    assert [len(r.faces) for r in t.rolls] == [1]


def test_an_order_the_engine_already_took_is_acknowledged_and_changes_nothing():
    s = new(["S LB E7", "N MI E4"], dice=[LT, LT])
    s = do(s, "play center-4", "order E7")  # the orders close by themselves: E7 was the only unit
    assert owed(s)[1] == "cca.move"
    t = step(s, "done")  # meant for the orders: acknowledged, movement still open
    assert [e.msg.key for e in t.events] == ["cca.ev.echo_of.cca.order"] and owed(t.state)[1] == "cca.move"
    assert "the engine closed the orders itself" in t.events[0].msg.text()
    s = do(t.state, "done")
    assert owed(s)[1] == "cca.battle"


def test_with_a_single_card_in_hand_an_order_plays_it_first():
    s = new(["S LB E7", "N MI E4"], hands={"south": ["center-2"], "north": ["left-2"]})
    t = step(s, "order E7")
    assert [e.msg.key for e in t.events][:2] == ["cca.ev.card_played", "cca.ev.ordered"]


def test_e5_a_drawn_card_reads_by_title_with_the_id_to_type_and_no_copy_number():
    s = new(["S LB E7", "N MI A1"], deck=["rally", "left-2"])
    t = step(do(s, "play center-4", "order E7"), "stay E7")
    texts = [e.msg.text() for e in t.events]
    assert "South draws Rally (play rally)." in texts
    assert not any("#" in x for x in texts)
    assert "South plays Order Four Units Centre." in [e.msg.text() for e in step(s, "play center-4").events]


def test_7_a_battle_report_gives_dice_modifiers_faces_and_what_hits():
    s = new(["S LB E8", "N MI E5"], dice=[LT, FLAG])
    s = do(s, "play center-4", "order E8", "move E8 E7")
    texts = [e.msg.text() for e in step(s, "fire E7 E5").events]
    assert "It moved before firing: 1 die instead of 2. (CCA 7/a)" in texts
    assert any(
        x.startswith("Dice of the south light bow infantry on E7 against E5: LIGHT — 0 hits") for x in texts
    )
    assert any("(hits on MEDIUM)" in x for x in texts)


def test_7_b_a_chariot_ignoring_swords_is_reported_after_the_roll():
    s = new(["S MI E6", "N CH E5"], dice=[SW, SW, MD, MD])
    s = do(s, "play center-4", "order E6", "done", "battle E6 E5")
    t = step(s, "noreaction")
    keys = [e.msg.key for e in t.events]
    assert keys.index("cca.ev.rolled") < keys.index("cca.ev.dice.swords_ignored")
    assert "SWORDS ignored by the north chariot: 1. (CCA 7/b)" in [e.msg.text() for e in t.events]


def test_4_the_engine_says_why_a_step_closes_by_itself_and_the_result_reads_as_a_reason():
    s = new(["S LB E7", "N MI A1"])
    t = step(do(s, "play center-4"), "order E7")
    assert "No other piece can take an order: the orders are closed." in [e.msg.text() for e in t.events]
    won = R.new_game(
        scenario(["S HI E6", "N LI E5 1"], banners={"south": 1, "north": 1}), 1, {}, [1, 1, 1, 1, 1]
    )
    won = do(won, "play center-4", "order E6", "done", "battle E6 E5", "noreaction")
    assert R.result(won).reason.text() == "1–0 in victory banners"


def _states_of_every_kind():
    """One state per decision kind met in a few seeded random games of the demo."""
    import random

    found = {}
    for seed in range(6):
        rnd = random.Random(seed)
        s = R.new_game("two-hills", seed, {})
        for _ in range(400):
            if R.result(s) is not None:
                break
            p = R.pending(s)[0]
            found.setdefault(p.kind, s)
            s = R.apply(s, p.side, R.parse(s, p.side, rnd.choice(p.choices).order)).state
    return list(found.values())


_KIND_STATES = _states_of_every_kind()
_WORDS = [*R_VERBS, "off", "E7", "e7l", "F5", "²", "٣", "0", "-1", "99", "->", ",", "center-2", "L", "A10"]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.one_of(
        st.text(max_size=30),
        st.lists(st.one_of(st.sampled_from(_WORDS), st.text(max_size=4)), max_size=5).map(" ".join),
    ),
    st.integers(min_value=0),
)
def test_e2_the_parser_raises_only_its_own_errors_whatever_the_text(text, pick):
    """Whatever a player types (Unicode digits such as ``ignore ²`` included), parse answers with one of
    the engine's own errors (InvalidNotation, IllegalAction…), never a Python exception."""
    s = _KIND_STATES[pick % len(_KIND_STATES)]
    side = R.pending(s)[0].side
    with contextlib.suppress(RulesError):
        R.parse(s, side, text)


@pytest.mark.parametrize("text", ["ignore ²", "ignore ٣", "retreat E²", "move E7 E٦"])
def test_e2_unicode_digits_are_refused_as_notation(text):
    s = _KIND_STATES[0]
    with pytest.raises(RulesError):
        R.parse(s, R.pending(s)[0].side, text)


@pytest.mark.parametrize("orders", [["fly"], ["play left-2", "advance"]])
def test_e2_a_refused_order_prints_as_json_in_a_transcript(orders):
    """A refusal whose message nests another (why the notation fails, the step owed) prints as JSON."""
    out = run({"system": "cca", "scenario": "two-hills", "seed": 1, "steps": orders})
    err = out["steps"][-1]["error"]
    assert err["key"] in ("cca.err.notation", "cca.err.wrong_step")
    assert isinstance(next(iter(v for v in err["params"].values() if isinstance(v, dict))), dict)
    json.dumps(out)


def test_an_offered_order_reads_as_the_notation_reader_reads_it():
    """A choice sent word for word (a button, a menu, a random policy) is read without the notation
    reader: over seeded random games every offered order gives the reader's action, and the order of
    another side's decision is still refused as not the sender's."""
    import random

    from engine.cca.ruleset import _offered_act

    rnd = random.Random(5)
    s = R.new_game("two-hills", 5, {})
    for _ in range(300):
        if R.result(s) is not None:
            break
        p = R.pending(s)[0]
        for ch in p.choices:
            read = R._read(s, ch.order)
            fast = _offered_act(ch.order)
            assert (fast.verb, fast.args) == (read.verb, read.args)
        other = "north" if p.side == "south" else "south"
        with pytest.raises(NotYourDecision):
            R.parse(s, other, p.choices[0].order)
        s = R.apply(s, p.side, R.parse(s, p.side, rnd.choice(p.choices).order)).state
