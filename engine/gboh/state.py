"""The GBoH game state: the board (shared, never changed by an order), the units, the leaders and the
turn's bookkeeping, with the agenda of the kernel's decision machine and the dice.

``copy`` copies what orders change (units, leaders, Rout Points) and shares the board.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from operator import attrgetter
from typing import Any

from engine.core.dice import Dice
from engine.core.hexgrid import Hex
from engine.core.machine import Agenda

SYSTEM = "gboh"
MEMO_LIMIT = 4096  # entries of ``GbohState.memo`` before a copy starts afresh


@dataclass(frozen=True, slots=True)
class SideInfo:
    id: str
    retreat_edge: str  # west, east, north, south
    rout_level: int
    colour: str
    facing: int  # the vertex facing its units start with


@dataclass(frozen=True, slots=True)
class Board:
    """The map and the scenario's fixed data (shared by every copy of the state)."""

    scenario: str
    name: str
    invented: bool
    columns: int
    rows: int
    labels: tuple[str, ...]
    hex_of: dict[str, Hex]
    label_of: dict[Hex, str]
    terrain: dict[str, str]
    level: dict[str, int]
    hexsides: dict[frozenset[str], str]
    sides: tuple[SideInfo, ...]
    turns: int
    first_auxiliaries: str
    raw: dict[str, Any]  # the scenario as read, for saving an inline one

    def side(self, side: str) -> SideInfo:
        return next(s for s in self.sides if s.id == side)


@dataclass(slots=True)
class Unit:
    id: str
    side: str
    type: str  # CO LI SK RC LC BI BC HI MI HC LN
    cls: str  # Vet, Rec, Con for cohorts
    legion: str
    cohort: int
    size: int
    tq: int
    ma: int
    missile: str  # A J S X or ""
    hex: str
    facing: int  # vertex facing: front hexes in directions facing and facing + 1
    tribal: bool = False
    hits: int = 0
    routed: bool = False
    rallied: bool = False
    depleted: bool = False
    ammo: str = "full"  # full, low, no
    moves: int = 0  # moves made this turn (6.13)
    ordered: bool = False  # moved or fired in this Orders Phase (5.25)
    shock: str = ""  # "must" (Shock - Must Check TQ) or "free" (Shock - No TQ Check)
    reacted: bool = False  # reaction facing used this Orders Phase (7.14)
    aux: bool = False  # ordered in the Auxiliaries Phase (5.64)
    pursuit: bool = False  # Pursuit/Finished: no orders, no shock for the rest of the turn (8.63)
    rally_by: str = ""  # the leaders who tried to rally it this turn (10.31)
    aim: str = ""  # "target range moved": a fire declared during its move under a command, held (8.21)
    entry_at: str = ""  # the enemies it fired entry reaction fire at this Orders Phase (8.23)
    under: bool = False  # the bottom cohort of a two-cohort stack (6.66); read only with a cohort on it

    @property
    def cur_tq(self) -> int:
        return 1 if self.routed else self.tq


@dataclass(slots=True)
class Leader:
    id: str
    side: str
    name: str
    rank: str  # oc, legate, prefect, tribune, tl, chief
    initiative: int
    lines: int  # Legion/Line Command value
    range: int
    strategy: int
    charisma: int
    elite: bool
    heroic: bool
    legion: str  # the legion a legate commands
    commands: str  # "" (any he may), "cavalry", "infantry"
    hex: str
    status: str = "inactive"  # inactive, active, finished
    phases: int = 0  # Orders Phases this turn (5.14: at most 3)
    bypassed: bool = False  # 5.44: no Momentum this turn
    zoc_turn: bool = False  # has been in an enemy ZOC this turn (5.31)
    mp: int = 0  # MP spent this Orders Phase (6.14)
    wounds: int = 0
    line_range: int = 0  # a tribal leader's Line range (4.62); 0 = his command range
    waits: bool = False  # stayed inactive in an enemy ZOC (5.27): activated first once out of it
    passed: bool = False  # a legate or tribune with a legion who passed: inactive, to be designated (5.15)


