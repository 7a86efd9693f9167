"""Melee (Ager Sanguinis A§6) on the placeholder table §P3, and the end of the game (digest §S3)."""

from __future__ import annotations

import pytest

from tests.engine.ager.cases import counter, event, keys, ok, play, text

FAR_TURK = {"id": "marwan", "at": "1900"}


def test_6_2_the_digests_example_two_attackers_on_0_and_minus_against_0_fight_on_9_12() -> None:
    # difference 9 (7 + 7 − 5); Arnould in brush (−) makes both count −: one column left; attacking
    # together: one right; so 5/8 + 1 = the 9/12 column (index 5); roll 5: ladder[5 − 5 + 5] = F
    out = play(
        [
            {"id": "ancelin", "at": "0606", "foot": [7, 8, 6]},
            {"id": "arnould", "at": "0406", "foot": [7, 8, 6]},
            {"id": "daoud", "at": "0506"},
            FAR_TURK,
        ],
        ["done", "attack ancelin arnould daoud"],
        dice=[5],
    )
    ok(out)
    fight = event(out, 1, "ager.ev.melee")
    assert (fight["attack"], fight["defence"], fight["difference"]) == (14, 5, 9)
    assert (fight["shift"], fight["column"], fight["total"]) == (0, 5, 5)
    assert fight["result"]["key"] == "ager.melee.foot.F"
    assert "ager.ev.stunned" in keys(out, 1)


def test_6_3_an_armoured_defender_adds_one_to_the_roll() -> None:
    out = play(
        [{"id": "daoud", "at": "0506"}, {"id": "ancelin", "at": "0606"}, {"id": "arnould", "at": "1913"}],
        ["done", "done", "done", "attack daoud ancelin"],
        dice=[4],
    )
    ok(out)
    fight = event(out, 3, "ager.ev.melee")
    assert (fight["face"], fight["total"]) == (4, 5)


def test_6_0_one_attack_per_character_and_none_after_offensive_fire() -> None:
    out = play(
        [{"id": "ancelin", "at": "0606"}, {"id": "daoud", "at": "0506"}, FAR_TURK],
        ["done", "attack ancelin daoud", "attack ancelin daoud"],
        dice=[9],
    )
    assert [s["ok"] for s in out["steps"]] == [True, True, False]


def test_s3_the_game_ends_after_its_last_round_on_victory_points() -> None:
    out = play(
        [{"id": "ancelin", "at": "0606", "health": "wounded"}, {"id": "daoud", "at": "1900"}],
        ["done", "done"],
        rounds=1,
    )
    ok(out)
    assert out["result"]["winner"] == "turks"
    assert out["result"]["score"] == {"franks": 0, "turks": 1}


def test_s3_a_side_with_no_character_standing_loses_at_once() -> None:
    out = play(
        [{"id": "rollin", "at": "0208"}, {"id": "yazid", "at": "0210"}], ["fire rollin yazid"], dice=[1]
    )
    ok(out)
    assert out["result"]["winner"] == "franks"
    assert counter(out, "yazid") is None


def test_7_4_an_isolated_knight_against_odds_of_60_surrenders_on_1_to_4() -> None:
    # Daoud (here attack 70) against Guérin on foot (defence 9): difference 61, Guérin alone
    chars = [
        {"id": "daoud", "at": "0606", "foot": [70, 5, 8]},
        {"id": "guerin", "at": "0506", "on_foot": True},
        {"id": "arnould", "at": "1913"},
    ]
    out = play(chars, ["done", "done", "done", "attack daoud guerin"], dice=[3])
    ok(out)
    assert event(out, 3, "ager.ev.capture")["taken"] is True
    assert "ager.ev.captured" in keys(out, 3)
    assert "ager.ev.melee" not in keys(out, 3)
    out = play(chars, ["done", "done", "done", "attack daoud guerin"], dice=[7, 5])
    ok(out)
    assert event(out, 3, "ager.ev.capture")["taken"] is False
    assert "ager.ev.melee" in keys(out, 3)


