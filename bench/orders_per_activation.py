"""Orders per Au fil de l'Épée activation: one order per message (as the menus ask) against compound orders.

    .venv/bin/python bench/orders_per_activation.py [GAMES] [FIRST_SEED]

Seeded games of the demo (The Ford of Saint-Aubin) are played by a "practised player": in each activation
it moves some of its units (a random path of one to three hexes, sometimes a final facing), fires at
random targets, declares some melees, and takes the default of every other decision. The same decisions
are counted two ways:

* before: one order per message, as the menus lead a player today: ``select``, each step of a path, the
  facing, ``stop``, ``done``, every fire and declaration;
* after: what the player sends as compound orders (engine/core/compound.py): everything up to the first
  interrupt (a die, a reaction, the end of the activation) in one message, with no ``select`` or ``stop``
  (a move order of an unselected unit selects it; ordering the next unit ends the last one's move) and a
  whole path in one move order. Each message is really sent as one compound order.

Printed: the number of activations, and for both ways the median, p90 and maximum orders (messages) of
the active side per activation. The same for Command & Colors: Ancients (two-hills), a turn counted as an
activation, its choices picked at random.
"""

from __future__ import annotations

import random
import statistics
import sys
from dataclasses import dataclass, field
from typing import Any

from engine.afde import RULESET as R
from engine.afde.geometry import dist
from engine.afde.notation import COMPOUND_KINDS
from engine.core import compound
from engine.core.errors import RulesError
from engine.core.protocol import Prompt, Transition

SCENARIO = "saint-aubin"
CCA_SCENARIO = "two-hills"
MOVE_MENU = ("afde.d1", "afde.d1_unit")


@dataclass
class Tally:
    before: list[int] = field(default_factory=list)
    after: list[int] = field(default_factory=list)


def _steps() -> compound.Steps[Any, Any]:
    return compound.Steps.of(R)


def _single(st: Any, side: str, order: str) -> Transition[Any]:
    return R.apply(st, side, R.parse(st, side, order))


def _choices(st: Any, side: str) -> list[str]:
    return [c.order for p in R.pending(st) if p.side == side for c in p.choices]


class Planner:
    """Plans one message of the active side from ``st``: single orders applied one by one on a copy
    until an interrupt, as the practised player would write them; counts what a one-order-per-message
    player would have sent for the same decisions."""

    def __init__(self, rng: random.Random, st: Any, side: str) -> None:
        self.rng = rng
        self.start = st
        self.st = st
        self.side = side
        self.before = R.pending(st)
        self.parts: list[str] = []
        self.singles = 0
        self.mover: str | None = None  # the hex the unit being moved stands on
        self.stopped = False  # an interrupt ended the message
        self.moved = False  # the units to move were chosen

    def apply(self, order: str, singles: int, merge: str | None = None) -> bool:
        """Apply one order of the plan; False when it ended the message."""
        tr = _single(self.st, self.side, order)
        self.st = tr.state
        self.singles += singles
        if merge is not None and self.parts and self.parts[-1].startswith("move "):
            self.parts[-1] = f"{self.parts[-1]} {merge}"
        else:
            self.parts.append(order)
        if compound.interrupted(_steps(), self.side, self.before, tr, COMPOUND_KINDS):
            self.stopped = True
        return not self.stopped

    def prompt(self) -> Prompt | None:
        mine = [p for p in R.pending(self.st) if p.side == self.side]
        return mine[0] if mine else None

    def menu_after(self, order: str) -> list[str]:
        return _choices(_single(self.st, self.side, order).state, self.side)

    def enemy_distance(self, hex_: str) -> int:
        units = self.st.units.values()
        enemies = [u.hex for u in units if u.side != self.side and u.hex and u.status == "map"]
        return min((dist(hex_, e) for e in enemies), default=0)

    def move_units(self, p: Prompt) -> bool:
        """D.1: move some units along random paths; False when the message ended."""
        units = [c.order.split()[1] for c in p.choices if c.order.startswith("select ")]
        self.rng.shuffle(units)
        for u in units:
            if self.rng.random() < 0.3:
                continue
            try:
                menu = _choices(_single(self.st, self.side, f"select {u}").state, self.side)
            except RulesError:
                continue  # the unit being moved may not end its move where it stands
            charges = [c for c in menu if c.startswith("charge ")]
            if charges and self.rng.random() < 0.7:
                if self.mover is not None:
                    self.singles += 1  # the one-order player stops the last unit's move
                self.mover = None
                if not self.apply(self.rng.choice(charges), 2):  # select, charge
                    return False
                continue
            if not any(c.startswith("move ") for c in menu):
                continue
            saved = (self.st, len(self.parts), self.singles, self.mover)
            if self.mover is not None:
                self.singles += 1  # the one-order player stops the last unit's move
            self.singles += 1  # ... and selects this one
            at, first, steps = u, True, self.rng.randint(1, 3)
            while steps > 0 or "stop" not in menu:
                moves = [c for c in menu if c.startswith(f"move {at} ") and len(c.split()) == 3]
                moves = [m for m in moves if not self.st.units_at(m.split()[2])]  # no stacking on the way
                if not moves or steps < -4:
                    break
                self.rng.shuffle(moves)
                if self.rng.random() < 0.75:  # mostly towards the enemy
                    moves.sort(key=lambda m: self.enemy_distance(m.split()[2]))
                if steps <= 1:  # the last step: to a hex where the unit may end its move (5.1, 5.2.4)
                    ends = [m for m in moves if "stop" in self.menu_after(m)]
                    moves = ends or moves
                order = moves[0]
                to = order.split()[2]
                if not self.apply(order, 1, merge=None if first else to):
                    return False
                first, steps = False, steps - 1
                menu = _choices(self.st, self.side)
                if len(self.st.units_at(to)) != 1:
                    break  # it joined a stack: its path ends there
                at = to
            if "stop" not in menu:  # no hex to end its move in: this unit does not move after all
                self.st, kept, self.singles, self.mover = saved
                del self.parts[kept:]
                continue
            faces = [c for c in menu if c.startswith(f"face {at} ")]
            if faces and self.rng.random() < 0.3 and not self.apply(self.rng.choice(faces), 1):
                return False
            self.mover = at
        return True

    def plan(self) -> None:
        while not self.stopped:
            p = self.prompt()
            if p is None:
                return
            orders = [c.order for c in p.choices]
            if p.kind == "afde.d1" and not self.moved:
                self.moved = True
                if not self.move_units(p):
                    return
                continue
            if p.kind in MOVE_MENU:
                if self.mover is not None:
                    self.singles += 1  # stop
                self.mover = None
                self.apply("done", 1)
            elif p.kind == "afde.d2":
                fires = [o for o in orders if o.startswith("fire ")]
                self.apply(self.rng.choice(fires) if fires and self.rng.random() < 0.7 else "done", 1)
            elif p.kind == "afde.d3":
                melees = [o for o in orders if o.startswith("melee ")]
                pick = melees and self.rng.random() < 0.8
                self.apply(self.rng.choice(melees) if pick else "done", 1)
            else:
                self.apply(p.default or orders[0], 1)


