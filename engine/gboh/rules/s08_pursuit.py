"""8.5 Advance after combat and 8.6 cavalry pursuit.

Attackers must advance into hexes their defenders vacated (8.51), except after a pre-shock rout while
the attacker stands in an enemy ZOC, and never into the hex a pursuer entered; stacked attackers and the
leaders stacked with them advance together; terrain hits of the advance never rout it (set to TQ - 1).
The enemy may not withdraw from an advance, but may face in reaction, evade with a leader and fire entry
reaction fire (8.54).
With more attackers than vacated hexes the one that had superiority, else the highest TQ, advances; of
several tied on the highest TQ the owner chooses (8.53). Attacking cavalry whose targets
all routed or were eliminated rolls for pursuit (8.62): above its threshold (LC 7, RC/LN 5, HC/BC 3; +2
if infantry routed, -1 in an enemy ZOC, +/- Charisma) it must pursue: it follows its target's flight
(half its MA when the target left no path), stopping on entering an enemy ZOC or when an enemy comes into
its ZOC; pursuing or not, it is marked Pursuit/Finished for the turn (8.63). A pursuer that stops next
to enemies shocks them all (s08_shock), with no second pursuit; if that shock's targets all fall in the
pre-shock checks it moves on up to half its MA, as far as its owner says. A pursuer whose target fled
off the map walks its path and leaves the map where it left, with the leaders stacked with it (the
active leader stays), until its OC regroups it (8.64, s08_regroup).
"""

from __future__ import annotations

from engine.core.dice import Modifier
from engine.core.errors import IllegalAction
from engine.core.machine import Ask, Turn, choices
from engine.core.messages import Msg
from engine.gboh.geometry import dist, edge_distance, enemy_zoc, enter_cost, neighbours, zoc_hexes
from engine.gboh.rules import d10, href, lref, uref
from engine.gboh.rules.s07_reactions import reactions
from engine.gboh.rules.s08_missile import entry_windows
from engine.gboh.rules.s10_cohesion import eliminate_leader
from engine.gboh.state import GbohState, Unit
from engine.gboh.tables import chart, unit_type


def _step(
    host: Turn,
    u: Unit,
    to: str,
    rule: str,
    mates: tuple[Unit, ...] = (),
    pursuit: bool = False,
    fire: bool = True,
) -> None:
    """``u`` (and the attackers stacked with it, ``mates``, in their order) enter ``to``, with the
    leaders stacked with them (8.51, 8.62; a pursuer leaves the active leader, whose Orders Phase goes
    on); terrain hits never rout them (hits set to TQ - 1). An advance (not a pursuit) lets the enemy
    face in reaction, its leaders evade and its missile units fire entry reaction fire (8.54, 4.82;
    ``fire`` False: that fire waits for the Legion or Line Command the advance is part of, 8.21)."""
    st: GbohState = host.state
    frm = u.hex
    leaders = sorted(
        (
            ld
            for ld in st.leaders.values()
            if ld.hex == frm and ld.side == u.side and not (pursuit and ld.id == st.active)
        ),
        key=lambda x: x.id,
    )
    for m in (u, *mates):
        cost = enter_cost(st.board, m, frm, to)
        m.hex = to
        host.say("gboh.ev.advanced", rule, unit=uref(m), frm=href(frm))
        if cost is not None and cost[1]:
            m.hits = min(m.tq - 1, m.hits + cost[1])
    for ld in sorted(st.leaders.values(), key=lambda x: x.id):
        if ld.hex == to and ld.side != u.side:  # 4.82: a leader who could not withdraw, his hex entered
            host.say("gboh.ev.leader_overrun", "GBoH 4.82", leader=lref(ld), unit=uref(u))
            eliminate_leader(host, ld)
    for ld in leaders:
        ld.hex = to
        host.say("gboh.ev.leader_advanced", rule, leader=lref(ld), unit=uref(u), frm=href(frm))
    if not pursuit:  # 8.54: no Orderly Withdrawal against an advance, but reaction facing and fire
        host.push(*reactions(st, u, frm, advance=True), *(entry_windows(st, u) if fire else []))


