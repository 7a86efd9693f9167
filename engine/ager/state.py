"""The position of an Ager Sanguinis game (digest §E1): the map, the characters and their animals.

What never changes in a game (the map, each character's printed values) lives in a ``Board`` and
``Profile``s shared by every copy of the state; a copy copies only what play changes.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any

from engine.ager.trail import copied
from engine.core.data import read_toml
from engine.core.dice import Dice
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
from engine.core.machine import Agenda
from engine.core.refs import SideRef, UnitRef

ORIENT = Orientation.FLAT
PARITY = Parity.ODD_Q
SYSTEM = "ager"
DATA_SCENARIOS = Path(__file__).resolve().parent / "data"

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
}


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
    base: Board | None = None  # the scenario's board this one varies

    def feature(self, a: str, b: str) -> HexsideFeature | None:
        """What stands on the hexside between ``a`` and ``b`` (None: nothing)."""
        return self.sides.get(side_key(a, b)) if self.sides else None

    def inside(self, f: HexsideFeature) -> str:
        """The label of the hex a directed hexside feature belongs to."""
        assert f.side_of is not None
        return label(f.side_of)

    def at(self, h: Hex) -> str | None:
        lab = label(h)
        return lab if lab in self.hexes and self.hexes[lab] == h else None

    def neighbours(self, lab: str) -> tuple[str, ...]:
        return _neighbours(self, lab)


@cache
def _neighbours(board: Board, lab: str) -> tuple[str, ...]:
    """The hexes next to ``lab`` one can step into from it: no wall between, and a level one can
    climb to (A§3.3, §8.5, §9.5)."""
    out = []
    for n in board.hexes[lab].neighbours(ORIENT):
        nl = board.at(n)
        if nl is not None and passable(board, lab, nl):
            out.append(nl)
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


def variant(
    base: Board,
    ladders: Mapping[str, str],
    gates: Mapping[str, str],
    slit: tuple[str, ...] = (),
    bridges: Mapping[str, str] | None = None,
) -> Board:
    """The scenario's board with the ladders standing as listed, the gates as they are now, the tent
    hexes slit open (A§8.6) and the bridges burnt or spanned by a foot-bridge (hex -> terrain, A§10.1)."""
    bridges = bridges or {}
    key = (
        id(base),
        tuple(sorted(ladders.items())),
        tuple(sorted(gates.items())),
        tuple(sorted(slit)),
        tuple(sorted(bridges.items())),
    )
    got = _VARIANTS.get(key)
    if got is not None and got[0] is base:
        return got[1]
    terrain = dict(base.terrain)
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


@cache
def rider_steps(board: Board) -> dict[tuple[str, int], tuple[tuple[str, int, int], ...]]:
    """Every rider position on the map (front hex, facing) -> its steps (new front, facing, turn cost)."""
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
            out[(lab, f)] = tuple(steps)
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
    for lab in ladders:
        terrain[lab] = "ladder"
    kind = str(data.get("objective", "oasis"))
    objective = frozenset(lab for lab in labels if terrain[lab] == kind)
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
    )


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
                    sides[key] = openings.get(key, HexsideFeature("wall", hexes[lab]))
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


@dataclass(frozen=True, slots=True)
class Profile:
    """A character's counters: its values in each state (attack, defence, movement) and its marks."""

    id: str
    name: str
    side: str
    code: str
    weapon: str | None
    spear: bool
    stats: Mapping[str, tuple[int, int, int]]
    stunned_def: int
    armoured: bool

    @property
    def can_ride(self) -> bool:
        return "mounted" in self.stats

    @property
    def knight(self) -> bool:
        return self.code[-1:] in ("k", "g")


