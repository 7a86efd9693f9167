"""Scenario files (TOML) and inline scenario tables: one schema, checked with every problem reported at once.

The format is documented in docs/afde.md. Inline scenarios (tests, transcripts) use the same schema
with generous defaults: the map may be omitted, sides need only an id, units only a few values.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from engine.afde.tables import tables
from engine.core.data import Checker, read_toml
from engine.core.hexgrid import FLAT_DIRECTION_NAMES, ccrr_col_row, ccrr_to_hex

DATA = Path(__file__).resolve().parent / "data"
TABLE_FILES = {"terrain", "fire", "combat", "leaders", "words"}
UNIT_TYPES = ("Ch", "Ha", "Cl", "Su", "Pi", "Il", "Mi", "Ar", "Ab", "Aq", "At")
FIRE_CLASSES = ("Ar", "Ab", "Aq", "At", "other")
EDGES = ("north", "south", "east", "west")
PHASES = ("A", "B", "C", "D", "E")
DEFAULT_COLOURS = {"french": "#2b4c9b", "english": "#b22222"}
FALLBACK_COLOURS = ("#2b4c9b", "#b22222")

TOP_KEYS = {
    "id", "name", "invented", "summary", "turns", "map", "sides", "leaders", "units", "rules", "victory",
    "start", "source",
}  # fmt: skip
SIDE_KEYS = {"id", "name", "role", "rout_edge", "colour", "remonte", "demonte"}
LEADER_KEYS = {
    "id",
    "name",
    "side",
    "banner",
    "cinc",
    "bonus",
    "rating",
    "range",
    "mp",
    "hex",
    "enters",
    "wounded",
}
UNIT_KEYS = {
    "id", "name", "side", "banner", "type", "mounted", "front", "back", "fire", "hex", "facing", "enters",
    "entry", "fatigued", "cohesion", "commanded", "mounted_mp", "foot_mp", "rest", "sp", "quality", "mp",
}  # fmt: skip
MAP_KEYS = {"columns", "rows", "default", "terrain", "level", "hexsides"}
RULES_KEYS = {"stacking", "no_melee_banners", "fire_shift"}
VICTORY_KEYS = {
    "unit_sp", "leader_wounded", "leader_killed", "leader_captured", "cinc_factor", "draw_margin",
    "break_percent", "break_bonus", "hold", "clear",
}  # fmt: skip
START_KEYS = {"turn", "phase", "activate"}


@dataclass(frozen=True)
class SideSpec:
    id: str
    name: str
    role: str  # attacker | defender
    rout_edge: str
    colour: str
    remonte: int
    demonte: int


@dataclass(frozen=True)
class LeaderSpec:
    id: str
    name: str
    side: str
    banner: str
    cinc: bool
    bonus: int
    rating: int
    range: int
    mp: int
    hex: str | None
    enters: int
    wounded: bool


@dataclass(frozen=True)
class UnitSpec:
    id: str
    name: str
    side: str
    banner: str
    type: str
    mounted: bool
    front: tuple[int, int, int]
    back: tuple[int, int, int]
    fire: str
    hex: str | None
    facing: int
    enters: int
    entry: str | None
    fatigued: bool
    cohesion: str
    commanded: bool | None
    alt_mp: tuple[int, int]  # MP [fresh, fatigued] after a remonte/démonte
    rest: bool


@dataclass(frozen=True)
class StackRule:
    max_units: int
    same_banner: bool
    same_type: bool
    types: tuple[str, ...]


@dataclass(frozen=True)
class Objective:
    kind: str  # hold (per hex) | clear (no enemy in a zone)
    side: str
    vp: int
    hexes: tuple[str, ...]
    min_row: int
    max_row: int


@dataclass(frozen=True)
class Scenario:
    id: str
    name: str
    invented: bool
    summary: str
    turns: int
    columns: int
    rows: int
    terrain: Mapping[str, str]  # label -> terrain (only non-default)
    default_terrain: str
    level: Mapping[str, int]
    hexsides: Mapping[tuple[str, str], str]  # sorted label pair -> feature
    sides: tuple[SideSpec, ...]
    leaders: tuple[LeaderSpec, ...]
    units: tuple[UnitSpec, ...]
    stacking: tuple[StackRule, ...]
    no_melee_banners: tuple[str, ...]
    fire_shift: Mapping[str, int]  # side id -> columns right
    vp_unit_sp: bool
    vp_leader: Mapping[str, int]
    cinc_factor: int
    draw_margin: int
    break_percent: int
    break_bonus: int
    objectives: tuple[Objective, ...]
    start_turn: int
    start_phase: str
    start_activate: tuple[str, ...]
    raw: Mapping[str, Any] = field(compare=False, repr=False, default_factory=dict)
    memo: dict[Any, Any] = field(compare=False, repr=False, default_factory=dict)  # derived look-ups

    def side(self, sid: str) -> SideSpec:
        for s in self.sides:
            if s.id == sid:
                return s
        raise KeyError(sid)

    def enemy(self, sid: str) -> str:
        return next(s.id for s in self.sides if s.id != sid)

    @property
    def attacker(self) -> str:
        return next(s.id for s in self.sides if s.role == "attacker")

    @property
    def defender(self) -> str:
        return next(s.id for s in self.sides if s.role == "defender")

    def on_map(self, label: str) -> bool:
        return _on_map(self.columns, self.rows, label)

    def terrain_at(self, label: str) -> str:
        return self.terrain.get(label, self.default_terrain)

    def hexside(self, a: str, b: str) -> str | None:
        return self.hexsides.get((a, b) if a < b else (b, a))


@cache
def _on_map(columns: int, rows: int, label: str) -> bool:
    c, r = ccrr_col_row(ccrr_to_hex(label))
    return 1 <= c <= columns and 1 <= r <= rows


def _label(chk: Checker, value: Any, key: str) -> str | None:
    if not isinstance(value, str):
        chk.problem(key, f"must be a CCRR hex label, not {value!r}")
        return None
    try:
        h = ccrr_to_hex(value)
    except ValueError as exc:
        chk.problem(key, str(exc))
        return None
    from engine.core.hexgrid import hex_to_ccrr

    return hex_to_ccrr(h)


def _facing(chk: Checker, value: Any, key: str) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 5:
        return value
    if isinstance(value, str) and value.upper() in FLAT_DIRECTION_NAMES:
        return FLAT_DIRECTION_NAMES.index(value.upper())
    chk.problem(key, f"must be a direction 0-5 or one of {', '.join(FLAT_DIRECTION_NAMES)}, not {value!r}")
    return 0


def _triple(chk: Checker, value: Any, key: str) -> tuple[int, int, int] | None:
    if (
        isinstance(value, list)
        and len(value) == 3
        and all(isinstance(x, int) and not isinstance(x, bool) for x in value)
    ):
        return (value[0], value[1], value[2])
    chk.problem(key, f"must be [SP, quality, MP], not {value!r}")
    return None


def _pair(chk: Checker, value: Any, key: str) -> tuple[int, int] | None:
    if isinstance(value, list) and len(value) == 2 and all(isinstance(x, int) for x in value):
        return (value[0], value[1])
    chk.problem(key, f"must be [fresh MP, fatigued MP], not {value!r}")
    return None


def parse_scenario(raw: Mapping[str, Any], source: str) -> Scenario:
    """Check a scenario table; raise DataError listing every problem."""
    chk = Checker(source)
    tb = tables()
    chk.unknown_keys(raw, TOP_KEYS)
    inline = source == "<inline>"
    sid = chk.field(raw, "id", str, "inline" if inline else "")
    name = chk.field(raw, "name", str, sid)
    invented = chk.field(raw, "invented", bool, True)
    summary = chk.field(raw, "summary", str, "")
    turns = chk.field(raw, "turns", int, 8)
    chk.field(raw, "source", str, "")

    # ---------------------------------------------------------------- map
    mp = chk.field(raw, "map", dict, {})
    terrain: dict[str, str] = {}
    level: dict[str, int] = {}
    hexsides: dict[tuple[str, str], str] = {}
    with chk.at("map"):
        chk.unknown_keys(mp, MAP_KEYS)
        columns = chk.field(mp, "columns", int, 30)
        rows = chk.field(mp, "rows", int, 30)
        default = chk.field(mp, "default", str, "clear")
        chk.check(default in tb.terrain, "default", f"{default!r} is not a terrain of the Terrain Chart")
        for tname, hexes in chk.field(mp, "terrain", dict, {}).items():
            if tname not in tb.terrain:
                chk.problem(f"terrain.{tname}", f"is not a terrain ({', '.join(sorted(tb.terrain))})")
                continue
            if not isinstance(hexes, list):
                chk.problem(f"terrain.{tname}", "must be a list of hex labels")
                continue
            for i, h in enumerate(hexes):
                lab = _label(chk, h, f"terrain.{tname}[{i}]")
                if lab:
                    if lab in terrain:
                        chk.problem(f"terrain.{tname}[{i}]", f"{lab} already has terrain {terrain[lab]}")
                    terrain[lab] = tname
        for lv, hexes in chk.field(mp, "level", dict, {}).items():
            if not lv.lstrip("-").isdigit() or not isinstance(hexes, list):
                chk.problem(f"level.{lv}", "must map a level number to a list of hex labels")
                continue
            for i, h in enumerate(hexes):
                lab = _label(chk, h, f"level.{lv}[{i}]")
                if lab:
                    level[lab] = int(lv)
        for i, hs in enumerate(chk.field(mp, "hexsides", list, [])):
            with chk.at(f"hexsides[{i}]"):
                if not isinstance(hs, dict):
                    chk.problem("", "must be a table {a, b, feature}")
                    continue
                chk.unknown_keys(hs, {"a", "b", "feature"})
                a = _label(chk, hs.get("a"), "a")
                b = _label(chk, hs.get("b"), "b")
                feat = chk.field(hs, "feature", str, "")
                if feat not in tb.hexsides:
                    chk.problem(
                        "feature", f"{feat!r} is not a hexside feature ({', '.join(sorted(tb.hexsides))})"
                    )
                if a and b:
                    if ccrr_to_hex(a).distance(ccrr_to_hex(b)) != 1:
                        chk.problem("", f"{a} and {b} are not adjacent")
                    hexsides[(a, b) if a < b else (b, a)] = feat

    def on_map(lab: str) -> bool:
        c, r = ccrr_col_row(ccrr_to_hex(lab))
        return 1 <= c <= columns and 1 <= r <= rows

    # ---------------------------------------------------------------- sides
    sides: list[SideSpec] = []
    raw_sides = chk.field(raw, "sides", list, [])
    chk.check(len(raw_sides) == 2, "sides", "must list exactly two sides")
    for i, s in enumerate(raw_sides):
        with chk.at(f"sides[{i}]"):
            if not isinstance(s, dict):
                chk.problem("", "must be a table")
                continue
            chk.unknown_keys(s, SIDE_KEYS)
            side_id = chk.field(s, "id", str, f"side{i}")
            role = chk.choice(s, "role", ("attacker", "defender"), "attacker" if i == 0 else "defender")
            edge = chk.choice(s, "rout_edge", EDGES, "north" if i == 0 else "south")
            colour = chk.field(s, "colour", str, DEFAULT_COLOURS.get(side_id, FALLBACK_COLOURS[i % 2]))
            sides.append(
                SideSpec(
                    side_id,
                    chk.field(s, "name", str, side_id.title()),
                    role,
                    edge,
                    colour,
                    chk.field(s, "remonte", int, 0),
                    chk.field(s, "demonte", int, 0),
                )
            )
    side_ids = [s.id for s in sides]
    if len(sides) == 2 and {s.role for s in sides} != {"attacker", "defender"}:
        chk.problem("sides", "one side must be the attacker and the other the defender")
    if len(set(side_ids)) != len(side_ids):
        chk.problem("sides", "side ids must differ")

    # ---------------------------------------------------------------- leaders
    leaders: list[LeaderSpec] = []
    ids: set[str] = set()
    for i, ld in enumerate(chk.field(raw, "leaders", list, [])):
        with chk.at(f"leaders[{i}]"):
            if not isinstance(ld, dict):
                chk.problem("", "must be a table")
                continue
            chk.unknown_keys(ld, LEADER_KEYS)
            lid = chk.field(ld, "id", str, f"L{i}")
            if lid in ids:
                chk.problem("id", f"{lid} is used twice")
            ids.add(lid)
            side = chk.field(ld, "side", str, side_ids[0] if side_ids else "")
            if side not in side_ids:
                chk.problem("side", f"{side!r} is not a side ({', '.join(side_ids)})")
            hx = _label(chk, ld["hex"], "hex") if "hex" in ld else None
            if hx and not on_map(hx):
                chk.problem("hex", f"{hx} is off the map")
            leaders.append(
                LeaderSpec(
                    lid,
                    chk.field(ld, "name", str, lid),
                    side,
                    chk.field(ld, "banner", str, lid),
                    chk.field(ld, "cinc", bool, False),
                    chk.field(ld, "bonus", int, 0),
                    chk.field(ld, "rating", int, 1),
                    chk.field(ld, "range", int, 3),
                    chk.field(ld, "mp", int, 8),
                    hx,
                    chk.field(ld, "enters", int, 0),
                    chk.field(ld, "wounded", bool, False),
                )
            )
    for sd in side_ids:
        n = sum(1 for ld in leaders if ld.side == sd and ld.cinc)
        if n > 1:
            chk.problem("leaders", f"side {sd} has {n} commanders-in-chief")

    # ---------------------------------------------------------------- units
    units: list[UnitSpec] = []
    for i, u in enumerate(chk.field(raw, "units", list, [])):
        with chk.at(f"units[{i}]"):
            if not isinstance(u, dict):
                chk.problem("", "must be a table")
                continue
            chk.unknown_keys(u, UNIT_KEYS)
            uid = chk.field(u, "id", str, f"U{i}")
            if uid in ids:
                chk.problem("id", f"{uid} is used twice")
            ids.add(uid)
            side = chk.field(u, "side", str, side_ids[0] if side_ids else "")
            if side not in side_ids:
                chk.problem("side", f"{side!r} is not a side ({', '.join(side_ids)})")
            utype = chk.choice(u, "type", UNIT_TYPES)
            mounted = chk.field(u, "mounted", bool, utype in ("Ch", "Ha", "Cl"))
            if "front" in u:
                front = _triple(chk, u["front"], "front") or (1, 1, 1)
            else:
                front = (
                    chk.field(u, "sp", int, 3),
                    chk.field(u, "quality", int, 5),
                    chk.field(u, "mp", int, 4),
                )
            back = _triple(chk, u["back"], "back") or front if "back" in u else (
                max(front[0] - 1, 1), front[1] - 1, max(front[2] - 1, 1))  # fmt: skip
            fire_raw = u.get("fire", "")
            fire = ""
            if fire_raw is True:
                fire = utype if utype in FIRE_CLASSES else "other"
            elif isinstance(fire_raw, str) and fire_raw in ("", *FIRE_CLASSES, "Cl", "Il", "Mi"):
                fire = "other" if fire_raw in ("Cl", "Il", "Mi") else fire_raw
            elif fire_raw is not False:
                chk.problem("fire", f"must be true/false or a fire class ({', '.join(FIRE_CLASSES)})")
            if utype in ("Ar", "Ab", "Aq", "At") and fire_raw == "" and "fire" not in u:
                fire = utype
            hx = _label(chk, u["hex"], "hex") if "hex" in u else None
            entry = _label(chk, u["entry"], "entry") if "entry" in u else None
            enters = chk.field(u, "enters", int, 0)
            if hx is None and entry is None:
                chk.problem("hex", "is missing (or give enters and entry for a reinforcement)")
            for lab, key in ((hx, "hex"), (entry, "entry")):
                if lab and not on_map(lab):
                    chk.problem(key, f"{lab} is off the map")
            if mounted:
                alt = tb.foot_mp
                if "foot_mp" in u:
                    alt = _pair(chk, u["foot_mp"], "foot_mp") or alt
            else:
                alt = tb.mounted_mp
                if "mounted_mp" in u:
                    alt = _pair(chk, u["mounted_mp"], "mounted_mp") or alt
            cmd = u.get("commanded")
            if cmd is not None and not isinstance(cmd, bool):
                chk.problem("commanded", "must be true or false")
                cmd = None
            units.append(
                UnitSpec(
                    uid,
                    chk.field(u, "name", str, uid),
                    side,
                    chk.field(u, "banner", str, ""),
                    utype or "Mi",
                    mounted,
                    front,
                    back,
                    fire,
                    hx,
                    _facing(chk, u.get("facing", 0 if side == side_ids[-1] else 3), "facing"),
                    enters,
                    entry,
                    chk.field(u, "fatigued", bool, False),
                    chk.choice(u, "cohesion", ("good", "disordered", "routed"), "good"),
                    cmd,
                    alt,
                    chk.field(u, "rest", bool, False),
                )
            )
    banners = {ld.banner for ld in leaders}
    for i, us in enumerate(units):
        if not us.banner:
            own = [ld for ld in leaders if ld.side == us.side]
            if len({ld.banner for ld in own}) == 1:
                units[i] = _with_banner(us, own[0].banner)
            elif not own:
                units[i] = _with_banner(us, us.side)
            else:
                chk.problem(f"units[{i}].banner", "is missing (the side has several banners)")
        elif us.banner not in banners:
            pass  # a banner without a leader: its units are always uncommanded

    # ---------------------------------------------------------------- rules and victory
    rules = chk.field(raw, "rules", dict, {})
    stacking: list[StackRule] = []
    no_melee: tuple[str, ...] = ()
    fire_shift: dict[str, int] = {}
    with chk.at("rules"):
        chk.unknown_keys(rules, RULES_KEYS)
        for i, st in enumerate(chk.field(rules, "stacking", list, [])):
            with chk.at(f"stacking[{i}]"):
                if not isinstance(st, dict):
                    chk.problem("", "must be a table")
                    continue
                chk.unknown_keys(st, {"max", "same_banner", "same_type", "types"})
                stacking.append(
                    StackRule(
                        chk.field(st, "max", int, 2),
                        chk.field(st, "same_banner", bool, False),
                        chk.field(st, "same_type", bool, False),
                        tuple(chk.field(st, "types", list, [])),
                    )
                )
        no_melee = tuple(chk.field(rules, "no_melee_banners", list, []))
        fs = rules.get("fire_shift", {})
        if isinstance(fs, int):
            fire_shift = dict.fromkeys(side_ids, fs)
        elif isinstance(fs, dict):
            fire_shift = {k: int(v) for k, v in fs.items()}
        else:
            chk.problem("fire_shift", "must be a number or a table side = columns")
    vic = chk.field(raw, "victory", dict, {})
    objectives: list[Objective] = []
    with chk.at("victory"):
        chk.unknown_keys(vic, VICTORY_KEYS)
        for kind in ("hold", "clear"):
            for i, ob in enumerate(chk.field(vic, kind, list, [])):
                with chk.at(f"{kind}[{i}]"):
                    if not isinstance(ob, dict):
                        chk.problem("", "must be a table")
                        continue
                    chk.unknown_keys(ob, {"side", "vp", "hexes", "min_row", "max_row"})
                    hexes = tuple(
                        h for j, x in enumerate(ob.get("hexes", [])) if (h := _label(chk, x, f"hexes[{j}]"))
                    )
                    objectives.append(
                        Objective(
                            kind,
                            chk.field(ob, "side", str, ""),
                            chk.field(ob, "vp", int, 0),
                            hexes,
                            chk.field(ob, "min_row", int, 0),
                            chk.field(ob, "max_row", int, 999),
                        )
                    )
        vp_leader = {
            "wounded": chk.field(vic, "leader_wounded", int, 1),
            "killed": chk.field(vic, "leader_killed", int, 3),
            "captured": chk.field(vic, "leader_captured", int, 4),
        }
        vp_unit_sp = chk.field(vic, "unit_sp", bool, True)
        cinc_factor = chk.field(vic, "cinc_factor", int, 2)
        draw_margin = chk.field(vic, "draw_margin", int, 2)
        break_percent = chk.field(vic, "break_percent", int, 0)
        break_bonus = chk.field(vic, "break_bonus", int, 0)

    start = chk.field(raw, "start", dict, {})
    with chk.at("start"):
        chk.unknown_keys(start, START_KEYS)
        start_turn = chk.field(start, "turn", int, 1)
        start_phase = chk.choice(start, "phase", PHASES, "A")
        activate = tuple(chk.field(start, "activate", list, []))
        for a in activate:
            if a not in {ld.id for ld in leaders}:
                chk.problem("activate", f"{a!r} is not a leader")
    chk.done()
    return Scenario(
        id=sid,
        name=name,
        invented=invented,
        summary=summary,
        turns=turns,
        columns=columns,
        rows=rows,
        terrain=terrain,
        default_terrain=default,
        level=level,
        hexsides=hexsides,
        sides=tuple(sides),
        leaders=tuple(leaders),
        units=tuple(units),
        stacking=tuple(stacking),
        no_melee_banners=no_melee,
        fire_shift=fire_shift,
        vp_unit_sp=vp_unit_sp,
        vp_leader=vp_leader,
        cinc_factor=cinc_factor,
        draw_margin=draw_margin,
        break_percent=break_percent,
        break_bonus=break_bonus,
        objectives=tuple(objectives),
        start_turn=start_turn,
        start_phase=start_phase or "A",
        start_activate=activate,
        raw=raw,
    )


def _with_banner(u: UnitSpec, banner: str) -> UnitSpec:
    from dataclasses import replace

    return replace(u, banner=banner)


def scenario_files() -> list[Path]:
    return sorted(p for p in DATA.glob("*.toml") if p.stem not in TABLE_FILES)


@cache
def load_file(scenario_id: str) -> Scenario:
    path = DATA / f"{scenario_id}.toml"
    return parse_scenario(read_toml(path), str(path))


_INLINE: dict[str, Scenario] = {}


def load_inline(raw: Mapping[str, Any]) -> Scenario:
    key = json.dumps(raw, sort_keys=True, default=str)
    scn = _INLINE.get(key)
    if scn is None:
        scn = parse_scenario(raw, "<inline>")
        if len(_INLINE) > 256:
            _INLINE.clear()
        _INLINE[key] = scn
    return scn
