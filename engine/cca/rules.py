"""The rules of Commands & Colors: Ancients: turn phases, orders, movement, battle and its consequences.

The state machine: a turn runs through phases (card, order, rally, move, battle, move2 for
Move-Fire-Move); a battle pushes tasks on ``state.stack``. A task is either automatic (a roll) or a
decision owed by one side (react, ignore, retreat, battle back, advance, extra, bonus, leader evade).
``settle`` runs automatic tasks and single-option decisions until a real decision is owed.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from engine.cca.cards import HELMET, LEADERSHIP, cards, ctype
from engine.cca.constants import (
    ANY_CLASS_FACE,
    BONUS_WITHOUT_LEADER,
    CAMP,
    CAVALRY,
    ELEPHANT_VS_CAVALRY_IGNORES,
    FACE_NAMES,
    FLAG,
    FLANKS,
    HEAVY_MOUNTED,
    HEAVY_UNITS,
    LEADER,
    LEADER_CHECK_ELIMINATED_DICE,
    LEADER_CHECK_SURVIVED_DICE,
    LEADER_HIT_FACE,
    LEADER_MOVE,
    LIGHT_FOOT,
    LIGHT_UNITS,
    LOS_BLOCKING,
    MEDIUM_UNITS,
    MELEE_CAP_2,
    MOVE_EFFECT,
    NO_RALLY,
    RANGED_CAP_INTO,
    RANGED_CAP_OUT,
    SWORDS,
    UNIT_TYPES,
    move_group,
)
from engine.cca.state import Leader, State, Unit
from engine.core.dice import DiceBox
from engine.core.hexgrid import Hex, line_steps
from engine.core.messages import Msg
from engine.core.protocol import Choice, Event

# ---------------------------------------------------------------------------- actions


@dataclass(frozen=True)
class Act:
    verb: str
    args: tuple[str, ...] = ()

    def text(self) -> str:
        return " ".join((self.verb, *self.args))


@dataclass
class Decision:
    side: str
    kind: str
    msg: Msg
    choices: list[Choice]
    default: str | None = None
    private: bool = False
    react: bool = False  # never auto-resolved


@lru_cache(maxsize=512)
def _ev_key(key: str) -> str:
    return f"cca.ev.{key}"


class Ctx:
    """One action being applied: the state copy, the dice box and the events so far."""

    def __init__(self, st: State, box: DiceBox) -> None:
        self.st = st
        self.box = box
        self.events: list[Event] = []
        self.reveals = False
        self.turn_ended = False
        self.auto: list[list[str]] = []  # [side, decision kind, order] taken by the engine itself

    def ev(self, key: str, rule: str | None = None, private_to: str | None = None, **params: Any) -> None:
        self.events.append(Event(Msg(_ev_key(key), params, rule), private_to))


def enemy(side: str) -> str:
    return "south" if side == "north" else "north"


def lab(st: State, h: Hex) -> str:
    return st.board.label[h]


# ---------------------------------------------------------------------------- piece queries


def unit_at(st: State, h: Hex) -> Unit | None:
    uid = st.uat.get(h)
    return st.units[uid] if uid is not None else None


def leader_at(st: State, h: Hex) -> Leader | None:
    lid = st.lat.get(h)
    return st.leaders[lid] if lid is not None else None


def attached(st: State, u: Unit) -> Leader | None:
    ld = leader_at(st, u.hex)
    return ld if ld is not None and ld.side == u.side else None


def lone_leader(st: State, h: Hex) -> Leader | None:
    if h in st.uat:
        return None
    return leader_at(st, h)


def ref(st: State, pid: str) -> str:
    """Notation of a piece: its hex, with an L suffix for a leader sharing a unit's hex."""
    if pid in st.units:
        return lab(st, st.units[pid].hex)
    ld = st.leaders[pid]
    assert ld.hex is not None
    return lab(st, ld.hex) + ("L" if ld.hex in st.uat else "")


def resolve_ref(st: State, text: str) -> str | None:
    t = text.upper()
    want_leader = t.endswith("L") and len(t) >= 3
    h = st.board.by_label.get(t[:-1] if want_leader else t)
    if h is None:
        return None
    if want_leader:
        return st.lat.get(h)
    return st.uat.get(h) or st.lat.get(h)


def flags_of(st: State, pid: str) -> dict[str, int]:
    """The piece's flags for this turn, to change (copied first when shared with an earlier state)."""
    f = st.tf.get(pid)
    own = st.tf_own
    if f is None:
        f = st.tf[pid] = {}
        if own is not None:
            own.add(pid)
    elif own is not None and pid not in own:
        f = st.tf[pid] = dict(f)
        own.add(pid)
    return f


def tflag(st: State, pid: str, key: str) -> int:
    f = st.tf.get(pid)
    return f.get(key, 0) if f else 0


def terr(st: State, h: Hex) -> str:
    return st.board.terrain.get(h, "clear")


def on_hill(st: State, h: Hex) -> bool:
    return st.board.terrain.get(h) == "hill"


def adjacent_enemy_units(st: State, h: Hex, side: str) -> list[Unit]:
    out = []
    for n in st.board.nbrs[h]:
        u = unit_at(st, n)
        if u is not None and u.side != side:
            out.append(u)
    return out


def adjacent_enemy_targets(st: State, h: Hex, side: str) -> list[str]:
    out = []
    for n in st.board.nbrs[h]:
        uid = st.uat.get(n)
        if uid is not None:
            if st.units[uid].side != side:
                out.append(uid)
            continue
        lid = st.lat.get(n)
        if lid is not None and st.leaders[lid].side != side:
            out.append(lid)
    return out


def friendly_leader_near(st: State, u: Unit) -> bool:
    for h in (u.hex, *st.board.nbrs[u.hex]):
        ld = leader_at(st, h)
        if ld is not None and ld.side == u.side:
            return True
    return False


def banner_hex_score(st: State, side: str) -> int:
    total = 0
    for r in st.scenario["special_rules"]:
        if r["type"] == "banner_hex" and r["side"] == side:
            for h in r["hexes"]:
                u = unit_at(st, st.board.by_label[h])
                if u is not None and u.side == side:
                    total += r["banners"]
    return total


def score(st: State, side: str) -> int:
    return len(st.banners[side]) + banner_hex_score(st, side)


def check_win(c: Ctx) -> bool:
    st = c.st
    if st.result is not None:
        return True
    won = [s for s in ("north", "south") if score(st, s) >= st.scenario["banners"][s]]
    if not won:
        return False
    if len(won) == 2:
        st.result = {"winner": None, "reason": "draw"}
        c.ev("draw", "CCA 8/b")
    else:
        st.result = {"winner": won[0], "reason": "banners"}
        c.ev("victory", "CCA 3", side=won[0], banners=score(st, won[0]))
    st.stack.clear()
    st.phase = "over"
    return True


def add_overlay(st: State, key: str, item: list[Any]) -> None:
    """Draw a move, attack, retreat or loss on this turn's map overlay."""
    st.mine("overlay")
    st.overlay[key].append(item)


def gain_banner(c: Ctx, side: str, source: str, check: bool = True) -> None:
    c.st.mine("banners")
    c.st.banners[side].append(source)
    c.ev(
        "banner",
        "CCA 3",
        side=side,
        source=source,
        total=score(c.st, side),
        target=c.st.scenario["banners"][side],
    )
    if check:
        check_win(c)


# ---------------------------------------------------------------------------- board changes


def move_unit(c: Ctx, u: Unit, dest: Hex) -> None:
    st = c.st
    ld = attached(st, u)
    start = u.hex
    del st.uat[u.hex]
    if ld is not None:
        del st.lat[ld.hex]  # type: ignore[arg-type]
        ld.hex = dest
        st.lat[dest] = ld.id
        flags_of(st, ld.id)["dm"] = 1
    u.hex = dest
    st.uat[dest] = u.id
    st.placed(start, dest)


def move_leader(c: Ctx, ld: Leader, dest: Hex | None) -> None:
    st = c.st
    start = ld.hex
    if ld.hex is not None and st.lat.get(ld.hex) == ld.id:
        del st.lat[ld.hex]
    ld.hex = dest
    if dest is not None:
        st.lat[dest] = ld.id
    st.placed(*(h for h in (start, dest) if h is not None))


def kill_leader(c: Ctx, ld: Leader, by: str, rule: str) -> None:
    where = lab(c.st, ld.hex) if ld.hex else "-"
    move_leader(c, ld, None)
    ld.status = "dead"
    c.ev("leader_killed", rule, leader=ld.name, hex=where)
    gain_banner(c, by, f"leader:{ld.id}")


def remove_unit(c: Ctx, u: Unit) -> None:
    del c.st.uat[u.hex]
    del c.st.units[u.id]
    c.st.placed(u.hex)


def add_loss(c: Ctx, u: Unit, n: int, eliminated: bool) -> None:
    add_overlay(c.st, "losses", [u.side, lab(c.st, u.hex), n, eliminated, u.kind])


def damage(
    c: Ctx, u: Unit, hits: int, by: str, rule: str, check_leader: bool = True, at_once: bool = True
) -> tuple[int, bool]:
    """Remove up to ``hits`` blocks; banner on elimination. Returns (lost, eliminated).

    With ``check_leader`` the attached leader's casualty check is made at once (CCA 10/a)."""
    lost = min(hits, u.blocks)
    if lost <= 0:
        return 0, False
    u.blocks -= lost
    dead = u.blocks == 0
    add_loss(c, u, lost, dead)
    c.ev("loss", rule, unit=uname(u), hex=lab(c.st, u.hex), lost=lost, left=u.blocks)
    ld = attached(c.st, u)
    if dead:
        remove_unit(c, u)
        c.ev("eliminated", rule, unit=uname(u), hex=lab(c.st, u.hex))
        gain_banner(c, by, f"unit:{u.id}", check=at_once)
        if ld is not None and c.st.result is None:
            leader_check(c, ld, by, eliminated=True)
    elif check_leader and ld is not None:
        leader_check(c, ld, by, eliminated=False)
    return lost, dead