@dataclass
class Character:
    id: str
    at: str | None  # the hex (a rider's front hex); None once dead and off the board
    facing: int | None = None  # a rider's facing; None on foot
    health: str = "healthy"  # healthy, wounded, stunned, captured (a prisoner, A§7.4), dead
    spear_thrown: bool = False
    fired_off: int = -9  # the phase number it last fired offensively in
    fired_def: int = -9  # the round it last fired defensively in
    attacked: int = -9  # the phase number it last made a melee attack in
    attacked_by: int = -9  # the phase number it was last attacked in melee in
    stunned_at: int = -9  # the phase number it was stunned in
    moved: int = -9  # the phase number it last moved in
    mp_used: int = 0  # movement points spent in that phase
    mp_left: int = 0  # movement points left in that phase
    infiltration: int = -9  # the phase number it last rolled an infiltration check in

    @property
    def mounted(self) -> bool:
        return self.facing is not None

    @property
    def alive(self) -> bool:
        return self.health != "dead"

    @property
    def able(self) -> bool:
        return self.health in ("healthy", "wounded")


@dataclass
class Animal:
    """A riderless horse: where it stands and whose it is."""

    id: str
    side: str
    at: str
    facing: int
    alive: bool = True
    led_by: str = ""  # the character leading it by the bridle (A§4.4.4)
    led_at: int = -9  # the round a rider took it at the end of his move (it follows from the next)
    missed: str = ""  # "<rider>@<round>": a rider's grab at its bridle failed that round


@dataclass
class AgerState:
    scenario: Mapping[str, Any]
    board: Board
    profiles: Mapping[str, Profile]
    chars: dict[str, Character]
    animals: dict[str, Animal] = field(default_factory=dict)
    bodies: dict[str, int] = field(default_factory=dict)  # body points per hex (A§4.2.1)
    phase_no: int = 0  # player-phases begun (1, 2, …): round = (phase_no + 1) // 2
    step: int = 0  # the step of the player-phase (1–5)
    closed: tuple[str, ...] = ()  # characters no longer a defensive-fire target this round (A§5.3)
    last_target: str = ""  # the last character defensive fire aimed at this round
    volleys: dict[str, int] = field(default_factory=dict)  # target -> hexes it had moved at the last volley
    halted: str = ""  # the character whose move ends where it stands (an infiltration check, a retreat)
    # this phase's charges: (rider, target, counter-charger or "", path, state) (A§7.1)
    charges: tuple[tuple[str, str, str, tuple[str, ...], str], ...] = ()
    charged: tuple[str, ...] = ()  # characters charged this round (one charge each, A§7.1.1)
    pots: dict[str, tuple[int, int]] = field(default_factory=dict)  # thrower -> (pots thrown, last round)
    fallen: tuple[str, ...] = ()  # the scenario's ladders pushed over (their hexes, A§10.2)
    gates: dict[str, str] = field(default_factory=dict)  # gate -> "open" or "broken" (else closed, A§10.1)
    labour: dict[str, int] = field(default_factory=dict)  # siege work under way -> its count (A§10.1)
    # feigned flights: (feigning group, enemy group, state, phase, feigners that fled) (A§7.2)
    feints: tuple[tuple[tuple[str, ...], tuple[str, ...], str, int, tuple[str, ...]], ...] = ()
    # prisoners taken whole -> 0 while held, then the phase since which, escaped, he stays by a dead
    # man to take his weapon, or -1 (A§7.4)
    arming: dict[str, int] = field(default_factory=dict)
    slit: tuple[str, ...] = ()  # the tent hexes slit open (A§8.6)
    bridges: dict[str, str] = field(default_factory=dict)  # bridge hex -> bridge_burnt / footbridge (A§10.1)
    trail: dict[str, list[Any]] = field(default_factory=dict)  # this player-phase so far, for the map
    last_trail: dict[str, list[Any]] = field(default_factory=dict)  # the last player-phase that showed any
    agenda: Agenda = field(default_factory=Agenda)
    dice: Dice = field(default_factory=lambda: Dice.seeded(0))

    @property
    def round(self) -> int:
        return (self.phase_no + 1) // 2

    @property
    def sides(self) -> tuple[str, str]:
        first = str(self.scenario["first"])
        other = next(s for s in self.scenario["sides"] if s != first)
        return (first, other)

    @property
    def active(self) -> str:
        return self.sides[(self.phase_no - 1) % 2] if self.phase_no else self.sides[0]

    def other(self, side: str) -> str:
        a, b = self.sides
        return b if side == a else a


