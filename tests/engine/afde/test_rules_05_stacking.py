"""AFdE 5 (digest §6): stacking — passing through friends, artillery with infantry, joining a stack and its
cost, top or bottom, stacks moving as one counter, leaders kept with units."""

import pytest

from engine.core.errors import IllegalAction

from .helpers import choices, find, kinds, mini, new, play


def unit(id_, hex_, type_="Mi", facing="N", **kw):
    return {"id": id_, "type": type_, "hex": hex_, "facing": facing, **kw}


def test_5_1_units_pass_through_friends_but_may_not_stop_on_them():
    scn = mini(
        unit("A", "0609", front=[3, 5, 4]), unit("B", "0608"), unit("F", "0101", side="blue"), escort="0911"
    )
    st, _ = play(new(scn), "move 0609 0608")
    assert kinds(st) == ["afde.d1_unit"] and "stop" not in choices(st)
    st, _ = play(st, "move A 0607", "stop")
    assert st.units["A"].hex == "0607"


def test_5_2_artillery_may_stack_with_infantry_and_takes_its_facing():
    scn = mini(
        unit("I", "0609", front=[3, 5, 4]),
        unit("G", "0608", "At", facing="NE"),
        unit("F", "0101", side="blue"),
        escort="0911",
    )
    st, _ = play(new(scn), "move 0609 0608", "stop")
    assert st.units["I"].hex == "0608" and st.units["I"].facing == 1


def test_5_2_4_a_stack_moves_as_one_counter():
    scn = mini(
        unit("I", "0609", front=[3, 5, 4]),
        unit("G", "0609", "At", front=[2, 4, 3]),
        unit("F", "0101", side="blue"),
        escort="0911",
    )
    st = new(scn)
    assert "select 0609" in choices(st)
    st, _ev = play(st, "move 0609 0608 0607")
    i, gun = st.units["I"], st.units["G"]
    assert i.hex == gun.hex == "0607" and i.facing == gun.facing == 0
    assert i.mp_spent == gun.mp_spent == 2  # each cost paid once, no stack penalties
    st, _ = play(st, "stop")
    assert i.hex == "0607"


def test_5_2_4_leaving_a_stack_costs_one_more():
    scn = mini(
        unit("I", "0609", front=[3, 5, 4]),
        unit("G", "0609", "At", front=[2, 4, 3]),
        unit("F", "0101", side="blue"),
    )
    _st, ev = play(new(scn), "move I 0608")
    assert find(ev, "afde.move.step")[0]["cost"] == 2


def test_5_1_a_move_may_not_leave_a_leader_alone_but_he_may_go_along():
    """A15: forbid any move that leaves a leader alone; the active leader may make going along his move."""
    st = new(mini(unit("A", "0608", front=[3, 5, 4]), unit("B", "0808", front=[3, 5, 4])))
    with pytest.raises(IllegalAction, match="RL would be left alone"):
        play(st, "move 0608 0607")
    assert "lead RL" in choices(st) and "move RL 0808" in choices(st)
    led, ev = play(st, "lead RL", "move 0608 0607 0606")
    assert find(ev, "afde.move.lead") and led.leaders["RL"].hex == "0606"
    assert not any(c.startswith("move RL") or c == "lead RL" for c in choices(led))  # that was his move
    hopped, _ = play(st, "move RL 0808", "move 0608 0607")  # or he moves first, and A goes alone
    assert hopped.leaders["RL"].hex == "0808" and hopped.units["A"].hex == "0607"


def test_5_2_4_joining_a_stack_costs_one_more_mp_and_the_last_mp_is_not_enough():
    """§6.5 [5.2.4]: joining a stack costs +1 MP. A unit that reaches a friend with its last MP may not
    stop there (nor pass on): joining is not free."""
    scn = mini(
        unit("I", "0610", front=[3, 5, 2]),
        unit("G", "0608", "At", front=[2, 4, 3]),
        unit("F", "0101", side="blue"),
        escort="0911",
    )
    st, _ = play(new(scn), "move 0610 0609")
    assert "move 0609 0608" not in choices(st)
    with pytest.raises(IllegalAction) as err:
        play(st, "move 0609 0608")
    assert err.value.msg.key == "afde.move.no_mp" and err.value.msg.rule == "AFdE 5.2.4"
    assert err.value.msg.params["cost"] == 2 and err.value.msg.params["left"] == 1


def test_5_2_4_joining_a_stack_with_mp_to_spare_pays_one():
    scn = mini(
        unit("I", "0610", front=[3, 5, 3]),
        unit("G", "0608", "At", front=[2, 4, 3], facing="NE"),
        unit("F", "0101", side="blue"),
        escort="0911",
    )
    st, _ = play(new(scn), "move 0610 0609 0608")
    assert "stop" in choices(st)
    st, _ = play(st, "stop")
    i = st.units["I"]
    assert i.hex == "0608" and i.mp_spent == 3 and i.facing == 1  # 2 to move + 1 to join; the stack's facing


def test_5_2_4_the_joining_player_puts_the_newcomer_on_top_or_underneath():
    """§6.5 [5.2.4]: the joining player chooses top or bottom (a trailing `top` / `bottom`, top when
    omitted); §6.6 [5.2.5]: of two fire-capable units only the top one fires."""
    from engine.afde.rules import Ctx
    from engine.afde.rules.s09_fire import fires_from_stack

    def case() -> dict:
        return mini(
            unit("A", "0610", "Ar", front=[3, 5, 4]),
            unit("B", "0608", "Ab", front=[3, 5, 4]),
            unit("F", "0101", side="blue"),
            escort="0911",
            rules={"stacking": [{"max": 2, "same_banner": True}]},
        )

    st = new(case())
    st, _ = play(st, "move 0610 0609")
    assert "move A 0608 bottom" in choices(st) or "move 0609 0608 bottom" in choices(st)
    under, _ = play(st, "move 0609 0608 bottom", "stop")
    assert [u.id for u in under.units_at("0608")] == ["B", "A"]
    on_top, _ = play(st, "move 0609 0608 top", "stop")
    assert [u.id for u in on_top.units_at("0608")] == ["A", "B"]
    plain, _ = play(st, "move 0609 0608", "stop")
    assert [u.id for u in plain.units_at("0608")] == ["A", "B"]
    g = Ctx(under)
    assert fires_from_stack(g, under.units["B"]) and not fires_from_stack(g, under.units["A"])


@pytest.mark.parametrize(("friend", "joins"), [("0608", False), ("0609", True)])
def test_5_2_4_an_uncommanded_half_move_pays_to_join_a_stack(friend: str, joins: bool):
    """§8.4 [7.4] half the MP rounded up (3 → 2), §6.5 [5.2.4] +1 MP to join: a friend two hexes away
    costs 3 and cannot be joined; one hex away costs 2 and can."""
    scn = mini(
        unit("U", "0610", front=[3, 5, 3]),
        unit("F2", friend),
        unit("B", "1212", side="blue"),
        escort="0101",
        rules={"stacking": [{"max": 2, "same_banner": True}]},
    )
    st, _ = play(new(scn, []), "done")
    assert kinds(st) == ["afde.d5"]
    assert (f"move 0610 {friend}" in choices(st)) is joins
    if joins:
        st, _ = play(st, f"move 0610 {friend}")
        u = st.units["U"]
        assert u.hex == friend and u.mp_spent == 2 and st.units_at(friend)[0].id == "U"
