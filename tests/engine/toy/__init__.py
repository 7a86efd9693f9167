"""Patrol: a toy system built on the decision machine, to show and test what the kernel gives a system.

Two sides, red and blue, each with runners and sentries on a 5×6 board (labels A1–E6, red's home row 1,
blue's row 6). A runner that reaches the enemy's home row scores a point; two points win, so does being
the last side with runners; after six rounds the higher score wins.

Each round both sides choose a stance in secret (``stance bold`` moves runners 3 hexes, ``stance wary``
2): a sealed decision by both, opened when both are in. Then each side moves one runner along a path
(``move r1 C2``, or a whole path ``move r1 B2 C2``, or ``pass``). The move is walked one hex at a time:
at every hex next to an enemy sentry the sentry's side may ``fire`` or ``hold`` (a reaction window at
each hex of the move); when a sentry fires, the runner's side may ``duck`` (the shot hits only on a 6,
and the runner stops there) or ``press`` on (hit on 4+): a window nested in the other. Both windows take
standing answers (``standing toy.sentry always``).

It is small on purpose: the rules live in the tasks below, and ``RulesetBase`` gives it the whole
Ruleset protocol.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from engine.core.dice import Dice
from engine.core.errors import IllegalAction, InvalidNotation
from engine.core.hexgrid import Orientation, hex_to_letter_row, letter_row_to_hex
from engine.core.machine import DONE, Again, Agenda, Ask, Asks, Step, Task, Turn, Walk, choices
from engine.core.messages import Msg
from engine.core.protocol import Result, ScenarioInfo
from engine.core.refs import HexRef, SideRef, UnitRef
from engine.core.ruleset import RulesetBase
from engine.core.view import CounterView, HexView, MapView, SideView, View

SIDES = ("red", "blue")
COLS, ROWS = "ABCDE", 6
LABELS = tuple(f"{c}{r}" for r in range(1, ROWS + 1) for c in COLS)
HEX = {lab: letter_row_to_hex(lab) for lab in LABELS}
HOME = {"red": 1, "blue": ROWS}
STANCE_MP = {"bold": 3, "wary": 2}
ROUNDS = 6
SETUP = {
    "r1": ("red", "runner", "B1"),
    "r2": ("red", "runner", "D1"),
    "rs": ("red", "sentry", "C3"),
    "b1": ("blue", "runner", "B6"),
    "b2": ("blue", "runner", "D6"),
    "bs": ("blue", "sentry", "A4"),
}


def other(side: str) -> str:
    return "blue" if side == "red" else "red"


def neighbours(label: str) -> list[str]:
    out = []
    for h in HEX[label].neighbours(Orientation.POINTY):
        lab = hex_to_letter_row(h) if h.r >= 0 else ""
        if lab in HEX and HEX[lab] == h:
            out.append(lab)
    return sorted(out)


@dataclass
class Piece:
    id: str
    side: str
    kind: str  # runner, sentry
    hex: str
    ducked: bool = False


@dataclass
class ToyState:
    pieces: dict[str, Piece]
    score: dict[str, int]
    active: str = "red"
    round: int = 0
    stance: dict[str, str] = field(default_factory=dict)
    agenda: Agenda = field(default_factory=Agenda)
    dice: Dice = field(default_factory=lambda: Dice.seeded(0))


def at(st: ToyState, label: str) -> Piece | None:
    return next((p for p in st.pieces.values() if p.hex == label), None)


def unit_ref(p: Piece) -> UnitRef:
    return UnitRef(p.id, system="toy", type=p.kind, hex=p.hex, side=p.side)


def outcome(st: ToyState) -> Result | None:
    for side in SIDES:
        if st.score[side] >= 2:
            return Result(side, Msg("toy.result.points", {"side": SideRef(side)}), dict(st.score))
        if not any(p.side == side and p.kind == "runner" for p in st.pieces.values()):
            return Result(other(side), Msg("toy.result.no_runners", {"side": SideRef(side)}), dict(st.score))
    if st.round > ROUNDS:
        red, blue = st.score["red"], st.score["blue"]
        winner = None if red == blue else ("red" if red > blue else "blue")
        return Result(winner, Msg("toy.result.rounds", {"rounds": ROUNDS}), dict(st.score))
    return None


# ---------------------------------------------------------------------------- the rules, as tasks


@dataclass(frozen=True, slots=True)
class Round(Task[Turn], kind="toy.round"):
    """A round: a sealed stance by both sides, then each side's move, the active side first."""

    def run(self, host: Turn) -> Step:
        st: ToyState = host.state
        if outcome(st) is not None:
            return DONE
        st.round += 1
        if outcome(st) is not None:
            return DONE
        return Asks(
            *(
                Ask(
                    side,
                    "toy.stance",
                    Msg("toy.ask.stance", {"round": st.round}),
                    choices(("stance bold", "stance wary")),
                    default="stance wary",
                    private=True,
                )
                for side in SIDES
            ),
            sealed=True,
        )

    def answer_all(self, host: Turn, answers: Mapping[tuple[str, str | None], str]) -> Step:
        st: ToyState = host.state
        st.stance = {side: answers[(side, None)].split()[1] for side in SIDES}
        host.say("toy.ev.stances", red=st.stance["red"], blue=st.stance["blue"])
        host.push(Activation(st.active), Activation(other(st.active)))
        st.active = other(st.active)
        return Again(Round())


