"""GBoH 8.5-8.6: no advance into the hex a pursuer entered, the pursuer walking its target's path off the
map (8.62), and the half-MA move "or less" after a pursuer's new shock (8.62, the Rhine example); dice
scripted."""

from __future__ import annotations

from typing import Any

from tests.engine.gboh.helpers import inline, order, owed, params, start
from tests.engine.gboh.test_s06_movement import CAESAR, POMPEY, co
from tests.engine.gboh.test_s08_combat import unit


def finish_shock(st: Any, *texts: str) -> tuple[Any, list[Any]]:
    """Caesar activates, ends his phase and designates ``texts``; the Caesarians' owed Shock-segment
    decisions take their first choice until the Momentum decision. The transitions, in order."""
    trs = []
    for text in ("activate C", "end", *texts):
        st, tr = order(st, "caesarian", text)
        trs.append(tr)
    while owed(st)[0][:2] != ("caesarian", "gboh.momentum"):
        side, _kind, choices = owed(st)[0]
        st, tr = order(st, side, choices[0])
        trs.append(tr)
    return st, trs


def test_8_51_8_62_no_attacker_advances_into_the_hex_the_pursuer_entered():
    # Roman horse R and cohort A shock cohort V (one hit from routing); the roll of 9 breaks it and it
    # flees through its friend W. R pursues (9 + 2 > 5) into V's hex, where W's ZOC stops it; that hex
    # is the only one vacated, and A may not advance into it to stack with the horse: A stays.
    units = [
        unit("R", "caesarian", "RC", "0505", "E", tq=7, ma=8, size=4),
        co("A", "0606", facing="NE"),
        co("V", "0605", side="pompeian", facing="W", hits=6),
        co("W", "0705", side="pompeian", facing="W"),
    ]
    st, _ = start(inline(units, [CAESAR, POMPEY]), dice=[9] * 10)
    st, trs = finish_shock(st, "shock R", "shock A")
    first = [p for tr in trs for p in params(tr, "gboh.ev.advanced")]
    assert first[0] == {"unit": "RC 0605", "frm": "0505"}
    assert not any(p["frm"] == "0606" for p in first)
    assert st.units["A"].hex == "0606" and st.units["V"].routed


def edge_shock(*extra: dict[str, Any]) -> tuple[Any, list[Any]]:
    """Light horse H (No Check) shocks a Con CO one hit from routing, one hex from the Pompeian Retreat
    Edge: roll 9 at column 5 = 2(2), halved: 1 hit breaks it, and it flees to 2004 and off the map
    there (10.25). Pursuit roll 6 + 2 (infantry) = 8 > 7: the horse must pursue."""
    con = {"class": "Con"}
    units = [
        unit("H", "caesarian", "LC", "1805", "E", tq=6, ma=8),
        co("E", "1905", side="pompeian", facing="W", legion="H", tq=5, hits=4, **con),
        *extra,
    ]
    st, _ = start(inline(units, [{**CAESAR, "hex": "1703"}, POMPEY]), dice=[9, 6, 2])
    return finish_shock(st, "shock H")


def test_8_62_the_pursuer_walks_its_targets_path_and_leaves_the_map_where_it_left():
    st, trs = edge_shock()
    assert st.exits["E"] == "2004"
    steps = [p for tr in trs for p in params(tr, "gboh.ev.advanced")]
    assert steps == [{"unit": "LC 1905", "frm": "1805"}, {"unit": "LC 2004", "frm": "1905"}]
    off = [p for tr in trs for p in params(tr, "gboh.ev.pursuit_off_map")]
    assert off == [{"unit": "LC 2004", "frm": "2004", "exit": "2004"}]
    assert "H" not in st.units and st.off_units["H"].hex == "2004"


def test_8_62_a_pursuer_stopped_on_its_targets_path_stays_on_the_map():
    # the Pompeian cohort F in 1904 faces SE: its ZOC takes in 1905, the first hex of the path, and
    # the horse entering it stops there (it is not attacked: F is not in the horse's ZOC)
    st, trs = edge_shock(co("F", "1904", side="pompeian", facing="SE"))
    assert st.exits["E"] == "2004"
    steps = [p for tr in trs for p in params(tr, "gboh.ev.advanced")]
    assert steps == [{"unit": "LC 1905", "frm": "1805"}]
    assert not [p for tr in trs for p in params(tr, "gboh.ev.pursuit_off_map")]
    assert st.units["H"].hex == "1905" and st.units["H"].pursuit and not st.off_units


def rhine(*standing: str) -> tuple[Any, Any]:
    """The Rhine example (tests/engine/gboh/test_s08_rhine.py): the horse pursues the broken cohort
    (roll 7 + 2 > 7), stops with it in its ZOC and shocks it again; the routed cohort rolls 5 against
    TQ 1 and falls in the pre-shock checks."""
    units = [
        unit("G", "caesarian", "LC", "0505", "E", tq=6, ma=8, size=3),
        co("V", "0605", side="pompeian", facing="W", hits=6),
    ]
    st, _ = start(inline(units, [{**CAESAR, "hex": "0404"}, POMPEY]), dice=[9, 7, 5])
    for text in standing:
        st, _ = order(st, "caesarian", f"standing {text}")
    for text in ("activate C", "end"):
        st, _ = order(st, "caesarian", text)
    return order(st, "caesarian", "shock G")


def test_8_62_rhine_the_pursuer_moves_on_up_to_half_its_ma_or_less():
    # the standing answer (always) takes the whole half MA, 4 hexes, as the machine would
    st, tr = rhine()
    steps = [p["unit"].split()[1] for p in params(tr, "gboh.ev.advanced")]
    assert steps[:2] == ["0605", "0705"] and len(steps) == 6
    whole = steps[2:]
    # asked, the owner may stop short along the way, or stay where the shock left the horse
    st, tr = rhine("gboh.pursuit_move ask")
    assert "V" not in st.units and st.units["G"].hex == "0705"
    assert owed(st) == [
        ("caesarian", "gboh.pursuit_move", [*(f"to {h}" for h in reversed(whole)), "stay"]),
    ]
    short, _ = order(st, "caesarian", f"to {whole[1]}")
    assert short.units["G"].hex == whole[1] and short.units["G"].pursuit
    assert owed(short)[0][1] == "gboh.momentum"
    stay, tr = order(st, "caesarian", "stay")
    assert stay.units["G"].hex == "0705" and not params(tr, "gboh.ev.advanced")
