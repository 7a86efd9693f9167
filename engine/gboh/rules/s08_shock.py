"""8.4 The Shock segment of an Orders Phase."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.machine import DONE, Step, Task, Turn
from engine.gboh.state import GbohState


@dataclass(frozen=True, slots=True)
class ShockSegment(Task[Turn], kind="gboh.shock"):
    """The Shock segment: every shock designated this Orders Phase, then the markers come off."""

    leader: str

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        for u in st.units.values():
            u.shock = ""
        return DONE
