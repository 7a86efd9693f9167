"""The position of an Ager Sanguinis game (digest §E1): the map, the characters and their animals.

What never changes in a game (the map, each character's printed values) lives in a ``Board`` and
``Profile``s shared by every copy of the state; a copy copies only what play changes.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from engine.ager.board import Board, build_board, rider_rear, variant
from engine.ager.trail import copied
from engine.core.dice import Dice
from engine.core.machine import Agenda
from engine.core.refs import SideRef, UnitRef

SYSTEM = "ager"


@dataclass(frozen=True, slots=True)
class Profile:
    """A character's counters: its values in each state (attack, defence, movement) and its marks."""

    id: str
    name: str
    side: str
    code: str
    weapon: str | None
    spear: bool
    stats: Mapping[str, tuple[int, int, int]]
    stunned_def: int
    armoured: bool
    camel: bool = False  # a camel rider: his mount is a camel (A§4.4.2)

    @property
    def can_ride(self) -> bool:
        return "mounted" in self.stats

    @property
    def knight(self) -> bool:
        return self.code[-1:] in ("k", "g")


@dataclass
class Character:
    id: str
    at: str | None  # the hex (a rider's front hex); None once dead and off the board
    facing: int | None = None  # a rider's facing; None on foot
    health: str = "healthy"  # healthy, wounded, stunned, captured (a prisoner, A§7.4), dead
    spear_thrown: bool = False
    fired_off: int = -9  # the phase number it last fired offensively in
    fired_def: int = -9  # the round it last fired defensively in
    attacked: int = -9  # the phase number it last made a melee attack in
    attacked_by: int = -9  # the phase number it was last attacked in melee in
    stunned_at: int = -9  # the phase number it was stunned in
    moved: int = -9  # the phase number it last moved in
    mp_used: int = 0  # movement points spent in that phase
    mp_left: int = 0  # movement points left in that phase
    infiltration: int = -9  # the phase number it last rolled an infiltration check in

    @property
    def mounted(self) -> bool:
        return self.facing is not None

    @property
    def alive(self) -> bool:
        return self.health != "dead"

    @property
    def able(self) -> bool:
        return self.health in ("healthy", "wounded")


CAMELS = ("camel", "pack", "palanquin")  # the animals that are camels (A§4.4, §6.7)


@dataclass
class Animal:
    """A riderless horse or camel (a rider's camel, a pack camel, a palanquin camel): where it stands
    and whose it is."""

    id: str
    side: str
    at: str
    facing: int
    alive: bool = True
    led_by: str = ""  # the character leading it by the bridle (A§4.4.4)
    led_at: int = -9  # the round a rider took it at the end of his move (it follows from the next)
    missed: str = ""  # "<rider>@<round>": a rider's grab at its bridle failed that round
    kind: str = "horse"  # horse, camel (a camel rider's), pack or palanquin (A§4.4.3)
    occupant: str = ""  # the character in a palanquin camel's palanquin

    @property
    def camel(self) -> bool:
        return self.kind in CAMELS


