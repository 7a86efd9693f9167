"""10.0 Cohesion, rout and rally; 12.1 Rout Points for eliminated units and leaders.

Hits come automatically or from TQ checks (10.1); a unit whose hits reach its TQ routs at once (10.14):
SK are eliminated, every other unit makes its initial rout move of 2 hexes toward its Retreat Edge
(10.22), then is marked Routed with its hits removed. In Phase F routed units move their full MA (10.24).
Every rout move, whatever broke the unit (shock, missile fire, terrain, a failed rally), is a
``gboh.rout_walk`` task: where the rulebook leaves several hexes equally good the owner chooses.
A routed unit hit again is eliminated (10.28); one that leaves the map or cannot move is eliminated (10.25).
A leader stacked with a unit about to make a rout move may flee with it, his owner's choice (10.27,
``gboh.leader_flight``): he goes hex by hex where it goes and ends where it ends; off the map with it, he
is off the map as a leader who went with a pursuer is (8.62), until his OC regroups (8.64). Routing
itself does nothing to leaders: one who stays stays.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.core.dice import Modifier
from engine.core.machine import DONE, Again, Ask, Asks, Step, Task, Turn, choices
from engine.core.messages import Msg
from engine.core.refs import TermRef
from engine.gboh.geometry import edge_distance, enemy_at, enemy_zoc, facing_toward_edge, neighbours
from engine.gboh.rules import d10, href, lref, term, uref
from engine.gboh.rules.s06_stacks import check_tq, pair
from engine.gboh.state import GbohState, Leader, Unit
from engine.gboh.tables import chart, unit_type

ELIMINATED_AT_ROUT = ("SK",)


def rp_value(u: Unit) -> int:
    """12.1: an eliminated unit is worth its printed TQ, SK 1."""
    return 1 if u.type == "SK" else u.tq


def leader_rp(ld: Leader) -> int:
    """12.1: an OC (or Tribal Leader) is worth 5 × Initiative; other leaders nothing."""
    return 5 * ld.initiative if ld.rank in ("oc", "tl") else 0


def eliminate(host: Turn, u: Unit, why: str) -> None:
    st: GbohState = host.state
    if u.id not in st.units:
        return
    del st.units[u.id]
    st.gone.append(u.id)
    st.rp[u.side] = st.rp.get(u.side, 0) + rp_value(u)
    host.say("gboh.ev.eliminated", "GBoH 10.25", unit=uref(u), why=host_term(why), rp=rp_value(u))


def host_term(why: str) -> TermRef:
    return term("why", why)


def eliminate_leader(host: Turn, ld: Leader) -> None:
    st: GbohState = host.state
    if ld.id not in st.leaders:
        return
    del st.leaders[ld.id]
    st.gone.append(ld.id)
    st.rp[ld.side] = st.rp.get(ld.side, 0) + leader_rp(ld)
    host.say("gboh.ev.leader_eliminated", "GBoH 12.1", leader=lref(ld), rp=leader_rp(ld))


def add_hits(host: Turn, u: Unit, n: int, why: str, rule: str) -> None:
    """``n`` cohesion hits on ``u``; at or above its TQ it routs (10.14); a routed unit hit is eliminated."""
    st: GbohState = host.state
    if n <= 0 or u.id not in st.units:
        return
    if u.routed:
        eliminate(host, u, "hit_routed")
        return
    u.hits += n
    host.say("gboh.ev.hits", rule, unit=uref(u), hits=n, total=u.hits, tq=u.tq, why=host_term(why))
    if u.hits >= u.tq:
        rout(host, u)


def tq_check(host: Turn, u: Unit, name: str, rule: str, mods: tuple[Modifier, ...] = ()) -> int:
    """Roll against TQ: hits = roll − TQ when positive (10.11); a cohort in a stack checks against the top
    cohort's TQ, +1 to the roll with two legions (6.68)."""
    tq, more = check_tq(host.state, u)
    r = d10(host, name, (*mods, *more), unit=uref(u))
    return max(0, r.total - tq)


