"""Hand-built views for the renderer tests: a Commands & Colors board and a CCRR map.

They follow the two demo scenarios' maps (CCA "Exercise at the Two Hills", AFdE "The Ford of
Saint-Aubin") plus a few extra hexside features, so that every drawing path is exercised. The phase
messages use keys no catalogue defines, so the images never depend on another system's texts.
"""

from __future__ import annotations

import math

from engine.core.hexgrid import Orientation, ccrr_to_hex, hex_to_letter_row, letter_row_to_hex
from engine.core.messages import Msg
from engine.core.view import (
    AttackView,
    CounterView,
    HexsideView,
    HexView,
    LossView,
    MapView,
    Overlay,
    PathView,
    SideView,
    View,
)

# ---------------------------------------------------------------------------- Commands & Colors board


def cca_sections(label: str) -> tuple[str, ...]:
    h = letter_row_to_hex(label)
    x = 2 * h.q + h.r  # doubled column
    out = []
    if x <= 8:
        out.append("WEST")
    if 8 <= x <= 16:
        out.append("CENTRE")
    if x >= 16:
        out.append("EAST")
    return tuple(out)


CCA_TERRAIN = {"E5": "hill", "I5": "hill", "G5": "broken", "B4": "forest", "K6": "forest", "L2": "marsh"}


def cca_hexes() -> tuple[HexView, ...]:
    out = []
    for row in range(1, 10):
        width = 13 if row % 2 == 1 else 12
        for c in range(width):
            label = f"{chr(ord('A') + c)}{row}"
            h = letter_row_to_hex(label)
            assert hex_to_letter_row(h) == label
            out.append(HexView(label, h, CCA_TERRAIN.get(label, "clear"), sections=cca_sections(label)))
    return tuple(out)


def cca_section_lines() -> tuple[tuple[tuple[float, float], tuple[float, float]], ...]:
    k = math.sqrt(3) / 2
    return tuple(((k * x, -1.0), (k * x, 13.0)) for x in (8, 16))


NORTH = "north"
SOUTH = "south"

CCA_UNITS = (
    # side, id, kind, symbol, hex, strength, max
    (NORTH, "n1", "LI", "light_infantry", "D4", 4, 4),
    (NORTH, "n2", "AX", "infantry", "F3", 3, 4),
    (NORTH, "n3", "LS", "slinger", "H3", 2, 2),
    (NORTH, "n4", "LI", "light_infantry", "J3", 4, 4),
    (NORTH, "n5", "CH", "chariot", "B2", 3, 3),
    (NORTH, "n6", "MI", "infantry", "E2", 4, 4),
    (NORTH, "n7", "HI", "heavy_infantry", "F2", 4, 4),
    (NORTH, "n8", "WA", "warband", "G2", 4, 4),
    (NORTH, "n9", "MC", "cavalry", "C1", 3, 3),
    (NORTH, "n10", "EL", "elephant", "G1", 2, 2),
    (NORTH, "n11", "LC", "light_cavalry", "K1", 2, 2),
    (SOUTH, "s1", "LI", "light_infantry", "D5", 4, 4),
    (SOUTH, "s2", "LB", "archer", "F7", 4, 4),
    (SOUTH, "s3", "LI", "light_infantry", "H7", 4, 4),
    (SOUTH, "s4", "AX", "infantry", "J7", 4, 4),
    (SOUTH, "s5", "MI", "infantry", "D8", 4, 4),
    (SOUTH, "s6", "HI", "heavy_infantry", "F8", 4, 4),
    (SOUTH, "s7", "MI", "infantry", "G8", 4, 4),
    (SOUTH, "s8", "HC", "heavy_cavalry", "C9", 3, 3),
    (SOUTH, "s9", "HWM", "artillery", "E9", 2, 2),
    (SOUTH, "s10", "MC", "cavalry", "G9", 3, 3),
    (SOUTH, "s11", "LC", "light_cavalry", "K9", 2, 2),
)


