"""The last player-phase gathered from the events the rules say, as the map's overlay."""

from __future__ import annotations

from engine.ager.trail import Trail, copied, overlay, record
from engine.core.refs import HexRef, UnitRef


def _u(cid: str, side: str, hex_: str) -> UnitRef:
    return UnitRef(cid, system="ager", type="foot", hex=hex_, side=side)


def test_a_move_is_its_start_and_every_hex_stepped_into() -> None:
    trail: Trail = {}
    record(trail, "ager.ev.moves", {"unit": _u("achard", "franks", "0208"), "mp": 6})
    for h in ("0209", "0309", "0310"):
        record(trail, "ager.ev.stepped", {"unit": _u("achard", "franks", h), "hex": HexRef(h), "mp": 5})
    ov = overlay(trail)
    assert [(p.side, p.unit, p.hexes) for p in ov.moves] == [
        ("franks", "achard", ("0208", "0209", "0309", "0310"))
    ]


def test_shots_melee_charges_retreats_and_losses_are_drawn() -> None:
    trail: Trail = {}
    record(
        trail,
        "ager.ev.shot",
        {"unit": _u("rollin", "franks", "0612"), "target": _u("yazid", "turks", "0502")},
    )
    record(
        trail,
        "ager.ev.melee",
        {
            "attackers": [_u("raymond", "franks", "0811"), _u("guerin", "franks", "0911")],
            "defender": _u("tij", "turks", "0810"),
        },
    )
    record(
        trail,
        "ager.ev.charge",
        {
            "unit": _u("aptekin", "turks", "1402"),
            "target": _u("guerin", "franks", "1210"),
            "path": "1302 1203",
        },
    )
    record(trail, "ager.ev.retreats", {"unit": _u("tij", "turks", "0810"), "path": "0809 0808"})
    record(trail, "ager.ev.wounded", {"unit": _u("tij", "turks", "0808")})
    record(trail, "ager.ev.killed", {"unit": _u("yazid", "turks", "0502")})
    ov = overlay(trail)
    kinds = sorted((a.kind, a.source, a.target) for a in ov.attacks)
    assert kinds == [
        ("charge", "1203", "1210"),
        ("fire", "0612", "0502"),
        ("melee", "0811", "0810"),
        ("melee", "0911", "0810"),
    ]
    assert [p.hexes for p in ov.retreats] == [("0810", "0809", "0808")]
    assert [p.hexes for p in ov.moves] == [("1402", "1302", "1203")]
    assert [(x.hex, x.eliminated) for x in ov.losses] == [("0808", False), ("0502", True)]


def test_a_copy_is_extended_without_touching_the_original() -> None:
    trail: Trail = {}
    record(trail, "ager.ev.moves", {"unit": _u("achard", "franks", "0208")})
    other = copied(trail)
    record(other, "ager.ev.stepped", {"unit": _u("achard", "franks", "0209"), "hex": HexRef("0209")})
    assert trail["moves"][0][2] == ["0208"]
    assert other["moves"][0][2] == ["0208", "0209"]


def test_a_played_phase_is_on_the_map_until_the_next_one_shows_something() -> None:
    import random

    from engine.ager import RULESET

    st = RULESET.new_game("palm-grove", 4, {})
    rng = random.Random(2)
    drawn = 0
    for _ in range(150):
        if RULESET.result(st) is not None:
            break
        p = RULESET.pending(st)[0]
        st = RULESET.apply(
            st, p.side, RULESET.parse(st, p.side, rng.choice([c.order for c in p.choices]))
        ).state
        drawn += not RULESET.view(st, None).map.overlay.empty
        assert RULESET.dump(RULESET.load(RULESET.dump(st))) == RULESET.dump(st)  # kept in the save
    assert drawn > 100