def reach(st: ToyState, piece: Piece, mp: int) -> dict[str, tuple[str, ...]]:
    """Every hex the runner can end in within ``mp`` hexes, with a shortest path (through empty hexes)."""
    paths: dict[str, tuple[str, ...]] = {piece.hex: ()}
    frontier = [piece.hex]
    for _ in range(mp):
        nxt = []
        for h in frontier:
            for n in neighbours(h):
                if n not in paths and at(st, n) is None:
                    paths[n] = (*paths[h], n)
                    nxt.append(n)
        frontier = nxt
    del paths[piece.hex]
    return paths


@dataclass(frozen=True, slots=True)
class Activation(Task[Turn], kind="toy.activation"):
    """One side moves one runner (or passes)."""

    side: str

    def run(self, host: Turn) -> Step:
        st: ToyState = host.state
        if outcome(st) is not None:
            return DONE
        orders = [
            f"move {p.id} {dest}"
            for p in sorted(st.pieces.values(), key=lambda p: p.id)
            if p.side == self.side and p.kind == "runner"
            for dest in sorted(reach(st, p, STANCE_MP[st.stance[self.side]]))
        ]
        return Asks(
            Ask(
                self.side,
                "toy.move",
                Msg("toy.ask.move", {"side": SideRef(self.side)}, "Toy 2"),
                choices((*orders, "pass")),
                default="pass",
                open_ended=True,
            )
        )

    def read(self, host: Turn, ask: Ask, order: str) -> str:
        """A whole path typed out: ``move r1 B2 C2``; checked hex by hex against the same rule."""
        words = order.split()
        if len(words) < 3 or words[0] != "move":
            raise self.refusal(host, ask, order)
        st: ToyState = host.state
        piece = st.pieces.get(words[1])
        if piece is None or piece.side != self.side or piece.kind != "runner":
            raise IllegalAction("toy.err.not_your_runner", rule="Toy 2", piece=words[1][:12])
        path = words[2:]
        if len(path) > STANCE_MP[st.stance[self.side]]:
            raise IllegalAction("toy.err.too_far", rule="Toy 2", mp=STANCE_MP[st.stance[self.side]])
        here = piece.hex
        for h in path:
            if h not in HEX or h not in neighbours(here) or at(st, h) is not None:
                raise IllegalAction("toy.err.bad_step", rule="Toy 2", hex=HexRef(h[:4]), start=HexRef(here))
            here = h
        return " ".join(words)

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        words = order.split()
        if words[0] == "pass":
            host.say("toy.ev.passed", side=SideRef(self.side))
            return DONE
        st: ToyState = host.state
        piece = st.pieces[words[1]]
        path = tuple(words[2:])
        if len(path) == 1:
            path = reach(st, piece, STANCE_MP[st.stance[self.side]])[path[0]]
        host.push(Move(piece.id, path))
        return DONE


