"""Great Battles of Julius Caesar (GBoH series, Deluxe rules) on the kernel's decision machine."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from engine.core.dice import Dice
from engine.core.errors import InvalidNotation
from engine.core.hexgrid import Orientation
from engine.core.machine import Agenda, Task, Turn
from engine.core.messages import Msg
from engine.core.protocol import Result, ScenarioInfo
from engine.core.ruleset import RulesetBase
from engine.core.view import View
from engine.gboh import scenario as scn
from engine.gboh.overlay import GbohTurn
from engine.gboh.rules import sref
from engine.gboh.rules.s03_sequence import GameTurn
from engine.gboh.scenario import FACINGS
from engine.gboh.state import GbohState, copy_state, dump_pieces, load_off_map, load_pieces
from engine.gboh.viewing import view_of

# decisions the rules leave to a side that it answers by the rulebook's default until it says ``ask``
OWNER_DEFAULTS = (
    "gboh.rout_path",
    "gboh.charisma_attacker",
    "gboh.charisma_defender",
    "gboh.pursuer",
    "gboh.pursue",
    "gboh.advance",
    "gboh.advance_facing",
    "gboh.pursuit_move",
)
# decisions the rules leave to a side that it answers ``never`` until it says ``always`` or ``ask``: a
# leader stacked with a routing unit stays where he is (10.27)
OWNER_DECLINES = ("gboh.leader_flight",)


class GbohRuleset(RulesetBase[GbohState]):
    system = "gboh"
    title = "Great Battles of Julius Caesar"
    orientation = Orientation.FLAT
    die_faces: ClassVar[Mapping[str, int]] = {"0": 10}
    turn_class: ClassVar[type[Turn]] = GbohTurn

    def scenarios(self) -> Sequence[ScenarioInfo]:
        out = []
        for sid in scn.SCENARIOS:
            b = scn.board(sid)
            out.append(ScenarioInfo(sid, b.name, b.invented, tuple(s.id for s in b.sides)))
        return out

    def new_state(
        self, scenario: str | Mapping[str, Any], dice: Dice, options: Mapping[str, Any]
    ) -> GbohState:
        st = scn.new_state(scenario)
        st.dice = dice
        for side in st.board.sides:  # a side flees by the rulebook's first path until it says ``ask``,
            # its best Charisma counts in a shock, its highest-TQ cavalry pursues and its attackers advance
            # where the machine sends them and keep their facing, until it says ``ask``
            for kind in OWNER_DEFAULTS:
                st.agenda = st.agenda.with_standing(side.id, kind, "always")
            for kind in OWNER_DECLINES:  # and its leaders stay when a unit they stand with routs
                st.agenda = st.agenda.with_standing(side.id, kind, "never")
        return st

    def opening(self, state: GbohState) -> Sequence[Task[Any]]:
        return (GameTurn(),)

    def sides(self, state: GbohState) -> tuple[str, ...]:
        return tuple(s.id for s in state.board.sides)

    def roles(self, state: GbohState) -> Mapping[str, tuple[str, ...]]:
        """Seats split by leader: a team player holds some leaders, orders their units and answers
        their prompts (the Orders Phase, Legion and Line Commands, Momentum, the moves under them)."""
        out: dict[str, list[str]] = {s.id: [] for s in state.board.sides}
        for ld in sorted(state.leaders.values(), key=lambda x: x.id):
            if ld.side in out:
                out[ld.side].append(ld.id)
        return {k: tuple(v) for k, v in out.items()}

    def result(self, state: GbohState) -> Result | None:
        if state.over is None:
            return None
        winner, reason = state.over
        params: dict[str, Any] = {"turn": state.turn}
        if winner:
            params["side"] = sref(winner)
        return Result(winner or None, Msg(f"gboh.result.{reason}", params, "GBoH 12.2"), dict(state.rp))

    def copy(self, state: GbohState) -> GbohState:
        return copy_state(state)

    def canonical(self, state: GbohState, side: str, text: str) -> str:
        words = super().canonical(state, side, text).split()
        # the pieces off the map after a pursuit are named too, so an order to one reads its refusal (8.65)
        pieces = (*state.units, *state.leaders, *state.off_units, *state.off_leaders)
        key = ("ids", pieces)
        ids: dict[str, str] | None = state.memo.get(key)
        if ids is None:
            legions = {u.legion for u in state.units.values() if u.legion}
            ids = state.memo[key] = {k.lower(): k for k in (*pieces, *legions, "LI", "SK")}
        out = []
        for i, w in enumerate(words):
            if w in ids:
                out.append(ids[w])
            elif "+" in w and all(x in ids for x in w.split("+")):  # 6.64: a stack, ``x1+x2``
                out.append("+".join(ids[x] for x in w.split("+")))
            elif w.upper() in FACINGS and i > 0 and words[i - 1] == "face":
                out.append(w.upper())
            elif not w.isascii():
                raise InvalidNotation("gboh.err.unreadable", rule="GBoH notation", text=text[:40])
            else:
                out.append(w)
        return " ".join(out)

    def standing_kinds(self, state: GbohState) -> tuple[str, ...]:
        return (
            "gboh.entry_fire",
            "gboh.return_fire",
            "gboh.exit_fire",
            "gboh.reaction_facing",
            "gboh.withdrawal",
            "gboh.evasion",
            "gboh.rout_path",
            "gboh.charisma_attacker",
            "gboh.charisma_defender",
            "gboh.pursuer",
            "gboh.pursue",
            "gboh.advance",
            "gboh.advance_facing",
            "gboh.pursuit_move",
            "gboh.leader_flight",
            "gboh.clash_defender",
            "gboh.clash_attacker",
            "gboh.hit_split_defender",
            "gboh.hit_split_attacker",
        )

    def dump_state(self, state: GbohState) -> dict[str, Any]:
        b = state.board
        out: dict[str, Any] = {
            "scenario": b.scenario if b.scenario in scn.SCENARIOS else b.raw,
            "turn": state.turn,
            "phase": state.phase,
            "active": state.active,
            "rp": dict(state.rp),
            "gone": list(state.gone),
            "doom": state.doom,
            "elite_used": state.elite_used,
            "over": list(state.over) if state.over else None,
            "overlay": state.overlay,
        }
        out.update(dump_pieces(state))
        return out

    def load_state(self, data: Mapping[str, Any], agenda: Agenda, dice: Dice) -> GbohState:
        units, leaders = load_pieces(dict(data))
        off_units, off_leaders, exits, flights = load_off_map(dict(data))
        over = data.get("over")
        return GbohState(
            board=scn.board(data["scenario"]),
            units=units,
            leaders=leaders,
            turn=int(data["turn"]),
            phase=str(data["phase"]),
            active=str(data["active"]),
            rp={str(k): int(v) for k, v in data["rp"].items()},
            gone=[str(x) for x in data["gone"]],
            doom=bool(data["doom"]),
            elite_used=bool(data["elite_used"]),
            over=(str(over[0]), str(over[1])) if over else None,
            agenda=agenda,
            dice=dice,
            overlay=dict(data.get("overlay") or {}),
            off_units=off_units,
            off_leaders=off_leaders,
            exits=exits,
            flights=flights,
        )

    def view(self, state: GbohState, side: str | None) -> View:
        return view_of(self, state, side)


RULESET = GbohRuleset()