@dataclass
class GbohState:
    board: Board
    units: dict[str, Unit]
    leaders: dict[str, Leader]
    turn: int = 0
    phase: str = "A"
    active: str = ""  # the active leader's id
    rp: dict[str, int] = field(default_factory=dict)  # Rout Points scored against each side
    gone: list[str] = field(default_factory=list)  # ids eliminated, in order
    doom: bool = False  # a Doom roll of 9 ended the activations of this turn (5.33)
    elite_used: bool = False
    over: tuple[str, str] | None = None  # (winner or "", reason key) once the battle is decided
    agenda: Agenda = field(default_factory=Agenda)
    dice: Dice = field(default_factory=lambda: Dice.seeded(0))
    # units that routed while a step collects its routers, to walk their rout moves after it (10.22,
    # 8.47): a list only inside one step of a task, None between orders (so never saved)
    rout_queue: list[str] | None = None
    # 6.68: while routers are collected, each cohort that routed out of a two-cohort stack, "router mate
    # top" (top: "1" when the router was the top cohort), its stackmate's fate settled before the rout
    # moves are walked; None between orders (never saved)
    stack_falls: list[str] | None = None
    # what the last activation did, for the map's overlay (engine/gboh/overlay.py): JSON lists by kind
    overlay: dict[str, list[Any]] = field(default_factory=dict)
    # 8.62, 8.64: cavalry and leaders off the map after a pursuit, each ``hex`` its exit hex; and the hex
    # each unit routed off the map from this turn (a pursuer follows it there)
    off_units: dict[str, Unit] = field(default_factory=dict)
    off_leaders: dict[str, Leader] = field(default_factory=dict)
    exits: dict[str, str] = field(default_factory=dict)
    # results worked out from the positions (command ranges), keyed on what they read; shared by every
    # copy of the state, never saved
    memo: dict[Any, Any] = field(default_factory=dict, compare=False, repr=False)
    flights: dict[str, str] = field(default_factory=dict)  # each initial rout move's path this turn


def _clone_unit(u: Unit) -> Unit:
    return Unit(*_UNIT_VALUES(u))


def _clone_leader(ld: Leader) -> Leader:
    return Leader(*_LEADER_VALUES(ld))


def copy_state(st: GbohState) -> GbohState:
    """A copy an order may change: units, leaders and the tallies are copied, the board shared."""
    return GbohState(
        board=st.board,
        units={k: _clone_unit(u) for k, u in st.units.items()},
        leaders={k: _clone_leader(ld) for k, ld in st.leaders.items()},
        turn=st.turn,
        phase=st.phase,
        active=st.active,
        rp=dict(st.rp),
        gone=list(st.gone),
        doom=st.doom,
        elite_used=st.elite_used,
        over=st.over,
        agenda=st.agenda,
        dice=st.dice,
        overlay=_copy_overlay(st.overlay),
        off_units={k: _clone_unit(u) for k, u in st.off_units.items()},
        off_leaders={k: _clone_leader(ld) for k, ld in st.off_leaders.items()},
        exits=dict(st.exits),
        memo=st.memo if len(st.memo) < MEMO_LIMIT else {},
        flights=dict(st.flights),
    )


def _copy_overlay(ov: dict[str, list[Any]]) -> dict[str, list[Any]]:
    """The overlay's lists and records copied (a path record's hex list grows in place)."""
    out: dict[str, list[Any]] = {}
    for k, v in ov.items():
        out[k] = [{**x, "hexes": list(x["hexes"])} if isinstance(x, dict) and "hexes" in x else x for x in v]
    return out


_UNIT_FIELDS = tuple(f.name for f in fields(Unit))
_LEADER_FIELDS = tuple(f.name for f in fields(Leader))
# every field's value in one call (a copy per order clones every piece)
_UNIT_VALUES = attrgetter(*_UNIT_FIELDS)
_LEADER_VALUES = attrgetter(*_LEADER_FIELDS)


def _row(obj: Any) -> list[Any]:
    return [getattr(obj, f.name) for f in fields(obj)]


def dump_pieces(st: GbohState) -> dict[str, Any]:
    out: dict[str, Any] = {
        "units": [_row(u) for u in st.units.values()],
        "leaders": [_row(ld) for ld in st.leaders.values()],
    }
    if st.off_units or st.off_leaders or st.exits or st.flights:
        out["off_units"] = [_row(u) for u in st.off_units.values()]
        out["off_leaders"] = [_row(ld) for ld in st.off_leaders.values()]
        out["exits"] = dict(st.exits)
        out["flights"] = dict(st.flights)
    return out


def load_off_map(
    data: dict[str, Any],
) -> tuple[dict[str, Unit], dict[str, Leader], dict[str, str], dict[str, str]]:
    """The pieces off the map after a pursuit (8.64), this turn's exit hexes and rout paths, from a save."""
    units = {row[0]: Unit(*row) for row in data.get("off_units", ())}
    leaders = {row[0]: Leader(*row) for row in data.get("off_leaders", ())}
    exits = {str(k): str(v) for k, v in (data.get("exits") or {}).items()}
    return units, leaders, exits, {str(k): str(v) for k, v in (data.get("flights") or {}).items()}


def load_pieces(data: dict[str, Any]) -> tuple[dict[str, Unit], dict[str, Leader]]:
    units = {row[0]: Unit(*row) for row in data["units"]}
    leaders = {row[0]: Leader(*row) for row in data["leaders"]}
    return units, leaders