def leader_check(c: Ctx, ld: Leader, by: str, eliminated: bool) -> bool:
    """Casualty check (CCA 10/a). Returns True when the leader survives."""
    n = LEADER_CHECK_ELIMINATED_DICE if eliminated else LEADER_CHECK_SURVIVED_DICE
    faces = c.box.roll(n, 6, "leader casualty check")
    need = 1 if eliminated else 2
    key = "leader_check" if eliminated else "leader_check2"
    c.ev(key, "CCA 10/a", leader=ld.name, faces=names(faces), need=need)
    if sum(1 for f in faces if f == LEADER_HIT_FACE) >= need:
        kill_leader(c, ld, by, "CCA 10/a")
        return False
    if eliminated:
        c.st.stack.append({"t": "levade", "leader": ld.id})
    return True


def uname(u: Unit) -> str:
    """How events name a unit: its side and type ("north heavy infantry")."""
    return f"{u.side} {UNIT_TYPES[u.kind].name}"


def what(st: State, pid: str) -> str:
    """How events name a piece that is attacked: a unit as ``uname``, a leader by name."""
    return uname(st.units[pid]) if pid in st.units else st.leaders[pid].name


def route(labels: list[str]) -> str:
    """A path as events show it: E7 → E6 → D5."""
    return " → ".join(labels)


def title(card: str) -> str:
    """A card's title, as events show a card played or copied (players type ids; titles read better)."""
    return cards()[ctype(card)].title


def names(faces: Iterable[int]) -> list[str]:
    return [FACE_NAMES[f] for f in faces]


# ---------------------------------------------------------------------------- movement


def move_allowance(st: State, u: Unit) -> int:
    eff = st.eff
    card = eff.get("card", "") if not eff.get("fallback") else ""
    base = UNIT_TYPES[u.kind].move
    if card == "line-command":
        return min(1, base)
    if card == "double-time" and u.kind != "HWM":
        return 3 if u.kind == "WA" else 2
    if card == "mounted-charge" and u.kind in HEAVY_MOUNTED:
        return 3
    return base


def pass_friendly(st: State, u: Unit) -> bool:
    card = st.eff.get("card", "") if not st.eff.get("fallback") else ""
    return u.kind in LIGHT_FOOT and card in ("light-troops", "move-fire-move")


def unit_reach(st: State, u: Unit, maxm: int, parent: dict[Hex, Hex] | None = None) -> dict[Hex, int]:
    """Destinations (hex -> hexes moved) of a unit ordered to move (CCA 6/a)."""
    if parent is None:
        parent = {}
    side = u.side
    has_leader = attached(st, u) is not None
    passing = pass_friendly(st, u)
    seen = {u.hex}
    dests: dict[Hex, int] = {}
    frontier = [u.hex]
    steps = st.board.steps[move_group(u.kind)]
    uat, lat, units, leaders = st.uat, st.lat, st.units, st.leaders
    for d in range(1, maxm + 1):
        nxt = []
        for h in frontier:
            for n, eff in steps[h]:
                if n in seen:
                    continue
                ou = uat.get(n)
                if ou is not None:
                    if not passing or units[ou].side != side:
                        continue
                    seen.add(n)
                    parent[n] = h
                    if not eff:
                        nxt.append(n)
                    continue
                ol = lat.get(n)
                if ol is not None:
                    if leaders[ol].side != side or has_leader:
                        continue
                    seen.add(n)
                    parent[n] = h
                    dests[n] = d
                    continue
                seen.add(n)
                parent[n] = h
                dests[n] = d
                if not eff and d < maxm:
                    nxt.append(n)
        frontier = nxt
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


def can_move(st: State, pid: str) -> bool:
    """May this ordered piece still move in the current movement phase?"""
    if st.eff.get("nomove") and not st.eff.get("fallback"):
        return False
    f = st.tf.get(pid) or {}
    if st.phase == "move2":
        return f.get("o") == 1 and not f.get("dm2")
    if f.get("o") != 1 or f.get("dm"):
        return False
    if pid in st.leaders:
        ld = st.leaders[pid]
        if ld.hex is None:
            return False
        u = unit_at(st, ld.hex)
        # an attached leader detaches only with a helmet card and before its unit moved (CCA 5)
        if u is not None and (not st.eff.get("helmet") or tflag(st, u.id, "mv") or tflag(st, u.id, "dm")):
            return False
    return True


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
                ch = row[lb] = _c(f"move {r} {lb}")
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
        maxm = move_allowance(st, u)
        key = (pid, maxm, pass_friendly(st, u))
        h, radius = u.hex, maxm + 1
    else:
        key = (pid,)
        h, radius = st.leaders[pid].hex, LEADER_MOVE + 1  # type: ignore[assignment]
    found = None
    entries = _REACH.get(key)
    if entries is not None:
        for e in entries:
            if _unchanged_near(st, e[0], h, radius):
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
            c.ev("moved_with", None, unit=uname(u), path=way, leader=escort.name)
        else:
            c.ev("moved", None, unit=uname(u), path=way)
        add_overlay(st, "moves", [u.side, [lab(st, start)] + [lab(st, h) for h in path], u.kind])
        if joined is not None:
            c.ev("leader_joins", "CCA 6/a", leader=joined.name, hex=lab(st, dest))
    else:
        ld = st.leaders[pid]
        assert ld.hex is not None
        start = ld.hex
        move_leader(c, ld, dest)
        f["dm2" if stage2 else "dm"] = 1
        c.ev("leader_moved", None, leader=ld.name, path=route([lab(st, start)] + [lab(st, h) for h in path]))
        add_overlay(st, "moves", [ld.side, [lab(st, start)] + [lab(st, h) for h in path], "LDR"])
        host = unit_at(st, dest)
        if host is not None:
            c.ev("leader_joins", "CCA 5", leader=ld.name, hex=lab(st, dest))
            uf = flags_of(st, host.id)
            if uf.get("o") and not uf.get("mv") and not uf.get("dm"):
                uf["dm"] = 1  # joined before it moved: it may no longer move (CCA 5)


def path_for(st: State, pid: str, dest: Hex) -> list[Hex]:
    """The shortest legal path to ``dest`` found by the reach search."""
    parent: dict[Hex, Hex] = {}
    reach = destinations(st, pid, parent)
    if dest not in reach:
        return [dest]
    path = [dest]
    while len(path) < reach[dest]:
        path.append(parent[path[-1]])
    return path[::-1]


def _passable(st: State, pid: str) -> set[Hex]:
    """Hexes a piece may move through (not end in) this move."""
    out: set[Hex] = set()
    if pid in st.units:
        u = st.units[pid]
        grp = move_group(u.kind)
        passing = pass_friendly(st, u)
        side = u.side
    else:
        grp = "ldr"
        passing = True
        side = st.leaders[pid].side
    for h in st.board.order:
        if MOVE_EFFECT[terr(st, h)].get(grp, ""):
            continue
        ou = st.uat.get(h)
        ol = st.lat.get(h)
        if ou is not None and (st.units[ou].side != side or not passing):
            continue
        if ol is not None and (st.leaders[ol].side != side or (pid in st.units and ou is None)):
            continue
        out.add(h)
    return out


def check_path(st: State, pid: str, path: list[Hex]) -> str | None:
    """Why a typed path is illegal, or None."""
    start = st.units[pid].hex if pid in st.units else st.leaders[pid].hex
    assert start is not None
    passable = _passable(st, pid)
    prev = start
    for i, h in enumerate(path):
        if h.distance(prev) != 1 and len(path) > 1:  # a lone hex is a destination, not a path
            return "not_adjacent"
        if i < len(path) - 1 and h not in passable:
            return "blocked"
        prev = h
    maxm = move_allowance(st, st.units[pid]) if pid in st.units else LEADER_MOVE
    if len(path) > maxm or start.distance(path[-1]) > maxm:
        return "too_far"
    if path[-1] not in destinations(st, pid):
        end = path[-1]
        grp = move_group(st.units[pid].kind) if pid in st.units else "ldr"
        if MOVE_EFFECT[terr(st, end)].get(grp, "") == "imp":
            return "impassable"
        if end in st.uat or end in st.lat:
            return "occupied"
        u = st.units.get(pid)
        if (
            u is not None
            and u.kind == "WA"
            and start.distance(end) >= 2
            and not adjacent_enemy_units(st, end, u.side)
        ):
            return "warriors"
        return "unreachable"
    return None


def move_detail(st: State, pid: str, end: Hex) -> dict[str, Any]:
    """Parameters for a refused move: how far the piece may go, and what stands on the hex."""
    start = _piece_hex(st, pid)
    maxm = move_allowance(st, st.units[pid]) if pid in st.units else LEADER_MOVE
    occupant = st.uat.get(end) or st.lat.get(end)
    return {
        "n": maxm,
        "distance": start.distance(end),
        "what": what(st, occupant) if occupant is not None else "",
        "terrain": terr(st, end).replace("_", " "),
    }


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


def evade_options(st: State, u: Unit) -> dict[Hex, list[Hex]]:
    paths = retreat_paths(st, u, 2)
    out: dict[Hex, list[Hex]] = {}
    full = [p for p, stop in paths if len(p) == 2 or stop]
    use = full if full else [p for p, _ in paths if p]
    for p in use:
        out.setdefault(p[-1], p)
    return out


def can_evade(st: State, defender: Unit, attacker: Unit) -> bool:
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
    return ok and bool(evade_options(st, defender))


