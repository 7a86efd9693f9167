"""12.0 Army rout and victory: in Phase G a side whose Rout Points reach its Rout Level routs and loses;
if both do, the side less far above its level wins, equal excesses a draw (12.2). A scenario's last turn
ends the battle as a draw (the demo scenarios' rule)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.machine import DONE, Step, Task, Turn
from engine.gboh.rules import other, sref
from engine.gboh.state import GbohState


def decide(st: GbohState) -> tuple[str, str] | None:
    over = {s.id: st.rp.get(s.id, 0) - s.rout_level for s in st.board.sides}
    routed = [s for s, x in over.items() if x >= 0]
    if len(routed) == 1:
        return other(st, routed[0]), "army_rout"
    if len(routed) == 2:
        a, b = routed
        if over[a] == over[b]:
            return "", "both_routed"
        return (a if over[a] < over[b] else b), "both_routed"
    if st.turn >= st.board.turns:
        return "", "last_turn"
    return None


@dataclass(frozen=True, slots=True)
class ArmyRoutPhase(Task[Turn], kind="gboh.army_rout"):
    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        st.phase = "G"
        for s in st.board.sides:
            host.say(
                "gboh.ev.rout_points", "GBoH 12.1", side=sref(s.id), rp=st.rp.get(s.id, 0), level=s.rout_level
            )
        st.over = decide(st)
        return DONE
