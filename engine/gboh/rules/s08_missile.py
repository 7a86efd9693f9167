"""8.1-8.2 Missile fire, ammunition, leaders hit by fire, and reaction fire.

An ordered missile unit fires once per Orders Phase, before, during, after or instead of its move (8.11;
during or after a move only if its last step brought it closer to the target). Its target is an enemy
within range (Missile Table 8.71) seen through one of its front or flank hexsides (8.13); woods and
combat units block the line unless lower than both ends, a line along a hexside is blocked if either hex
blocks, archers see over units nearer to them than to the target, adjacent targets are always seen (8.14).
A modified roll at or below the range's number scores 1 cohesion hit (8.15). Ammunition (8.16): A and S
run Low on an unmodified 9, non-cohort J on 7-9, cohorts and X are out after one volley; a Low unit that
fires is out. An unmodified 0 on a hex with a leader calls a second roll: 0 hits him (8.18, 4.83).
Reaction fire (8.2): when an enemy enters its ZOC a missile unit may fire at range 1 (entry reaction,
8.21); a unit fired on may fire back at the firer (return fire, 8.23).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.dice import Modifier
from engine.core.hexgrid import Arc, Hex, HexsideRule, line_blocked, line_steps
from engine.core.machine import DONE, Ask, Asks, Step, Task, Turn, choices
from engine.core.messages import Msg
from engine.gboh.geometry import arc_of, dist, zoc_hexes
from engine.gboh.rules import d10, lref, uref
from engine.gboh.rules.s06_stacks import is_bottom, struck
from engine.gboh.rules.s10_cohesion import add_hits, leader_casualty
from engine.gboh.state import GbohState, Unit
from engine.gboh.tables import chart, unit_type


def strengths(u: Unit) -> list[int]:
    if not u.missile or u.routed or u.ammo == "no":
        return []
    table = chart("missile")["cavalry" if unit_type(u.type)["cavalry"] else "foot"]
    return [int(x) for x in table.get(u.missile, [])]


def has_los(st: GbohState, u: Unit, target: str) -> bool:
    """8.13-8.14: the line leaves through a front or flank hexside and nothing blocks it."""
    b = st.board
    if dist(b, u.hex, target) == 1:
        return arc_of(b, u, target) is not Arc.REAR
    a, t = b.hex_of[u.hex], b.hex_of[target]
    first = line_steps(a, t)[0].hexes
    if all(arc_of(b, u, b.label_of[h]) is Arc.REAR for h in first if h in b.label_of):
        return False
    low = min(b.level[u.hex], b.level[target])
    top = max(b.level[u.hex], b.level[target])
    held = {x.hex for x in st.units.values()}

    def blocks(h: Hex) -> bool:
        lab = b.label_of.get(h)
        if lab is None:
            return False
        if b.level[lab] > top:
            return True
        if b.level[lab] < low:
            return False
        if b.terrain[lab] == "woods":
            return True
        if lab in held:
            return not (u.missile == "A" and dist(b, u.hex, lab) < dist(b, lab, target))
        return False

    return not line_blocked(a, t, blocks, HexsideRule.EITHER_BLOCKS)


def targets(st: GbohState, u: Unit, reach: int | None = None) -> list[Unit]:
    """The enemies ``u`` could fire at (in range and sight); none for the bottom cohort of a stack, which
    does not fire (6.68)."""
    if is_bottom(st, u):
        return []
    table = strengths(u)
    reach = len(table) if reach is None else min(reach, len(table))
    out = []
    for e in sorted(st.units.values(), key=lambda x: x.id):
        if e.side == u.side:
            continue
        d = dist(st.board, u.hex, e.hex)
        if 1 <= d <= reach and has_los(st, u, e.hex):
            out.append(e)
    return out


def fire_targets(st: GbohState, u: Unit) -> list[Unit]:
    """The targets an order may name: a two-cohort stack once, by the cohort the fire would hit (8.13)."""
    return [t for t in targets(st, u) if struck(st, u.hex, t) is t]


def fire(
    host: Turn, u: Unit, target: Unit, moving: bool, reach_cap: int | None = None, kind: str = "fire"
) -> Unit:
    """Resolve one fire of ``u`` at ``target`` (8.15-8.18); at a two-cohort stack it hits the top cohort,
    or the bottom one through the stack's rear (8.13). The unit fired on."""
    st: GbohState = host.state
    b = st.board
    target = struck(st, u.hex, target)
    rng = reach_cap or dist(b, u.hex, target.hex)
    need = strengths(u)[rng - 1]
    mods: list[Modifier] = []
    drm = chart("missile")["drm"]
    if b.terrain[target.hex] == "woods":
        mods.append(Modifier("gboh.mod.woods", int(drm["woods"]), "GBoH 8.71"))
    if b.level[target.hex] < b.level[u.hex]:
        mods.append(Modifier("gboh.mod.lower_target", int(drm["lower_target"]), "GBoH 8.71"))
    cav = bool(unit_type(u.type)["cavalry"])
    if moving and (u.missile in ("S", "A") or cav):
        mods.append(Modifier("gboh.mod.moving_firer", int(drm["moving_firer"]), "GBoH 8.71"))
    if u.depleted:
        mods.append(Modifier("gboh.mod.depleted", int(drm["depleted"]), "GBoH 10.42"))
    heavy_target = target.type in ("CO", "HI", "PH")
    adjacent = dist(b, u.hex, target.hex) == 1
    if u.missile in ("S", "A") and heavy_target and adjacent and arc_of(b, target, u.hex) is Arc.FRONT:
        mods.append(Modifier("gboh.mod.front_of_heavy", int(drm["front_of_heavy"]), "GBoH 8.71"))
    if target.type == "SK":
        mods.append(Modifier("gboh.mod.skirmisher_target", int(drm["skirmisher_target"]), "GBoH 9.22"))
    r = d10(host, kind, tuple(mods), unit=uref(u), target=uref(target))
    raw = r.values[0]
    hit = r.total <= need
    host.say(
        f"gboh.ev.{kind}",
        "GBoH 8.15",
        unit=uref(u),
        target=uref(target),
        roll=r.total,
        need=need,
        hit=int(hit),
    )
    _ammo(host, u, raw)
    leaders = [ld for ld in st.leaders.values() if ld.hex == target.hex]
    if hit:
        add_hits(host, target, 1, "fire", "GBoH 8.15")
    if raw == 0 and leaders:
        for ld in leaders:
            if d10(host, "leader_hit", leader=lref(ld)).values[0] == 0:
                leader_casualty(host, ld)
    return target


