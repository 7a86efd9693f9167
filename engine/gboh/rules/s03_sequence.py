"""3.0 Sequence of play: a game turn's phases, and Phase F (rout movement, reload, clean-up).

A: Auxiliaries Phase; B-D: leaders activated in Initiative order, each running Orders Phases (5.0);
E: Camp Movement (no camps in these scenarios); F: Rout & Reload (10.24 rout movement, 8.17 reload,
clean-up of the turn's markers); G: Army Rout (12.0).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.core.machine import DONE, Again, Step, Task, Turn
from engine.gboh.geometry import enemy_zoc
from engine.gboh.rules import uref
from engine.gboh.rules.s05_activation import Activation
from engine.gboh.rules.s05_trump import AuxiliariesPhase, ElitePhase
from engine.gboh.rules.s08_missile import targets
from engine.gboh.rules.s10_cohesion import RoutWalk
from engine.gboh.rules.s12_army_rout import ArmyRoutPhase
from engine.gboh.state import GbohState, Unit


def may_reload(st: GbohState, u: Unit) -> bool:
    """8.17: not in an enemy ZOC, nor within range and LOS of an enemy missile unit that could fire."""
    if enemy_zoc(st, u.side, u.hex):
        return False
    return not any(u.id in {t.id for t in targets(st, e)} for e in st.units.values() if e.side != u.side)


def start_of_turn(st: GbohState) -> None:
    for ld in st.leaders.values():
        ld.status, ld.phases, ld.bypassed, ld.zoc_turn, ld.mp = "inactive", 0, False, False, 0
        ld.waits = ld.passed = False  # 5.27, 5.15: staying inactive is decided afresh every turn
    for u in st.units.values():
        u.moves, u.aux, u.rallied, u.ordered, u.reacted, u.shock = 0, False, False, False, False, ""
        u.pursuit, u.rally_by, u.aim, u.entry_at = False, "", "", ""
    st.doom = False
    st.elite_used = False
    st.active = ""
    st.exits = {}
    st.flights = {}


@dataclass(frozen=True, slots=True)
class GameTurn(Task[Turn], kind="gboh.turn"):
    """One game turn after another until the battle is decided (12.0) or the scenario's last turn."""

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        if st.over is not None:
            return DONE
        st.turn += 1
        start_of_turn(st)
        host.say("gboh.ev.turn", "GBoH 3.0", turn=st.turn)
        host.push(AuxiliariesPhase(), ElitePhase(), Activation(), RoutReload(), ArmyRoutPhase())
        return Again(self)


@dataclass(frozen=True, slots=True)
class RoutReload(Task[Turn], kind="gboh.rout_reload"):
    """Phase F: routed units move their full MA toward their Retreat Edge (10.24); missile units out of
    enemy ZOC reload (8.17); the turn's markers come off."""

    walked: bool = False

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        st.phase = "F"
        if not self.walked:
            routed = [u for uid, u in sorted(st.units.items()) if u.routed]
            host.push(*(RoutWalk(u.id, u.ma) for u in routed))
            return Again(replace(self, walked=True))
        for u in sorted(st.units.values(), key=lambda x: x.id):
            if u.ammo != "full" and not u.routed and not u.rallied and may_reload(st, u):
                u.ammo = "full"
                host.say("gboh.ev.reloaded", "GBoH 8.17", unit=uref(u))
        for ld in st.leaders.values():
            ld.status = "finished"
        return DONE
