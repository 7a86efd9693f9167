"""Cavalry charges and counter-charges (A§7.1), step 2 of a player-phase.

``charge raymond yazid``: Raymond charges Yazid by the cheapest legal path; ``charge raymond yazid
0810 0809 …`` gives the path (the rider's front hexes). A charge starts with the target in the rider's
front sector and in sight (only riders block it), runs at least 6 hexes with no turn that costs extra,
its last 4 straight at the target; it cannot be cancelled, and a character is the object of one charge
a round. After each declaration the other side may counter-charge with one rider (``countercharge
borsok``, or ``none``; a standing answer may give it): the counter-charger takes the last 2 hexes of the
charge path, moving at most half its hexes with no sharp turn; no defensive fire at that charger then.

The charges are ridden first in the movement step; a charger that completed its path fights its
target (or its counter-charger) at the start of the melee step, attack increased by half; a
counter-charger's defence is increased by half; if that defence is the greater, the counter-charger
attacks with its printed values and results against it are ignored (E-A4). Three or more Frankish or
order knights charging side by side shift one column right (lance charge, A§7.1.4).
"""

from __future__ import annotations

import heapq
import itertools
from dataclasses import dataclass
from functools import cache

from engine.ager.board import ORIENT, Board, rider_crossings, rider_rear, rider_steps
from engine.ager.geometry import dist
from engine.ager.rules.s01_health import AgerTurn
from engine.ager.rules.s04_movement import Move
from engine.ager.rules.s04_reach import allowance, base_costs, body_costs
from engine.ager.state import AgerState, Character, occupants, pieces, side_ref, unit_ref
from engine.ager.tables import tables
from engine.core.errors import IllegalAction
from engine.core.hexgrid import Hex, HexsideRule, in_arc, line_blocked
from engine.core.machine import DONE, Again, Ask, Asks, Step, Task
from engine.core.messages import Msg
from engine.core.protocol import Choice

RULE = "Ager 7.1"
MIN_HEXES = 6
STRAIGHT = 4
LANCE = 3  # knights charging side by side for a lance charge (A§7.1.4)

Charge = tuple[str, str, str, tuple[str, ...], str]  # rider, target, counter-charger, path, state


def charges_of(st: AgerState) -> tuple[Charge, ...]:
    return st.charges


def charge_of(st: AgerState, rider: str) -> Charge | None:
    return next((c for c in st.charges if c[0] == rider), None)


def countered(st: AgerState, rider: str) -> bool:
    c = charge_of(st, rider)
    return c is not None and c[2] != ""


def in_front(st: AgerState, rider: Character, other: Character) -> bool:
    """``other`` stands in ``rider``'s front sector (placeholder model §P5)."""
    assert rider.at is not None and rider.facing is not None
    here = pieces(st, rider)
    f = st.board.hexes[rider.at]
    return any(
        h not in here and in_arc(f, st.board.hexes[h], rider.facing, 60.0, ORIENT) for h in pieces(st, other)
    )


def sees_riders_only(st: AgerState, a: Character, b: Character) -> bool:
    """Line of sight as for fire, only riders blocking it (A§7.1.1)."""
    src, dst = pieces(st, a)[0], pieces(st, b)[0]
    occ = occupants(st)
    own = set(pieces(st, a)) | set(pieces(st, b))
    terr = tables().terrain

    def blocks(h: Hex) -> bool:
        lab = st.board.at(h)
        if lab is None or lab in own:
            return False
        if terr[st.board.terrain[lab]].blocks:
            return True
        who = occ.get(lab)
        return who is not None and (who.startswith("horse:") or st.chars[who].mounted)

    return not line_blocked(st.board.hexes[src], st.board.hexes[dst], blocks, HexsideRule.LESS_RESTRICTIVE)


class _Reached:
    """Rider positions reached by a search, read like a dict: position -> (cost, path to it)."""

    __slots__ = ("best", "parent", "start")

    def __init__(
        self,
        start: tuple[str, int],
        best: dict[tuple[str, int], int],
        parent: dict[tuple[str, int], tuple[str, int]],
    ) -> None:
        self.start, self.best, self.parent = start, best, parent

    def get(self, node: tuple[str, int]) -> tuple[int, tuple[str, ...]] | None:
        cost = self.best.get(node)
        if cost is None:
            return None
        path: list[str] = []
        while node != self.start:
            path.append(node[0])
            node = self.parent[node]
        return cost, tuple(reversed(path))


