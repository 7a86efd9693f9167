"""The player aids (Terrain Chart, Fire Table, Combat Table, leader tables) read from data files.

The shipped files are invented placeholders that reproduce every value the rulebook's worked examples
pin; a user who owns the game replaces the files, not this code. Every problem is reported at once.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from engine.core.data import Checker, read_toml

DATA = Path(__file__).resolve().parent / "data"
NM = None  # "no entry"
KINDS = ("foot", "mounted", "artillery", "leader")
RESULT_CODES = {"", "F", "D", "Dr", "R"}


@dataclass(frozen=True)
class Terrain:
    name: str
    cost: dict[str, int | None]
    blocks_los: bool
    melee: int


@dataclass(frozen=True)
class Hexside:
    name: str
    move: bool
    cost: int
    melee: bool
    blocks_los: bool
    melee_mod: int


@dataclass(frozen=True)
class Tables:
    terrain: dict[str, Terrain]
    climb: dict[str, int]
    hexsides: dict[str, Hexside]
    fire_range: dict[str, int]
    fire_columns: tuple[int, ...]
    fire_rows: dict[int, tuple[str, ...]]
    fire_min: int
    fire_max: int
    fire_mods: dict[str, Any]
    cap: int
    ratio: dict[str, int]
    type_cap: int
    type_values: dict[str, dict[str, int]]
    quality_divisor: int
    quality_cap: int
    combat_mods: dict[str, int]
    results: dict[int, tuple[str, str]]
    res_min: int
    res_max: int
    casualty: dict[str, dict[int, str]]
    wounded: tuple[tuple[int, ...], tuple[int, ...]]
    replacement: tuple[int, tuple[int, ...], tuple[int, ...]]
    generic: tuple[int, tuple[int, ...], tuple[int, ...]]
    mounted_mp: tuple[int, int]
    foot_mp: tuple[int, int]
    mount_cost: int

    # ------------------------------------------------------------------ look-ups

    def fire_column(self, rng: int, shift: int = 0) -> int:
        """The Fire Table column (0-based) for a range, after a scenario's shift."""
        col = len(self.fire_columns) - 1
        for i, top in enumerate(self.fire_columns):
            if rng <= top:
                col = i
                break
        return max(0, min(len(self.fire_columns) - 1, col + shift))

    def fire_result(self, rng: int, roll: int, shift: int = 0) -> str:
        row = max(self.fire_min, min(self.fire_max, roll))
        return self.fire_rows[row][self.fire_column(rng, shift)]

    def combat_result(self, roll: int) -> tuple[str, str]:
        return self.results[max(self.res_min, min(self.res_max, roll))]

    def ratio_mod(self, att: int, dfn: int) -> tuple[str, int]:
        if dfn <= 0:
            key = "4:1"
        elif att >= dfn:
            key = f"{min(att // dfn, 4)}:1"
        elif att <= 0:
            key = "1:4"
        else:
            key = f"1:{min(-(-dfn // att), 4)}"
        return key, self.ratio[key]

    def type_value(self, code: str, mounted: bool, vs_mounted: bool = False) -> int:
        if not mounted and vs_mounted and code in self.type_values["foot_vs_mounted"]:
            return self.type_values["foot_vs_mounted"][code]
        table = self.type_values["mounted" if mounted else "foot"]
        return table.get(code, self.type_values["foot"].get(code, 0))

    def quality_mod(self, qa: int, qd: int) -> int:
        diff = qa - qd
        v = abs(diff) // self.quality_divisor * (1 if diff >= 0 else -1)
        return max(-self.quality_cap, min(self.quality_cap, v))


def _cost(chk: Checker, table: dict[str, Any], key: str) -> int | None:
    v = table.get(key)
    if v == "NM":
        return NM
    if isinstance(v, int) and not isinstance(v, bool) and v >= 0:
        return v
    chk.problem(key, 'must be a cost (a whole number) or "NM"')
    return NM


