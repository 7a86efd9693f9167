# cython: annotation_typing=True
"""CCA 6 (digest 6): movement of units and leaders; reach searches kept for reuse.

The compiled engine (engine/compiled.py) reads this module's annotations as types (the header line): its
reach searches then use dicts and lists directly. Every annotation here is exact: a ``str`` is a plain
str, a ``list`` a list, a ``dict`` a dict (never a subclass or another mapping), and no ``bool`` or
``float`` annotation stands where another value may come."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from engine.cca.constants import HEAVY_MOUNTED, LEADER_MOVE, LIGHT_FOOT, MOVE_EFFECT, UNIT_TYPES, move_group
from engine.cca.rules.pieces import (
    Act,
    Ctx,
    Why,
    add_overlay,
    adjacent_enemy_units,
    attached,
    choice,
    flags_of,
    lab,
    leader_ref,
    lone_leader,
    move_leader,
    move_unit,
    named,
    ordered,
    piece_hex,
    reason,
    ref,
    resolve_ref,
    route,
    terrain_ref,
    tflag,
    title,
    uname,
    unit_at,
    what,
    why,
)
from engine.cca.rules.s11_terrain import terr
from engine.cca.rules.tasks import PHASES, Phase, ask
from engine.cca.state import Leader, State, Unit
from engine.core.hexgrid import Hex
from engine.core.machine import Ask
from engine.core.messages import Msg
from engine.core.protocol import Choice
from engine.core.record import record


def move_allowance(st: State, u: Unit) -> int:
    return _move_rule(_card_moving(st), u.kind)[0]


def pass_friendly(st: State, u: Unit) -> bool:
    return _move_rule(_card_moving(st), u.kind)[1]


def _card_moving(st: State) -> str:
    """The card whose movement rules apply this turn ("" when it is played for its fallback)."""
    eff = st.eff
    card: str = (eff.get("card") or "") if not eff.get("fallback") else ""
    return card


@lru_cache(maxsize=512)
def _move_rule(card: str, kind: str) -> tuple[int, bool]:
    """How far a unit type moves under the card played, and whether it passes through friends."""
    base = UNIT_TYPES[kind].move
    if card == "line-command":
        maxm = min(1, base)
    elif card == "double-time" and kind != "HWM":
        maxm = 3 if kind == "WA" else 2
    elif card == "mounted-charge" and kind in HEAVY_MOUNTED:
        maxm = 3
    else:
        maxm = base
    return maxm, kind in LIGHT_FOOT and card in ("light-troops", "move-fire-move")


def unit_reach(st: State, u: Unit, maxm: int, parent: dict[Hex, Hex] | None = None) -> dict[Hex, int]:
    """Destinations (hex -> hexes moved) of a unit ordered to move (CCA 6/a)."""
    side = u.side
    has_leader = attached(st, u) is not None
    passing = pass_friendly(st, u)
    start = u.hex
    # the hexes looked at so far, each with the hex it was reached from (the start from itself, until
    # the end of the search)
    par: dict[Hex, Hex] = parent if parent is not None else {}
    par[start] = start
    dests: dict[Hex, int] = {}
    frontier = [start]
    steps = st.board.steps[move_group(u.kind)]
    uat, lat, units, leaders = st.uat, st.lat, st.units, st.leaders
    for d in range(1, maxm + 1):
        nxt = []
        more = d < maxm
        for h in frontier:
            for n, eff in steps[h]:
                if n in par:
                    continue
                ou = uat.get(n)
                if ou is not None:
                    if not passing or units[ou].side != side:
                        continue
                    par[n] = h
                    if not eff:
                        nxt.append(n)
                    continue
                ol = lat.get(n)
                if ol is not None:
                    if leaders[ol].side != side or has_leader:
                        continue
                    par[n] = h
                    dests[n] = d
                    continue
                par[n] = h
                dests[n] = d
                if more and not eff:
                    nxt.append(n)
        frontier = nxt
    del par[start]
    if u.kind == "WA":
        dests = {h: d for h, d in dests.items() if d < 2 or adjacent_enemy_units(st, h, side)}
    return dests


def leader_reach(st: State, ld: Leader, parent: dict[Hex, Hex] | None = None) -> dict[Hex, int]:
    """Destinations of a leader moving alone, 1-3 hexes (CCA 6/b)."""
    if parent is None:
        parent = {}
    assert ld.hex is not None
    seen = {ld.hex}
    dests: dict[Hex, int] = {}
    frontier = [ld.hex]
    for d in range(1, LEADER_MOVE + 1):
        nxt = []
        for h in frontier:
            for n in st.board.nbrs[h]:
                if n in seen:
                    continue
                eff = MOVE_EFFECT[terr(st, n)].get("ldr", "")
                if eff == "imp":
                    continue
                ou = st.uat.get(n)
                if ou is not None and st.units[ou].side != ld.side:
                    continue
                ol = st.lat.get(n)
                if ol is not None and st.leaders[ol].side != ld.side:
                    continue
                seen.add(n)
                parent[n] = h
                if ol is None:
                    dests[n] = d
                if not eff:
                    nxt.append(n)
        frontier = nxt
    return dests


def why_not_move(st: State, pid: str) -> Why | None:
    """Why this piece may not move now in the current movement phase, or None when it may (CCA 5, 6, 12).

    The move choices are listed with it (``can_move``) and a refused move order gives its answer."""
    f = st.tf.get(pid) or {}
    if f.get("o") != 1:
        return NOT_ORDERED
    if st.eff.get("nomove") and not st.eff.get("fallback"):
        return why("cannot_move", "CCA 12", why=reason("card_no_move", card=title(st.eff["card"])))
    if st.phase == "move2":
        return MOVED_AGAIN if f.get("dm2") else None
    if f.get("dm"):
        if f.get("mv"):
            return MOVED
        if f.get("jn"):
            return JOINED
        return STAYED
    if pid in st.leaders:
        ld = st.leaders[pid]
        if ld.hex is None:
            return LEADER_GONE
        u = unit_at(st, ld.hex)
        # an attached leader detaches only with a helmet card and before its unit moved (CCA 5)
        if u is not None and not st.eff.get("helmet"):
            return NO_DETACH
        if u is not None and (tflag(st, u.id, "mv") or tflag(st, u.id, "dm")):
            return UNIT_MOVED
    return None


NOT_ORDERED = why("not_ordered", "CCA 5")
MOVED_AGAIN = why("cannot_move", "CCA 12", why=reason("moved_again"))
MOVED = why("cannot_move", "CCA 6", why=reason("moved"))
JOINED = why("cannot_move", "CCA 5", why=reason("joined"))
STAYED = why("cannot_move", "CCA 6", why=reason("stayed"))
LEADER_GONE = why("cannot_move", "CCA 10", why=reason("leader_gone"))
NO_DETACH = why("cannot_move", "CCA 5", why=reason("no_detach"))
UNIT_MOVED = why("cannot_move", "CCA 5", why=reason("unit_moved"))


def can_move(st: State, pid: str) -> bool:
    """May this ordered piece still move in the current movement phase?"""
    return why_not_move(st, pid) is None


# (piece, allowance, passes friends) -> recent searches [(positions number, destinations, parents)]; a search
# stays good for a later state of the same game while no piece entered or left a hex within reach + 1.
_REACH: dict[tuple[Any, ...], list[list[Any]]] = {}


def clear_caches() -> None:
    """Forget every reach search and move order kept for reuse (benchmarks measure cold figures)."""
    _REACH.clear()
    _MOVE_CHOICES.clear()


def _unchanged_near(st: State, since: int, h: Hex, radius: int) -> bool:
    """No piece entered or left a hex within ``radius`` of ``h`` since the positions numbered ``since``."""
    if since == st.occ:
        return True
    if since > st.occ or since < st.recent[0][0]:
        return False  # from another game, or too old (the numbers only grow)
    q, r = h.q, h.r
    for occ, hexes in reversed(st.recent):
        if occ == since:
            return True
        for x in hexes:
            dq, dr = q - x.q, r - x.r
            if abs(dq) + abs(dr) + abs(dq + dr) <= 2 * radius:
                return False
    return False  # too old, or from another game


def destinations(st: State, pid: str, parent: dict[Hex, Hex] | None = None) -> dict[Hex, int]:
    """Where an ordered piece may move (hex -> hexes moved). Shared with other states: never change the
    returned dicts."""
    found = _reach_entry(st, pid)
    if parent is not None:
        parent.update(found[2])
    reach: dict[Hex, int] = found[1]
    return reach


def move_choices(st: State, pid: str) -> list[Choice]:
    """The ``move`` orders of an ordered piece, by destination row then column (shared: never change)."""
    found = _reach_entry(st, pid)
    if found[3] is None:
        r = ref(st, pid)
        row = _MOVE_CHOICES.get(r)
        if row is None:
            row = _MOVE_CHOICES[r] = {}
        out = []
        label = st.board.label
        for h in sorted(found[1], key=st.board.rank.__getitem__):
            lb = label[h]
            ch = row.get(lb)
            if ch is None:
                ch = row[lb] = choice(f"move {r} {lb}")
            out.append(ch)
        found[3] = out
    got: list[Choice] = found[3]
    return got


_MOVE_CHOICES: dict[str, dict[str, Choice]] = {}  # piece notation -> destination -> its move order


def _reach_entry(st: State, pid: str) -> list[Any]:
    """[positions number, destinations, parents, move choices or None] of a piece, searched or reused."""
    u = st.units.get(pid)
    key: tuple[Any, ...]
    if u is not None:
        maxm, passing = _move_rule(_card_moving(st), u.kind)
        key = (pid, maxm, passing)
        # the search looks at hexes up to ``maxm`` away; warriors also at the enemies next to their ends
        h, radius = u.hex, maxm + 1 if u.kind == "WA" else maxm
    else:
        key = (pid,)
        h, radius = st.leaders[pid].hex, LEADER_MOVE  # type: ignore[assignment]
    found = None
    entries = _REACH.get(key)
    if entries is not None:
        occ = st.occ
        for e in entries:
            if e[0] == occ:
                found = e
                break
            if _unchanged_near(st, e[0], h, radius):
                # good for these positions too: the next check walks back only to them
                e[0] = occ
                found = e
                break
    if found is None:
        par: dict[Hex, Hex] = {}
        reach = unit_reach(st, u, maxm, par) if u is not None else leader_reach(st, st.leaders[pid], par)
        found = [st.occ, reach, par, None]
        if entries is None:
            if len(_REACH) > 20000:
                _REACH.clear()
            entries = _REACH[key] = []
        entries.insert(0, found)
        del entries[4:]
    return found


def do_move(c: Ctx, pid: str, dest: Hex, path: list[Hex]) -> None:
    st = c.st
    f = flags_of(st, pid)
    stage2 = st.phase == "move2"
    if pid in st.units:
        u = st.units[pid]
        start = u.hex
        joined = lone_leader(st, dest)
        move_unit(c, u, dest)
        if stage2:
            f["dm2"] = 1
        else:
            f["mv"] = len(path)
            f["dm"] = 1
        grp = move_group(u.kind)
        eff = MOVE_EFFECT[terr(st, dest)].get(grp, "")
        if eff == "stopnb":
            f["nb"] = 1
        if u.kind == "WA" and len(path) >= 2:
            f["mm"] = 1
        way = route([lab(st, start)] + [lab(st, h) for h in path])
        escort = attached(st, u)
        if escort is not None and joined is None:
            c.ev("moved_with", None, unit=uname(u), path=way, leader=leader_ref(escort))
        else:
            c.ev("moved", None, unit=uname(u), path=way)
        add_overlay(st, "moves", [u.side, [lab(st, start)] + [lab(st, h) for h in path], u.kind])
        if joined is not None:
            c.ev("leader_joins", "CCA 6/a", leader=leader_ref(joined), hex=lab(st, dest))
    else:
        ld = st.leaders[pid]
        assert ld.hex is not None
        start = ld.hex
        move_leader(c, ld, dest)
        f["dm2" if stage2 else "dm"] = 1
        c.ev(
            "leader_moved",
            None,
            leader=leader_ref(ld),
            path=route([lab(st, start)] + [lab(st, h) for h in path]),
        )
        add_overlay(st, "moves", [ld.side, [lab(st, start)] + [lab(st, h) for h in path], "LDR"])
        host = unit_at(st, dest)
        if host is not None:
            c.ev("leader_joins", "CCA 5", leader=leader_ref(ld), hex=lab(st, dest))
            uf = flags_of(st, host.id)
            if uf.get("o") and not uf.get("mv") and not uf.get("dm"):
                uf["dm"] = 1  # joined before it moved: it may no longer move (CCA 5)
                uf["jn"] = 1


def path_for(st: State, pid: str, dest: Hex) -> list[Hex]:
    """The shortest legal path to ``dest`` found by the reach search."""
    found = _reach_entry(st, pid)
    reach: dict[Hex, int] = found[1]
    parent: dict[Hex, Hex] = found[2]  # shared with other states: only read here
    if dest not in reach:
        return [dest]
    path = [dest]
    while len(path) < reach[dest]:
        path.append(parent[path[-1]])
    return path[::-1]


def why_not_through(st: State, pid: str, h: Hex, piece: str, label: str) -> Why | None:
    """Why a piece may not move through ``h`` on its way (not end there), or None: terrain that stops or
    bars it (CCA 11), an enemy unit or leader (CCA 6/a; 6/b for a lone leader), a friendly unit it may not
    pass through (only Order Light Troops and Move-Fire-Move let light foot do so), or a lone friendly
    leader, on whose hex a unit stops (CCA 6/a). ``piece`` and ``label``: the piece and the hex as the
    order named them."""
    unit = st.units.get(pid)
    side = unit.side if unit is not None else st.leaders[pid].side
    rule = "CCA 6/a" if unit is not None else "CCA 6/b"
    t = terr(st, h)
    effect = MOVE_EFFECT[t].get(move_group(unit.kind) if unit is not None else "ldr", "")
    if effect:
        key = "move.impassable" if effect == "imp" else "move.stops"
        return why(key, "CCA 11", piece=piece, hex=label, terrain=terrain_ref(t))
    ou, ol = st.uat.get(h), st.lat.get(h)
    if ou is not None and st.units[ou].side != side:
        return why("move.enemy", rule, piece=piece, hex=label, what=what(st, ou))
    if ol is not None and st.leaders[ol].side != side:
        return why("move.enemy", rule, piece=piece, hex=label, what=what(st, ol))
    if unit is None:
        return None  # a leader passes his own side's units and leaders
    if ou is not None and not pass_friendly(st, unit):
        return why(
            "move.friend",
            rule,
            piece=piece,
            hex=label,
            what=what(st, ou),
            light=title("light-troops"),
            mfm=title("move-fire-move"),
        )
    if ol is not None and ou is None:
        key = "move.two_leaders" if attached(st, unit) is not None else "move.joins"
        return why(key, rule, piece=piece, hex=label, leader=leader_ref(st.leaders[ol]))
    return None


def check_path(st: State, pid: str, path: list[Hex], piece: str, labels: list[str]) -> Why | None:
    """Why a typed path is refused, or None: the first hex it may not pass (``why_not_through``), then its
    length (CCA 6/a; Line Command's 1 hex, CCA 12), then its end, checked against the reach search that
    lists the destinations. ``piece`` and ``labels``: the piece and the hexes as the order named them."""
    start = piece_hex(st, pid)
    end = path[-1]
    detail = {"piece": piece, "hex": labels[-1], **move_detail(st, pid, end)}
    prev = start
    for i, h in enumerate(path):
        if h.distance(prev) != 1 and len(path) > 1:  # a lone hex is a destination, not a path
            return why("move.not_adjacent", "CCA 6/a", **detail)
        if i < len(path) - 1:
            w = why_not_through(st, pid, h, piece, labels[i])
            if w is not None:
                return w
        prev = h
    u = st.units.get(pid)
    maxm = move_allowance(st, u) if u is not None else LEADER_MOVE
    if len(path) > maxm or start.distance(end) > maxm:
        if u is not None and _held_by_line_command(st, u):
            return why("move.line_command", "CCA 12", card=title("line-command"), **detail)
        return why("move.too_far", "CCA 6/a", **detail)
    if end in destinations(st, pid):
        return None
    if MOVE_EFFECT[terr(st, end)].get(move_group(u.kind) if u is not None else "ldr", "") == "imp":
        return why("move.impassable", "CCA 11", **detail)
    if end in st.uat or end in st.lat:
        ol = st.lat.get(end)
        if u is not None and ol is not None and end not in st.uat:
            ld = st.leaders[ol]
            if ld.side == u.side and attached(st, u) is not None:  # two leaders never share a hex (E.6/13)
                return why("move.two_leaders", "CCA 6/a", piece=piece, hex=labels[-1], leader=leader_ref(ld))
        return why("move.occupied", "CCA 6/a", **detail)
    far = start.distance(end) >= 2
    if u is not None and u.kind == "WA" and far and not adjacent_enemy_units(st, end, u.side):
        return why("move.warriors", "CCA 6/a", **detail)  # warriors end a long move next to an enemy
    return why("move.unreachable", "CCA 6/a", **detail)


def _held_by_line_command(st: State, u: Unit) -> bool:
    """A unit held to 1 hex by Line Command that would move further under any other card (CCA 12)."""
    return st.eff.get("card") == "line-command" and not st.eff.get("fallback") and UNIT_TYPES[u.kind].move > 1


def move_detail(st: State, pid: str, end: Hex) -> dict[str, Any]:
    """Parameters for a refused move: how far the piece may go, and what stands on the hex."""
    start = piece_hex(st, pid)
    maxm = move_allowance(st, st.units[pid]) if pid in st.units else LEADER_MOVE
    occupant = st.uat.get(end) or st.lat.get(end)
    return {
        "n": maxm,
        "distance": start.distance(end),
        "what": what(st, occupant) if occupant is not None else "",
        "terrain": terrain_ref(terr(st, end)),
    }


def end_movement(c: Ctx) -> None:
    """Movement is over: battles follow, or after Move-Fire-Move's second move the draw."""
    st = c.st
    st.phase = "draw" if st.phase == "move2" else "battle"


def refuse_move(st: State, act: Act) -> Why | None:
    """Why a ``move`` or ``stay`` order is refused, or None (CCA 6): ``why_not_move`` for the piece, then
    ``check_path`` for the way typed (the reach search that lists the destinations)."""
    piece = act.args[0]
    pid = resolve_ref(st, piece)
    if pid is None:
        return why("no_piece", "CCA 6", hex=piece)
    w = why_not_move(st, pid)
    if w is not None:
        return named(w, piece)
    if act.verb == "stay":
        return None
    hexes = [st.board.by_label.get(x) for x in act.args[1:]]
    path = [h for h in hexes if h is not None]
    if len(path) < len(hexes):
        return why("off_board", "CCA 6/a")
    return check_path(st, pid, path, piece, list(act.args[1:]))


@record
class MovePhase(Phase, kind="cca.move_phase"):
    """The ordered pieces move, one order at a time (CCA 6); ``move2``: Move-Fire-Move's second move."""

    phase = "move"

    def ask(self, st: State) -> Ask:
        ch = []
        for pid in ordered(st):
            alive = pid in st.units or (pid in st.leaders and st.leaders[pid].hex is not None)
            if alive and can_move(st, pid):
                ch += move_choices(st, pid)
        ch.append(choice("done"))
        return ask(st.active, "cca.move", _MOVE2 if st.phase == "move2" else _MOVE, ch, "done")

    def take(self, c: Ctx, verb: str, args: tuple[str, ...]) -> None:
        st = c.st
        if verb == "done":
            end_movement(c)
            return
        pid = resolve_ref(st, args[0])
        assert pid is not None
        if verb == "stay":
            flags_of(st, pid)["dm2" if st.phase == "move2" else "dm"] = 1
            return
        ld = st.lat.get(st.units[pid].hex) if pid in st.units else None
        st.own_some((pid, ld) if ld is not None else (pid,))  # a move changes the piece and its leader
        hexes = [st.board.by_label[x] for x in args[1:]]
        path = hexes if len(hexes) > 1 else path_for(st, pid, hexes[0])
        do_move(c, pid, path[-1], path)


@record
class SecondMovePhase(MovePhase, kind="cca.second_move_phase"):
    """Move-Fire-Move: the pieces that fired may move again (CCA 12)."""

    phase = "move2"


_MOVE = Msg("cca.prompt.move", {}, "CCA 6")
_MOVE2 = Msg("cca.prompt.move2", {}, "CCA 12")

PHASES["move"] = MovePhase
PHASES["move2"] = SecondMovePhase
