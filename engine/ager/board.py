"""The map of an Ager Sanguinis game (digest §E1, A§3, A§8–§10): hexes and their terrain and levels, the
hexside features (walls, doors, windows, loopholes, crenels, gates), buildings, and the steps a rider may
take. Read once from a scenario and shared, never changed, by every copy of the state.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any

from engine.core.data import read_toml
from engine.core.hexgrid import (
    Hex,
    HexsideFeature,
    Orientation,
    Parity,
    TwoHexPiece,
    ccrr_to_hex,
    hex_to_ccrr,
    level_step,
)

DATA_SCENARIOS = Path(__file__).resolve().parent / "data"
ORIENT = Orientation.FLAT
PARITY = Parity.ODD_Q

TERRAIN_OF = {
    "^": "clear",
    ".": "clear",
    "r": "rocky",
    "s": "slope",
    "b": "brush",
    "o": "oasis",
    # buildings and castles (A§8.1, §9.1, §10)
    "h": "interior",
    "H": "stairs",
    "R": "roof",
    "T": "tent",
    "O": "tent_open",
    "g": "guy_rope",
    "c": "courtyard",
    "w": "wall_walk",
    "t": "tower",
    "p": "passage",
    "S": "castle_stairs",
    "W": "castle_wall",
    "d": "ditch",
    "x": "rubble",
    "B": "bridge",
    "f": "footbridge",
    "k": "corner",
    "y": "balcony",
    "n": "awning",
}

# a building's hexes whose outer edges are railings rather than walls (A§8.1, E-A28)
RAILED = frozenset(("balcony", "awning"))


ROOF = "^"  # a place a floor above a room: the room's label and this mark, once a floor (``0404^``)
RUNG = "|"  # a place on the ladder under a room's hatch, waiting to open it (``0404|``, A§8.5)


@cache
def buildings_data() -> Mapping[str, Any]:
    """The figures of houses and their storeys (data/buildings.toml)."""
    return read_toml(DATA_SCENARIOS / "buildings.toml")


def ground(lab: str) -> str:
    """The hex a place is in: a place on an upper floor or a roof, or on a ladder under a hatch, its
    room's hex; any other its own label."""
    return lab.rstrip(ROOF + RUNG)


def side_key(a: str, b: str) -> tuple[str, str]:
    """The key of the hexside between two hexes, the same from either (``Board.sides``)."""
    return (a, b) if a <= b else (b, a)


def label(h: Hex) -> str:
    return hex_to_ccrr(h, PARITY)


