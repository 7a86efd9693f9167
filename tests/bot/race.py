"""A tiny two-side game for testing the service mechanics: race along a row of hexes.

Red and blue take turns. ``step`` moves one hex (no dice: it may be taken back), ``roll`` moves a d6
(dice: no take-back), ``peek`` reveals a hidden card (no take-back). First to reach the goal wins.
With the option ``hidden`` every move is a secret decision (a private prompt), like a card played from a
hand or a rest pick: the bot must never show its order to the other side.
Registered in engine.registry under "race" by the tests' conftest only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine.core.dice import Dice, DiceBox
from engine.core.errors import IllegalAction, InvalidNotation
from engine.core.hexgrid import Hex, Orientation
from engine.core.messages import Msg
from engine.core.protocol import Choice, Event, OptionSpec, Prompt, Result, ScenarioInfo, Transition
from engine.core.view import CounterView, HexView, MapView, SideView, View

SIDES = ("red", "blue")
ORDERS = ("step", "roll", "peek")


@dataclass(frozen=True)
class RaceState:
    goal: int
    pos: tuple[int, int]
    turn: int  # index into SIDES
    dice: Dice
    peeked: tuple[bool, bool] = (False, False)
    hidden: bool = False


class RaceRuleset:
    system = "race"
    title = "Race"
    orientation = Orientation.POINTY
    die_faces: Mapping[str, int] = {}

    def scenarios(self) -> Sequence[ScenarioInfo]:
        return [
            ScenarioInfo("short", "Short race", True, SIDES),
            ScenarioInfo("long", "Long race", True, SIDES),
        ]

    def options(self) -> Sequence[OptionSpec]:
        return [
            OptionSpec("goal", 6, "hexes to the finish"),
            OptionSpec("fast", False, "unused"),
            OptionSpec("hidden", False, "every move is a secret decision"),
        ]

    def new_game(
        self,
        scenario: str | Mapping[str, Any],
        seed: int,
        options: Mapping[str, Any],
        script: Sequence[int] | None = None,
    ) -> RaceState:
        goal = int(options.get("goal", 6)) * (2 if scenario == "long" else 1)
        dice = Dice.scripted(script, seed) if script is not None else Dice.seeded(seed)
        return RaceState(goal, (0, 0), 0, dice, hidden=bool(options.get("hidden", False)))

    def sides(self, state: RaceState) -> tuple[str, ...]:
        return SIDES

    def roles(self, state: RaceState) -> Mapping[str, tuple[str, ...]]:
        return dict.fromkeys(SIDES, ())

    def result(self, state: RaceState) -> Result | None:
        for i, p in enumerate(state.pos):
            if p >= state.goal:
                return Result(SIDES[i], Msg("race.finish"), {s: state.pos[j] for j, s in enumerate(SIDES)})
        return None

    def pending(self, state: RaceState) -> tuple[Prompt, ...]:
        if self.result(state) is not None:
            return ()
        side = SIDES[state.turn]
        choices = tuple(Choice(o, Msg(f"race.{o}")) for o in ORDERS)
        return (
            Prompt(
                side,
                "race.move",
                Msg("race.your_move", {"side": side}),
                choices,
                default="step",
                private=state.hidden,
            ),
        )

    def legal_actions(self, state: RaceState, side: str) -> Sequence[str]:
        return list(ORDERS) if self.pending(state) and SIDES[state.turn] == side else []

    def parse(self, state: RaceState, side: str, text: str) -> str:
        word = text.strip().lower()
        if word not in ORDERS:
            raise InvalidNotation("core.unknown_order", text=text, why="say step, roll or peek")
        if self.result(state) is not None or SIDES[state.turn] != side:
            raise IllegalAction("core.no_decision_pending", side=side)
        return word

    def format(self, state: RaceState, action: str) -> str:
        return action

    def apply(self, state: RaceState, side: str, action: str) -> Transition[RaceState]:
        self.parse(state, side, action)
        i = state.turn
        box = DiceBox(state.dice)
        reveals = False
        if action == "step":
            dist = 1
        elif action == "roll":
            dist = box.roll_one(6, "race")
        else:
            dist = 0
            reveals = True
        pos = list(state.pos)
        pos[i] += dist
        peeked = list(state.peeked)
        if reveals:
            peeked[i] = True
        new = replace(state, pos=(pos[0], pos[1]), turn=1 - i, dice=box.dice, peeked=(peeked[0], peeked[1]))
        events = [Event(Msg("race.moved", {"side": side, "to": pos[i]}))]
        if reveals:
            events.append(Event(Msg("race.card", {"card": state.dice.counter}), private_to=side))
        return Transition(new, tuple(events), tuple(box.rolls), reveals=reveals, activation_ended=True)

    def view(self, state: RaceState, side: str | None) -> View:
        hexes = tuple(HexView(str(q), Hex(q, 0), "clear") for q in range(state.goal + 1))
        counters = tuple(
            CounterView(s, s, "RUN", "infantry", str(min(state.pos[i], state.goal)))
            for i, s in enumerate(SIDES)
        )
        pend = self.pending(state)
        return View(
            system="race",
            scenario="short",
            title="Race",
            viewer=side,
            turn=sum(state.pos),
            phase=Msg("race.phase"),
            awaiting=tuple(p.side for p in pend),
            map=MapView(Orientation.POINTY, hexes, counters=counters),
            sides=tuple(SideView(s, s.title(), "#aa0000" if s == "red" else "#0000aa") for s in SIDES),
            private={"peeked": state.peeked[SIDES.index(side)]} if side else {},
        )

    def dump(self, state: RaceState) -> dict[str, Any]:
        return {
            "goal": state.goal,
            "pos": list(state.pos),
            "turn": state.turn,
            "dice": state.dice.to_json(),
            "peeked": list(state.peeked),
            "hidden": state.hidden,
        }

    def load(self, data: Mapping[str, Any]) -> RaceState:
        return RaceState(
            int(data["goal"]),
            (int(data["pos"][0]), int(data["pos"][1])),
            int(data["turn"]),
            Dice.from_json(data["dice"]),
            (bool(data["peeked"][0]), bool(data["peeked"][1])),
            bool(data.get("hidden", False)),
        )


RULESET = RaceRuleset()
