"""Prisoners: their escort and their escape (A§7.4), as orders of the movement step.

A knight or ghulam taken prisoner (``capture`` in s06_melee) stays on the map, his counter marked
captured. His escorts are the characters of the captors' side, able to act, next to him; at least two
take him towards a map edge: ``escort guerin 0304`` (in the captors' movement step, once a phase: he
walks there with his wounded movement, by the cheapest path, and must end next to two escorts: they
move first, and he walks with them). On a hex at the map's edge, still next to two escorts, he is
led off the map. In his own side's movement step, with fewer than two escorts next to him, he may
escape (``escape guerin``): he is a wounded character again and may move at once. One not wounded when
taken regains his full strength after a full turn without moving next to a dead man, whose weapon he
takes (checked at the end of each of his side's phases).
"""

from __future__ import annotations

from engine.ager.geometry import char_dist, dist
from engine.ager.rules.s01_health import AgerTurn
from engine.ager.state import AgerState, Character, pieces, unit_ref
from engine.core.errors import IllegalAction
from engine.core.refs import HexRef

RULE = "Ager 7.4"
ESCORTS = 2


def escorts(st: AgerState, p: Character) -> list[Character]:
    """The captors' characters able to act next to the prisoner."""
    side = st.profiles[p.id].side
    return [
        c
        for c in sorted(st.chars.values(), key=lambda c: c.id)
        if c.able and c.at is not None and st.profiles[c.id].side != side and char_dist(st, c, p) == 1
    ]


def prisoners(st: AgerState, side: str) -> list[Character]:
    """The prisoners of ``side`` (its characters taken) still on the map."""
    return [
        c
        for c in sorted(st.chars.values(), key=lambda c: c.id)
        if c.health == "captured" and c.at is not None and st.profiles[c.id].side == side
    ]


def _edge(st: AgerState, lab: str) -> bool:
    col, row = int(lab[:2]), int(lab[2:])
    return col in (0, st.board.width - 1) or row in (0, st.board.height - 1)


def _walk(st: AgerState, p: Character) -> dict[str, tuple[int, tuple[str, ...]]]:
    """Where the prisoner can be walked this phase (his wounded foot movement)."""
    from engine.ager.rules.s04_reach import reach

    if p.moved == st.phase_no:
        return {}
    mp = st.profiles[p.id].stats.get("foot_wounded", (0, 0, 0))[2]
    return reach(st, p, mp)


def _guarded(st: AgerState, p: Character, lab: str) -> bool:
    side = st.profiles[p.id].side
    return (
        sum(
            1
            for c in st.chars.values()
            if c.able
            and c.at is not None
            and st.profiles[c.id].side != side
            and any(dist(st, h, lab) == 1 for h in pieces(st, c))
        )
        >= ESCORTS
    )


def escort_orders(st: AgerState) -> list[str]:
    """The active side's prisoners it may walk now, and where: ``escort <prisoner> <hex>``."""
    out: list[str] = []
    for p in prisoners(st, st.other(st.active)):
        out.extend(f"escort {p.id} {lab}" for lab in sorted(_walk(st, p)) if _guarded(st, p, lab))
    return out


def escape_orders(st: AgerState) -> list[str]:
    """The active side's prisoners with fewer than two escorts next to them: ``escape <prisoner>``."""
    return [f"escape {p.id}" for p in prisoners(st, st.active) if len(escorts(st, p)) < ESCORTS]


def check(st: AgerState, words: list[str]) -> str:
    order = " ".join([*words[:2], *(w.upper() for w in words[2:])])
    if order not in (escort_orders(st) if words[0] == "escort" else escape_orders(st)):
        raise IllegalAction("ager.err.no_escort", rule=RULE, unit=(words[1] if len(words) > 1 else "")[:20])
    return order


def act(host: AgerTurn, words: list[str]) -> None:
    st: AgerState = host.state
    p = st.chars[words[1]]
    if words[0] == "escape":
        p.health = "wounded"
        st.arming = {**st.arming, p.id: -1} if p.id in st.arming else st.arming
        host.say("ager.ev.escapes", RULE, unit=unit_ref(st, p))
        return
    _cost, path = _walk(st, p)[words[2]]
    p.at = words[2]
    p.moved, p.mp_used, p.mp_left = st.phase_no, _cost, 0
    host.say("ager.ev.escorted", RULE, unit=unit_ref(st, p), path=" ".join(path))
    if _edge(st, p.at):
        host.say("ager.ev.led_off", RULE, unit=unit_ref(st, p), hex=HexRef(p.at))
        p.at = None


def taken(st: AgerState, p: Character, wounded: bool) -> None:
    """Note whether a new prisoner was whole when taken: only then may he regain his strength."""
    if not wounded:
        st.arming = {**st.arming, p.id: 0}


def rearm(host: AgerTurn) -> None:
    """At the end of his side's phase, an escaped prisoner taken whole who stayed put next to a dead
    man a full turn regains his full strength (A§7.4)."""
    st: AgerState = host.state
    if not st.arming:
        return
    out = dict(st.arming)
    for cid, since in st.arming.items():
        c = st.chars[cid]
        if c.health == "captured":
            continue
        if c.health != "wounded" or c.at is None:
            out.pop(cid)
            continue
        if st.profiles[cid].side != st.active:
            continue
        still = not (c.moved == st.phase_no and c.mp_used > 0)
        by_dead = any(dist(st, c.at, h) == 1 for h, n in st.bodies.items() if n)
        if not (still and by_dead):
            out[cid] = -1
        elif since > 0 and since <= st.phase_no - 2:
            c.health = "healthy"
            out.pop(cid)
            host.say("ager.ev.rearmed", RULE, unit=unit_ref(st, c))
        elif since <= 0:
            out[cid] = st.phase_no
    st.arming = out


__all__ = ["escape_orders", "escort_orders", "escorts", "rearm"]
