"""CCA 5 (digest 5): ordering units and leaders with the card played."""

from __future__ import annotations

from functools import lru_cache

from engine.cca.constants import ANY_CLASS_FACE, FLANKS, LIGHT_UNITS, UNIT_TYPES
from engine.cca.rules.pieces import (
    Act,
    Ctx,
    Why,
    attached,
    choice,
    flags_of,
    leader_ref,
    ordered,
    piece_hex,
    ref,
    resolve_ref,
    tflag,
    title,
    uname,
    unit_at,
    why,
)
from engine.cca.rules.tasks import PHASES, Phase, ask
from engine.cca.state import State
from engine.core.dice import DiceBox
from engine.core.machine import Ask
from engine.core.messages import Msg
from engine.core.protocol import Choice
from engine.core.record import record
from engine.core.refs import Phrase, TermRef, phrase


def order_piece(c: Ctx, pid: str) -> None:
    st = c.st
    flags_of(st, pid)["o"] = 1
    if st.eff.get("card") == "darken-the-sky" and not st.eff.get("fallback"):
        flags_of(st, pid)["sh"] = 2
    e = st.eff
    if e.get("kind") == "leadership" and e.get("mode") in ("", "single"):
        st.mine("eff")
        e = st.eff
        if pid in st.leaders:
            e["mode"] = "leader"
            ld = st.leaders[pid]
            assert ld.hex is not None
            e["lsec_chosen"] = list(st.board.sections[ld.hex])
            u = unit_at(st, ld.hex)
            if u is not None:
                flags_of(st, u.id)["o"] = 1
                flags_of(st, u.id)["free"] = 1
            st.mine("last")
            st.last[st.active] = dict(st.last[st.active] or {}, lsec=e["lsec_chosen"])
        elif not e.get("mode"):
            e["mode"] = "single"
    if pid in st.units:
        with_ld = attached(st, st.units[pid])
        if with_ld is not None:
            c.ev(
                "ordered_with",
                None,
                piece=ref(st, pid),
                unit=uname(st.units[pid]),
                leader=leader_ref(with_ld),
            )
        else:
            c.ev("ordered", None, piece=ref(st, pid), unit=uname(st.units[pid]))
    else:
        lhex = st.leaders[pid].hex
        host = unit_at(st, lhex) if lhex is not None else None
        if host is not None and tflag(st, host.id, "free"):
            c.ev(
                "ordered_leader_unit",
                None,
                piece=ref(st, pid),
                leader=leader_ref(st.leaders[pid]),
                unit=uname(host),
            )
        else:
            c.ev("ordered_leader", None, piece=ref(st, pid), leader=leader_ref(st.leaders[pid]))


def _slots_ok(st: State, pieces: list[str], slots: dict[str, int]) -> bool:
    secs = []
    for pid in pieces:
        h = st.units[pid].hex if pid in st.units else st.leaders[pid].hex
        assert h is not None
        secs.append(st.board.sections[h])
    return _fits(secs, 0, dict(slots))


