"""Ager Sanguinis on the decision machine: scenarios, views, notation and persistence.

The rules are the tasks of engine/ager/rules/ (one module per rulebook section); the base class
(engine/core/ruleset.py) gives the rest of the Ruleset protocol.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any, ClassVar

from engine.ager.board import DATA_SCENARIOS, ORIENT
from engine.ager.rules.s01_health import AgerTurn
from engine.ager.rules.s02_sequence import PlayerPhase, outcome
from engine.ager.rules.s04_camels import camels_of
from engine.ager.scenario_check import check, check_stacking
from engine.ager.state import AgerState, Animal, Character, copy_state, dump, load, prepared
from engine.ager.viewing import sight, view_of
from engine.core.data import read_toml
from engine.core.dice import Dice
from engine.core.errors import DataError, InvalidNotation
from engine.core.machine import Agenda, Task, Turn
from engine.core.protocol import Result, ScenarioInfo
from engine.core.ruleset import RulesetBase
from engine.core.view import SightView, View

SCENARIOS = ("palm-grove", "tower-gate", "caravan")
# the decisions of an owner that a standing answer ``always`` leaves to the engine's default
ENGINE_PICKS = ("ager.retreat", "ager.place", "ager.cover", "ager.bearer")
DECISIONS = ("ager.dfire", "ager.countercharge", *ENGINE_PICKS, "ager.advance")


@cache
def named_scenario(sid: str) -> Mapping[str, Any]:
    if sid not in SCENARIOS:
        raise DataError([("scenario", sid, f"no such scenario (known: {', '.join(SCENARIOS)})")])
    data = dict(read_toml(DATA_SCENARIOS / f"{sid}.toml"))
    data["_named"] = True
    return data


def inline_scenario(spec: Mapping[str, Any]) -> Mapping[str, Any]:
    """A scenario written out in a transcript: ``base`` names a shipped scenario whose map and
    characters it starts from; ``characters`` lists the characters on the map (by id, with ``at``,
    ``facing``, ``health``, ``mounted = false``; a new id needs its whole line)."""
    base = dict(named_scenario(str(spec.get("base", "palm-grove"))))
    base.pop("_named", None)
    out = {**base, **{k: v for k, v in spec.items() if k not in ("base", "characters")}}
    if "characters" in spec:
        known = {str(c["id"]): c for c in base["characters"]}
        chars = []
        for c in spec["characters"]:
            merged = {**known.get(str(c["id"]), {}), **c}
            if c.get("on_foot"):
                merged.pop("facing", None)
            chars.append(merged)
        out["characters"] = chars
    return out


class AgerRuleset(RulesetBase[AgerState]):
    system = "ager"
    title = "Ager Sanguinis"
    orientation = ORIENT
    turn_class: ClassVar[type[Turn]] = AgerTurn

    def scenarios(self) -> Sequence[ScenarioInfo]:
        return tuple(
            ScenarioInfo(s, str(named_scenario(s)["title"]), True, tuple(named_scenario(s)["sides"]))
            for s in SCENARIOS
        )

    def new_state(
        self, scenario: str | Mapping[str, Any], dice: Dice, options: Mapping[str, Any]
    ) -> AgerState:
        data = named_scenario(scenario) if isinstance(scenario, str) else inline_scenario(scenario)
        check(data)
        board, profiles = prepared(data)
        chars = {}
        for c in data["characters"]:
            facing = c.get("facing") if profiles[str(c["id"])].can_ride else None
            chars[str(c["id"])] = Character(
                str(c["id"]),
                str(c["at"]),
                None if facing is None else int(facing),
                str(c.get("health", "healthy")),
            )
        animals = {
            f"{c['id']}-{kind}": Animal(
                f"{c['id']}-{kind}",
                str(c["side"]),
                str(c["horse"]["at"]),
                int(c["horse"].get("facing", 0)),
                kind="horse" if kind == "horse" else "camel",
            )
            for c in data["characters"]
            if "horse" in c and (kind := "camel" if c.get("camel") else "horse")
        }
        animals.update(camels_of(data, chars))  # pack and palanquin camels (A§4.4.3)
        bodies = {str(k): int(v) for k, v in data.get("bodies", {}).items()}  # the dead already lying there
        st = AgerState(data, board, profiles, chars, animals, bodies, dice=dice)
        check_stacking(st)
        # the owner's choices the engine can make for him (a retreat's path, where a rider brought down
        # is placed) are taken by default, an advance after combat is not made; ``standing ager.retreat
        # ask`` (``ager.place``, ``ager.advance``) has his side asked each time
        st.agenda = Agenda(
            standing=(
                *((side, kind, "always") for side in st.sides for kind in ENGINE_PICKS),
                *((side, "ager.advance", "never") for side in st.sides),
            )
        )
        return st

    def opening(self, state: AgerState) -> Sequence[Task[Any]]:
        return (PlayerPhase(),)

    def sides(self, state: AgerState) -> tuple[str, ...]:
        return state.sides

    def result(self, state: AgerState) -> Result | None:
        return outcome(state)

    def copy(self, state: AgerState) -> AgerState:
        return copy_state(state)

    def canonical(self, state: AgerState, side: str, text: str) -> str:
        words = super().canonical(state, side, text).split()
        if any(not w.isascii() for w in words):
            raise InvalidNotation("ager.err.unreadable", rule="Ager notation", text=text[:40])
        return " ".join(words)

    def standing_kinds(self, state: AgerState) -> tuple[str, ...]:
        return DECISIONS

    def dump_state(self, state: AgerState) -> dict[str, Any]:
        return dump(state)

    def load_state(self, data: Mapping[str, Any], agenda: Agenda, dice: Dice) -> AgerState:
        sc = data["scenario"]
        scenario = named_scenario(sc) if isinstance(sc, str) else dict(sc)
        return load(data, scenario, agenda, dice)

    def view(self, state: AgerState, side: str | None) -> View:
        return view_of(state, side, self.title)

    def sight(self, state: AgerState, a: str, b: str) -> SightView:
        return sight(state, a, b)


RULESET = AgerRuleset()
