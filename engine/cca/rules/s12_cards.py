"""CCA 12 (digest 14): what each command card does when it is played."""

from __future__ import annotations

from typing import Any

from engine.cca.cards import HELMET, LEADERSHIP, cards
from engine.cca.constants import (
    ANY_CLASS_FACE,
    CAVALRY,
    FACE_NAMES,
    HEAVY_MOUNTED,
    HEAVY_UNITS,
    LIGHT_UNITS,
    MEDIUM_UNITS,
    NO_RALLY,
    UNIT_TYPES,
)
from engine.cca.rules.pieces import (
    Act,
    Ctx,
    Why,
    adjacent_enemy_units,
    choice,
    flags_of,
    friendly_leader_near,
    lab,
    names,
    physical,
    reason,
    ref,
    resolve_ref,
    title,
    uname,
    why,
)
from engine.cca.rules.s07_battle import fire_range
from engine.cca.rules.tasks import PHASES, Phase, ask
from engine.cca.state import State
from engine.core.dice import roll_for
from engine.core.machine import Ask
from engine.core.messages import Msg
from engine.core.record import record
from engine.core.refs import CardRef


def make_effect(
    c: Ctx, side: str, card: str, mapping_side: str, copied: bool, lsec: list[str] | None = None
) -> dict[str, Any]:
    st = c.st
    info = cards()[card]
    eff: dict[str, Any] = {"card": card, "kind": info.kind, "helmet": card in HELMET, "copied": copied}
    # the side's units: only the cards below that look at them need them
    mine = [u for u in st.units.values() if u.side == side] if info.kind != "section" else []
    cmd = st.command[side]
    if info.kind == "section":
        slots: dict[str, int] = {}
        for flank, n in info.slots:
            p = physical(mapping_side, flank)
            slots[p] = slots.get(p, 0) + n
        eff["slots"] = slots
    elif info.kind == "troop":
        group = {
            "light-troops": LIGHT_UNITS,
            "medium-troops": MEDIUM_UNITS,
            "heavy-troops": HEAVY_UNITS,
            "mounted-troops": CAVALRY | HEAVY_MOUNTED,
        }[card]
        eff["group"] = sorted(group)
        eff["cap"] = cmd
        if not any(u.kind in group for u in mine):
            eff.update(fallback=True, cap=1, helmet=False)
    elif info.kind == "leadership":
        lflank, extra = LEADERSHIP[card]
        eff["extra"] = extra
        if lsec is not None:
            eff["lsec"] = lsec
        elif lflank is not None:
            eff["lsec"] = [physical(mapping_side, lflank)]
        eff["mode"] = ""
    elif card == "clash-of-shields":
        eff["fixed"] = [u.id for u in mine if adjacent_enemy_units(st, u.hex, side)]
        eff["nomove"] = True
    elif card == "darken-the-sky":
        fixed = [u.id for u in mine if fire_range(st, u) > 0]
        if fixed:
            eff["fixed"] = fixed
            eff["nomove"] = True
        else:
            eff.update(fallback=True, cap=1)
    elif card in ("double-time", "line-command"):
        eff["cap"] = 4 if card == "double-time" else 99
        if not any(UNIT_TYPES[u.kind].foot for u in mine):
            eff.update(fallback=True, cap=1)
    elif card == "move-fire-move":
        eff["cap"] = cmd
        if not any(u.kind in LIGHT_UNITS for u in mine):
            eff.update(fallback=True, cap=1)
    elif card == "mounted-charge":
        eff["cap"] = cmd
        if not any(UNIT_TYPES[u.kind].mounted for u in mine):
            eff.update(fallback=True, cap=1)
    elif card in ("i-am-spartacus", "rally"):
        if card == "rally" and not any(ld.side == side and ld.hex for ld in st.leaders.values()):
            eff.update(fallback=True, cap=1)
        else:
            faces = c.box.roll(cmd, 6, roll_for(card, "cca.roll.card", card=CardRef(card, system="cca")))
            eff["symbols"] = list(faces)
            c.ev("card_roll", "CCA 12", card=title(card), faces=names(faces))
    return eff


def why_not_rally(st: State, pid: str) -> Why | None:
    """Why a block cannot return to this piece with Rally, or None (CCA 12: a depleted unit, not an
    elephant or a chariot, in or next to a friendly leader's hex, with a die of its class or a LEADER face
    left)."""
    u = st.units.get(pid)
    if u is None or u.side != st.active:
        return why("rally", "CCA 12", why=reason("not_your_unit"))
    if u.kind in NO_RALLY:
        return why("rally", "CCA 12", why=reason("no_rally_kind", unit=uname(u)))
    if u.blocks >= u.start:
        return why("rally", "CCA 12", why=reason("full_strength", blocks=u.blocks))
    syms = st.eff.get("symbols", [])
    cls = UNIT_TYPES[u.kind].cls
    if cls not in syms and ANY_CLASS_FACE not in syms:
        return why("rally", "CCA 12", why=reason("no_die", face=FACE_NAMES[cls]))
    if not friendly_leader_near(st, u):
        return why("rally", "CCA 12", why=reason("no_leader_near"))
    return None


def rally_candidates(st: State) -> list[str]:
    return [u.id for u in st.units.values() if u.side == st.active and why_not_rally(st, u.id) is None]


def refuse_rally(st: State, act: Act) -> Why | None:
    """Why ``rally <hex>`` is refused, or None (CCA 12)."""
    pid = resolve_ref(st, act.args[0])
    if pid is None:
        return why("no_piece", "CCA 12", hex=act.args[0])
    w = why_not_rally(st, pid)
    return None if w is None else Why(w.key, w.rule, {"piece": act.args[0], **w.params})


def do_rally(c: Ctx, uid: str) -> None:
    st = c.st
    u = st.units[uid]
    st.mine("eff")
    syms: list[int] = st.eff["symbols"]
    cls = UNIT_TYPES[u.kind].cls
    syms.remove(cls if cls in syms else ANY_CLASS_FACE)
    u.blocks += 1
    flags_of(st, uid)["o"] = 1
    c.ev("rallied", "CCA 12", unit=uname(u), hex=lab(st, u.hex), blocks=u.blocks)


@record
class RallyPhase(Phase, kind="cca.replenish_phase"):
    """Rally: the dice rolled for the card restore blocks, one unit at a time, before movement (CCA 12)."""

    phase = "replenish"

    def ask(self, st: State) -> Ask:
        ch = [choice(f"rally {ref(st, p)}") for p in rally_candidates(st)] if st.eff.get("symbols") else []
        ch.append(choice("done"))
        return ask(st.active, "cca.replenish", Msg("cca.prompt.rally", {}, "CCA 12"), ch, "done")

    def take(self, c: Ctx, verb: str, args: tuple[str, ...]) -> None:
        st = c.st
        if verb == "done":
            st.phase = "move"
            return
        st.own()
        pid = resolve_ref(st, args[0])
        assert pid is not None
        do_rally(c, pid)


PHASES["replenish"] = RallyPhase