@dataclass
class AgerState:
    scenario: Mapping[str, Any]
    board: Board
    profiles: Mapping[str, Profile]
    chars: dict[str, Character]
    animals: dict[str, Animal] = field(default_factory=dict)
    bodies: dict[str, int] = field(default_factory=dict)  # body points per hex (A§4.2.1)
    phase_no: int = 0  # player-phases begun (1, 2, …): round = (phase_no + 1) // 2
    step: int = 0  # the step of the player-phase (1–5)
    closed: tuple[str, ...] = ()  # characters no longer a defensive-fire target this round (A§5.3)
    last_target: str = ""  # the last character defensive fire aimed at this round
    volleys: dict[str, int] = field(default_factory=dict)  # target -> hexes entered since the last volley
    halted: str = ""  # the character whose move ends where it stands (an infiltration check, a retreat)
    # this phase's charges: (rider, target, counter-charger or "", path, state) (A§7.1)
    charges: tuple[tuple[str, str, str, tuple[str, ...], str], ...] = ()
    charged: tuple[str, ...] = ()  # characters charged this round (one charge each, A§7.1.1)
    pots: dict[str, tuple[int, int]] = field(default_factory=dict)  # thrower -> (pots thrown, last round)
    fallen: tuple[str, ...] = ()  # the scenario's ladders pushed over (their hexes, A§10.2)
    gates: dict[str, str] = field(default_factory=dict)  # gate -> "open" or "broken" (else closed, A§10.1)
    labour: dict[str, int] = field(default_factory=dict)  # siege work under way -> its count (A§10.1)
    # feigned flights: (feigning group, enemy group, state, phase, feigners that fled) (A§7.2)
    feints: tuple[tuple[tuple[str, ...], tuple[str, ...], str, int, tuple[str, ...]], ...] = ()
    # prisoners taken whole -> 0 while held, then the phase since which, escaped, he stays by a dead
    # man to take his weapon, or -1 (A§7.4)
    arming: dict[str, int] = field(default_factory=dict)
    slit: tuple[str, ...] = ()  # the tent hexes slit open (A§8.6)
    bridges: dict[str, str] = field(default_factory=dict)  # bridge hex -> bridge_burnt / footbridge (A§10.1)
    # once a ladder has been moved, lifted or set up (A§10.2): the ladders standing (hex -> the wall hex
    # it leans on) in place of the scenario's less those fallen; ``lying``: the hexes a ladder lies in
    raised: dict[str, str] | None = None
    lying: tuple[str, ...] = ()
    carried: dict[str, str] = field(default_factory=dict)  # a ladder's carrier -> his partner (both ways)
    # a character in an outer corner -> (the phase, the side of it he keeps covered under crossfire, A§8.4)
    shelter: dict[str, tuple[int, int]] = field(default_factory=dict)
    trail: dict[str, list[Any]] = field(default_factory=dict)  # this player-phase so far, for the map
    last_trail: dict[str, list[Any]] = field(default_factory=dict)  # the last player-phase that showed any
    agenda: Agenda = field(default_factory=Agenda)
    dice: Dice = field(default_factory=lambda: Dice.seeded(0))
    frightened: dict[str, int] = field(
        default_factory=dict
    )  # a horseman -> the round his horse shied (A§4.4.6)
    # a naphtha fire (A§7.3): each burning hex -> (the player-phase at whose start it goes out, the pot's
    # hit hex); it burns a full round, through the other side's phase, until the thrower's side's next
    burning: dict[str, tuple[int, str]] = field(default_factory=dict)

    @property
    def round(self) -> int:
        return (self.phase_no + 1) // 2

    @property
    def sides(self) -> tuple[str, str]:
        first = str(self.scenario["first"])
        other = next(s for s in self.scenario["sides"] if s != first)
        return (first, other)

    @property
    def active(self) -> str:
        return self.sides[(self.phase_no - 1) % 2] if self.phase_no else self.sides[0]

    def other(self, side: str) -> str:
        a, b = self.sides
        return b if side == a else a


def copy_state(st: AgerState) -> AgerState:
    return replace(
        st,
        chars={k: copy.copy(c) for k, c in st.chars.items()},
        animals={k: copy.copy(a) for k, a in st.animals.items()},
        bodies=dict(st.bodies),
        volleys=dict(st.volleys),
        pots=dict(st.pots),
        gates=dict(st.gates),
        labour=dict(st.labour),
        arming=dict(st.arming),
        bridges=dict(st.bridges),
        raised=None if st.raised is None else dict(st.raised),
        carried=dict(st.carried),
        shelter=dict(st.shelter),
        trail=copied(st.trail),
        frightened=dict(st.frightened),
        burning=dict(st.burning),
    )


def refit(st: AgerState) -> None:
    """Make the board show the ladders still standing and the gates as they are now."""
    base = st.board.base or st.board
    if st.raised is not None:
        st.board = variant(base, st.raised, st.gates, st.slit, st.bridges, moved=True)
        return
    standing = {h: w for h, w in base.ladders.items() if h not in st.fallen}
    st.board = variant(base, standing, st.gates, st.slit, st.bridges)


def ladders_lying(st: AgerState) -> tuple[str, ...]:
    """The hexes a ladder lies in: pushed over, dropped or laid down (A§10.2)."""
    return st.lying if st.raised is not None else st.fallen