def leader_evade_options(st: State, ld: Leader) -> tuple[dict[str, list[Hex]], bool]:
    """Leader evade ends ("off" for leaving the board) and whether they are escapes (CCA 9/a/1)."""
    assert ld.hex is not None
    back = st.board.back[ld.side]
    normal: dict[str, list[Hex]] = {}
    escape: dict[str, list[Hex]] = {}

    def rec(h: Hex, path: list[Hex], through_enemy: bool) -> None:
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
        for nx in back[h]:
            if MOVE_EFFECT[terr(st, nx)].get("ldr") == "imp":
                continue
            ou = st.uat.get(nx)
            ol = st.lat.get(nx)
            hostile = ou is not None and st.units[ou].side != ld.side
            if ol is not None and st.leaders[ol].side != ld.side:
                continue
            rec(nx, [*path, nx], through_enemy or hostile)

    rec(ld.hex, [], False)
    if normal:
        return normal, False
    return escape, True


# ---------------------------------------------------------------------------- line of sight and dice


@lru_cache(maxsize=16384)
def _sight_line(aq: int, ar: int, bq: int, br: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """The hexes a line of sight crosses, as coordinates (one, or two along a hexside), cached."""
    a, b = Hex(aq, ar), Hex(bq, br)
    return tuple(tuple((h.q, h.r) for h in step.hexes) for step in line_steps(a, b))


def los_clear(st: State, a: Hex, b: Hex) -> bool:
    hills = on_hill(st, a) and on_hill(st, b)
    board = st.board
    for step in _sight_line(a.q, a.r, b.q, b.r):
        blocked = True
        for qr in step:
            h = board.at.get(qr)
            if h is None or h in st.uat or h in st.lat:
                continue
            t = board.terrain.get(h, "clear")
            if t in LOS_BLOCKING and not (t == "hill" and hills):
                continue
            blocked = False
        if blocked:
            return False
    return True


def fire_range(st: State, u: Unit) -> int:
    r = UNIT_TYPES[u.kind].range
    for rule in st.scenario["special_rules"]:
        if rule["type"] == "extra_missile" and rule["side"] == u.side and u.kind in rule["units"]:
            r = max(r, rule["range"])
    return r


def card_bonus(st: State, att: Unit, mode: str) -> int:
    if att.side != st.active or st.eff.get("fallback") or not tflag(st, att.id, "o"):
        return 0
    card = st.eff.get("card", "")
    if card == "clash-of-shields" and mode == "melee":
        return 2
    if card == "mounted-charge" and mode in ("melee", "bonus"):
        return 1
    if card == "i-am-spartacus" and mode in ("melee", "bonus", "ranged"):
        return 1
    return 0


def melee_base(st: State, att: Unit, tgt: str, mode: str, wa4: bool = False) -> int:
    k = att.kind
    if k == "EL":
        if tgt in st.leaders:
            return 1
        tk = st.units[tgt].kind
        if tk in ("EL", "WA"):
            return 3
        if tk == "CH":
            return 3 if mode == "bb" else 4
        return UNIT_TYPES[tk].melee
    if k == "CH" and mode in ("bb", "fs"):
        return 3
    if k == "WA":
        if mode == "bb":
            return 4 if wa4 else 3
        return 4 if att.blocks == 4 else 3
    return UNIT_TYPES[k].melee


def dice_count(st: State, att: Unit, tgt: str, mode: str, wa4: bool = False) -> int:
    thex = st.units[tgt].hex if tgt in st.units else st.leaders[tgt].hex
    assert thex is not None
    ta, td = terr(st, att.hex), terr(st, thex)
    cap = 99
    minus = 0
    if mode == "ranged":
        base = 1 if tflag(st, att.id, "mv") else 2
        cap = min(RANGED_CAP_INTO.get(td, 99), RANGED_CAP_OUT.get(ta, 99))
        if ta == CAMP:
            minus = 1
    else:
        base = melee_base(st, att, tgt, mode, wa4)
        if ta in MELEE_CAP_2 or td in MELEE_CAP_2:
            cap = 2
        if td == "hill" and ta != "hill":
            cap = min(cap, 2)
        elif ta == "hill":
            cap = min(cap, 3 if UNIT_TYPES[att.kind].foot else 2)
        if CAMP in (ta, td):
            minus = 1
    n = min(base, cap) - minus
    if base >= 1:
        n = max(1, n)
    return n + card_bonus(st, att, mode)


def dice_notes(st: State, att: Unit, tgt: str, mode: str) -> list[tuple[str, str, dict[str, Any]]]:
    """Why a battle rolls other than its base dice (as dice_count): event keys, the rule, parameters."""
    thex = target_hex(st, tgt)
    ta, td = terr(st, att.hex), terr(st, thex)
    out: list[tuple[str, str, dict[str, Any]]] = []
    if mode == "ranged":
        if tflag(st, att.id, "mv"):
            out.append(("dice.moved", "CCA 7/a", {}))
        cap = min(RANGED_CAP_INTO.get(td, 99), RANGED_CAP_OUT.get(ta, 99))
        if cap < 2:
            where = td if RANGED_CAP_INTO.get(td, 99) == cap else ta
            out.append(("dice.cap", "CCA 11", {"cap": cap, "terrain": where.replace("_", " ")}))
        if ta == CAMP:
            out.append(("dice.camp", "CCA 11", {}))
    else:
        for h, t in ((att.hex, ta), (thex, td)):
            if t in MELEE_CAP_2:
                out.append(
                    ("dice.cap", "CCA 11", {"cap": 2, "terrain": t.replace("_", " "), "hex": lab(st, h)})
                )
                break
        if td == "hill" and ta != "hill":
            out.append(("dice.uphill", "CCA 11", {}))
        elif ta == "hill":
            out.append(("dice.downhill", "CCA 11", {"cap": 3 if UNIT_TYPES[att.kind].foot else 2}))
        if CAMP in (ta, td):
            out.append(("dice.camp", "CCA 11", {}))
    bonus = card_bonus(st, att, mode)
    if bonus:
        out.append(("dice.card", "CCA 12", {"card": title(st.eff["card"]), "n": bonus}))
    return out


def defence_notes(
    st: State, att: Unit, tgt: str, mode: str, faces: list[int]
) -> list[tuple[str, str, dict[str, Any]]]:
    """Faces rolled that the defender ignores (chariot, elephant, camp, rampart): event keys, the rule,
    parameters."""
    tu = st.units.get(tgt)
    out: list[tuple[str, str, dict[str, Any]]] = []
    if tu is None or mode == "ranged":
        return out
    if SWORDS in faces and swords_hit(st, att):
        ign = sword_ignores(st, att, tu)
        if ign >= 99:
            out.append(("dice.no_swords", "CCA 7/b", {"unit": uname(tu)}))
        elif ign:
            out.append(
                ("dice.swords_ignored", "CCA 7/b", {"unit": uname(tu), "n": min(ign, faces.count(SWORDS))})
            )
    cavalry = att.kind in CAVALRY or att.kind == "CH"
    if tu.kind == "EL" and cavalry and any(f in faces for f in ELEPHANT_VS_CAVALRY_IGNORES):
        out.append(
            ("dice.elephant", "CCA 7/b", {"unit": uname(tu), "faces": names(ELEPHANT_VS_CAVALRY_IGNORES)})
        )
    return out


def hitting_faces(st: State, att: Unit, tgt: str, mode: str) -> list[str]:
    """The die faces that score hits in this battle (CCA 7): the target's class, SWORDS, the leader."""
    if tgt in st.leaders:
        return [FACE_NAMES[LEADER_HIT_FACE]]
    ranged = mode == "ranged"
    out = [FACE_NAMES[UNIT_TYPES[st.units[tgt].kind].cls]]
    if not ranged and swords_hit(st, att) and sword_ignores(st, att, st.units[tgt]) < 99:
        out.append(FACE_NAMES[SWORDS])
    if not ranged and leader_bonus(st, att):
        near = [
            ld.name
            for h in (att.hex, *st.board.nbrs[att.hex])
            if (ld := leader_at(st, h)) is not None and ld.side == att.side
        ]
        out.append(f"{FACE_NAMES[LEADER]} ({', '.join(near)})")
    return out


def leader_bonus(st: State, att: Unit) -> bool:
    return att.kind != "EL" and friendly_leader_near(st, att)


def across_rampart(st: State, a: Hex, b: Hex) -> bool:
    return frozenset((a, b)) in st.board.ramparts


def sword_ignores(st: State, att: Unit, tu: Unit) -> int:
    if tu.kind == "EL":
        return 99
    n = 1 if tu.kind == "CH" else 0
    if UNIT_TYPES[tu.kind].foot:
        if terr(st, tu.hex) == CAMP:
            n += 1
        if across_rampart(st, att.hex, tu.hex):
            n += 1
    return n


def swords_hit(st: State, att: Unit) -> bool:
    if att.kind == "LC":
        return bool(st.options.get("lc_swords_hit", False))
    return UNIT_TYPES[att.kind].swords_hit


def roll_against(c: Ctx, att: Unit, tgt: str, mode: str, wa4: bool = False) -> tuple[int, int, list[int]]:
    """Roll a battle (CCA 7): returns (hits, flags, all faces rolled)."""
    st = c.st
    n = dice_count(st, att, tgt, mode, wa4)
    faces = list(c.box.roll(n, 6, f"{mode} {att.kind}"))
    if tgt in st.leaders:
        hits = 1 if LEADER_HIT_FACE in faces else 0
        return hits, 0, faces
    tu = st.units[tgt]
    ranged = mode == "ranged"
    cls = UNIT_TYPES[tu.kind].cls
    lead = not ranged and leader_bonus(st, att)
    sw_ok = not ranged and swords_hit(st, att)
    ignore_sw = sword_ignores(st, att, tu) if not ranged else 0
    el_vs_cav = (not ranged) and tu.kind == "EL" and (att.kind in CAVALRY or att.kind == "CH")
    heavy_ign = 1 if el_vs_cav else 0
    flag_ign = 1 if el_vs_cav else 0
    hits = flags = 0
    batch = faces
    allf = list(faces)
    while batch:
        chain = 0
        for f in batch:
            if f == cls:
                if f == ELEPHANT_VS_CAVALRY_IGNORES[0] and heavy_ign:
                    heavy_ign -= 1
                    continue
                hits += 1
            elif f == FLAG:
                if flag_ign:
                    flag_ign -= 1
                    continue
                flags += 1
            elif f == SWORDS and sw_ok:
                if ignore_sw:
                    ignore_sw -= 1
                    continue
                hits += 1
                if att.kind == "EL":
                    chain += 1
            elif f == LEADER and lead:
                hits += 1
        batch = list(c.box.roll(chain, 6, "elephant sword chain")) if chain else []
        allf.extend(batch)
    return hits, flags, allf


# ---------------------------------------------------------------------------- flag support


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


# ---------------------------------------------------------------------------- effects of the played card


def physical(side: str, flank: str) -> str:
    return FLANKS[side][flank]


def make_effect(
    c: Ctx, side: str, card: str, mapping_side: str, copied: bool, lsec: list[str] | None = None
) -> dict[str, Any]:
    st = c.st
    info = cards()[card]
    eff: dict[str, Any] = {"card": card, "kind": info.kind, "helmet": card in HELMET, "copied": copied}
    mine = [u for u in st.units.values() if u.side == side]
    cmd = st.command[side]
    if info.kind == "section":
        slots: dict[str, int] = {}
        for flank, n in info.slots:
            p = physical(mapping_side, flank)
            slots[p] = slots.get(p, 0) + n
        eff["slots"] = slots
    elif info.kind == "troop":
        group = {
            "light-troops": LIGHT_UNITS,
            "medium-troops": MEDIUM_UNITS,
            "heavy-troops": HEAVY_UNITS,
            "mounted-troops": CAVALRY | HEAVY_MOUNTED,
        }[card]
        eff["group"] = sorted(group)
        eff["cap"] = cmd
        if not any(u.kind in group for u in mine):
            eff.update(fallback=True, cap=1, helmet=False)
    elif info.kind == "leadership":
        lflank, extra = LEADERSHIP[card]
        eff["extra"] = extra
        if lsec is not None:
            eff["lsec"] = lsec
        elif lflank is not None:
            eff["lsec"] = [physical(mapping_side, lflank)]
        eff["mode"] = ""
    elif card == "clash-of-shields":
        eff["fixed"] = [u.id for u in mine if adjacent_enemy_units(st, u.hex, side)]
        eff["nomove"] = True
    elif card == "darken-the-sky":
        fixed = [u.id for u in mine if fire_range(st, u) > 0]
        if fixed:
            eff["fixed"] = fixed
            eff["nomove"] = True
        else:
            eff.update(fallback=True, cap=1)
    elif card in ("double-time", "line-command"):
        eff["cap"] = 4 if card == "double-time" else 99
        if not any(UNIT_TYPES[u.kind].foot for u in mine):
            eff.update(fallback=True, cap=1)
    elif card == "move-fire-move":
        eff["cap"] = cmd
        if not any(u.kind in LIGHT_UNITS for u in mine):
            eff.update(fallback=True, cap=1)
    elif card == "mounted-charge":
        eff["cap"] = cmd
        if not any(UNIT_TYPES[u.kind].mounted for u in mine):
            eff.update(fallback=True, cap=1)
    elif card in ("i-am-spartacus", "rally"):
        if card == "rally" and not any(ld.side == side and ld.hex for ld in st.leaders.values()):
            eff.update(fallback=True, cap=1)
        else:
            faces = c.box.roll(cmd, 6, card)
            eff["symbols"] = list(faces)
            c.ev("card_roll", "CCA 12", card=title(card), faces=names(faces))
    return eff


def play_card(c: Ctx, side: str, ctid: str) -> None:
    st = c.st
    st.mine("cards")
    inst = sorted(x for x in st.hands[side] if ctype(x) == ctid)[0]
    st.hands[side].remove(inst)
    st.discard.append(inst)
    st.card = inst
    card = ctid
    st.overlay = {"moves": [], "attacks": [], "retreats": [], "losses": []}
    st.cow.discard("overlay")
    c.ev("card_played", None, side=side, card=title(card))
    if card == "counter-attack":
        last = st.last.get(enemy(side))
        if not last:
            st.eff = {"card": "", "kind": "none", "helmet": False}
            c.ev("counter_nothing", "CCA 12")
        elif ctype(last["card"]) == "first-strike":
            # Counter-Attack never copies First Strike (digest 14.4 TAC_COUNTER): it is played for no effect
            st.eff = {"card": "", "kind": "none", "helmet": False}
            c.ev("counter_not_first_strike", "CCA 12", card=title(last["card"]))
        else:
            st.eff = make_effect(c, side, last["card"], last["map"], True, last.get("lsec"))
            c.ev("counter_copies", "CCA 12", card=title(last["card"]))
    else:
        st.eff = make_effect(c, side, card, side, False)
    e = st.eff
    st.last[side] = (
        {
            "card": e["card"],
            "map": side if not e.get("copied") else (st.last[enemy(side)] or {}).get("map", side),
        }
        if e.get("card")
        else None
    )
    fixed = e.get("fixed")
    if fixed is not None:
        for uid in fixed:
            order_piece(c, uid)
        st.phase = "move"
    elif e.get("symbols") is not None and e["card"] == "rally":
        st.phase = "replenish"
    else:
        st.phase = "order"


def ordered(st: State) -> list[str]:
    return [pid for pid, f in st.tf.items() if f.get("o")]


def order_piece(c: Ctx, pid: str) -> None:
    st = c.st
    flags_of(st, pid)["o"] = 1
    if st.eff.get("card") == "darken-the-sky" and not st.eff.get("fallback"):
        flags_of(st, pid)["sh"] = 2
    e = st.eff
    if e.get("kind") == "leadership" and e.get("mode") in ("", "single"):
        if pid in st.leaders:
            e["mode"] = "leader"
            ld = st.leaders[pid]
            assert ld.hex is not None
            e["lsec_chosen"] = list(st.board.sections[ld.hex])
            u = unit_at(st, ld.hex)
            if u is not None:
                flags_of(st, u.id)["o"] = 1
                flags_of(st, u.id)["free"] = 1
            st.last[st.active] = dict(st.last[st.active] or {}, lsec=e["lsec_chosen"])
        elif not e.get("mode"):
            e["mode"] = "single"
    if pid in st.units:
        with_ld = attached(st, st.units[pid])
        if with_ld is not None:
            c.ev("ordered_with", None, piece=ref(st, pid), unit=uname(st.units[pid]), leader=with_ld.name)
        else:
            c.ev("ordered", None, piece=ref(st, pid), unit=uname(st.units[pid]))
    else:
        lhex = st.leaders[pid].hex
        host = unit_at(st, lhex) if lhex is not None else None
        if host is not None and tflag(st, host.id, "free"):
            c.ev(
                "ordered_leader_unit", None, piece=ref(st, pid), leader=st.leaders[pid].name, unit=uname(host)
            )
        else:
            c.ev("ordered_leader", None, piece=ref(st, pid), leader=st.leaders[pid].name)


def _piece_hex(st: State, pid: str) -> Hex:
    h = st.units[pid].hex if pid in st.units else st.leaders[pid].hex
    assert h is not None
    return h


def _slots_ok(st: State, pieces: list[str], slots: dict[str, int]) -> bool:
    secs = []
    for pid in pieces:
        h = st.units[pid].hex if pid in st.units else st.leaders[pid].hex
        assert h is not None
        secs.append(st.board.sections[h])
    left = dict(slots)

    def rec(i: int) -> bool:
        if i == len(secs):
            return True
        for s in secs[i]:
            if left.get(s, 0) > 0:
                left[s] -= 1
                if rec(i + 1):
                    return True
                left[s] += 1
        return False

    return rec(0)


def _symbols_ok(st: State, pieces: list[str], symbols: list[int]) -> bool:
    need = {1: 0, 2: 0, 3: 0}
    leaders = 0
    for pid in pieces:
        if pid in st.leaders:
            leaders += 1
        else:
            need[UNIT_TYPES[st.units[pid].kind].cls] += 1
    spare = symbols.count(ANY_CLASS_FACE) - leaders
    for cls, k in need.items():
        spare -= max(0, k - symbols.count(cls))
    return spare >= 0


def order_refusal(st: State, pid: str, current: list[str] | None = None) -> str | None:
    """Why the piece cannot be given an order now (None if it can). Keys under cca.err.order."""
    e = st.eff
    side = st.active
    is_leader = pid in st.leaders
    piece_side = st.leaders[pid].side if is_leader else st.units[pid].side
    if piece_side != side:
        return "not_yours"
    if tflag(st, pid, "o"):
        return "already"
    if current is None:
        current = [p for p in ordered(st) if not tflag(st, p, "free")]
    if is_leader:
        ld = st.leaders[pid]
        assert ld.hex is not None
        attached_now = ld.hex in st.uat
    kind = e.get("kind")
    if e.get("fallback"):
        if is_leader:
            return "leader_not_allowed"
        return "cap" if current else None
    if kind == "none":
        return "no_orders"
    if kind == "section":
        if is_leader and attached_now and not e.get("helmet"):
            return "no_detach"
        if not any(len(st.board.sections[_piece_hex(st, p)]) > 1 for p in current):
            left = dict(e["slots"])  # no boundary hex among the ordered: capacity is exact
            for p in current:
                sec = st.board.sections[_piece_hex(st, p)][0]
                left[sec] = left.get(sec, 0) - 1
            return (
                None if any(left.get(x, 0) > 0 for x in st.board.sections[_piece_hex(st, pid)]) else "section"
            )
        return None if _slots_ok(st, [*current, pid], e["slots"]) else "section"
    if kind == "troop":
        if is_leader:
            if e["card"] != "mounted-troops":
                return "leader_not_allowed"
        elif st.units[pid].kind not in e["group"]:
            return "wrong_class"
        return "cap" if len(current) >= e["cap"] else None
    if kind == "leadership":
        mode = e.get("mode")
        if not mode:
            if is_leader:
                lh = st.leaders[pid].hex
                assert lh is not None
                secs = st.board.sections[lh]
                if e.get("lsec") and not set(secs) & set(e["lsec"]):
                    return "leader_section"
            return None
        if mode == "single" and is_leader and len(current) == 1:
            # the one unit ordered first may still be the start of this leader's chain (CCA 5)
            lh = st.leaders[pid].hex
            assert lh is not None
            if e.get("lsec") and not set(st.board.sections[lh]) & set(e["lsec"]):
                return "leader_section"
            return None if st.units[current[0]].hex.distance(lh) <= 1 else "chain"
        if mode == "single" or is_leader:
            return "cap"
        if len(current) - 1 >= e["extra"]:
            return "cap"
        u = st.units[pid]
        anchors = [st.units[p].hex for p in ordered(st) if p in st.units]
        anchors += [st.leaders[p].hex for p in ordered(st) if p in st.leaders]  # type: ignore[misc]
        if not any(u.hex.distance(a) == 1 for a in anchors if a is not None):
            return "chain"
        return None
    card = e.get("card")
    if card in ("double-time", "line-command"):
        if is_leader:
            return "leader_not_allowed"
        u = st.units[pid]
        if not UNIT_TYPES[u.kind].foot:
            return "wrong_class"
        if len(current) >= e["cap"]:
            return "cap"
        if current and not any(u.hex.distance(st.units[p].hex) == 1 for p in current if p in st.units):
            return "group"
        return None
    if card == "move-fire-move":
        if is_leader:
            return "leader_not_allowed"
        if st.units[pid].kind not in LIGHT_UNITS:
            return "wrong_class"
        return "cap" if len(current) >= e["cap"] else None
    if card == "mounted-charge":
        if not is_leader and not UNIT_TYPES[st.units[pid].kind].mounted:
            return "wrong_class"
        return "cap" if len(current) >= e["cap"] else None
    if card == "i-am-spartacus":
        return None if _symbols_ok(st, [*current, pid], e["symbols"]) else "symbols"
    return "no_orders"


def arrange_orders(st: State, pids: list[str]) -> tuple[list[str], tuple[str, str, dict[str, str]] | None]:
    """A sequence in which the pieces of one ``order`` can be ordered one by one, whatever the order
    they were named in (the group and chain rules of CCA 5 and 12 are properties of the whole set).

    Works on a copy: returns (the sequence, None), or (the pieces ordered so far, (piece, reason, details
    for the message)) for the first named piece that no sequence can order. Leaders go first when they
    can, so that a Leadership card naming its leader anywhere in the set orders the leader and its chain."""
    trial = st.clone()
    c = Ctx(trial, DiceBox(trial.dice))
    left = list(dict.fromkeys(pids))
    done: list[str] = []
    while left:
        for pid in sorted(left, key=lambda p: p not in trial.leaders):
            if order_refusal(trial, pid) is None:
                order_piece(c, pid)
                done.append(pid)
                left.remove(pid)
                break
            if pid not in done and tflag(trial, pid, "o") and not tflag(st, pid, "o"):
                left.remove(pid)  # ordered with its leader by this same order (the unit in the leader's hex)
                break
        else:
            why = order_refusal(trial, left[0]) or "already"
            more = section_detail(trial, left[0]) if why == "section" else {}
            return done, (left[0], why, more)
    return done, None


def section_detail(st: State, pid: str) -> dict[str, str]:
    """For a section refusal: the piece's section and where the card still has orders, in the player's
    own terms (left, centre, right)."""
    mine = {phys: flank for flank, phys in FLANKS[st.active].items()}
    current = [p for p in ordered(st) if not tflag(st, p, "free")]
    slots = st.eff.get("slots", {})
    room = [x for x, n in slots.items() if n > 0 and _slots_ok(st, current, {**slots, x: n - 1})]
    where = " and ".join(mine[x].replace("center", "centre") for x in st.board.sections[_piece_hex(st, pid)])
    left = ", ".join(mine[x].replace("center", "centre") for x in sorted(room, key=list(mine).index))
    return {"where": where, "left": left or "none"}


def order_candidates(st: State) -> list[str]:
    side = st.active
    e = st.eff
    current = [p for p in ordered(st) if not tflag(st, p, "free")]
    cap = e.get("cap")
    if cap is not None and len(current) >= cap:
        return []
    out = [u.id for u in st.units.values() if u.side == side]
    out += [ld.id for ld in st.leaders.values() if ld.side == side and ld.hex is not None]
    if e.get("fallback"):  # any one unit (as order_refusal)
        return [] if current else [p for p in out if p in st.units and not tflag(st, p, "o")]
    if e.get("kind") == "troop":  # the named class (as order_refusal); the cap was checked above
        group = e["group"]
        leaders_too = e["card"] == "mounted-troops"
        return [
            p
            for p in out
            if not tflag(st, p, "o") and (st.units[p].kind in group if p in st.units else leaders_too)
        ]
    if e.get("kind") == "section":
        secs = st.board.sections
        slots = e["slots"]
        if not any(len(secs[_piece_hex(st, p)]) > 1 for p in current):
            # the common case, as order_refusal's first section branch, with the free slots counted once
            left = dict(slots)
            for p in current:
                sec = secs[_piece_hex(st, p)][0]
                left[sec] = left.get(sec, 0) - 1
            free = {x for x, n in left.items() if n > 0}
        else:
            # boundary hexes among the ordered: a piece of section x fits when the ordered pieces still
            # fit the slots with one slot of x taken (as _slots_ok, one matching per section)
            free = {x for x, n in slots.items() if n > 0 and _slots_ok(st, current, {**slots, x: n - 1})}
        if not free:
            return []
        helmet = e.get("helmet")
        res = []
        for p in out:
            if tflag(st, p, "o"):
                continue
            if p in st.leaders:
                h = st.leaders[p].hex
                assert h is not None
                if h in st.uat and not helmet:
                    continue
            else:
                h = st.units[p].hex
            if not free.isdisjoint(secs[h]):
                res.append(p)
        return res
    return [p for p in out if order_refusal(st, p, current) is None]


def rally_candidates(st: State) -> list[str]:
    syms = st.eff.get("symbols", [])
    out = []
    for u in st.units.values():
        if u.side != st.active or u.kind in NO_RALLY or u.blocks >= u.start:
            continue
        cls = UNIT_TYPES[u.kind].cls
        if cls not in syms and ANY_CLASS_FACE not in syms:
            continue
        if friendly_leader_near(st, u):
            out.append(u.id)
    return out


def do_rally(c: Ctx, uid: str) -> None:
    st = c.st
    u = st.units[uid]
    syms: list[int] = st.eff["symbols"]
    cls = UNIT_TYPES[u.kind].cls
    syms.remove(cls if cls in syms else ANY_CLASS_FACE)
    u.blocks += 1
    flags_of(st, uid)["o"] = 1
    c.ev("rallied", "CCA 12", unit=uname(u), hex=lab(st, u.hex), blocks=u.blocks)


# ---------------------------------------------------------------------------- battle declarations


def can_battle(st: State, u: Unit) -> bool:
    f = st.tf.get(u.id)
    if not f or not f.get("o"):
        return False
    if st.eff.get("card") == "darken-the-sky" and not st.eff.get("fallback"):
        return f.get("sh", 0) > 0
    if f.get("bt") or f.get("nb"):
        return False
    mv = f.get("mv", 0)
    if mv and u.kind == "HWM":
        return False
    return not (
        mv >= 2
        and u.kind == "AX"
        and not (st.eff.get("card") == "double-time" and not st.eff.get("fallback"))
    )


def melee_allowed(st: State) -> bool:
    if st.eff.get("fallback"):
        return True
    return st.eff.get("card") not in ("darken-the-sky", "move-fire-move")


def ranged_allowed(st: State) -> bool:
    if st.eff.get("fallback"):
        return True
    return st.eff.get("card") not in ("clash-of-shields", "double-time", "mounted-charge")


def melee_targets(st: State, u: Unit) -> list[str]:
    if not melee_allowed(st) or not can_battle(st, u):
        return []
    return adjacent_enemy_targets(st, u.hex, u.side)


def fire_targets(st: State, u: Unit) -> list[str]:
    if not ranged_allowed(st) or not can_battle(st, u):
        return []
    rng = fire_range(st, u)
    if rng < 2 or adjacent_enemy_units(st, u.hex, u.side):
        return []
    out = []
    for uid, o in st.units.items():
        if o.side != u.side and 2 <= u.hex.distance(o.hex) <= rng and los_clear(st, u.hex, o.hex):
            out.append(uid)
    for lid, ld in st.leaders.items():
        if (
            ld.side != u.side
            and ld.hex is not None
            and ld.hex not in st.uat
            and 2 <= u.hex.distance(ld.hex) <= rng
            and los_clear(st, u.hex, ld.hex)
        ):
            out.append(lid)
    return out


def target_hex(st: State, tid: str) -> Hex:
    h = st.units[tid].hex if tid in st.units else st.leaders[tid].hex
    assert h is not None
    return h


def declare(c: Ctx, uid: str, tid: str, kind: str) -> None:
    st = c.st
    u = st.units[uid]
    f = flags_of(st, uid)
    if st.eff.get("card") == "darken-the-sky" and not st.eff.get("fallback"):
        f["sh"] = f.get("sh", 0) - 1
    f["bt"] = 1
    th = target_hex(st, tid)
    c.ev(
        "declared_" + kind, "CCA 7", unit=uname(u), hex=lab(st, u.hex), target=lab(st, th), what=what(st, tid)
    )
    if kind == "fire":
        st.stack.append(
            {"t": "roll", "att": uid, "tgt": tid, "mode": "ranged", "ah": lab(st, u.hex), "th": lab(st, th)}
        )
    else:
        push_melee(c, uid, tid, "melee")


def push_melee(c: Ctx, uid: str, tid: str, mode: str) -> None:
    st = c.st
    u = st.units[uid]
    th = target_hex(st, tid)
    task = {"t": "attack", "att": uid, "tgt": tid, "mode": mode, "ah": lab(st, u.hex), "th": lab(st, th)}
    if tid in st.units:
        st.stack.append({**task, "t": "react"})
    else:
        st.stack.append({**task, "t": "roll"})


# ---------------------------------------------------------------------------- automatic tasks


def alive_at(st: State, pid: str, label: str) -> bool:
    h = st.board.by_label[label]
    if pid in st.units:
        return st.units[pid].hex == h
    ld = st.leaders.get(pid)
    return ld is not None and ld.hex == h


def run_roll(c: Ctx, t: dict[str, Any]) -> None:
    """Roll one battle (ranged, melee, bonus, battle back, First Strike) and apply it (CCA 7-8)."""
    st = c.st
    att_id, tgt, mode = t["att"], t["tgt"], t["mode"]
    if not alive_at(st, att_id, t["ah"]) or not alive_at(st, tgt, t["th"]):
        c.ev("battle_cancelled", "CCA 12")
        return
    att = st.units[att_id]
    wa4 = bool(t.get("wa4"))
    for key, rule, params in dice_notes(st, att, tgt, mode):
        c.ev(key, rule, **params)
    on = hitting_faces(st, att, tgt, mode)
    first = dice_count(st, att, tgt, mode, wa4)
    hits, flags, faces = roll_against(c, att, tgt, mode, wa4)
    kind = {"ranged": "fire", "melee": "melee", "bonus": "melee", "bb": "battle_back", "fs": "first_strike"}[
        mode
    ]
    add_overlay(st, "attacks", [att.side, t["ah"], t["th"], kind, hits])
    c.ev(
        "rolled",
        "CCA 7",
        unit=uname(att),
        hex=t["ah"],
        target=t["th"],
        n=len(faces),
        faces=names(faces[:first]),
        on=on,
        hits=hits,
        flags=flags,
    )
    if len(faces) > first:
        c.ev("sword_chain", "CCA 7", faces=names(faces[first:]))
    if tgt in st.units:
        for key, rule, params in defence_notes(st, att, tgt, mode, faces):
            c.ev(key, rule, **params)
    if tgt in st.leaders:
        ld = st.leaders[tgt]
        if hits:
            kill_leader(c, ld, att.side, "CCA 9/a/1")
        else:
            st.stack.append({"t": "levade", "leader": ld.id})
        return
    tu = st.units[tgt]
    wa_full = tu.kind == "WA" and tu.blocks == 4
    melee = mode != "ranged"
    if mode in ("melee", "bonus"):
        st.stack.append(
            {
                "t": "after",
                "att": att_id,
                "tgt": tgt,
                "mode": mode,
                "ah": t["ah"],
                "th": t["th"],
                "fs": t.get("fs", 0),
                "wa4": int(wa_full),
            }
        )
    lost, dead = damage(c, tu, hits, att.side, "CCA 7")
    if st.result is not None or dead:
        return
    if flags:
        n = ignorable(st, tu, att.hex if melee else None, melee)
        extra = 1 if (att.kind == "EL" and melee and (tu.kind in CAVALRY or tu.kind == "CH")) else 0
        st.stack.append(
            {
                "t": "flags",
                "unit": tgt,
                "flags": flags,
                "ign": min(n, flags),
                "by": att.side,
                "extra": extra,
                "checked": int(lost > 0),
            }
        )


def run_attack(c: Ctx, t: dict[str, Any]) -> None:
    """The attacker's own melee roll after the reaction window (and after a First Strike)."""
    st = c.st
    if t.get("fs") and not alive_at(st, t["att"], t["ah"]):
        c.ev("attack_cancelled", "CCA 12")
        return
    run_roll(c, {**t, "t": "roll"})


def run_evade(c: Ctx, t: dict[str, Any]) -> None:
    st = c.st
    att = st.units[t["att"]]
    u = st.units[t["tgt"]]
    n = dice_count(st, att, u.id, "melee" if t["mode"] == "melee" else "bonus")
    faces = c.box.roll(n, 6, "evade roll")
    cls = UNIT_TYPES[u.kind].cls
    hits = sum(1 for f in faces if f == cls)
    c.ev(
        "evade_roll", "CCA 9/a", unit=uname(u), hex=t["th"], faces=names(faces), hits=hits, on=FACE_NAMES[cls]
    )
    add_overlay(st, "attacks", [att.side, t["ah"], t["th"], "melee", hits])
    _lost, dead = damage(c, u, hits, att.side, "CCA 9/a")
    if dead or st.result is not None:
        return
    if evade_options(st, u):
        st.stack.append({"t": "evadeto", "unit": u.id})


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


def run_after(c: Ctx, t: dict[str, Any]) -> None:
    """After a melee: momentum advance or battle back (CCA 7/b, 9/b)."""
    st = c.st
    att_id, tgt = t["att"], t["tgt"]
    if not alive_at(st, att_id, t["ah"]):
        return
    att = st.units[att_id]
    th = st.board.by_label[t["th"]]
    if not alive_at(st, tgt, t["th"]):
        if t.get("evaded") or att.kind == "HWM":
            return
        if th in st.uat or th in st.lat:
            return
        if MOVE_EFFECT[terr(st, th)].get(move_group(att.kind)) == "imp":
            return
        st.stack.append({"t": "advance", "att": att_id, "to": t["th"], "mode": t["mode"]})
        return
    if t.get("fs") or t.get("evaded"):
        return
    st.stack.append(
        {"t": "bb", "def": tgt, "att": att_id, "dh": t["th"], "ah": t["ah"], "wa4": t.get("wa4", 0)}
    )


def run_task(c: Ctx, t: dict[str, Any]) -> None:
    kind = t["t"]
    if kind == "roll":
        run_roll(c, t)
    elif kind == "attack":
        run_attack(c, t)
    elif kind == "evade":
        run_evade(c, t)
    elif kind == "after":
        run_after(c, t)
    else:  # pragma: no cover - a decision is never run automatically
        raise AssertionError(kind)


AUTO = frozenset({"roll", "attack", "evade", "after"})


# ---------------------------------------------------------------------------- decisions


@lru_cache(maxsize=8192)
def _c(order: str) -> Choice:
    return Choice(order, Msg("cca.choice", {"order": order}))


def decision(st: State) -> Decision | None:
    if st.result is not None:
        return None
    if st.stack:
        t = st.stack[-1]
        if t["t"] in AUTO:
            return None
        return task_decision(st, t)
    return phase_decision(st)


def phase_decision(st: State) -> Decision:
    side = st.active
    ph = st.phase
    if ph == "card":
        hand = [ctype(x) for x in st.hands[side]]
        playable = sorted({cd for cd in hand if cd != "first-strike"}) or sorted(set(hand))
        ch = [_c(f"play {cd}") for cd in playable]
        if not ch:  # an empty hand (a test position): the turn passes with its draw
            return Decision(side, "cca.card", Msg("cca.prompt.card", {"side": side}), [_c("done")], "done")
        return Decision(side, "cca.card", Msg("cca.prompt.card", {"side": side}), ch, None, private=True)
    if ph == "order":
        ch = [_c("order " + ref(st, p)) for p in order_candidates(st)]
        ch.append(_c("done"))
        return Decision(
            side,
            "cca.order",
            Msg("cca.prompt.order", {"card": cards()[ctype(st.card or "")].title if st.card else ""}),
            ch,
            "done",
        )
    if ph == "replenish":
        ch = [_c(f"rally {ref(st, p)}") for p in rally_candidates(st)] if st.eff.get("symbols") else []
        ch.append(_c("done"))
        return Decision(side, "cca.replenish", Msg("cca.prompt.rally", {}), ch, "done")
    if ph in ("move", "move2"):
        ch = []
        for pid in ordered(st):
            alive = pid in st.units or (pid in st.leaders and st.leaders[pid].hex is not None)
            if alive and can_move(st, pid):
                ch += move_choices(st, pid)
        ch.append(_c("done"))
        key = "cca.prompt.move2" if ph == "move2" else "cca.prompt.move"
        return Decision(side, "cca.move", Msg(key, {}), ch, "done")
    # battle
    ch = []
    must = False
    for pid in ordered(st):
        u = st.units.get(pid)
        if u is None:
            continue
        r = lab(st, u.hex)
        mt = melee_targets(st, u)
        for tid in mt:
            ch.append(_c(f"battle {r} {lab(st, target_hex(st, tid))}"))
        if mt and tflag(st, pid, "mm"):
            must = True
        for tid in fire_targets(st, u):
            ch.append(_c(f"fire {r} {lab(st, target_hex(st, tid))}"))
    if not must:
        ch.append(_c("done"))
    return Decision(side, "cca.battle", Msg("cca.prompt.battle", {}), ch, "done" if not must else None)


def task_decision(st: State, t: dict[str, Any]) -> Decision:
    k = t["t"]
    if k == "react":
        u = st.units[t["tgt"]]
        att = st.units[t["att"]]
        ch = [_c("noreaction")]
        if any(ctype(x) == "first-strike" for x in st.hands[u.side]):
            ch.append(_c("firststrike"))
        if can_evade(st, u, att):
            ch.append(_c("evade"))  # the path is chosen after the evade roll (E.4 non-active 1)
        return Decision(
            u.side,
            "cca.react",
            Msg(
                "cca.prompt.react",
                {"attacker": t["ah"], "target": t["th"], "kind": UNIT_TYPES[u.kind].name, "by": uname(att)},
            ),
            ch,
            "noreaction",
            private=True,
            react=True,
        )
    if k == "flags":
        u = st.units[t["unit"]]
        ch = [_c(f"ignore {i}") for i in range(t["ign"], -1, -1)]
        return Decision(
            u.side,
            "cca.ignore",
            Msg(
                "cca.prompt.ignore",
                {"hex": lab(st, u.hex), "flags": t["flags"], "max": t["ign"], "kind": _kind(u)},
                "CCA 8/a",
            ),
            ch,
            f"ignore {t['ign']}",
        )
    if k in ("retreat", "eretreat"):
        u = st.units[t["unit"]]
        opts = retreat_choices(st, t)
        ch = [_c(f"retreat {lab(st, h)}") for h in opts]
        return Decision(
            u.side,
            "cca.retreat",
            Msg(
                "cca.prompt.retreat",
                {"hex": lab(st, u.hex), "hexes": t["n"], "kind": UNIT_TYPES[u.kind].name},
                "CCA 8",
            ),
            ch,
            default_retreat(st, u, opts),
        )
    if k == "bb":
        u = st.units[t["def"]]
        return Decision(
            u.side,
            "cca.battleback",
            Msg(
                "cca.prompt.battleback",
                {"hex": t["dh"], "target": t["ah"], "kind": _kind(u), "by": _who(st, t["att"])},
                "CCA 7/b",
            ),
            [_c("battleback"), _c("nobattleback")],
            "battleback",
        )
    if k == "advance":
        u = st.units[t["att"]]
        return Decision(
            u.side,
            "cca.advance",
            Msg("cca.prompt.advance", {"hex": t["to"], "kind": UNIT_TYPES[u.kind].name}, "CCA 9/b"),
            [_c("advance"), _c("noadvance")],
            "advance",
        )
    if k == "extra":
        u = st.units[t["att"]]
        ch = [_c(f"extra {lab(st, h)}") for h in extra_hexes(st, u)]
        ch.append(_c("noextra"))
        msg = Msg("cca.prompt.extra", {"kind": UNIT_TYPES[u.kind].name, "hex": lab(st, u.hex)}, "CCA 9/b")
        return Decision(u.side, "cca.extra", msg, ch, "noextra")
    if k == "bonus":
        u = st.units[t["att"]]
        ch = [_c(f"bonus {lab(st, target_hex(st, x))}") for x in adjacent_enemy_targets(st, u.hex, u.side)]
        ch.append(_c("nobonus"))
        msg = Msg("cca.prompt.bonus", {"kind": UNIT_TYPES[u.kind].name, "hex": lab(st, u.hex)}, "CCA 9/c")
        return Decision(u.side, "cca.bonus", msg, ch, "nobonus")
    if k == "rampage":
        ch = [_c(f"rampage {lab(st, target_hex(st, p))}") for p in rampage_targets(st, t)]
        return Decision(
            t["by"], "cca.rampage", Msg("cca.prompt.rampage", {}, "CCA 8/b"), ch, ch[0].order if ch else None
        )
    if k == "levade":
        ldr = st.leaders[t["leader"]]
        lopts, _esc = leader_evade_options(st, ldr)
        ch = [_c(f"leader {h}") for h in sorted(lopts, key=_lkey)]
        return Decision(
            ldr.side,
            "cca.leader_evade",
            Msg("cca.prompt.leader_evade", {"leader": ldr.name}, "CCA 9/a/1"),
            ch,
            default_leader_evade(st, ldr, lopts),
        )
    if k == "evadeto":
        u = st.units[t["unit"]]
        ehs = sorted(evade_options(st, u), key=lambda x: (x.r, x.q))
        ch = [_c(f"evade {lab(st, h)}") for h in ehs]
        return Decision(
            u.side,
            "cca.evade_path",
            Msg("cca.prompt.evade_path", {"hex": lab(st, u.hex), "kind": _kind(u)}, "CCA 9/a"),
            ch,
            default_retreat(st, u, dict.fromkeys(ehs)).replace("retreat", "evade", 1),
        )
    if k == "escape":
        ldr = st.leaders[t["leader"]]
        here = t["via"][0]
        o = unit_at(st, st.board.by_label[here])
        assert o is not None
        return Decision(
            o.side,
            "cca.escape",
            Msg("cca.prompt.escape", {"leader": ldr.name, "hex": here, "kind": _kind(o)}, "CCA 9/a/1"),
            [_c("strike"), _c("letpass")],
            "strike",
        )
    raise AssertionError(k)


def _kind(u: Unit) -> str:
    return UNIT_TYPES[u.kind].name


def _who(st: State, pid: str) -> str:
    return what(st, pid) if pid in st.units or pid in st.leaders else "?"


def _lkey(x: str) -> tuple[int, str]:
    return (1, x) if x == "off" else (0, x)


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


def default_leader_evade(st: State, ld: Leader, opts: dict[str, list[Hex]]) -> str | None:
    if not opts:
        return None
    best = None
    for k in sorted(opts, key=lambda x: (len(opts[x]), _lkey(x))):
        if k == "off":
            continue
        u = unit_at(st, st.board.by_label[k])
        if u is not None and u.side == ld.side:
            best = k
            break
    if best is None:
        one = [k for k in opts if len(opts[k]) == 1 and k != "off"]
        best = sorted(one)[0] if one else sorted(opts, key=_lkey)[0]
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


# ---------------------------------------------------------------------------- executing decisions


def execute(c: Ctx, side: str, d: Decision, act: Act) -> None:
    st = c.st
    if d.kind == "cca.move" and act.verb == "move":
        pid = resolve_ref(st, act.args[0])
        assert pid is not None
        ld = st.lat.get(st.units[pid].hex) if pid in st.units else None
        st.own_some((pid, ld) if ld is not None else (pid,))  # a move changes the piece and its leader
    elif d.kind not in ("cca.card", "cca.order", "cca.battle") and act.verb not in ("done", "stay"):
        st.own()  # copy the pieces before this order changes any (declarations and "done" change none)
    k = d.kind
    v = act.verb
    if k == "cca.card":
        if act.verb == "done":
            end_turn(c)
        else:
            play_card(c, side, act.args[0])
    elif k == "cca.order":
        if v == "done":
            st.phase = "move"
            n = len(ordered(st))
            c.ev("orders_done", None, count=n) if n else c.ev("orders_none", "CCA 5")
        else:
            named = [resolve_ref(st, r) for r in act.args]
            if len(named) == 1:
                seq: list[str | None] | list[str] = named
            else:
                seq, fail = arrange_orders(st, [p for p in named if p is not None])
                assert fail is None and None not in named
            for one in seq:
                assert one is not None
                order_piece(c, one)
    elif k == "cca.replenish":
        if v == "done":
            st.phase = "move"
        else:
            pid = resolve_ref(st, act.args[0])
            assert pid is not None
            do_rally(c, pid)
    elif k == "cca.move":
        if v == "done":
            end_movement(c)
        elif v == "stay":
            pid = resolve_ref(st, act.args[0])
            assert pid is not None
            flags_of(st, pid)["dm2" if st.phase == "move2" else "dm"] = 1
        else:
            pid = resolve_ref(st, act.args[0])
            assert pid is not None
            hexes = [st.board.by_label[x] for x in act.args[1:]]
            path = hexes if len(hexes) > 1 else path_for(st, pid, hexes[0])
            do_move(c, pid, path[-1], path)
    elif k == "cca.battle":
        if v == "done":
            if st.eff.get("card") == "move-fire-move" and not st.eff.get("fallback"):
                st.phase = "move2"
            else:
                end_turn(c)
        else:
            uid = resolve_ref(st, act.args[0])
            tid = resolve_ref(st, act.args[1])
            assert uid is not None and tid is not None
            declare(c, uid, tid, "fire" if v == "fire" else "melee")
    else:
        t = st.stack.pop()
        execute_task(c, t, act)
    if st.scenario["special_rules"]:
        check_win(c)  # banner hexes count as soon as they are held


def execute_task(c: Ctx, t: dict[str, Any], act: Act) -> None:
    st = c.st
    k = t["t"]
    v = act.verb
    if k == "react":
        if v == "noreaction":
            st.stack.append({**t, "t": "attack"})
        elif v == "firststrike":
            u = st.units[t["tgt"]]
            st.mine("cards")
            inst = sorted(x for x in st.hands[u.side] if ctype(x) == "first-strike")[0]
            st.hands[u.side].remove(inst)
            st.discard.append(inst)
            st.fs_used.append(u.side)
            c.ev("first_strike", "CCA 12", side=u.side, hex=t["th"])
            st.stack.append({**t, "t": "attack", "fs": 1})
            st.stack.append(
                {"t": "roll", "att": t["tgt"], "tgt": t["att"], "mode": "fs", "ah": t["th"], "th": t["ah"]}
            )
        else:  # evade
            c.ev("evade_declared", "CCA 9/a", hex=t["th"], unit=uname(st.units[t["tgt"]]))
            st.stack.append(
                {
                    "t": "after",
                    "att": t["att"],
                    "tgt": t["tgt"],
                    "mode": t["mode"],
                    "ah": t["ah"],
                    "th": t["th"],
                    "evaded": 1,
                }
            )
            st.stack.append({**t, "t": "evade"})
    elif k == "flags":
        u = st.units[t["unit"]]
        ign = int(act.args[0])
        left = t["flags"] - ign
        if ign:
            c.ev("flags_ignored", "CCA 8/a", hex=lab(st, u.hex), n=ign, unit=uname(u))
        if left > 0:
            per = UNIT_TYPES[u.kind].retreat + t["extra"]
            n = left * per
            if u.kind == "EL":
                st.stack.append(
                    {"t": "eretreat", "unit": u.id, "n": n, "by": t["by"], "checked": t["checked"]}
                )
                st.stack.append({"t": "rampage", "unit": u.id, "by": t["by"]})
            else:
                st.stack.append(
                    {"t": "retreat", "unit": u.id, "n": n, "by": t["by"], "checked": t["checked"]}
                )
    elif k == "retreat":
        do_retreat(c, t, st.board.by_label[act.args[0]])
    elif k == "eretreat":
        do_eretreat(c, t, st.board.by_label[act.args[0]])
    elif k == "escape":
        escape_attack(c, t, v == "strike")
    elif k == "evadeto":
        evade_to(c, st.units[t["unit"]], st.board.by_label[act.args[0]])
    elif k == "bb":
        if v == "battleback":
            st.stack.append(
                {
                    "t": "roll",
                    "att": t["def"],
                    "tgt": t["att"],
                    "mode": "bb",
                    "ah": t["dh"],
                    "th": t["ah"],
                    "wa4": t.get("wa4", 0),
                }
            )
    elif k == "advance":
        if v == "advance":
            u = st.units[t["att"]]
            start = u.hex
            dest = st.board.by_label[t["to"]]
            move_unit(c, u, dest)
            c.ev("advanced", "CCA 9/b", unit=uname(u), path=route([lab(st, start), t["to"]]))
            add_overlay(st, "moves", [u.side, [lab(st, start), t["to"]], u.kind])
            eff = MOVE_EFFECT[terr(st, dest)].get(move_group(u.kind), "")
            if eff == "stopnb":
                flags_of(st, u.id)["nbo"] = 1
            if t["mode"] == "melee":
                st.stack.append({"t": "bonus", "att": u.id})
                if u.kind in CAVALRY and not eff:
                    st.stack.append({"t": "extra", "att": u.id})
    elif k == "extra":
        if v == "extra":
            u = st.units[t["att"]]
            start = u.hex
            dest = st.board.by_label[act.args[0]]
            move_unit(c, u, dest)
            c.ev("advanced", "CCA 9/b", unit=uname(u), path=route([lab(st, start), act.args[0]]))
            add_overlay(st, "moves", [u.side, [lab(st, start), act.args[0]], u.kind])
            if MOVE_EFFECT[terr(st, dest)].get(move_group(u.kind), "") == "stopnb":
                flags_of(st, u.id)["nbo"] = 1
    elif k == "bonus":
        if v == "bonus":
            u = st.units[t["att"]]
            tid = resolve_ref(st, act.args[0])
            assert tid is not None
            c.ev(
                "declared_bonus",
                "CCA 9/c",
                unit=uname(u),
                hex=lab(st, u.hex),
                target=act.args[0],
                what=what(st, resolve_ref(st, act.args[0]) or ""),
            )
            push_melee(c, u.id, tid, "bonus")
    elif k == "levade":
        do_leader_evade(c, t, act.args[0])
    elif k == "rampage":
        pid = resolve_ref(st, act.args[0])
        assert pid is not None
        rampage_one(c, t, pid)


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


def do_leader_evade(c: Ctx, t: dict[str, Any], where: str) -> None:
    st = c.st
    ld = st.leaders[t["leader"]]
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
        hexes = [lab(st, h) for h in path]
        st.stack.append({"t": "escape", "leader": ld.id, "where": where, "path": hexes, "via": through})
        return
    finish_leader_evade(c, ld, where, path)


def escape_attack(c: Ctx, t: dict[str, Any], attack: bool) -> None:
    """The enemy unit the escaping leader enters attacks it, or lets it pass (CCA 9/a/1)."""
    st = c.st
    ld = st.leaders[t["leader"]]
    here, rest = t["via"][0], t["via"][1:]
    o = unit_at(st, st.board.by_label[here])
    if o is not None and o.side != ld.side:
        if attack:
            n = melee_base(st, o, ld.id, "melee")
            faces = c.box.roll(n, 6, "leader escape")
            c.ev("escape_roll", "CCA 9/a/1", leader=ld.name, hex=here, faces=names(faces))
            if LEADER_HIT_FACE in faces:
                kill_leader(c, ld, o.side, "CCA 9/a/1")
                return
        else:
            c.ev("escape_let_pass", "CCA 9/a/1", leader=ld.name, hex=here, unit=uname(o))
    if rest:
        st.stack.append({**t, "via": rest})
        return
    finish_leader_evade(c, ld, t["where"], [st.board.by_label[x] for x in t["path"]])


def finish_leader_evade(c: Ctx, ld: Leader, where: str, path: list[Hex]) -> None:
    st = c.st
    start = lab(st, ld.hex) if ld.hex else "-"
    if where == "off":
        move_leader(c, ld, None)
        ld.status = "gone"
        c.ev("leader_left", "CCA 9/a/1", leader=ld.name, hex=start)
        return
    move_leader(c, ld, st.board.by_label[where])
    add_overlay(st, "retreats", [ld.side, [start] + [lab(st, h) for h in path], "LDR"])
    c.ev("leader_evaded", "CCA 9/a/1", leader=ld.name, path=route([start] + [lab(st, h) for h in path]))
    if ld.hex is not None and ld.hex in st.uat:
        c.ev("leader_joins", "CCA 9/a/1", leader=ld.name, hex=lab(st, ld.hex))


def end_movement(c: Ctx) -> None:
    st = c.st
    if st.phase == "move2":
        end_turn(c)
    else:
        st.phase = "battle"


def draw(c: Ctx, side: str, n: int) -> None:
    st = c.st
    st.mine("cards")
    for _ in range(n):
        if not st.deck:
            if not st.discard:
                return
            st.deck = c.box.shuffle(st.discard, "reshuffle")
            st.discard = []
            c.ev("reshuffled", "CCA 4")
        card = st.deck.pop(0)
        st.hands[side].append(card)
        c.reveals = True
        c.ev("drew_card", None, private_to=side, side=side, card=ctype(card), title=title(card))
    c.ev("drew", None, side=side, n=n)


def end_turn(c: Ctx) -> None:
    st = c.st
    st.mine("cards")
    side = st.active
    opp = enemy(side)
    if opp in st.fs_used:
        draw(c, opp, st.fs_used.count(opp))
    card = ctype(st.card or "")
    info = cards().get(card)
    raise_by = info.command if info is not None else 0
    if card == "i-am-spartacus":
        st.deck = c.box.shuffle(st.deck + st.discard, "reshuffle")
        st.discard = []
        c.ev("reshuffled", "CCA 12")
    if raise_by and st.options.get("command_raise", "permanent") == "permanent":
        st.command[side] += raise_by
        c.ev("command_raised", "CCA 12", side=side, command=st.command[side])
    draw(c, side, 1 + raise_by)
    c.ev("turn_ended", None, side=side, turn=st.turn)
    st.tf = {}
    st.eff = {}
    st.card = None
    st.fs_used = []
    st.active = opp
    st.turn += 1
    st.phase = "card"
    c.turn_ended = True
    check_win(c)


# ---------------------------------------------------------------------------- settling


def settle(c: Ctx) -> Decision | None:
    """Run automatic steps and single-option decisions until a real decision is owed."""
    st = c.st
    for _ in range(10000):
        if st.result is not None:
            return None
        if st.stack and st.stack[-1]["t"] in AUTO:
            st.own()
            run_task(c, st.stack.pop())
            continue
        if st.stack and _stale(st, st.stack[-1]):
            st.stack.pop()
            continue
        if (
            st.stack
            and st.stack[-1]["t"] == "bonus"
            and not bonus_possible(st, st.units[st.stack[-1]["att"]], "melee")
        ):
            st.stack.pop()
            continue
        d = decision(st)
        if d is None:
            return None
        if d.kind == "cca.leader_evade" and not d.choices:
            st.own()
            t = st.stack.pop()
            kill_leader(c, st.leaders[t["leader"]], enemy(d.side), "CCA 9/a/1")
            continue
        if len(d.choices) == 1 and not d.react and (d.kind != "cca.card" or not d.private):
            if d.choices[0].order == "done" and d.kind in _AUTO_NOTE and ordered(st):
                c.ev(_AUTO_NOTE[d.kind])  # say why the step ends without the player
            c.auto.append([d.side, d.kind, d.choices[0].order])
            execute(c, d.side, d, Act(*_split(d.choices[0].order)))
            continue
        return d
    raise AssertionError("the game does not settle")


_AUTO_NOTE = {
    "cca.order": "auto.order",
    "cca.replenish": "auto.replenish",
    "cca.move": "auto.move",
    "cca.battle": "auto.battle",
}


def _stale(st: State, t: dict[str, Any]) -> bool:
    """A pending step whose piece is gone (or that has nothing left to do) is dropped."""
    k = t["t"]
    if k == "rampage":
        return not rampage_targets(st, t)
    if k in ("levade", "escape"):
        ld = st.leaders.get(t["leader"])
        return ld is None or ld.hex is None
    if k in ("flags", "retreat", "eretreat", "evadeto"):
        return t["unit"] not in st.units
    if k in ("advance", "extra", "bonus"):
        return t["att"] not in st.units
    if k == "bb":
        return t["def"] not in st.units or t["att"] not in st.units
    return False


def _split(order: str) -> tuple[str, tuple[str, ...]]:
    parts = order.split()
    return parts[0], tuple(parts[1:])
