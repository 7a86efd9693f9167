"""AFdE 7.1, 7.5, 7.6 (digest §14): leaders' fates — elimination and what it does to the leaders with a unit,
capture, wounds, deaths, replacements and the acting CinC, victory points for them."""

from __future__ import annotations

from engine.afde.geometry import dist, neighbours
from engine.afde.notation import Order
from engine.afde.rules import (
    Ctx,
    enemy_units,
    enter_cost,
    is_cinc,
    leader_values,
    role_of_side,
)
from engine.afde.rules.s05_stacking import stack_ok
from engine.afde.state import Leader, Unit
from engine.afde.turn import Decision
from engine.core.dice import roll_for
from engine.core.errors import IllegalAction
from engine.core.record import record

# the rule that eliminates a unit, by how it went
ELIMINATION_RULES = {
    "off_map": "12.2.3",
    "blocked": "12.2.1",
    "no_retreat": "10.7",
    "melee": "10.6",
    "fire": "9.3",
}


def eliminate(g: Ctx, u: Unit, how: str, by: Unit | None = None) -> None:
    st = g.st
    here = u.hex
    u.status = "eliminated"
    u.rest = False
    enemy = g.scn.enemy(u.side)
    sp = u.front[0]
    st.lost_sp[u.side] = st.lost_sp.get(u.side, 0) + sp
    if g.scn.vp_unit_sp:
        add_vp(g, enemy, sp, "unit", u.id)
    g.say("unit.eliminated", ELIMINATION_RULES.get(how, "12.2.3"), unit=u.id, how=how)
    g.overlay("losses", {"side": u.side, "hex": here or "", "amount": sp, "eliminated": True, "unit": u.id})
    # captives are freed by the enemy of their captor
    for lid in list(u.captives):
        free_leader(g, st.leaders[lid], here, by, how)
    u.captives = []
    u.hex = None
    if here is None:
        return
    for ld in st.leaders_at(here):
        if ld.locked_to == u.id:
            ld.locked_to = None
        if any(stack_ok(st, ld, x) for x in st.units_at(here)):
            continue
        leader_unit_lost(g, ld, here, how, by)


def surrounded(g: Ctx, u: Unit, here: str) -> bool:
    for nb in neighbours(here):
        if not g.scn.on_map(nb):
            continue
        if any(x.side != u.side for x in g.st.units_at(nb)):
            continue
        if enter_cost(g, u.kind, here, nb) is None:
            continue
        return False
    return True


def leader_unit_lost(g: Ctx, ld: Leader, here: str, how: str, by: Unit | None) -> None:
    """The unit a leader was with is gone (AFdE 7.1, 7.5)."""
    st = g.st
    dummy = Unit("", "", ld.side, ld.banner, "Mi", False, False, [1, 1, 1], [1, 1, 1], [1, 1], "", here, 0)
    if how == "melee":
        capture(g, ld, by)
        return
    if (how == "fire" or how in ("blocked", "no_retreat")) and surrounded(g, dummy, here):
        adj = [x for x in enemy_units(st, ld.side) if x.hex and dist(x.hex, here) == 1]
        adj.sort(key=lambda x: (-x.sp, x.id))
        captor = by
        if captor is None or dist(captor.hex or here, here) != 1:
            captor = adj[0] if adj else None
        capture(g, ld, captor)
        if captor is not None and ld.status == "captured" and len(adj) > 1:
            # which surrounding unit holds him is the capturing side's choice (E3)
            hexes = list(dict.fromkeys([captor.hex or "", *(x.hex or "" for x in adj)]))
            choices = [f"hold {ld.id} {h}" for h in hexes]
            side = captor.side
            g.ask(HoldAsk, side, role_of_side(st, side), choices, choices[0], "7.5.1", leader=ld.id)
        return
    dest = nearest_unit(g, ld, here)
    if dest is None:
        if how == "fire":
            kill(g, ld)
        else:
            ld.status = "safe"
            ld.hex = None
            g.say("leader.safe", "7.1", leader=ld.id)
        return
    ld.hex = dest.hex
    g.say("leader.moves_to", "7.5", leader=ld.id, hex=dest.hex)
    d = dist(here, dest.hex or here)
    tied = [u for u in own_units(g, ld) if dist(here, u.hex or here) == d]
    offer_place(g, ld, tied, "nearest", "7.5")