@cache
def _straight_graph(board: Board) -> dict[tuple[str, int], tuple[tuple[str, tuple[str, int], int], ...]]:
    """Every rider position -> its steps that cost no turn: (hex entered, new position, terrain cost)."""
    base = base_costs(board, True)
    over = rider_crossings(board)
    return {
        node: tuple(
            (lab, (lab, facing), c + over.get((*node, lab), 0))
            for lab, facing, extra in steps
            if not extra and (c := base[lab]) is not None
        )
        for node, steps in rider_steps(board).items()
    }


def _straight_steps(
    st: AgerState, start: tuple[str, int], mp: int, barred: frozenset[str], limit: int = 99
) -> _Reached:
    """Every rider position reachable by steps that cost no turn, with the cheapest path to it."""
    graph = _straight_graph(st.board)
    more = body_costs(st, mounted=True)
    best: dict[tuple[str, int], int] = {start: 0}
    depth: dict[tuple[str, int], int] = {start: 0}
    parent: dict[tuple[str, int], tuple[str, int]] = {}
    heap: list[tuple[int, tuple[str, int]]] = [(0, start)]
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        cost, node = pop(heap)
        if best[node] < cost or depth[node] >= limit:
            continue
        for lab, nxt, c in graph[node]:
            if lab in barred:
                continue
            if more and lab in more:
                add = more[lab]
                if add is None:
                    continue
                c += add
            total = cost + c
            if total <= mp and best.get(nxt, 1 << 30) > total:
                best[nxt] = total
                parent[nxt] = node
                depth[nxt] = depth[node] + 1
                push(heap, (total, nxt))
    return _Reached(start, best, parent)


def _barred(st: AgerState, side: str) -> frozenset[str]:
    occ = occupants(st)
    return frozenset(
        h
        for h, w in occ.items()
        if not w.startswith("horse:") and st.profiles[w].side != side and st.chars[w].able
    )


def may_charge(st: AgerState, rider: Character) -> bool:
    return (
        rider.mounted
        and not st.profiles[rider.id].camel  # camel riders make no charge (A§6.7.1, E-A12)
        and rider.able
        and st.profiles[rider.id].side == st.active
        and charge_of(st, rider.id) is None
        and rider.fired_off != st.phase_no
        and not (st.feints and _held(st, rider))
    )


def _held(st: AgerState, rider: Character) -> bool:
    from engine.ager.rules.s07_feint import held

    return held(st, rider)


def charge_path(
    st: AgerState,
    rider: Character,
    target: Character,
    reach: _Reached | None = None,
) -> tuple[str, ...] | None:
    """The cheapest legal charge path of ``rider`` at ``target``, if there is one (``reach``: the rider's
    turn-free steps, when already worked out)."""
    assert rider.at is not None and rider.facing is not None
    side = st.profiles[rider.id].side
    barred = _barred(st, side)
    if reach is None:
        reach = _straight_steps(st, (rider.at, rider.facing), allowance(st, rider), barred)
    costs_best: tuple[int, tuple[str, ...]] | None = None
    steps = rider_steps(st.board)
    for t in pieces(st, target):
        for d in range(6):
            line = [t]
            for _ in range(STRAIGHT):
                nb = st.board.at(st.board.hexes[line[-1]].neighbour((d + 3) % 6, ORIENT))
                if nb is None:
                    break
                line.append(nb)
            if len(line) < STRAIGHT + 1:
                continue
            approach = tuple(reversed(line[1:]))  # f(n-3) … f(n)
            got = reach.get((approach[0], d))
            if got is None or len(got[1]) < MIN_HEXES - STRAIGHT + 1:
                continue
            extra = 0
            ok = True
            for a, b in itertools.pairwise(approach):
                step = next((s for s in steps[(a, d)] if s[0] == b and s[1] == d and s[2] == 0), None)
                cost = tables().terrain[st.board.terrain[b]].mounted
                if step is None or cost is None or b in barred:
                    ok = False
                    break
                extra += cost + rider_crossings(st.board).get((a, d, b), 0)
            total = got[0] + extra
            if not ok or total > allowance(st, rider):
                continue
            path = (*got[1], *approach[1:])
            if not _ends_free(st, rider, path[-1], d):
                continue
            if costs_best is None or (total, path) < costs_best:
                costs_best = (total, path)
    return costs_best[1] if costs_best else None


def _ends_free(st: AgerState, rider: Character, front: str, facing: int) -> bool:
    occ = occupants(st)
    rear = rider_rear(st.board)[(front, facing)]
    return all(occ.get(h or "", rider.id) == rider.id for h in (front, rear))


