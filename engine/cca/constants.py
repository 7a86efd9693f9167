"""Commands & Colors: Ancients tables: unit types, dice faces and terrain effects (CCA 1, 6, 7, 8, 11).

Every reconstructed icon value (the digest's [G] readings) lives here so it can be changed in one place.
"""

from __future__ import annotations

from engine.core.record import record

# ---------------------------------------------------------------------------- dice faces (E.3)

LIGHT, MEDIUM, HEAVY, LEADER, FLAG, SWORDS = 1, 2, 3, 4, 5, 6
FACE_NAMES = {
    LIGHT: "LIGHT",
    MEDIUM: "MEDIUM",
    HEAVY: "HEAVY",
    LEADER: "LEADER",
    FLAG: "FLAG",
    SWORDS: "SWORDS",
}
DIE_FACES = {name: face for face, name in FACE_NAMES.items()}

# [G] readings (E.6/1): the helmet (LEADER) is the leader symbol everywhere a leader is checked or hit,
# and the "any unit" face of I Am Spartacus and Rally.
LEADER_HIT_FACE = LEADER
ANY_CLASS_FACE = LEADER
# [G] the elephant's extra immunity against cavalry and chariots: one HEAVY and one FLAG.
ELEPHANT_VS_CAVALRY_IGNORES = (HEAVY, FLAG)
# [G] attached-leader casualty check when the unit survives: two dice, eliminated on two LEADER faces.
LEADER_CHECK_SURVIVED_DICE = 2
LEADER_CHECK_ELIMINATED_DICE = 1


@record
class UnitType:
    code: str
    blocks: int
    cls: int  # the die face that hits it
    move: int
    melee: int  # base melee dice (EL: variable, 0 here)
    range: int  # 0 when it cannot fire
    retreat: int  # hexes per flag
    symbol: str
    foot: bool
    swords_hit: bool  # its SWORDS hit in melee
    name: str

    @property
    def mounted(self) -> bool:
        return not self.foot


def _u(
    code: str,
    blocks: int,
    cls: int,
    move: int,
    melee: int,
    rng: int,
    retreat: int,
    symbol: str,
    foot: bool,
    swords: bool,
    name: str,
) -> UnitType:
    return UnitType(code, blocks, cls, move, melee, rng, retreat, symbol, foot, swords, name)


UNIT_TYPES: dict[str, UnitType] = {
    u.code: u
    for u in (
        _u("LI", 4, LIGHT, 2, 2, 2, 2, "light_infantry", True, False, "light infantry"),
        _u("LB", 4, LIGHT, 2, 2, 3, 2, "archer", True, False, "light bow infantry"),
        _u("LS", 4, LIGHT, 2, 2, 3, 2, "slinger", True, False, "light slingers"),
        _u("AX", 4, LIGHT, 2, 3, 2, 1, "javelin", True, True, "auxilia"),
        _u("WA", 4, MEDIUM, 2, 3, 0, 2, "warband", True, True, "warriors"),
        _u("MI", 4, MEDIUM, 1, 4, 0, 1, "infantry", True, True, "medium infantry"),
        _u("HI", 4, HEAVY, 1, 5, 0, 1, "heavy_infantry", True, True, "heavy infantry"),
        _u("HWM", 2, HEAVY, 1, 2, 6, 1, "artillery", True, False, "heavy war machine"),
        _u("LC", 3, LIGHT, 4, 2, 2, 4, "light_cavalry", False, False, "light cavalry"),
        _u("MC", 3, MEDIUM, 3, 3, 0, 3, "cavalry", False, True, "medium cavalry"),
        _u("HC", 3, HEAVY, 2, 4, 0, 2, "heavy_cavalry", False, True, "heavy cavalry"),
        _u("EL", 2, HEAVY, 2, 0, 0, 2, "elephant", False, True, "elephant"),
        _u("CH", 2, HEAVY, 2, 4, 0, 2, "chariot", False, True, "chariot"),
    )
}

LIGHT_FOOT = frozenset({"LI", "LB", "LS", "AX"})
CAVALRY = frozenset({"LC", "MC", "HC"})
HEAVY_MOUNTED = frozenset({"HC", "EL", "CH"})
LIGHT_UNITS = frozenset({"LI", "LB", "LS", "AX", "LC"})
MEDIUM_UNITS = frozenset({"MI", "WA", "MC"})
HEAVY_UNITS = frozenset({"HI", "HWM", "HC", "EL", "CH"})
BONUS_WITHOUT_LEADER = frozenset({"WA", "LC", "MC", "HC", "EL", "CH"})
NO_RALLY = frozenset({"EL", "CH"})
LEADER_MOVE = 3

# ---------------------------------------------------------------------------- terrain (CCA 11, digest 13)

TERRAINS = ("clear", "hill", "forest", "broken", "river", "seacoast", "ford", "fortified_camp")

# Movement groups: "lt" light foot and warriors, "mh" medium/heavy foot, "hwm", "mtd" mounted, "ldr".
# Values: "" free, "stop", "stopnb" (stop, no battle, no bonus), "imp" impassable.
MOVE_EFFECT: dict[str, dict[str, str]] = {
    "clear": {},
    "hill": {},
    "fortified_camp": {},
    "broken": {"hwm": "imp", "mtd": "stopnb", "ldr": "stop"},
    "forest": {"lt": "stop", "mh": "stopnb", "hwm": "stopnb", "mtd": "stopnb", "ldr": "stop"},
    "ford": {"lt": "stop", "mh": "stop", "hwm": "stop", "mtd": "stop", "ldr": "stop"},
    "river": dict.fromkeys(("lt", "mh", "hwm", "mtd", "ldr"), "imp"),
    "seacoast": dict.fromkeys(("lt", "mh", "hwm", "mtd", "ldr"), "imp"),
}
LOS_BLOCKING = frozenset({"forest", "fortified_camp", "hill"})
MELEE_CAP_2 = frozenset({"broken", "forest", "ford"})  # into or out of
RANGED_CAP_INTO = {"forest": 1}
RANGED_CAP_OUT = {"ford": 1}
CAMP = "fortified_camp"


def move_group(code: str) -> str:
    if code in ("LI", "LB", "LS", "AX", "WA"):
        return "lt"
    if code in ("MI", "HI"):
        return "mh"
    if code == "HWM":
        return "hwm"
    if code == "LDR":
        return "ldr"
    return "mtd"


# ---------------------------------------------------------------------------- sides and sections

SIDES = ("north", "south")
SIDE_COLOURS = {"north": "#8b5a2b", "south": "#8a8f98"}
WEST, CENTRE, EAST = "west", "centre", "east"
# player-relative flank -> physical section
FLANKS = {
    "south": {"left": WEST, "center": CENTRE, "right": EAST},
    "north": {"left": EAST, "center": CENTRE, "right": WEST},
}