@dataclass(frozen=True, slots=True)
class Move(Walk[Turn], kind="toy.move"):
    """A runner walks its path one hex at a time; each hex next to an enemy sentry opens a window."""

    def stale(self, host: Turn) -> bool:
        return self.piece not in host.state.pieces

    def blocked(self, host: Turn, nxt: str) -> Msg | None:
        st: ToyState = host.state
        piece = st.pieces[self.piece]
        if piece.ducked:
            return Msg("toy.ev.stopped", {"unit": unit_ref(piece)}, "Toy 3")
        if at(st, nxt) is not None:
            return Msg("toy.ev.blocked", {"unit": unit_ref(piece), "hex": HexRef(nxt)}, "Toy 3")
        return None

    def enter(self, host: Turn, nxt: str) -> None:
        st: ToyState = host.state
        piece = st.pieces[self.piece]
        host.say("toy.ev.stepped", unit=unit_ref(piece), hex=HexRef(nxt))
        piece.hex = nxt
        sentries = sorted(
            (p for p in st.pieces.values() if p.side != piece.side and p.kind == "sentry"), key=lambda p: p.id
        )
        host.push(*(SentryWindow(s.id, piece.id, nxt) for s in sentries if nxt in neighbours(s.hex)))

    def arrive(self, host: Turn) -> Step:
        st: ToyState = host.state
        piece = st.pieces[self.piece]
        piece.ducked = False
        host.activation_ended = True
        if int(piece.hex[1:]) == HOME[other(piece.side)]:
            st.score[piece.side] += 1
            del st.pieces[piece.id]
            host.say("toy.ev.scored", "Toy 1", unit=unit_ref(piece), score=st.score[piece.side])
        return DONE


@dataclass(frozen=True, slots=True)
class SentryWindow(Task[Turn], kind="toy.sentry"):
    """The sentry's side may fire at a runner entering a hex next to it (Toy 3)."""

    sentry: str
    target: str
    hex: str

    def stale(self, host: Turn) -> bool:
        st: ToyState = host.state
        return self.sentry not in st.pieces or self.target not in st.pieces

    def run(self, host: Turn) -> Step:
        st: ToyState = host.state
        s = st.pieces[self.sentry]
        msg = Msg(
            "toy.ask.sentry", {"unit": unit_ref(s), "target": unit_ref(st.pieces[self.target])}, "Toy 3"
        )
        return Asks(
            Ask(
                s.side,
                "toy.sentry",
                msg,
                choices(("fire", "hold")),
                default="fire",
                standing=(("always", "fire"), ("never", "hold")),
            )
        )

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        if order == "hold":
            return DONE
        host.push(DuckWindow(self.target), Shot(self.sentry, self.target))
        return DONE


@dataclass(frozen=True, slots=True)
class DuckWindow(Task[Turn], kind="toy.duck"):
    """Fired at, the runner's side may duck (nested in the sentry's window, itself in the move)."""

    target: str

    def stale(self, host: Turn) -> bool:
        return self.target not in host.state.pieces

    def run(self, host: Turn) -> Step:
        p = host.state.pieces[self.target]
        return Asks(
            Ask(
                p.side,
                "toy.duck",
                Msg("toy.ask.duck", {"unit": unit_ref(p)}, "Toy 3"),
                choices(("duck", "press")),
                default="duck",
                standing=(("always", "duck"), ("never", "press")),
            )
        )

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        host.state.pieces[self.target].ducked = order == "duck"
        return DONE


@dataclass(frozen=True, slots=True)
class Shot(Task[Turn], kind="toy.shot"):
    sentry: str
    target: str

    def stale(self, host: Turn) -> bool:
        return self.target not in host.state.pieces

    def run(self, host: Turn) -> Step:
        st: ToyState = host.state
        p = st.pieces[self.target]
        need = 6 if p.ducked else 4
        (face,) = host.roll(1, 6, "sentry shot")
        hit = face >= need
        host.say("toy.ev.shot", "Toy 3", unit=unit_ref(p), face=face, need=need, hit=int(hit))
        if hit:
            del st.pieces[p.id]
        return DONE


