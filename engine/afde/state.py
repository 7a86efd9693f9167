"""The game state: plain data (units, leaders, the turn's bookkeeping and the decision machinery).

``apply`` never touches its input, and copies only what a step changes (copy-on-write): the step runs on
a light copy (``State.light_copy``: the turn's bookkeeping copied, the unit and leader objects shared)
while a ``Journal`` records every attribute a unit or leader is given; at the end the changed pieces are
cloned into the new state and the journal puts the shared ones back as they were (``Journal.commit``).
The same journal rolls a step back to a mark (scripted dice that ran out) without copying
anything. So a unit's list attributes are never changed in place: they are given a new list.

Everything here is JSON-native (str, int, bool, None, lists and str-keyed dicts) but the agenda (the
kernel's decision machine, immutable, saved by the ruleset), so ``load(dump(s)) == s``.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field, fields
from typing import Any, TypeVar

from engine.afde.scenario import Scenario, load_file, load_inline
from engine.core.dice import Dice
from engine.core.machine import Agenda

_PLACE = frozenset({"hex", "facing", "status", "cohesion", "layer", "mounted", "type"})
_GEN = [0]  # bumped whenever a unit's place, facing or cohesion changes (keys derived caches)
_OCC_GEN = [0]  # bumped only when a unit's hex, status or stacking order changes (occupancy)
_OCCUPANCY = frozenset({"hex", "status", "layer"})
_SIDE_GEN: dict[str, int] = {}  # per side: bumped whenever one of its units moves, turns or routs (as _GEN)
_ALL_GEN = [0, 0]  # steps committed or rolled back; the sum of _SIDE_GEN (keys the enemy's caches)
_LEADER_KEYS = frozenset({"status", "acting_cinc", "cinc", "side", "hex"})  # what leader look-ups read
_TOKENS = itertools.count(1)
_NONE: list[Any] = []
_MISSING = object()
_JOURNAL: list[list[tuple[Any, str, Any]] | None] = [None]  # the open journal's entries, if any


class Journal:
    """Every attribute given to a unit or leader while it is open, with its former value: a step is
    rolled back to a mark, or committed (the changed pieces cloned for the new state, the shared ones
    restored for the old). One journal is open at a time (``apply`` is not re-entrant)."""

    def __init__(self) -> None:
        self.entries: list[tuple[Any, str, Any]] = []

    def __enter__(self) -> Journal:
        if _JOURNAL[0] is not None:
            raise RuntimeError("a journal is already open")
        _JOURNAL[0] = self.entries
        return self

    def __exit__(self, *exc: object) -> None:
        # the step's own state is committed (its changed pieces cloned) or dropped: the pieces put
        # back belong to the states before it, whose caches of the enemy's places no longer match
        # since those pieces changed (_SIDE_GEN), so those caches need no bump (_ALL_GEN)
        self.undo_to(0, rollback=False)
        _JOURNAL[0] = None

    def mark(self) -> int:
        return len(self.entries)

    def undo_to(self, mark: int, rollback: bool = True) -> None:
        """Give every object changed since ``mark`` its former values back (``rollback``: the step
        goes on from them)."""
        entries = self.entries
        for obj, name, old in reversed(entries[mark:]):
            if old is _MISSING:
                obj.__dict__.pop(name, None)
            else:
                obj.__dict__[name] = old
        if len(entries) > mark:
            del entries[mark:]
            _GEN[0] += 1
            _OCC_GEN[0] += 1
            if rollback:
                _ALL_GEN[0] += 1

    def commit(self, st: State) -> None:
        """Clone into ``st`` every unit and leader the step changed (with their new values); closing
        the journal then restores the originals, which the input state still holds."""
        if not self.entries:
            return  # no piece changed: what is derived from their places holds for ``st`` too
        changed: dict[int, object] = {}
        for obj, _name, _old in self.entries:
            changed[id(obj)] = obj
        for obj in changed.values():
            if isinstance(obj, Unit) and st.units.get(obj.id) is obj:
                st.units[obj.id] = _clone(obj)
            elif isinstance(obj, Leader) and st.leaders.get(obj.id) is obj:
                st.leaders[obj.id] = _clone(obj)
        _GEN[0] += 1
        _OCC_GEN[0] += 1
        # the clones hold what the step's caches of the enemy's places saw: those stay (_ALL_GEN)


@dataclass
class Unit:
    id: str
    name: str
    side: str
    banner: str
    type: str
    mounted: bool
    mounted_start: bool
    front: list[int]
    back: list[int]
    alt_mp: list[int]
    fire: str  # "" or a fire class
    hex: str | None
    facing: int | None
    fatigued: bool = False
    cohesion: str = "good"  # good | disordered | routed
    status: str = "map"  # map | eliminated | pending (reinforcement)
    enters: int = 0
    entry: str | None = None
    layer: int = 0  # stacking order: higher is on top
    # per turn
    commanded: bool = True
    rest: bool = False
    adjacent_at_a: bool = False
    reinforcement: bool = False  # commanded in its first activation
    acted_by: list[str] = field(default_factory=list)  # leaders who activated it this turn
    # per activation
    mp_spent: int = 0
    moved: bool = False
    move_done: bool = False
    fired: bool = False
    fired_at: bool = False
    attacked: bool = False  # defended in a melee this activation
    in_melee: bool = False  # attacked in a melee this activation
    combat_stacked: bool = False
    captives: list[str] = field(default_factory=list)

    def __setattr__(self, name: str, value: Any) -> None:
        d = self.__dict__
        old = d.get(name, _MISSING)
        if old is value or (old == value and type(old) is type(value)):
            return  # unchanged: nothing to journal, no cache to drop
        journal = _JOURNAL[0]
        if journal is not None:
            journal.append((self, name, old))
        d[name] = value
        if name in _PLACE:
            _GEN[0] += 1
            side: str = d.get("side", "")
            _SIDE_GEN[side] = _SIDE_GEN.get(side, 0) + 1
            _ALL_GEN[1] += 1
            if name in _OCCUPANCY:
                _OCC_GEN[0] += 1

    @property
    def values(self) -> list[int]:
        return self.back if self.fatigued else self.front

    @property
    def sp(self) -> int:
        return self.values[0]

    @property
    def quality(self) -> int:
        return self.values[1]

    @property
    def mp(self) -> int:
        if self.mounted == self.mounted_start:
            return self.values[2]
        return self.alt_mp[1 if self.fatigued else 0]

    @property
    def on_map(self) -> bool:
        return self.status == "map"

    @property
    def routed(self) -> bool:
        return self.cohesion == "routed"

    @property
    def disordered(self) -> bool:
        return self.cohesion == "disordered"

    @property
    def artillery(self) -> bool:
        return self.type == "At"

    @property
    def kind(self) -> str:
        """Movement kind for the Terrain Chart."""
        if self.artillery:
            return "artillery"
        return "mounted" if self.mounted else "foot"


@dataclass
class Leader:
    id: str
    name: str
    side: str
    banner: str
    cinc: bool
    base: list[int]  # bonus, rating, range, mp
    hex: str | None
    status: str = "map"  # map | pending | captured | perm_captured | killed | safe
    acting_cinc: bool = False
    wounded: bool = False
    replacement: str = ""  # "" | back | generic
    original: str | None = None  # for a generic replacement: the captured leader's id
    captor: str | None = None
    enters: int = 0
    activated: bool = False
    inactive: bool = False
    locked_to: str | None = None
    mp_spent: int = 0
    moved: bool = False
    returns: bool = False  # freed: takes back command next turn

    def __setattr__(self, name: str, value: Any) -> None:
        d = self.__dict__
        old = d.get(name, _MISSING)
        if old is value or (old == value and type(old) is type(value)):
            return
        journal = _JOURNAL[0]
        if journal is not None:
            journal.append((self, name, old))
        d[name] = value
        if name in _LEADER_KEYS:
            _GEN[0] += 1


@dataclass
class State:
    scenario_id: str
    scenario_raw: dict[str, Any] | None  # inline scenarios only
    options: dict[str, Any]
    dice: Dice
    turn: int
    phase: str  # A B C D E over
    units: dict[str, Unit]
    leaders: dict[str, Leader]
    markers: dict[str, dict[str, int]]
    vp: dict[str, int]
    vp_log: list[list[Any]] = field(default_factory=list)
    lost_sp: dict[str, int] = field(default_factory=dict)
    start_sp: dict[str, int] = field(default_factory=dict)
    step: str = ""  # B1..B4, D1..D5, E…
    initiative: dict[str, Any] = field(default_factory=dict)
    schedule: list[str] = field(default_factory=list)  # fixed next activations (C.2-C.4, replacements)
    active: str | None = None
    act_units: list[str] = field(default_factory=list)
    act_commanded: list[str] = field(default_factory=list)
    mover: str | None = None
    mover_with: str | None = None  # the other unit of a stack moving as one counter (5.2.4)
    charges: list[list[str]] = field(default_factory=list)  # [charger, target]
    melees: list[list[str]] = field(default_factory=list)  # declared [attacker, defender] pairs
    fight: dict[str, Any] = field(default_factory=dict)  # the melee being resolved
    queue: list[dict[str, Any]] = field(default_factory=list)  # melees still to resolve (D.4)
    struck: list[str] = field(default_factory=list)  # defenders attacked this activation
    agenda: Agenda = field(default_factory=Agenda)  # the decision machine: tasks and decisions owed
    rest_picks: dict[str, list[str]] = field(default_factory=dict)
    rest_done: list[str] = field(default_factory=list)
    overlay: dict[str, list[Any]] = field(default_factory=dict)
    last_overlay: dict[str, list[Any]] = field(default_factory=dict)
    result: dict[str, Any] | None = None
    next_id: int = 1

    # ------------------------------------------------------------------ helpers

    @property
    def scn(self) -> Scenario:
        cached = self.__dict__.get("_scn")
        if cached is not None:
            return cached  # type: ignore[no-any-return]
        scn = load_inline(self.scenario_raw) if self.scenario_raw is not None else load_file(self.scenario_id)
        self.__dict__["_scn"] = scn
        return scn

    def copy(self) -> State:
        """An independent copy: its own bookkeeping (``light_copy``) and its own units and leaders (their
        lists are shared: they are never changed in place)."""
        out = self.light_copy()
        out.units = {k: _clone(u) for k, u in self.units.items()}
        out.leaders = {k: _clone(ld) for k, ld in self.leaders.items()}
        return out

    def light_copy(self) -> State:
        """A copy whose bookkeeping is its own and whose unit and leader objects are shared: only
        for a step run under a ``Journal``, which keeps the shared objects as they were."""
        src = self.__dict__
        out = object.__new__(State)
        d = out.__dict__
        for name in _fields():
            d[name] = src[name]
        d["_token"] = next(_TOKENS)
        if "_scn" in src:
            d["_scn"] = src["_scn"]
        if "_enemy" in src:  # the same units: what is derived from the enemy's places holds for both
            d["_enemy"] = dict(src["_enemy"])
        # the same units in the same places: the occupancy and what is derived from the places hold for
        # the copy until a unit of either moves (each is kept with the generation it was read at)
        if "_occ" in src:
            d["_occ"] = src["_occ"]
        if "_der" in src:
            d["_der"] = src["_der"]
        out.units = dict(self.units)
        out.leaders = dict(self.leaders)
        out.markers = {k: dict(v) for k, v in self.markers.items()}
        out.vp = dict(self.vp)
        out.vp_log = list(self.vp_log)
        out.lost_sp = dict(self.lost_sp)
        out.initiative = dict(self.initiative)
        out.schedule = list(self.schedule)
        out.act_units = list(self.act_units)
        out.act_commanded = list(self.act_commanded)
        out.charges = list(self.charges)
        out.melees = list(self.melees)
        out.fight = {k: list(v) if isinstance(v, list) else v for k, v in self.fight.items()}
        out.queue = [dict(f) for f in self.queue]
        out.struck = list(self.struck)
        out.rest_picks = {k: list(v) for k, v in self.rest_picks.items()}
        out.rest_done = list(self.rest_done)
        out.overlay = {k: list(v) for k, v in self.overlay.items()}
        return out

    def opt(self, name: str) -> Any:
        return self.options.get(name)

    def derived(self) -> dict[Any, Any]:
        """Values derived from the units' places (occupancy, enemy fronts…), for as long as no
        unit of any state moves, turns, routs or leaves (``_GEN``)."""
        d = self.__dict__
        cached = d.get("_der")
        gen = _GEN[0]
        if cached is not None and cached[0] == gen:
            return cached[1]  # type: ignore[no-any-return]
        fresh: dict[Any, Any] = {}
        d["_der"] = (gen, fresh)
        return fresh

    def enemy_derived(self, side: str) -> dict[Any, Any]:
        """Values derived from where the enemy of ``side`` stands and how it faces (its fronts, its
        hexes…), for as long as no unit of another side, in any state, moves, turns or routs: the
        moves of the side's own units leave them standing."""
        d = self.__dict__
        caches = d.get("_enemy")
        if caches is None:
            caches = d["_enemy"] = {}
        key = (_ALL_GEN[0], _ALL_GEN[1] - _SIDE_GEN.get(side, 0))
        cached = caches.get(side)
        if cached is not None and cached[0] == key:
            return cached[1]  # type: ignore[no-any-return]
        fresh: dict[Any, Any] = {}
        caches[side] = (key, fresh)
        return fresh

    def version(self) -> tuple[int, int]:
        """Changes whenever any unit of this state moves, turns, routs or leaves (cache key)."""
        token = self.__dict__.get("_token")
        if token is None:
            token = self.__dict__["_token"] = next(_TOKENS)
        return token, _GEN[0]

    def occupancy(self) -> dict[str, list[Unit]]:
        """Hex → the combat units in it, top first (kept until a unit's hex, status or stacking order
        changes)."""
        cached = self.__dict__.get("_occ")
        if cached is not None and cached[0] == _OCC_GEN[0]:
            return cached[1]  # type: ignore[no-any-return]
        occ: dict[str, list[Unit]] = {}
        stacked = False
        for u in self.units.values():
            if u.status == "map" and u.hex is not None:
                here = occ.get(u.hex)
                if here is None:
                    occ[u.hex] = [u]
                else:
                    here.append(u)
                    stacked = True
        if stacked:
            for lst in occ.values():
                if len(lst) > 1:
                    lst.sort(key=lambda u: -u.layer)
        self.__dict__["_occ"] = (_OCC_GEN[0], occ)
        return occ

    def units_at(self, label: str) -> list[Unit]:
        """The combat units in ``label``, top first (a shared list: do not modify it)."""
        cached = self.__dict__.get("_occ")
        if cached is not None and cached[0] == _OCC_GEN[0]:
            return cached[1].get(label, _NONE)  # type: ignore[no-any-return]
        return self.occupancy().get(label, _NONE)

    def leaders_at(self, label: str) -> list[Leader]:
        """The leaders on the map in ``label`` (a new list)."""
        der = self.derived()
        where: dict[str, list[Leader]] | None = der.get("leaders_at")
        if where is None:
            where = der["leaders_at"] = {}
            for ld in self.leaders.values():
                if ld.status == "map" and ld.hex is not None:
                    where.setdefault(ld.hex, []).append(ld)
        return list(where.get(label, _NONE))

    def on_map_units(self, side: str | None = None) -> list[Unit]:
        return [u for u in self.units.values() if u.status == "map" and (side is None or u.side == side)]

    def cinc(self, side: str) -> Leader | None:
        """The side's commander-in-chief now: the acting CinC, else the CinC (AFdE 7.6)."""
        der = self.derived()
        key = ("cinc", side)
        if key in der:
            return der[key]  # type: ignore[no-any-return]
        der[key] = found = self._cinc(side)
        return found

    def _cinc(self, side: str) -> Leader | None:
        acting = [
            ld for ld in self.leaders.values() if ld.side == side and ld.acting_cinc and ld.status == "map"
        ]
        if acting:
            return acting[0]
        for ld in self.leaders.values():
            if ld.side == side and ld.cinc and ld.status in ("map", "pending"):
                return ld
        return None

    def lord(self, banner: str, side: str) -> Leader | None:
        """The banner's lord now on the map (a replacement included)."""
        for ld in self.leaders.values():
            if ld.banner == banner and ld.side == side and ld.status == "map":
                return ld
        return None