@dataclass(frozen=True, eq=False)
class Board:
    """The map: terrain and level of every hex, by CCRR label; what stands on hexsides; buildings.

    ``sides`` holds the hexside features by ``side_key(a, b)``: ``wall``, ``door``, ``window`` (a
    building's, ``side_of`` its inside hex, A§8.1), ``crenel`` (a wall-walk's outer edge), ``loophole``
    (``side_of`` the tower hex behind it, A§9.1), ``gate`` / ``gate_open`` (``side_of`` the passage
    hex, A§10.1). ``building`` names the building of each interior hex. What play changes (a gate
    opened, a ladder pushed over) makes a new board from the scenario's (``variant``): ``ladders``
    lists the ladders standing (ladder hex -> the wall hex it leans on), ``terrain`` shows ``ladder``
    under them.
    """

    labels: tuple[str, ...]
    hexes: Mapping[str, Hex]
    terrain: Mapping[str, str]
    level: Mapping[str, int]
    objective: frozenset[str]
    width: int
    height: int
    sides: Mapping[tuple[str, str], HexsideFeature] = field(default_factory=dict)
    building: Mapping[str, str] = field(default_factory=dict)
    ladders: Mapping[str, str] = field(default_factory=dict)
    gates: Mapping[str, tuple[str, str]] = field(default_factory=dict)  # gate -> (passage, outside)
    under: Mapping[str, str] = field(default_factory=dict)  # the ground under the scenario's ladders
    # how many levels each building's walls rise above its floor, where not one (``height``, A§9.3)
    heights: Mapping[str, int] = field(default_factory=dict)
    # the flat roofs over a building's rooms (A§8.5, digest §3.3: two places in one hex): a room's floor
    # -> the place on the roof above it (its label with ``ROOF``), and back; the rooms with a hatch and
    # a ladder under it -> the MP of the climb up or down
    above: Mapping[str, str] = field(default_factory=dict)
    below: Mapping[str, str] = field(default_factory=dict)
    hatches: Mapping[str, int] = field(default_factory=dict)
    # the ladder under each hatch (A§8.5): a room with a hatch -> the place on its ladder (``0404|``),
    # where one waits while the hatch is shut, and back; ``hatch_open`` the MP of opening it from there
    rungs: Mapping[str, str] = field(default_factory=dict)
    rung_of: Mapping[str, str] = field(default_factory=dict)
    hatch_open: int = 1
    # houses of several storeys (A§8.2): each place -> the place right above it in its hex (an upper
    # room ``0504^``, a roof), and back; each room's hex -> its places above the ground floor, upwards;
    # the rooms of more than one storey -> how many
    up_of: Mapping[str, str] = field(default_factory=dict)
    down_of: Mapping[str, str] = field(default_factory=dict)
    stack: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    storeys: Mapping[str, int] = field(default_factory=dict)
    base: Board | None = None  # the scenario's board this one varies

    def feature(self, a: str, b: str) -> HexsideFeature | None:
        """What stands on the hexside between ``a`` and ``b`` (None: nothing)."""
        return self.sides.get(side_key(a, b)) if self.sides else None

    def inside(self, f: HexsideFeature) -> str:
        """The label of the hex a directed hexside feature belongs to."""
        assert f.side_of is not None
        return label(f.side_of)

    def wall_top(self, f: HexsideFeature, openings: bool = False) -> int | None:
        """The level a building's wall rises to (its floor's level and the building's ``height``, one
        by default), None for any other hexside feature (A§9.3). ``openings``: a door or a window in
        it too (seen from its roof, the line passes over them)."""
        if (f.kind != "wall" and not openings) or f.side_of is None:
            return None
        inside = label(f.side_of)
        bid = self.building.get(inside)
        if bid is None:
            return None
        return self.level[inside] + self.heights.get(bid, 1) + self.storeys.get(inside, 1) - 1

    def at(self, h: Hex) -> str | None:
        lab = label(h)
        return lab if lab in self.hexes and self.hexes[lab] == h else None

    def neighbours(self, lab: str) -> tuple[str, ...]:
        return _neighbours(self, lab)


@cache
def _neighbours(board: Board, lab: str) -> tuple[str, ...]:
    """The hexes next to ``lab`` one can step into from it: no wall between, and a level one can
    climb to (A§3.3, §8.5, §9.5)."""
    if board.rung_of and lab in board.rung_of:  # on the ladder: down into the room, up onto the roof
        room = board.rung_of[lab]
        return (room, board.up_of[room])
    out = []
    for n in board.hexes[lab].neighbours(ORIENT):
        nl = board.at(n)
        if nl is not None and passable(board, lab, nl):
            out.append(nl)
        for up in board.stack.get(nl or "", ()) if board.stack else ():
            if passable(board, lab, up):
                out.append(up)
    if board.hatches:  # through the hatch, up onto the floor or roof above or down to the one below (A§8.5)
        if lab in board.hatches:
            out.extend((board.up_of[lab], board.rungs[lab]))
        if board.down_of.get(lab, "") in board.hatches:
            out.append(board.down_of[lab])
    return tuple(out)


@cache
def _crossing(kind: str) -> Mapping[str, Any]:
    return dict(hexside_data().get(kind, {}))


@cache
def hexside_data() -> Mapping[str, Mapping[str, Any]]:
    """The hexside features' movement, sight, cover and melee (data/hexsides.toml)."""
    return read_toml(DATA_SCENARIOS / "hexsides.toml")


@cache
def cover_from_above() -> Mapping[str, str]:
    """The cover a terrain gives against a shooter higher up, where it differs (a roof: terrain.toml)."""
    return {
        k: str(v["cover_from_above"])
        for k, v in read_toml(DATA_SCENARIOS / "terrain.toml").items()
        if "cover_from_above" in v
    }


@cache
def terrain_extra(key: str) -> Mapping[str, Any]:
    """A terrain key the play sheets' reader does not know, by terrain (terrain.toml)."""
    return {k: v[key] for k, v in read_toml(DATA_SCENARIOS / "terrain.toml").items() if key in v}