# ---------------------------------------------------------------------------- the ruleset


class Patrol(RulesetBase[ToyState]):
    system = "toy"
    title = "Patrol (kernel toy)"
    orientation = Orientation.POINTY
    die_faces: ClassVar[Mapping[str, int]] = {"HIT": 6, "MISS": 1}

    def scenarios(self) -> Sequence[ScenarioInfo]:
        return (ScenarioInfo("patrol", "Patrol", True, SIDES),)

    def new_state(
        self, scenario: str | Mapping[str, Any], dice: Dice, options: Mapping[str, Any]
    ) -> ToyState:
        setup = dict(scenario.get("pieces", SETUP)) if isinstance(scenario, Mapping) else SETUP
        pieces = {pid: Piece(pid, *spec) for pid, spec in setup.items()}
        return ToyState(pieces=pieces, score=dict.fromkeys(SIDES, 0), dice=dice)

    def opening(self, state: ToyState) -> Sequence[Task[Any]]:
        return (Round(),)

    def sides(self, state: ToyState) -> tuple[str, ...]:
        return SIDES

    def result(self, state: ToyState) -> Result | None:
        return outcome(state)

    def copy(self, state: ToyState) -> ToyState:
        return replace(
            state, pieces=copy.deepcopy(state.pieces), score=dict(state.score), stance=dict(state.stance)
        )

    def canonical(self, state: ToyState, side: str, text: str) -> str:
        words = super().canonical(state, side, text).split()
        if any(not w.isascii() for w in words):
            raise InvalidNotation("toy.err.unreadable", rule="Toy 2", text=text[:40])
        # move <piece> <hex>…: hex labels read in capitals
        return " ".join(
            w.upper() if i >= 2 and w[:1] in "abcde" and w[1:].isdigit() else w for i, w in enumerate(words)
        )

    def standing_kinds(self, state: ToyState) -> tuple[str, ...]:
        return ("toy.sentry", "toy.duck")

    def dump_state(self, state: ToyState) -> dict[str, Any]:
        return {
            "pieces": {pid: [p.side, p.kind, p.hex, p.ducked] for pid, p in state.pieces.items()},
            "score": dict(state.score),
            "active": state.active,
            "round": state.round,
            "stance": dict(state.stance),
        }

    def load_state(self, data: Mapping[str, Any], agenda: Agenda, dice: Dice) -> ToyState:
        pieces = {pid: Piece(pid, s, k, h, bool(d)) for pid, (s, k, h, d) in data["pieces"].items()}
        return ToyState(
            pieces=pieces,
            score=dict(data["score"]),
            active=str(data["active"]),
            round=int(data["round"]),
            stance=dict(data["stance"]),
            agenda=agenda,
            dice=dice,
        )

    def view(self, state: ToyState, side: str | None) -> View:
        counters = tuple(
            CounterView(p.id, p.side, p.kind, "light_infantry" if p.kind == "runner" else "archer", p.hex)
            for p in sorted(state.pieces.values(), key=lambda p: p.id)
        )
        res = outcome(state)
        return View(
            system="toy",
            scenario="patrol",
            title=self.title,
            viewer=side,
            turn=state.round,
            phase=Msg("toy.phase", {"round": state.round}),
            awaiting=tuple(sorted({a.side for a in state.agenda.owed()})),
            map=MapView(
                Orientation.POINTY, tuple(HexView(lab, HEX[lab], "clear") for lab in LABELS), (), counters
            ),
            sides=tuple(
                SideView(s, s, "#aa2222" if s == "red" else "#2244aa", state.score[s], 2) for s in SIDES
            ),
            private={"standing": state.agenda.standing_of(side)} if side else {},
            result=res.to_json() if res else None,
        )


RULESET = Patrol()
