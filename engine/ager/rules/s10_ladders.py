"""Moving and carrying siege ladders (A§10.2, E-A30), orders of the movement step.

A ladder stands in a hex, leaning on a wall hex next to it exactly one level higher (E-A14), lies on
the ground in a hex (pushed over, dropped or laid down), or is carried by two characters.

* ``ladder ancelin hugues 1103 1104 1204``: two characters on foot next to the ladder at 1103 (standing
  with nobody on it, or lying there), each spending 2 MP, turn it to another wall hex or move it one
  hex: it stands at 1104 leaning on 1204 (A§10.2). A ladder lying on the ground is raised so too.
* ``lift ancelin hugues 1103``: two such characters, next to each other, take it up (2 MP each, a
  reading); they carry it together (E-A30), each at half his movement, rounded down, with no fire nor
  melee. Either one's move is the pair's: he walks his path and the other follows in his steps.
* ``raise ancelin hugues 1104 1204``: the carriers set it up in a free hex next to both, against a wall
  hex (2 MP each); ``lay ancelin hugues 1104``: they lay it down in the hex of either.

Carriers no longer next to each other, or one of them no longer able to act, drop the ladder: it lies
in the hex of the one still standing (``ager.ev.ladder_dropped``).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import cache

from engine.ager.board import ORIENT, Board
from engine.ager.geometry import dist, enter_cost
from engine.ager.rules.s01_health import AgerTurn
from engine.ager.rules.s10_siege import siege
from engine.ager.state import AgerState, Character, ladders_lying, occupants, refit, unit_ref
from engine.core.errors import IllegalAction
from engine.core.machine import DONE, Step, Task
from engine.core.refs import HexRef

RULE = "Ager 10.2"
VERBS = ("ladder", "lift", "raise", "lay")


def work_mp() -> int:
    return int(siege()["carry"]["move_mp"])


@cache
def walls_of(board: Board, lab: str) -> tuple[str, ...]:
    """The wall hexes a ladder standing in ``lab`` may lean on: next to it, one level higher (E-A14); a
    house's flat roof too, one level above the ladder's foot (A§10.2 with §8.5: ``0404^``)."""
    if board.level.get(lab) is None:
        return ()
    out = []
    for n in board.hexes[lab].neighbours(ORIENT):
        nl = board.at(n)
        if nl is None:
            continue
        for top in (nl, board.above.get(nl)):
            if top is not None and board.level[top] == board.level[lab] + 1:
                out.append(top)
    return tuple(sorted(out))


@cache
def _around(board: Board, lab: str) -> tuple[str, ...]:
    """The hexes next to ``lab`` on the map, whatever stands between."""
    return tuple(sorted(x for h in board.hexes[lab].neighbours(ORIENT) if (x := board.at(h)) is not None))


def _ground(st: AgerState, lab: str, occ: dict[str, str]) -> bool:
    """A ladder may be set up in ``lab``: free, no other ladder in it, ground a man may stand on."""
    return (
        lab not in occ
        and lab not in st.board.ladders
        and lab not in ladders_lying(st)
        and enter_cost(st, lab, mounted=False) is not None
    )


def _workers(st: AgerState, mp: int) -> list[Character]:
    """The active side's characters on foot able to act, carrying nothing, with ``mp`` MP left."""
    from engine.ager.rules.s04_reach import allowance

    return [
        c
        for c in sorted(st.chars.values(), key=lambda c: c.id)
        if st.profiles[c.id].side == st.active
        and c.able
        and c.at is not None
        and not c.mounted
        and c.id not in st.carried
        and allowance(st, c) >= mp
    ]


def _pairs(crew: list[Character], lab: str, st: AgerState) -> Iterator[tuple[Character, Character]]:
    near = [c for c in crew if c.at is not None and dist(st, c.at, lab) == 1]
    for i, a in enumerate(near):
        for b in near[i + 1 :]:
            yield a, b


def carriers(st: AgerState) -> list[tuple[str, str]]:
    """The pairs carrying a ladder, each pair once."""
    return sorted((a, b) for a, b in st.carried.items() if a < b)


