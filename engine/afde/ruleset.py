"""The Au fil de l'Épée Ruleset: the protocol of engine/core/protocol.py over the modules of this package."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, ClassVar

from engine.afde import forfeits
from engine.afde.answering import answer_owed, lapse, not_now
from engine.afde.labels import label, named, side_names
from engine.afde.migrate import migrate_pre_kernel
from engine.afde.notation import COMPOUND_KINDS, CompoundOrder, Order, compound_parts, parse_order, ref
from engine.afde.rules import (
    s05_stacking,
    s06_activation,
    s06_sequence,
    s07_leaders,
    s08_movement,
    s09_fire,
    s10_melee,
    s10_retreat_advance,
    s11_fatigue_rest,
    s12_rout_rally,
    s14_leader_fates,
    s15_victory_reinforcements,
)
from engine.afde.scenario import Scenario, load_file, load_inline, scenario_files
from engine.afde.state import Journal, Leader, State, Unit, dump_state, load_state
from engine.afde.turn import AfdeTask, Ctx, Owed
from engine.afde.viewing import build_view
from engine.core import compound, machine, saved_agenda
from engine.core.dice import Dice, DiceBox
from engine.core.errors import GameOver, IllegalAction, NotYourDecision, RulesError
from engine.core.hexgrid import Orientation
from engine.core.machine import Ask, Task
from engine.core.messages import Msg
from engine.core.protocol import (
    Choice,
    OptionSpec,
    Prompt,
    Result,
    ScenarioInfo,
    Transition,
    first_warning,
    resolve_options,
)
from engine.core.record import record
from engine.core.refs import Named, SideRef, phrase
from engine.core.ruleset import RulesetBase
from engine.core.view import View

# one module per rulebook section; importing them registers their tasks with the kernel's machine
SECTIONS = (
    s05_stacking,
    s06_sequence,
    s06_activation,
    s07_leaders,
    s08_movement,
    s09_fire,
    s10_melee,
    s10_retreat_advance,
    s11_fatigue_rest,
    s12_rout_rally,
    s14_leader_fates,
    s15_victory_reinforcements,
)

FIRST = {
    "A": s11_fatigue_rest.PhaseA,
    "B": s06_sequence.PhaseB,
    "C": s06_sequence.PhaseC,
    "D": s06_sequence.PhaseD,
    "E": s12_rout_rally.PhaseE,
}


_NOBODY = phrase("nobody", Msg("core.term.none"))  # no side owes a decision (read as "none")


@record
class Opening(AfdeTask, kind="afde.opening"):
    """A scenario starts at its phase: past phase A, the turn's flags and the command check are made (as
    phase A would), with the commanded and rest markers the scenario sets, and phase D starts with the
    scenario's first activations."""

    def act(self, g: Ctx) -> None:
        st, scn = g.st, g.scn
        phase = scn.start_phase
        if phase != "A":
            s06_sequence.new_turn_flags(g)
            s07_leaders.command_check(g)
            for us in scn.units:
                u = st.units[us.id]
                if us.commanded is not None:
                    u.commanded = us.commanded
                u.rest = us.rest
        if phase == "D":
            st.phase = "D"
            st.schedule = list(scn.start_activate)
        g.push(FIRST[phase]())


# Phase E: the order of a side's rout moves (6.E [INTERP], E3) and a routed stack together or apart (5.2.6)
ROUT_DECISIONS = ("afde.rout_order", "afde.rout_stack")

OPTIONS = (
    OptionSpec(
        "final_advance_free_facing",
        False,
        "HU ruling (CSW): the final advance of a charging unit may take any facing (AFdE 10.8, A16).",
    ),
    OptionSpec(
        "command_range",
        "range",
        "Command range test: distance <= range (default) or distance <= range - 1 (AFdE 7.2, A32).",
        ("range", "range_minus_one"),
    ),
    OptionSpec(
        "defensive_fire",
        True,
        "The default answer to a defensive-fire prompt is to fire (AFdE 10.5, A33).",
    ),
    OptionSpec(
        "phase_b_order",
        "pl",
        "Phase B archer order: PL 2014 (defender's archers first) or HU (attacker's first) (AFdE 6.B, A3).",
        ("pl", "hu"),
    ),
    OptionSpec(
        "several_defenders",
        "mixed",
        "Several defenders in one melee: a rear attack counts if any defender is attacked through its "
        "rear (mixed), or only if every one is (defender); disorder counts only if all are disordered "
        "(AFdE 10.5, P3).",
        ("mixed", "defender"),
    ),
    OptionSpec(
        "rout_order",
        "nearest",
        "Phase E rout moves: each side's nearest its rout edge first and a routed stack's units apart "
        "(nearest: a standing answer always set for both decisions at the start, which a side may "
        "change), or in the order each owner chooses, a stack together or apart (owner: asked) "
        "(AFdE 6.E, 5.2.6, E3).",
        ("nearest", "owner"),
    ),
    OptionSpec(
        "c4_threshold",
        8,
        "Initiative difference that gives case C.4 (PL: 8 or more; HU text: more than 8) (AFdE 6.C, A2).",
    ),
)