def own_units(g: Ctx, ld: Leader) -> list[Unit]:
    """The units a leader may be placed with: his banner's, or for a CinC without them, his army's."""
    st = g.st
    own = [u for u in st.on_map_units(ld.side) if u.banner == ld.banner]
    if not own and (is_cinc(st, ld) or ld.cinc):
        own = st.on_map_units(ld.side)
    return own


def nearest_unit(g: Ctx, ld: Leader, here: str) -> Unit | None:
    own = own_units(g, ld)
    if not own:
        return None
    own.sort(key=lambda u: (dist(here, u.hex or here), u.id))
    return own[0]


def offer_place(g: Ctx, ld: Leader, units: list[Unit], why: str, rule: str) -> None:
    """The leader stands with the default unit already; when other units qualify, his owner may move him
    there (E3). The first choice is where he is."""
    hexes = list(dict.fromkeys([ld.hex or "", *(u.hex or "" for u in units)]))
    if len(hexes) < 2 or ld.hex is None:
        return
    choices = [f"place {ld.id} {h}" for h in hexes]
    kind = ReplaceAsk if why == "replacement" else PlaceAsk
    g.ask(kind, ld.side, ld.banner, choices, choices[0], rule, leader=ld.id, hex=hexes[0], others=hexes[1:])


def place_refusal(g: Ctx, lid: object, offered: tuple[str, ...], order: Order) -> IllegalAction | None:
    """Why the leader may not be placed in that hex (5.1, 7.5, 7.6), or None when the prompt's refusal
    says it: a leader stands with a unit of his banner (the CinC: of his army), and a lord who lost his
    unit goes to the nearest one."""
    st = g.st
    ld = st.leaders.get(str(lid))
    if ld is None or order.verb != "place" or len(order.args) != 2 or order.args[0] != ld.id:
        return None
    to = order.args[1]
    here = st.units_at(to)
    if not any(u.side == ld.side for u in here):
        return IllegalAction("afde.place.no_unit", rule="AFdE 5.1", leader=ld.id, hex=to)
    if not any(u in own_units(g, ld) for u in here):
        return IllegalAction("afde.place.not_banner", rule="AFdE 5.1", leader=ld.id, hex=to)
    hexes = [c.split()[-1] for c in offered]
    if to not in hexes:  # a unit of his banner, but not one of the nearest (7.5)
        return IllegalAction("afde.place.not_nearest", rule="AFdE 7.5", leader=ld.id, hex=to, hexes=hexes)
    return None


@record
class ReplaceAsk(Decision, kind="afde.ask.replace"):
    name = "replace"

    def handle(self, g: Ctx, order: Order) -> None:
        ld = g.st.leaders[order.args[0]]
        to = order.args[1]
        if ld.status != "map" or ld.hex is None or ld.hex == to:
            return
        if not any(stack_ok(g.st, ld, u) for u in g.st.units_at(to)):
            return
        ld.hex = to
        g.say("leader.placed", self.rule, leader=ld.id, hex=to)


@record
class PlaceAsk(ReplaceAsk, kind="afde.ask.place"):
    name = "place"


def add_vp(g: Ctx, side: str, vp: int, reason: str, what: str) -> None:
    if vp:
        g.st.vp[side] = g.st.vp.get(side, 0) + vp
        g.st.vp_log.append([side, vp, reason, what])


def leader_vp(g: Ctx, ld: Leader, fate: str) -> None:
    vp = g.scn.vp_leader.get(fate, 0)
    if is_cinc(g.st, ld):
        vp *= g.scn.cinc_factor
    add_vp(g, g.scn.enemy(ld.side), vp, f"leader_{fate}", ld.id)


def wound(g: Ctx, ld: Leader) -> None:
    if ld.wounded:
        kill(g, ld)
        return
    leader_vp(g, ld, "wounded")
    ld.wounded = True
    g.say("leader.wounded", "7.5.2", leader=ld.id)


def kill(g: Ctx, ld: Leader) -> None:
    leader_vp(g, ld, "killed")
    g.say("leader.killed", "7.5.3", leader=ld.id)
    was_cinc = is_cinc(g.st, ld)
    here = ld.hex
    ld.wounded = False
    ld.locked_to = None
    target = replacement_unit(g, ld, here)
    if target is None:
        ld.status = "killed"
        ld.hex = None
        if was_cinc:
            new_acting_cinc(g, ld.side, exclude=ld.id)
        return
    # flip to the replacement side (or reuse an identical replacement counter)
    ld.replacement = ld.replacement or "back"
    ld.hex = target.hex
    g.say("leader.replaced", "7.6", leader=ld.id, hex=target.hex)
    offer_place(g, ld, replacement_units(g, ld, here), "replacement", "7.6")
    if was_cinc:
        ld.cinc = False
        ld.acting_cinc = False
        new_acting_cinc(g, ld.side, exclude=ld.id)
    schedule_replacement(g, ld.id, ld.activated)