def _int_table(chk: Checker, raw: Any, key: str) -> dict[str, int]:
    out: dict[str, int] = {}
    tab = chk.field(raw, key, dict, {})
    with chk.at(key):
        for k in tab:
            v = chk.field(tab, k, int)
            if v is not None:
                out[k] = v
    return out


def _results(chk: Checker, raw: Any, key: str, width: int) -> tuple[dict[int, tuple[str, ...]], int, int]:
    tab = chk.field(raw, key, dict, {})
    rows: dict[int, tuple[str, ...]] = {}
    with chk.at(key):
        lo = chk.field(tab, "min", int, 0)
        hi = chk.field(tab, "max", int, 0)
        for r in range(lo, hi + 1):
            row = chk.field(tab, str(r), list, [])
            if len(row) != width:
                chk.problem(str(r), f"must list {width} results")
                continue
            for cell in row:
                parts = [p for p in str(cell).split("+") if p]
                if not all(p in RESULT_CODES for p in parts):
                    chk.problem(str(r), f"{cell!r} is not a result (F, D, Dr, R joined by +)")
            rows[r] = tuple(str(c) for c in row)
        extra = set(tab) - {"min", "max", *(str(r) for r in range(lo, hi + 1))}
        for k in sorted(extra):
            chk.problem(k, "is outside min..max")
    return rows, lo, hi


def _vec(chk: Checker, tab: Any, key: str) -> tuple[int, ...]:
    v = chk.field(tab, key, list, [0, 0, 0, 0])
    if len(v) != 4 or not all(isinstance(x, int) for x in v):
        chk.problem(key, "must be four whole numbers [bonus, rating, range, mp]")
        return (0, 0, 0, 0)
    return tuple(v)