def rout(host: Turn, u: Unit) -> None:
    """10.21–10.22: the unit routs; out of a two-cohort stack its stackmate's fate follows (6.68,
    ``stack_fall``), once the hits of the step that routed it are all in."""
    st: GbohState = host.state
    host.say("gboh.ev.routs", "GBoH 10.21", unit=uref(u))
    if u.type in ELIMINATED_AT_ROUT:
        eliminate(host, u, "rout_sk")
        return
    p = pair(st, u)
    u.routed = True
    u.hits = 0
    u.shock = ""
    if u.missile and unit_type(u.type)["foot"]:
        u.ammo = "no"  # 10.28: routed foot missile units have no missiles
    fall = ""
    if p is not None:
        mate = p[1] if p[0].id == u.id else p[0]
        fall = f"{u.id} {mate.id} {int(p[0].id == u.id)} {int(p[0].legion != p[1].legion)}"
    if st.rout_queue is not None:  # the step that routed it walks its rout move afterwards
        st.rout_queue.append(u.id)
        if fall and st.stack_falls is not None:
            st.stack_falls.append(fall)
        return
    if fall:  # its stackmate's fate first, then both flee, the router first
        st.rout_queue, st.stack_falls = [u.id], [fall]  # collected as by ``collect_routs``
        walk_routs(host)
        return
    host.push(RoutWalk(u.id, 2, initial=True))  # the step that routed it ends, then the unit flees


def stack_fall(host: Turn, fall: str) -> None:
    """6.68: a cohort routed out of a two-cohort stack (``fall``: "router mate top mixed"). The top
    cohort routing, the bottom one routs too; the bottom one routing, the top one checks TQ and routs on
    a roll above it (+1 when the two are of different legions)."""
    st: GbohState = host.state
    router, mid, top, mixed = fall.split()
    mate = st.units.get(mid)
    if mate is None or mate.routed:
        return
    if top == "1":
        host.say("gboh.ev.stack_routs", "GBoH 6.68", unit=uref(mate), top=router)
        rout(host, mate)
        return
    mods = (Modifier("gboh.mod.mixed_legions", 1, "GBoH 6.68"),) if mixed == "1" else ()
    r = d10(host, "stack_check", mods, unit=uref(mate))
    host.say("gboh.ev.stack_check", "GBoH 6.68", unit=uref(mate), bottom=router, roll=r.total, tq=mate.cur_tq)
    if r.total > mate.cur_tq:
        rout(host, mate)


def collect_routs(st: GbohState) -> None:
    """From now until ``walk_routs``, a unit that routs waits for its rout move (and a stackmate's fate
    for the step's hits to be all in, 6.68)."""
    st.rout_queue = []
    st.stack_falls = []


def walk_routs(host: Turn) -> bool:
    """Settle the stackmates of the cohorts that routed out of a stack (6.68), then push the initial rout
    moves of the units that routed since ``collect_routs`` (in the order they routed, the first on top);
    True when there are any."""
    st: GbohState = host.state
    while st.stack_falls:
        stack_fall(host, st.stack_falls.pop(0))
    st.stack_falls = None
    queue, st.rout_queue = st.rout_queue or [], None
    host.push(*(RoutWalk(uid, 2, initial=True) for uid in queue))
    return bool(queue)


def _edge(st: GbohState, u: Unit) -> str:
    return st.board.side(u.side).retreat_edge


def _options(
    st: GbohState, u: Unit, edge: str, path: list[str] | tuple[str, ...]
) -> tuple[int, list[str]] | None:
    """10.22: the open hexes of the best kind for the router's next step (1: empty and out of enemy ZOC,
    2: friendly-held out of ZOC, 3: friendly-held in ZOC), nearest its edge first; the ones equally good
    are the owner's choice. The extra hex after ending on a friend is chosen the same way: a
    friendly-held one is where the router ends, eliminated, and its friend takes the ending-on effect
    (6.69 Stacking chart note)."""
    b = st.board
    here = edge_distance(b, u.hex, edge)
    keyed: list[tuple[int, int, str]] = []
    for n in neighbours(b, u.hex):
        if enemy_at(st, u.side, n) or n in path:
            continue
        closer = edge_distance(b, n, edge) - here
        if closer > 0:
            continue
        friends = any(f.hex == n and f.side == u.side for f in st.units.values())
        zoc = bool(enemy_zoc(st, u.side, n))
        if zoc and not friends:
            continue
        keyed.append((0 if not friends and not zoc else (1 if not zoc else 2), closer, n))
    if not keyed:
        return None
    best = min(keyed)
    return best[0], sorted(k[2] for k in keyed if k[:2] == best[:2])


