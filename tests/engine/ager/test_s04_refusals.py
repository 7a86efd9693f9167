"""The refusals of movement, charges, fire and melee say why (Ager Sanguinis A§4, §5.1, §6, §7.1.1),
and what the log and the warnings say of one man."""

from __future__ import annotations

from engine.core.messages import Msg
from engine.registry import get_ruleset
from tests.engine.ager.cases import ok, play

FAR_TURK = {"id": "marwan", "at": "1900"}


def _error(out: dict, step: int) -> dict:  # type: ignore[type-arg]
    assert not out["steps"][step]["ok"]
    return dict(out["steps"][step]["error"])


def test_4_a_destination_out_of_reach_is_refused_for_the_mp_it_costs() -> None:
    # Achard (8 MP on foot) names a hex 12 clear hexes off: the MP are short, 13 needed, 8 left
    out = play(
        [{"id": "rollin", "at": "0612"}, {"id": "achard", "at": "1913"}, FAR_TURK],
        ["done", "move achard 1901"],
    )
    err = _error(out, 1)
    assert (err["key"], err["rule"], err["params"]) == ("ager.err.too_far", "Ager 4", {"cost": 13, "mp": 8})


def test_7_1_1_a_charge_after_the_charge_step_is_refused_for_that() -> None:
    # the Franks have no rider able to charge: the charge step is passed over; in the movement step and
    # in the melee step a charge order is refused as too late
    out = play(
        [{"id": "achard", "at": "1913"}, {"id": "yazid", "at": "0608"}, FAR_TURK],
        ["done", "charge achard yazid", "done", "charge achard yazid"],
    )
    for step in (1, 3):
        err = _error(out, step)
        assert (err["key"], err["rule"]) == ("ager.err.charge_over", "Ager 7.1.1")
    for lang in ("en", "pl", "uk", "hu"):
        assert "charge_over" not in Msg(err["key"], err["params"]).text(lang)


def test_5_1_a_crossbowman_who_fired_is_told_he_may_not_move() -> None:
    out = play(
        [
            {"id": "rollin", "at": "0612"},
            {"id": "achard", "at": "1913"},
            {"id": "yazid", "at": "0608"},
            FAR_TURK,
        ],
        ["fire rollin yazid", "done", "move rollin", "move rollin 0611"],
        dice=[3, 10],
    )
    for step in (2, 3):
        err = _error(out, step)
        assert (err["key"], err["rule"]) == ("ager.err.fired_still", "Ager 5.1")
        assert err["params"]["weapon"] == "crossbow"


def test_2_1_the_unfired_warning_speaks_of_one_man_in_the_singular() -> None:
    rs = get_ruleset("ager")
    st = rs.new_game({"base": "palm-grove", "characters": [{"id": "achard", "at": "1913"}, FAR_TURK]}, 1, {})
    done = next(c for c in rs.pending(st)[0].choices if c.order == "done")
    assert done.warning is not None and done.warning.params["count"] == 1
    assert "może jeszcze" in done.warning.text("pl") and "ще може стріляти" in done.warning.text("uk")


def test_6_a_rider_killed_in_melee_is_logged_as_the_rider_he_was() -> None:
    out = play(
        [
            {"id": "ancelin", "at": "0606", "foot": [30, 8, 6]},
            {"id": "borsok", "at": "0506", "facing": 0},
            FAR_TURK,
        ],
        ["done", "attack ancelin borsok"],
        dice=[2],
    )
    ok(out)
    killed = next(e for e in out["steps"][1]["events"] if e["key"] == "ager.ev.killed")
    assert "(rider, 0506)" in killed["text"]


def test_4_1_a_destination_someone_stands_in_is_refused_as_occupied() -> None:
    out = play(
        [{"id": "rollin", "at": "0612"}, {"id": "achard", "at": "1913"}, FAR_TURK],
        ["done", "move achard 1900"],
    )
    err = _error(out, 1)
    assert (err["key"], err["rule"]) == ("ager.err.occupied", "Ager 4.1")