def cca_view(*, overlay: bool = True) -> View:
    counters = [
        CounterView(uid, side, kind, symbol, hx, strength=st, max_strength=mx)
        for side, uid, kind, symbol, hx, st, mx in CCA_UNITS
    ]
    counters += [
        CounterView("nl1", NORTH, "L", "leader", "F2", name="N-Leader-1", leader=True, attached_to="n7"),
        CounterView("nl2", NORTH, "L", "leader", "C1", name="N-Leader-2", leader=True, attached_to="n9"),
        CounterView("sl1", SOUTH, "L", "leader", "F8", name="S-Leader-1", leader=True, attached_to="s6"),
        CounterView("sl2", SOUTH, "L", "leader", "I8", name="S-Leader-2", leader=True),
    ]
    ov = Overlay()
    if overlay:
        ov = Overlay(
            moves=(PathView(SOUTH, ("D7", "D6", "D5"), "s1"),),
            attacks=(
                AttackView(SOUTH, "D5", "D4", "melee", hits=2),
                AttackView(NORTH, "D4", "D5", "battle_back", hits=0),
                AttackView(SOUTH, "F7", "F3", "fire", hits=1),
            ),
            retreats=(PathView(NORTH, ("E4", "E3"), "n2"),),
            losses=(LossView(NORTH, "D4", 2), LossView(NORTH, "E3", 1, eliminated=True)),
        )
    return View(
        system="cca",
        scenario="two-hills",
        title="Exercise at the Two Hills",
        viewer=None,
        turn=3,
        phase=Msg("fixture.battle", {"side": "South"}),
        awaiting=(NORTH,),
        map=MapView(
            Orientation.POINTY,
            cca_hexes(),
            counters=tuple(counters),
            overlay=ov,
            section_lines=cca_section_lines(),
        ),
        sides=(
            SideView(NORTH, "North", "#8b5a2b", score=1, target=5),
            SideView(SOUTH, "South", "#8e979e", score=2, target=5),
        ),
    )


# ---------------------------------------------------------------------------- CCRR map


AFDE_TERRAIN: dict[str, str] = {}
for _col in range(1, 13):
    AFDE_TERRAIN[f"{_col:02d}07"] = "stream"
AFDE_TERRAIN["0407"] = "ford"
AFDE_TERRAIN["0907"] = "bridge"
for _lab in ("0510", "0610", "0710", "0611", "0711"):
    AFDE_TERRAIN[_lab] = "hill"
for _lab in ("0912", "0913"):
    AFDE_TERRAIN[_lab] = "village"
for _lab in ("0103", "0104", "0203", "1110", "1111"):
    AFDE_TERRAIN[_lab] = "woods"
for _lab in ("0208", "0209"):
    AFDE_TERRAIN[_lab] = "marsh"
# extras beyond the demo map, so that every texture path is drawn
AFDE_TERRAIN.update({"1202": "orchard", "1201": "field", "0114": "vineyard", "1214": "quagmire_of_doom"})

AFDE_ELEVATION = {"0510": 1, "0610": 1, "0710": 1, "0611": 1, "0711": 1}

AFDE_HEXSIDES = (
    HexsideView("1102", "1103", "river"),
    HexsideView("1002", "1102", "river"),
    HexsideView("0912", "1012", "wall"),
    HexsideView("0913", "1013", "gate"),
    HexsideView("0313", "0314", "rampart"),
    HexsideView("0112", "0212", "ford"),
    HexsideView("0512", "0612", "bridge"),
    HexsideView("0812", "0813", "mystery_fence"),
)


def afde_hexes() -> tuple[HexView, ...]:
    out = []
    for col in range(1, 13):
        for row in range(1, 15):
            label = f"{col:02d}{row:02d}"
            feats: tuple[str, ...] = ("road",) if col == 9 and row >= 8 else ()
            out.append(
                HexView(
                    label,
                    ccrr_to_hex(label),
                    AFDE_TERRAIN.get(label, "clear"),
                    elevation=AFDE_ELEVATION.get(label, 0),
                    features=feats,
                )
            )
    return tuple(out)


FRENCH = "french"
ENGLISH = "english"