def profiles_of(data: Mapping[str, Any]) -> dict[str, Profile]:
    out = {}
    for c in data["characters"]:
        stats: dict[str, tuple[int, int, int]] = {}
        for key in ("mounted", "mounted_wounded", "foot", "foot_wounded"):
            if key in c:
                a, d, m = (int(x) for x in c[key])
                stats[key] = (a, d, m)
        out[str(c["id"])] = Profile(
            str(c["id"]),
            str(c.get("name", c["id"])),
            str(c["side"]),
            str(c.get("code", "")),
            c.get("weapon"),
            bool(c.get("spear", False)),
            stats,
            int(c.get("stunned", 1)),
            bool(c.get("armoured", False)),
            bool(c.get("camel", False)),
        )
    return out


# ---------------------------------------------------------------------------- reading the position


def pieces(st: AgerState, ch: Character) -> tuple[str, ...]:
    """The hexes a character stands on: two for a rider (front first), one on foot."""
    if ch.at is None:
        return ()
    if ch.facing is None:
        return (ch.at,)
    rear = rider_rear(st.board)[(ch.at, ch.facing)]
    return (ch.at, rear) if rear else (ch.at,)


def animal_hexes(st: AgerState, a: Animal) -> tuple[str, ...]:
    rear = rider_rear(st.board)[(a.at, a.facing)]
    return (a.at, rear) if rear else (a.at,)


def mount_id(st: AgerState, cid: str) -> str:
    """The id of a character's own animal: ``<id>-horse``, a camel rider's ``<id>-camel``."""
    return f"{cid}-camel" if st.profiles[cid].camel else f"{cid}-horse"


def palanquin_of(st: AgerState, cid: str) -> Animal | None:
    """The living palanquin camel the character sits in (A§4.4.3, §6.7.2), if any."""
    return (
        next((a for a in st.animals.values() if a.occupant == cid and a.alive), None) if st.animals else None
    )


def occupants(st: AgerState) -> dict[str, str]:
    """Hex label -> the living character (or living animal, ``horse:<id>``) on it."""
    out: dict[str, str] = {}
    for a in st.animals.values():
        if a.alive:
            for h in animal_hexes(st, a):
                out[h] = f"horse:{a.id}"
    for c in st.chars.values():
        if c.alive:
            for h in pieces(st, c):
                out[h] = c.id
    return out


def stats(st: AgerState, ch: Character) -> tuple[int, int, int]:
    """Attack, defence and movement in the character's present state."""
    prof = st.profiles[ch.id]
    if ch.health == "stunned":
        return (0, prof.stunned_def, 0)
    key = ("mounted" if ch.mounted else "foot") + ("_wounded" if ch.health == "wounded" else "")
    return prof.stats.get(key, (0, prof.stunned_def, 0))


def unit_ref(st: AgerState, ch: Character) -> UnitRef:
    prof = st.profiles[ch.id]
    kind = ("rider" if ch.mounted else "foot") if ch.alive else "dead"
    return UnitRef(ch.id, name=prof.name, system=SYSTEM, type=kind, hex=ch.at or "", side=prof.side)


def side_ref(side: str) -> SideRef:
    return SideRef(side, system=SYSTEM)


def dump(st: AgerState) -> dict[str, Any]:
    return {
        "scenario": st.scenario.get("id") if st.scenario.get("_named") else dict(st.scenario),
        "chars": {k: [c.at, c.facing, c.health, c.spear_thrown, *_marks(c)] for k, c in st.chars.items()},
        "animals": {k: [a.side, a.at, a.facing, a.alive, *_bridle(a)] for k, a in st.animals.items()},
        **({"frightened": dict(st.frightened)} if st.frightened else {}),
        "bodies": dict(st.bodies),
        "phase_no": st.phase_no,
        "step": st.step,
        "closed": list(st.closed),
        "last_target": st.last_target,
        "volleys": dict(st.volleys),
        "halted": st.halted,
        "charges": [[r, t, c, list(p), s] for r, t, c, p, s in st.charges],
        "charged": list(st.charged),
        "pots": {k: list(v) for k, v in st.pots.items()},
        "fallen": list(st.fallen),
        "gates": dict(st.gates),
        "labour": dict(st.labour),
        **(
            {"feints": [[list(a), list(b), s, p, list(d)] for a, b, s, p, d in st.feints]}
            if st.feints
            else {}
        ),
        **({"arming": dict(st.arming)} if st.arming else {}),
        **({"slit": list(st.slit)} if st.slit else {}),
        **({"bridges": dict(st.bridges)} if st.bridges else {}),
        **({"raised": dict(st.raised), "lying": list(st.lying)} if st.raised is not None else {}),
        **({"carried": dict(st.carried)} if st.carried else {}),
        **({"shelter": {k: list(v) for k, v in st.shelter.items()}} if st.shelter else {}),
        **({"burning": {k: list(v) for k, v in st.burning.items()}} if st.burning else {}),
        "trail": st.trail,
        "last_trail": st.last_trail,
    }