def ladder_orders(st: AgerState) -> list[str]:
    """Every ladder order the active side may give now (A§10.2)."""
    if not (st.board.ladders or ladders_lying(st) or st.carried):
        return []
    occ = occupants(st)
    cost = work_mp()
    crew = _workers(st, cost)
    out: list[str] = []
    here = [
        *((lab, wall) for lab, wall in sorted(st.board.ladders.items())),
        *((h, "") for h in ladders_lying(st)),
    ]
    for lab, wall in sorted(set(here)):
        if lab in occ:
            continue  # not while anyone is on it
        pairs = list(_pairs(crew, lab, st))
        if not pairs:
            continue
        spots = [
            (n, w)
            for n in (lab, *_around(st.board, lab))
            if n == lab or _ground(st, n, occ)
            for w in walls_of(st.board, n)
            if (n, w) != (lab, wall) and w not in occ
        ]
        for a, b in pairs:
            assert a.at is not None and b.at is not None
            if dist(st, a.at, b.at) == 1:
                out.append(f"lift {a.id} {b.id} {lab}")
            out.extend(f"ladder {a.id} {b.id} {lab} {n} {w}" for n, w in spots)
    from engine.ager.rules.s04_reach import allowance

    for ai, bi in carriers(st):
        a, b = st.chars[ai], st.chars[bi]
        if not (a.able and b.able and a.at is not None and b.at is not None):
            continue
        if allowance(st, a) >= cost and allowance(st, b) >= cost:
            for n in sorted(st.board.neighbours(a.at)):
                if dist(st, n, b.at) == 1 and _ground(st, n, occ):
                    out.extend(f"raise {ai} {bi} {n} {w}" for w in walls_of(st.board, n) if w not in occ)
        out.extend(f"lay {ai} {bi} {h}" for h in sorted({a.at, b.at}) if h not in ladders_lying(st))
    return out


def check(st: AgerState, words: list[str]) -> str:
    """The order as listed (names sorted, hexes in capitals), or refused."""
    if len(words) >= 3:
        a, b = sorted(words[1:3])
        order = " ".join([words[0], a, b, *(w.upper() for w in words[3:])])
        if order in ladder_orders(st):
            return order
    raise IllegalAction("ager.err.cannot_ladder", rule=RULE, unit=" ".join(words[1:3])[:40])


def _spend(st: AgerState, ch: Character, mp: int) -> None:
    from engine.ager.rules.s04_reach import allowance

    left = allowance(st, ch)
    if ch.moved != st.phase_no:
        ch.moved, ch.mp_used = st.phase_no, 0
    ch.mp_left = left - mp
    ch.mp_used += mp


def _moved(st: AgerState) -> dict[str, str]:
    """The ladders standing, from now on kept in the position (A§10.2)."""
    if st.raised is None:
        st.raised = dict(st.board.ladders)
        st.lying = st.fallen
        st.fallen = ()
    return st.raised


def _unlay(st: AgerState, lab: str) -> None:
    raised = _moved(st)
    if lab in raised:
        del raised[lab]
    else:
        i = st.lying.index(lab)
        st.lying = (*st.lying[:i], *st.lying[i + 1 :])


def act(host: AgerTurn, words: list[str]) -> None:
    st: AgerState = host.state
    verb, a, b = words[0], st.chars[words[1]], st.chars[words[2]]
    hexes = words[3:]
    cost = work_mp()
    if verb == "lay":
        _moved(st)
        _free(st, a.id, b.id)
        st.lying = (*st.lying, hexes[0])
        refit(st)
        host.say(
            "ager.ev.ladder_laid", RULE, unit=unit_ref(st, a), other=unit_ref(st, b), hex=HexRef(hexes[0])
        )
        return
    _spend(st, a, cost)
    _spend(st, b, cost)
    if verb == "lift":
        _unlay(st, hexes[0])
        st.carried = {**st.carried, a.id: b.id, b.id: a.id}
        a.mp_left //= 2
        b.mp_left //= 2
        refit(st)
        host.say(
            "ager.ev.ladder_lifted",
            RULE,
            unit=unit_ref(st, a),
            other=unit_ref(st, b),
            hex=HexRef(hexes[0]),
            mp=min(a.mp_left, b.mp_left),
        )
        return
    if verb == "ladder":
        _unlay(st, hexes[0])
        lab, wall = hexes[1], hexes[2]
    else:
        _free(st, a.id, b.id)
        lab, wall = hexes[0], hexes[1]
    _moved(st)[lab] = wall
    refit(st)
    host.say(
        "ager.ev.ladder_set",
        RULE,
        unit=unit_ref(st, a),
        other=unit_ref(st, b),
        hex=HexRef(lab),
        wall=HexRef(wall),
    )


