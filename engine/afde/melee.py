"""Melee arithmetic (AFdE 10.5, Combat Table): who takes part, the modifiers and their cap."""

from __future__ import annotations

from typing import Any

from engine.afde.geometry import dist, front_hexes, rear_hexes
from engine.afde.rules import Ctx, level, terrain_of
from engine.afde.state import Unit


def participants(g: Ctx, ids: list[str]) -> list[Unit]:
    return [g.st.units[i] for i in ids if g.st.units[i].status == "map"]


def hex_units(g: Ctx, units: list[Unit]) -> list[Unit]:
    """Every unit in the hexes of ``units`` (a stack counts as one counter)."""
    out: list[Unit] = []
    for h in dict.fromkeys(u.hex for u in units if u.hex):
        for x in g.st.units_at(h):
            if x not in out:
                out.append(x)
    return out


def charge_through_front(g: Ctx, charger: Unit, dfn: Unit) -> bool:
    if dfn.facing is None or charger.hex is None or dfn.hex is None:
        return True
    return charger.hex in front_hexes(dfn.hex, dfn.facing, dfn.artillery)


def modifiers(g: Ctx, fight: dict[str, Any], att: list[Unit], dfn_all: list[Unit]) -> list[list[Any]]:
    """The melee modifiers as [reason, value] (before the cap)."""
    tb = g.tb
    cm = tb.combat_mods
    scn = g.scn
    dfn = [d for d in dfn_all if not d.combat_stacked] or dfn_all
    mods: list[list[Any]] = []
    # terrain and hexsides: the combination best for the defender
    tmods: list[int] = [tb.terrain[terrain_of(scn, d.hex or "")].melee for d in dfn]
    tmin = min(tmods, default=0)
    if tmin:
        mods.append(["terrain", tmin])
    smods: list[int] = []
    for a in att:
        for d in dfn:
            feat = scn.hexside(a.hex or "", d.hex or "")
            if feat is not None:
                smods.append(tb.hexsides[feat].melee_mod)
    smin = min(smods, default=0)
    if smin:
        mods.append(["hexside", smin])
    # strength ratio (artillery adds its SP only in defence)
    asp = sum(a.sp for a in att if not a.artillery)
    dsp = sum(d.sp for d in dfn)
    key, rv = tb.ratio_mod(asp, dsp)
    mods.append([f"ratio {key}", rv])
    # unit types: the pairing best for the defender
    tv = []
    for a in att:
        for d in dfn:
            va = tb.type_value(a.type, a.mounted)
            vd = tb.type_value(d.type, d.mounted, vs_mounted=a.mounted)
            tv.append(max(-tb.type_cap, min(tb.type_cap, va - vd)))
    if tv:
        mods.append(["type", min(tv)])
    # quality: each side's lowest
    qa = min(a.quality for a in att)
    qd = min(d.quality for d in dfn)
    mods.append(["quality", tb.quality_mod(qa, qd)])
    # charge, rear attack and cohesion with several defenders: see several_defenders()
    every = several_defenders(g) == "defender"
    cancelled = set(fight.get("cancelled", []))
    if fight.get("charge"):
        best = None
        for a in att:
            if a.id not in fight.get("chargers", []) or a.id in cancelled:
                continue
            fronts = [charge_through_front(g, a, d) for d in dfn]
            rear = not any(fronts) if every else not all(fronts)
            v = cm["charge_rear"] if rear else cm["charge_front"]
            best = v if best is None else max(best, v)
        if best is not None:
            mods.append(["charge", best])
    else:
        faced = [d for d in dfn if d.facing is not None]
        rears = [any(a.hex in rear_hexes(d.hex or "", d.facing, d.artillery) for a in att) for d in faced]
        if rears and (all(rears) if every else any(rears)):
            mods.append(["rear", cm["rear_attack"]])
    # cohesion: the defenders' levels combine the same way in both readings (only if all)
    coh = {d.cohesion for d in dfn}
    if coh == {"routed"}:
        mods.append(["defender routed", cm["defender_routed"]])
    elif "good" not in coh:
        mods.append(["defender disordered", cm["defender_disordered"]])
    if any(a.disordered for a in att):
        mods.append(["attacker disordered", cm["attacker_disordered"]])
    # elevation
    la = [level(scn, a.hex or "") for a in att]
    ld = max(level(scn, d.hex or "") for d in dfn)
    if la and min(la) > ld:
        mods.append(["higher", cm["attacker_higher"]])
    elif la and ld > max(la):
        mods.append(["lower", cm["defender_higher"]])
    return [m for m in mods if m[1] != 0 or m[0].startswith("ratio") or m[0] in ("type", "quality")]


def several_defenders(g: Ctx) -> str:
    """How a rear attack (or a charge through the rear) counts against several defenders (AFdE 10.5,
    §11.5, §P3; the digest is silent, docs/afde.md "Several defenders"). ``mixed`` (default): the
    modifier applies if any defender is attacked through its rear. ``defender``: only if every one is,
    the reading that favours the defender as the terrain and type modifiers do. Either way the
    "defender disordered" (or routed) modifier needs every defender disordered (or routed)."""
    return str(g.st.opt("several_defenders") or "mixed")


def net(g: Ctx, mods: list[list[Any]]) -> int:
    total = sum(int(m[1]) for m in mods)
    return max(-g.tb.cap, min(g.tb.cap, total))


def adjacent_pairs(att: list[Unit], dfn: list[Unit]) -> bool:
    return any(a.hex and d.hex and dist(a.hex, d.hex) == 1 for a in att for d in dfn)