def test_6_5_ancelin_advances_into_the_hex_daoud_left() -> None:
    # the digest's example: Ancelin beats Daoud (roll 2: E, Daoud retreats 1 hex); the Franks, asking
    # for the choice, advance Ancelin into the hex Daoud left (half his MA: 3 MP, the first hex the
    # vacated one); the MP spent do not count against his next move
    chars = [{"id": "ancelin", "at": "0606"}, {"id": "daoud", "at": "0506"}, FAR_TURK]
    steps: list[object] = [["franks", "standing ager.advance ask"], "done", "attack ancelin daoud"]
    out = play(chars, steps, dice=[2])
    ok(out)
    (ask,) = out["pending"]
    orders = [c["order"] for c in ask["choices"]]
    assert ask["kind"] == "ager.advance" and ask["side"] == "franks" and ask["default"] == "stay"
    assert "advance ancelin 0506" in orders and "advance ancelin 0606" not in orders
    out = play(chars, [*steps, ["franks", "advance ancelin 0506"]], dice=[2])
    ok(out)
    assert event(out, 3, "ager.ev.advances")["path"] == "0506"
    assert counter(out, "ancelin")["hex"] == "0506"  # type: ignore[index]
    # by default (the standing answer set at the start) nobody advances
    out = play(chars, steps[1:], dice=[2])
    assert counter(out, "ancelin")["hex"] == "0606"  # type: ignore[index]
    assert out["pending"][0]["kind"] != "ager.advance"


def test_6_5_a_stunned_enemy_may_be_passed_but_not_ended_on() -> None:
    # roll 4: F, Daoud is stunned in 0506: Ancelin may go through his hex, not stop there
    chars = [{"id": "ancelin", "at": "0606"}, {"id": "daoud", "at": "0506"}, FAR_TURK]
    out = play(chars, [["franks", "standing ager.advance ask"], "done", "attack ancelin daoud"], dice=[4])
    ok(out)
    orders = [c["order"] for c in out["pending"][0]["choices"]]
    assert "advance ancelin 0506" not in orders and "advance ancelin 0505" in orders


def test_6_7_a_riderless_horse_has_defence_1_and_dies_on_g_h_or_i() -> None:
    # Kutbeddin stands beside his horse (0608 facing north, its rear in 0609); Ancelin attacks the
    # horse: attack 10 − defence 1 = 9, the 9/12 column; roll 4 reads G: the horse is killed; roll 5
    # (F) does nothing to it
    chars = [
        {"id": "ancelin", "at": "0708"},
        {"id": "kutbeddin", "at": "0406", "on_foot": True, "horse": {"at": "0608", "facing": 0}},
    ]
    (ask,) = play(chars, ["done"])["pending"]
    assert "attack ancelin kutbeddin-horse" in [c["order"] for c in ask["choices"]]
    out = play(chars, ["done", "attack ancelin kutbeddin-horse"], dice=[4])
    ok(out)
    fight = event(out, 1, "ager.ev.horse_melee")
    assert (fight["attack"], fight["defence"], fight["column"], fight["result"]) == (10, 1, 5, "G")
    assert "ager.ev.horse_dies" in keys(out, 1)
    assert counter(out, "kutbeddin-horse") is None
    out = play(chars, ["done", "attack ancelin kutbeddin-horse"], dice=[5])
    assert "ager.ev.horse_dies" not in keys(out, 1) and counter(out, "kutbeddin-horse") is not None


def test_6_5_an_advance_may_take_any_path_within_half_the_allowance_not_only_the_cheapest() -> None:
    # Ancelin (6 MP) drives Daoud from 0606 to 0605 (E); he advances 3 hexes by 0606 0506 0505 (the
    # cheapest way to 0505 is 2 hexes); 4 hexes are refused, and so is a path that skips a hex
    chars = [{"id": "ancelin", "at": "0607"}, {"id": "daoud", "at": "0606"}, FAR_TURK]
    start = [["franks", "standing ager.advance ask"], "done", "attack ancelin daoud"]
    out = play(chars, [*start, "advance ancelin 0606 0506 0505"], dice=[5])
    ok(out)
    assert event(out, 3, "ager.ev.advances")["path"] == "0606 0506 0505"
    assert counter(out, "ancelin")["hex"] == "0505"  # type: ignore[index]
    for path in ("0606 0506 0505 0504", "0606 0504"):
        out = play(chars, [*start, f"advance ancelin {path}"], dice=[5])
        assert not out["steps"][3]["ok"], path


