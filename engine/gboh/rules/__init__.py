"""The rules of GBoH as tasks on the kernel's decision machine, one module per rulebook section, and the
helpers they share: typed references for messages and the d10 read 0–9 (0.1)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.dice import Modifier, Reading, Roll, roll_for
from engine.core.machine import Turn
from engine.core.refs import HexRef, LeaderRef, SideRef, TermRef, UnitRef
from engine.gboh.state import SYSTEM, GbohState, Leader, Unit


def uref(u: Unit) -> UnitRef:
    """A unit as messages name it: its id (the word orders use, ``X3``) with its type and hex."""
    return UnitRef(u.id, system=SYSTEM, type=u.type, hex=u.hex, side=u.side, name=u.id)


def lref(ld: Leader) -> LeaderRef:
    return LeaderRef(ld.id, name=ld.name, side=ld.side, system=SYSTEM)


def sref(side: str) -> SideRef:
    return SideRef(side, system=SYSTEM)


def href(label: str) -> HexRef:
    return HexRef(label)


def term(domain: str, code: str) -> TermRef:
    return TermRef(code, system=SYSTEM, domain=domain)


def other(st: GbohState, side: str) -> str:
    return next(s.id for s in st.board.sides if s.id != side)


def d10(
    host: Turn,
    name: str,
    mods: Sequence[Modifier] = (),
    lo: int | None = None,
    hi: int | None = None,
    **params: Any,
) -> Roll:
    """One d10 read 0–9 (0.1), its raw face kept, with its modifiers; its purpose ``gboh.roll.<name>``."""
    shown = " ".join([name.replace("_", " "), *(str(v) for v in params.values())])
    return host.box.roll_read(
        10, roll_for(shown, f"gboh.roll.{name}", **params), Reading.ZERO_UP, mods, lo, hi
    )
