"""Pieces, turn flags, events and the small vocabulary every section shares (no rule of its own)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, NamedTuple

from engine.cca.cards import cards, ctype
from engine.cca.constants import FACE_NAMES, FLANKS, UNIT_TYPES
from engine.cca.state import Leader, State, Unit
from engine.core.dice import DiceBox
from engine.core.hexgrid import Hex
from engine.core.machine import Agenda, Ask, Task, Turn
from engine.core.messages import Msg
from engine.core.protocol import Choice, Event
from engine.core.refs import CardRef, LeaderRef, SideRef, TermRef


@dataclass(frozen=True)
class Act:
    verb: str
    args: tuple[str, ...] = ()

    def text(self) -> str:
        return " ".join((self.verb, *self.args))


# a decision owed: an ask of the decision machine
Decision = Ask


class Why(NamedTuple):
    """Why an order is refused: a key under ``cca.err``, the rule that forbids it and the message's
    parameters. The checks that decide what is legal return it, so a refusal is the reason itself."""

    key: str
    rule: str
    params: dict[str, Any]


def why(key: str, rule: str, **params: Any) -> Why:
    return Why(key, rule, params)


def named(w: Why, piece: str) -> Why:
    """The same refusal, naming the piece as the player wrote it."""
    return Why(w.key, w.rule, {"piece": piece, **w.params})


def reason(key: str, **params: Any) -> Msg:
    """A reason nested in a refusal (``cca.why_not.<key>``): the refusal carries the rule."""
    return Msg(f"cca.why_not.{key}", params)


def listing(choices: Iterable[Choice]) -> str:
    """The orders possible now, as a refusal lists them (at most twelve)."""
    orders = [ch.order for ch in choices]
    return ", ".join(orders[:12]) + (" …" if len(orders) > 12 else "")


@lru_cache(maxsize=512)
def _ev_key(key: str) -> str:
    return f"cca.ev.{key}"


class Ctx(Turn):
    """One action being applied (the decision machine's host): the state copy, the dice box and the
    events so far; ``auto`` the orders the machine took itself ([side, decision kind, order])."""

    system = "cca"

    def __init__(self, st: State, box: DiceBox) -> None:
        # the fields of ``Turn`` set one by one (a context is made for every order applied)
        self.state = st
        self.box = box
        self.copy = None
        self.events = []
        self.revealed = False
        self.activation_ended = False
        self.st = st
        self.auto: list[list[str]] = []

    def push(self, *tasks: Task[Any]) -> None:
        ag = self.st.agenda
        stack = (*ag.stack, *reversed(tasks)) if len(tasks) > 1 else (*ag.stack, *tasks)
        self.st.agenda = Agenda(stack, ag.asks, ag.sealed, ag.answers, ag.standing, ag.finished, ag.taken)

    def ev(self, key: str, rule: str | None = None, private_to: str | None = None, **params: Any) -> None:
        self.events.append(Event(Msg(_ev_key(key), params, rule), private_to))


def enemy(side: str) -> str:
    return "south" if side == "north" else "north"


def lab(st: State, h: Hex) -> str:
    return st.board.label[h]


def unit_at(st: State, h: Hex) -> Unit | None:
    uid = st.uat.get(h)
    return st.units[uid] if uid is not None else None


def leader_at(st: State, h: Hex) -> Leader | None:
    lid = st.lat.get(h)
    return st.leaders[lid] if lid is not None else None


def attached(st: State, u: Unit) -> Leader | None:
    ld = leader_at(st, u.hex)
    return ld if ld is not None and ld.side == u.side else None


def lone_leader(st: State, h: Hex) -> Leader | None:
    if h in st.uat:
        return None
    return leader_at(st, h)


def ref(st: State, pid: str) -> str:
    """Notation of a piece: its hex, with an L suffix for a leader sharing a unit's hex."""
    if pid in st.units:
        return lab(st, st.units[pid].hex)
    ld = st.leaders[pid]
    assert ld.hex is not None
    return lab(st, ld.hex) + ("L" if ld.hex in st.uat else "")


def resolve_ref(st: State, text: str) -> str | None:
    t = text.upper()
    want_leader = t.endswith("L") and len(t) >= 3
    h = st.board.by_label.get(t[:-1] if want_leader else t)
    if h is None:
        return None
    if want_leader:
        return st.lat.get(h)
    return st.uat.get(h) or st.lat.get(h)


def flags_of(st: State, pid: str) -> dict[str, int]:
    """The piece's flags for this turn, to change (copied first when shared with an earlier state)."""
    f = st.tf.get(pid)
    own = st.tf_own
    if f is None:
        f = st.tf[pid] = {}
        if own is not None:
            own.add(pid)
    elif own is not None and pid not in own:
        f = st.tf[pid] = dict(f)
        own.add(pid)
    return f


def tflag(st: State, pid: str, key: str) -> int:
    f = st.tf.get(pid)
    return f.get(key, 0) if f else 0


def adjacent_enemy_units(st: State, h: Hex, side: str) -> list[Unit]:
    out = []
    for n in st.board.nbrs[h]:
        u = unit_at(st, n)
        if u is not None and u.side != side:
            out.append(u)
    return out


def adjacent_enemy_targets(st: State, h: Hex, side: str) -> list[str]:
    out = []
    for n in st.board.nbrs[h]:
        uid = st.uat.get(n)
        if uid is not None:
            if st.units[uid].side != side:
                out.append(uid)
            continue
        lid = st.lat.get(n)
        if lid is not None and st.leaders[lid].side != side:
            out.append(lid)
    return out


def friendly_leader_near(st: State, u: Unit) -> bool:
    for h in (u.hex, *st.board.nbrs[u.hex]):
        ld = leader_at(st, h)
        if ld is not None and ld.side == u.side:
            return True
    return False


def add_overlay(st: State, key: str, item: list[Any]) -> None:
    """Draw a move, attack, retreat or loss on this turn's map overlay."""
    st.mine("overlay")
    st.overlay[key].append(item)


def move_unit(c: Ctx, u: Unit, dest: Hex) -> None:
    st = c.st
    ld = attached(st, u)
    start = u.hex
    del st.uat[u.hex]
    if ld is not None:
        del st.lat[ld.hex]  # type: ignore[arg-type]
        ld.hex = dest
        st.lat[dest] = ld.id
        flags_of(st, ld.id)["dm"] = 1
    u.hex = dest
    st.uat[dest] = u.id
    st.placed(start, dest)


def move_leader(c: Ctx, ld: Leader, dest: Hex | None) -> None:
    st = c.st
    start = ld.hex
    if ld.hex is not None and st.lat.get(ld.hex) == ld.id:
        del st.lat[ld.hex]
    ld.hex = dest
    if dest is not None:
        st.lat[dest] = ld.id
    st.placed(*(h for h in (start, dest) if h is not None))


def remove_unit(c: Ctx, u: Unit) -> None:
    del c.st.uat[u.hex]
    del c.st.units[u.id]
    c.st.placed(u.hex)


def add_loss(c: Ctx, u: Unit, n: int, eliminated: bool) -> None:
    add_overlay(c.st, "losses", [u.side, lab(c.st, u.hex), n, eliminated, u.kind])


def uname(u: Unit) -> TermRef:
    """How events name a unit: its side and type ("north heavy infantry")."""
    return side_unit(u.side, u.kind)


@lru_cache(maxsize=64)
def side_unit(side: str, kind: str) -> TermRef:
    """A unit type with its side, the term ``cca.term.side_unit.<side>.<type>``; transcripts print
    "north heavy infantry"."""
    return TermRef(
        f"{side}.{kind}", system="cca", domain="side_unit", shown=f"{side} {UNIT_TYPES[kind].name}"
    )


def what(st: State, pid: str) -> TermRef | LeaderRef:
    """How events name a piece that is attacked: a unit as ``uname``, a leader by name."""
    return uname(st.units[pid]) if pid in st.units else leader_ref(st.leaders[pid])


def route(labels: list[str]) -> str:
    """A path as events show it: E7 → E6 → D5."""
    return " → ".join(labels)


def title(card: str) -> CardRef:
    """A card's title, as events show a card played or copied (players type ids; titles read better)."""
    kind = ctype(card)
    return _card_ref(kind, cards()[kind].title)


@lru_cache(maxsize=256)
def _card_ref(kind: str, shown: str) -> CardRef:
    return CardRef(kind, system="cca", shown=shown)


def names(faces: Iterable[int]) -> list[TermRef]:
    """Die faces as events name them: terms ``cca.term.face.<FACE>``; transcripts print "SWORDS"."""
    return [face_ref(f) for f in faces]


@lru_cache(maxsize=8)
def face_ref(face: int) -> TermRef:
    return TermRef(FACE_NAMES[face], system="cca", domain="face")


@lru_cache(maxsize=32)
def terrain_ref(terrain: str) -> TermRef:
    """A terrain as messages name it: its term ``cca.term.terrain.<id>``; transcripts print "broken"."""
    return TermRef(terrain, system="cca", domain="terrain", shown=terrain.replace("_", " "))


@lru_cache(maxsize=4)
def side_ref(side: str) -> SideRef:
    """A side as messages name it: its term ``cca.term.side.<side>``; transcripts print the id."""
    return SideRef(side, system="cca")


def physical(side: str, flank: str) -> str:
    return FLANKS[side][flank]


def ordered(st: State) -> list[str]:
    return [pid for pid, f in st.tf.items() if f.get("o")]


def piece_hex(st: State, pid: str) -> Hex:
    h = st.units[pid].hex if pid in st.units else st.leaders[pid].hex
    assert h is not None
    return h


def target_hex(st: State, tid: str) -> Hex:
    h = st.units[tid].hex if tid in st.units else st.leaders[tid].hex
    assert h is not None
    return h


def alive_at(st: State, pid: str, label: str) -> bool:
    h = st.board.by_label[label]
    if pid in st.units:
        return st.units[pid].hex == h
    ld = st.leaders.get(pid)
    return ld is not None and ld.hex == h


@lru_cache(maxsize=8192)
def choice(order: str) -> Choice:
    return Choice(order, Msg("cca.choice", {"order": order}))


def kind_name(u: Unit) -> TermRef:
    """A unit's type, as messages name it: the term of the reader's language."""
    return kind_ref(u.kind)


@lru_cache(maxsize=64)
def kind_ref(kind: str) -> TermRef:
    return TermRef(kind, system="cca", domain="unit")


def leader_ref(ld: Leader) -> LeaderRef:
    """A leader, as messages name it (by its printed name)."""
    return LeaderRef(ld.id, name=ld.name, side=ld.side, system="cca")


def who(st: State, pid: str) -> TermRef | LeaderRef | str:
    return what(st, pid) if pid in st.units or pid in st.leaders else "?"


def leader_end_key(x: str) -> tuple[int, str]:
    return (1, x) if x == "off" else (0, x)


@lru_cache(maxsize=8192)
def split_order(order: str) -> tuple[str, tuple[str, ...]]:
    parts = order.split()
    return parts[0], tuple(parts[1:])
