"""GBoH 8.62, the Rhine pursuit example whole (digest §8.11), dice scripted.

The example's hexes number the columns the other way round from the demo maps (its odd columns sit
half a hex lower), so it is played here on the demo grid: the cohort in 0605, the Germanic light horse
(TQ 6, MA 8) attacking from 0505; the cohort flees 0705 then 0804, facing its Retreat Edge.
"""

from __future__ import annotations

from typing import Any

from tests.engine.gboh.helpers import inline, order, params, start
from tests.engine.gboh.test_s06_movement import CAESAR, POMPEY, co
from tests.engine.gboh.test_s08_combat import unit


def rhine(dice: list[int]) -> tuple[Any, Any]:
    # a Vet CO at TQ - 1 breaks under the horse's shock (roll 9 at column 3: 1 hit) and flees 2 hexes
    units = [
        unit("G", "caesarian", "LC", "0505", "E", tq=6, ma=8, size=3),
        co("V", "0605", side="pompeian", facing="W", hits=6),
    ]
    st, _ = start(inline(units, [{**CAESAR, "hex": "0404"}, POMPEY]), dice=dice)
    for text in ("activate C", "end"):
        st, _ = order(st, "caesarian", text)
    return order(st, "caesarian", "shock G")


def test_8_62_rhine_the_horse_pursues_along_the_rout_path_and_the_routed_cohort_falls():
    # pursuit roll 7 + 2 (infantry) = 9 > 7: it must pursue, following the rout path (0605, 0705) and
    # stopping with the routed cohort in its ZOC; the new shock: no check for the horse (its target is
    # routed), the routed cohort (TQ 1) rolls 5: eliminated. Its target broke in the early steps, so the
    # horse moves on half its MA (4 hexes) the way its target fled, and is Pursuit/Finished.
    st, tr = rhine([9, 7, 5])
    assert params(tr, "gboh.ev.rout_move")[0]["path"] == "0705 0804"
    assert params(tr, "gboh.ev.pursuit")[0] == {"unit": "LC 0505", "roll": "9", "need": "7", "go": "1"}
    steps = [p["unit"].split()[1] for p in params(tr, "gboh.ev.advanced")]
    assert steps[:2] == ["0605", "0705"] and len(steps) == 6
    assert [r.purpose for r in tr.rolls][2].startswith("pre shock CO")
    assert "V" not in st.units and st.units["G"].pursuit and st.units["G"].hits == 2


def test_8_62_rhine_a_routed_cohort_that_survives_its_check_is_shocked_from_the_rear():
    # the routed cohort rolls 1 (not above TQ 1): the horse attacks its rear, position superiority,
    # column 9 with no shifts; any result eliminates it and the horse takes 2 or 3 hits
    st, tr = rhine([9, 7, 1, 0])
    roll = params(tr, "gboh.ev.shock_roll")[-1]
    assert (roll["column"], roll["final"], roll["superiority"]) == ("9", "9", "A")
    assert "V" not in st.units and roll["att_hits"] in ("2", "3")