def pursue_first(
    host: Turn,
    att: list[Unit],
    dfn_ids: tuple[str, ...],
    before: dict[str, str],
    pre: bool,
    no_pursuit: bool = False,
    chaser: str = "",
) -> tuple[str | None, list[Unit]]:
    """The pursuit that comes before the advance after combat (8.61-8.62): the id of the cavalry that
    pursued, if one did, and the attackers left to advance (8.51: none in an enemy ZOC after a pre-shock
    rout). ``chaser``: the cavalry unit its owner chose to pursue (8.61), else the highest TQ."""
    st: GbohState = host.state
    if pre:
        att = [a for a in att if not enemy_zoc(st, a.side, a.hex)]
    fled = [st.units[d] for d in dfn_ids if d in st.units]
    exits = [st.exits[d] for d in dfn_ids if d in st.exits]
    cav = pursuers(st, att, dfn_ids, pre, no_pursuit)
    went: str | None = None
    if cav:
        pursuer = next((a for a in cav if a.id == chaser), cav[0])
        if pursue(host, pursuer, fled, before, exits):
            att = [a for a in att if a.id != pursuer.id]
            went = pursuer.id
    return went, att


def half_again(
    st: GbohState, att: list[Unit], dfn_ids: tuple[str, ...], pre: bool, no_pursuit: bool
) -> Unit | None:
    """8.62: the pursuer whose new shock's targets all fell in the pre-shock checks: it moves on up to
    half its MA toward the enemy's Retreat Edge (the Rhine example's "or less"); else None."""
    if not (no_pursuit and pre):
        return None
    att = [a for a in att if not enemy_zoc(st, a.side, a.hex)]
    if any(d in st.units or d in st.exits for d in dfn_ids):
        return None
    return att[0] if len(att) == 1 and unit_type(att[0].type)["cavalry"] else None


def _may_enter(st: GbohState, a: Unit, h: str, pre_hexes: frozenset[str]) -> bool:
    """8.51: ``a`` may advance into the vacated hex ``h`` (adjacent; not a hex left in the pre-shock
    checks while it stands in an enemy ZOC; not the hex a pursuer entered, 8.62: no stacking with it)."""
    if dist(st.board, a.hex, h) != 1 or any(x.hex == h for x in st.units.values()):
        return False
    return not (h in pre_hexes and enemy_zoc(st, a.side, a.hex))


def advance_plan(
    st: GbohState,
    att_ids: tuple[str, ...],
    vacated: tuple[str, ...],
    pre_hexes: frozenset[str],
    superior: str = "",
    chosen: str = "",
) -> list[tuple[str, str]]:
    """8.51, 8.53: who advances where, as the machine would have it: each vacated hex in turn takes the
    attacker next to it that had superiority (``superior``: the unit whose attack gave the attacker
    superiority, and the units stacked with it), else the highest-TQ one, that has not advanced yet (nor
    a unit stacked with it: they advanced together). ``chosen``: the attacker its owner picked among those
    tied with the machine's pick for the first hex (8.53). Pairs (unit id, hex)."""
    att = [st.units[i] for i in att_ids if i in st.units]
    sup = st.units.get(superior)
    out: list[tuple[str, str]] = []
    for h in vacated:
        movers = [a for a in att if _may_enter(st, a, h, pre_hexes)]
        if not movers:
            continue
        a = max(movers, key=lambda x: (*_rank(x, sup), x.id))
        if not out and chosen != a.id:
            a = next((m for m in movers if m.id == chosen and _rank(m, sup) == _rank(a, sup)), a)
        out.append((a.id, h))
        att = [x for x in att if x.hex != a.hex]
    return out


def _rank(a: Unit, sup: Unit | None) -> tuple[bool, int]:
    """8.53: what puts an attacker first to advance: stacked with the one that gave superiority, then TQ."""
    return (sup is not None and a.hex == sup.hex, a.tq)


def tied_advancers(
    st: GbohState,
    att_ids: tuple[str, ...],
    vacated: tuple[str, ...],
    pre_hexes: frozenset[str],
    superior: str = "",
) -> list[str]:
    """8.53: the attackers tied with the machine's pick for the first vacated hex it fills (as near the
    unit that gave superiority, and of the same TQ), one for each hex (a stack advances whole: the one the
    machine would take there), the machine's pick first, then by id; the owner chooses which advances.
    Empty when there is no tie, or when every one of them advances anyway (vacated hexes enough)."""
    plan = advance_plan(st, att_ids, vacated, pre_hexes, superior)
    if not plan:
        return []
    uid, h = plan[0]
    first, sup = st.units[uid], st.units.get(superior)
    by_hex: dict[str, str] = {}
    for a in sorted((st.units[i] for i in att_ids if i in st.units), key=lambda x: x.id):
        if _may_enter(st, a, h, pre_hexes) and _rank(a, sup) == _rank(first, sup):
            by_hex[a.hex] = a.id  # the highest id of its hex, as the plan takes
    tied = [uid, *sorted(i for x, i in by_hex.items() if x != first.hex)]
    going = {st.units[i].hex for i, _h in plan}
    if len(tied) < 2 or all(st.units[i].hex in going for i in tied):
        return []
    return tied