def capture(g: Ctx, ld: Leader, captor: Unit | None) -> None:
    st = g.st
    leader_vp(g, ld, "captured")
    was_cinc = is_cinc(st, ld)
    here = ld.hex
    ld.locked_to = None
    if ld.replacement:
        # a replacement is replaced by an identical counter
        target = replacement_unit(g, ld, here)
        g.say("leader.captured", "7.5.1", leader=ld.id, by=captor.id if captor else "")
        if target is None:
            ld.status = "safe"
            ld.hex = None
        else:
            ld.hex = target.hex
            ld.wounded = False
            g.say("leader.replaced", "7.6", leader=ld.id, hex=target.hex)
            offer_place(g, ld, replacement_units(g, ld, here), "replacement", "7.6")
            schedule_replacement(g, ld.id, ld.activated)
        return
    ld.status = "captured" if captor is not None else "killed"
    ld.hex = None
    ld.captor = captor.id if captor else None
    if captor is not None:
        captor.captives = [*captor.captives, ld.id]
    g.say("leader.captured", "7.5.1", leader=ld.id, by=captor.id if captor else "")
    if was_cinc:
        ld.acting_cinc = False
    target = replacement_unit(g, ld, here)
    if target is not None:
        nid = f"{ld.id}R{st.next_id}"
        st.next_id += 1
        rep = Leader(
            nid,
            f"{ld.name} (replacement)",
            ld.side,
            ld.banner,
            False,
            list(ld.base),
            target.hex,
            replacement="generic",
            original=ld.id,
            activated=ld.activated,
        )
        st.leaders[nid] = rep
        g.say("leader.replaced", "7.6", leader=nid, hex=target.hex)
        offer_place(g, rep, replacement_units(g, rep, here), "replacement", "7.6")
        schedule_replacement(g, nid, ld.activated)
    if was_cinc:
        new_acting_cinc(g, ld.side, exclude=ld.id)


def replacement_units(g: Ctx, ld: Leader, here: str | None) -> list[Unit]:
    """Units of the banner that may receive the replacement, the default (largest, then nearest) first."""
    own = [u for u in g.st.on_map_units(ld.side) if u.banner == ld.banner]
    own.sort(key=lambda u: (-u.sp, dist(here or u.hex or "", u.hex or "") if here else 0, u.id))
    return own


def replacement_unit(g: Ctx, ld: Leader, here: str | None) -> Unit | None:
    own = replacement_units(g, ld, here)
    return own[0] if own else None


def new_acting_cinc(g: Ctx, side: str, exclude: str) -> None:
    st = g.st
    for ld in st.leaders.values():
        if ld.side == side:
            ld.acting_cinc = False
    cands = [
        ld
        for ld in st.leaders.values()
        if ld.side == side and ld.status == "map" and ld.id != exclude and not ld.cinc
        and ld.original != exclude
    ]  # fmt: skip
    if not cands:
        return
    cands.sort(key=lambda ld: (-leader_values(g, ld)[1], ld.id))
    cands[0].acting_cinc = True
    g.say("leader.acting_cinc", "7.6", leader=cands[0].id)
    top = leader_values(g, cands[0])[1]
    tied = [ld.id for ld in cands if leader_values(g, ld)[1] == top]
    if len(tied) > 1:  # a tie on rating: the owner chooses (E3), the lowest id meanwhile
        choices = [f"acting {lid}" for lid in tied]
        g.ask(ActingAsk, side, role_of_side(st, side), choices, choices[0], "7.6", leaders=tied)


@record
class ActingAsk(Decision, kind="afde.ask.acting"):
    name = "acting"

    def handle(self, g: Ctx, order: Order) -> None:
        st = g.st
        new = st.leaders[order.args[0]]
        if new.acting_cinc or new.status != "map":
            return
        for ld in st.leaders.values():
            if ld.side == new.side:
                ld.acting_cinc = False
        new.acting_cinc = True
        g.say("leader.acting_cinc", "7.6", leader=new.id)


