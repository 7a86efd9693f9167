"""The race of tests/bot/race.py with a start both sides owe at once: each says ``done`` when ready
(like a rest pick of Au fil de l'Épée's phase A), then red moves first. For the hot-seat tests only."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.core.errors import IllegalAction
from engine.core.messages import Msg
from engine.core.protocol import Choice, Event, Prompt, Transition
from tests.bot.race import SIDES, RaceRuleset, RaceState

BOTH = 2  # RaceState.turn while both sides owe their "done"; ``peeked`` says who is ready


class BothOweRuleset(RaceRuleset):
    system = "bothowe"

    def new_game(
        self,
        scenario: str | Mapping[str, Any],
        seed: int,
        options: Mapping[str, Any],
        script: Sequence[int] | None = None,
    ) -> RaceState:
        return replace(super().new_game(scenario, seed, options, script), turn=BOTH)

    def pending(self, state: RaceState) -> tuple[Prompt, ...]:
        if state.turn != BOTH:
            return super().pending(state)
        return tuple(
            Prompt(
                side, "race.ready", Msg("race.your_move", {"side": side}), (Choice("done", Msg("race.step")),)
            )
            for i, side in enumerate(SIDES)
            if not state.peeked[i]
        )

    def parse(self, state: RaceState, side: str, text: str) -> str:
        if state.turn != BOTH:
            return str(super().parse(state, side, text))
        if text.strip().lower() != "done" or state.peeked[SIDES.index(side)]:
            raise IllegalAction("core.no_decision_pending", side=side)
        return "done"

    def apply(self, state: RaceState, side: str, action: str) -> Transition[RaceState]:
        if state.turn != BOTH:
            return super().apply(state, side, action)
        self.parse(state, side, action)
        ready = list(state.peeked)
        ready[SIDES.index(side)] = True
        turn = 0 if all(ready) else BOTH
        new = replace(state, peeked=(ready[0], ready[1]), turn=turn)
        return Transition(new, (Event(Msg("race.moved", {"side": side, "to": 0})),))


RULESET = BothOweRuleset()
