"""Cover by a building's outer corner, and the side its owner keeps covered under crossfire (A§8.4).

A character in an outer corner hex (terrain ``corner``, next to a building) has medium cover against
a shooter whose hex does not let him see both faces of the building at once: one standing off to
either side of the corner, more than 45 degrees from the line running out of the building through the
corner. Under crossfire he may claim it against one side only: at the first shot this phase that
reaches him while enemies able to shoot stand on both sides, his owner chooses the side (``cover
achard``: against the side where Achard stands), an ask of kind ``ager.cover`` whose standing answer
``always``, set at the start, keeps the side of the shot being resolved. Until then he is covered
against either side; the choice holds for the rest of the phase.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from engine.ager.board import ORIENT, Board, terrain_extra
from engine.ager.rules.s01_health import AgerTurn
from engine.ager.state import AgerState, Character, occupants, pieces, unit_ref
from engine.core.hexgrid import to_cartesian
from engine.core.machine import DONE, Ask, Asks, Step, Task
from engine.core.messages import Msg
from engine.core.protocol import Choice
from engine.core.refs import HexRef

RULE = "Ager 8.4"


@cache
def _outward(board: Board, corner: str) -> tuple[float, float] | None:
    """The direction out of the building through the corner hex (None: no building next to it)."""
    near = [
        lab
        for h in board.hexes[corner].neighbours(ORIENT)
        if (lab := board.at(h)) is not None and lab in board.building
    ]
    if not near:
        return None
    cx, cy = to_cartesian(board.hexes[corner], ORIENT)
    pts = [to_cartesian(board.hexes[lab], ORIENT) for lab in near]
    bx, by = sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts)
    return (cx - bx, cy - by)


def corner_side(st: AgerState, corner: str, shooter: str) -> int | None:
    """The side of the corner the shooter stands on (+1 or -1), or None when he sees both faces of the
    building at once, or no building stands by the corner (A§8.4)."""
    u = _outward(st.board, corner)
    if u is None:
        return None
    cx, cy = to_cartesian(st.board.hexes[corner], ORIENT)
    sx, sy = to_cartesian(st.board.hexes[shooter], ORIENT)
    vx, vy = sx - cx, sy - cy
    angle = math.atan2(u[0] * vy - u[1] * vx, u[0] * vx + u[1] * vy)
    if abs(angle) <= math.pi / 4 + 1e-9:
        return None
    return 1 if angle > 0 else -1


def corner_cover(st: AgerState, shooter: str, target: str, given: str) -> str:
    """The cover of a target in an outer corner hex against a shot from ``shooter``."""
    side = corner_side(st, target, shooter)
    if side is None:
        return "none"
    who = occupants(st).get(target, "")
    chosen = st.shelter.get(who)
    if chosen is not None and chosen[0] == st.phase_no and chosen[1] != side:
        return "none"
    return given


def in_corner(st: AgerState, ch: Character) -> bool:
    return ch.at is not None and st.board.terrain[ch.at] in terrain_extra("corner")


def crossfire(st: AgerState, victim: Character, shooter: Character) -> str | None:
    """An enemy able to shoot standing on the other side of the corner from ``shooter``, when the
    victim's owner has not yet chosen his covered side this phase (his id), else None."""
    from engine.ager.geometry import weapon_of

    if not in_corner(st, victim) or victim.at is None:
        return None
    chosen = st.shelter.get(victim.id)
    if chosen is not None and chosen[0] == st.phase_no:
        return None
    side = corner_side(st, victim.at, pieces(st, shooter)[0])
    if side is None:
        return None
    own = st.profiles[shooter.id].side
    for c in sorted(st.chars.values(), key=lambda c: c.id):
        if c.id == shooter.id or st.profiles[c.id].side != own or not c.able or c.at is None:
            continue
        if weapon_of(st, c) is None and weapon_of(st, c, throw=True) is None:
            continue
        if corner_side(st, victim.at, pieces(st, c)[0]) == -side:
            return c.id
    return None


@dataclass(frozen=True, slots=True)
class Shelter(Task[AgerTurn], kind="ager.shelter"):
    """The owner of a character in an outer corner under crossfire chooses the side he is covered
    against (``cover achard``), for the rest of the phase (A§8.4)."""

    unit: str
    shooter: str
    other: str

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        ch = st.chars[self.unit]
        orders = (f"cover {self.shooter}", f"cover {self.other}")
        return Asks(
            Ask(
                st.profiles[ch.id].side,
                "ager.cover",
                Msg("ager.ask.cover", {"unit": unit_ref(st, ch), "hex": HexRef(ch.at or "")}, RULE),
                tuple(Choice(o, Msg("core.choice", {"order": o})) for o in orders),
                default=orders[0],
                standing=(("always", orders[0]),),
            )
        )

    def answer(self, host: AgerTurn, ask: Ask, order: str) -> Step:
        st: AgerState = host.state
        ch = st.chars[self.unit]
        against = st.chars[order.split()[1]]
        side = corner_side(st, ch.at or "", pieces(st, against)[0]) or 0
        st.shelter = {**st.shelter, ch.id: (st.phase_no, side)}
        host.say("ager.ev.covered", RULE, unit=unit_ref(st, ch), against=unit_ref(st, against))
        return DONE


__all__ = ["Shelter", "corner_cover", "corner_side", "crossfire"]