class AfdeRuleset(RulesetBase[State]):
    system = "afde"
    title = "Au fil de l'Épée"
    orientation = Orientation.FLAT
    die_faces: ClassVar[Mapping[str, int]] = {"0": 10}
    turn_class = Ctx

    # ------------------------------------------------------------------ catalogue

    def scenarios(self) -> Sequence[ScenarioInfo]:
        out = []
        for p in scenario_files():
            scn = load_file(p.stem)
            out.append(
                ScenarioInfo(scn.id, scn.name, scn.invented, tuple(s.id for s in scn.sides), scn.summary)
            )
        return out

    def options(self) -> Sequence[OptionSpec]:
        return OPTIONS

    # ------------------------------------------------------------------ a new game

    def new_state(self, scenario: str | Mapping[str, Any], dice: Dice, options: Mapping[str, Any]) -> State:
        """The scenario's position before the turn starts (its first phase runs as the opening task)."""
        if isinstance(scenario, str):
            known = [p.stem for p in scenario_files()]
            if scenario not in known:
                raise RulesError(
                    "core.unknown_scenario", scenario=scenario, system="afde", scenarios=", ".join(known)
                )
            scn = load_file(scenario)
            raw: dict[str, Any] | None = None
        else:
            raw = _plain(scenario)
            scn = load_inline(raw)
        opts = _options(options)
        st = State(
            scenario_id=scn.id,
            scenario_raw=raw,
            options=opts,
            dice=dice,
            turn=scn.start_turn,
            phase="A",
            units={u.id: _unit(u, scn) for u in scn.units},
            leaders={},
            markers={s.id: {"remonte": s.remonte, "demonte": s.demonte} for s in scn.sides},
            vp={s.id: 0 for s in scn.sides},
            lost_sp={s.id: 0 for s in scn.sides},
            start_sp={s.id: sum(u.front[0] for u in scn.units if u.side == s.id) for s in scn.sides},
        )
        for ls in scn.leaders:
            hx = ls.hex
            status = "map"
            if hx is None:
                mine = [u for u in st.units.values() if u.banner == ls.banner and u.side == ls.side and u.hex]
                if ls.enters > scn.start_turn or not mine:
                    status = "pending"
                else:
                    hx = max(mine, key=lambda u: (u.front[0], u.id)).hex
            st.leaders[ls.id] = Leader(
                ls.id,
                ls.name,
                ls.side,
                ls.banner,
                ls.cinc,
                [ls.bonus, ls.rating, ls.range, ls.mp],
                hx if status == "map" else None,
                status=status,
                wounded=ls.wounded,
                enters=ls.enters,
            )
        if opts.get("rout_order") == "nearest":
            # the E3 defaults until a side says ``standing afde.rout_order ask`` (or afde.rout_stack)
            for side in scn.sides:
                for kind in ROUT_DECISIONS:
                    st.agenda = st.agenda.with_standing(side.id, kind, "always")
        seen: dict[str, Unit] = {}
        for u in st.units.values():
            if u.status == "map" and u.hex is not None:
                top = seen.setdefault(u.hex, u)
                if top is not u:
                    u.layer = top.layer - 1  # listed first is on top; a stack shares one facing
                    if not u.routed and top.facing is not None:
                        u.facing = top.facing
        return st

    def opening(self, state: State) -> Sequence[Task[Any]]:
        """The turn runs from the scenario's start phase until a decision is owed (a start at phase C
        rolls the first initiative, AFdE 6.C)."""
        return (Opening(),)

    def turn(self, state: State, dice: Dice | None = None) -> Ctx:
        return Ctx(state, DiceBox(dice or state.dice))

    # ------------------------------------------------------------------ seats and decisions

    def sides(self, state: State) -> tuple[str, ...]:
        return tuple(s.id for s in state.scn.sides)

    def roles(self, state: State) -> Mapping[str, tuple[str, ...]]:
        out: dict[str, list[str]] = {s.id: [] for s in state.scn.sides}
        for ls in state.scn.leaders:
            if ls.banner not in out[ls.side]:
                out[ls.side].append(ls.banner)
        return {k: tuple(v) for k, v in out.items()}

    def pending(self, state: State) -> tuple[Prompt, ...]:
        return tuple(_prompt(state, a) for a in state.agenda.owed())

    def legal_actions(self, state: State, side: str) -> Sequence[Order]:  # type: ignore[override]
        return [parse_order(state, c) for a in state.agenda.owed() if a.side == side for c in a.orders]

    def standing_kinds(self, state: State) -> tuple[str, ...]:
        # AFdE 10.3: the charge reaction; 6.E, 5.2.6: the order of Phase E rout moves, a routed stack
        # together or apart (always: the default)
        return ("afde.react", *ROUT_DECISIONS)

    def standing_answers(self, kind: str) -> tuple[str, ...]:
        """The answers a standing answer to ``kind`` may give besides always, never and ask."""
        return ()

    def parse(self, state: State, side: str, text: str) -> Order:  # type: ignore[override]
        for a in state.agenda.owed():
            if a.side == side and text in a.orders:
                # word for word a choice owed by the side (what buttons and a random policy send): one
                # order in canonical form, its words the verb and the arguments
                verb, *args = text.split(" ")
                return Order(verb, tuple(args))
        if text.strip().lower().split()[:1] == ["standing"]:
            canonical = " ".join(text.strip().lower().split())
            kind, value = self._standing_args(state, canonical)
            if value not in machine.STANDING_VALUES:
                raise IllegalAction("core.err.bad_standing", value=value[:40])
            return Order("standing", (kind, value))
        played = self._compound(state, side, text)
        if played is not None:
            return CompoundOrder("compound", played.orders, played)
        try:
            return parse_order(state, text)
        except RulesError as exc:
            raise _named_error(state, exc) from None

    def format(self, state: State, action: Order) -> str:  # type: ignore[override]
        return action.text()

    def warning(self, state: State, side: str, action: Order) -> Msg | None:  # type: ignore[override]
        """What the order forfeits in an activation's movement (AFdE 8.1; engine/afde/forfeits.py)."""
        if isinstance(action, CompoundOrder):  # each part on the position the parts before it leave
            played = action.played or self._compound(state, side, action.text())
            return first_warning(self, state, side, played.actions) if played is not None else None
        text = action.text()
        for a in state.agenda.owed():
            if a.side != side or a.kind not in forfeits.MOVEMENT:
                continue
            after = None
            if text in ("done", "pass") and state.mover is not None and "stop" in a.orders:
                try:
                    stopped = self.apply(state, side, Order("stop")).state
                except RulesError:
                    stopped = None
                if stopped is not None:
                    after = next((b for b in stopped.agenda.owed() if b.side == side), None)
            return forfeits.forfeit(state, a, text, after)
        return None

    def apply(self, state: State, side: str, action: Order) -> Transition[State]:  # type: ignore[override]
        if state.result is not None:
            raise GameOver("core.game_over", result=state.result.get("winner") or "draw")
        if side not in self.sides(state):
            raise RulesError("core.unknown_side", side=side, sides=", ".join(self.sides(state)))
        if isinstance(action, CompoundOrder):  # several orders given at once (engine/core/compound.py)
            played = compound.replayed(
                action.played, state, side, lambda: self._compound(state, side, action.text())
            )
            if played is not None:
                return played.transition
        with Journal() as journal:  # copy-on-write: see engine/afde/state.py
            if action.verb == "standing":
                return self._stand(state.light_copy(), journal, side, *action.args)
            return self._apply(state, state.light_copy(), journal, side, action)

    def destinations(self, state: State, side: str, limit: int = 600) -> list[tuple[str, str]]:
        """The hexes where the unit being moved may end its move now, each with the one move order
        (its whole path) that takes it there, nearest first: read from the movement menu's own choices,
        step after step, so that only what the rules allow is listed (AFdE 8.1, 5.1, 5.2.4). A step that
        rolls a die (a pass-through test) ends the search along its path. Empty when no unit is being
        moved."""
        menu = next((p for p in self.pending(state) if p.side == side and p.kind == "afde.d1_unit"), None)
        if menu is None or state.mover is None or state.mover_with is not None:
            return []
        firsts = [c.order.split() for c in menu.choices if c.order.startswith("move ")]
        firsts = [w for w in firsts if len(w) == 3 and w[1] not in state.leaders]
        if not firsts:
            return []
        head = firsts[0][1]
        out: dict[str, str] = {}
        seen: set[tuple[str, int | None, int]] = set()
        frontier: list[tuple[State, str, tuple[str, ...]]] = [(state, head, ())]
        tried = 0
        while frontier and tried < limit:
            nxt: list[tuple[State, str, tuple[str, ...]]] = []
            for st, at, path in frontier:
                steps = [
                    c.order.split()[2]
                    for p in self.pending(st)
                    if p.side == side and p.kind == "afde.d1_unit"
                    for c in p.choices
                    if c.order.startswith(f"move {at} ") and len(c.order.split()) == 3
                ]
                for to in steps:
                    if tried >= limit:
                        break
                    tried += 1
                    try:
                        tr = self.apply(st, side, Order("move", (at, to)))
                    except RulesError:
                        continue
                    if tr.rolls or tr.reveals or tr.state.mover is None:
                        continue
                    u = tr.state.units[tr.state.mover]
                    key = (to, u.facing, u.mp_spent)
                    if key in seen:
                        continue
                    seen.add(key)
                    route = (*path, to)
                    after = [c.order for p in self.pending(tr.state) if p.side == side for c in p.choices]
                    if "stop" in after and to not in out and to != head:
                        out[to] = " ".join(("move", head, *route))
                    nxt.append((tr.state, ref(tr.state, u.id), route))
            frontier = nxt
        return list(out.items())

    def _compound(self, state: State, side: str, text: str) -> compound.Played[State, Order] | None:
        steps: compound.Steps[State, Order] = compound.Steps.of(self)
        return compound.play(steps, state, side, text, kinds=COMPOUND_KINDS, expand=compound_parts)

    def _stand(self, st: State, journal: Journal, side: str, kind: str, value: str) -> Transition[State]:
        """A standing answer: kept for ``side`` alone, and applied at once if its decision is owed now."""
        g = Ctx(st)
        g.journal = journal
        machine.set_standing(g, side, kind, value)
        machine.settle(g)
        st = g.st
        st.dice = g.box.dice
        journal.commit(st)
        return Transition(
            state=st,
            events=tuple(g.events),
            rolls=tuple(g.box.rolls),
            reveals=g.reveals,
            activation_ended=g.activation_ended,
        )

    def _apply(
        self, state: State, st: State, journal: Journal, side: str, action: Order
    ) -> Transition[State]:
        g = Ctx(st)
        g.journal = journal
        # A facing prompt is optional (keep the facing): an order that answers something else takes
        # the default facing first, like a standing answer; a lapsing decision of the side's too.
        lapsed: Ask | None = None
        for _ in range(64):  # at most this many lapsing decisions before the order answers something
            while (
                g.agenda.asks
                and all(a.kind == "afde.face" for a in g.agenda.asks)
                and not (action.verb == "face" and any(a.side == side for a in g.agenda.asks))
            ):
                face = g.agenda.asks[0]
                answer_owed(g, face, parse_order(g.st, face.default or "pass"))
            one = lapse(g, side, action)
            if one is None:
                break
            lapsed = lapsed or one
        mine = [a for a in g.agenda.owed() if a.side == side]
        if not mine and lapsed is not None:  # nothing of the side's follows the step it let lapse
            raise _named_error(state, not_now(lapsed, action))
        if not mine:
            owing = sorted({a.side for a in state.agenda.owed()})
            # printed as the ids in transcripts ("nobody" when nothing is owed), read as the sides' names
            refs = [SideRef(s, system="afde") for s in owing]
            owed: Any = refs[0] if len(refs) == 1 else phrase(", ".join(owing), *refs) if refs else _NOBODY
            kinds = ", ".join(a.kind.removeprefix("afde.") for a in state.agenda.owed())
            raise NotYourDecision("core.not_your_decision", expected=owed, prompt=kinds)
        # several decisions of one side may be owed at once (a leader to place, a unit to retreat):
        # the order answers the one that lists it
        ask = next((a for a in mine if action.text() in a.orders), mine[0])
        try:
            answer_owed(g, ask, action)
        except RulesError as exc:
            raise _named_error(state, exc) from None
        st = g.st
        st.dice = g.box.dice
        journal.commit(st)
        return Transition(
            state=st,
            events=tuple(g.events),
            rolls=tuple(g.box.rolls),
            reveals=g.reveals,
            activation_ended=g.activation_ended,
        )

    # ------------------------------------------------------------------ what players see

    def view(self, state: State, side: str | None) -> View:
        awaiting = tuple(dict.fromkeys(a.side for a in state.agenda.owed()))
        title = Named(
            f"{self.title}: {state.scn.name}", "afde", (state.scn.name,)
        )  # the name read in each language
        return build_view(state, side, title, awaiting)

    def result(self, state: State) -> Result | None:
        if state.result is None:
            return None
        r = state.result
        names = side_names(state.scn)
        points = [
            Msg("afde.ref.score", {"side": SideRef(s, system="afde", name=names.get(s, "")), "points": v})
            for s, v in r["score"].items()
        ]
        shown = ", ".join(f"{s} {v}" for s, v in r["score"].items())
        return Result(
            r["winner"],
            Msg(f"afde.victory.reason.{r['reason']}", {"score": phrase(shown, *points)}),
            dict(r["score"]),
        )

    def dump(self, state: State) -> dict[str, Any]:
        out = dump_state(state)
        ag = state.agenda
        top = ag.stack[-1] if ag.stack else None
        if isinstance(top, Owed) and ag.asks:  # the asks are the decisions the top task holds
            out["agenda"] = {**saved_agenda.dump_agenda(replace(ag, asks=())), "owed": True}
        else:
            out["agenda"] = saved_agenda.dump_agenda(ag)
        return out

    def load(self, data: Mapping[str, Any]) -> State:
        data = self.migrate(data)
        agenda = saved_agenda.load_agenda(data["agenda"])
        if data["agenda"].get("owed"):
            top = agenda.stack[-1]
            assert isinstance(top, Owed)
            agenda = replace(agenda, asks=tuple(d.to_ask() for d in top.decisions))
        return load_state(dict(data), agenda)

    def migrate(self, data: Mapping[str, Any]) -> Mapping[str, Any]:
        """A game saved before the kernel's machine: its task stack and decisions become tasks."""
        if "agenda" in data:
            return data
        return migrate_pre_kernel(data)