@cache
def rises() -> Mapping[str, int]:
    """How many levels a hex of each terrain lets one climb out of it (stairs, slopes: terrain.toml)."""
    return {k: int(v.get("rises", 0)) for k, v in read_toml(DATA_SCENARIOS / "terrain.toml").items()}


def passable(board: Board, a: str, b: str, mounted: bool = False) -> bool:
    """Whether one can step from ``a`` into its neighbour ``b``: across the hexside (a wall, a closed
    gate, a loophole: never; a window: on foot), and between their levels (the same, or the lower
    hex rises to the other: stairs, a slope; a standing ladder to the wall hex it leans on)."""
    if board.ladders and (board.ladders.get(a) == b or board.ladders.get(b) == a):
        return not mounted
    if board.rung_of and (a in board.rung_of or b in board.rung_of):
        # the ladder under a hatch: from its room, and from it down again or up through the hatch (A§8.5)
        return not mounted and (
            board.rung_of.get(b) == a or board.rung_of.get(a) in (b, board.down_of.get(b))
        )
    if board.up_of and (a in board.down_of or b in board.down_of):
        return not mounted and roof_step(board, a, b)
    if board.terrain[a] == "ditch" and not terrain_extra("from_ditch").get(board.terrain[b], True):
        return False  # no step from a ditch hex onto a bridge (A§10.1)
    f = board.feature(a, b)
    if f is not None:
        move = str(_crossing(f.kind).get("move", "no"))
        if move == "no" or (mounted and move == "foot"):
            return False
    la, lb = board.level[a], board.level[b]
    if la == lb:
        return True
    up = rises()
    return level_step(la, lb, up.get(board.terrain[a], 0), up.get(board.terrain[b], 0))


def roof_step(board: Board, a: str, b: str) -> bool:
    """A step to or from a place above a room's ground floor (A§8.2, §8.5): through the hatch between it
    and the place below; across the roof to a place of the same building's roof at its level (another
    room's roof or a terrace), or across an upper floor to a room of the same building at its level;
    up a building's stairs to an upper room one level up next to them (A§8.1). A roof's edge is a drop,
    not a way down; a roof a storey higher, a wall."""
    if board.down_of.get(a) == b:
        return b in board.hatches
    if board.down_of.get(b) == a:
        return a in board.hatches
    ta, tb = board.terrain[a], board.terrain[b]
    if board.building.get(a) != board.building.get(b):
        return False
    if "stairs" in (ta, tb):  # the building's stairs up to an upper room next to them
        st, room = (a, b) if ta == "stairs" else (b, a)
        up = rises().get("stairs", 0)
        return (
            board.terrain[room] == "interior"
            and room in board.down_of
            and board.level[room] == board.level[st] + up
        )
    if board.level[a] != board.level[b] or ta != tb:
        return False
    return ta == "roof" or (ta == "interior" and a in board.down_of and b in board.down_of)


def hatch_cost(board: Board, a: str, b: str) -> int | None:
    """MP of the climb between a room and the roof above it through its hatch, opening it included
    (A§8.5: 3, or the building's own figure), or None when the step is no such climb."""
    if board.down_of.get(b) == a:
        return board.hatches.get(a)
    if board.down_of.get(a) == b:
        return board.hatches.get(b)
    if board.rung_of:  # the ladder under a hatch: climbed (or left down) for the climb less the opening
        if board.rung_of.get(b) == a:
            return board.hatches[a] - board.hatch_open
        room = board.rung_of.get(a)
        if room is not None:
            return board.hatches[room] - board.hatch_open if b == room else board.hatch_open
    return None


def variant(
    base: Board,
    ladders: Mapping[str, str],
    gates: Mapping[str, str],
    slit: tuple[str, ...] = (),
    bridges: Mapping[str, str] | None = None,
    moved: bool = False,
) -> Board:
    """The scenario's board with the ladders standing as listed, the gates as they are now, the tent
    hexes slit open (A§8.6) and the bridges burnt or spanned by a foot-bridge (hex -> terrain, A§10.1).
    ``moved``: the ladders have been moved (A§10.2). Where a ladder no longer stands (pushed over,
    moved) the ground shows again."""
    bridges = bridges or {}
    key = (
        id(base),
        moved,
        tuple(sorted(ladders.items())),
        tuple(sorted(gates.items())),
        tuple(sorted(slit)),
        tuple(sorted(bridges.items())),
    )
    got = _VARIANTS.get(key)
    if got is not None and got[0] is base:
        return got[1]
    terrain = dict(base.terrain)
    terrain.update(base.under)  # the ground shows again where no ladder stands (A§10.2)
    for lab in ladders:
        terrain[lab] = "ladder"
    for lab in slit:
        terrain[lab] = "tent_open"
    terrain.update(bridges)
    sides = dict(base.sides)
    for gid, (inner, outer) in base.gates.items():
        f = sides[side_key(inner, outer)]
        sides[side_key(inner, outer)] = HexsideFeature(
            "gate" if gates.get(gid, "closed") == "closed" else "gate_open", f.side_of
        )
    board = replace(base, terrain=terrain, sides=sides, ladders=dict(ladders), base=base)
    _VARIANTS[key] = (base, board)
    return board


