"""CCA 9 (digest 11): evade, leaders under attack and their escape, momentum advance and bonus melee."""

from __future__ import annotations

from dataclasses import replace

from engine.cca.constants import (
    BONUS_WITHOUT_LEADER,
    CAVALRY,
    HEAVY_MOUNTED,
    LEADER_HIT_FACE,
    LEADER_MOVE,
    MOVE_EFFECT,
    UNIT_TYPES,
    move_group,
)
from engine.cca.rules.pieces import (
    Ctx,
    Why,
    add_overlay,
    adjacent_enemy_targets,
    attached,
    choice,
    enemy,
    face_ref,
    flags_of,
    kind_name,
    lab,
    leader_end_key,
    leader_ref,
    move_leader,
    move_unit,
    names,
    reason,
    remove_unit,
    resolve_ref,
    route,
    target_hex,
    tflag,
    uname,
    unit_at,
    what,
    why,
)
from engine.cca.rules.s07_battle import Fight, push_melee
from engine.cca.rules.s07_dice import damage, dice_count, melee_base
from engine.cca.rules.s08_retreat import default_retreat, retreat_paths
from engine.cca.rules.s10_leaders import kill_leader
from engine.cca.rules.s11_terrain import terr
from engine.cca.rules.tasks import Auto, Decide, ask
from engine.cca.state import Leader, State, Unit
from engine.core.dice import roll_for
from engine.core.hexgrid import Hex
from engine.core.machine import DONE, Ask, Step
from engine.core.messages import Msg
from engine.core.record import record


def evade_options(st: State, u: Unit) -> dict[Hex, list[Hex]]:
    paths = retreat_paths(st, u, 2)
    out: dict[Hex, list[Hex]] = {}
    full = [p for p, stop in paths if len(p) == 2 or stop]
    use = full if full else [p for p, _ in paths if p]
    for p in use:
        out.setdefault(p[-1], p)
    return out


def why_not_evade(st: State, defender: Unit, attacker: Unit) -> Why | None:
    """Why this unit may not evade a melee by that attacker, or None (CCA 9/a: light units evade anyone;
    medium cavalry evades foot and heavy mounted; heavy cavalry and chariots evade foot and elephants;
    there must be a way back)."""
    k, a = defender.kind, attacker.kind
    afoot = UNIT_TYPES[a].foot
    if k in ("LI", "LB", "LS", "LC", "HWM"):
        ok = True
    elif k == "MC":
        ok = afoot or a in HEAVY_MOUNTED
    elif k in ("HC", "CH"):
        ok = afoot or a == "EL"
    else:
        ok = False
    if not ok:
        return why(
            "cannot_evade", "CCA 9/a", why=reason("evade_kind", unit=uname(defender), by=uname(attacker))
        )
    if not evade_options(st, defender):
        return why("cannot_evade", "CCA 9/a", why=reason("evade_no_room", unit=uname(defender)))
    return None


def can_evade(st: State, defender: Unit, attacker: Unit) -> bool:
    return why_not_evade(st, defender, attacker) is None


def leader_evade_options(st: State, ld: Leader) -> tuple[dict[str, list[Hex]], bool]:
    """Leader evade ends ("off" for leaving the board) and whether they are escapes (CCA 9/a/1)."""
    assert ld.hex is not None
    normal: dict[str, list[Hex]] = {}
    escape: dict[str, list[Hex]] = {}
    _leader_evade_from(st, ld, ld.hex, [], False, normal, escape)
    if normal:
        return normal, False
    return escape, True


def _leader_evade_from(
    st: State,
    ld: Leader,
    h: Hex,
    path: list[Hex],
    through_enemy: bool,
    normal: dict[str, list[Hex]],
    escape: dict[str, list[Hex]],
) -> None:
    """``leader_evade_options`` from ``h``, reached by ``path`` (a function of its own rather than a
    recursive closure, which would keep the state it reads alive until a garbage collection)."""
    if len(path) >= 1:
        ok_end = True
        hh = path[-1]
        ol = st.lat.get(hh)
        ou = st.uat.get(hh)
        if ol is not None or (ou is not None and st.units[ou].side != ld.side):
            ok_end = False
        if ou is not None and ok_end and attached(st, st.units[ou]) is not None:
            ok_end = False
        if ok_end:
            (escape if through_enemy else normal).setdefault(lab(st, hh), list(path))
    if len(path) == LEADER_MOVE:
        return
    if st.board.home_row(ld.side, h):
        (escape if through_enemy else normal).setdefault("off", list(path))
        return
    for nx in st.board.back[ld.side][h]:
        if MOVE_EFFECT[terr(st, nx)].get("ldr") == "imp":
            continue
        ou = st.uat.get(nx)
        ol = st.lat.get(nx)
        hostile = ou is not None and st.units[ou].side != ld.side
        if ol is not None and st.leaders[ol].side != ld.side:
            continue
        _leader_evade_from(st, ld, nx, [*path, nx], through_enemy or hostile, normal, escape)


