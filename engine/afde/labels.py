"""How a prompt's choices read to a player: the order, then who or what it concerns (names, types, values)."""

from __future__ import annotations

from engine.afde.notation import HEX
from engine.afde.state import State
from engine.core.hexgrid import FLAT_DIRECTION_NAMES
from engine.core.messages import Msg

LEADER_VERBS = ("first", "next", "inactive", "activate", "acting", "lead")


def leader_text(st: State, lid: str) -> dict[str, object]:
    ld = st.leaders[lid]
    return {"leader": lid, "name": ld.name or lid, "banner": ld.banner}


def unit_params(st: State, token: str) -> dict[str, object] | None:
    """The unit a canonical reference names (its hex when alone there, else its id)."""
    if HEX.match(token):
        units = st.units_at(token)
        if len(units) != 1:
            return None
        u = units[0]
    elif token in st.units:
        u = st.units[token]
    else:
        return None
    return {"unit": u.id, "type": u.type, "name": u.name or u.id, "sp": u.sp, "quality": u.quality}


def label(st: State, order: str) -> Msg:
    verb, *args = order.split()
    if verb in LEADER_VERBS and args and args[0] in st.leaders:
        return Msg("afde.choice_leader", {"order": order, **leader_text(st, args[0])})
    if verb in ("place", "hold") and len(args) == 2 and args[0] in st.leaders:
        what = unit_params(st, args[1])
        if what is not None:
            params = {
                "order": order,
                **leader_text(st, args[0]),
                "type": what["type"],
                "name_unit": what["name"],
            }
            return Msg(f"afde.choice_{verb}", params)
    if verb == "move" and args and args[0] in st.leaders:
        return Msg("afde.choice_leader", {"order": order, **leader_text(st, args[0])})
    if verb == "face" and args:
        d = args[-1]
        if d.isdigit() and int(d) < 6:
            return Msg("afde.choice_face", {"order": order, "dir": FLAT_DIRECTION_NAMES[int(d)]})
    if verb in ("select", "move", "charge", "withdraw", "mount", "dismount", "melee", "enter", "rest",
                "unrest", "react", "advance") and args:  # fmt: skip
        what = unit_params(st, args[0])
        if what is not None:
            if verb in ("charge", "melee") and len(args) == 2:
                target = unit_params(st, args[1])
                if target is not None:
                    return Msg(
                        "afde.choice_attack",
                        {"order": order, **what, "t_type": target["type"], "t_name": target["name"]},
                    )
            return Msg("afde.choice_unit", {"order": order, **what})
    if verb == "fire" and len(args) >= 2:
        target = unit_params(st, args[-1])
        if target is not None:
            return Msg("afde.choice_fire", {"order": order, **target})
    return Msg("afde.choice", {"order": order})