AFDE_UNITS = (
    # side, id, kind, symbol, hex, sp, max, facing, markers
    (FRENCH, "F1", "Ch", "heavy_cavalry", "0603", 3, 3, 3, ()),
    (FRENCH, "F2", "Ha", "cavalry", "0703", 4, 4, 3, ("rest",)),
    (FRENCH, "F3", "Ha", "cavalry", "0907", 3, 4, 3, ("charge", "fatigued")),
    (FRENCH, "F4", "Cl", "light_cavalry", "1003", 2, 2, 2, ()),
    (FRENCH, "F5", "Mi", "infantry", "0407", 5, 6, 3, ("disordered",)),
    (FRENCH, "F6", "Ab", "crossbow", "0504", 3, 3, 3, ("low_ammo",)),
    (FRENCH, "F7", "Ab", "crossbow", "0504", 3, 3, 3, ()),
    (ENGLISH, "E1", "Ha", "heavy_infantry", "0610", 4, 4, 0, ()),
    (ENGLISH, "E2", "Ha", "heavy_infantry", "0710", 3, 3, 0, ("uncommanded",)),
    (ENGLISH, "E3", "Cl", "light_cavalry", "0812", 2, 2, 5, ()),
    (ENGLISH, "E4", "Ar", "archer", "0510", 4, 4, 0, ("shaken",)),
    (ENGLISH, "E5", "Ar", "archer", "0809", 4, 4, 1, ()),
    (ENGLISH, "E6", "Il", "light_infantry", "0909", 2, 3, None, ("routed",)),
)


def afde_view(*, overlay: bool = True) -> View:
    counters = [
        CounterView(uid, side, kind, symbol, hx, strength=sp, max_strength=mx, facing=fc, markers=mk)
        for side, uid, kind, symbol, hx, sp, mx, fc, mk in AFDE_UNITS
    ]
    counters += [
        CounterView(
            "FL0", FRENCH, "L", "leader", "0603", name="Jean de Vireloup", leader=True, attached_to="F1"
        ),
        CounterView("FL1", FRENCH, "L", "leader", "0907", name="Enguerrand de Sorel", leader=True),
        CounterView(
            "FL2", FRENCH, "L", "leader", "0304", name="Gilles Maubert", leader=True, markers=("wounded",)
        ),
        CounterView("EL0", ENGLISH, "L", "leader", "0610", name="Sir Ralph Haukestone", leader=True),
        CounterView(
            "EL1", ENGLISH, "L", "leader", "0809", name="Walter Fenner", leader=True, markers=("inactive",)
        ),
    ]
    ov = Overlay()
    if overlay:
        ov = Overlay(
            moves=(
                PathView(FRENCH, ("0903", "0904", "0905", "0906", "0907"), "F3"),
                PathView(FRENCH, ("0404", "0405", "0406", "0407"), "F5"),
            ),
            attacks=(
                AttackView(FRENCH, "0907", "0908", "melee", hits=1),
                AttackView(ENGLISH, "0510", "0407", "fire", hits=1),
                AttackView(ENGLISH, "0809", "0907", "fire", hits=0),
            ),
            retreats=(PathView(ENGLISH, ("0908", "0909"), "E6"),),
            losses=(
                LossView(FRENCH, "0407", 1, unit="F5"),
                LossView(ENGLISH, "0909", 1, unit="E6"),
                LossView(FRENCH, "0206", 3, eliminated=True, unit="F8"),
            ),
        )
    return View(
        system="afde",
        scenario="saint-aubin",
        title="The Ford of Saint-Aubin, 1358",
        viewer=None,
        turn=2,
        phase=Msg("fixture.activation", {"banner": "Sorel"}),
        awaiting=(ENGLISH,),
        map=MapView(Orientation.FLAT, afde_hexes(), AFDE_HEXSIDES, counters=tuple(counters), overlay=ov),
        sides=(
            SideView(FRENCH, "French", "#2f55a4", score=3),
            SideView(ENGLISH, "English", "#b3262e", score=1),
        ),
    )
