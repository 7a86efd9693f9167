"""Retreats after fire or melee (A§5.4.4, A§6.4, E-A8).

The first hex must take the character farther from the shooter or attacker, the later ones may not
bring it closer; it may pass friends but not enemies and ends on a free hex, or on a friend on foot
able to act whom it pushes one hex out of the way, off the retreat, onto a hex he could enter: a free
one, or one where another such friend stands, pushed on in turn ("pushed characters may push others"),
at most ``push_chain`` friends in one chain (movement.toml; the bound is ours) (``retreat 0411 0410
push 0409 0408``; each pushed friend is checked for infiltration where he stops; a retreat pushing
nobody is the default, then the fewest pushed); a rider backs straight away. A retreat that cannot be
made in full is not made: the character stays and is wounded (when friends were in the way with no
room to push them, the log says so). An order pushing where there is no room is refused saying why.
A stunned character forced to retreat dies. Every hex entered, the last included, is checked for
infiltration (A§4.3). The owner chooses among the legal retreats (``retreat 0411 0410``); the default,
which the standing answer ``standing ager.retreat always`` takes, ends out of any naphtha fire (one
ending in a burning hex rolls there, A§7.3), passes fewest enemies, then ends farthest away and
nearest straight on.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.ager.board import ORIENT, ground
from engine.ager.geometry import dist, enter_cost, threats
from engine.ager.rules.s01_health import AgerTurn, kill, wound
from engine.ager.rules.s04_infiltration import Infiltration
from engine.ager.state import AgerState, Character, occupants, palanquin_of, unit_ref
from engine.ager.tables import tables
from engine.core.errors import IllegalAction
from engine.core.hexgrid import TwoHexPiece, distance, line_point
from engine.core.machine import DONE, Again, Ask, Asks, Step, Task
from engine.core.messages import Msg
from engine.core.protocol import Choice
from engine.core.refs import HexRef


def _foot_paths(
    st: AgerState, ch: Character, src: str, n: int, foes: set[str], crowd: list[str] | None = None
) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """Each legal retreat: its hexes, and the chain of pushes that makes room on its last hex (empty
    when it ends on a free hex): the friend there is pushed to the first hex of the chain, the friend
    standing there to the next, and so on. ``crowd`` gathers the last hexes of the retreats that end on
    a friend and find no room to push him."""
    assert ch.at is not None
    walk = _Retreat(st, ch, src, n, foes, crowd, st.profiles[ch.id].side, occupants(st), [])
    walk.grow((), ch.at)
    return walk.out


class _Retreat:
    """The search of ``_foot_paths`` (an object rather than a recursive closure, which refers to itself
    and so would keep the state it reads alive until a garbage collection)."""

    def __init__(
        self,
        st: AgerState,
        ch: Character,
        src: str,
        n: int,
        foes: set[str],
        crowd: list[str] | None,
        side: str,
        occ: dict[str, str],
        out: list[tuple[tuple[str, ...], tuple[str, ...]]],
    ) -> None:
        self.st, self.ch, self.src, self.n, self.foes, self.crowd = st, ch, src, n, foes, crowd
        self.side, self.occ, self.out = side, occ, out

    def ok(self, lab: str) -> bool:
        st = self.st
        who = self.occ.get(lab)
        if who is not None and not who.startswith("horse:") and st.profiles[who].side != self.side:
            return False
        if enter_cost(st, lab, mounted=False) is None:
            return False
        return not any(dist(st, lab, f) == 1 for f in self.foes)

    def grow(self, path: tuple[str, ...], here: str) -> None:
        st, ch = self.st, self.ch
        if len(path) == self.n:
            if self.occ.get(here, ch.id) == ch.id:
                self.out.append((path, ()))
            else:  # a friend there is pushed out of the way, and pushes others in turn (A§5.4.4)
                chains = push_chains(st, self.side, here, (ch.at or "", *path), self.occ)
                self.out.extend((path, c) for c in chains)
                if not chains and self.crowd is not None:
                    self.crowd.append(here)
            return
        d0 = dist(st, self.src, here)
        for lab in st.board.neighbours(here):
            d = dist(st, self.src, lab)
            if ground(lab) == ground(here):
                continue  # a retreat does not climb through a hatch (reading, A§8.5)
            if lab in path or (d <= d0 if not path else d < d0) or not self.ok(lab):
                continue
            self.grow((*path, lab), lab)


def pushable(st: AgerState, who: str | None) -> bool:
    """A friend a retreat may push out of the way: on foot and able to act; not a horse, a rider (two
    hexes), a man in a palanquin nor one unable to act (stunned, a prisoner)."""
    if who is None or who.startswith("horse:"):
        return False
    friend = st.chars[who]
    return friend.able and not friend.mounted and not (st.animals and palanquin_of(st, who) is not None)


def push_steps(st: AgerState, here: str, keep: tuple[str, ...]) -> list[str]:
    """Where the friend on ``here`` may be pushed: one hex, off the retreat and the chain so far
    (``keep``), not another place of his own hex (a roof, a ladder), that he could enter on foot."""
    return [
        lab
        for lab in st.board.neighbours(here)
        if lab not in keep and ground(lab) != ground(here) and enter_cost(st, lab, mounted=False) is not None
    ]


def push_chains(
    st: AgerState, side: str, here: str, keep: tuple[str, ...], occ: dict[str, str]
) -> list[tuple[str, ...]]:
    """Each chain of pushes that makes room on ``here`` (A§5.4.4: "pushed characters may push others"):
    the friend there goes one hex on, onto a free hex or onto a friend who is pushed in turn, at most
    ``push_chain`` friends in all (movement.toml). None when he cannot be pushed or finds no room."""
    out: list[tuple[str, ...]] = []
    _push_from(st, side, keep, occ, int(tables().movement.get("push_chain", 3)), (), here, out)
    return sorted(out, key=lambda c: (len(c), c))


def _push_from(
    st: AgerState,
    side: str,
    keep: tuple[str, ...],
    occ: dict[str, str],
    most: int,
    chain: tuple[str, ...],
    at: str,
    out: list[tuple[str, ...]],
) -> None:
    """``push_chains`` from the friend on ``at``, pushed by ``chain`` so far (a function of its own rather
    than a recursive closure, which would keep the state it reads alive until a garbage collection)."""
    who = occ.get(at)
    if not pushable(st, who) or st.profiles[who or ""].side != side:
        return
    for lab in push_steps(st, at, (*keep, *chain)):
        if lab not in occ:
            out.append((*chain, lab))
        elif len(chain) + 1 < most:
            _push_from(st, side, keep, occ, most, (*chain, lab), lab, out)


def _rider_path(st: AgerState, ch: Character, n: int) -> tuple[str, ...] | None:
    assert ch.at is not None and ch.facing is not None
    side = st.profiles[ch.id].side
    occ = occupants(st)
    piece = TwoHexPiece(st.board.hexes[ch.at], ch.facing)
    path = []
    for _ in range(n):
        piece = piece.backed(ORIENT)
        rear = st.board.at(piece.rear(ORIENT))
        front = st.board.at(piece.front)
        if rear is None or front is None or enter_cost(st, rear, mounted=True) is None:
            return None
        who = occ.get(rear)
        if who is not None and who != ch.id and (who.startswith("horse:") or st.profiles[who].side != side):
            return None
        path.append(front)
    last = TwoHexPiece(st.board.hexes[path[-1]], ch.facing).hexes(ORIENT)
    if any(occ.get(st.board.at(h) or "", ch.id) != ch.id for h in last):
        return None
    return tuple(path)


@dataclass(frozen=True, slots=True)
class Retreat(Task[AgerTurn], kind="ager.retreat"):
    """``unit`` retreats ``hexes`` hexes away from ``source`` (``foes``: the other side of its melee,
    comma-separated, whose neighbouring hexes it may not enter)."""

    unit: str
    source: str
    hexes: int
    foes: str
    defensive: bool

    def stale(self, host: AgerTurn) -> bool:
        ch = host.state.chars.get(self.unit)
        return ch is None or not ch.alive or ch.at is None

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        ch = st.chars[self.unit]
        rule = "Ager 5.4.4"
        if ch.health == "stunned":
            kill(host, ch, rule)
            return DONE
        foes = {h for f in self.foes.split(",") if f for h in _foe_hexes(st, f)}
        crowd: list[str] = []
        if ch.mounted:
            path = _rider_path(st, ch, self.hexes)
            paths: list[tuple[tuple[str, ...], tuple[str, ...]]] = [(path, ())] if path is not None else []
        else:
            paths = _foot_paths(st, ch, self.source, self.hexes, foes, crowd)
            side = st.profiles[ch.id].side
            ahead = _straight_on(st, self.source, ch.at or "", self.hexes)
            paths.sort(
                key=lambda pp: (
                    bool(st.burning) and _in_fire(st, pp[0][-1]),  # one ending out of a naphtha fire first
                    len(pp[1]),  # a retreat that pushes nobody first, then the fewest pushed
                    sum(len(threats(st, side, h)) for h in pp[0]),
                    -dist(st, self.source, pp[0][-1]),
                    dist(st, ahead, pp[0][-1]) if ahead else 0,
                    pp,
                )
            )
        if not paths:
            if crowd:  # friends in the way, with no room to push them aside (A§5.4.4)
                host.say("ager.ev.no_push_room", rule, unit=unit_ref(st, ch), most=_most())
            host.say("ager.ev.no_retreat", rule, unit=unit_ref(st, ch))
            wound(host, ch, rule)
            return DONE
        if len(paths) == 1:
            return self.go(host, *paths[0])
        # the owner chooses among the legal retreats; the default ends out of the fire, pushes nobody,
        # passes fewest enemies, then ends farthest away and nearest straight on (a standing answer takes it)
        orders = tuple(" ".join(("retreat", *p, *(("push", *chain) if chain else ()))) for p, chain in paths)
        return Asks(
            Ask(
                st.profiles[ch.id].side,
                "ager.retreat",
                Msg("ager.ask.retreat", {"unit": unit_ref(st, ch), "hexes": self.hexes}, rule),
                tuple(Choice(o, Msg("core.choice", {"order": o})) for o in orders),
                default=orders[0],
                standing=(("always", orders[0]),),
            )
        )

    def answer(self, host: AgerTurn, ask: Ask, order: str) -> Step:
        return self.go(host, *_split(order))

    def refusal(self, host: AgerTurn, ask: Ask, order: str) -> IllegalAction:
        """A retreat the choices do not list because of whom it pushes, and where, says why (A§5.4.4)."""
        st: AgerState = host.state
        ch = st.chars[self.unit]
        path, chain = _split(order)
        if not path or ch.mounted or path not in {_split(o)[0] for o in ask.orders}:
            return Task.refusal(self, host, ask, order)
        why = _why_no_push(st, st.profiles[ch.id].side, (ch.at or "", *path), chain)
        return why if why is not None else Task.refusal(self, host, ask, order)

    def go(self, host: AgerTurn, path: tuple[str, ...], chain: tuple[str, ...] = ()) -> Step:
        st: AgerState = host.state
        ch = st.chars[self.unit]
        host.say("ager.ev.retreats", "Ager 5.4.4", unit=unit_ref(st, ch), path=" ".join(path))
        host.push(RetreatWalk(ch.id, path, self.defensive, " ".join(chain)))
        return DONE


def _split(order: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``retreat 0411 0410 push 0409 0408``: the retreat's hexes and its pushes (none if not a retreat)."""
    words = order.upper().split()
    if words[:1] != ["RETREAT"]:
        return (), ()
    at = words.index("PUSH") if "PUSH" in words else len(words)
    return tuple(words[1:at]), tuple(words[at + 1 :])


