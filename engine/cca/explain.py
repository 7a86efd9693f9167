"""Why an order is refused: a specific reason and the rule that forbids it."""

from __future__ import annotations

from typing import NoReturn

from engine.cca import rules as R  # noqa: N812
from engine.cca.cards import cards, ctype
from engine.cca.state import State
from engine.core.errors import IllegalAction
from engine.core.messages import Msg

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


def _no(key: str, rule: str, **params: object) -> NoReturn:
    raise IllegalAction(f"cca.err.{key}", rule, **params)


def _choices(d: R.Decision) -> str:
    return ", ".join(ch.order for ch in d.choices[:12]) + (" …" if len(d.choices) > 12 else "")


def explain(st: State, d: R.Decision, act: R.Act) -> None:
    """Return quietly when ``act`` is legal though not a listed choice; otherwise raise the reason."""
    v = act.verb
    if v not in STEP_VERBS.get(d.kind, ()) or (d.kind == "cca.card" and v == "done"):
        if d.kind == "cca.card" and v == "done":
            _no("must_play", "CCA 4", choices=_choices(d))
        verbs = [x for x in STEP_VERBS.get(d.kind, ()) if d.kind != "cca.card" or x != "done"]
        _no("wrong_step", "CCA 4", side=d.side, step=Msg(f"cca.step.{d.kind}"), verbs=", ".join(verbs))
    if d.kind == "cca.card":
        cid = act.args[0]
        if cid not in cards():
            _no("unknown_card", "CCA 12", card=cid)
        if cid not in (ctype(x) for x in st.hands[d.side]):
            _no("not_in_hand", "CCA 4", card=cid)
        _no("first_strike_reaction", "CCA 12")
    if d.kind == "cca.order" and v == "order":
        # several pieces at once: the set is checked as a whole, whatever the naming order
        pids = []
        for r in act.args:
            pid = R.resolve_ref(st, r)
            if pid is None:
                _no("no_piece", "CCA 5", hex=r)
            pids.append(pid)
        _seq, fail = R.arrange_orders(st, pids)
        if fail is not None:
            _no(f"order.{fail[1]}", "CCA 5", piece=R.ref(st, fail[0]), **fail[2])
        return
    if d.kind == "cca.replenish":
        pid = R.resolve_ref(st, act.args[0])
        _no("rally", "CCA 12", piece=act.args[0]) if pid else _no("no_piece", "CCA 12", hex=act.args[0])
    if d.kind == "cca.move":
        pid = R.resolve_ref(st, act.args[0])
        if pid is None:
            _no("no_piece", "CCA 6", hex=act.args[0])
        if not R.tflag(st, pid, "o"):
            _no("not_ordered", "CCA 5", piece=act.args[0])
        if not R.can_move(st, pid):
            _no("cannot_move", "CCA 6", piece=act.args[0])
        if v == "stay":
            return
        hexes = [st.board.by_label.get(x) for x in act.args[1:]]
        if any(h is None for h in hexes):
            _no("off_board", "CCA 6/a")
        path = [h for h in hexes if h is not None]
        why = R.check_path(st, pid, path)
        if why is None:
            return
        _no(f"move.{why}", "CCA 6/a", piece=act.args[0], hex=act.args[-1], **R.move_detail(st, pid, path[-1]))
    if d.kind == "cca.battle" and v in ("battle", "fire"):
        uid = R.resolve_ref(st, act.args[0])
        if uid is None or uid not in st.units:
            _no("no_piece", "CCA 7", hex=act.args[0])
        u = st.units[uid]
        if u.side != d.side:
            _no("order.not_yours", "CCA 7", piece=act.args[0])
        if not R.tflag(st, uid, "o"):
            _no("not_ordered", "CCA 5", piece=act.args[0])
        if not R.can_battle(st, u):
            _no("cannot_battle", "CCA 7", piece=act.args[0])
        tid = R.resolve_ref(st, act.args[1])
        if tid is None:
            _no("no_target", "CCA 7", hex=act.args[1])
        th = R.target_hex(st, tid)
        if v == "battle":
            if not R.melee_allowed(st):
                _no("card_no_melee", "CCA 12")
            if u.hex.distance(th) != 1:
                _no("not_adjacent", "CCA 7/b", hex=act.args[1])
            _no("not_enemy", "CCA 7", hex=act.args[1])
        if not R.ranged_allowed(st):
            _no("card_no_ranged", "CCA 12")
        if R.fire_range(st, u) < 2:
            _no("no_missile", "CCA 7/a", piece=act.args[0])
        if R.adjacent_enemy_units(st, u.hex, u.side):
            _no("must_melee", "CCA 7")
        dist = u.hex.distance(th)
        if dist < 2 or dist > R.fire_range(st, u):
            _no("range", "CCA 7/a", hex=act.args[1], distance=dist, range=R.fire_range(st, u))
        if not R.los_clear(st, u.hex, th):
            _no("los", "CCA 7/a", hex=act.args[1])
        _no("not_enemy", "CCA 7", hex=act.args[1])
    if d.kind == "cca.battle" and v == "done":
        _no("warriors_must_melee", "CCA 6/a")
    _no("not_a_choice", "CCA 4", order=act.text(), choices=_choices(d))