def game(seed: int, tally: Tally, limit: int = 3000) -> None:
    rng = random.Random(seed)
    st = R.new_game(SCENARIO, seed, {})
    active: str | None = None
    before = after = 0
    for _ in range(limit):
        if R.result(st) is not None:
            return
        pending = R.pending(st)
        if active is None:
            d1 = [p for p in pending if p.kind == "afde.d1"]
            if d1:
                active, before, after = d1[0].side, 0, 0
        if active is not None and any(p.side == active for p in pending):
            plan = Planner(rng, st, active)
            try:
                plan.plan()
            except RulesError:  # a plan that went astray: the default, as one order
                p = next(p for p in pending if p.side == active)
                plan.parts, plan.singles = [p.default or p.choices[0].order], 1
            text = "; ".join(plan.parts)
            tr = R.apply(st, active, R.parse(st, active, text))
            unapplied = [e for e in tr.events if e.msg.key == "core.ev.compound_unapplied"]
            assert not unapplied, (seed, text, unapplied[0].msg.params)
            before += plan.singles
            after += 1
        else:
            p = pending[0]
            tr = _single(st, p.side, p.default or p.choices[0].order)
        st = tr.state
        if tr.activation_ended and active is not None:
            tally.before.append(before)
            tally.after.append(after)
            active = None


def cca_game(seed: int, tally: Tally, limit: int = 3000) -> None:
    """A Command & Colors: Ancients game: a turn (card, orders, moves, battles) counted as an activation;
    the player picks its choices at random and sends each run of them up to an interrupt as one order."""
    from engine.cca import RULESET as C
    from engine.cca.notation import COMPOUND_KINDS as CCA_KINDS

    steps: compound.Steps[Any, Any] = compound.Steps.of(C)
    rng = random.Random(seed)
    st = C.new_game(CCA_SCENARIO, seed, {})
    active: str | None = None
    before = after = 0
    for _ in range(limit):
        if C.result(st) is not None:
            return
        pending = C.pending(st)
        if not pending:
            return
        if active is None and pending[0].kind == "cca.card":
            active, before, after = pending[0].side, 0, 0
        p = pending[0]
        if p.side != active:
            tr = C.apply(st, p.side, C.parse(st, p.side, p.default or p.choices[0].order))
        else:
            parts: list[str] = []
            now, opened = st, C.pending(st)
            while True:
                mine = [q for q in C.pending(now) if q.side == active]
                if not mine:
                    break
                order = rng.choice(mine[0].choices).order
                one = C.apply(now, active, C.parse(now, active, order))
                parts.append(C.format(now, C.parse(now, active, order)))
                now = one.state
                if compound.interrupted(steps, active, opened, one, CCA_KINDS):
                    break
            tr = C.apply(st, active, C.parse(st, active, "; ".join(parts)))
            before += len(parts)
            after += 1
        st = tr.state
        if tr.activation_ended and active is not None:
            tally.before.append(before)
            tally.after.append(after)
            active = None


def cca_measure(games: int, first_seed: int = 0) -> Tally:
    tally = Tally()
    for seed in range(first_seed, first_seed + games):
        cca_game(seed, tally)
    return tally


def figures(values: list[int]) -> tuple[float, int, int]:
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return statistics.median(ordered), p90, ordered[-1]


def measure(games: int, first_seed: int = 0) -> Tally:
    tally = Tally()
    for seed in range(first_seed, first_seed + games):
        game(seed, tally)
    return tally


def main(argv: list[str]) -> None:
    games = int(argv[1]) if len(argv) > 1 else 10
    first = int(argv[2]) if len(argv) > 2 else 0
    tally = measure(games, first)
    print(f"AFdE {SCENARIO}: {games} games, {len(tally.after)} activations")
    report(tally)
    cca = cca_measure(games, first)
    print(f"CCA {CCA_SCENARIO}: {games} games, {len(cca.after)} turns")
    report(cca)


def report(tally: Tally) -> None:
    ways = (("before (one order per message)", tally.before), ("after (compound orders)", tally.after))
    for name, values in ways:
        median, p90, top = figures(values)
        print(f"  {name:32} median {median:4.1f}  p90 {p90:3d}  max {top:3d}")


if __name__ == "__main__":
    main(sys.argv)