def _most() -> int:
    """The most friends one retreat pushes in a chain (movement.toml ``push_chain``)."""
    return int(tables().movement.get("push_chain", 3))


def _why_no_push(
    st: AgerState, side: str, walked: tuple[str, ...], chain: tuple[str, ...]
) -> IllegalAction | None:
    """Why the pushes ``chain`` do not make room at the end of the retreat ``walked`` (its start first),
    or None if they do (A§5.4.4)."""
    occ = occupants(st)
    rule = "Ager 5.4.4"
    at, keep = walked[-1], walked
    who = occ.get(at)
    if who is None:
        return None
    if not chain:
        if not pushable(st, who) or st.profiles[who].side != side:
            return None
        return IllegalAction("ager.err.push_where", rule=rule, unit=_ref(st, who), hex=HexRef(at))
    for i, to in enumerate(chain):
        who = occ.get(at)
        if who is None:
            return None
        if not pushable(st, who) or st.profiles[who].side != side:
            return IllegalAction("ager.err.unpushable", rule=rule, unit=_ref(st, who))
        if to not in push_steps(st, at, keep):
            return _push_err(st, who, to, Msg("ager.push.not_next"))
        there = occ.get(to)
        if there is not None and (i == len(chain) - 1 or i + 1 >= _most()):
            if not pushable(st, there) or st.profiles[there].side != side:
                return _push_err(st, who, to, Msg("ager.push.held", {"who": _ref(st, there)}))
            if i + 1 >= _most():
                return _push_err(
                    st, who, to, Msg("ager.push.chain", {"who": _ref(st, there), "most": _most()})
                )
            return _push_err(st, who, to, Msg("ager.push.onward", {"who": _ref(st, there)}))
        keep, at = (*keep, to), to
    return None