def _bridle(a: Animal) -> list[Any]:
    """Who leads the horse, when anyone has taken or tried to grab its bridle (A§4.4.4); then a camel's
    kind and who sits in its palanquin."""
    if a.kind != "horse":
        return [a.led_by, a.led_at, a.missed, a.kind, a.occupant]
    return [a.led_by, a.led_at, a.missed] if (a.led_by or a.missed) else []


def _marks(c: Character) -> list[int]:
    """The per-phase marks, in the order ``Character`` declares them."""
    return [
        c.fired_off,
        c.fired_def,
        c.attacked,
        c.attacked_by,
        c.stunned_at,
        c.moved,
        c.mp_used,
        c.mp_left,
        c.infiltration,
    ]


def _animal(k: str, v: list[Any]) -> Animal:
    s, at, f, al, *r = v
    a = Animal(k, s, at, int(f), bool(al))
    if r:
        a.led_by, a.led_at, a.missed = str(r[0]), int(r[1]), str(r[2])
    if len(r) > 3:
        a.kind, a.occupant = str(r[3]), str(r[4])
    return a


def load(data: Mapping[str, Any], scenario: Mapping[str, Any], agenda: Agenda, dice: Dice) -> AgerState:
    board, profiles = prepared(scenario)
    chars = {}
    for k, v in data["chars"].items():
        at, facing, health, thrown, *marks = v
        chars[k] = Character(k, at, facing, health, bool(thrown), *(int(m) for m in marks))
    animals = {k: _animal(k, v) for k, v in data["animals"].items()}
    st = AgerState(
        scenario,
        board,
        profiles,
        chars,
        animals,
        {k: int(v) for k, v in data["bodies"].items()},
        int(data["phase_no"]),
        int(data["step"]),
        tuple(data["closed"]),
        str(data["last_target"]),
        {k: int(v) for k, v in data["volleys"].items()},
        str(data["halted"]),
        tuple((str(r), str(t), str(c), tuple(p), str(s)) for r, t, c, p, s in data.get("charges", ())),
        tuple(data.get("charged", ())),
        {k: (int(a), int(b)) for k, (a, b) in data.get("pots", {}).items()},
        tuple(data.get("fallen", ())),
        {str(k): str(v) for k, v in data.get("gates", {}).items()},
        {str(k): int(v) for k, v in data.get("labour", {}).items()},
        tuple((tuple(a), tuple(b), str(s), int(p), tuple(d)) for a, b, s, p, d in data.get("feints", ())),
        {str(k): int(v) for k, v in data.get("arming", {}).items()},
        tuple(str(h) for h in data.get("slit", ())),
        {str(k): str(v) for k, v in data.get("bridges", {}).items()},
        None if "raised" not in data else {str(k): str(v) for k, v in data["raised"].items()},
        tuple(str(h) for h in data.get("lying", ())),
        {str(k): str(v) for k, v in data.get("carried", {}).items()},
        {str(k): (int(p), int(s)) for k, (p, s) in data.get("shelter", {}).items()},
        copied(data.get("trail", {})),
        copied(data.get("last_trail", {})),
        agenda,
        dice,
        {str(k): int(v) for k, v in data.get("frightened", {}).items()},
        burning={str(k): (int(p), str(c)) for k, (p, c) in data.get("burning", {}).items()},
    )
    if st.fallen or st.gates or st.slit or st.bridges or st.raised is not None:
        refit(st)
    return st


_PREPARED: dict[int, tuple[Mapping[str, Any], Board, dict[str, Profile]]] = {}


def prepared(scenario: Mapping[str, Any]) -> tuple[Board, dict[str, Profile]]:
    """The board and profiles of a scenario, built once per scenario mapping."""
    got = _PREPARED.get(id(scenario))
    if got is not None and got[0] is scenario:
        return got[1], got[2]
    board, profiles = build_board(scenario["map"]), profiles_of(scenario)
    _PREPARED[id(scenario)] = (scenario, board, profiles)
    return board, profiles