_T = TypeVar("_T")


def _clone(obj: _T) -> _T:
    """A shallow copy of a plain dataclass instance."""
    new = object.__new__(type(obj))
    new.__dict__.update(obj.__dict__)
    return new


def _plain(v: Any) -> Any:
    """An independent copy of JSON-native data (dicts, lists, scalars): faster than deepcopy."""
    if isinstance(v, dict):
        return {k: _plain(x) for k, x in v.items()}
    if isinstance(v, list | tuple):
        return [_plain(x) for x in v]
    return v


_STATE_FIELDS: tuple[str, ...] = ()


def _fields() -> tuple[str, ...]:
    global _STATE_FIELDS
    if not _STATE_FIELDS:
        _STATE_FIELDS = tuple(f.name for f in fields(State))
    return _STATE_FIELDS


def _piece(obj: Unit | Leader) -> dict[str, Any]:
    out = {k: v for k, v in obj.__dict__.items() if not k.startswith("_")}
    for k, v in out.items():
        if isinstance(v, list):
            out[k] = list(v)
    return out


def dump_state(st: State) -> dict[str, Any]:
    """The state as JSON-native data (no dataclass walking, no deepcopy: every piece is plain)."""
    out: dict[str, Any] = {}
    for name in _fields():
        v = getattr(st, name)
        if name == "dice":
            out[name] = v.to_json()
        elif name in ("units", "leaders"):
            out[name] = {k: _piece(x) for k, x in v.items()}
        elif name == "agenda":
            continue  # the ruleset writes it (engine/afde/ruleset.py)
        else:
            out[name] = _plain(v)
    out["format"] = "afde-2014/2"
    return out