def test_6_5_an_advance_of_two_hexes_is_checked_by_enemies_that_did_not_fight() -> None:
    # Daoud, beaten (roll 2: E), retreats to 0406; Ancelin advances 0506 0505: in 0506 Marwan (0407)
    # checks his infiltration, Daoud (0406), who fought this step, does not
    chars = [
        {"id": "ancelin", "at": "0606"},
        {"id": "daoud", "at": "0506"},
        {"id": "marwan", "at": "0407"},
        {"id": "yazid", "at": "1900"},
    ]
    steps = [
        ["franks", "standing ager.advance ask"],
        "done",
        "attack ancelin daoud",
        ["franks", "advance ancelin 0506 0505"],
    ]
    out = play(chars, steps, dice=[2, 5])
    ok(out)
    assert counter(out, "daoud")["hex"] == "0406"  # type: ignore[index]
    checks = [e["params"]["enemy"] for e in out["steps"][3]["events"] if e["key"] == "ager.ev.infiltration"]
    assert len(checks) == 1 and checks[0].endswith("0407")
    assert counter(out, "ancelin")["hex"] == "0505"  # type: ignore[index]


def test_6_7_with_no_free_hex_around_the_horse_a_friend_is_pushed_to_make_room() -> None:
    # Raymond's horse in 0001/0002 at the map's edge; Arnould, Ancelin and three Turks fill every hex
    # around it. Daoud's roll 3 reads F: Raymond is stunned and comes down; Ancelin (0003) is pushed
    # one hex to make room (Arnould in the corner has nowhere to go)
    chars = [
        {"id": "raymond", "at": "0001", "facing": 0, "mounted": [10, 2, 12]},
        {"id": "arnould", "at": "0000"},
        {"id": "ancelin", "at": "0003"},
        {"id": "yazid", "at": "0100"},
        {"id": "daoud", "at": "0101"},
        {"id": "marwan", "at": "0102"},
    ]
    out = play(chars, ["done", "done", "done", "attack daoud raymond"], dice=[3])
    ok(out)
    pushed = event(out, 3, "ager.ev.pushed")
    assert pushed["unit"].endswith("0003") and pushed["hex"] not in ("0001", "0002", "0003")
    raymond = counter(out, "raymond")
    assert raymond is not None and raymond["hex"] == "0003" and raymond["markers"] == ["stunned"]
    assert counter(out, "ancelin")["hex"] == pushed["hex"]  # type: ignore[index]


ARMOUR = {
    "en": ("4 + 1 (armour) = 5: ", "10 + 1 (armour) = 11, counted as 10: A"),
    "pl": ("4 + 1 (pancerz) = 5: ", "10 + 1 (pancerz) = 11, liczy się jako 10: A"),
    "uk": ("4 + 1 (обладунки) = 5: ", "10 + 1 (обладунки) = 11, рахується як 10: A"),
    "hu": ("4 + 1 (páncél) = 5: ", "10 + 1 (páncél) = 11, a táblázaton 10: A"),
}


@pytest.mark.parametrize("lang", sorted(ARMOUR))
def test_6_3_the_melee_line_shows_the_armours_plus_one_and_the_clamp_to_ten(lang: str) -> None:
    chars = [{"id": "daoud", "at": "0506"}, {"id": "ancelin", "at": "0606"}, {"id": "arnould", "at": "1913"}]
    steps = ["done", "done", "done", "attack daoud ancelin"]
    plain, clamped = ARMOUR[lang]
    out = play(chars, steps, dice=[4], lang=lang)
    ok(out)
    assert plain in text(out, 3, "ager.ev.melee")
    out = play(chars, steps, dice=[10], lang=lang)
    ok(out)
    assert clamped in text(out, 3, "ager.ev.melee")
    # an unarmoured defender: the face alone, no sum
    out = play(
        [{"id": "ancelin", "at": "0606"}, {"id": "daoud", "at": "0506"}, FAR_TURK],
        ["done", "attack ancelin daoud"],
        dice=[9],
        lang=lang,
    )
    ok(out)
    assert "): 9: " in text(out, 1, "ager.ev.melee")


