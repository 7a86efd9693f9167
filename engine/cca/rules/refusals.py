"""Which section answers for a refused order at each decision: the step's verbs, the rule it cites, and
the ``why_not`` check of the section that lists its choices."""

from __future__ import annotations

from engine.cca.rules.pieces import (
    Act,
    Decision,
    Why,
    listing,
    reason,
    side_ref,
    title,
    why,
)
from engine.cca.rules.s04_turn import refuse_card
from engine.cca.rules.s05_orders import refuse_order
from engine.cca.rules.s06_movement import refuse_move
from engine.cca.rules.s07_battle import React, refuse_battle
from engine.cca.rules.s08_retreat import ElephantRetreat, Flags
from engine.cca.rules.s09_evade_momentum import why_not_evade
from engine.cca.rules.s12_cards import refuse_rally
from engine.cca.state import State
from engine.core.messages import Msg

# the orders each decision takes, and the rule each decision belongs to (what a refusal cites)
STEP_VERBS = {
    "cca.card": ("play", "done"),
    "cca.order": ("order", "done"),
    "cca.replenish": ("rally", "done"),
    "cca.move": ("move", "stay", "done"),
    "cca.battle": ("battle", "fire", "done"),
    "cca.react": ("noreaction", "firststrike", "evade"),
    "cca.ignore": ("ignore",),
    "cca.retreat": ("retreat",),
    "cca.battleback": ("battleback", "nobattleback"),
    "cca.advance": ("advance", "noadvance"),
    "cca.extra": ("extra", "noextra"),
    "cca.bonus": ("bonus", "nobonus"),
    "cca.leader_evade": ("leader",),
    "cca.rampage": ("rampage",),
    "cca.escape": ("strike", "letpass"),
    "cca.evade_path": ("evade",),
}
STEP_RULE = {
    "cca.card": "CCA 4",
    "cca.order": "CCA 5",
    "cca.replenish": "CCA 12",
    "cca.move": "CCA 6",
    "cca.battle": "CCA 7",
    "cca.react": "CCA 9/a",
    "cca.ignore": "CCA 8/a",
    "cca.retreat": "CCA 8",
    "cca.battleback": "CCA 7/b",
    "cca.advance": "CCA 9/b",
    "cca.extra": "CCA 9/b",
    "cca.bonus": "CCA 9/c",
    "cca.leader_evade": "CCA 9/a/1",
    "cca.rampage": "CCA 8/b",
    "cca.escape": "CCA 9/a/1",
    "cca.evade_path": "CCA 9/a",
}
# a choice that is not listed: why, in the terms of the step's rule
_NOT_LISTED = {
    "cca.retreat": "retreat_end",
    "cca.extra": "extra_hex",
    "cca.bonus": "bonus_target",
    "cca.leader_evade": "leader_end",
    "cca.rampage": "rampage_target",
    "cca.evade_path": "evade_end",
}
_PHASES = frozenset({"cca.card", "cca.order", "cca.replenish", "cca.move", "cca.battle"})
# decisions whose orders may be legal beyond the listed choices (several pieces at once, a whole path)
_OPEN_ENDED = {("cca.order", "order"), ("cca.move", "move"), ("cca.move", "stay")}


def refuse(st: State, d: Decision, act: Act) -> Why | None:
    """Why ``act`` is refused at decision ``d``, or None when it is legal though not a listed choice.

    Each step asks the section that lists its choices (``why_not_play``, ``order_refusal``,
    ``why_not_move``, ``why_not_battle``, ``why_not_rally``, ``why_not_evade``…), so a refusal is the
    reason the choice is missing."""
    v = act.verb
    rule = STEP_RULE[d.kind]
    if v not in STEP_VERBS[d.kind] or (d.kind == "cca.card" and v == "done" and d.choices[0].order != "done"):
        if d.kind == "cca.card" and v == "done":
            return refuse_card(st, d.side, act, listing(d.choices))
        if d.kind == "cca.move" and st.phase == "move2" and v in ("battle", "fire"):
            # Move-Fire-Move's second move: the card forbids any fire after it (CCA 12)
            return why("mfm_no_fire", "CCA 12", card=title("move-fire-move"))
        verbs = [x for x in STEP_VERBS[d.kind] if d.kind != "cca.card" or x != "done"]
        # out of turn order, the turn sequence (CCA 4) forbids it; inside a battle, the step's own rule
        step_rule = "CCA 4" if d.kind in _PHASES else rule
        return why(
            "wrong_step",
            step_rule,
            side=side_ref(d.side),
            step=Msg(f"cca.step.{d.kind}"),
            verbs=", ".join(verbs),
        )
    w = _refuse_at(st, d, act)
    if w is None and (d.kind, v) not in _OPEN_ENDED:
        w = why("not_a_choice", rule, order=act.text(), choices=listing(d.choices), why=reason("not_offered"))
    return w


def _refuse_at(st: State, d: Decision, act: Act) -> Why | None:
    k, v = d.kind, act.verb
    rule = STEP_RULE[k]
    if k == "cca.card":
        return refuse_card(st, d.side, act, listing(d.choices))
    if k == "cca.order" and v == "order":
        return refuse_order(st, act)
    if k == "cca.replenish" and v == "rally":
        return refuse_rally(st, act)
    if k == "cca.move" and v in ("move", "stay"):
        return refuse_move(st, act)
    if k == "cca.battle":
        return refuse_battle(st, d.side, act)
    t = st.agenda.stack[-1]
    if k == "cca.react" and v == "firststrike":
        return why("no_first_strike", "CCA 12")
    if isinstance(t, React) and v == "evade":
        w = why_not_evade(st, st.units[t.tgt], st.units[t.att])
        if w is not None or not act.args:
            return w
        return why(
            "not_a_choice", rule, order=act.text(), choices=listing(d.choices), why=reason("evade_later")
        )
    if isinstance(t, Flags):
        n = int(act.args[0])
        return why(
            "not_a_choice",
            rule,
            order=act.text(),
            choices=listing(d.choices),
            why=reason("ignore_max", n=n, max=t.ign),
        )
    if k in _NOT_LISTED and act.args:
        if isinstance(t, ElephantRetreat):
            rule = "CCA 8/b"
        key = _NOT_LISTED[k]
        return why(
            "not_a_choice",
            rule,
            order=act.text(),
            choices=listing(d.choices),
            why=reason(key, hex=act.args[0]),
        )
    return None