def run_evade(c: Ctx, t: Fight) -> None:
    st = c.st
    att = st.units[t.att]
    u = st.units[t.tgt]
    n = dice_count(st, att, u.id, "melee" if t.mode == "melee" else "bonus")
    faces = c.box.roll(n, 6, roll_for("evade roll", "cca.roll.evade"))
    cls = UNIT_TYPES[u.kind].cls
    hits = sum(1 for f in faces if f == cls)
    c.ev("evade_roll", "CCA 9/a", unit=uname(u), hex=t.th, faces=names(faces), hits=hits, on=face_ref(cls))
    add_overlay(st, "attacks", [att.side, t.ah, t.th, "melee", hits])
    _lost, dead = damage(c, u, hits, att.side, "CCA 9/a")
    if dead or st.result is not None:
        return
    if evade_options(st, u):
        c.push(EvadeTo(u.id))


def evade_to(c: Ctx, u: Unit, dest: Hex) -> None:
    """The evading unit moves along the path its owner chose after the roll (CCA 9/a)."""
    st = c.st
    path = evade_options(st, u)[dest]
    start = u.hex
    move_unit(c, u, path[-1])
    add_overlay(st, "retreats", [u.side, [lab(st, start)] + [lab(st, h) for h in path], u.kind])
    c.ev("evaded", "CCA 9/a", unit=uname(u), path=route([lab(st, start)] + [lab(st, h) for h in path]))
    if u.kind == "HWM":
        ld = attached(st, u)
        remove_unit(c, u)
        c.ev("crew_escaped", "CCA 9/a", hex=lab(st, path[-1]))
        if ld is not None:
            pass  # the leader stays as a lone leader


def default_leader_evade(st: State, ld: Leader, opts: dict[str, list[Hex]]) -> str | None:
    if not opts:
        return None
    best = None
    for k in sorted(opts, key=lambda x: (len(opts[x]), leader_end_key(x))):
        if k == "off":
            continue
        u = unit_at(st, st.board.by_label[k])
        if u is not None and u.side == ld.side:
            best = k
            break
    if best is None:
        one = [k for k in opts if len(opts[k]) == 1 and k != "off"]
        best = sorted(one)[0] if one else sorted(opts, key=leader_end_key)[0]
    return f"leader {best}"


def extra_hexes(st: State, u: Unit) -> list[Hex]:
    out = []
    for n in st.board.nbrs[u.hex]:
        if MOVE_EFFECT[terr(st, n)].get(move_group(u.kind)) == "imp" or n in st.uat:
            continue
        ld = st.lat.get(n)
        if ld is not None and (st.leaders[ld].side != u.side or attached(st, u) is not None):
            continue
        out.append(n)
    return sorted(out, key=lambda h: (h.r, h.q))


def bonus_possible(st: State, u: Unit, mode: str) -> bool:
    if mode != "melee" or tflag(st, u.id, "nbo"):
        return False
    if u.kind not in BONUS_WITHOUT_LEADER and attached(st, u) is None:
        return False
    return bool(adjacent_enemy_targets(st, u.hex, u.side))


def do_leader_evade(c: Ctx, t: LeaderEvade, where: str) -> None:
    st = c.st
    ld = st.leaders[t.leader]
    opts, esc = leader_evade_options(st, ld)
    path = opts[where]
    through = []
    if esc:
        for h in path:
            o = unit_at(st, h)
            if o is not None and o.side != ld.side:
                through.append(lab(st, h))
    if through:
        # each enemy unit on the way, in order, may attack the leader (E.4 non-active 5)
        hexes = tuple(lab(st, h) for h in path)
        c.push(Escape(ld.id, where, hexes, tuple(through)))
        return
    finish_leader_evade(c, ld, where, path)