def _free(st: AgerState, a: str, b: str) -> None:
    st.carried = {k: v for k, v in st.carried.items() if k not in (a, b)}


def dropped(host: AgerTurn) -> None:
    """Carriers not next to each other, or one of them no longer able to act, drop the ladder: it
    lies in the hex of the one still standing (reading of E-A30)."""
    st: AgerState = host.state
    for ai, bi in carriers(st):
        a, b = st.chars[ai], st.chars[bi]
        if a.able and b.able and a.at is not None and b.at is not None and dist(st, a.at, b.at) == 1:
            continue
        lab = next((c.at for c in (a, b) if c.able and c.at is not None), a.at or b.at)
        _moved(st)
        _free(st, ai, bi)
        if lab is not None:
            st.lying = (*st.lying, lab)
        refit(st)
        host.say(
            "ager.ev.ladder_dropped", RULE, unit=unit_ref(st, a), other=unit_ref(st, b), hex=HexRef(lab or "")
        )


# ---------------------------------------------------------------------------- the pair's move


def follow_path(st: AgerState, partner: Character, trail: tuple[str, ...]) -> tuple[str, ...]:
    """The hexes the partner walks behind a carrier who walked ``trail`` (his start, then his path):
    every hex the carrier left, after the partner's own."""
    steps = trail[:-1]
    if partner.at in steps:
        steps = steps[steps.index(partner.at) + 1 :]
    return steps


def check_follow(st: AgerState, ch: Character, path: tuple[str, ...]) -> None:
    """Refuse a carrier's path his partner cannot follow in this phase (E-A30)."""
    from engine.ager.rules.s04_movement import check_path

    partner = st.chars[st.carried[ch.id]]
    assert ch.at is not None
    steps = follow_path(st, partner, (ch.at, *path))
    if not steps:
        return
    st.chars[ch.id] = replace(ch, at=path[-1])
    try:
        check_path(st, partner, steps)
    except IllegalAction:
        raise IllegalAction("ager.err.ladder_behind", rule=RULE, unit=unit_ref(st, partner)) from None
    finally:
        st.chars[ch.id] = ch


def followed(st: AgerState, ch: Character, path: tuple[str, ...]) -> bool:
    try:
        check_follow(st, ch, path)
    except IllegalAction:
        return False
    return True


@dataclass(frozen=True, slots=True)
class Follow(Task[AgerTurn], kind="ager.ladder_follow"):
    """After a carrier's move, his partner walks in his steps with the ladder (E-A30)."""

    partner: str
    leader: str
    trail: tuple[str, ...]

    def run(self, host: AgerTurn) -> Step:
        from engine.ager.rules.s04_movement import Move
        from engine.ager.rules.s04_reach import allowance

        st: AgerState = host.state
        p, lead = st.chars[self.partner], st.chars[self.leader]
        if st.carried.get(p.id) != lead.id or not p.able or lead.at not in self.trail:
            dropped(host)
            return DONE
        walked = self.trail[: self.trail.index(lead.at) + 1]
        steps = follow_path(st, p, walked)
        host.push(LadderCheck())
        if steps:
            mp = allowance(st, p)
            if p.moved != st.phase_no:
                p.moved, p.mp_used = st.phase_no, 0
            p.mp_left = mp
            host.say("ager.ev.moves", RULE, unit=unit_ref(st, p), mp=mp)
            host.push(Move(p.id, steps, 0))
        return DONE


@dataclass(frozen=True, slots=True)
class LadderCheck(Task[AgerTurn], kind="ager.ladder_check"):
    """The carriers still together, or the ladder dropped."""

    def run(self, host: AgerTurn) -> Step:
        dropped(host)
        return DONE


__all__ = ["VERBS", "Follow", "act", "check", "check_follow", "dropped", "followed", "ladder_orders"]