def copy_state(st: AgerState) -> AgerState:
    return replace(
        st,
        chars={k: copy.copy(c) for k, c in st.chars.items()},
        animals={k: copy.copy(a) for k, a in st.animals.items()},
        bodies=dict(st.bodies),
        volleys=dict(st.volleys),
        pots=dict(st.pots),
        gates=dict(st.gates),
        labour=dict(st.labour),
        arming=dict(st.arming),
        bridges=dict(st.bridges),
        trail=copied(st.trail),
    )


def refit(st: AgerState) -> None:
    """Make the board show the ladders still standing and the gates as they are now."""
    base = st.board.base or st.board
    standing = {h: w for h, w in base.ladders.items() if h not in st.fallen}
    st.board = variant(base, standing, st.gates, st.slit, st.bridges)


def profiles_of(data: Mapping[str, Any]) -> dict[str, Profile]:
    out = {}
    for c in data["characters"]:
        stats: dict[str, tuple[int, int, int]] = {}
        for key in ("mounted", "mounted_wounded", "foot", "foot_wounded"):
            if key in c:
                a, d, m = (int(x) for x in c[key])
                stats[key] = (a, d, m)
        out[str(c["id"])] = Profile(
            str(c["id"]),
            str(c.get("name", c["id"])),
            str(c["side"]),
            str(c.get("code", "")),
            c.get("weapon"),
            bool(c.get("spear", False)),
            stats,
            int(c.get("stunned", 1)),
            bool(c.get("armoured", False)),
        )
    return out


# ---------------------------------------------------------------------------- reading the position


def pieces(st: AgerState, ch: Character) -> tuple[str, ...]:
    """The hexes a character stands on: two for a rider (front first), one on foot."""
    if ch.at is None:
        return ()
    if ch.facing is None:
        return (ch.at,)
    rear = rider_rear(st.board)[(ch.at, ch.facing)]
    return (ch.at, rear) if rear else (ch.at,)


def animal_hexes(st: AgerState, a: Animal) -> tuple[str, ...]:
    rear = rider_rear(st.board)[(a.at, a.facing)]
    return (a.at, rear) if rear else (a.at,)


def occupants(st: AgerState) -> dict[str, str]:
    """Hex label -> the living character (or living animal, ``horse:<id>``) on it."""
    out: dict[str, str] = {}
    for a in st.animals.values():
        if a.alive:
            for h in animal_hexes(st, a):
                out[h] = f"horse:{a.id}"
    for c in st.chars.values():
        if c.alive:
            for h in pieces(st, c):
                out[h] = c.id
    return out


def stats(st: AgerState, ch: Character) -> tuple[int, int, int]:
    """Attack, defence and movement in the character's present state."""
    prof = st.profiles[ch.id]
    if ch.health == "stunned":
        return (0, prof.stunned_def, 0)
    key = ("mounted" if ch.mounted else "foot") + ("_wounded" if ch.health == "wounded" else "")
    return prof.stats.get(key, (0, prof.stunned_def, 0))


def unit_ref(st: AgerState, ch: Character) -> UnitRef:
    prof = st.profiles[ch.id]
    kind = ("rider" if ch.mounted else "foot") if ch.alive else "dead"
    return UnitRef(ch.id, name=prof.name, system=SYSTEM, type=kind, hex=ch.at or "", side=prof.side)


def side_ref(side: str) -> SideRef:
    return SideRef(side, system=SYSTEM)