def _ammo(host: Turn, u: Unit, raw: int) -> None:
    ammo = chart("missile")["ammo"]
    rule = ammo["CO_J"] if u.type == "CO" and u.missile == "J" else ammo.get(u.missile, {})
    before = u.ammo
    if rule.get("once") or u.ammo == "low":
        u.ammo = "no"
    elif raw in rule.get("low", ()):
        u.ammo = "low"
    if u.ammo != before:
        host.say(f"gboh.ev.missile_{u.ammo}", "GBoH 8.16", unit=uref(u))


def may_react(st: GbohState, u: Unit, mover: Unit, entry: bool) -> bool:
    if u.side == mover.side or u.routed or not strengths(u) or is_bottom(st, u):
        return False
    if entry:
        return mover.hex in zoc_hexes(st.board, u)
    return dist(st.board, u.hex, mover.hex) <= len(strengths(u)) and has_los(st, u, mover.hex)


@dataclass(frozen=True, slots=True)
class ReactionFire(Task[Turn], kind="gboh.reaction_fire"):
    """8.21 entry reaction fire at range 1 (``entry``) or 8.23 return fire at the unit that fired."""

    unit: str
    target: str
    entry: bool = True
    exit: bool = False  # 8.22 exit reaction fire, at range 2, as the enemy leaves the unit's ZOC

    def stale(self, host: Turn) -> bool:
        st: GbohState = host.state
        u, t = st.units.get(self.unit), st.units.get(self.target)
        if self.exit:
            return u is None or t is None or u.routed or t.routed or len(strengths(u)) < 2 or is_bottom(st, u)
        return u is None or t is None or not may_react(st, u, t, self.entry)

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        u, t = st.units[self.unit], st.units[self.target]
        what = "exit_fire" if self.exit else ("entry_fire" if self.entry else "return_fire")
        rule = "GBoH 8.22" if self.exit else ("GBoH 8.21" if self.entry else "GBoH 8.23")
        key, kind = f"gboh.ask.{what}", f"gboh.{what}"
        return Asks(
            Ask(
                u.side,
                kind,
                Msg(key, {"unit": uref(u), "target": uref(t)}, rule),
                choices(("fire", "hold")),
                default="hold",
                standing=(("always", "fire"), ("never", "hold")),
            )
        )

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        if order == "fire":
            st: GbohState = host.state
            cap = 2 if self.exit else (1 if self.entry else None)
            u = st.units[self.unit]
            if self.entry and not self.exit:
                u.entry_at = f"{u.entry_at} {self.target}".strip()
            fire(host, u, st.units[self.target], False, cap)
        return DONE


@dataclass(frozen=True, slots=True)
class HeldFire(Task[Turn], kind="gboh.held_fire"):
    """8.21 exception: the fire a unit of a Legion or Line Command declared during its move (its target,
    range and whether it had moved, as it fired), resolved once the command has moved and the enemy's
    entry reaction fire is done; it lapses if the firer routed, ran out of missiles or its target is
    gone."""

    unit: str

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        u = st.units.get(self.unit)
        if u is None or not u.aim:
            return DONE
        tid, rng, moved = u.aim.split()
        u.aim = ""
        t = st.units.get(tid)
        if t is None or not strengths(u) or int(rng) > len(strengths(u)):
            host.say("gboh.ev.fire_lapsed", "GBoH 8.21", unit=uref(u), target=tid)
            return DONE
        hit = fire(host, u, t, moving=moved == "1", reach_cap=int(rng))
        host.push(*return_window(st, hit, u))
        return DONE


def exit_windows(st: GbohState, mover: Unit, frm: str, to: str) -> list[ReactionFire]:
    """8.22: enemy missile units of range 2 or more whose ZOC ``mover`` leaves (``frm`` to ``to``)."""
    return [
        ReactionFire(u.id, mover.id, entry=False, exit=True)
        for u in sorted(st.units.values(), key=lambda x: x.id)
        if u.side != mover.side
        and not u.routed
        and len(strengths(u)) >= 2
        and not is_bottom(st, u)
        and frm in (z := zoc_hexes(st.board, u))
        and to not in z
    ]


def entry_windows(st: GbohState, mover: Unit) -> list[ReactionFire]:
    return [
        ReactionFire(u.id, mover.id)
        for u in sorted(st.units.values(), key=lambda x: x.id)
        if u.side != mover.side
        and dist(st.board, u.hex, mover.hex) == 1
        and strengths(u)
        and not is_bottom(st, u)
    ]


def return_window(st: GbohState, target: Unit, firer: Unit) -> list[ReactionFire]:
    """8.23: the return fire of ``target`` at ``firer``, never after it fired entry reaction fire at
    that same unit."""
    if firer.id in target.entry_at.split():
        return []
    if target.id in st.units and firer.id in st.units and may_react(st, target, firer, entry=False):
        return [ReactionFire(target.id, firer.id, entry=False)]
    return []
