"""The sequence of play (A§2): game rounds of two player-phases, the scenario's first side first; each
phase runs offensive fire, (charges,) movement with defensive fire, melee and stun recovery. And the
end of the game (the scenario's victory conditions, digest §S3).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.ager.rules.s01_health import AgerTurn
from engine.ager.rules.s04_movement import MovementStep
from engine.ager.rules.s05_fire import OffensiveFire
from engine.ager.rules.s06_melee import MeleeStep
from engine.ager.rules.s07_charges import ChargeFights, ChargeMoves, ChargeStep
from engine.ager.rules.s07_feint import FeintCheck, FeintTest
from engine.ager.rules.s07_naphtha import douse
from engine.ager.rules.s07_prisoners import rearm
from engine.ager.rules.s10_siege import SiegeWorks
from engine.ager.state import AgerState, side_ref, unit_ref
from engine.core.machine import DONE, Again, Step, Task
from engine.core.messages import Msg
from engine.core.protocol import Result


def last_phase(st: AgerState) -> int:
    return 2 * int(st.scenario["rounds"])


def standing(st: AgerState, side: str) -> bool:
    """The side still has a living character that is not stunned."""
    return any(c.able and st.profiles[c.id].side == side for c in st.chars.values())


def score(st: AgerState) -> dict[str, int]:
    """Victory points (digest §S3): per enemy killed or taken prisoner, per enemy wounded or stunned,
    and the objective to a side that alone holds it with living characters not stunned."""
    vic: Mapping[str, Any] = st.scenario.get("victory", {})
    out = dict.fromkeys(st.sides, 0)
    holders = set()
    for c in st.chars.values():
        side = st.profiles[c.id].side
        foe = st.other(side)
        if c.health in ("dead", "captured"):
            out[foe] += int(vic.get("killed", 2))
        elif c.health in ("wounded", "stunned"):
            out[foe] += int(vic.get("hurt", 1))
        if c.able and c.at in st.board.objective:
            holders.add(side)
    if len(holders) == 1:
        out[holders.pop()] += int(vic.get("objective", 3))
    return out


def outcome(st: AgerState) -> Result | None:
    if st.phase_no == 0:
        return None
    for side in st.sides:
        if not standing(st, side):
            return Result(
                st.other(side), Msg("ager.result.no_one_left", {"side": side_ref(side)}, "Ager S3"), score(st)
            )
    if st.step == 6:
        pts = score(st)
        a, b = st.sides
        winner = None if pts[a] == pts[b] else (a if pts[a] > pts[b] else b)
        return Result(
            winner, Msg("ager.result.points", {"rounds": int(st.scenario["rounds"])}, "Ager S3"), pts
        )
    return None


@dataclass(frozen=True, slots=True)
class PlayerPhase(Task[AgerTurn], kind="ager.phase"):
    """The next player-phase, or the end of the game after the last round (A§2)."""

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        if outcome(st) is not None:
            return DONE
        if st.phase_no >= last_phase(st):
            st.step = 6
            host.say("ager.ev.game_over", "Ager 2")
            return DONE
        st.phase_no += 1
        st.step = 1
        st.halted = ""
        st.volleys = {}
        st.charges = ()
        if st.phase_no % 2 == 1:
            st.closed, st.last_target, st.charged = (), "", ()
        host.say("ager.ev.phase", "Ager 2", round=st.round, side=side_ref(st.active))
        if st.burning:
            douse(host)
        host.push(
            FeintTest(),
            OffensiveFire(),
            ChargeStep(),
            ChargeMoves(),
            MovementStep(),
            FeintCheck(),
            ChargeFights(),
            MeleeStep(),
            SiegeWorks(),
            StunRecovery(),
        )
        return Again(PlayerPhase())


@dataclass(frozen=True, slots=True)
class StunRecovery(Task[AgerTurn], kind="ager.recovery"):
    """Step 5: the active side's characters stunned before this phase began come round (A§2.1, E-A3)."""

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        st.step = 5
        for c in sorted(st.chars.values(), key=lambda c: c.id):
            if st.profiles[c.id].side == st.active and c.health == "stunned" and c.stunned_at < st.phase_no:
                c.health = "healthy"
                host.say("ager.ev.recovered", "Ager 2.1", unit=unit_ref(st, c))
        rearm(host)
        return DONE
