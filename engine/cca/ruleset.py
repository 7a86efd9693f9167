"""The Commands & Colors: Ancients Ruleset: notation, prompts, views and persistence."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from engine.cca import forfeits
from engine.cca import rules as R  # noqa: N812
from engine.cca.board import board_for, load_scenario, scenario_ids
from engine.cca.cards import card_id, cards, ctype, full_deck
from engine.cca.constants import DIE_FACES, SIDES
from engine.cca.notation import COMPOUND_KINDS, CompoundAct, act_of, pre_read, read_text
from engine.cca.rules.pieces import side_ref, title
from engine.cca.rules.tasks import CcaTask
from engine.cca.state import Leader, State, Unit, dump, load
from engine.cca.viewing import build_view
from engine.core import compound, machine
from engine.core.dice import Dice, DiceBox
from engine.core.errors import GameOver, IllegalAction, InvalidNotation, NotYourDecision
from engine.core.hexgrid import Orientation
from engine.core.machine import DONE, Agenda, Step, Task, Turn
from engine.core.messages import Msg
from engine.core.protocol import (
    OptionSpec,
    Prompt,
    Result,
    ScenarioInfo,
    Transition,
    first_warning,
    resolve_options,
)
from engine.core.record import record
from engine.core.refs import SideRef
from engine.core.ruleset import RulesetBase
from engine.core.view import View

OPTIONS = (
    OptionSpec("lc_swords_hit", False, "Light cavalry SWORDS hit in melee (reference-card reading, E.6/5)."),
    OptionSpec(
        "command_raise",
        "permanent",
        "Command raised by Clash of Shields, I Am Spartacus and Mounted Charge: for the rest of the game "
        "(permanent) or only for that turn's draw (oneoff) (E.6/9).",
        ("permanent", "oneoff"),
    ),
)


_IMPLIED = {
    "cca.order": ("move", "stay", "battle", "fire"),
    "cca.replenish": ("move", "stay", "battle", "fire"),
    "cca.move": ("battle", "fire"),
}


def _implied(st: State, side: str, act: R.Act) -> list[str] | None:
    """Steps a player may skip by giving the next order at once: playing the only playable card, ending
    the orders by moving or battling, ending movement by battling. The orders taken first, or None."""
    trial = st.clone()
    c = R.Ctx(trial, DiceBox(trial.dice))
    taken: list[str] = []
    text = act.text()
    for _ in range(4):
        d = R.decision(trial)
        if d is None or d.side != side:
            return None
        if taken:
            if any(ch.order == text for ch in d.choices):
                return taken
            if act.verb in R.STEP_VERBS.get(d.kind, ()):
                w = R.refuse(trial, d, act)  # the step the order belongs to says why it is refused
                if w is not None:
                    raise _refusal(w)
                return taken
        if d.kind == "cca.card" and len(d.choices) == 1 and act.verb != "play":
            step = d.choices[0].order
        elif act.verb in _IMPLIED.get(d.kind, ()):
            step = "done"
        else:
            return None
        machine.answer(c, side, step)
        taken.append(step)
    return None


@lru_cache(maxsize=4096)
def _offered_act(order: str) -> R.Act:
    """An offered order's action: a choice's order is canonical, its words are the verb and arguments."""
    return R.Act(*R.split_order(order))


def _refusal(w: R.Why) -> IllegalAction:
    return IllegalAction(f"cca.err.{w.key}", w.rule, **w.params)


# The decisions a player may answer in advance (``standing <kind> always|never|ask``): those the rules
# give a side while the other side acts, each with the answers it takes besides always, never and ask
STANDING: dict[str, tuple[str, ...]] = {
    "cca.react": ("evade", "firststrike", "noreaction"),  # CCA 9/a, 12
    "cca.evade_path": (),  # CCA 9/a: always = the default path
    "cca.ignore": (),  # CCA 8/a: always = ignore all it may, never = none
    "cca.retreat": (),  # CCA 8: always = the path farthest from the enemy
    "cca.battleback": (),  # CCA 7/b
    "cca.leader_evade": (),  # CCA 9/a/1: always = the default end
    "cca.escape": (),  # CCA 9/a/1: always = strike, never = let pass
}


def _standing(text: str) -> R.Act | None:
    """``standing <kind> <answer>`` read and checked, or None for any other order."""
    if "standing" not in text.lower():
        return None
    words = text.strip().lower().split()
    if not words or words[0] != "standing":
        return None
    if len(words) != 3:
        raise InvalidNotation("core.err.standing_form", None, order=text[:40])
    _, kind, value = words
    if kind not in STANDING:
        raise IllegalAction("core.err.no_standing", None, kind=kind[:40], kinds=", ".join(STANDING))
    if value not in (*machine.STANDING_VALUES, *STANDING[kind]):
        raise IllegalAction("core.err.bad_standing", None, value=value[:40])
    return R.Act("standing", (kind, value))


def _decision(st: State) -> R.Decision | None:
    """The decision owed in a settled state."""
    return R.decision(st)


def _offered(d: R.Decision, text: str) -> bool:
    """Is ``text`` one of the decision's orders?"""
    return text in d.orders