def escape_attack(c: Ctx, t: Escape, attack: bool) -> None:
    """The enemy unit the escaping leader enters attacks it, or lets it pass (CCA 9/a/1)."""
    st = c.st
    ld = st.leaders[t.leader]
    here, rest = t.via[0], t.via[1:]
    o = unit_at(st, st.board.by_label[here])
    if o is not None and o.side != ld.side:
        if attack:
            n = melee_base(st, o, ld.id, "melee")
            faces = c.box.roll(n, 6, roll_for("leader escape", "cca.roll.leader_escape"))
            c.ev("escape_roll", "CCA 9/a/1", leader=leader_ref(ld), hex=here, faces=names(faces))
            if LEADER_HIT_FACE in faces:
                kill_leader(c, ld, o.side, "CCA 9/a/1")
                return
        else:
            c.ev("escape_let_pass", "CCA 9/a/1", leader=leader_ref(ld), hex=here, unit=uname(o))
    if rest:
        c.push(replace(t, via=rest))
        return
    finish_leader_evade(c, ld, t.where, [st.board.by_label[x] for x in t.path])


def finish_leader_evade(c: Ctx, ld: Leader, where: str, path: list[Hex]) -> None:
    st = c.st
    start = lab(st, ld.hex) if ld.hex else "-"
    if where == "off":
        move_leader(c, ld, None)
        ld.status = "gone"
        c.ev("leader_left", "CCA 9/a/1", leader=leader_ref(ld), hex=start)
        return
    move_leader(c, ld, st.board.by_label[where])
    add_overlay(st, "retreats", [ld.side, [start] + [lab(st, h) for h in path], "LDR"])
    c.ev(
        "leader_evaded", "CCA 9/a/1", leader=leader_ref(ld), path=route([start] + [lab(st, h) for h in path])
    )
    if ld.hex is not None and ld.hex in st.uat:
        c.ev("leader_joins", "CCA 9/a/1", leader=leader_ref(ld), hex=lab(st, ld.hex))


# ---------------------------------------------------------------------------- evades and momentum


@record
class Evade(Fight, Auto, kind="cca.evade"):
    """The evade roll of a unit that declared an evade (CCA 9/a)."""

    short = "evade"

    def resolve(self, c: Ctx) -> None:
        run_evade(c, self)


@record
class EvadeTo(Decide, kind="cca.evade_to"):
    """After its evade roll the unit's owner chooses where it evades to (CCA 9/a)."""

    short = "evadeto"
    unit: str

    def gone(self, st: State) -> bool:
        return self.unit not in st.units

    def ask(self, st: State) -> Ask:
        u = st.units[self.unit]
        ehs = sorted(evade_options(st, u), key=lambda x: (x.r, x.q))
        ch = [choice(f"evade {lab(st, h)}") for h in ehs]
        msg = Msg("cca.prompt.evade_path", {"hex": lab(st, u.hex), "kind": kind_name(u)}, "CCA 9/a")
        default = default_retreat(st, u, dict.fromkeys(ehs)).replace("retreat", "evade", 1)
        return ask(u.side, "cca.evade_path", msg, ch, default, standing=(("always", default),))

    def take(self, c: Ctx, verb: str, args: tuple[str, ...]) -> None:
        evade_to(c, c.st.units[self.unit], c.st.board.by_label[args[0]])


@record
class LeaderEvade(Decide, kind="cca.leader_evade"):
    """A leader that survived an attack or lost its unit evades (CCA 9/a/1); with nowhere to go it falls."""

    short = "levade"
    leader: str

    def gone(self, st: State) -> bool:
        ld = st.leaders.get(self.leader)
        return ld is None or ld.hex is None

    def run(self, host: Ctx) -> Step:
        st = host.st
        ld = st.leaders[self.leader]
        if not leader_evade_options(st, ld)[0]:
            st.own()
            kill_leader(host, st.leaders[self.leader], enemy(ld.side), "CCA 9/a/1")
            return DONE
        return Decide.run(self, host)

    def ask(self, st: State) -> Ask:
        ldr = st.leaders[self.leader]
        lopts, _esc = leader_evade_options(st, ldr)
        ch = [choice(f"leader {h}") for h in sorted(lopts, key=leader_end_key)]
        msg = Msg("cca.prompt.leader_evade", {"leader": leader_ref(ldr)}, "CCA 9/a/1")
        default = default_leader_evade(st, ldr, lopts)
        standing = (("always", default),) if default is not None else ()
        return ask(ldr.side, "cca.leader_evade", msg, ch, default, standing=standing)

    def take(self, c: Ctx, verb: str, args: tuple[str, ...]) -> None:
        do_leader_evade(c, self, args[0])