def check_charge(st: AgerState, rider: Character, target: Character, path: tuple[str, ...]) -> None:
    """Refuse a typed charge path that breaks A§7.1.1."""

    def no(why: str) -> IllegalAction:
        return IllegalAction(
            "ager.err.charge", rule="Ager 7.1.1", unit=rider.id, target=target.id, why=Msg(why)
        )

    if len(path) < MIN_HEXES:
        raise no("ager.why.too_short")
    assert rider.at is not None and rider.facing is not None
    node = (rider.at, rider.facing)
    barred = _barred(st, st.profiles[rider.id].side)
    steps = rider_steps(st.board)
    facings = []
    spent = 0
    for lab in path:
        step = next((s for s in steps[node] if s[0] == lab), None)
        cost = tables().terrain[st.board.terrain[lab]].mounted if lab in st.board.terrain else None
        if step is None or step[2] or cost is None or lab in barred:
            raise no("ager.why.sharp_turn")
        spent += cost + rider_crossings(st.board).get((*node, lab), 0)
        node = (lab, step[1])
        facings.append(step[1])
    if spent > allowance(st, rider):
        raise no("ager.why.too_far")
    d = facings[-1]
    if len(set(facings[-STRAIGHT:])) != 1:
        raise no("ager.why.not_straight")
    ahead = st.board.at(st.board.hexes[path[-1]].neighbour(d, ORIENT))
    if ahead not in pieces(st, target):
        raise no("ager.why.not_at_target")
    if not _ends_free(st, rider, path[-1], d):
        raise no("ager.why.not_free")


def targets(st: AgerState, rider: Character) -> list[Character]:
    taken = {c[1] for c in st.charges} | set(st.charged)
    return [
        t
        for t in sorted(st.chars.values(), key=lambda c: c.id)
        if t.alive
        and t.at is not None
        and st.profiles[t.id].side != st.active
        and t.id not in taken
        and not (t.mounted and st.profiles[t.id].camel)  # no charge at a camel (A§6.7.1, E-A12)
        and in_front(st, rider, t)
        and sees_riders_only(st, rider, t)
    ]


def camel_charge(st: AgerState, words: list[str]) -> IllegalAction | None:
    """A charge by a camel rider or at a camel rider is never made (A§6.7.1, E-A12)."""
    rider, target = (st.chars.get(w) for w in (*words[1:3], "", "")[:2])
    if rider is None or target is None:
        return None
    if not (st.profiles[rider.id].camel or (target.mounted and st.profiles[target.id].camel)):
        return None
    return IllegalAction(
        "ager.err.camel_charge", rule="Ager 6.7.1", unit=unit_ref(st, rider), target=unit_ref(st, target)
    )


def too_late(host: AgerTurn, words: list[str] | None = None) -> Exception:
    """A charge is declared only in the charge step, before the movement step (A§7.1.1): after it, or when
    no charge could be declared and the step was passed over, a charge order is refused for that (one
    the charge step itself refused, lapsing, keeps the charge step's reason)."""
    if host.refused_charge is not None:
        return host.refused_charge
    camel = camel_charge(host.state, words or [])
    if camel is not None:
        return camel
    return IllegalAction("ager.err.charge_over", rule="Ager 7.1.1", side=side_ref(host.state.active))


