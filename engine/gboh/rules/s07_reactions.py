"""The inactive player's reactions to a moving enemy: 7.14 reaction facing, 6.5 Orderly Withdrawal and
4.82 leader evasion. Each is an ask owed to that side at the hex the mover just entered; the move waits
for the answer and goes on afterwards (its plan stops where a step has become impossible).

Reaction facing (7.14): an enemy moving from a non-adjacent hex to one adjacent to a unit lets it turn one
vertex, once per Orders Phase, unless it is already in the ZOC of another enemy; it then rolls d10 +
(mover's MA - its MA): above its TQ it takes the difference in hits, and at least 1 hit whatever the roll
(cavalry turning to face infantry neither rolls nor takes a hit; SK turn free but roll as others).

Orderly Withdrawal (6.5): a unit not in an enemy ZOC whose printed MA is greater than the mover's may
withdraw when the mover enters a hex within 2 hexes of it, spending up to the difference in MP (SK: up to
2 hexes from a mover no faster than they), every hex farther from the mover, keeping its facing, never
into an enemy ZOC, woods or marsh nor across a river (6.55). Approached through its rear or flank it
takes 1 hit first (SK: rear only); a foot unit other than SK then checks TQ: above it, 1 hit (6.52, A37).

Leader evasion (4.82): an enemy moving adjacent to a leader not in an enemy ZOC lets him withdraw 1-3
hexes, each farther from the mover; a leader alone who does not is eliminated.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from engine.core.hexgrid import Arc
from engine.core.machine import DONE, Ask, Asks, Step, Task, Turn, choices
from engine.core.messages import Msg
from engine.gboh.geometry import arc_of, dist, enemy_at, enemy_zoc, enter_cost, hexside, neighbours, units_at
from engine.gboh.rules import d10, href, lref, uref
from engine.gboh.rules.s06_stacks import check_tq
from engine.gboh.rules.s10_cohesion import add_hits, eliminate_leader
from engine.gboh.scenario import FACINGS
from engine.gboh.state import GbohState, Leader, Unit
from engine.gboh.tables import unit_type

NO_WITHDRAW_TERRAIN = ("woods", "marsh")


def ow_destinations(st: GbohState, u: Unit, mover: Unit) -> dict[str, int]:
    """Hexes the unit may withdraw to, with the MP each costs (6.51, 6.55)."""
    b = st.board
    if u.type == "SK":
        budget, by_hexes = 2, True
    else:
        budget, by_hexes = u.ma - mover.ma, False
    out: dict[str, int] = {}
    seen = {u.hex: 0}
    todo = deque([u.hex])
    while todo:
        h = todo.popleft()
        for n in neighbours(b, h):
            if dist(b, n, mover.hex) <= dist(b, h, mover.hex) or n in seen:
                continue
            cost = enter_cost(b, u, h, n)
            if (
                cost is None
                or b.terrain[n] in NO_WITHDRAW_TERRAIN
                or hexside(b, h, n) in ("river", "minor_river")
            ):
                continue
            spent = seen[h] + (1 if by_hexes else cost[0])
            if spent > budget or enemy_at(st, u.side, n) or enemy_zoc(st, u.side, n):
                continue
            if units_at(st, n):
                continue
            seen[n] = spent
            out[n] = spent
            todo.append(n)
    return out


def may_withdraw(st: GbohState, u: Unit, mover: Unit) -> bool:
    if u.side == mover.side or u.routed or dist(st.board, u.hex, mover.hex) > 2:
        return False
    if enemy_zoc(st, u.side, u.hex):
        return False
    if u.type == "SK":
        return mover.ma <= u.ma
    return u.ma > mover.ma


def may_face(st: GbohState, u: Unit, mover: Unit, frm: str) -> bool:
    b = st.board
    if u.side == mover.side or u.routed or u.reacted or dist(b, u.hex, mover.hex) != 1:
        return False
    if dist(b, u.hex, frm) == 1:
        return False
    return not [e for e in enemy_zoc(st, u.side, u.hex) if e.id != mover.id]


def reactions(st: GbohState, mover: Unit, frm: str, advance: bool = False) -> list[Task[Turn]]:
    """The windows a move into ``mover.hex`` (from ``frm``) opens for the other side, in id order; an
    advance after combat opens no Orderly Withdrawal (8.54), only reaction facing and leader evasion."""
    out: list[Task[Turn]] = [] if advance else [*leader_withdrawals(st, mover)]  # a leader first
    for u in sorted(st.units.values(), key=lambda x: x.id):
        if may_face(st, u, mover, frm):
            out.append(ReactionFacing(u.id, mover.id))
        elif not advance and may_withdraw(st, u, mover) and ow_destinations(st, u, mover):
            out.append(Withdrawal(u.id, mover.id))
    for ld in sorted(st.leaders.values(), key=lambda x: x.id):
        near = ld.side != mover.side and dist(st.board, ld.hex, mover.hex) == 1 < dist(st.board, ld.hex, frm)
        if near:  # noqa: SIM102
            if not [e for e in enemy_zoc(st, ld.side, ld.hex) if e.id != mover.id]:
                out.append(Evasion(ld.id, mover.id))
    return out


LEADER_MA = 9


def leader_may_withdraw(st: GbohState, ld: Leader, mover: Unit) -> bool:
    """6.51: a leader (MA 9) 2 hexes from a slower enemy mover, not in an enemy ZOC, may withdraw (an
    enemy next to him is met by evasion, 4.82, instead)."""
    return (
        ld.side != mover.side
        and dist(st.board, ld.hex, mover.hex) == 2
        and mover.ma < LEADER_MA
        and not enemy_zoc(st, ld.side, ld.hex)
    )


def leader_ow_destinations(st: GbohState, ld: Leader, mover: Unit) -> dict[str, int]:
    """Hexes a leader may withdraw to with 9 - the mover's MA, at cavalry costs, each farther from the
    mover, never into an enemy-held hex or an enemy ZOC, woods or marsh, nor across a river (6.55)."""
    b = st.board
    budget = LEADER_MA - mover.ma
    out: dict[str, int] = {}
    seen = {ld.hex: 0}
    todo = deque([ld.hex])
    while todo:
        h = todo.popleft()
        for n in neighbours(b, h):
            if dist(b, n, mover.hex) <= dist(b, h, mover.hex) or n in seen:
                continue
            cost = enter_cost(b, None, h, n)
            if (
                cost is None
                or b.terrain[n] in NO_WITHDRAW_TERRAIN
                or hexside(b, h, n) in ("river", "minor_river")
            ):
                continue
            spent = seen[h] + cost[0]
            if spent > budget or enemy_at(st, ld.side, n) or enemy_zoc(st, ld.side, n):
                continue
            seen[n] = out[n] = spent
            todo.append(n)
    return out


def leader_withdrawals(st: GbohState, mover: Unit) -> list[Task[Turn]]:
    return [
        LeaderWithdrawal(ld.id, mover.id)
        for ld in sorted(st.leaders.values(), key=lambda x: x.id)
        if leader_may_withdraw(st, ld, mover) and leader_ow_destinations(st, ld, mover)
    ]


@dataclass(frozen=True, slots=True)
class LeaderWithdrawal(Task[Turn], kind="gboh.leader_withdrawal"):
    """6.51: a leader's Orderly Withdrawal (asked as ``gboh.withdrawal``, the units' decision)."""

    leader: str
    mover: str

    def stale(self, host: Turn) -> bool:
        st: GbohState = host.state
        ld, m = st.leaders.get(self.leader), st.units.get(self.mover)
        return ld is None or m is None or not leader_may_withdraw(st, ld, m)

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        ld, m = st.leaders[self.leader], st.units[self.mover]
        opts = [f"withdraw {h}" for h in sorted(leader_ow_destinations(st, ld, m))]
        if not opts:
            return DONE
        return Asks(
            Ask(
                ld.side,
                "gboh.withdrawal",
                Msg("gboh.ask.leader_withdrawal", {"leader": lref(ld), "mover": uref(m)}, "GBoH 6.51"),
                choices((*opts, "stay")),
                default="stay",
                standing=(("never", "stay"),),
            )
        )

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        if order == "stay":
            return DONE
        st: GbohState = host.state
        ld = st.leaders[self.leader]
        frm, ld.hex = ld.hex, order.split()[1]
        host.say("gboh.ev.leader_withdrew", "GBoH 6.51", leader=lref(ld), frm=href(frm))
        return DONE


@dataclass(frozen=True, slots=True)
class ReactionFacing(Task[Turn], kind="gboh.reaction_facing"):
    unit: str
    mover: str

    def stale(self, host: Turn) -> bool:
        st: GbohState = host.state
        return self.unit not in st.units or self.mover not in st.units or st.units[self.unit].routed

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        u, m = st.units[self.unit], st.units[self.mover]
        opts = [f"face {FACINGS[(u.facing + k) % 6]}" for k in (-1, 1)]
        return Asks(
            Ask(
                u.side,
                "gboh.reaction_facing",
                Msg("gboh.ask.reaction_facing", {"unit": uref(u), "mover": uref(m)}, "GBoH 7.14"),
                choices((*opts, "hold")),
                default="hold",
                standing=(("never", "hold"),),
            )
        )

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        if order == "hold":
            return DONE
        st: GbohState = host.state
        u, m = st.units[self.unit], st.units[self.mover]
        u.facing = FACINGS.index(order.split()[1])
        u.reacted = True
        host.say("gboh.ev.reaction_faced", "GBoH 7.14", unit=uref(u), facing=order.split()[1])
        if unit_type(u.type)["cavalry"] and unit_type(m.type)["foot"]:
            return DONE
        tq, mods = check_tq(st, u)  # 6.68: a stacked cohort rolls alone, against the top cohort's TQ
        r = d10(host, "reaction_facing", mods, unit=uref(u))
        hits = max(1, r.total + (m.ma - u.ma) - tq)
        add_hits(host, u, hits, "reaction_facing", "GBoH 7.14")
        return DONE


@dataclass(frozen=True, slots=True)
class Withdrawal(Task[Turn], kind="gboh.withdrawal"):
    unit: str
    mover: str

    def stale(self, host: Turn) -> bool:
        st: GbohState = host.state
        u, m = st.units.get(self.unit), st.units.get(self.mover)
        return u is None or m is None or not may_withdraw(st, u, m) or not ow_destinations(st, u, m)

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        u, m = st.units[self.unit], st.units[self.mover]
        opts = [f"withdraw {h}" for h in sorted(ow_destinations(st, u, m))]
        return Asks(
            Ask(
                u.side,
                "gboh.withdrawal",
                Msg("gboh.ask.withdrawal", {"unit": uref(u), "mover": uref(m)}, "GBoH 6.51"),
                choices((*opts, "stay")),
                default="stay",
                standing=(("never", "stay"),),
            )
        )

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        if order == "stay":
            return DONE
        st: GbohState = host.state
        u, m = st.units[self.unit], st.units[self.mover]
        to = order.split()[1]
        arc = approach(st, u, m)
        if arc is Arc.REAR or (arc is Arc.FLANK and u.type != "SK"):
            add_hits(host, u, 1, "withdraw_flank", "GBoH 6.52")
            if self.unit not in st.units or u.routed:
                return DONE
        frm, u.hex = u.hex, to
        for ld in st.leaders.values():
            if ld.hex == frm and ld.side == u.side:
                ld.hex = to  # 6.65: a leader stacked with a withdrawing unit goes with it
        host.say("gboh.ev.withdrew", "GBoH 6.51", unit=uref(u), frm=href(frm))
        if unit_type(u.type)["foot"] and u.type != "SK":
            r = d10(host, "withdrawal", unit=uref(u))
            if r.total > u.cur_tq:
                add_hits(host, u, 1, "withdraw_check", "GBoH 6.52")
        return DONE


def approach(st: GbohState, u: Unit, m: Unit) -> Arc:
    """14.1 (A27): the arc a mover approaches from, by the neighbours of ``u`` it is in or touches."""
    b = st.board
    near = [n for n in neighbours(b, u.hex) if n == m.hex or dist(b, n, m.hex) == 1]
    arcs = {arc_of(b, u, n) for n in near}
    if arcs == {Arc.FRONT}:
        return Arc.FRONT
    if arcs == {Arc.REAR}:
        return Arc.REAR
    return Arc.FLANK


def evasion_hexes(st: GbohState, lid: str, mover: Unit) -> list[str]:
    b = st.board
    ld = st.leaders[lid]
    out: list[str] = []
    frontier = [(ld.hex, 0)]
    seen = {ld.hex}
    while frontier:
        h, k = frontier.pop(0)
        if k == 3:
            continue
        for n in neighbours(b, h):
            if n in seen or dist(b, n, mover.hex) <= dist(b, h, mover.hex) or enemy_at(st, ld.side, n):
                continue
            if enter_cost(b, None, h, n) is None:
                continue
            if enemy_zoc(st, ld.side, n) and not any(f.side == ld.side for f in units_at(st, n)):
                continue
            seen.add(n)
            out.append(n)
            frontier.append((n, k + 1))
    return sorted(out)


@dataclass(frozen=True, slots=True)
class Evasion(Task[Turn], kind="gboh.evasion"):
    leader: str
    mover: str

    def stale(self, host: Turn) -> bool:
        st: GbohState = host.state
        return self.leader not in st.leaders or self.mover not in st.units

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        ld, m = st.leaders[self.leader], st.units[self.mover]
        alone = not any(u.side == ld.side for u in units_at(st, ld.hex))
        opts = [f"evade {h}" for h in evasion_hexes(st, self.leader, m)]
        stay = "stay"
        return Asks(
            Ask(
                ld.side,
                "gboh.evasion",
                Msg(
                    "gboh.ask.evasion",
                    {"leader": lref(ld), "mover": uref(m), "alone": int(alone)},
                    "GBoH 4.82",
                ),
                choices((*opts, stay)),
                default=opts[0] if opts and alone else stay,
            )
        )

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        st: GbohState = host.state
        ld = st.leaders[self.leader]
        if order == "stay":
            if not any(u.side == ld.side for u in units_at(st, ld.hex)):
                eliminate_leader(host, ld)
            return DONE
        frm, ld.hex = ld.hex, order.split()[1]
        host.say("gboh.ev.evaded", "GBoH 4.82", leader=lref(ld), frm=href(frm))
        return DONE
