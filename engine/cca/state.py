"""The state of a Commands & Colors: Ancients game (digest E.1): plain mutable data cloned by ``apply``."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any

from engine.cca.board import Board, board_for
from engine.core.data import plain_copy
from engine.core.dice import Dice
from engine.core.hexgrid import Hex, hex_to_letter_row
from engine.core.machine import Agenda
from engine.core.saved_agenda import dump_task

# Every change of where the pieces stand gets a number never used before, so that a result computed from
# the positions (a reach search) can be reused by any state with the same number.
_OCCUPANCY = itertools.count(1)


_COW = frozenset({"cards", "banners", "overlay", "eff", "command", "last"})


@dataclass(slots=True)
class Unit:
    id: str
    side: str
    kind: str
    hex: Hex
    blocks: int
    start: int


@dataclass(slots=True)
class Leader:
    id: str
    side: str
    name: str
    hex: Hex | None
    status: str = "on"  # on | dead | gone


@dataclass
class State:
    scenario: dict[str, Any]
    options: dict[str, Any]
    dice: Dice
    turn: int
    active: str
    phase: str  # card | order | replenish | move | battle | move2 | over
    card: str | None  # the card played this turn
    eff: dict[str, Any]  # what the card does this turn (copied cards resolved)
    units: dict[str, Unit]
    leaders: dict[str, Leader]
    tf: dict[str, dict[str, int]]  # per-piece flags for this turn
    hands: dict[str, list[str]]
    deck: list[str]
    discard: list[str]
    command: dict[str, int]
    banners: dict[str, list[str]]
    last: dict[str, dict[str, Any] | None]
    fs_used: list[str]
    overlay: dict[str, list[list[Any]]]
    result: dict[str, Any] | None = None
    echo: list[list[str]] = field(default_factory=list)  # orders the engine took itself last time
    # the decision machine's agenda: the phase's task at the bottom (``phase`` names it), the pending
    # steps of a battle above it, and the decision owed
    agenda: Agenda = field(default_factory=Agenda)
    board: Board = field(init=False, compare=False, repr=False)
    uat: dict[Hex, str] = field(init=False, compare=False, repr=False)
    lat: dict[Hex, str] = field(init=False, compare=False, repr=False)
    memo: dict[Any, Any] = field(init=False, compare=False, repr=False)
    shared: bool = field(init=False, compare=False, repr=False, default=False)
    occ: int = field(init=False, compare=False, repr=False, default=0)  # see _OCCUPANCY
    # the last changes of positions: (occ after the change, hexes entered or left), oldest first
    recent: tuple[tuple[int, tuple[Hex, ...]], ...] = field(init=False, compare=False, repr=False, default=())
    # the pieces whose ``tf`` flags this state owns (None: all); the others are shared with the state it
    # was cloned from and are copied by ``rules.flags_of`` before a change
    tf_own: set[str] | None = field(init=False, compare=False, repr=False, default=None)
    # the parts still shared with the state this one was cloned from (see ``mine``)
    cow: set[str] = field(init=False, compare=False, repr=False, default_factory=set)
    # while ``shared``: the pieces already copied by ``own_some`` (None: none, nor the indexes)
    owned: set[str] | None = field(init=False, compare=False, repr=False, default=None)

    def __post_init__(self) -> None:
        self.board = board_for(self.scenario)
        self.memo = {}
        self.reindex()

    @property
    def stack(self) -> tuple[Any, ...]:
        """The pending steps above the phase's task (a battle's), oldest first."""
        return tuple(t for t in self.agenda.stack if not getattr(t, "phase", ""))

    def reindex(self) -> None:
        self.uat = {u.hex: u.id for u in self.units.values()}
        self.lat = {ld.hex: ld.id for ld in self.leaders.values() if ld.hex is not None}
        self.occ = next(_OCCUPANCY)
        self.recent = ((self.occ, ()),)

    def placed(self, *hexes: Hex) -> None:
        """Note that pieces entered or left these hexes (call after every change of ``uat``/``lat``)."""
        self.occ = next(_OCCUPANCY)
        self.recent = (*self.recent[-15:], (self.occ, hexes))

    def clone(self) -> State:
        s = object.__new__(State)
        s.__dict__.update(self.__dict__)
        s.shared = True  # units, leaders and their indexes are copied by ``own`` before any change
        s.tf = dict(self.tf)
        s.tf_own = set()  # each piece's flags: copied by ``flags_of`` before a change
        s.owned = None
        # the cards, banners, overlay, the card's effect, the command and the last cards played: copied by
        # ``mine`` before a change; the pending tasks and ``echo`` are replaced, never changed in place
        s.cow = set(_COW)
        s.memo = {}
        return s

    def mine(self, part: str) -> None:
        """Take a private copy of ``part`` ("cards": hands, deck, discard and First Strike uses; "banners";
        "overlay"; "eff": the card's effect; "command"; "last": the last card of each side) before changing
        it in place."""
        if part not in self.cow:
            return
        self.cow.discard(part)
        if part == "cards":
            self.hands = {k: list(v) for k, v in self.hands.items()}
            self.deck = list(self.deck)
            self.discard = list(self.discard)
            self.fs_used = list(self.fs_used)
        elif part == "banners":
            self.banners = {k: list(v) for k, v in self.banners.items()}
        elif part == "eff":
            self.eff = dict(self.eff)
            if "symbols" in self.eff:  # Rally spends its dice one by one
                self.eff["symbols"] = list(self.eff["symbols"])
        elif part == "command":
            self.command = dict(self.command)
        elif part == "last":
            self.last = dict(self.last)
        else:
            self.overlay = {k: list(v) for k, v in self.overlay.items()}

    def own(self) -> None:
        """Take private copies of the pieces before changing any of them (copy on write)."""
        if not self.shared:
            return
        self.units = {k: Unit(u.id, u.side, u.kind, u.hex, u.blocks, u.start) for k, u in self.units.items()}
        self.leaders = {k: Leader(x.id, x.side, x.name, x.hex, x.status) for k, x in self.leaders.items()}
        self.uat = dict(self.uat)
        self.lat = dict(self.lat)
        self.shared = False
        self.owned = None

    def own_some(self, pids: tuple[str, ...]) -> None:
        """Take private copies of these pieces only (and of the indexes), before changing only them.

        The other pieces stay shared until ``own``; hold no piece across a call of either."""
        if not self.shared:
            return
        if self.owned is None:
            self.units = dict(self.units)
            self.leaders = dict(self.leaders)
            self.uat = dict(self.uat)
            self.lat = dict(self.lat)
            self.owned = set()
        for pid in pids:
            if pid in self.owned:
                continue
            self.owned.add(pid)
            u = self.units.get(pid)
            if u is not None:
                self.units[pid] = Unit(u.id, u.side, u.kind, u.hex, u.blocks, u.start)
            else:
                x = self.leaders[pid]
                self.leaders[pid] = Leader(x.id, x.side, x.name, x.hex, x.status)


def dump(s: State) -> dict[str, Any]:
    return {
        "scenario": s.scenario,
        "options": dict(s.options),
        "dice": s.dice.to_json(),
        "turn": s.turn,
        "active": s.active,
        "phase": s.phase,
        "card": s.card,
        "eff": plain_copy(s.eff),
        "units": [
            [u.id, u.side, u.kind, hex_to_letter_row(u.hex), u.blocks, u.start] for u in s.units.values()
        ],
        "leaders": [
            [x.id, x.side, x.name, hex_to_letter_row(x.hex) if x.hex else None, x.status]
            for x in s.leaders.values()
        ],
        "tf": {k: dict(v) for k, v in s.tf.items()},
        "stack": [dump_task(t) for t in s.stack],
        "hands": {k: list(v) for k, v in s.hands.items()},
        "deck": list(s.deck),
        "discard": list(s.discard),
        "command": dict(s.command),
        "banners": {k: list(v) for k, v in s.banners.items()},
        "last": plain_copy(s.last),
        "fs_used": list(s.fs_used),
        "overlay": plain_copy(s.overlay),
        "result": plain_copy(s.result),
        "echo": [list(e) for e in s.echo],
    }


def load(d: Any) -> State:
    at = board_for(d["scenario"]).by_label
    units = {u[0]: Unit(u[0], u[1], u[2], at[u[3]], int(u[4]), int(u[5])) for u in d["units"]}
    leaders = {x[0]: Leader(x[0], x[1], x[2], at[x[3]] if x[3] else None, x[4]) for x in d["leaders"]}
    return State(
        scenario=plain_copy(dict(d["scenario"])),
        options=dict(d["options"]),
        dice=Dice.from_json(dict(d["dice"])),
        turn=int(d["turn"]),
        active=d["active"],
        phase=d["phase"],
        card=d["card"],
        eff=plain_copy(dict(d["eff"])),
        units=units,
        leaders=leaders,
        tf={k: dict(v) for k, v in d["tf"].items()},
        hands={k: list(v) for k, v in d["hands"].items()},
        deck=list(d["deck"]),
        discard=list(d["discard"]),
        command=dict(d["command"]),
        banners={k: list(v) for k, v in d["banners"].items()},
        last=plain_copy(dict(d["last"])),
        fs_used=list(d["fs_used"]),
        overlay=plain_copy(dict(d["overlay"])),
        result=plain_copy(d["result"]),
        echo=[list(e) for e in d.get("echo", [])],
    )
