"""Retreats after fire or melee (A§5.4.4, A§6.4, E-A8).

The first hex must take the character farther from the shooter or attacker, the later ones may not
bring it closer; it may pass friends but not enemies and ends on a free hex, or on a friend able to act
whom it pushes one hex out of the way, onto a free hex he could enter (``retreat 0411 0410 push
0409``; the pushed friend is checked for infiltration there; reading: he pushes nobody further, and a
retreat that needs no push is the default); a rider backs straight away. A retreat that cannot be
made in full is not made: the character stays and is wounded.
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
from engine.core.hexgrid import TwoHexPiece, distance, line_point
from engine.core.machine import DONE, Again, Ask, Asks, Step, Task
from engine.core.messages import Msg
from engine.core.protocol import Choice
from engine.core.refs import HexRef


def _foot_paths(
    st: AgerState, ch: Character, src: str, n: int, foes: set[str]
) -> list[tuple[tuple[str, ...], str]]:
    """Each legal retreat: its hexes, and where the friend it ends on is pushed ("" when it ends on a
    free hex)."""
    side = st.profiles[ch.id].side
    occ = occupants(st)
    assert ch.at is not None
    out: list[tuple[tuple[str, ...], str]] = []

    def ok(lab: str) -> bool:
        who = occ.get(lab)
        if who is not None and not who.startswith("horse:") and st.profiles[who].side != side:
            return False
        if enter_cost(st, lab, mounted=False) is None:
            return False
        return not any(dist(st, lab, f) == 1 for f in foes)

    def grow(path: tuple[str, ...], here: str) -> None:
        if len(path) == n:
            who = occ.get(here, ch.id)
            if who == ch.id:
                out.append((path, ""))
            else:  # a friend there is pushed out of the way (A§5.4.4)
                out.extend((path, to) for to in _push_spots(st, who, here, (ch.at or "", *path), occ))
            return
        d0 = dist(st, src, here)
        for lab in st.board.neighbours(here):
            d = dist(st, src, lab)
            if ground(lab) == ground(here):
                continue  # a retreat does not climb through a hatch (reading, A§8.5)
            if lab in path or (d <= d0 if not path else d < d0) or not ok(lab):
                continue
            grow((*path, lab), lab)

    grow((), ch.at)
    return out


def _push_spots(st: AgerState, who: str, here: str, keep: tuple[str, ...], occ: dict[str, str]) -> list[str]:
    """Where the friend ``who`` standing on ``here`` may be pushed, one hex, to end a retreat there: a
    free hex next to it he could step into and enter on foot, off the retreat (A§5.4.4). None for a
    horse, a rider (two hexes), a man in a palanquin or one unable to act (stunned, a prisoner)."""
    if who.startswith("horse:"):
        return []
    friend = st.chars[who]
    if not friend.able or friend.mounted or (st.animals and palanquin_of(st, who) is not None):
        return []
    return [
        lab
        for lab in st.board.neighbours(here)
        if lab not in keep
        and ground(lab) != ground(here)
        and lab not in occ
        and enter_cost(st, lab, mounted=False) is not None
    ]


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
        if ch.mounted:
            path = _rider_path(st, ch, self.hexes)
            paths = [(path, "")] if path is not None else []
        else:
            paths = _foot_paths(st, ch, self.source, self.hexes, foes)
            side = st.profiles[ch.id].side
            ahead = _straight_on(st, self.source, ch.at or "", self.hexes)
            paths.sort(
                key=lambda pp: (
                    bool(st.burning) and _in_fire(st, pp[0][-1]),  # one ending out of a naphtha fire first
                    pp[1] != "",  # a retreat that pushes nobody first
                    sum(len(threats(st, side, h)) for h in pp[0]),
                    -dist(st, self.source, pp[0][-1]),
                    dist(st, ahead, pp[0][-1]) if ahead else 0,
                    pp,
                )
            )
        if not paths:
            host.say("ager.ev.no_retreat", rule, unit=unit_ref(st, ch))
            wound(host, ch, rule)
            return DONE
        if len(paths) == 1:
            return self.go(host, *paths[0])
        # the owner chooses among the legal retreats; the default ends out of the fire, pushes nobody,
        # passes fewest enemies, then ends farthest away and nearest straight on (a standing answer takes it)
        orders = tuple(" ".join(("retreat", *p, *(("push", to) if to else ()))) for p, to in paths)
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
        words = order.upper().split()[1:]
        if "PUSH" in words:
            return self.go(host, tuple(words[: words.index("PUSH")]), words[-1])
        return self.go(host, tuple(words))

    def go(self, host: AgerTurn, path: tuple[str, ...], push: str = "") -> Step:
        st: AgerState = host.state
        ch = st.chars[self.unit]
        host.say("ager.ev.retreats", "Ager 5.4.4", unit=unit_ref(st, ch), path=" ".join(path))
        host.push(RetreatWalk(ch.id, path, self.defensive, push))
        return DONE


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
    push: str = ""  # where the friend on the last hex is pushed, to make room (A§5.4.4)
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
            who = occupants(st).get(self.path[0], ch.id)
            if who != ch.id:  # the friend there makes room: pushed one hex, checked there (A§5.4.4)
                friend = st.chars[who]
                host.say("ager.ev.pushed", "Ager 5.4.4", unit=unit_ref(st, friend), hex=HexRef(self.push))
                friend.at = self.push
                host.push(Infiltration(friend.id, friend.at, True))
                from engine.ager.rules.s07_naphtha import catch_fire

                catch_fire(host, friend)  # pushed into a burning hex (A§7.3)
                return Again(self)
        ch.at = self.path[0]
        host.say("ager.ev.stepped", unit=unit_ref(st, ch), hex=HexRef(ch.at), mp=0)
        host.push(Infiltration(ch.id, ch.at, True))
        return Again(replace(self, path=self.path[1:], moved=True))