_VARIANTS: dict[object, tuple[Board, Board]] = {}


# the turn cost of a rider's about-turn in place: front and rear swapped for a flat cost (movement.toml
# ``about_turn``, A§4.4.1, §P5), not the terrain of a hex entered
ABOUT_TURN = -1


@cache
def rider_steps(board: Board) -> dict[tuple[str, int], tuple[tuple[str, int, int], ...]]:
    """Every rider position on the map (front hex, facing) -> its steps (new front, facing, turn cost);
    the about-turn in place is the step into his rear hex with the cost ``ABOUT_TURN``."""
    out: dict[tuple[str, int], tuple[tuple[str, int, int], ...]] = {}
    for lab, h in board.hexes.items():
        for f in range(6):
            steps = []
            rear = board.at(TwoHexPiece(h, f).rear(ORIENT))
            for piece, extra in TwoHexPiece(h, f).steps(ORIENT):
                nl = board.at(piece.front)
                nr = board.at(piece.rear(ORIENT))
                if nl is None or nr is None:
                    continue
                # the new front is entered from the old hex next to it; the horse never spans a wall
                came = lab if board.hexes[lab].distance(piece.front) == 1 else rear
                walled = board.sides or board.ladders or board.level[lab] != board.level[nl]
                if (walled or board.level[nr] != board.level[nl]) and (
                    came is None or not passable(board, came, nl, True) or not passable(board, nr, nl, True)
                ):
                    continue
                steps.append((nl, piece.facing, extra))
            if rear is not None:
                steps.append((rear, (f + 3) % 6, ABOUT_TURN))
            out[(lab, f)] = tuple(steps)
    return out


@cache
def rider_crossings(board: Board) -> dict[tuple[str, int, str], int]:
    """What a hexside adds to a rider's step on top of the hex entered, where it adds anything (a
    parapet: +2 MP mounted as on foot, A§3.2, §8.5): (front, facing, new front) -> MP."""
    out: dict[tuple[str, int, str], int] = {}
    if not board.sides:
        return out
    for (lab, f), steps in rider_steps(board).items():
        rear = rider_rear(board)[(lab, f)]
        for nl, _facing, _turn in steps:
            came = lab if board.hexes[lab].distance(board.hexes[nl]) == 1 else rear
            feat = board.feature(came, nl) if came is not None else None
            more = int(_crossing(feat.kind).get("extra", 0)) if feat is not None else 0
            if more:
                out[(lab, f, nl)] = more
    return out


@cache
def rider_rear(board: Board) -> dict[tuple[str, int], str | None]:
    return {
        (lab, f): board.at(TwoHexPiece(h, f).rear(ORIENT)) for lab, h in board.hexes.items() for f in range(6)
    }


