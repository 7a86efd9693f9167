"""GBoH scenarios: data files (engine/gboh/data/<id>.toml) or inline tables of the same schema
(docs/gboh.md)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from engine.core.errors import DataError
from engine.core.hexgrid import ccrr_to_hex, hex_to_ccrr
from engine.gboh.state import Board, GbohState, Leader, SideInfo, Unit
from engine.gboh.tables import DATA, chart

SCENARIOS = ("demo-ford", "demo-wood")
FACINGS = ("NE", "E", "SE", "SW", "W", "NW")  # vertex facing d: front hexes in directions d and d + 1
DEFAULT_FACING = {"west": "E", "east": "W", "north": "SE", "south": "NE"}


def facing_index(name: str) -> int:
    return FACINGS.index(name.upper())


def board_of(data: Mapping[str, Any]) -> Board:
    m = dict(data.get("map", {}))
    cols, rows = int(m.get("columns", 20)), int(m.get("rows", 14))
    labels = tuple(f"{c:02d}{r:02d}" for c in range(1, cols + 1) for r in range(1, rows + 1))
    hex_of = {lab: ccrr_to_hex(lab) for lab in labels}
    terrain = dict.fromkeys(labels, str(m.get("default", "clear")))
    problems: list[tuple[str, str, str]] = []
    for name, hexes in dict(m.get("terrain", {})).items():
        if name not in chart("terrain")["hex"]:
            problems.append(("scenario", f"map.terrain.{name}", "no such terrain in terrain.toml"))
        for h in hexes:
            terrain[str(h)] = str(name)
    level = dict.fromkeys(labels, 0)
    for lv, hexes in dict(m.get("level", {})).items():
        for h in hexes:
            level[str(h)] = int(lv)
    hexsides: dict[frozenset[str], str] = {}
    for side in m.get("hexsides", ()):
        hexsides[frozenset((str(side["a"]), str(side["b"])))] = str(side["feature"])
    for run in m.get("hexside_runs", ()):
        c1, c2 = run["columns"]
        r1, r2 = run["rows"]
        for r in range(int(r1), int(r2) + 1):
            a = f"{int(c1):02d}{r:02d}"
            for n in hex_of[a].neighbours():
                lab = hex_to_ccrr(n)
                if lab in hex_of and int(lab[:2]) == int(c2) and int(r1) <= int(lab[2:]) <= int(r2):
                    hexsides[frozenset((a, lab))] = str(run["feature"])
    sides = []
    for i, s in enumerate(data.get("sides", ({"id": "caesarian"}, {"id": "pompeian"}))):
        edge = str(s.get("retreat_edge", ("west", "east")[i % 2]))
        sides.append(
            SideInfo(
                str(s["id"]),
                edge,
                int(s.get("rout_level", 30)),
                str(s.get("colour", ("#b22222", "#2b4c9b")[i % 2])),
                facing_index(str(s.get("facing", DEFAULT_FACING[edge]))),
            )
        )
    if len(sides) != 2:
        problems.append(("scenario", "sides", "a battle has two sides"))
    if problems:
        raise DataError(problems)
    return Board(
        scenario=str(data.get("id", "inline")),
        name=str(data.get("name", data.get("id", "inline"))),
        invented=bool(data.get("invented", True)),
        columns=cols,
        rows=rows,
        labels=labels,
        hex_of=hex_of,
        label_of={h: lab for lab, h in hex_of.items()},
        terrain=terrain,
        level=level,
        hexsides=hexsides,
        sides=tuple(sides),
        turns=int(data.get("turns", 12)),
        first_auxiliaries=str(data.get("first_auxiliaries", first_auxiliaries(data, sides))),
        raw=dict(data),
    )


def first_auxiliaries(data: Mapping[str, Any], sides: list[SideInfo]) -> str:
    """5.62: the side whose OC has the higher Initiative goes first in the Auxiliaries Phase; on a tie the
    side with a leader of Elite Initiative; otherwise the first side (where the rulebook has both roll)."""

    def key(side: str) -> tuple[int, int]:
        lds = [ld for ld in data.get("leaders", ()) if str(ld.get("side", sides[0].id)) == side]
        oc = max(
            (int(ld.get("initiative", 3)) for ld in lds if ld.get("rank", "oc") in ("oc", "tl")), default=0
        )
        return oc, int(any(ld.get("elite", False) for ld in lds))

    if len(sides) != 2:
        return sides[0].id if sides else ""
    a, b = sides[0].id, sides[1].id
    return b if key(b) > key(a) else a


@cache
def _named(scenario: str) -> Board:
    return board_of(chart(scenario))


def scenario_data(scenario: str | Mapping[str, Any]) -> Mapping[str, Any]:
    if isinstance(scenario, Mapping):
        return scenario
    if scenario not in SCENARIOS or not (DATA / f"{scenario}.toml").exists():
        raise DataError([("scenario", scenario, f"no such scenario (known: {', '.join(SCENARIOS)})")])
    return chart(scenario)


def board(scenario: str | Mapping[str, Any]) -> Board:
    return board_of(scenario) if isinstance(scenario, Mapping) else _named(scenario)


def pieces(b: Board, data: Mapping[str, Any]) -> tuple[dict[str, Unit], dict[str, Leader]]:
    problems: list[tuple[str, str, str]] = []
    units: dict[str, Unit] = {}
    for i, u in enumerate(data.get("units", ())):
        uid = str(u.get("id", f"U{i + 1}"))
        side = str(u.get("side", b.sides[0].id))
        hexl = str(u.get("hex", ""))
        if hexl not in b.hex_of:
            problems.append(("scenario", f"units.{uid}.hex", f"{hexl!r} is not on the map"))
        if str(u.get("type", "")) not in chart("units"):
            problems.append(("scenario", f"units.{uid}.type", f"unknown type {u.get('type')!r}"))
        facing = b.side(side).facing if "facing" not in u else facing_index(str(u["facing"]))
        units[uid] = Unit(
            id=uid,
            side=side,
            type=str(u.get("type", "")),
            cls=str(u.get("class", "")),
            legion=str(u.get("legion", "")),
            cohort=int(u.get("cohort", 0)),
            size=int(u.get("size", 5)),
            tq=int(u.get("tq", 6)),
            ma=int(u.get("ma", 5)),
            missile=str(u.get("missile", "")),
            hex=hexl,
            facing=facing,
            tribal=bool(u.get("tribal", False)),
            hits=int(u.get("hits", 0)),
            routed=bool(u.get("routed", False)),
            depleted=bool(u.get("depleted", False)),
            ammo=str(u.get("ammo", "full")),
            under=bool(u.get("under", False)),
        )
    _stack_order(units)
    leaders: dict[str, Leader] = {}
    for i, ld in enumerate(data.get("leaders", ())):
        lid = str(ld.get("id", f"L{i + 1}"))
        hexl = str(ld.get("hex", ""))
        if hexl not in b.hex_of:
            problems.append(("scenario", f"leaders.{lid}.hex", f"{hexl!r} is not on the map"))
        leaders[lid] = Leader(
            id=lid,
            side=str(ld.get("side", b.sides[0].id)),
            name=str(ld.get("name", lid)),
            rank=str(ld.get("rank", "oc")),
            initiative=int(ld.get("initiative", 3)),
            lines=int(ld.get("lines", 1)),
            range=int(ld.get("range", 4)),
            strategy=int(ld.get("strategy", 0)),
            charisma=int(ld.get("charisma", 0)),
            elite=bool(ld.get("elite", False)),
            heroic=bool(ld.get("heroic", False)),
            legion=str(ld.get("legion", "")),
            commands=str(ld.get("commands", "")),
            hex=hexl,
            status=str(ld.get("status", "inactive")),
            line_range=int(ld.get("line_range", 0)),
        )
    if problems:
        raise DataError(problems)
    return units, leaders


def _stack_order(units: dict[str, Unit]) -> None:
    """6.66: of two cohorts a scenario sets up in one hex, the one listed second is the bottom one unless
    the data says which (``under = true``)."""
    seen: dict[tuple[str, str], Unit] = {}
    for u in units.values():
        if u.type != "CO":
            continue
        first = seen.setdefault((u.hex, u.side), u)
        if first is not u and not first.under:
            u.under = True


def new_state(scenario: str | Mapping[str, Any]) -> GbohState:
    data = scenario_data(scenario)
    b = board(scenario)
    units, leaders = pieces(b, data)
    st = GbohState(board=b, units=units, leaders=leaders, rp={s.id: 0 for s in b.sides})
    st.turn = int(data.get("turn", 1)) - 1
    return st