@record
class Deal(CcaTask, kind="cca.deal"):
    """The deal (CCA 3): each side reads its own hand, everyone its size; then the first card phase."""

    def run(self, host: R.Ctx) -> Step:
        st = host.st
        first = st.active
        for side in (first, R.enemy(first)):
            for card in st.hands[side]:
                host.ev(
                    "drew_card",
                    None,
                    private_to=side,
                    side=side_ref(side),
                    card=ctype(card),
                    title=title(card),
                )
            host.ev("drew", None, side=side_ref(side), n=len(st.hands[side]))
        host.reveal()
        host.push(R.CardPhase())
        return DONE


class CcaRuleset(RulesetBase[State]):
    system = "cca"
    title = "Commands & Colors: Ancients"
    orientation = Orientation.POINTY
    die_faces = DIE_FACES

    # ------------------------------------------------------------------ catalogue

    def scenarios(self) -> Sequence[ScenarioInfo]:
        out = []
        for sid in scenario_ids():
            sc = load_scenario(sid, frozenset(cards()))
            out.append(ScenarioInfo(sid, sc["name"], sc["invented"], SIDES, sc["summary"]))
        return out

    def options(self) -> Sequence[OptionSpec]:
        return OPTIONS

    # ------------------------------------------------------------------ new game

    def new_state(self, scenario: str | Mapping[str, Any], dice: Dice, options: Mapping[str, Any]) -> State:
        """The position before the first order: the pieces placed, the deck shuffled and the hands dealt
        (CCA 3); the dice of the state are those after the shuffle."""
        sc = load_scenario(scenario, frozenset(cards()), card_id)
        opts: dict[str, Any] = dict(resolve_options(OPTIONS, options, prefix="cca."))
        units: dict[str, Unit] = {}
        counters = {"north": 0, "south": 0}
        at = board_for(sc).by_label
        for u in sc["units"]:
            counters[u["side"]] += 1
            uid = f"{u['side'][0]}{counters[u['side']]}"
            units[uid] = Unit(uid, u["side"], u["type"], at[u["hex"]], u["blocks"], u["start"])
        leaders: dict[str, Leader] = {}
        lcount = {"north": 0, "south": 0}
        for ld in sc["leaders"]:
            lcount[ld["side"]] += 1
            lid = f"{ld['side'][0]}L{lcount[ld['side']]}"
            leaders[lid] = Leader(lid, ld["side"], ld["name"], at[ld["hex"]])
        box = DiceBox(dice)
        first = sc["first_player"]
        hands: dict[str, list[str]] = {"north": [], "south": []}
        given = sc.get("hands") or {}
        pool = full_deck()
        extra = 100

        def take(cd: str) -> str:
            nonlocal extra
            if cd in pool:
                pool.remove(cd)
                return cd
            for x in pool:
                if ctype(x) == cd:
                    pool.remove(x)
                    return x
            extra += 1  # a test position may hold more copies than the box
            return f"{ctype(cd)}#{extra}"

        for s, hs in given.items():
            hands[s] = [take(cd) for cd in hs]
        discard = [take(cd) for cd in sc.get("discard") or []]
        if sc.get("deck") is not None:
            deck = [take(cd) for cd in sc["deck"]]
        else:
            deck = box.shuffle(pool, "deal")
        for s in (first, R.enemy(first)):
            if s not in given:
                n = sc["command"][s]
                hands[s], deck = deck[:n], deck[n:]
        return State(
            scenario=sc,
            options=opts,
            dice=box.dice,
            turn=1,
            active=first,
            phase="card",
            card=None,
            eff={},
            units=units,
            leaders=leaders,
            tf={},
            hands=hands,
            deck=deck,
            discard=discard,
            command=dict(sc["command"]),
            banners={"north": [], "south": []},
            last={
                s: ({"card": cd, "map": s} if (cd := (sc.get("last") or {}).get(s)) else None) for s in SIDES
            },
            fs_used=[],
            overlay={"moves": [], "attacks": [], "retreats": [], "losses": []},
        )

    def opening(self, state: State) -> Sequence[Task[Any]]:
        return (Deal(),)

    def turn(self, state: State, dice: Dice | None = None) -> R.Ctx:
        # the state's own dice: a new game's are those after the deck was shuffled
        return R.Ctx(state, DiceBox(state.dice))

    def copy(self, state: State) -> State:
        return state.clone()

    def _transition(self, t: Turn) -> Transition[State]:
        """What happened while the game was set up: the deal, and any decision the first player had only
        one answer to (the cards dealt are a reveal)."""
        st: State = t.state
        st.dice = t.box.dice
        rolls = tuple(r for r in t.box.rolls if r.sides)
        return Transition(state=st, events=tuple(t.events), rolls=rolls, reveals=t.revealed)

    def sides(self, state: State) -> tuple[str, ...]:
        return SIDES

    def roles(self, state: State) -> Mapping[str, tuple[str, ...]]:
        return dict.fromkeys(SIDES, ())

    # ------------------------------------------------------------------ decisions

    def pending(self, state: State) -> tuple[Prompt, ...]:
        got: tuple[Prompt, ...] | None = state.memo.get("p")
        if got is not None:
            return got
        d = R.decision(state)
        if d is None:
            return ()
        got = (Prompt(d.side, d.kind, d.msg, d.choices, None, d.default, d.private),)
        state.memo["p"] = got
        return got

    def legal_actions(self, state: State, side: str) -> Sequence[R.Act]:  # type: ignore[override]
        d = _decision(state)
        if d is None or d.side != side:
            return []
        return [act_of(ch.order) for ch in d.choices]

    # ------------------------------------------------------------------ notation

    def _read(self, state: State, text: str) -> R.Act:
        low, act = pre_read(text)
        if act is not None:
            return act
        if low == "pass":
            d = _decision(state)
            low = "noreaction" if d is not None and d.kind == "cca.react" else "done"
        if low in ("evade", "retreat", "leader"):
            d = _decision(state)
            opts = [ch.order for ch in d.choices if ch.order.startswith(low + " ")] if d is not None else []
            if d is not None and d.default and d.default.startswith(low + " "):
                return R.Act(*R.split_order(d.default))
            if opts:
                return R.Act(*R.split_order(opts[0]))
        return read_text(low)

    def standing_kinds(self, state: State) -> tuple[str, ...]:
        return tuple(STANDING)

    def standing_answers(self, kind: str) -> tuple[str, ...]:
        """The answers a standing answer to ``kind`` may give besides always, never and ask."""
        return STANDING.get(kind, ())

    def parse(self, state: State, side: str, text: str) -> R.Act:  # type: ignore[override]
        act = self._offered(state, side, text)
        if act is not None:
            return act
        act = _standing(text)
        if act is not None:
            if state.result is not None:
                raise GameOver("core.game_over", None, result=str(state.result.get("winner")))
            if side not in SIDES:
                raise NotYourDecision("core.unknown_side", None, side=side, sides="north, south")
            return act
        if ";" in text or "\n" in text or "\r" in text:  # compound.SEPARATOR: perhaps several orders
            played = self._compound(state, side, text)
            if played is not None:
                return CompoundAct("compound", played.orders, played)
        act = self._read(state, text)
        self._check(state, side, act)
        return act

    def _offered(self, st: State, side: str, text: str) -> R.Act | None:
        """The order when ``text`` is word for word one of the choices owed by ``side`` now (what buttons,
        menus and a random policy send), read without the notation reader and checked as ``_check``
        would check it; None otherwise (the order is read and checked in full)."""
        ag = st.agenda
        if st.result is not None or not ag.asks:
            return None
        d = ag.asks[0]
        if d.side != side or text not in d.orders:
            return None
        for entry in st.echo:  # as ``_check_now``: an echo of an order taken for the side comes first
            if entry[0] == side and entry[2] == text and entry[1] != d.kind:
                return None
        act = _offered_act(text)
        st.memo[("c", side, act.verb, act.args)] = ("direct", d)
        return act

    def _compound(self, state: State, side: str, text: str) -> compound.Played[State, R.Act] | None:
        """Several orders given at once (engine/core/compound.py); None for a single order."""
        steps: compound.Steps[State, R.Act] = compound.Steps.of(self)
        return compound.play(steps, state, side, text, kinds=COMPOUND_KINDS)

    def format(self, state: State, action: R.Act) -> str:  # type: ignore[override]
        return action.text()

    def warning(self, state: State, side: str, action: R.Act) -> Msg | None:  # type: ignore[override]
        """What the order forfeits (CCA 5, 6, 7; engine/cca/forfeits.py), or None."""
        if action.verb == "standing":
            return None
        if isinstance(action, CompoundAct):  # each part on the position the parts before it leave
            played = action.played or self._compound(state, side, action.text())
            return first_warning(self, state, side, played.actions) if played is not None else None
        how, what = self._check(state, side, action)
        return forfeits.warning(state, side, action, how, what)

    def _check(self, st: State, side: str, act: R.Act) -> tuple[str, Any]:
        """How ``act`` applies: ("direct", decision), ("echo", entry) or ("implied", [orders taken first]).

        Raises the reason when it does not apply at all. The answer is memoised (``parse`` then
        ``apply`` ask the same question of the same unchanging state)."""
        key = ("c", side, act.verb, act.args)
        got: tuple[str, Any] | None = st.memo.get(key)
        if got is None:
            got = st.memo[key] = self._check_now(st, side, act)
        return got

    def _check_now(self, st: State, side: str, act: R.Act) -> tuple[str, Any]:
        if st.result is not None:
            raise GameOver("core.game_over", None, result=str(st.result.get("winner")))
        if side not in SIDES:
            raise NotYourDecision("core.unknown_side", None, side=side, sides="north, south")
        d = R.decision(st)
        assert d is not None
        text = act.text()
        for entry in st.echo:
            # an order the engine already took for this side (the only option it had) is acknowledged
            if (
                entry[0] == side
                and entry[2] == text
                and (d.side != side or d.kind != entry[1] or not _offered(d, text))
            ):
                return "echo", entry
        if d.side != side:
            army = str(st.scenario.get(f"{d.side}_army") or "")
            raise NotYourDecision(
                "core.not_your_decision",
                None,
                expected=SideRef(d.side, system="cca", name=army),  # printed as the id in transcripts
                prompt=d.msg.key,
            )
        if text in d.orders:  # offered
            return "direct", d
        w = R.refuse(st, d, act)
        if w is None:
            return "direct", d
        implied = _implied(st, side, act)
        if implied is None:
            raise _refusal(w)
        return "implied", implied

    def apply(self, state: State, side: str, action: R.Act) -> Transition[State]:  # type: ignore[override]
        if isinstance(action, CompoundAct):  # several orders given at once (engine/core/compound.py)
            played = compound.replayed(
                action.played, state, side, lambda: self._compound(state, side, action.text())
            )
            if played is not None:
                return played.transition
        if action.verb == "standing":
            return self._stand(state, side, *action.args)
        how, what = self._check(state, side, action)
        st = state.clone()
        c = R.Ctx(st, DiceBox(st.dice))
        if how == "echo":
            st.echo = [e for e in st.echo if e is not what and e != what]
            c.ev(f"echo_of.{what[1]}", None, order=action.text())
            return Transition(state=st, events=tuple(c.events))
        st.echo = []
        if how == "implied":
            for order in what:
                machine.answer(c, side, order)
        machine.answer(c, side, action.text())
        return self._done(c, c.auto)

    def _stand(self, state: State, side: str, kind: str, value: str) -> Transition[State]:
        """A standing answer: kept for ``side`` alone, and applied at once if its decision is owed now."""
        if state.result is not None:
            raise GameOver("core.game_over", None, result=str(state.result.get("winner")))
        st = state.clone()
        c = R.Ctx(st, DiceBox(st.dice))
        machine.set_standing(c, side, kind, value)
        machine.settle(c)
        return self._done(c, c.auto or st.echo)

    def _done(self, c: R.Ctx, echo: list[list[str]]) -> Transition[State]:
        st = c.st
        ag = st.agenda
        if ag.taken:  # the machine's own note of what it answered itself: ``echo`` keeps it here
            st.agenda = Agenda(ag.stack, ag.asks, ag.sealed, ag.answers, ag.standing, ag.finished)
        st.echo = echo
        box = c.box
        st.dice = box.dice
        rolls = box.rolls
        return Transition(
            st,
            tuple(c.events),
            tuple([r for r in rolls if r.sides]) if rolls else (),
            c.revealed or (any(not r.sides for r in rolls) if rolls else False),
            c.activation_ended or st.result is not None,
        )

    # ------------------------------------------------------------------ result and persistence

    def result(self, state: State) -> Result | None:
        r = state.result
        if r is None:
            return None
        sc = {s: R.score(state, s) for s in SIDES}
        if r["winner"] is None:
            return Result(None, Msg("cca.result.draw", {}), sc)
        loser = R.enemy(r["winner"])
        return Result(
            r["winner"],
            Msg(
                "cca.result.banners",
                {
                    "side": side_ref(r["winner"]),
                    "banners": sc[r["winner"]],
                    "other": sc[loser],
                    "loser": side_ref(loser),
                },
            ),
            sc,
        )

    def dump(self, state: State) -> dict[str, Any]:
        out = dump(state)
        if state.agenda.standing:  # each side's standing answers (private: a save is never shown)
            out["standing"] = [list(s) for s in state.agenda.standing]
        return out

    def load(self, data: Mapping[str, Any]) -> State:
        st = load(data)
        st.agenda = Agenda(standing=tuple((str(s), str(k), str(v)) for s, k, v in data.get("standing", ())))
        R.restore_agenda(st, data["stack"])
        return st

    # ------------------------------------------------------------------ view

    def view(self, state: State, side: str | None) -> View:
        return build_view(state, side, _decision(state), self.result(state))


RULESET = CcaRuleset()
