"""8.64 Off-map regroup: the OC (or Tribal Leader) spends his whole Orders Phase to bring back every
cavalry unit and leader of his side that left the map in a pursuit (8.62). Each re-enters within 2 hexes
of its exit hex (the leaders on the nearest hex free of enemy units and enemy ZOC, each unit where its
owner chooses among the hexes free of any unit), then the units move with their full MA. Until then they
score no Rout Points and the leaders cannot be activated (8.65).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.core.machine import DONE, Again, Ask, Asks, Step, Task, Turn, choices
from engine.core.messages import Msg
from engine.gboh.geometry import dist, enemy_zoc
from engine.gboh.rules import href, lref, uref
from engine.gboh.rules.s06_movement import UnitMove
from engine.gboh.state import GbohState, Leader, Unit

REENTRY = 2


def off_map(st: GbohState, side: str) -> bool:
    return any(u.side == side for u in st.off_units.values()) or any(
        ld.side == side for ld in st.off_leaders.values()
    )


def may_regroup(st: GbohState, ld: Leader) -> bool:
    """8.64: only the OC or a Tribal Leader, and only with friends off the map."""
    return ld.rank in ("oc", "tl") and off_map(st, ld.side)


def entries(st: GbohState, piece: Unit | Leader) -> list[str]:
    """The hexes within 2 of the exit hex free of enemy units (of every unit, for a combat unit), the
    nearest first; a leader's also out of enemy ZOC."""
    b = st.board
    held = {u.hex: u.side for u in st.units.values()}
    out = []
    for h in b.labels:
        d = dist(b, h, piece.hex)
        if d > REENTRY:
            continue
        if isinstance(piece, Unit):
            if h in held:
                continue
        elif held.get(h, piece.side) != piece.side or (
            enemy_zoc(st, piece.side, h) and held.get(h) != piece.side
        ):
            continue
        out.append((d, h))
    return [h for _d, h in sorted(out)]


@dataclass(frozen=True, slots=True)
class Regroup(Task[Turn], kind="gboh.regroup"):
    """8.64: the side's off-map leaders come back, then each off-map unit re-enters and moves."""

    side: str
    left: tuple[str, ...] = ()  # the units with no free hex to come back to: they stay off this time

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        for ld in sorted(st.off_leaders.values(), key=lambda x: x.id):
            if ld.side != self.side:
                continue
            where = entries(st, ld)
            if not where:  # every hex within 2 of his exit hex holds an enemy or lies in an enemy ZOC
                host.say("gboh.ev.no_reentry", "GBoH 8.64", unit=lref(ld))
                continue
            del st.off_leaders[ld.id]
            ld.hex = where[0]
            st.leaders[ld.id] = ld
            host.say("gboh.ev.reentered", "GBoH 8.64", piece=lref(ld), hex=href(ld.hex))
        todo = self.todo(st)
        if not todo:
            return DONE
        u = st.off_units[todo[0]]
        where = entries(st, u)
        if not where:  # nowhere to come back to this time; the others still come back
            host.say("gboh.ev.no_reentry", "GBoH 8.64", unit=uref(u))
            return Again(replace(self, left=(*self.left, u.id)))
        return Asks(
            Ask(
                u.side,
                "gboh.reenter",
                Msg("gboh.ask.reenter", {"unit": uref(u), "exit": href(u.hex)}, "GBoH 8.64"),
                choices(f"enter {h}" for h in where),
                default=f"enter {where[0]}",
            )
        )

    def todo(self, st: GbohState) -> list[str]:
        """The side's off-map units still to come back, by id."""
        return sorted(u.id for u in st.off_units.values() if u.side == self.side and u.id not in self.left)

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        st: GbohState = host.state
        uid = self.todo(st)[0]
        u = st.off_units.pop(uid)
        u.hex = order.split()[1]
        u.pursuit = False
        st.units[u.id] = u
        host.say("gboh.ev.reentered", "GBoH 8.64", piece=uref(u), hex=href(u.hex))
        host.push(UnitMove(u.id, u.ma))
        return Again(self)
