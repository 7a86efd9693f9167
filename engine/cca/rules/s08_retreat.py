"""CCA 8 (digest 10): flags, flag-ignoring support, retreat, and the elephant's retreat and rampage."""

from __future__ import annotations

from typing import Any

from engine.cca.constants import CAMP, LEADER, LEADER_HIT_FACE, MOVE_EFFECT, UNIT_TYPES, move_group
from engine.cca.rules.pieces import (
    Ctx,
    add_overlay,
    attached,
    enemy,
    lab,
    leader_at,
    lone_leader,
    move_leader,
    move_unit,
    names,
    route,
    uname,
    unit_at,
)
from engine.cca.rules.s03_winning import check_win, gain_banner
from engine.cca.rules.s07_dice import damage
from engine.cca.rules.s10_leaders import kill_leader
from engine.cca.rules.s11_terrain import across_rampart, terr
from engine.cca.state import Leader, State, Unit
from engine.core.hexgrid import Hex


def retreat_paths(st: State, u: Unit, n: int) -> list[tuple[list[Hex], bool]]:
    """Every maximal retreat path of up to ``n`` hexes toward the owner's edge (CCA 8).

    Returns (path, stopped_on_leader). A path shorter than ``n`` without a leader stop loses blocks."""
    back = st.board.back[u.side]
    has_leader = attached(st, u) is not None
    grp = move_group(u.kind)
    out: list[tuple[list[Hex], bool]] = []

    def rec(h: Hex, path: list[Hex]) -> None:
        if len(path) == n:
            out.append((path, False))
            return
        moved = False
        for nx in back[h]:
            if MOVE_EFFECT[terr(st, nx)].get(grp) == "imp":
                continue
            if nx in st.uat:
                continue
            ol = st.lat.get(nx)
            if ol is not None:
                ld = st.leaders[ol]
                if ld.side != u.side:
                    continue
                if not has_leader:
                    out.append(([*path, nx], True))
                    moved = True
                    continue
                if len(path) + 1 == n:
                    continue  # would have to end on the leader: blocked (E.6/13)
            moved = True
            rec(nx, [*path, nx])
        if not moved:
            out.append((path, False))

    rec(u.hex, [])
    return out


def retreat_options(st: State, u: Unit, n: int) -> dict[Hex, tuple[list[Hex], int, bool]]:
    """End hex -> (path, loss, leader stop), keeping only the least-loss paths (no voluntary losses)."""
    paths = retreat_paths(st, u, n)
    best: dict[Hex, tuple[list[Hex], int, bool]] = {}
    for p, stop in paths:
        loss = 0 if stop else n - len(p)
        end = p[-1] if p else u.hex
        if end not in best or best[end][1] > loss:
            best[end] = (p, loss, stop)
    low = min(v[1] for v in best.values())
    return {h: v for h, v in best.items() if v[1] == low}


def ignorable(st: State, u: Unit, attacker_hex: Hex | None, melee: bool) -> int:
    """FLAGs the unit may ignore (CCA 8/a)."""
    if u.kind == "EL":
        return 0
    n = 0
    if attached(st, u) is not None:
        n += 1
    support = 0
    for h in st.board.nbrs[u.hex]:
        o = unit_at(st, h)
        if o is not None:
            if o.side == u.side:
                support += 1
            continue
        ld = leader_at(st, h)
        if ld is not None and ld.side == u.side:
            support += 1
    if support >= 2:
        n += 1
    if UNIT_TYPES[u.kind].foot and (
        terr(st, u.hex) == CAMP
        or (melee and attacker_hex is not None and across_rampart(st, attacker_hex, u.hex))
    ):
        n += 1
    if u.kind == "WA" and u.blocks == 4:
        n += 1
    return n


def rampage_targets(st: State, t: dict[str, Any]) -> list[str]:
    """Units and lone leaders next to a retreating elephant not yet rolled against (CCA 8/b)."""
    el = st.units.get(t["unit"])
    if el is None:
        return []
    done = t.get("done", [])
    out = []
    for h in st.board.nbrs[el.hex]:
        uid = st.uat.get(h)
        if uid is not None:
            if uid not in done:
                out.append(uid)
            continue
        lid = st.lat.get(h)
        if lid is not None and lid not in done:
            out.append(lid)
    return out