def test_6_2_a_stunned_character_dies_once_enemies_hold_every_hex_around_him_he_could_use() -> None:
    # stunned Daoud in the corner 0000 has two hexes around him, 0100 and 0001: Arnould takes the first,
    # Ancelin the second, and he dies then, not before
    daoud = {"id": "daoud", "at": "0000", "health": "stunned"}
    chars = [{"id": "arnould", "at": "0300"}, {"id": "ancelin", "at": "0003"}, daoud, FAR_TURK]
    out = play(chars, ["move arnould 0100", "move ancelin 0001"])
    ok(out)
    assert "ager.ev.killed" not in keys(out, 0)
    assert event(out, 1, "ager.ev.killed")["unit"] == "foot 0000"
    assert out["steps"][1]["events"][-1]["rule"] == "Ager 6.2"
    # with Marwan, his friend, in 0001 he lives
    chars = [{"id": "arnould", "at": "0300"}, daoud, {"id": "marwan", "at": "0001"}]
    out = play(chars, ["move arnould 0100"])
    ok(out)
    assert "ager.ev.killed" not in keys(out, 0)


def test_6_2_the_owner_chooses_which_of_several_attackers_takes_a_stun_or_a_wound() -> None:
    # Ancelin and Arnould attack Daoud together; roll 10 on the 13/16 column: B, one attacker stunned.
    # Asked, the Franks give it to Arnould; by default (the standing answer set at the start) the first
    chars = [{"id": "ancelin", "at": "0606"}, {"id": "arnould", "at": "0406"}, {"id": "daoud", "at": "0506"}]
    chars.append(FAR_TURK)
    attack = ["done", "attack ancelin arnould daoud"]
    out = play(chars, [["franks", "standing ager.bearer ask"], *attack], dice=[10])
    ok(out)
    assert out["pending"][0]["kind"] == "ager.bearer"
    assert [c["order"] for c in out["pending"][0]["choices"]] == ["take ancelin", "take arnould"]
    out = play(chars, [["franks", "standing ager.bearer ask"], *attack, "take arnould"], dice=[10])
    ok(out)
    assert event(out, 3, "ager.ev.stunned")["unit"] == "foot 0406"
    assert counter(out, "ancelin").get("markers") is None  # type: ignore[union-attr]
    out = play(chars, attack, dice=[10])
    ok(out)
    assert event(out, 1, "ager.ev.stunned")["unit"] == "foot 0606"


PUSHED = [
    {"id": "ancelin", "at": "0501"},
    {"id": "daoud", "at": "0500"},
    {"id": "marwan", "at": "0400"},
    {"id": "yazid", "at": "0600"},
    {"id": "rollin", "at": "1913"},
]


def test_5_4_4_a_retreat_ending_on_friends_pushes_one_where_his_owner_says() -> None:
    # Daoud's only retreats (E, 1 hex) end on Marwan or Yazid: each is offered with where the friend goes
    steps: list[object] = [["turks", "standing ager.retreat ask"], "done", "done", "attack ancelin daoud"]
    (ask,) = play(PUSHED, steps, dice=[5])["pending"]
    orders = [c["order"] for c in ask["choices"]]
    assert ask["kind"] == "ager.retreat" and orders and all(" push " in o for o in orders)
    assert "retreat 0600 push 0700" in orders and "retreat 0400 push 0500" not in orders
    out = play(PUSHED, [*steps, "retreat 0600 push 0700"], dice=[5])
    ok(out)
    assert event(out, 4, "ager.ev.pushed")["hex"] == "0700"
    daoud, yazid = counter(out, "daoud"), counter(out, "yazid")
    assert daoud is not None and daoud["hex"] == "0600" and not daoud.get("markers")
    assert yazid is not None and yazid["hex"] == "0700"


def test_5_4_4_a_retreat_that_can_end_on_a_free_hex_pushes_nobody_by_default() -> None:
    chars = [c for c in PUSHED if c["id"] != "yazid"]
    out = play(chars, ["done", "done", "attack ancelin daoud"], dice=[5])
    ok(out)
    assert "ager.ev.pushed" not in keys(out, 2)
    daoud, marwan = counter(out, "daoud"), counter(out, "marwan")
    assert daoud is not None and daoud["hex"] == "0600" and marwan is not None and marwan["hex"] == "0400"