@dataclass(frozen=True, slots=True)
class ChargeStep(Task[AgerTurn], kind="ager.charge"):
    """Step 2: the active side declares its charges one at a time (A§7.1.1)."""

    def orders(self, st: AgerState) -> list[str]:
        out: list[str] = []
        for r in sorted(st.chars.values(), key=lambda c: c.id):
            if not may_charge(st, r) or r.at is None or r.facing is None:
                continue
            aims = targets(st, r)
            if not aims:
                continue
            barred = _barred(st, st.profiles[r.id].side)
            reach = _straight_steps(st, (r.at, r.facing), allowance(st, r), barred)
            out.extend(f"charge {r.id} {t.id}" for t in aims if charge_path(st, r, t, reach))
        return out

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        st.step = 2
        orders = self.orders(st)
        if not orders:
            return DONE
        return Asks(
            Ask(
                st.active,
                "ager.charge",
                Msg("ager.ask.charge", {"side": side_ref(st.active)}, RULE),
                tuple(Choice(o, Msg("core.choice", {"order": o})) for o in (*orders, "done")),
                default="done",
                open_ended=True,
                lapses=True,
            )
        )

    def read(self, host: AgerTurn, ask: Ask, order: str) -> str:
        try:
            return self._read(host, ask, order)
        except IllegalAction as e:
            if order.split()[:1] == ["charge"]:
                host.refused_charge = e
            raise

    def _read(self, host: AgerTurn, ask: Ask, order: str) -> str:
        st: AgerState = host.state
        words = order.split()
        if len(words) < 3 or words[0] != "charge":
            raise self.refusal(host, ask, order)
        camel = camel_charge(st, words)
        if camel is not None:
            raise camel
        rider, target = st.chars.get(words[1]), st.chars.get(words[2])
        if rider is None or target is None or not may_charge(st, rider) or target not in targets(st, rider):
            raise IllegalAction(
                "ager.err.no_charge", rule="Ager 7.1.1", unit=words[1][:20], target=words[2][:20]
            )
        path = tuple(w.upper() for w in words[3:])
        if path:
            check_charge(st, rider, target, path)
        elif charge_path(st, rider, target) is None:
            raise IllegalAction("ager.err.no_charge", rule="Ager 7.1.1", unit=rider.id, target=target.id)
        return " ".join(["charge", rider.id, target.id, *path])

    def answer(self, host: AgerTurn, ask: Ask, order: str) -> Step:
        if order == "done":
            return DONE
        st: AgerState = host.state
        words = order.split()
        rider, target = st.chars[words[1]], st.chars[words[2]]
        path = tuple(words[3:]) or charge_path(st, rider, target) or ()
        st.charges = (*st.charges, (rider.id, target.id, "", path, "declared"))
        st.charged = (*st.charged, target.id)
        host.say(
            "ager.ev.charge",
            "Ager 7.1.1",
            unit=unit_ref(st, rider),
            target=unit_ref(st, target),
            path=" ".join(path),
        )
        host.push(CounterWindow(rider.id))
        return Again(ChargeStep())


def counter_path(st: AgerState, c: Character, path: tuple[str, ...]) -> tuple[str, ...] | None:
    """The counter-charger's way to the last 2 hexes of ``path`` (at most half its hexes, no sharp
    turn), facing the charger."""
    assert c.at is not None and c.facing is not None
    d = next(
        (f for f in range(6) if st.board.at(st.board.hexes[path[-2]].neighbour(f, ORIENT)) == path[-1]), None
    )
    if d is None:
        return None
    goal = (path[-2], (d + 3) % 6)
    if (c.at, c.facing) == goal:
        return ()
    reach = _straight_steps(
        st, (c.at, c.facing), allowance(st, c), _barred(st, st.profiles[c.id].side), len(path) // 2
    )
    got = reach.get(goal)
    return got[1] if got is not None and 0 < len(got[1]) <= len(path) // 2 else None