def _plain(data: Any) -> Any:
    if isinstance(data, Mapping):
        return {str(k): _plain(v) for k, v in data.items()}
    if isinstance(data, list | tuple):
        return [_plain(v) for v in data]
    return data


def _options(options: Mapping[str, Any]) -> dict[str, Any]:
    return dict(resolve_options(OPTIONS, options, prefix="afde."))


def _unit(us: Any, scn: Scenario) -> Unit:
    pending = us.hex is None or us.enters > scn.start_turn
    return Unit(
        id=us.id,
        name=us.name,
        side=us.side,
        banner=us.banner,
        type=us.type,
        mounted=us.mounted,
        mounted_start=us.mounted,
        front=list(us.front),
        back=list(us.back),
        alt_mp=list(us.alt_mp),
        fire=us.fire,
        hex=None if pending else us.hex,
        facing=None if us.cohesion == "routed" else us.facing,
        fatigued=us.fatigued,
        cohesion=us.cohesion,
        status="pending" if pending else "map",
        enters=us.enters,
        entry=us.entry or us.hex,
    )


def _named_error(st: State, exc: RulesError) -> RulesError:
    """The refusal, its unit and leader ids given their names for the catalogue texts."""
    exc.msg = Msg(exc.msg.key, named(st, dict(exc.msg.params)), exc.msg.rule)
    return exc