def ending_on(host: Turn, friends: list[Unit]) -> None:
    """6.69 Stacking chart: a router ends its move on these friends: each takes 1 hit and a TQ check."""
    st: GbohState = host.state
    for f in friends:
        add_hits(host, f, 1, "router_ends_on", "GBoH 6.69")
        if f.id in st.units:
            add_hits(host, f, tq_check(host, f, "tq_router", "GBoH 6.69"), "tq_check", "GBoH 6.69")


@dataclass(frozen=True, slots=True)
class RoutWalk(Task[Turn], kind="gboh.rout_walk"):
    """A routed unit's move toward its Retreat Edge (10.22 initial, 10.24 Phase F, 10.31 a failed rally),
    hex by hex: never into an enemy-held hex nor an enemy ZOC empty of friends; preferring an empty hex
    out of enemy ZOC, then a friendly-held one out of ZOC, then a friendly-held one in ZOC (where it
    stops); ending on a friend it moves one hex more and the friend takes 1 hit and a TQ check (6.69); that
    extra hex held by a friend too, the router is eliminated and that friend takes the same (6.69 note); off
    the map, or with nowhere to go, it is eliminated (10.25). Where several hexes are equally good the
    owner chooses (``gboh.rout_path``). Before its first step the owner of each leader stacked with it
    says whether he flees with it (``gboh.leader_flight``, 10.27; not the active leader, whose Orders
    Phase goes on where he stands)."""

    unit: str
    left: int
    path: tuple[str, ...] = ()
    extra: bool = False
    faced: bool = False
    initial: bool = False
    pick: str = ""
    leaders: tuple[str, ...] = ()  # 10.27: the leaders fleeing with it
    asked: tuple[str, ...] = ()  # 10.27: the leaders whose owner has said whether they flee with it

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        u = st.units.get(self.unit)
        if u is None or not u.routed:
            return DONE
        ld = self._stacked(st, u)
        if ld is not None:
            return Asks(
                Ask(
                    u.side,
                    "gboh.leader_flight",
                    Msg("gboh.ask.leader_flight", {"leader": lref(ld), "unit": uref(u)}, "GBoH 10.27"),
                    choices(["flee", "stay"]),
                    default="stay",
                    standing=(("always", "flee"), ("never", "stay")),
                    lapses=True,
                )
            )
        step = self._walk(host, st, u)
        if step is DONE:
            self._fled(host, st, u)
        return step

    def _stacked(self, st: GbohState, u: Unit) -> Leader | None:
        """10.27: the next leader stacked with ``u`` whose owner is still to say whether he flees with it
        (by id), before its first step, when it will leave its hex; the active leader is not asked."""
        if self.path or self.extra:
            return None
        for ld in sorted(st.leaders.values(), key=lambda x: x.id):
            if ld.hex == u.hex and ld.side == u.side and ld.id != st.active and ld.id not in self.asked:
                edge = _edge(st, u)
                if edge_distance(st.board, u.hex, edge) == 0 or _options(st, u, edge, ()) is not None:
                    return ld
                return None
        return None

    def _fled(self, host: Turn, st: GbohState, u: Unit) -> None:
        """10.27: each leader who fled with ``u`` and is still on the map, once its move is over, says
        where he ended (where it ended, or was eliminated)."""
        for lid in self.leaders:
            ld = st.leaders.get(lid)
            if ld is not None and ld.hex == u.hex:
                host.say("gboh.ev.leader_fled", "GBoH 10.27", leader=lref(ld), unit=uref(u), hex=href(u.hex))

    def _carry(self, st: GbohState, frm: str, to: str) -> None:
        """10.27: the leaders fleeing with the router go where it goes."""
        for lid in self.leaders:
            ld = st.leaders.get(lid)
            if ld is not None and ld.hex == frm:
                ld.hex = to

    def _off_map(self, host: Turn, st: GbohState, u: Unit) -> None:
        """10.27, 8.62: the leaders fleeing with a router that leaves the map leave it with it, at its
        exit hex, as a leader with a pursuer does: off the map they cannot be activated until their OC
        regroups (8.64, 8.65)."""
        for lid in self.leaders:
            ld = st.leaders.get(lid)
            if ld is None or ld.hex != u.hex:
                continue
            del st.leaders[lid]
            st.off_leaders[lid] = ld
            host.say(
                "gboh.ev.leader_fled_off_map", "GBoH 10.27", leader=lref(ld), unit=uref(u), exit=href(u.hex)
            )

    def _walk(self, host: Turn, st: GbohState, u: Unit) -> Step:
        b = st.board
        edge = _edge(st, u)
        if not self.faced:
            u.facing = facing_toward_edge(b, u.hex, edge)
        collect_routs(st)
        path, left, extra, pick = list(self.path), self.left, self.extra, self.pick
        while True:
            friends = [f for f in st.units.values() if f.id != u.id and f.hex == u.hex and f.side == u.side]
            if left <= 0:
                if not friends or not path:
                    break
                if extra:
                    eliminate(host, u, "no_rout_path")
                    walk_routs(host)
                    return DONE
                ending_on(host, friends)
                extra, left = True, 1
            if edge_distance(b, u.hex, edge) == 0:
                st.exits[u.id] = u.hex  # 8.62: a pursuer follows it off the map here, along its path
                if self.initial:
                    st.flights[u.id] = " ".join(path)
                eliminate(host, u, "off_map")
                self._off_map(host, st, u)
                walk_routs(host)
                return DONE
            opts = _options(st, u, edge, path)
            if opts is None:
                eliminate(host, u, "no_rout_path")
                walk_routs(host)
                return DONE
            pref, tied = opts
            nxt = tied[0]
            if len(tied) > 1:
                if pick in tied:
                    nxt, pick = pick, ""
                else:
                    here = replace(self, left=left, path=tuple(path), extra=extra, faced=True, pick="")
                    if walk_routs(host) or here != self:  # friends it broke flee first; then it asks
                        return Again(here)
                    return Asks(
                        Ask(
                            u.side,
                            "gboh.rout_path",
                            Msg("gboh.ask.rout_path", {"unit": uref(u)}, "GBoH 10.22"),
                            choices(f"flee {h}" for h in tied),
                            default=f"flee {tied[0]}",
                            standing=(("always", f"flee {tied[0]}"),),
                        )
                    )
            held = [f for f in st.units.values() if f.hex == nxt and f.side == u.side]
            if extra and held:  # the extra hex is held too: the router is eliminated, the friend there
                ending_on(host, held)  # takes the ending-on effect as well (6.69 Stacking chart note)
                eliminate(host, u, "no_rout_path")
                walk_routs(host)
                return DONE
            for f in held:
                if not (f.type == u.type == "CO" and f.legion == u.legion):
                    add_hits(host, f, 1, "router_through", "GBoH 6.69")
            path.append(nxt)
            self._carry(st, u.hex, nxt)
            u.hex = nxt
            left = 0 if pref == 2 else left - 1
        if path:
            host.say("gboh.ev.rout_move", "GBoH 10.22", unit=uref(u), path=" ".join(path))
        if self.initial:
            st.flights[u.id] = " ".join(path)  # 8.62: a pursuer follows this path
            host.say("gboh.ev.routed", "GBoH 10.22", unit=uref(u))
        walk_routs(host)
        return DONE

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        if ask.kind == "gboh.leader_flight":
            st: GbohState = host.state
            ld = self._stacked(st, st.units[self.unit])
            assert ld is not None
            flees = (*self.leaders, ld.id) if order == "flee" else self.leaders
            return Again(replace(self, leaders=flees, asked=(*self.asked, ld.id)))
        return Again(replace(self, pick=order.split()[1]))


def leader_casualty(host: Turn, ld: Leader) -> None:
    """4.83 Leader Casualty Table: 0-6 Finished; 7 wounded -1; 8 wounded -2; 9 eliminated."""
    st: GbohState = host.state
    r = d10(host, "casualty", leader=lref(ld)).values[0]
    table = chart("leaders")["casualty"]
    host.say("gboh.ev.leader_hit", "GBoH 4.83", leader=lref(ld), roll=r)
    if r in table["killed"]:
        eliminate_leader(host, ld)
        return
    wound = 1 if r in table["wounded_1"] else (2 if r in table["wounded_2"] else 0)
    if wound:
        ld.wounds += wound
        ld.initiative = max(0, ld.initiative - wound)
        ld.range = max(0, ld.range - wound)
        ld.strategy = max(0, ld.strategy - wound)
        ld.charisma = max(0, ld.charisma - wound)
        host.say("gboh.ev.leader_wounded", "GBoH 4.83", leader=lref(ld), wounds=ld.wounds)
        if ld.initiative == 0:
            eliminate_leader(host, ld)
            return
    if ld.status != "finished" and ld.id in st.leaders:
        ld.status = "finished" if ld.status == "inactive" else ld.status
        ld.bypassed = True