def advance_options(
    st: GbohState, uid: str, first: str, vacated: tuple[str, ...], pre_hexes: frozenset[str]
) -> list[str]:
    """8.53: the vacated hexes the attacker ``uid`` may advance into, ``first`` (the machine's choice)
    first, then by label. The advance is owed (8.51): not advancing is no choice."""
    u = st.units[uid]
    rest = sorted(h for h in vacated if h != first and _may_enter(st, u, h, pre_hexes))
    return [first, *rest]


def stack_mates(st: GbohState, u: Unit, att_ids: tuple[str, ...]) -> tuple[Unit, ...]:
    """8.51: the attackers stacked with ``u`` (they advance with it, keeping their order)."""
    return tuple(st.units[i] for i in att_ids if i != u.id and i in st.units and st.units[i].hex == u.hex)


def advance(
    host: Turn, u: Unit, to: str, mates: tuple[Unit, ...] = (), rule: str = "GBoH 8.51", fire: bool = True
) -> None:
    """8.51: ``u`` advances into the vacated hex ``to``, the attackers stacked with it (``mates``) and the
    leaders stacked with them going along; their terrain hits never rout them (8.55: a cohort into the
    hex its fire emptied). The enemy may face in reaction and fire entry reaction fire (8.54)."""
    _step(host, u, to, rule, mates, fire=fire)


def surrounded(st: GbohState, d: Unit) -> bool:
    """8.61 (A31): no hex next to the defender ``d`` is free of enemy units and enemy ZOC."""
    return all(
        any(u.side != d.side for u in st.units.values() if u.hex == h) or enemy_zoc(st, d.side, h)
        for h in neighbours(st.board, d.hex)
    )


def pursuers(
    st: GbohState, att: list[Unit], dfn_ids: tuple[str, ...], pre: bool, no_pursuit: bool = False
) -> list[Unit]:
    """8.61: the attacking cavalry that may pursue, when every target routed or fell; none when
    ``no_pursuit`` (the combat came from a pursuit, a defender was surrounded or routed from the collapse
    roll); the highest TQ first. Only one of them pursues, the owner's choice."""
    if no_pursuit:
        return []
    if pre:
        att = [a for a in att if not enemy_zoc(st, a.side, a.hex)]
    if not all(st.units[d].routed for d in dfn_ids if d in st.units):
        return []
    cav = [a for a in att if unit_type(a.type)["cavalry"]]
    return sorted(cav, key=lambda a: (a.tq, a.id), reverse=True)


def pursue(
    host: Turn, u: Unit, fled: list[Unit], before: dict[str, str], exits: list[str] | None = None
) -> bool:
    """8.62: the pursuit roll, then the pursuit move; True when the cavalry pursued. ``exits``: the
    hexes its targets routed off the map from; with no target left on the map it follows them off."""
    st: GbohState = host.state
    drm = chart("pursuit")["drm"]
    mods: list[Modifier] = []
    if any(unit_type(f.type)["foot"] for f in fled) or len(fled) < len(before):
        mods.append(Modifier("gboh.mod.infantry_routed", int(drm["infantry_routed"]), "GBoH 8.62"))
    if enemy_zoc(st, u.side, u.hex):
        mods.append(Modifier("gboh.mod.in_enemy_zoc", int(drm["in_enemy_zoc"]), "GBoH 8.62"))
    threshold = int(chart("pursuit")["threshold"].get(u.type, 9))
    r = d10(host, "pursuit", tuple(mods), unit=uref(u))
    go = r.total > threshold
    u.pursuit = True
    host.say("gboh.ev.pursuit", "GBoH 8.62", unit=uref(u), roll=r.total, need=threshold, go=int(go))
    if not go:
        return False
    if exits and not fled:  # it follows its target along its path, and off the map where it left
        gone = next((d for d in before if d in st.exits), "")
        if not gone:
            leave_map(host, u, exits[0])
        elif _follow(host, u, [before[gone], *st.flights.get(gone, "").split()]) == st.exits[gone]:
            leave_map(host, u, st.exits[gone])
        return True
    flight = st.flights.get(fled[0].id, "").split() if fled else []
    if flight:  # it follows its target's rout path, from the hex the target left
        _follow(host, u, [before.get(fled[0].id, ""), *flight])
        return True
    pursuit_move(host, u, fled[0].hex if fled else None)
    return True


