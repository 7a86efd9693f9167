"""Every refused order says why, cites a rule and renders without missing parameters."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction, NotYourDecision, RulesError
from engine.core.messages import has_key

from .helpers import FLAG, LT, MD, do, new, owed, turn


def card_step():
    return new(
        ["S LB E7", "S MI E8", "N MI E4", "N MI A1"],
        hands={"south": ["center-4", "first-strike"], "north": ["left-2"]},
    )


def battle_step():
    s = new(
        ["S LB E7", "S LB F7", "S MI B8", "N MI E4", "N MI F6", "N MI H3"],
        hands={"south": ["center-4"], "north": ["left-2"]},
    )
    return turn(s, "center-4", ["E7", "F7"])


def two_cards():
    return new(["S LB E7", "N MI A1"], hands={"south": ["center-4", "left-2"], "north": ["left-2"]})


def move_step():
    return do(card_step(), "play center-4", "order E8", "done")


def section_step():
    s = new(["S MI E8", "S MI F8", "S MI B8", "N MI A1"], hands={"south": ["center-2"], "north": ["left-2"]})
    return do(s, "play center-2", "order E8")


def line_step():
    units = ["S MI C7", "S MI D7", "S MI E7", "N MI A1"]
    s = new(units, hands={"south": ["line-command"], "north": ["left-2"]})
    return do(s, "play line-command")


CASES = [
    (card_step, "play rally", "cca.err.not_in_hand"),
    (card_step, "play zzz", "cca.err.unknown_card"),
    (card_step, "play first-strike", "cca.err.first_strike_reaction"),
    (card_step, "move E7 E6", "cca.err.wrong_step"),
    (battle_step, "battle E7 A7", "cca.err.no_target"),
    (battle_step, "fire B8 E4", "cca.err.not_ordered"),
    (battle_step, "battle E7 E4", "cca.err.not_adjacent"),
    (battle_step, "fire F7 H3", "cca.err.must_melee"),
    (battle_step, "fire E7 H3", "cca.err.range"),
    (battle_step, "fire D9 E4", "cca.err.no_piece"),
    (battle_step, "retreat E8", "cca.err.wrong_step"),
    (two_cards, "done", "cca.err.must_play"),
    (move_step, "move E8 E5", "cca.err.move.too_far"),
    (move_step, "move E8 E7", "cca.err.move.occupied"),
    (move_step, "move E8 E6 E5", "cca.err.move.not_adjacent"),
    (section_step, "order B8", "cca.err.order.section"),
    (line_step, "order C7 E7", "cca.err.order.group"),
]


@pytest.mark.parametrize(("make", "order", "key"), CASES)
def test_refusal_reason(make, order, key):
    s = make()
    with pytest.raises(RulesError) as err:
        do(s, order)
    assert err.value.msg.key == key
    assert has_key(key)
    assert err.value.rule and err.value.rule.startswith("CCA")
    assert "{" not in str(err.value)
    assert isinstance(err.value, IllegalAction)


def test_refusals_say_what_a_player_needs_to_know():
    def why(make, order):
        with pytest.raises(RulesError) as err:
            do(make(), order)
        return str(err.value)

    assert why(card_step, "move E7 E6").startswith("That order does not fit now: South must play a command")
    assert "play center-4, play left-2" in why(two_cards, "done")
    assert why(move_step, "move E8 E5") == "E8 moves at most 1 hex now; E5 is 3 away. (CCA 6/a)"
    assert "occupied (south light bow infantry)" in why(move_step, "move E8 E7")
    assert "B8 is in the left section, where this card has no order left (orders left: centre)" in why(
        section_step, "order B8"
    )
    assert "one group of adjacent foot units" in why(line_step, "order C7 E7")


def _refusal(make, order):
    with pytest.raises(RulesError) as err:
        do(make(), order)
    return err.value


def test_6_a_piece_that_moved_says_so_and_cites_movement():
    s = do(card_step(), "play center-4", "order E7 E8", "done", "move E8 D8")
    err = _refusal(lambda: s, "move D8 C8")
    assert err.msg.key == "cca.err.cannot_move" and err.rule == "CCA 6"
    assert str(err) == "D8 may not move now: it has already moved this turn. (CCA 6)"


def test_7_a_unit_that_battled_says_so():
    s = new(
        ["S LB E7", "S LB F7", "S MI B8", "N MI E4", "N MI F6", "N MI H3"],
        hands={"south": ["center-4"], "north": ["left-2"]},
        dice=[LT, LT],
    )
    s = do(turn(s, "center-4", ["E7", "F7"]), "fire E7 E4")
    while owed(s)[1] != "cca.battle":
        s = do(s, owed(s)[2][0])
    err = _refusal(lambda: s, "fire E7 E4")
    assert err.msg.key == "cca.err.cannot_battle" and err.rule == "CCA 7"
    assert "it has already battled this turn" in str(err)


def test_8_a_retreat_refusal_cites_the_retreat_rule():
    s = new(["S MI E7", "N MI E6"], dice=[FLAG, FLAG, LT, LT, LT])
    s = do(s, "play center-4", "order E7", "done", "done", "battle E7 E6", "noreaction")
    assert owed(s)[1] == "cca.retreat"
    err = _refusal(lambda: s, "retreat E9")
    assert err.msg.key == "cca.err.not_a_choice" and err.rule == "CCA 8"
    assert "a retreat cannot end on E9" in str(err)
    err = _refusal(lambda: s, "battleback")
    assert err.msg.key == "cca.err.wrong_step" and err.rule == "CCA 8"


def test_9_a_evade_refusal_cites_the_evade_rule_and_says_why():
    s = new(["S MI E7", "N HI E6"])
    s = do(s, "play center-4", "order E7", "done", "done", "battle E7 E6")
    assert owed(s)[1] == "cca.react"
    err = _refusal(lambda: s, "evade")
    assert err.msg.key == "cca.err.cannot_evade" and err.rule == "CCA 9/a"
    assert "a north heavy infantry may not evade a melee by a south medium infantry" in str(err)


def test_12_rally_refusal_says_why():
    s = new(
        ["S MI E8 2", "S HI B8 3", "N MI A1"],
        ["S E7"],
        hands={"south": ["rally"], "north": ["left-2"]},
        dice=[MD, MD, MD, MD],
    )
    s = do(s, "play rally")
    assert owed(s)[1] == "cca.replenish"
    err = _refusal(lambda: s, "rally B8")
    assert err.msg.key == "cca.err.rally" and err.rule == "CCA 12"
    assert "no friendly leader is in or next to its hex" in str(err) or "no die left" in str(err)


def test_every_refusal_met_in_random_play_says_why_and_cites_a_rule():
    """Random orders of the step's own verbs at states of random games: each applies, or is refused with a
    reason that cites a rule of CCA and shows no Python (True/False/None, dicts, internal piece ids)."""
    import random
    import re

    from engine.cca import RULESET as R
    from engine.cca.rules import STEP_VERBS

    rnd = random.Random(5)
    labels = [f"{c}{r}" for c in "ABCDEFGHIJKLM" for r in range(1, 10)]
    tried = refused = 0
    for seed in range(4):
        s = R.new_game("two-hills", seed, {})
        for _ in range(250):
            if R.result(s) is not None:
                break
            p = R.pending(s)[0]
            for _ in range(3):
                verb = rnd.choice(STEP_VERBS[p.kind])
                args = {
                    "play": [rnd.choice(["center-2", "rally", "first-strike", "zzz"])],
                    "ignore": [str(rnd.randint(0, 3))],
                    "battle": rnd.sample(labels, 2),
                    "fire": rnd.sample(labels, 2),
                    "move": rnd.sample(labels, rnd.randint(2, 3)),
                }.get(verb, [rnd.choice(labels)])
                text = " ".join([verb, *args]) if verb not in ("done", "noreaction") else verb
                tried += 1
                try:
                    R.apply(s, p.side, R.parse(s, p.side, text))
                except RulesError as err:
                    refused += 1
                    msg = str(err)
                    assert "{" not in msg and not re.search(r"\b(True|False|None)\b|[ns]L?\d\b", msg), msg
                    if not isinstance(err, NotYourDecision):
                        assert err.rule and err.rule.startswith("CCA"), msg
            s = R.apply(s, p.side, R.parse(s, p.side, rnd.choice(p.choices).order)).state
    assert refused > 100 and tried > refused


def _move_refusal(units, leaders, card, orders, move, terrain=None):
    s = new(units, leaders, hands={"south": [card], "north": ["left-2"]}, terrain=terrain or {})
    s = do(s, f"play {card}", "order " + " ".join(orders))
    if owed(s)[1] == "cca.order":
        s = do(s, "done")
    return _refusal(lambda: s, move)


def test_6_a_path_through_an_enemy_names_the_hex_and_the_enemy():
    err = _move_refusal(["S LI G8", "N MI G7", "N MI A1"], [], "center-2", ["G8"], "move G8 G7 G6")
    assert err.msg.key == "cca.err.move.enemy" and err.rule == "CCA 6/a"
    assert "may not pass through G7: an enemy stands there (north medium infantry)" in str(err)


def test_6_b_lone_leader_path_through_an_enemy_leader_cites_leader_movement():
    err = _move_refusal(["N MI A1"], ["S G8", "N G7"], "center-2", ["G8"], "move G8 G7 G6")
    assert err.msg.key == "cca.err.move.enemy" and err.rule == "CCA 6/b"
    assert "an enemy stands there (N-G7)" in str(err)


def test_6_a_path_through_a_friendly_unit_names_the_cards_that_allow_it():
    err = _move_refusal(["S LI G8", "S MI G7", "N MI A1"], [], "center-2", ["G8"], "move G8 G7 G6")
    assert err.msg.key == "cca.err.move.friend" and err.rule == "CCA 6/a"
    assert "only light foot ordered by Order Light Troops or Move-Fire-Move" in str(err)


def test_6_a_unit_must_stop_on_a_lone_friendly_leader():
    err = _move_refusal(["S LI G8", "N MI A1"], ["S G7"], "center-2", ["G8"], "move G8 G7 G6")
    assert err.msg.key == "cca.err.move.joins" and err.rule == "CCA 6/a"
    assert "must stop on G7" in str(err) and "S-G7 joins it" in str(err)


def test_6_a_unit_with_a_leader_may_not_pass_or_end_on_a_lone_leader():
    units, leaders = ["S LI G8", "N MI A1"], ["S G8", "S G7"]
    for move in ("move G8 G7 G6", "move G8 G7"):
        err = _move_refusal(units, leaders, "center-2", ["G8"], move)
        assert err.msg.key == "cca.err.move.two_leaders" and err.rule == "CCA 6/a"
        assert "two leaders never share a hex (S-G7 stands there)" in str(err)


def test_11_path_through_terrain_that_stops_cites_terrain():
    err = _move_refusal(["S LC G8", "N MI A1"], [], "center-2", ["G8"], "move G8 G7 G6", {"G7": "ford"})
    assert err.msg.key == "cca.err.move.stops" and err.rule == "CCA 11"
    assert "must stop on G7 (fordable river stops it there)" in str(err)


def test_11_impassable_terrain_cites_terrain():
    for move in ("move G8 G7 G6", "move G8 G7"):
        err = _move_refusal(["S LC G8", "N MI A1"], [], "center-2", ["G8"], move, {"G7": "river"})
        assert err.msg.key == "cca.err.move.impassable" and err.rule == "CCA 11"
        assert "G7" in str(err) and "river" in str(err)


def test_12_move_fire_move_no_fire_after_the_second_move():
    s = new(
        ["S LI G8", "S LI C8", "N LI G5"], hands={"south": ["move-fire-move"], "north": ["left-2"]}, dice=[MD]
    )
    s = do(s, "play move-fire-move", "order G8 C8", "move G8 G7", "move C8 C7", "fire G7 G5", "move G7 G8")
    err = _refusal(lambda: s, "fire G8 G6")
    assert err.msg.key == "cca.err.mfm_no_fire" and err.rule == "CCA 12"
    assert str(err).startswith("Move-Fire-Move: no unit fires after the second move")


def test_12_line_command_limit_cites_the_card():
    err = _move_refusal(["S LI F7", "S MI G7", "N MI A1"], [], "line-command", ["F7 G7"], "move F7 F6 F5")
    assert err.msg.key == "cca.err.move.line_command" and err.rule == "CCA 12"
    assert str(err) == "F7 moves at most 1 hex under Line Command; F5 is 2 away. (CCA 12)"
    err = _move_refusal(["S MI G7", "N MI A1"], [], "line-command", ["G7"], "move G7 G6 G5")
    assert err.msg.key == "cca.err.move.too_far" and err.rule == "CCA 6/a"  # its own allowance is 1