def rampage_one(c: Ctx, t: dict[str, Any], pid: str) -> None:
    """Two dice against one rampage target, in the order the causing player chose."""
    st = c.st
    st.stack.append({**t, "done": [*t.get("done", []), pid]})
    if pid in st.units:
        u = st.units[pid]
        faces = c.box.roll(2, 6, "elephant rampage")
        hits = sum(1 for f in faces if f == UNIT_TYPES[u.kind].cls)
        cls = UNIT_TYPES[u.kind].cls
        c.ev(
            "rampage",
            "CCA 8/b",
            hex=lab(st, u.hex),
            faces=names(faces),
            hits=hits,
            what=uname(u),
            on=names([cls]),
        )
        damage(c, u, hits, enemy(u.side), "CCA 8/b")
        return
    ld = st.leaders[pid]
    assert ld.hex is not None
    faces = c.box.roll(2, 6, "elephant rampage")
    hit = int(LEADER_HIT_FACE in faces)
    c.ev(
        "rampage",
        "CCA 8/b",
        hex=lab(st, ld.hex),
        faces=names(faces),
        hits=hit,
        what=ld.name,
        on=names([LEADER]),
    )
    if LEADER_HIT_FACE in faces:
        kill_leader(c, ld, enemy(ld.side), "CCA 8/b")
    else:
        st.stack.append({"t": "levade", "leader": ld.id})


def retreat_choices(st: State, t: dict[str, Any]) -> dict[Hex, tuple[list[Hex], int, bool]]:
    u = st.units[t["unit"]]
    opts = retreat_options(st, u, t["n"])
    if t["t"] == "eretreat":
        # an elephant must retreat as far as it can (E.6/22); it never loses blocks
        paths = retreat_paths(st, u, t["n"])
        far = max((len(p) if not stop else t["n"]) for p, stop in paths)
        opts = {}
        for p, stop in paths:
            if (t["n"] if stop else len(p)) == far:
                opts.setdefault(p[-1] if p else u.hex, (p, t["n"] - len(p) if not stop else 0, stop))
    return dict(sorted(opts.items(), key=lambda kv: (kv[0].r, kv[0].q)))


def default_retreat(st: State, u: Unit, opts: dict[Hex, Any]) -> str:
    def key(h: Hex) -> tuple[int, str]:
        d = min((h.distance(o.hex) for o in st.units.values() if o.side != u.side), default=99)
        return (-d, lab(st, h))

    return f"retreat {lab(st, min(opts, key=key))}"


def do_retreat(c: Ctx, t: dict[str, Any], end: Hex) -> None:
    st = c.st
    u = st.units[t["unit"]]
    opts = retreat_choices(st, t)
    path, loss, stop = opts[end]
    start = u.hex
    if path:
        move_unit(c, u, path[-1])
        add_overlay(st, "retreats", [u.side, [lab(st, start)] + [lab(st, h) for h in path], u.kind])
        c.ev("retreated", "CCA 8", unit=uname(u), path=route([lab(st, start)] + [lab(st, h) for h in path]))
    if stop:
        c.ev(
            "leader_joins",
            "CCA 8",
            leader=getattr(attached(st, u), "name", ""),
            hex=lab(st, u.hex),
        )
    if loss:
        c.ev("retreat_blocked", "CCA 8", hex=lab(st, u.hex), lost=loss, unit=uname(u))
        damage(c, u, loss, t["by"], "CCA 8", check_leader=not t.get("checked"))


def do_eretreat(c: Ctx, t: dict[str, Any], end: Hex) -> None:
    st = c.st
    u = st.units.get(t["unit"])
    if u is None:
        return
    opts = retreat_choices(st, t)
    path, loss, stop = opts[end]
    start = u.hex
    if path:
        move_unit(c, u, path[-1])
        add_overlay(st, "retreats", [u.side, [lab(st, start)] + [lab(st, h) for h in path], u.kind])
        c.ev("retreated", "CCA 8/b", unit=uname(u), path=route([lab(st, start)] + [lab(st, h) for h in path]))
    if loss and not stop:
        # the units (and lone enemy leaders) it could have entered next lose the blocks instead (E.6/6)
        victims: list[Unit | Leader] = []
        for nx in st.board.back[u.side][u.hex]:
            if MOVE_EFFECT[terr(st, nx)].get("mtd") == "imp":
                continue
            o = unit_at(st, nx)
            if o is not None:
                victims.append(o)
                continue
            ld = lone_leader(st, nx)
            if ld is not None and ld.side != u.side:
                victims.append(ld)
        for v in victims:
            if isinstance(v, Unit):
                c.ev("elephant_blocked", "CCA 8/b", hex=lab(st, v.hex), lost=loss)
                damage(c, v, loss, enemy(v.side), "CCA 8/b", at_once=False)  # simultaneous: may draw
            else:
                where = lab(st, v.hex) if v.hex else "-"
                move_leader(c, v, None)
                v.status = "dead"
                c.ev("leader_killed", "CCA 8/b", leader=v.name, hex=where)
                gain_banner(c, enemy(v.side), f"leader:{v.id}", check=False)
        check_win(c)