_PIECE_FIELDS: dict[type, frozenset[str]] = {}


def _restore(cls: type[_T], data: dict[str, Any]) -> _T:
    """A unit or leader from its dump, straight into its fields (no journaled attribute sets); a
    dump that lacks a field or has an unknown one goes through the constructor (and its defaults)."""
    names = _PIECE_FIELDS.get(cls)
    if names is None:
        names = _PIECE_FIELDS[cls] = frozenset(f.name for f in fields(cls))  # type: ignore[arg-type]
    if data.keys() != names:
        return cls(**_plain(data))
    obj = object.__new__(cls)
    obj.__dict__.update(data)  # its lists are never changed in place (see the module's docstring)
    return obj


def load_state(data: dict[str, Any], agenda: Agenda) -> State:
    d = dict(data)
    d.pop("format", None)
    d.pop("tasks", None)
    d.pop("asks", None)
    d["dice"] = Dice.from_json(d["dice"])
    d["units"] = {k: _restore(Unit, v) for k, v in d["units"].items()}
    d["leaders"] = {k: _restore(Leader, v) for k, v in d["leaders"].items()}
    for k in list(d):
        if k not in ("dice", "units", "leaders", "agenda"):
            d[k] = _plain(d[k])
    d["agenda"] = agenda
    return State(**d)
