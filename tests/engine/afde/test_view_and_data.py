"""The View (hexes, counters, markers, overlay, sides) and the data files (every problem at once)."""

import shutil
from pathlib import Path

import pytest

from engine.afde.scenario import parse_scenario
from engine.afde.tables import DATA, load_tables
from engine.core.errors import DataError
from engine.core.view import SYMBOLS

from .helpers import R, guinegatte, new, play


def test_demo_view_hexes_counters_and_sides():
    st = new("saint-aubin", ["3", "3", "3", "3"])
    v = R.view(st, None)
    hexes = {h.label: h for h in v.map.hexes}
    assert len(hexes) == 12 * 14
    assert hexes["0407"].terrain == "ford" and hexes["0907"].terrain == "bridge"
    assert hexes["0610"].terrain == "hill" and hexes["0610"].elevation == 1
    assert hexes["0208"].terrain == "marsh" and hexes["0912"].terrain == "village"
    colours = {s.side: s.colour for s in v.sides}
    assert colours == {"french": "#2b4c9b", "english": "#b22222"}
    for c in v.map.counters:
        assert c.symbol in SYMBOLS
    f1 = next(c for c in v.map.counters if c.id == "F1")
    assert (f1.kind, f1.strength, f1.facing) == ("Ch", 3, 3)
    fl0 = next(c for c in v.map.counters if c.id == "FL0")
    assert fl0.leader and fl0.attached_to == "F1" and "cinc" in fl0.markers
    assert v.public["initiative"]["case"] == "C.1"
    assert R.scenarios()[0].invented


def test_view_overlay_and_markers_after_the_guinegatte_charge():
    st = new(guinegatte(), ["4", "6", "4", "7", "0"])
    st, _ = play(
        st,
        "charge 2120 2116",
        "done",
        "fire 2116 2117",
        "retreat 2115",
        "face 3",
        "face 0",
        "fire 2115 2116",
        "face 1",
    )
    tr = R.apply(st, "french", R.parse(st, "french", "pursue"))
    assert tr.activation_ended
    v = R.view(tr.state, None)
    pic = next(c for c in v.map.counters if c.id == "PIC")
    assert "routed" in pic.markers and pic.facing is None
    ov = v.map.overlay
    assert any(a.kind == "charge" for a in ov.attacks)
    assert any(p.unit == "PIC" for p in ov.retreats)
    assert any(m.unit == "DUB" for m in ov.moves)


def test_tables_report_every_problem_at_once(tmp_path: Path):
    for name in ("terrain", "fire", "combat", "leaders"):
        shutil.copy(DATA / f"{name}.toml", tmp_path / f"{name}.toml")
    fire = (tmp_path / "fire.toml").read_text()
    (tmp_path / "fire.toml").write_text(fire.replace('8 = ["D", "F", "F", ""]', '8 = ["X", "F"]'))
    combat = (tmp_path / "combat.toml").read_text()
    (tmp_path / "combat.toml").write_text(combat.replace('"1:2" = 0', '"1:2" = "zero"'))
    with pytest.raises(DataError) as err:
        load_tables(tmp_path)
    files = {Path(f).name for f, _, _ in err.value.problems}
    assert files == {"fire.toml", "combat.toml"}


def test_scenario_problems_are_all_reported():
    with pytest.raises(DataError) as err:
        parse_scenario(
            {
                "sides": [{"id": "a"}, {"id": "b", "colour": 3}],
                "units": [
                    {"id": "U", "type": "Zz", "hex": "9999x"},
                    {"id": "V", "type": "Mi", "hex": "0101"},
                ],
                "bogus": 1,
            },
            "<inline>",
        )
    keys = [k for _, k, _ in err.value.problems]
    assert (
        "bogus" in keys and "sides[1].colour" in keys and "units[0].type" in keys and "units[0].hex" in keys
    )


def test_unknown_option_and_scenario_are_refused():
    from engine.core.errors import RulesError

    with pytest.raises(RulesError):
        R.new_game("saint-aubin", 1, {"no_such": True})
    with pytest.raises(RulesError):
        R.new_game("nowhere", 1, {})
    assert {o.name for o in R.options()} >= {"final_advance_free_facing", "command_range"}


def test_labels_and_names_read_as_a_player_would():
    """Choices say what they do; events name the units (E3 retreat default first, front hexes flagged)."""
    from engine.afde.geometry import front_hexes

    st = new(guinegatte(), ["4", "6"])
    st, ev = play(st, "charge 2120 2116", "done", "fire 2116 2117")
    (p,) = R.pending(st)
    assert p.kind == "afde.retreat"
    fronts = set(front_hexes("2116", 3, False))
    for c in p.choices:
        hex_ = c.order.split()[1]
        assert c.label.key == ("afde.label.retreat_front" if hex_ in fronts else "afde.label.retreat")
    assert p.choices[0].label.key == "afde.label.retreat"  # the default is not a front hex
    assert "Picard" in p.msg.text()
    roll = next(e.msg for e in ev if e.msg.key == "afde.fire.roll")
    assert roll.params["firers_name"] == ["Ar Picard"] and "column" in roll.params
    assert any(e.msg.key == "afde.fire.no_effect" for e in ev)
    begins = next(e.msg for e in ev if e.msg.key == "afde.melee.begins")
    assert "Ha Du Bellay" in begins.text() and "DUB" not in begins.text()


def test_messages_read_as_names_hexes_numbers_and_words():
    """Every event, prompt and choice of seeded random games reads without Python in it (no True/False,
    no dict or list brackets, no snake_case values, no generated leader ids), and every event but the
    engine's own (scripted dice) and the scenario's victory cites a rule."""
    import random
    import re

    python = re.compile(r"\bTrue\b|\bFalse\b|\bNone\b|[{}\[\]]|\b[a-z]+_[a-z_]+\b|\b[A-Z]+\d+R\d+\b")
    uncited = {"afde.victory.result", "afde.victory.army_break", "afde.dice.script_ended", "core.ev.forced"}
    for seed in range(4):
        rng = random.Random(seed)
        st = R.new_game("saint-aubin", seed, {})
        while R.result(st) is None:
            prompts = R.pending(st)
            for p in prompts:
                assert not python.search(p.msg.text()), p.msg.text()
                for c in p.choices:
                    assert not python.search(c.label.text()), c.label.text()
            p = rng.choice(prompts)
            tr = R.apply(st, p.side, R.parse(st, p.side, rng.choice(p.choices).order))
            for e in tr.events:
                assert not python.search(e.msg.text()), e.msg.text()
                assert e.msg.rule or e.msg.key in uncited, e.msg.key
            st = tr.state
