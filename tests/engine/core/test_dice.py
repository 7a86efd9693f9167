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