class _LabelLater(Choice):
    """A choice whose label is written when it is first read: most prompts are answered, by a
    standing answer, a default or an AI, without their labels being shown. The state is never
    changed (``apply`` copies), so the label reads as it would have when the prompt was made."""

    def __init__(self, order: str, st: State, params: dict[str, object], seen: dict[str, object]) -> None:
        d = self.__dict__
        d["order"] = order
        d["_of"] = (st, params, seen)

    def __getattr__(self, name: str) -> Any:
        if name != "label":
            raise AttributeError(name)
        d = self.__dict__
        st, params, seen = d["_of"]
        d["label"] = out = label(st, d["order"], params, seen)
        del d["_of"]
        return out

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Choice):
            return (self.order, self.label) == (other.order, other.label)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.order, self.label))

    def __repr__(self) -> str:
        return f"Choice(order={self.order!r}, label={self.label!r})"


def _prompt(st: State, a: Ask) -> Prompt:
    seen: dict[str, object] = {}
    params = dict(a.msg.params)
    choices = tuple(_LabelLater(c.order, st, params, seen) for c in a.choices)
    return Prompt(
        side=a.side,
        kind=a.kind,
        msg=Msg(a.msg.key, named(st, params), a.msg.rule),
        choices=choices,
        role=a.role,
        default=a.default,
        private=a.private,
    )


RULESET = AfdeRuleset()
