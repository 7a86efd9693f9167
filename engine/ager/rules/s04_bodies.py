"""Clearing bodies (A§4.2.2), an order of the movement step.

``clear arnould ancelin 0506 0507``: two foot characters of the moving side, each in or next to hex
0506, together move 3 dead characters or 1 dead horse (``body_clear`` points, data/movement.toml) from
it into the neighbouring hex 0507; fewer if there are fewer. Both spend their whole phase on it: they
have not moved nor fired in it, and may neither move nor attack in melee after it. Not allowed while an
enemy able to attack is next to either of them. Bodies are never moved through a hatch: a room and the
roof above it are one hex but two floors (A§8.5).
"""

from __future__ import annotations

from itertools import combinations

from engine.ager.board import ground
from engine.ager.geometry import dist, threats
from engine.ager.rules.s01_health import AgerTurn
from engine.ager.state import AgerState, Character, unit_ref
from engine.ager.tables import tables
from engine.core.errors import IllegalAction
from engine.core.refs import HexRef

RULE = "Ager 4.2.2"


def _worker(st: AgerState, c: Character) -> bool:
    return (
        st.profiles[c.id].side == st.active
        and c.able
        and not c.mounted
        and c.at is not None
        and c.moved != st.phase_no
        and c.fired_off != st.phase_no
        and c.attacked != st.phase_no
        and not threats(st, st.active, c.at)
    )


def why_not(st: AgerState, a: Character, b: Character, src: str, dst: str) -> str | None:
    """None when ``a`` and ``b`` may clear bodies from ``src`` into ``dst`` now, else the refusal's key."""
    if a.id == b.id or not _worker(st, a) or not _worker(st, b):
        return "ager.err.cannot_clear"
    if st.bodies.get(src, 0) <= 0 or dst not in st.board.hexes or dist(st, src, dst) != 1:
        return "ager.err.no_bodies"
    if any(c.at is None or not _by(st, c.at, src) for c in (a, b)):
        return "ager.err.cannot_clear"
    return None


def _by(st: AgerState, at: str, src: str) -> bool:
    """A worker in ``at`` is in or next to the hex ``src`` on its floor: not below a roof he clears, nor
    on it clearing the room under it, nor on the ladder under a hatch (A§4.2.2, §8.5)."""
    if at == src:
        return True
    board = st.board
    if board.rung_of and at in board.rung_of:
        return False
    return dist(st, at, src) == 1 and (at in board.below) == (src in board.below)


def clear_orders(st: AgerState) -> list[str]:
    workers = sorted((c for c in st.chars.values() if _worker(st, c)), key=lambda c: c.id)
    if len(workers) < 2 or not st.bodies:
        return []
    out: list[str] = []
    for src in sorted(h for h, n in st.bodies.items() if n > 0):
        near = [c for c in workers if c.at is not None and _by(st, c.at, src)]
        dests = sorted(d for d in st.board.neighbours(src) if ground(d) != ground(src))  # not through a hatch
        for a, b in combinations(near, 2):
            out.extend(f"clear {a.id} {b.id} {src} {dst}" for dst in dests)
    return out


def check(st: AgerState, words: list[str]) -> str:
    if len(words) != 5:
        raise IllegalAction("ager.err.cannot_clear", rule=RULE, unit=" ".join(words[1:3])[:40])
    a, b = st.chars.get(words[1]), st.chars.get(words[2])
    src, dst = words[3].upper(), words[4].upper()
    if a is None or b is None:
        raise IllegalAction("ager.err.cannot_clear", rule=RULE, unit=" ".join(words[1:3])[:40])
    why = why_not(st, a, b, src, dst)
    if why is not None:
        raise IllegalAction(why, rule=RULE, unit=f"{a.id} {b.id}", hex=HexRef(src[:6]))
    return " ".join(["clear", a.id, b.id, src, dst])


def clear(host: AgerTurn, words: list[str]) -> None:
    st: AgerState = host.state
    a, b = st.chars[words[1]], st.chars[words[2]]
    src, dst = words[3], words[4]
    have = st.bodies.get(src, 0)
    n = min(have, int(tables().movement.get("body_clear", 3)))
    if have - n > 0:
        st.bodies[src] = have - n
    else:
        st.bodies.pop(src, None)
    sinks = st.board.terrain[dst] in ("water", "deep_water", "shallows")
    if not sinks:
        st.bodies[dst] = st.bodies.get(dst, 0) + n
    for c in (a, b):
        c.moved, c.mp_used, c.mp_left = st.phase_no, 0, 0
        c.attacked = st.phase_no
    host.say(
        "ager.ev.cleared",
        RULE,
        units=[unit_ref(st, a), unit_ref(st, b)],
        hex=HexRef(src),
        to=HexRef(dst),
        points=n,
    )