def _follow(host: Turn, u: Unit, path: list[str]) -> str:
    """8.62: ``u`` walks its target's rout ``path`` hex by hex, never into a held or impassable hex,
    stopping on entering an enemy ZOC or with an enemy in its ZOC. The hex where it ended its walk
    without being stopped (its last hex), else ""."""
    st: GbohState = host.state
    for h in path:
        if h == u.hex or not h:
            continue
        if any(x.hex == h for x in st.units.values()) or enter_cost(st.board, u, u.hex, h) is None:
            return ""
        _step(host, u, h, "GBoH 8.62", pursuit=True)
        if _stops(st, u):
            return ""
    return u.hex


def _stops(st: GbohState, u: Unit) -> bool:
    """8.62: a pursuer stops on entering an enemy ZOC or when an enemy comes into its ZOC."""
    return bool(enemy_zoc(st, u.side, u.hex)) or any(
        e.hex in zoc_hexes(st.board, u) for e in st.units.values() if e.side != u.side
    )


def pursuit_path(st: GbohState, u: Unit, goal: str | None) -> list[str]:
    """8.62: the hexes of a move of half its MA (rounded up) toward ``goal`` (its target), or toward the
    enemy's Retreat Edge, where its targets were fleeing, when none is left: each step the nearest open
    hex, until a step enters an enemy ZOC or brings an enemy into its ZOC."""
    start, out = u.hex, []
    held = {x.hex for x in st.units.values() if x.id != u.id}
    edge = next(s.retreat_edge for s in st.board.sides if s.id != u.side)
    try:
        for _ in range((u.ma + 1) // 2):
            options = [
                n
                for n in neighbours(st.board, u.hex)
                if n not in held and enter_cost(st.board, u, u.hex, n) is not None
            ]
            if not options:
                break
            if goal is not None:
                nxt = min(options, key=lambda n: (dist(st.board, n, goal), n))
            else:
                nxt = min(options, key=lambda n: (edge_distance(st.board, n, edge), n))
            u.hex = nxt
            out.append(nxt)
            if _stops(st, u):
                break
    finally:
        u.hex = start
    return out


def pursuit_move(host: Turn, u: Unit, goal: str | None, halt: str = "") -> None:
    """8.62: the move of ``pursuit_path``, ending in ``halt`` when it is one of its hexes."""
    st: GbohState = host.state
    for h in pursuit_path(st, u, goal):
        _step(host, u, h, "GBoH 8.62", pursuit=True)
        if h == halt:
            break


def leave_map(host: Turn, u: Unit, exit_hex: str) -> None:
    """8.62: the pursuer follows its target off the map at ``exit_hex``, with the leaders stacked with it
    (not the active leader, whose Orders Phase goes on); 8.65: off the map it scores no Rout Points and
    its leaders cannot be activated, until the OC regroups them (8.64)."""
    st: GbohState = host.state
    frm = u.hex
    del st.units[u.id]
    u.hex = exit_hex
    st.off_units[u.id] = u
    host.say("gboh.ev.pursuit_off_map", "GBoH 8.62", unit=uref(u), frm=href(frm), exit=href(exit_hex))
    for ld in sorted(st.leaders.values(), key=lambda x: x.id):
        if ld.hex == frm and ld.side == u.side and ld.id != st.active:
            del st.leaders[ld.id]
            ld.hex = exit_hex
            st.off_leaders[ld.id] = ld
            host.say("gboh.ev.leader_off_map", "GBoH 8.62", leader=lref(ld), exit=href(exit_hex))


def advancer_ask(st: GbohState, tied: list[str]) -> Ask:
    """8.53: more attackers than vacated hexes, and none with superiority between them: of those tied on
    the highest TQ the owner chooses the one that advances (the machine's pick first, then by id; the
    standing answer ``always`` of ``gboh.advance`` takes it). An order that answers what comes after
    lets the machine's pick advance."""
    first = st.units[tied[0]]
    return Ask(
        first.side,
        "gboh.advance",
        Msg("gboh.ask.advancer", {"units": " ".join(tied), "tq": first.tq}, "GBoH 8.53"),
        choices(f"advance {uid}" for uid in tied),
        default=f"advance {tied[0]}",
        standing=(("always", f"advance {tied[0]}"),),
        lapses=True,
    )


def not_tied(st: GbohState, attackers: tuple[str, ...], ask: Ask, order: str) -> IllegalAction | None:
    """Why an attacker of the combat named at the 8.53 choice may not advance: he is not among those
    tied on the highest TQ (None for any other order or decision)."""
    words = order.split()
    if ask.msg.key == "gboh.ask.advancer" and len(words) == 2 and words[0] == "advance":
        u = st.units.get(words[1])
        if u is not None and u.id in attackers:
            return IllegalAction(
                "gboh.err.advance_not_tied", rule="GBoH 8.53", unit=uref(u), units=ask.msg.params["units"]
            )
    return None