def dump(st: AgerState) -> dict[str, Any]:
    return {
        "scenario": st.scenario.get("id") if st.scenario.get("_named") else dict(st.scenario),
        "chars": {k: [c.at, c.facing, c.health, c.spear_thrown, *_marks(c)] for k, c in st.chars.items()},
        "animals": {k: [a.side, a.at, a.facing, a.alive, *_bridle(a)] for k, a in st.animals.items()},
        "bodies": dict(st.bodies),
        "phase_no": st.phase_no,
        "step": st.step,
        "closed": list(st.closed),
        "last_target": st.last_target,
        "volleys": dict(st.volleys),
        "halted": st.halted,
        "charges": [[r, t, c, list(p), s] for r, t, c, p, s in st.charges],
        "charged": list(st.charged),
        "pots": {k: list(v) for k, v in st.pots.items()},
        "fallen": list(st.fallen),
        "gates": dict(st.gates),
        "labour": dict(st.labour),
        **(
            {"feints": [[list(a), list(b), s, p, list(d)] for a, b, s, p, d in st.feints]}
            if st.feints
            else {}
        ),
        **({"arming": dict(st.arming)} if st.arming else {}),
        **({"slit": list(st.slit)} if st.slit else {}),
        **({"bridges": dict(st.bridges)} if st.bridges else {}),
        "trail": st.trail,
        "last_trail": st.last_trail,
    }


def _bridle(a: Animal) -> list[Any]:
    """Who leads the horse, when anyone has taken or tried to grab its bridle (A§4.4.4)."""
    return [a.led_by, a.led_at, a.missed] if (a.led_by or a.missed) else []


def _marks(c: Character) -> list[int]:
    """The per-phase marks, in the order ``Character`` declares them."""
    return [
        c.fired_off,
        c.fired_def,
        c.attacked,
        c.attacked_by,
        c.stunned_at,
        c.moved,
        c.mp_used,
        c.mp_left,
        c.infiltration,
    ]


def load(data: Mapping[str, Any], scenario: Mapping[str, Any], agenda: Agenda, dice: Dice) -> AgerState:
    board, profiles = prepared(scenario)
    chars = {}
    for k, v in data["chars"].items():
        at, facing, health, thrown, *marks = v
        chars[k] = Character(k, at, facing, health, bool(thrown), *(int(m) for m in marks))
    animals = {
        k: Animal(k, s, at, int(f), bool(al), *((str(r[0]), int(r[1]), str(r[2])) if r else ()))
        for k, (s, at, f, al, *r) in data["animals"].items()
    }
    st = AgerState(
        scenario,
        board,
        profiles,
        chars,
        animals,
        {k: int(v) for k, v in data["bodies"].items()},
        int(data["phase_no"]),
        int(data["step"]),
        tuple(data["closed"]),
        str(data["last_target"]),
        {k: int(v) for k, v in data["volleys"].items()},
        str(data["halted"]),
        tuple((str(r), str(t), str(c), tuple(p), str(s)) for r, t, c, p, s in data.get("charges", ())),
        tuple(data.get("charged", ())),
        {k: (int(a), int(b)) for k, (a, b) in data.get("pots", {}).items()},
        tuple(data.get("fallen", ())),
        {str(k): str(v) for k, v in data.get("gates", {}).items()},
        {str(k): int(v) for k, v in data.get("labour", {}).items()},
        tuple((tuple(a), tuple(b), str(s), int(p), tuple(d)) for a, b, s, p, d in data.get("feints", ())),
        {str(k): int(v) for k, v in data.get("arming", {}).items()},
        tuple(str(h) for h in data.get("slit", ())),
        {str(k): str(v) for k, v in data.get("bridges", {}).items()},
        copied(data.get("trail", {})),
        copied(data.get("last_trail", {})),
        agenda,
        dice,
    )
    if st.fallen or st.gates or st.slit or st.bridges:
        refit(st)
    return st


_PREPARED: dict[int, tuple[Mapping[str, Any], Board, dict[str, Profile]]] = {}


def prepared(scenario: Mapping[str, Any]) -> tuple[Board, dict[str, Profile]]:
    """The board and profiles of a scenario, built once per scenario mapping."""
    got = _PREPARED.get(id(scenario))
    if got is not None and got[0] is scenario:
        return got[1], got[2]
    board, profiles = build_board(scenario["map"]), profiles_of(scenario)
    _PREPARED[id(scenario)] = (scenario, board, profiles)
    return board, profiles