@record
class Escape(Decide, kind="cca.escape"):
    """An escaping leader enters an enemy unit's hex: that unit may strike at it (CCA 9/a/1). ``via``: the
    enemy-held hexes still to pass, in order."""

    short = "escape"
    leader: str
    where: str
    path: tuple[str, ...]
    via: tuple[str, ...]

    def gone(self, st: State) -> bool:
        ld = st.leaders.get(self.leader)
        return ld is None or ld.hex is None

    def ask(self, st: State) -> Ask:
        ldr = st.leaders[self.leader]
        here = self.via[0]
        o = unit_at(st, st.board.by_label[here])
        assert o is not None
        msg = Msg(
            "cca.prompt.escape", {"leader": leader_ref(ldr), "hex": here, "kind": kind_name(o)}, "CCA 9/a/1"
        )
        ch = [choice("strike"), choice("letpass")]
        return ask(
            o.side, "cca.escape", msg, ch, "strike", standing=(("always", "strike"), ("never", "letpass"))
        )

    def take(self, c: Ctx, verb: str, args: tuple[str, ...]) -> None:
        escape_attack(c, self, verb == "strike")


def _advance(c: Ctx, u: Unit, to: str) -> str:
    """Move the unit one hex on (momentum), say so and draw it; returns the terrain's movement effect."""
    st = c.st
    start = u.hex
    dest = st.board.by_label[to]
    move_unit(c, u, dest)
    c.ev("advanced", "CCA 9/b", unit=uname(u), path=route([lab(st, start), to]))
    add_overlay(st, "moves", [u.side, [lab(st, start), to], u.kind])
    eff = MOVE_EFFECT[terr(st, dest)].get(move_group(u.kind), "")
    if eff == "stopnb":
        flags_of(st, u.id)["nbo"] = 1
    return eff


@record
class Advance(Decide, kind="cca.advance"):
    """A melee winner may advance into the hex its target left (CCA 9/b)."""

    short = "advance"
    att: str
    to: str
    mode: str

    def gone(self, st: State) -> bool:
        return self.att not in st.units

    def ask(self, st: State) -> Ask:
        u = st.units[self.att]
        msg = Msg("cca.prompt.advance", {"hex": self.to, "kind": kind_name(u)}, "CCA 9/b")
        return ask(u.side, "cca.advance", msg, [choice("advance"), choice("noadvance")], "advance")

    def take(self, c: Ctx, verb: str, args: tuple[str, ...]) -> None:
        if verb != "advance":
            return
        u = c.st.units[self.att]
        eff = _advance(c, u, self.to)
        if self.mode == "melee":
            c.push(Bonus(u.id))
            if u.kind in CAVALRY and not eff:
                c.push(Extra(u.id))


@record
class Extra(Decide, kind="cca.extra"):
    """Cavalry that advanced may move one hex more (CCA 9/b)."""

    short = "extra"
    att: str

    def gone(self, st: State) -> bool:
        return self.att not in st.units

    def ask(self, st: State) -> Ask:
        u = st.units[self.att]
        ch = [choice(f"extra {lab(st, h)}") for h in extra_hexes(st, u)]
        ch.append(choice("noextra"))
        msg = Msg("cca.prompt.extra", {"kind": kind_name(u), "hex": lab(st, u.hex)}, "CCA 9/b")
        return ask(u.side, "cca.extra", msg, ch, "noextra")

    def take(self, c: Ctx, verb: str, args: tuple[str, ...]) -> None:
        if verb == "extra":
            _advance(c, c.st.units[self.att], args[0])


@record
class Bonus(Decide, kind="cca.bonus"):
    """A unit that advanced after a melee may battle again (CCA 9/c)."""

    short = "bonus"
    att: str

    def gone(self, st: State) -> bool:
        return self.att not in st.units or not bonus_possible(st, st.units[self.att], "melee")

    def ask(self, st: State) -> Ask:
        u = st.units[self.att]
        ch = [
            choice(f"bonus {lab(st, target_hex(st, x))}") for x in adjacent_enemy_targets(st, u.hex, u.side)
        ]
        ch.append(choice("nobonus"))
        msg = Msg("cca.prompt.bonus", {"kind": kind_name(u), "hex": lab(st, u.hex)}, "CCA 9/c")
        return ask(u.side, "cca.bonus", msg, ch, "nobonus")

    def take(self, c: Ctx, verb: str, args: tuple[str, ...]) -> None:
        if verb != "bonus":
            return
        st = c.st
        u = st.units[self.att]
        tid = resolve_ref(st, args[0])
        assert tid is not None
        c.ev(
            "declared_bonus",
            "CCA 9/c",
            unit=uname(u),
            hex=lab(st, u.hex),
            target=args[0],
            what=what(st, tid),
        )
        push_melee(c, u.id, tid, "bonus")
