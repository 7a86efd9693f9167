"""The last activation drawn over the map (moves, attacks, rout moves, losses), for a player coming back.

``GbohTurn.say`` notes what each event shows in ``GbohState.overlay`` (plain JSON data, saved with the
game); a new leader's Orders Phase, or an Auxiliaries Phase, starts a new overlay. ``overlay_of`` reads it
as the kernel's ``Overlay``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.machine import Turn
from engine.core.refs import HexRef, LeaderRef, UnitRef
from engine.core.view import AttackView, LossView, Overlay, PathView
from engine.gboh.state import GbohState

MOVES = ("gboh.ev.moved", "gboh.ev.advanced", "gboh.ev.withdrew")
NEW = ("gboh.ev.activated", "gboh.ev.auxiliaries", "gboh.ev.elite", "gboh.ev.reactivated")


@dataclass
class GbohTurn(Turn):
    """The kernel's turn, noting the overlay as the rules speak."""

    system = "gboh"

    def say(self, key: str, rule: str | None = None, private_to: str | None = None, **params: Any) -> None:
        super().say(key, rule, private_to, **params)
        note(self.state, key, params)


def _path(ov: dict[str, list[Any]], kind: str, side: str, unit: str, hexes: list[str]) -> None:
    paths = ov.setdefault(kind, [])
    last = paths[-1] if paths else None
    if last is not None and last["unit"] == unit and last["hexes"][-1] == hexes[0]:
        last["hexes"].extend(hexes[1:])
    else:
        paths.append({"side": side, "unit": unit, "hexes": list(hexes)})


def note(st: GbohState, key: str, params: dict[str, Any]) -> None:
    if key in NEW or (key == "gboh.ev.orders_phase" and _leader(params) != st.overlay.get("by", [""])[0]):
        st.overlay = {"by": [_leader(params)]}
    ov = st.overlay
    u = params.get("unit")
    if not isinstance(u, UnitRef):
        if key == "gboh.ev.leader_eliminated" and isinstance(params.get("leader"), LeaderRef):
            ld = params["leader"]
            ov.setdefault("losses", []).append(
                {"side": ld.side, "hex": "", "amount": 1, "eliminated": True, "unit": ld.id, "leader": True}
            )
        elif key == "gboh.ev.shock":
            _shock(st, params)
        return
    frm = params.get("frm")
    if key in MOVES and isinstance(frm, HexRef):
        _path(ov, "moves", u.side, u.id, [frm.id, u.hex])
    elif key == "gboh.ev.routs":
        ov.setdefault("routs_from", []).append(f"{u.id} {u.hex}")
    elif key == "gboh.ev.rout_move":
        start = [x.split()[1] for x in ov.get("routs_from", []) if x.split()[0] == u.id]
        _path(ov, "retreats", u.side, u.id, start[-1:] + str(params.get("path", "")).split())
    elif key == "gboh.ev.hits":
        ov.setdefault("losses", []).append(
            {"side": u.side, "hex": u.hex, "amount": int(params.get("hits", 0)), "unit": u.id}
        )
    elif key == "gboh.ev.eliminated":
        ov.setdefault("losses", []).append(
            {"side": u.side, "hex": u.hex, "amount": 0, "eliminated": True, "unit": u.id}
        )
    elif isinstance(params.get("target"), UnitRef) and "roll" in params:
        t = params["target"]
        ov.setdefault("attacks", []).append(
            {"side": u.side, "from": u.hex, "to": t.hex, "kind": "fire", "hits": int(params.get("hit", 0))}
        )


def _leader(params: dict[str, Any]) -> str:
    ld = params.get("leader")
    return ld.id if isinstance(ld, LeaderRef) else ""


def _shock(st: GbohState, params: dict[str, Any]) -> None:
    att = [st.units[i] for i in str(params.get("attackers", "")).split() if i in st.units]
    dfn = [st.units[i] for i in str(params.get("defenders", "")).split() if i in st.units]
    for a in att:
        for d in dfn[:1]:
            st.overlay.setdefault("attacks", []).append(
                {"side": a.side, "from": a.hex, "to": d.hex, "kind": "melee", "hits": 0}
            )


def overlay_of(st: GbohState) -> Overlay:
    ov = st.overlay
    return Overlay(
        moves=tuple(PathView(m["side"], tuple(m["hexes"]), m["unit"]) for m in ov.get("moves", [])),
        attacks=tuple(
            AttackView(a["side"], a["from"], a["to"], a["kind"], a["hits"]) for a in ov.get("attacks", [])
        ),
        retreats=tuple(
            PathView(m["side"], tuple(m["hexes"]), m["unit"]) for m in ov.get("retreats", []) if m["hexes"]
        ),
        losses=tuple(
            LossView(
                x["side"],
                x["hex"],
                x["amount"],
                x.get("eliminated", False),
                x["unit"],
                x.get("leader", False),
            )
            for x in ov.get("losses", [])
        ),
    )