def build_board(data: Mapping[str, Any]) -> Board:
    rows = [str(r) for r in data["rows"]]
    height, width = len(rows), max(len(r) for r in rows)
    labels, hexes, terrain, level = [], {}, {}, {}
    for row, line in enumerate(rows):
        for col, ch in enumerate(line):
            lab = f"{col:02d}{row:02d}"
            labels.append(lab)
            hexes[lab] = ccrr_to_hex(lab, PARITY)
            terrain[lab] = TERRAIN_OF.get(ch, "clear")
            level[lab] = 1 if ch == "^" or (ch == "r" and row <= 2) else 0
    for col, row in data.get("palms", ()):
        trunk = f"{int(col):02d}{int(row):02d}"
        terrain[trunk] = "trunk"
        for n in hexes[trunk].neighbours(ORIENT):
            nl = label(n)
            if nl in terrain and terrain[nl] == "clear":
                terrain[nl] = "foliage"
    for row, line in enumerate(data.get("levels", ())):
        for col, ch in enumerate(str(line)):
            if ch.isdigit():
                level[f"{col:02d}{row:02d}"] = int(ch)
    sides, building = _works(data, hexes, terrain)
    heights = {str(b["id"]): int(b["height"]) for b in data.get("buildings", ()) if "height" in b}
    above, hatches, up_of, storeys = _roofs_over(data, hexes, terrain, level, building, heights, labels)
    rungs = _rungs(hatches, hexes, terrain, level, building, labels)
    ladders = {str(a): str(b) for a, b in data.get("ladders", ())}
    for foot, top in ladders.items():
        if level[top] != level[foot] + 1 or hexes[foot].distance(hexes[top]) != 1:
            raise ValueError(f"a ladder at {foot} reaches one level, onto a hex next to it: not {top}")
    gates = {str(g["id"]): (str(g["passage"]), str(g["outside"])) for g in data.get("gates", ())}
    for inner, outer in gates.values():
        sides[side_key(inner, outer)] = HexsideFeature("gate", hexes[inner])
        for n in hexes[inner].neighbours(ORIENT):
            nl = label(n)
            if nl in hexes and nl != outer and terrain[nl] not in CASTLE:
                sides.setdefault(side_key(inner, nl), HexsideFeature("wall", hexes[inner]))
    under = {lab: terrain[lab] for lab in ladders}
    for lab in ladders:
        terrain[lab] = "ladder"
    kind = str(data.get("objective", "oasis"))
    objective = frozenset(lab for lab in labels if terrain[lab] == kind)
    below = {up: room for room, up in above.items()}
    return Board(
        tuple(sorted(labels)),
        hexes,
        terrain,
        level,
        objective,
        width,
        height,
        sides,
        building,
        ladders,
        gates,
        under,
        heights,
        above,
        below,
        hatches,
        rungs,
        {place: room for room, place in rungs.items()},
        int(buildings_data()["hatch"]["open"]),
        up_of,
        {up: p for p, up in up_of.items()},
        _stacks(up_of),
        storeys,
    )


def _stacks(up_of: Mapping[str, str]) -> dict[str, tuple[str, ...]]:
    """Each room's hex -> its places above the ground floor, upwards."""
    out: dict[str, tuple[str, ...]] = {}
    for room in sorted(p for p in up_of if p == ground(p)):
        places, p = [], room
        while p in up_of:
            p = up_of[p]
            places.append(p)
        out[room] = tuple(places)
    return out


def _rungs(
    hatches: Mapping[str, int],
    hexes: dict[str, Hex],
    terrain: dict[str, str],
    level: dict[str, int],
    building: dict[str, str],
    labels: list[str],
) -> dict[str, str]:
    """The place on the ladder under each hatch (A§8.5: one waits there while the hatch is shut), in
    its room's hex and at its level, of the ladder's terrain (A§8.1: no cover, − in melee)."""
    out: dict[str, str] = {}
    for room in hatches:
        place = room + RUNG
        out[room] = place
        labels.append(place)
        hexes[place] = hexes[room]
        terrain[place] = "ladder"
        level[place] = level[room]
        building[place] = building[room]
    return out


