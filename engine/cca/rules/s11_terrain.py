"""CCA 11 (digest 13): terrain as the other sections ask about it."""

from __future__ import annotations

from engine.cca.state import State
from engine.core.hexgrid import Hex


def terr(st: State, h: Hex) -> str:
    return st.board.terrain.get(h, "clear")


def on_hill(st: State, h: Hex) -> bool:
    return st.board.terrain.get(h) == "hill"


def across_rampart(st: State, a: Hex, b: Hex) -> bool:
    return frozenset((a, b)) in st.board.ramparts