def schedule_replacement(g: Ctx, lid: str, replaced_activated: bool) -> None:
    st = g.st
    ld = st.leaders[lid]
    # A leader lost in Phase B (its fire) has not activated yet: his replacement, who has neither his
    # rating nor, until the next turn, a rating of his own (digest §14.3), activates at once after the
    # "activation" running, a Phase B step (§10.1): first in Phase D, ahead of the leaders Phase C
    # schedules. One lost in Phase E has activated or will not: from the next turn on he uses his own
    # rating.
    if st.phase not in ("B", "D") or replaced_activated or lid == st.active:
        return
    if st.active is not None and ld.original == st.active:
        return
    ld.activated = False
    # 7.6: the replacement activates right after the current activation, even when the leader he
    # replaced was listed later in the schedule.
    if lid in st.schedule:
        st.schedule.remove(lid)
    st.schedule.insert(0, lid)


@record
class HoldAsk(Decision, kind="afde.ask.hold"):
    name = "hold"

    def handle(self, g: Ctx, order: Order) -> None:
        st = g.st
        ld = st.leaders[order.args[0]]
        units = [u for u in st.units_at(order.args[1]) if u.side != ld.side]
        if ld.status != "captured" or not units or ld.captor == units[0].id:
            return
        old = st.units.get(ld.captor or "")
        if old is not None and ld.id in old.captives:
            old.captives = [c for c in old.captives if c != ld.id]
        ld.captor = units[0].id
        units[0].captives = [*units[0].captives, ld.id]
        g.say("leader.held_by", "7.5.1", leader=ld.id, unit=units[0].id)


def free_leader(g: Ctx, ld: Leader, here: str | None, by: Unit | None, how: str) -> None:
    st = g.st
    ld.captor = None
    if how == "off_map":
        ld.status = "perm_captured"
        g.say("leader.perm_captured", "7.5.1", leader=ld.id)
        return
    dest: Unit | None = None
    if by is not None and how == "melee" and by.status == "map" and stack_ok(st, ld, by):
        dest = by
    else:
        dest = nearest_unit(g, ld, here or "0101")
    own = [u for u in st.on_map_units(ld.side) if u.banner == ld.banner]
    if dest is None or (not own and not ld.cinc):
        ld.status = "safe"
        g.say("leader.safe", "7.5.1", leader=ld.id)
        return
    ld.status = "map"
    ld.hex = dest.hex
    ld.returns = True
    ld.activated = True
    g.say("leader.freed", "7.5.1", leader=ld.id, hex=dest.hex)


def leader_casualties(
    g: Ctx,
    u: Unit,
    kind: str,
    enemies: list[Unit],
    seen: set[str] | None = None,
    leaders: list[Leader] | None = None,
) -> None:
    """§P4 placeholder: one d10 per leader with a unit that suffered a result and survived (a stack is
    one counter: pass the same ``seen`` set for its units so that each hex rolls once). ``leaders``:
    those who were with the unit when the result came (default: every friendly leader in its hex)."""
    if u.status != "map" or u.hex is None:
        return
    if seen is not None:
        if u.hex in seen:
            return
        seen.add(u.hex)
    table = g.tb.casualty[kind]
    for ld in g.st.leaders_at(u.hex) if leaders is None else leaders:
        if ld.side != u.side:
            continue
        roll = g.d10(roll_for(f"leader casualty {ld.id}", "afde.roll.leader_casualty", leader=ld.id))
        fate = table.get(roll)
        g.say("leader.casualty_roll", "7.5", leader=ld.id, roll=roll, fate=fate or "none")
        if fate == "wounded":
            wound(g, ld)
        elif fate == "killed":
            kill(g, ld)
        elif fate == "captured":
            live = [e for e in enemies if e.status == "map"]
            live.sort(key=lambda e: (-e.sp, e.id))
            capture(g, ld, live[0] if live else None)
            hexes = list(dict.fromkeys(e.hex for e in live if e.hex))
            if ld.status == "captured" and len(hexes) > 1:
                # which unit of that melee holds him is the enemy player's choice (§P4, 7.5.1)
                choices = [f"hold {ld.id} {h}" for h in hexes]
                side = live[0].side
                g.ask(HoldAsk, side, role_of_side(g.st, side), choices, choices[0], "7.5.1", leader=ld.id)