def _fits(secs: list[tuple[str, ...]], i: int, left: dict[str, int]) -> bool:
    """Whether the pieces from the ``i``-th on each take an order slot of a section of their hex (``secs``);
    ``left`` holds the slots still free, changed while trying and restored. A function of its own rather
    than a recursive closure, which would keep the state it reads alive until a garbage collection."""
    if i == len(secs):
        return True
    for s in secs[i]:
        if left.get(s, 0) > 0:
            left[s] -= 1
            if _fits(secs, i + 1, left):
                return True
            left[s] += 1
    return False


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
        if not any(len(st.board.sections[piece_hex(st, p)]) > 1 for p in current):
            left = dict(e["slots"])  # no boundary hex among the ordered: capacity is exact
            for p in current:
                sec = st.board.sections[piece_hex(st, p)][0]
                left[sec] = left.get(sec, 0) - 1
            return (
                None if any(left.get(x, 0) > 0 for x in st.board.sections[piece_hex(st, pid)]) else "section"
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


def arrange_orders(st: State, pids: list[str]) -> tuple[list[str], tuple[str, str, dict[str, Phrase]] | None]:
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


def section_detail(st: State, pid: str) -> dict[str, Phrase]:
    """For a section refusal: the piece's section and where the card still has orders, in the player's
    own terms (left, centre, right: terms ``cca.term.section.*``; transcripts print "left, right")."""
    mine = {phys: flank for flank, phys in FLANKS[st.active].items()}
    current = [p for p in ordered(st) if not tflag(st, p, "free")]
    slots = st.eff.get("slots", {})
    room = [x for x, n in slots.items() if n > 0 and _slots_ok(st, current, {**slots, x: n - 1})]
    here = [mine[x].replace("center", "centre") for x in st.board.sections[piece_hex(st, pid)]]
    left = [mine[x].replace("center", "centre") for x in sorted(room, key=list(mine).index)]
    where = phrase(" and ".join(here), *(TermRef(x, system="cca", domain="section") for x in here))
    if not left:
        return {"where": where, "left": phrase("none", Msg("core.term.none"))}
    return {
        "where": where,
        "left": phrase(", ".join(left), *(TermRef(x, system="cca", domain="section") for x in left)),
    }


def order_candidates(st: State) -> list[str]:
    side = st.active
    e = st.eff
    tf = st.tf
    current = [p for p, f in tf.items() if f.get("o") and not f.get("free")]
    cap = e.get("cap")
    if cap is not None and len(current) >= cap:
        return []
    units, leaders = st.units, st.leaders
    if e.get("kind") == "section" and not e.get("fallback"):
        return _section_candidates(st, current)
    out = [u.id for u in units.values() if u.side == side]
    out += [ld.id for ld in leaders.values() if ld.side == side and ld.hex is not None]
    if e.get("fallback"):  # any one unit (as order_refusal)
        return [] if current else [p for p in out if p in units and not tflag(st, p, "o")]
    if e.get("kind") == "troop":  # the named class (as order_refusal); the cap was checked above
        group = e["group"]
        leaders_too = e["card"] == "mounted-troops"
        return [
            p
            for p in out
            if not tflag(st, p, "o") and (units[p].kind in group if p in units else leaders_too)
        ]
    if e.get("kind") not in ("none", "leadership") and e.get("card") in _TACTICS and "cap" in e:
        return _tactic_candidates(st, current, e["card"])
    return [p for p in out if order_refusal(st, p, current) is None]


# the tactic cards whose orders ``_tactic_candidates`` lists (each piece on its own, the cap checked first)
_TACTICS = frozenset({"double-time", "line-command", "move-fire-move", "mounted-charge"})


def _tactic_candidates(st: State, current: list[str], card: str) -> list[str]:
    """``order_candidates`` for Double Time, Line Command, Move-Fire-Move and Mounted Charge once the
    cap is known not to be reached: the side's pieces not yet ordered that the card may order (as
    order_refusal)."""
    side = st.active
    units, tf = st.units, st.tf
    res = []
    if card in ("double-time", "line-command"):
        near = [units[p].hex for p in current if p in units]
        for u in units.values():
            if u.side != side or not UNIT_TYPES[u.kind].foot:
                continue
            f = tf.get(u.id)
            if f and f.get("o"):
                continue
            h = u.hex
            if current and not any(h.distance(x) == 1 for x in near):
                continue
            res.append(u.id)
        return res  # no leaders (CCA 12)
    for u in units.values():
        if u.side != side:
            continue
        f = tf.get(u.id)
        if f and f.get("o"):
            continue
        if u.kind not in LIGHT_UNITS if card == "move-fire-move" else not UNIT_TYPES[u.kind].mounted:
            continue
        res.append(u.id)
    if card == "mounted-charge":  # leaders too
        for ld in st.leaders.values():
            if ld.side == side and ld.hex is not None:
                f = tf.get(ld.id)
                if not f or not f.get("o"):
                    res.append(ld.id)
    return res


def _section_candidates(st: State, current: list[str]) -> list[str]:
    """``order_candidates`` for a section card: the side's pieces not yet ordered in a section with an
    order left (as order_refusal)."""
    e = st.eff
    secs = st.board.sections
    slots = e["slots"]
    tf = st.tf
    if not any(len(secs[piece_hex(st, p)]) > 1 for p in current):
        # the common case, as order_refusal's first section branch, with the free slots counted once
        left = dict(slots)
        for p in current:
            sec = secs[piece_hex(st, p)][0]
            left[sec] = left.get(sec, 0) - 1
        free = {x for x, n in left.items() if n > 0}
    else:
        # boundary hexes among the ordered: a piece of section x fits when the ordered pieces still
        # fit the slots with one slot of x taken (as _slots_ok, one matching per section)
        free = {x for x, n in slots.items() if n > 0 and _slots_ok(st, current, {**slots, x: n - 1})}
    if not free:
        return []
    res = []
    helmet = e.get("helmet")
    for pid, where, under in _side_pieces(st):
        f = tf.get(pid)
        if f and f.get("o"):
            continue
        if under and not helmet:
            continue
        if not free.isdisjoint(where):
            res.append(pid)
    return res


# (positions number, side) -> the side's units, then its leaders on the map, each as (id, sections of
# its hex, a leader with a unit on his hex); pieces do not move while orders are given
_SIDE_PIECES: dict[tuple[int, str], list[tuple[str, tuple[str, ...], bool]]] = {}


def _side_pieces(st: State) -> list[tuple[str, tuple[str, ...], bool]]:
    key = (st.occ, st.active)
    got = _SIDE_PIECES.get(key)
    if got is None:
        side = st.active
        secs = st.board.sections
        uat = st.uat
        got = [(u.id, secs[u.hex], False) for u in st.units.values() if u.side == side]
        got += [
            (ld.id, secs[ld.hex], ld.hex in uat)
            for ld in st.leaders.values()
            if ld.side == side and ld.hex is not None
        ]
        if len(_SIDE_PIECES) > 256:
            _SIDE_PIECES.clear()
        _SIDE_PIECES[key] = got
    return got


def refuse_order(st: State, act: Act) -> Why | None:
    """Why an ``order`` of one or several pieces is refused, or None (CCA 5, 12): the pieces named are
    checked as a set by ``arrange_orders``, with ``order_refusal``, the check that lists the choices."""
    pids = []
    for r in act.args:
        pid = resolve_ref(st, r)
        if pid is None:
            return why("no_piece", "CCA 5", hex=r)
        pids.append(pid)
    _seq, fail = arrange_orders(st, pids)
    if fail is None:
        return None
    pid, key, more = fail
    return why(f"order.{key}", "CCA 5", piece=ref(st, pid), **more)


@record
class OrderPhase(Phase, kind="cca.order_phase"):
    """The active side orders units and leaders with the card played, one order at a time (CCA 5)."""

    phase = "order"

    def ask(self, st: State) -> Ask:
        known = _order_choices(st)
        ch = []
        for p in order_candidates(st):
            got = known.get(p)
            if got is None:
                got = known[p] = choice("order " + ref(st, p))
            ch.append(got)
        ch.append(_DONE)
        return ask(st.active, "cca.order", _order_prompt(st.card), ch, "done")

    def take(self, c: Ctx, verb: str, args: tuple[str, ...]) -> None:
        st = c.st
        if verb == "done":
            st.phase = "move"
            n = len(ordered(st))
            c.ev("orders_done", None, count=n) if n else c.ev("orders_none", "CCA 5")
            return
        named = [resolve_ref(st, r) for r in args]
        if len(named) == 1:
            seq: list[str | None] | list[str] = named
        else:
            seq, fail = arrange_orders(st, [p for p in named if p is not None])
            assert fail is None and None not in named
        for one in seq:
            assert one is not None
            order_piece(c, one)


# positions number -> piece -> its ``order`` choice: a piece's notation changes only when pieces enter or
# leave hexes, and no piece moves while orders are given
_ORDER_CHOICES: dict[int, dict[str, Choice]] = {}
_DONE = choice("done")


def clear_caches() -> None:
    _ORDER_CHOICES.clear()
    _SIDE_PIECES.clear()


def _order_choices(st: State) -> dict[str, Choice]:
    got = _ORDER_CHOICES.get(st.occ)
    if got is None:
        if len(_ORDER_CHOICES) > 256:
            _ORDER_CHOICES.clear()
        got = _ORDER_CHOICES[st.occ] = {}
    return got


@lru_cache(maxsize=256)
def _order_prompt(card: str | None) -> Msg:
    """The order phase's question under this card (one message for every ask: never changed)."""
    return Msg("cca.prompt.order", {"card": title(card) if card else ""}, "CCA 5")


PHASES["order"] = OrderPhase
