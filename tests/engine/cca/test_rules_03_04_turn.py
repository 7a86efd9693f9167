"""CCA 3-4 (digest 3-4): winning by banners, the turn sequence and drawing cards."""

from __future__ import annotations

from .helpers import LT, MD, R, do, new, owed, step, turn, unit


def test_3_game_ends_at_once_when_the_last_banner_is_gained():
    s = new(["S HI E6", "N LI E5 1", "N MI A1"], banners={"north": 5, "south": 1}, dice=[LT, LT, LT, LT, LT])
    t = step(turn(s, "center-4", ["E6"]), "battle E6 E5")
    t = step(t.state, "noreaction")
    r = R.result(t.state)
    assert r is not None and r.winner == "south" and r.score["south"] == 1
    assert R.pending(t.state) == ()
    assert t.activation_ended


def test_3_banner_hex_counts_while_held():
    s = new(
        ["S LI E6", "N MI A1"],
        banners={"north": 5, "south": 1},
        special_rules=[{"type": "banner_hex", "side": "south", "hexes": ["E5"], "banners": 1}],
    )
    s = do(s, "play center-4", "order E6", "move E6 E5")
    assert R.result(s) is not None and R.result(s).winner == "south"


def test_4_turn_sequence_card_order_move_battle_draw():
    s = new(["S LB E7", "N MI E4"], deck=["right-2", "left-3"], dice=[MD, MD])
    assert owed(s)[1] == "cca.card"
    s = do(s, "play center-4")
    assert owed(s)[1] == "cca.order"
    s = do(s, "order E7")
    assert owed(s)[1] == "cca.move"
    s = do(s, "stay E7")
    assert owed(s)[1] == "cca.battle"
    t = step(s, "fire E7 E4")
    assert t.activation_ended and t.reveals
    s = t.state
    assert s.active == "north" and s.turn == 2
    assert [c.split("#")[0] for c in s.hands["south"]] == ["right-2"]
    assert [c.split("#")[0] for c in s.discard] == ["center-4"]
    assert any(e.private_to == "south" for e in t.events)
    assert any(e.msg.key == "cca.ev.drew" and e.private_to is None for e in t.events)


def test_4_empty_draw_pile_reshuffles_the_discards():
    s = new(["S LB E7", "N MI A1"], deck=[], hands={"south": ["center-4", "left-2"], "north": ["left-3"]})
    s = do(s, "play center-4", "order E7")
    t = step(s, "stay E7")
    assert "reshuffled" in [e.msg.key.split(".")[-1] for e in t.events]
    assert sorted(c.split("#")[0] for c in t.state.hands["south"]) == ["center-4", "left-2"]
    assert t.state.discard == []


def test_4_all_moves_before_battles():
    s = new(["S LB E7", "S LI F7", "N MI E4"], dice=[LT, LT])
    s = do(s, "play center-4", "order E7 F7", "done", "done")  # the first acknowledges the closed orders
    assert owed(s)[1] == "cca.battle"
    assert not any(c.startswith("move") for c in owed(s)[2])
    assert unit(s, "E7").kind == "LB"


def test_4_an_empty_hand_passes_the_turn_with_its_draw():
    s = new(["S LB E7", "N MI A1"], hands={"south": ["center-4"], "north": []}, deck=["left-2", "right-2"])
    s = do(s, "play center-4", "order E7", "stay E7")
    assert s.active == "south"  # north had nothing to play: it drew and passed
    assert [c.split("#")[0] for c in s.hands["north"]] == ["right-2"]
