"""CCA 8 (digest 10): flags, flag-ignoring support, retreat, and the elephant's retreat and rampage."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.cca.constants import CAMP, LEADER, LEADER_HIT_FACE, MOVE_EFFECT, UNIT_TYPES, move_group
from engine.cca.rules.pieces import (
    Ctx,
    add_overlay,
    attached,
    choice,
    enemy,
    kind_name,
    lab,
    leader_at,
    leader_ref,
    lone_leader,
    move_leader,
    move_unit,
    names,
    resolve_ref,
    route,
    target_hex,
    uname,
    unit_at,
)
from engine.cca.rules.s03_winning import check_win, gain_banner
from engine.cca.rules.s07_dice import damage
from engine.cca.rules.s10_leaders import kill_leader
from engine.cca.rules.s11_terrain import across_rampart, terr
from engine.cca.rules.tasks import Decide, ask
from engine.cca.state import Leader, State, Unit
from engine.core.dice import roll_for
from engine.core.hexgrid import Hex
from engine.core.machine import Ask
from engine.core.messages import Msg
from engine.core.record import record


def retreat_paths(st: State, u: Unit, n: int) -> list[tuple[list[Hex], bool]]:
    """Every maximal retreat path of up to ``n`` hexes toward the owner's edge (CCA 8).

    Returns (path, stopped_on_leader). A path shorter than ``n`` without a leader stop loses blocks."""
    out: list[tuple[list[Hex], bool]] = []
    _retreat_from(st, u, n, attached(st, u) is not None, move_group(u.kind), u.hex, [], out)
    return out


def _retreat_from(
    st: State,
    u: Unit,
    n: int,
    has_leader: bool,
    grp: str,
    h: Hex,
    path: list[Hex],
    out: list[tuple[list[Hex], bool]],
) -> None:
    """``retreat_paths`` from ``h``, reached by ``path`` (a function of its own rather than a recursive
    closure, which would keep the state it reads alive until a garbage collection)."""
    if len(path) == n:
        out.append((path, False))
        return
    moved = False
    for nx in st.board.back[u.side][h]:
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
        _retreat_from(st, u, n, has_leader, grp, nx, [*path, nx], out)
    if not moved:
        out.append((path, False))


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


def rampage_targets(st: State, t: Rampage) -> list[str]:
    """Units and lone leaders next to a retreating elephant not yet rolled against (CCA 8/b)."""
    el = st.units.get(t.unit)
    if el is None:
        return []
    done = t.done
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


def rampage_one(c: Ctx, t: Rampage, pid: str) -> None:
    """Two dice against one rampage target, in the order the causing player chose."""
    from engine.cca.rules.s09_evade_momentum import LeaderEvade

    st = c.st
    c.push(replace(t, done=(*t.done, pid)))
    if pid in st.units:
        u = st.units[pid]
        faces = c.box.roll(2, 6, roll_for("elephant rampage", "cca.roll.rampage"))
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
    faces = c.box.roll(2, 6, roll_for("elephant rampage", "cca.roll.rampage"))
    hit = int(LEADER_HIT_FACE in faces)
    c.ev(
        "rampage",
        "CCA 8/b",
        hex=lab(st, ld.hex),
        faces=names(faces),
        hits=hit,
        what=leader_ref(ld),
        on=names([LEADER]),
    )
    if LEADER_HIT_FACE in faces:
        kill_leader(c, ld, enemy(ld.side), "CCA 8/b")
    else:
        c.push(LeaderEvade(ld.id))


def retreat_choices(st: State, t: Retreat) -> dict[Hex, tuple[list[Hex], int, bool]]:
    u = st.units[t.unit]
    n = t.n
    opts = retreat_options(st, u, n)
    if isinstance(t, ElephantRetreat):
        # an elephant must retreat as far as it can (E.6/22); it never loses blocks
        paths = retreat_paths(st, u, n)
        far = max((len(p) if not stop else n) for p, stop in paths)
        opts = {}
        for p, stop in paths:
            if (n if stop else len(p)) == far:
                opts.setdefault(p[-1] if p else u.hex, (p, n - len(p) if not stop else 0, stop))
    return dict(sorted(opts.items(), key=lambda kv: (kv[0].r, kv[0].q)))


def default_retreat(st: State, u: Unit, opts: dict[Hex, Any]) -> str:
    def key(h: Hex) -> tuple[int, str]:
        d = min((h.distance(o.hex) for o in st.units.values() if o.side != u.side), default=99)
        return (-d, lab(st, h))

    return f"retreat {lab(st, min(opts, key=key))}"


def do_retreat(c: Ctx, t: Retreat, end: Hex) -> None:
    st = c.st
    u = st.units[t.unit]
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
            leader=leader_ref(ld) if (ld := attached(st, u)) is not None else "",
            hex=lab(st, u.hex),
        )
    if loss:
        c.ev("retreat_blocked", "CCA 8", hex=lab(st, u.hex), lost=loss, unit=uname(u))
        damage(c, u, loss, t.by, "CCA 8", check_leader=not t.checked)


def do_eretreat(c: Ctx, t: Retreat, end: Hex) -> None:
    st = c.st
    u = st.units.get(t.unit)
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
                c.ev("leader_killed", "CCA 8/b", leader=leader_ref(v), hex=where)
                gain_banner(c, enemy(v.side), f"leader:{v.id}", check=False)
        check_win(c)


# ---------------------------------------------------------------------------- the steps of a retreat


@record
class Flags(Decide, kind="cca.flags"):
    """A unit that rolled flags against it may ignore some (CCA 8/a), then retreats for the rest."""

    short = "flags"
    unit: str
    flags: int
    ign: int  # at most this many may be ignored
    by: str  # the side that caused them
    extra: int = 0  # hexes more per flag (cavalry battled by an elephant, E.6/22)
    checked: int = 0  # the leader casualty check was made already for this roll

    def gone(self, st: State) -> bool:
        return self.unit not in st.units

    def ask(self, st: State) -> Ask:
        u = st.units[self.unit]
        ch = [choice(f"ignore {i}") for i in range(self.ign, -1, -1)]
        params = {"hex": lab(st, u.hex), "flags": self.flags, "max": self.ign, "kind": kind_name(u)}
        msg = Msg("cca.prompt.ignore", params, "CCA 8/a")
        most = f"ignore {self.ign}"
        return ask(u.side, "cca.ignore", msg, ch, most, standing=(("always", most), ("never", "ignore 0")))

    def take(self, c: Ctx, verb: str, args: tuple[str, ...]) -> None:
        st = c.st
        u = st.units[self.unit]
        ign = int(args[0])
        left = self.flags - ign
        if ign:
            c.ev("flags_ignored", "CCA 8/a", hex=lab(st, u.hex), n=ign, unit=uname(u))
        if left > 0:
            n = left * (UNIT_TYPES[u.kind].retreat + self.extra)
            if u.kind == "EL":
                c.push(ElephantRetreat(u.id, n, self.by, self.checked))
                c.push(Rampage(u.id, self.by))
            else:
                c.push(Retreat(u.id, n, self.by, self.checked))


@record
class Retreat(Decide, kind="cca.retreat"):
    """The owner retreats the unit ``n`` hexes toward its edge along the path it chooses (CCA 8)."""

    short = "retreat"
    unit: str
    n: int
    by: str
    checked: int = 0

    def gone(self, st: State) -> bool:
        return self.unit not in st.units

    def ask(self, st: State) -> Ask:
        u = st.units[self.unit]
        opts = retreat_choices(st, self)
        ch = [choice(f"retreat {lab(st, h)}") for h in opts]
        params = {"hex": lab(st, u.hex), "hexes": self.n, "kind": kind_name(u)}
        msg = Msg("cca.prompt.retreat", params, "CCA 8")
        safest = default_retreat(st, u, opts)  # a standing answer retreats the way farthest from the enemy
        return ask(u.side, "cca.retreat", msg, ch, safest, standing=(("always", safest),))

    def take(self, c: Ctx, verb: str, args: tuple[str, ...]) -> None:
        do_retreat(c, self, c.st.board.by_label[args[0]])


@record
class ElephantRetreat(Retreat, kind="cca.elephant_retreat"):
    """An elephant retreats as far as it can; what blocks it takes the losses (CCA 8/b)."""

    short = "eretreat"

    def take(self, c: Ctx, verb: str, args: tuple[str, ...]) -> None:
        do_eretreat(c, self, c.st.board.by_label[args[0]])


@record
class Rampage(Decide, kind="cca.rampage"):
    """The player who caused an elephant's retreat rolls against each piece next to it, in the order he
    chooses (CCA 8/b); ``done``: the pieces already rolled against."""

    short = "rampage"
    unit: str
    by: str
    done: tuple[str, ...] = ()

    def gone(self, st: State) -> bool:
        return not rampage_targets(st, self)

    def ask(self, st: State) -> Ask:
        ch = [choice(f"rampage {lab(st, target_hex(st, p))}") for p in rampage_targets(st, self)]
        msg = Msg("cca.prompt.rampage", {}, "CCA 8/b")
        return ask(self.by, "cca.rampage", msg, ch, ch[0].order if ch else None)

    def take(self, c: Ctx, verb: str, args: tuple[str, ...]) -> None:
        pid = resolve_ref(c.st, args[0])
        assert pid is not None
        rampage_one(c, self, pid)