def _push_err(st: AgerState, who: str, to: str, why: Msg) -> IllegalAction:
    return IllegalAction("ager.err.push", rule="Ager 5.4.4", unit=_ref(st, who), hex=HexRef(to), why=why)


def _ref(st: AgerState, who: str) -> object:
    """A character, or a riderless animal (its kind), as a message names it."""
    if who.startswith("horse:"):
        from engine.ager.rules.s05_fire import term

        return term("piece", "camel" if st.animals[who[6:]].camel else "horse")
    return unit_ref(st, st.chars[who])


def _in_fire(st: AgerState, lab: str) -> bool:
    from engine.ager.rules.s07_naphtha import burns

    return burns(st, lab) is not None


def _straight_on(st: AgerState, src: str, here: str, n: int) -> str | None:
    """The hex ``n`` hexes straight on from ``here``, away from ``src``."""
    a, b = st.board.hexes[src], st.board.hexes[here]
    d = distance(a, b)
    return st.board.at(line_point(a, b, 1 + n / d)) if d else None


def _foe_hexes(st: AgerState, cid: str) -> tuple[str, ...]:
    from engine.ager.state import pieces

    c = st.chars.get(cid)
    return pieces(st, c) if c is not None and c.able else ()


@dataclass(frozen=True, slots=True)
class RetreatWalk(Task[AgerTurn], kind="ager.retreat_walk"):
    unit: str
    path: tuple[str, ...]
    defensive: bool
    push: str = ""  # where the friend on the last hex is pushed, and the friend there in turn… (A§5.4.4)
    moved: bool = False  # it has entered a hex
    begun: bool = False  # a halt standing before it has been put aside
    held: bool = False  # his move had already ended where this retreat began (a fire's retreat after one)

    def stale(self, host: AgerTurn) -> bool:
        ch = host.state.chars.get(self.unit)
        return ch is None or not ch.alive or ch.at is None

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        ch = st.chars[self.unit]
        if not self.begun and not self.moved:
            # a move already ended (a defensive-fire retreat into a burning hex: the fire's retreat that
            # follows, A§7.3) does not stop this retreat; it stays ended after it
            held = st.halted == ch.id
            if held:
                st.halted = ""
            return Again(replace(self, begun=True, held=held))
        if not self.path or st.halted == ch.id:
            # stopped by an infiltration check, or there; after defensive fire its move ends too
            st.halted = ch.id if self.defensive or self.held else ""
            if self.moved:
                from engine.ager.rules.s07_naphtha import catch_fire

                catch_fire(host, ch)  # a retreat ending in a burning hex: he rolls there (A§7.3)
            return DONE
        if len(self.path) == 1 and self.push:
            occ = occupants(st)
            moved: list[tuple[Character, str]] = []
            at = self.path[0]
            for to in self.push.split():
                who = occ.get(at, ch.id)
                if who == ch.id or who.startswith("horse:"):
                    break
                moved.append((st.chars[who], to))
                at = to
            from engine.ager.rules.s07_naphtha import into_fire

            # the friends there make room, each pushed one hex on, checked there for infiltration and,
            # pushed into a burning hex, for the fire (A§5.4.4, §7.3)
            after: list[Task[AgerTurn]] = []
            for friend, to in moved:
                host.say("ager.ev.pushed", "Ager 5.4.4", unit=unit_ref(st, friend), hex=HexRef(to))
                friend.at = to
            for friend, _to in moved:
                fire = into_fire(st, friend) if st.burning else None
                after += [Infiltration(friend.id, friend.at or "", True), *([fire] if fire else [])]
            if moved:
                host.push(*after)
                return Again(self)
        ch.at = self.path[0]
        host.say("ager.ev.stepped", unit=unit_ref(st, ch), hex=HexRef(ch.at), mp=0)
        host.push(Infiltration(ch.id, ch.at, True))
        return Again(replace(self, path=self.path[1:], moved=True))