def load_tables(directory: Path = DATA) -> Tables:
    """Read terrain.toml, fire.toml, combat.toml and leaders.toml; raise DataError listing every problem."""
    problems: list[tuple[str, str, str]] = []
    raws = {}
    for name in ("terrain", "fire", "combat", "leaders"):
        raws[name] = read_toml(directory / f"{name}.toml")
    # --- terrain
    chk = Checker(str(directory / "terrain.toml"))
    tr = raws["terrain"]
    terrain: dict[str, Terrain] = {}
    for name, t in chk.field(tr, "terrain", dict, {}).items():
        with chk.at(f"terrain.{name}"):
            chk.unknown_keys(t, {*KINDS, "blocks_los", "melee"})
            terrain[name] = Terrain(
                name,
                {k: _cost(chk, t, k) for k in KINDS},
                chk.field(t, "blocks_los", bool, False),
                chk.field(t, "melee", int, 0),
            )
    chk.check("clear" in terrain, "terrain", "must define clear")
    climb = _int_table(chk, tr, "climb")
    hexsides: dict[str, Hexside] = {}
    for name, t in chk.field(tr, "hexside", dict, {}).items():
        with chk.at(f"hexside.{name}"):
            chk.unknown_keys(t, {"move", "cost", "melee", "blocks_los", "melee_mod"})
            hexsides[name] = Hexside(
                name,
                chk.field(t, "move", bool, True),
                chk.field(t, "cost", int, 0),
                chk.field(t, "melee", bool, True),
                chk.field(t, "blocks_los", bool, False),
                chk.field(t, "melee_mod", int, 0),
            )
    problems += chk.problems
    # --- fire
    chk = Checker(str(directory / "fire.toml"))
    fr = raws["fire"]
    fire_range = _int_table(chk, fr, "range")
    cols = chk.field(fr, "columns", list, [1])
    rows, fmin, fmax = _results(chk, fr, "table", len(cols))
    fire_mods = dict(chk.field(fr, "modifiers", dict, {}))
    for k in ("big_sp", "sp_above", "sp_below", "moved", "mounted", "disordered", "cover"):
        with chk.at("modifiers"):
            chk.field(fire_mods, k, int)
    if "huge_sp" in fire_mods or "sp_huge" in fire_mods:  # an optional higher SP band
        for k in ("huge_sp", "sp_huge"):
            with chk.at("modifiers"):
                chk.field(fire_mods, k, int)
    problems += chk.problems
    # --- combat
    chk = Checker(str(directory / "combat.toml"))
    cr = raws["combat"]
    ratio = _int_table(chk, cr, "ratio")
    for k in ("1:4", "1:3", "1:2", "1:1", "2:1", "3:1", "4:1"):
        chk.check(k in ratio, "ratio", f"must define {k}")
    tv = chk.field(cr, "type", dict, {})
    type_values = {}
    for k in ("mounted", "foot", "foot_vs_mounted"):
        with chk.at("type"):
            type_values[k] = _int_table(chk, tv, k)
    q = chk.field(cr, "quality", dict, {})
    with chk.at("quality"):
        qdiv = chk.field(q, "divisor", int, 2)
        qcap = chk.field(q, "cap", int, 2)
    cmods = _int_table(chk, cr, "modifiers")
    for k in (
        "charge_front",
        "charge_rear",
        "rear_attack",
        "defender_disordered",
        "defender_routed",
        "attacker_disordered",
        "attacker_higher",
        "defender_higher",
    ):
        chk.check(k in cmods, "modifiers", f"must define {k}")
    res, rmin, rmax = _results(chk, cr, "results", 2)
    cap = chk.field(cr, "cap", int, 7)
    type_cap = chk.field(cr, "type_cap", int, 3)
    problems += chk.problems
    # --- leaders
    chk = Checker(str(directory / "leaders.toml"))
    lr = raws["leaders"]
    cas_raw = chk.field(lr, "casualty", dict, {})
    casualty: dict[str, dict[int, str]] = {}
    for kind in ("fire", "melee"):
        with chk.at("casualty"):
            tab = chk.field(cas_raw, kind, dict, {})
        casualty[kind] = {}
        for k, v in tab.items():
            if not (k.isdigit() and v in ("killed", "wounded", "captured")):
                chk.problem(f"casualty.{kind}.{k}", "must map a d10 face to killed, wounded or captured")
                continue
            casualty[kind][int(k)] = v
    w = chk.field(lr, "wounded", dict, {})
    with chk.at("wounded"):
        wounded = (_vec(chk, w, "delta"), _vec(chk, w, "min"))
    reps = []
    for kind in ("replacement", "generic"):
        t = chk.field(lr, kind, dict, {})
        with chk.at(kind):
            reps.append((chk.field(t, "bonus", int, 0), _vec(chk, t, "delta"), _vec(chk, t, "min")))
    m = chk.field(lr, "mount", dict, {})
    with chk.at("mount"):
        mmp = chk.field(m, "mounted_mp", list, [6, 5])
        fmp = chk.field(m, "foot_mp", list, [4, 3])
        mcost = chk.field(m, "cost", int, 2)
    problems += chk.problems
    if problems:
        from engine.core.errors import DataError

        raise DataError(problems)
    return Tables(
        terrain=terrain,
        climb=climb,
        hexsides=hexsides,
        fire_range=fire_range,
        fire_columns=tuple(int(c) for c in cols),
        fire_rows=rows,
        fire_min=fmin,
        fire_max=fmax,
        fire_mods=fire_mods,
        cap=cap,
        ratio=ratio,
        type_cap=type_cap,
        type_values=type_values,
        quality_divisor=qdiv,
        quality_cap=qcap,
        combat_mods=cmods,
        results={k: (v[0], v[1]) for k, v in res.items()},
        res_min=rmin,
        res_max=rmax,
        casualty=casualty,
        wounded=wounded,
        replacement=reps[0],
        generic=reps[1],
        mounted_mp=(int(mmp[0]), int(mmp[1])),
        foot_mp=(int(fmp[0]), int(fmp[1])),
        mount_cost=mcost,
    )


@cache
def tables() -> Tables:
    return load_tables()
