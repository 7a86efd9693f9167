"""The Commands & Colors board (digest E.2) and scenario loading (digest S.1).

The board is 9 rows: odd rows hold 13 hexes (A-M), even rows 12 (A-L) offset half a hex east. Row 1 is
North's home edge, row 9 South's. Sections are physical (west, centre, east) with dotted lines at doubled
X = 8 and 16; a hex on a line belongs to both sections.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from engine.cca.constants import CENTRE, EAST, MOVE_EFFECT, SIDES, TERRAINS, UNIT_TYPES, WEST
from engine.core.data import Checker, plain_copy, read_toml
from engine.core.errors import DataError
from engine.core.hexgrid import Hex, Orientation, doubled_x, hex_to_letter_row, letter_row_to_hex

DATA_DIR = Path(__file__).resolve().parent / "data"
ROWS = 9
POINTY = Orientation.POINTY


class BoardHex(Hex):
    """A hex of the board, interned once per board: hashed and compared by identity for speed.

    Every hex the engine stores comes from ``Board.by_label``/``Board.at``; plain ``Hex`` values from
    hexgrid helpers are converted with ``Board.at``."""

    __slots__ = ()
    __hash__ = object.__hash__


def _all_hexes() -> list[BoardHex]:
    out = []
    for row in range(1, ROWS + 1):
        cols = 13 if row % 2 == 1 else 12
        for c in range(cols):
            h = letter_row_to_hex(f"{chr(ord('A') + c)}{row}")
            out.append(BoardHex(h.q, h.r))
    return out


def sections_of(h: Hex) -> tuple[str, ...]:
    x = doubled_x(h)
    if x < 8:
        return (WEST,)
    if x == 8:
        return (WEST, CENTRE)
    if x < 16:
        return (CENTRE,)
    if x == 16:
        return (CENTRE, EAST)
    return (EAST,)


@dataclass(frozen=True)
class Board:
    """Static geometry and terrain of one scenario."""

    hexes: frozenset[Hex]
    at: Mapping[tuple[int, int], Hex]
    order: tuple[Hex, ...]
    label: Mapping[Hex, str]
    by_label: Mapping[str, Hex]
    nbrs: Mapping[Hex, tuple[Hex, ...]]
    terrain: Mapping[Hex, str]
    ramparts: frozenset[frozenset[Hex]]
    sections: Mapping[Hex, tuple[str, ...]]
    # the two neighbours one row closer to each side's home edge
    back: Mapping[str, Mapping[Hex, tuple[Hex, ...]]]
    # per movement group: the enterable neighbours of each hex with the terrain's effect on entering
    steps: Mapping[str, Mapping[Hex, tuple[tuple[Hex, str], ...]]]
    # a sort key putting hexes in row, then column order (how choices are listed)
    rank: Mapping[Hex, int]

    def terr(self, h: Hex) -> str:
        return self.terrain.get(h, "clear")

    def home_row(self, side: str, h: Hex) -> bool:
        return h.r == (0 if side == "north" else ROWS - 1)


@lru_cache(maxsize=64)
def _board(terrain_json: str, ramparts_json: str) -> Board:
    hexes = _all_hexes()
    hs = frozenset(hexes)
    at: dict[tuple[int, int], Hex] = {(h.q, h.r): h for h in hexes}
    label: dict[Hex, str] = {h: hex_to_letter_row(h) for h in hexes}
    by_label = {v: k for k, v in label.items()}
    nbrs: dict[Hex, tuple[Hex, ...]] = {
        h: tuple(at[(n.q, n.r)] for n in h.neighbours(POINTY) if (n.q, n.r) in at) for h in hexes
    }
    terrain: dict[Hex, str] = {by_label[k]: v for k, v in json.loads(terrain_json).items()}
    ramparts = frozenset(frozenset((by_label[a], by_label[b])) for a, b in json.loads(ramparts_json))
    back: dict[str, dict[Hex, tuple[Hex, ...]]] = {"north": {}, "south": {}}
    for h in hexes:
        back["north"][h] = tuple(at[k] for k in ((h.q, h.r - 1), (h.q + 1, h.r - 1)) if k in at)
        back["south"][h] = tuple(at[k] for k in ((h.q - 1, h.r + 1), (h.q, h.r + 1)) if k in at)
    return Board(
        hexes=hs,
        at=at,
        order=tuple(hexes),
        label=label,
        by_label=by_label,
        nbrs=nbrs,
        terrain=terrain,
        ramparts=ramparts,
        sections={h: sections_of(h) for h in hexes},
        back=back,
        steps={
            grp: {
                h: tuple(
                    (n, MOVE_EFFECT[terrain.get(n, "clear")].get(grp, ""))
                    for n in nbrs[h]
                    if MOVE_EFFECT[terrain.get(n, "clear")].get(grp, "") != "imp"
                )
                for h in hexes
            }
            for grp in ("lt", "mh", "hwm", "mtd", "ldr")
        },
        rank={h: i for i, h in enumerate(sorted(hexes, key=lambda h: (h.r, h.q)))},
    )


def board_for(scenario: Mapping[str, Any]) -> Board:
    return _board(
        json.dumps(scenario["terrain"], sort_keys=True), json.dumps(scenario["ramparts"], sort_keys=True)
    )


def is_label(text: str) -> bool:
    return text.strip().upper() in _board("{}", "[]").by_label


# ---------------------------------------------------------------------------- scenarios

SCENARIO_KEYS = frozenset(
    {
        "id",
        "name",
        "invented",
        "source",
        "summary",
        "first_player",
        "north_army",
        "south_army",
        "command",
        "banners",
        "banners_to_win",
        "terrain",
        "ramparts",
        "units",
        "leaders",
        "special_rules",
        "hands",
        "deck",
        "discard",
        "last",
        "label",
        "victory_banners",
        "north",
        "south",
        "first",
    }
)
UNIT_KEYS = frozenset({"side", "type", "unit", "hex", "blocks", "hexes", "leader"})
LEADER_KEYS = frozenset({"side", "hex", "name"})
RULE_KEYS = frozenset({"type", "side", "hexes", "banners", "units", "range"})


SIDE_TABLE_KEYS = frozenset({"command", "banners", "army", "units", "leaders", "hand"})
TERRAIN_ALIASES = {
    "woods": "forest",
    "wood": "forest",
    "hills": "hill",
    "broken_ground": "broken",
    "rough": "broken",
    "camp": "fortified_camp",
    "fort": "fortified_camp",
    "fordable_river": "ford",
    "sea": "seacoast",
    "coast": "seacoast",
    "plain": "clear",
    "open": "clear",
}
_SIDE_ALIASES = {"n": "north", "s": "south", "north": "north", "south": "south"}


def _side(value: Any) -> Any:
    return _SIDE_ALIASES.get(value.strip().lower(), value) if isinstance(value, str) else value


def _terrain_name(value: Any) -> Any:
    if not isinstance(value, str):
        return value
    t = value.strip().lower().replace(" ", "_").replace("-", "_")
    return TERRAIN_ALIASES.get(t, t)


def _unit_entry(value: Any, side: Any = None) -> Any:
    """A unit written as text: "LI D3", "LI D3 2" (in a side table) or "north LI D3 [blocks]"."""
    if not isinstance(value, str):
        if isinstance(value, Mapping) and side is not None and "side" not in value:
            return {**value, "side": side}
        return value
    parts = value.split()
    if side is None and parts and _side(parts[0]) in SIDES:
        side, parts = _side(parts[0]), parts[1:]
    out: dict[str, Any] = {"side": side}
    out["type"] = parts[0] if parts else None
    out["hex"] = parts[1] if len(parts) > 1 else None
    if len(parts) > 2:
        out["blocks"] = int(parts[2]) if parts[2].isdigit() else parts[2]
    return out


def _fold_sides(out: dict[str, Any], units: Any, leaders: Any) -> None:
    for side in SIDES:
        table = out.get(side)
        if not isinstance(table, Mapping):
            continue
        for key in ("command", "banners"):
            if key in table:
                cur = out.get(key)
                cur = dict(cur) if isinstance(cur, Mapping) else {}
                cur[side] = table[key]
                out[key] = cur
        if "army" in table:
            out[f"{side}_army"] = table["army"]
        if isinstance(units, list):
            units += [_unit_entry(u, side) for u in table.get("units", [])]
        if isinstance(leaders, list):
            for ld in table.get("leaders", []):
                leaders.append({"side": side, "hex": ld} if isinstance(ld, str) else {**ld, "side": side})
        if "hand" in table:
            hands = dict(out.get("hands") or {})
            hands[side] = table["hand"]
            out["hands"] = hands
        del out[side]


def _fold_terrain(terrain: Any) -> Any:
    if isinstance(terrain, Mapping):
        flat: dict[str, Any] = {}
        for k, v in terrain.items():
            if isinstance(v, list):  # forest = ["B4", "K6"]
                for h in v:
                    flat[str(h)] = _terrain_name(k)
            else:
                flat[k] = _terrain_name(v)
        return flat
    if isinstance(terrain, list):  # [{hex = "E5", type = "hill"}]
        return {
            str(t.get("hex")): _terrain_name(t.get("type", t.get("terrain")))
            for t in terrain
            if isinstance(t, Mapping)
        }
    return terrain


def _side_keys(table: Any) -> Any:
    """{N = 4, S = 5} or {North = 4} -> {north = 4, south = 5}."""
    if not isinstance(table, Mapping):
        return table
    return {(_side(k) if isinstance(k, str) and _side(k) in SIDES else k): v for k, v in table.items()}


def fold(raw: Mapping[str, Any]) -> dict[str, Any]:
    """Accept the friendlier spellings of the schema and return the canonical form."""
    out = dict(raw)
    for key in ("command", "banners", "banners_to_win", "victory_banners", "hands", "last"):
        if key in out:
            out[key] = _side_keys(out[key])
    if isinstance(out.get("terrain"), Mapping) and "ramparts" in out["terrain"]:
        terrain = dict(out["terrain"])
        out["ramparts"] = list(out.get("ramparts", [])) + list(terrain.pop("ramparts") or [])
        out["terrain"] = terrain
    for alias in ("banners_to_win", "victory_banners"):
        if alias in out and "banners" not in out:
            out["banners"] = out.pop(alias)
    if "first" in out and "first_player" not in out:
        out["first_player"] = out.pop("first")
    if isinstance(out.get("first_player"), str):
        out["first_player"] = _side(out["first_player"])
    units = list(out.get("units", [])) if isinstance(out.get("units", []), list) else out.get("units")
    leaders = list(out.get("leaders", [])) if isinstance(out.get("leaders", []), list) else out.get("leaders")
    _fold_sides(out, units, leaders)
    if isinstance(units, list):
        folded = []
        for u in units:
            e = _unit_entry(u)
            if isinstance(e, Mapping):
                e = dict(e)
                if "kind" in e and "type" not in e:
                    e["type"] = e.pop("kind")
                if "side" in e:
                    e["side"] = _side(e["side"])
                ldr = e.pop("leader", None)
                if ldr and isinstance(leaders, list):  # a leader attached to this unit
                    entry = {"side": e.get("side"), "hex": e.get("hex")}
                    if isinstance(ldr, str):
                        entry["name"] = ldr
                    leaders.append(entry)
            folded.append(e)
        out["units"] = folded
    if isinstance(leaders, list):
        out["leaders"] = [
            {**ld, "side": _side(ld.get("side"))} if isinstance(ld, Mapping) else ld for ld in leaders
        ]
    if "terrain" in out:
        out["terrain"] = _fold_terrain(out["terrain"])
    ramparts = out.get("ramparts")
    if isinstance(ramparts, list):
        out["ramparts"] = [r.replace(" ", "").split("-") if isinstance(r, str) else r for r in ramparts]
    if isinstance(out.get("special_rules"), list):
        rules = []
        for r in out["special_rules"]:
            if isinstance(r, Mapping):
                r = {**r, "side": _side(r.get("side"))}
                if "hex" in r and "hexes" not in r:
                    r["hexes"] = [r.pop("hex")]
            rules.append(r)
        out["special_rules"] = rules
    return out


def scenario_ids() -> list[str]:
    """The shipped scenarios: listed again whenever a file is added to or removed from the data directory."""
    return list(_scenario_ids(DATA_DIR.stat().st_mtime_ns))


@lru_cache(maxsize=4)
def _scenario_ids(version: int) -> tuple[str, ...]:
    return tuple(sorted(p.stem for p in DATA_DIR.glob("*.toml") if p.stem != "cards"))


_NAMED: dict[tuple[Any, ...], dict[str, Any]] = {}  # shipped scenarios already read, by file version


def load_scenario(
    scenario: str | Mapping[str, Any],
    card_ids: frozenset[str],
    resolve: Callable[[str], str | None] | None = None,
) -> dict[str, Any]:
    """A normalised, JSON-safe scenario (validated; every problem reported at once).

    A shipped scenario is read and checked once per version of its file; each game gets its own copy."""
    if isinstance(scenario, str):
        if scenario not in scenario_ids():
            raise DataError([(scenario, "", f"no such scenario (known: {', '.join(scenario_ids())})")])
        path = DATA_DIR / f"{scenario}.toml"
        key = (scenario, path.stat().st_mtime_ns, card_ids, resolve)
        got = _NAMED.get(key)
        if got is None:
            source = f"engine/cca/data/{scenario}.toml"
            got = _NAMED[key] = normalise(read_toml(path), source, card_ids, resolve)
        return plain_copy(got)  # type: ignore[no-any-return]
    return normalise(scenario, "<inline scenario>", card_ids, resolve)


def _hex(chk: Checker, key: str, value: Any) -> str | None:
    if not isinstance(value, str) or not is_label(value):
        chk.problem(key, f"{value!r} is not a hex of the board (A1..M9, even rows A..L)")
        return None
    return value.strip().upper()


def _per_side(chk: Checker, raw: Mapping[str, Any], key: str, default: int) -> dict[str, int]:
    val = raw.get(key)
    if val is None:
        return dict.fromkeys(SIDES, default)
    if isinstance(val, int) and not isinstance(val, bool):
        return dict.fromkeys(SIDES, val)
    out = dict.fromkeys(SIDES, default)
    if not isinstance(val, Mapping):
        chk.problem(key, "must be a number or a table {north = .., south = ..}")
        return out
    with chk.at(key):
        chk.unknown_keys(val, set(SIDES))
        for s in SIDES:
            v = chk.field(val, s, int, default)
            if v is not None and v >= 1:
                out[s] = v
            else:
                chk.problem(s, "must be at least 1")
    return out


def normalise(
    raw: Mapping[str, Any],
    source: str,
    card_ids: frozenset[str],
    resolve: Callable[[str], str | None] | None = None,
) -> dict[str, Any]:
    chk = Checker(source)
    if not isinstance(raw, Mapping):
        raise DataError([(source, "", "a scenario must be a table")])
    chk.unknown_keys(raw, SCENARIO_KEYS)
    for side in SIDES:
        if isinstance(raw.get(side), Mapping):
            with chk.at(side):
                chk.unknown_keys(raw[side], SIDE_TABLE_KEYS)
    raw = fold(raw)
    out: dict[str, Any] = {
        "id": chk.field(raw, "id", str, "inline"),
        "name": chk.field(raw, "name", str, "Inline scenario"),
        "invented": chk.field(raw, "invented", bool, source == "<inline scenario>"),
        "source": chk.field(raw, "source", str, ""),
        "summary": chk.field(raw, "summary", str, ""),
        "north_army": chk.field(raw, "north_army", str, "North"),
        "south_army": chk.field(raw, "south_army", str, "South"),
    }
    fp = chk.field(raw, "first_player", str, "south")
    if fp not in SIDES:
        chk.problem("first_player", f"{fp!r} is not north or south")
        fp = "south"
    out["first_player"] = fp
    out["command"] = _per_side(chk, raw, "command", 4)
    out["banners"] = _per_side(chk, raw, "banners" if "banners" in raw else "banners_to_win", 5)

    terrain: dict[str, str] = {}
    traw = chk.field(raw, "terrain", dict, {})
    with chk.at("terrain"):
        for k, v in (traw or {}).items():
            lab = _hex(chk, k, k)
            if v not in TERRAINS:
                chk.problem(k, f"{v!r} is not a terrain (known: {', '.join(TERRAINS)})")
            elif lab and v != "clear":
                terrain[lab] = v
    out["terrain"] = terrain

    ramparts: list[list[str]] = []
    for i, pair in enumerate(chk.field(raw, "ramparts", list, [])):
        key = f"ramparts[{i}]"
        if not (isinstance(pair, list) and len(pair) == 2):
            chk.problem(key, 'must be a pair of adjacent hexes, e.g. ["E5", "E4"]')
            continue
        a, b = _hex(chk, key, pair[0]), _hex(chk, key, pair[1])
        if a and b:
            if letter_row_to_hex(a).distance(letter_row_to_hex(b)) != 1:
                chk.problem(key, f"{a} and {b} are not adjacent")
            else:
                ramparts.append(sorted([a, b]))
    out["ramparts"] = sorted(ramparts)

    units: list[dict[str, Any]] = []
    occupied: dict[str, str] = {}

    def add_unit(key: str, side: Any, kind: Any, hx: Any, blocks: Any) -> None:
        if side not in SIDES:
            chk.problem(key, f"side {side!r} is not north or south")
            return
        if not isinstance(kind, str) or kind.upper() not in UNIT_TYPES:
            chk.problem(key, f"unit type {kind!r} is not one of {', '.join(UNIT_TYPES)}")
            return
        lab = _hex(chk, key, hx)
        if lab is None:
            return
        if lab in occupied:
            chk.problem(key, f"{lab} already holds a unit ({occupied[lab]})")
            return
        ut = UNIT_TYPES[kind.upper()]
        if blocks is None:
            blocks = ut.blocks
        if not isinstance(blocks, int) or isinstance(blocks, bool) or not 1 <= blocks <= ut.blocks:
            chk.problem(key, f"blocks must be 1..{ut.blocks} for {ut.code}, not {blocks!r}")
            return
        occupied[lab] = ut.code
        units.append({"side": side, "type": ut.code, "hex": lab, "blocks": blocks, "start": ut.blocks})

    for i, u in enumerate(chk.field(raw, "units", list, [])):
        key = f"units[{i}]"
        if not isinstance(u, Mapping):
            chk.problem(key, "must be a table")
            continue
        with chk.at(key):
            chk.unknown_keys(u, UNIT_KEYS | {"kind"})
        if "hexes" in u:
            hx = u["hexes"]
            if not isinstance(hx, Mapping):
                chk.problem(key + ".hexes", 'must be a table {HEX = "TYPE"}')
                continue
            for h, kind in hx.items():
                add_unit(f"{key}.hexes.{h}", u.get("side"), kind, h, None)
        else:
            add_unit(key, u.get("side"), u.get("type", u.get("unit")), u.get("hex"), u.get("blocks"))
    out["units"] = units

    leaders: list[dict[str, Any]] = []
    lhex: set[str] = set()
    for i, ld in enumerate(chk.field(raw, "leaders", list, [])):
        key = f"leaders[{i}]"
        if not isinstance(ld, Mapping):
            chk.problem(key, "must be a table")
            continue
        with chk.at(key):
            chk.unknown_keys(ld, LEADER_KEYS)
        lside = ld.get("side")
        if lside not in SIDES:
            chk.problem(key, f"side {lside!r} is not north or south")
            continue
        lab = _hex(chk, key + ".hex", ld.get("hex"))
        if lab is None:
            continue
        if lab in lhex:
            chk.problem(key, f"two leaders may not share {lab}")
            continue
        if lab in occupied and next(u["side"] for u in units if u["hex"] == lab) != lside:
            chk.problem(key, f"{lab} holds an enemy unit")
            continue
        lhex.add(lab)
        name = ld.get("name", f"{lside.title()} leader {i + 1}")
        leaders.append({"side": lside, "hex": lab, "name": str(name)})
    out["leaders"] = leaders

    rules: list[dict[str, Any]] = []
    for i, r in enumerate(chk.field(raw, "special_rules", list, [])):
        key = f"special_rules[{i}]"
        if not isinstance(r, Mapping):
            chk.problem(key, "must be a table")
            continue
        with chk.at(key):
            chk.unknown_keys(r, RULE_KEYS)
        t = r.get("type")
        rside = r.get("side")
        if rside not in SIDES:
            chk.problem(key + ".side", f"{rside!r} is not north or south")
            continue
        if t == "banner_hex":
            hexes = [_hex(chk, key + ".hexes", h) for h in r.get("hexes", [])]
            n = r.get("banners", 1)
            if not hexes or not isinstance(n, int):
                chk.problem(key, "banner_hex needs hexes = [..] and a whole number of banners")
                continue
            rules.append({"type": t, "side": rside, "hexes": [h for h in hexes if h], "banners": n})
        elif t == "extra_missile":
            kinds = r.get("units", [])
            rng = r.get("range", 2)
            if (
                not isinstance(kinds, list)
                or any(k not in UNIT_TYPES for k in kinds)
                or not isinstance(rng, int)
            ):
                chk.problem(key, "extra_missile needs units = [unit types] and range = N")
                continue
            rules.append({"type": t, "side": rside, "units": list(kinds), "range": rng})
        else:
            chk.problem(key + ".type", f"{t!r} is not banner_hex or extra_missile")
    out["special_rules"] = rules

    def cardlist(key: str, value: Any) -> list[str] | None:
        if not isinstance(value, list):
            chk.problem(key, "must be a list of card ids")
            return None
        ids: list[str] = []
        for c in value:
            cid = resolve(str(c)) if resolve is not None else str(c).split("#")[0]
            if cid is None or cid not in card_ids:
                chk.problem(key, f"unknown card {c!r} (known: {', '.join(sorted(card_ids))})")
                continue
            suffix = str(c).split("#", 1)[1] if "#" in str(c) else ""
            ids.append(f"{cid}#{suffix}" if suffix else cid)
        return ids

    hands: dict[str, list[str]] | None = None
    if "hands" in raw:
        hraw = raw["hands"]
        if not isinstance(hraw, Mapping):
            chk.problem("hands", "must be a table {north = [..], south = [..]}")
        else:
            with chk.at("hands"):
                chk.unknown_keys(hraw, set(SIDES))
            hands = {}
            for s in SIDES:
                if s in hraw:
                    hands[s] = cardlist(f"hands.{s}", hraw[s]) or []
    out["hands"] = hands
    deck: list[str] | None = None
    if "deck" in raw:
        deck = cardlist("deck", raw["deck"])
    out["deck"] = deck
    discard: list[str] | None = None
    if "discard" in raw:
        discard = cardlist("discard", raw["discard"])
    out["discard"] = discard
    last: dict[str, str] = {}
    if "last" in raw:
        lraw = raw["last"]
        if not isinstance(lraw, Mapping):
            chk.problem("last", "must be a table {north = card, south = card}")
        else:
            with chk.at("last"):
                chk.unknown_keys(lraw, set(SIDES))
            for s in SIDES:
                if s in lraw:
                    got = cardlist(f"last.{s}", [lraw[s]])
                    if got:
                        last[s] = got[0].split("#")[0]
    out["last"] = last
    chk.done()
    return out