@dataclass(frozen=True, slots=True)
class CounterWindow(Task[AgerTurn], kind="ager.countercharge"):
    """Right after a charge is declared its other side may counter-charge with one rider (A§7.1.2)."""

    charger: str

    def options(self, st: AgerState) -> list[str]:
        ch = charge_of(st, self.charger)
        if ch is None:
            return []
        charger = st.chars[self.charger]
        side = st.other(st.active)
        taken = set(st.charged) - {ch[1]}
        out = []
        for c in sorted(st.chars.values(), key=lambda c: c.id):
            if st.profiles[c.id].side != side or not c.mounted or not c.able or c.id in taken:
                continue
            if st.profiles[c.id].camel:
                continue  # a camel rider makes no counter-charge (E-A12)
            if any(x[2] == c.id for x in st.charges):
                continue
            if (
                in_front(st, c, charger)
                and sees_riders_only(st, c, charger)
                and counter_path(st, c, ch[3]) is not None
            ):
                out.append(f"countercharge {c.id}")
        return out

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        opts = self.options(st)
        if not opts:
            return DONE
        side = st.other(st.active)
        return Asks(
            Ask(
                side,
                "ager.countercharge",
                Msg("ager.ask.countercharge", {"unit": unit_ref(st, st.chars[self.charger])}, "Ager 7.1.2"),
                tuple(Choice(o, Msg("core.choice", {"order": o})) for o in (*opts, "none")),
                default="none",
                standing=(("always", opts[0]), ("never", "none")),
            )
        )

    def refusal(self, host: AgerTurn, ask: Ask, order: str) -> IllegalAction:
        """A counter-charge the choices do not list says why (A§7.1.2, E-A12)."""
        st: AgerState = host.state
        words = order.lower().split()
        ch = charge_of(st, self.charger)
        c = st.chars.get(words[1]) if len(words) == 2 and words[0] == "countercharge" else None
        if c is None or ch is None:
            return Task.refusal(self, host, ask, order)
        charger = st.chars[self.charger]
        if st.profiles[c.id].side != st.other(st.active) or not c.mounted or not c.able:
            why = Msg("ager.why.cc.not_rider")
        elif st.profiles[c.id].camel:
            why = Msg("ager.why.cc.camel")
        elif c.id in set(st.charged) - {ch[1]} or any(x[2] == c.id for x in st.charges):
            why = Msg("ager.why.cc.taken")
        elif not in_front(st, c, charger):
            why = Msg("ager.why.cc.front", {"target": unit_ref(st, charger)})
        elif not sees_riders_only(st, c, charger):
            why = Msg("ager.why.cc.sight", {"target": unit_ref(st, charger)})
        elif counter_path(st, c, ch[3]) is None:
            why = Msg("ager.why.cc.reach", {"most": len(ch[3]) // 2, "hexes": len(ch[3])})
        else:
            return Task.refusal(self, host, ask, order)
        return IllegalAction(
            "ager.err.countercharge",
            rule="Ager 7.1.2",
            unit=unit_ref(st, c),
            target=unit_ref(st, charger),
            why=why,
        )

    def answer(self, host: AgerTurn, ask: Ask, order: str) -> Step:
        if order == "none":
            return DONE
        st: AgerState = host.state
        cid = order.split()[1]
        st.charges = tuple((r, t, cid if r == self.charger else c, p, s) for r, t, c, p, s in st.charges)
        host.say(
            "ager.ev.countercharge",
            "Ager 7.1.2",
            unit=unit_ref(st, st.chars[cid]),
            target=unit_ref(st, st.chars[self.charger]),
        )
        return DONE


@dataclass(frozen=True, slots=True)
class ChargeMoves(Task[AgerTurn], kind="ager.charge_moves"):
    """The declared charges are ridden first in the movement step: each counter-charger, then its charger."""

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        moves: list[Task[AgerTurn]] = []
        for rider, _t, counter, path, _s in st.charges:
            r = st.chars[rider]
            if not r.able or not r.mounted:
                continue
            r.moved, r.mp_used, r.mp_left = st.phase_no, 0, allowance(st, r)
            if counter:
                c = st.chars[counter]
                cp = counter_path(st, c, path) if c.able and c.mounted else None
                if cp:
                    c.moved, c.mp_used, c.mp_left = st.phase_no, 0, allowance(st, c)
                    moves.append(Move(counter, cp, 0))
                moves.append(Move(rider, path[:-2], 0))
            else:
                moves.append(Move(rider, path, 0))
        host.push(*moves)
        return DONE


@dataclass(frozen=True, slots=True)
class ChargeFights(Task[AgerTurn], kind="ager.charge_fights"):
    """At the start of the melee step each charge that reached its end is fought, on its own (A§7.1.3)."""

    def run(self, host: AgerTurn) -> Step:
        from engine.ager.rules.s06_melee import Fight

        st: AgerState = host.state
        fights: list[Task[AgerTurn]] = []
        line = _lance_line(st)
        for rider, target, counter, path, _s in st.charges:
            r = st.chars[rider]
            end = path[-3] if counter else path[-1]
            foe = st.chars.get(counter or target)
            if not r.able or not r.mounted or r.at != end or foe is None or not foe.alive:
                continue
            if counter and not (foe.able and foe.mounted and foe.at == path[-2]):
                continue
            if dist(st, r.at, pieces(st, foe)[0]) > 1 and not any(
                dist(st, r.at, h) == 1 for h in pieces(st, foe)
            ):
                continue
            fights.append(
                Fight(
                    (rider,),
                    foe.id,
                    "countered" if counter else ("lance" if rider in line else "charge"),
                )
            )
        host.push(*fights)
        return DONE


def _lance_line(st: AgerState) -> frozenset[str]:
    """The Frankish or military-order knights charging mounted in a group of at least 3, each side by
    side with another of the group (A§7.1.4): two pairs apart are no lance charge."""
    knights = [r for r, *_ in st.charges if _kn(st, r) and st.chars[r].able and st.chars[r].mounted]

    def beside(a: str, b: str) -> bool:
        return any(dist(st, x, y) == 1 for x in pieces(st, st.chars[a]) for y in pieces(st, st.chars[b]))

    out: set[str] = set()
    seen: set[str] = set()
    for first in knights:
        if first in seen:
            continue
        group, todo = {first}, [first]
        while todo:
            r = todo.pop()
            for o in knights:
                if o not in group and beside(r, o):
                    group.add(o)
                    todo.append(o)
        seen |= group
        if len(group) >= LANCE:
            out |= group
    return frozenset(out)


def _kn(st: AgerState, rider: str) -> bool:
    prof = st.profiles[rider]
    return prof.code[:1] in ("N", "C", "O") and prof.code[-1:] == "k"
