import pytest

from engine.core.dice import Dice, DiceBox, DiceScriptExhausted


def test_seeded_rolls_are_reproducible_and_in_range():
    a, _ = Dice.seeded(42).roll(200, 6, "test")
    b, _ = Dice.seeded(42).roll(200, 6, "test")
    c, _ = Dice.seeded(43).roll(200, 6, "test")
    assert a.faces == b.faces != c.faces
    assert set(a.faces) == {1, 2, 3, 4, 5, 6}


def test_state_round_trips_mid_stream():
    d = Dice.seeded(7)
    _, d = d.roll(5, 10, "x")
    again = Dice.from_json(d.to_json())
    assert again == d
    assert again.roll(3, 10, "y")[0].faces == d.roll(3, 10, "y")[0].faces


def test_scripted_faces_come_in_order_then_run_out():
    d = Dice.scripted([6, 5, 1])
    r, d = d.roll(2, 6, "melee")
    assert r.faces == (6, 5) and r.scripted
    with pytest.raises(DiceScriptExhausted):
        d.roll(2, 6, "battle back")


def test_scripted_face_must_fit_the_die():
    with pytest.raises(ValueError):
        Dice.scripted([7]).roll(1, 6, "x")


def test_shuffle_uses_the_seeded_stream_even_when_scripted():
    items = list(range(20))
    s1, _ = Dice.scripted([1], seed=3).shuffle(items)
    s2, _ = Dice.seeded(3).shuffle(items)
    assert s1 == s2 and sorted(s1) == items and s1 != items


def test_dice_box_records_every_roll_with_purpose():
    box = DiceBox(Dice.seeded(1))
    box.roll(2, 6, "ranged")
    box.roll_one(10, "rally")
    assert [r.purpose for r in box.rolls] == ["ranged", "rally"]
    assert box.dice.counter >= 3


def test_a_face_the_die_lacks_is_its_own_error():
    from engine.core.dice import BadScriptedFace

    with pytest.raises(BadScriptedFace) as err:
        Dice.scripted([9, 1]).roll(2, 6, "initiative")
    assert (err.value.face, err.value.sides) == (9, 6)


def test_a_d10_read_0_to_9_keeps_its_raw_face():
    from engine.core.dice import Reading

    r, _ = Dice.scripted([10, 3]).roll(2, 10, "tq check", Reading.ZERO_UP)
    assert r.faces == (10, 3) and r.values == (0, 3)
    r1, _ = Dice.scripted([10]).roll(1, 10, "fire", Reading.ONE_UP)
    assert r1.values == (10,)


def test_a_roll_keeps_raw_face_modifiers_and_final_value_and_round_trips():
    from engine.core.dice import Modifier, Reading, Roll

    box = DiceBox(Dice.scripted([10]))
    r = box.roll_read(10, "shock", Reading.ZERO_UP, [Modifier("gboh.mod.tq", -2, "G§8.3")], lo=0, hi=9)
    assert (r.faces, r.values, r.final, r.total) == ((10,), (0,), 0, 0)
    assert box.rolls == [r]
    assert Roll.from_json(r.to_json()) == r
    assert r.to_json()["modifiers"] == [{"key": "gboh.mod.tq", "amount": -2, "rule": "G§8.3"}]


def test_an_unread_roll_keeps_its_old_json():
    from engine.core.dice import Roll

    old = {"purpose": "battle", "sides": 6, "faces": [6, 1], "scripted": False}
    r = Roll.from_json(old)
    assert r.to_json() == old and r.total == 7 and r.final is None