def _roofs_over(
    data: Mapping[str, Any],
    hexes: dict[str, Hex],
    terrain: dict[str, str],
    level: dict[str, int],
    building: dict[str, str],
    heights: Mapping[str, int],
    labels: list[str],
) -> tuple[dict[str, str], dict[str, int], dict[str, str], dict[str, int]]:
    """The places above a building's ground floor (A§8.2, §8.5), each a label of its own in its room's
    hex: in a room of several storeys (``storeys`` in ``[[map.buildings]]``, room -> how many, levels
    0–3) an upper room a floor up for each storey above the first (``0504^``, one level higher each);
    over the rooms whose flat roof one may walk on (``upper``), the roof (``0404^``, or ``0504^^`` over
    two storeys) at the level the building's walls rise to. The places with a hatch in their ceiling
    (``hatches``: a room's floor or an upper room; ``hatch`` the MP of the climb, else movement.toml's
    ``hatch_climb``). Returns the roofs over the rooms, the hatches, each place's place above and the
    rooms of several storeys."""
    above: dict[str, str] = {}
    hatches: dict[str, int] = {}
    up_of: dict[str, str] = {}
    storeys: dict[str, int] = {}
    climb = int(read_toml(DATA_SCENARIOS / "movement.toml")["hatch_climb"])

    def place(lab: str, under: str, ter: str, lev: int, bid: str) -> None:
        labels.append(lab)
        hexes[lab] = hexes[ground(lab)]
        terrain[lab] = ter
        level[lab] = lev
        building[lab] = bid
        up_of[under] = lab

    for b in data.get("buildings", ()):
        bid = str(b["id"])
        rooms = {str(x) for x in b["hexes"]}
        for room, n in ((str(k), int(v)) for k, v in dict(b.get("storeys", {})).items()):
            if room not in rooms or terrain[room] == "roof" or not 1 <= n <= 4:
                raise ValueError(f"{room} is no room of the building {bid} of 1 to 4 storeys: not {n}")
            storeys[room] = n
            for k in range(1, n):
                place(room + ROOF * k, room + ROOF * (k - 1), "interior", level[room] + k, bid)
        for room in (str(x) for x in b.get("upper", ())):
            if room not in rooms or terrain[room] == "roof":
                raise ValueError(f"{room} is not a room of the building {bid}: no roof over it")
            n = storeys.get(room, 1)
            up = room + ROOF * n
            above[room] = up
            place(up, room + ROOF * (n - 1), "roof", level[room] + n - 1 + heights.get(bid, 1), bid)
        for lab in (str(x) for x in b.get("hatches", ())):
            if lab not in up_of:
                raise ValueError(f"a hatch at {lab} opens onto no floor nor roof of the building {bid}")
            hatches[lab] = int(b.get("hatch", climb))
    return above, hatches, up_of, {k: v for k, v in storeys.items() if v > 1}


# the terrain of a castle's inside: a wall-walk's edge toward any other hex is crenellated (A§5.5.4)
CASTLE = frozenset(("courtyard", "wall_walk", "passage", "castle_stairs", "castle_wall", "tower", "rubble"))


def _works(
    data: Mapping[str, Any], hexes: Mapping[str, Hex], terrain: Mapping[str, str]
) -> tuple[dict[tuple[str, str], HexsideFeature], dict[str, str]]:
    """The hexside features of the map: each building's walls with its doors, windows and loopholes
    (``[[map.buildings]]``: its hexes; pairs of [inside, outside] hexes), the crenels along the
    wall-walks, and any feature listed in ``sides`` ([a, b, kind] or [a, b, kind, inside])."""
    sides: dict[tuple[str, str], HexsideFeature] = {}
    building: dict[str, str] = {}
    for b in data.get("buildings", ()):
        inner = [str(x) for x in b["hexes"]]
        for lab in inner:
            building[lab] = str(b["id"])
        openings = {
            side_key(str(i), str(o)): HexsideFeature(kind, hexes[str(i)])
            for kind in ("door", "window", "loophole")
            for i, o in b.get(kind + "s", ())
        }
        for lab in inner:
            for n in hexes[lab].neighbours(ORIENT):
                nl = label(n)
                if nl in hexes and nl not in inner:
                    key = side_key(lab, nl)
                    edge = "railing" if terrain[lab] in RAILED else "wall"
                    sides[key] = openings.get(key, HexsideFeature(edge, hexes[lab]))
        # a roof is open to the sky and walled off from the rooms below but for their stairs (A§8.5)
        for lab in (str(x) for x in b.get("roofs", ())):
            building[lab] = str(b["id"])
            for nl in inner:
                if hexes[nl].distance(hexes[lab]) == 1:
                    if terrain[nl] == "stairs":
                        sides.pop(side_key(lab, nl), None)
                    else:
                        sides[side_key(lab, nl)] = HexsideFeature("wall", hexes[nl])
    for lab, ter in terrain.items():
        if ter != "wall_walk":
            continue
        for n in hexes[lab].neighbours(ORIENT):
            nl = label(n)
            if nl in hexes and terrain[nl] not in CASTLE:
                sides.setdefault(side_key(lab, nl), HexsideFeature("crenel", hexes[lab]))
    for a, b, kind, *inside in data.get("sides", ()):
        sides[side_key(str(a), str(b))] = HexsideFeature(str(kind), hexes[str(inside[0])] if inside else None)
    return sides, building
