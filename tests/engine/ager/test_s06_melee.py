"""Melee (Ager Sanguinis A§6) on the placeholder table §P3, and the end of the game (digest §S3)."""

from __future__ import annotations

from tests.engine.ager.cases import counter, event, keys, ok, play

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
