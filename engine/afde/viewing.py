"""The View of an AFdE game: hexes, counters with markers, the last activation's overlay, sides."""

from __future__ import annotations

from typing import Any

from engine.afde.rules import Ctx, is_cinc, leader_values
from engine.afde.state import State
from engine.core.hexgrid import Orientation
from engine.core.messages import Msg
from engine.core.view import (
    AttackView,
    CounterView,
    HexsideView,
    HexView,
    LossView,
    MapView,
    Overlay,
    PathView,
    SideView,
    View,
)

SYMBOL = {
    "Ch": "heavy_cavalry",
    "Ha": "cavalry",
    "Cl": "light_cavalry",
    "Su": "heavy_infantry",
    "Pi": "heavy_infantry",
    "Il": "light_infantry",
    "Mi": "infantry",
    "Ar": "archer",
    "Ab": "crossbow",
    "Aq": "other",
    "At": "artillery",
}
FOOT_SYMBOL = {"Ch": "heavy_infantry", "Ha": "heavy_infantry", "Cl": "light_infantry"}


def unit_symbol(code: str, mounted: bool) -> str:
    if not mounted and code in FOOT_SYMBOL:
        return FOOT_SYMBOL[code]
    return SYMBOL.get(code, "other")


def overlay_of(data: dict[str, list[Any]]) -> Overlay:
    return Overlay(
        moves=tuple(PathView(m["side"], tuple(m["hexes"]), m.get("unit", "")) for m in data.get("moves", [])),
        attacks=tuple(
            AttackView(a["side"], a["from"] or "", a["to"] or "", a["kind"], a.get("hits", 0))
            for a in data.get("attacks", [])
        ),
        retreats=tuple(
            PathView(m["side"], tuple(m["hexes"]), m.get("unit", "")) for m in data.get("retreats", [])
        ),
        losses=tuple(
            LossView(x["side"], x["hex"] or "", x["amount"], x.get("eliminated", False), x.get("unit", ""))
            for x in data.get("losses", [])
        ),
    )


def build_view(st: State, viewer: str | None, title: str, awaiting: tuple[str, ...]) -> View:
    g = Ctx(st)
    scn = g.scn
    hexes = []
    for c in range(1, scn.columns + 1):
        for r in range(1, scn.rows + 1):
            label = f"{c:02d}{r:02d}"
            from engine.afde.geometry import hx

            hexes.append(HexView(label, hx(label), scn.terrain_at(label), scn.level.get(label, 0)))
    hexsides = tuple(HexsideView(a, b, f) for (a, b), f in sorted(scn.hexsides.items()))
    counters: list[CounterView] = []
    if st.step in ("D1", "D2", "D3"):
        charged = {c for pair in st.charges for c in pair}
        meleed = {a for a, _ in st.melees} | {u.id for _, h in st.melees for u in st.units_at(h)}
    else:  # D.4: markers come off as each melee is resolved
        fights = [*st.queue, *([st.fight] if st.fight.get("att") else [])]
        charged = {u for f in fights if f.get("charge") for u in [*f["att"], *f["dfn"]]}
        meleed = {u for f in fights if not f.get("charge") for u in [*f["att"], *f["dfn"]]}
    secret_rest = st.phase == "A" and len(st.rest_done) < len(scn.sides)
    for u in sorted(st.units.values(), key=lambda x: (x.hex or "", -x.layer, x.id)):
        if u.status != "map" or u.hex is None:
            continue
        markers = []
        if u.fatigued:
            markers.append("fatigued")
        if u.cohesion == "disordered":
            markers.append("disordered")
        if u.routed:
            markers.append("routed")
        if u.rest:
            markers.append("rest")
        if secret_rest and viewer == u.side and u.id in st.rest_picks.get(u.side, []):
            markers.append("rest")
        if not u.commanded:
            markers.append("uncommanded")
        if u.id in charged:
            markers.append("charge")
        if u.id in meleed:
            markers.append("melee")
        if u.mounted != u.mounted_start:
            markers.append("remonte" if u.mounted else "demonte")
        if u.captives:
            markers.append("captor")
        counters.append(
            CounterView(
                id=u.id,
                side=u.side,
                kind=u.type,
                symbol=unit_symbol(u.type, u.mounted),
                hex=u.hex,
                name=u.name,
                strength=u.sp,
                max_strength=u.front[0],
                facing=None if u.routed else u.facing,
                markers=tuple(markers),
            )
        )
    for ld in sorted(st.leaders.values(), key=lambda x: x.id):
        hex_ = ld.hex
        markers = []
        attached = None
        if ld.status == "captured" and ld.captor:
            cap = st.units[ld.captor]
            hex_ = cap.hex
            markers.append("captured")
            attached = cap.id
        elif ld.status != "map":
            continue
        if hex_ is None:
            continue
        if attached is None:
            mine = [u for u in st.units_at(hex_) if u.side == ld.side]
            own = [u for u in mine if u.banner == ld.banner] or mine
            attached = own[0].id if own else None
        if ld.wounded:
            markers.append("wounded")
        if ld.replacement:
            markers.append("replacement")
        if ld.acting_cinc:
            markers.append("acting_cinc")
        if is_cinc(st, ld):
            markers.append("cinc")
        if ld.inactive:
            markers.append("inactive")
        if ld.activated:
            markers.append("activated")
        if st.active == ld.id:
            markers.append("active")
        _b, r, _rng, _mp = leader_values(g, ld)
        counters.append(
            CounterView(
                id=ld.id,
                side=ld.side,
                kind="leader",
                symbol="leader",
                hex=hex_,
                name=ld.name,
                strength=None,
                facing=None,
                markers=tuple(markers),
                leader=True,
                attached_to=attached,
            )
        )
    ov = st.overlay if st.overlay else st.last_overlay
    sides = []
    for s in scn.sides:
        chief = st.cinc(s.id)
        sides.append(
            SideView(
                side=s.id,
                name=s.name,
                colour=s.colour,
                score=st.vp.get(s.id, 0),
                info={
                    "role": s.role,
                    "rout_edge": s.rout_edge,
                    "cinc": chief.id if chief else None,
                    "remonte": st.markers.get(s.id, {}).get("remonte", 0),
                    "demonte": st.markers.get(s.id, {}).get("demonte", 0),
                    "lost_sp": st.lost_sp.get(s.id, 0),
                    "banners": sorted({ld.banner for ld in st.leaders.values() if ld.side == s.id}),
                },
            )
        )
    leaders_info = {
        ld.id: {
            "name": ld.name,
            "side": ld.side,
            "banner": ld.banner,
            "status": ld.status,
            "values": list(leader_values(g, ld)),
            "activated": ld.activated,
        }
        for ld in st.leaders.values()
    }
    public: dict[str, Any] = {
        "phase": st.phase,
        "step": st.step,
        "initiative": dict(st.initiative),
        "schedule": list(st.schedule),
        "activated": sorted(ld.id for ld in st.leaders.values() if ld.activated),
        "to_activate": [
            ld.id
            for ld in sorted(st.leaders.values(), key=lambda x: (leader_values(g, x)[1], x.id))
            if not ld.activated and not ld.inactive and ld.status in ("map", "pending")
        ],
        "active": st.active,
        "leaders": leaders_info,
        "vp_log": [list(x) for x in st.vp_log],
        "invented": scn.invented,
        "last_turn": scn.turns,
    }
    if st.fight:
        public["melee"] = {k: v for k, v in st.fight.items() if k in ("key", "att", "dfn", "stage", "result")}
    private: dict[str, Any] = {}
    if viewer is not None and st.phase == "A":
        private["rest"] = list(st.rest_picks.get(viewer, []))
    return View(
        system="afde",
        scenario=scn.id,
        title=title,
        viewer=viewer,
        turn=st.turn,
        phase=Msg(f"afde.phase.{st.phase}", {"step": st.step, "turn": st.turn}),
        awaiting=awaiting,
        map=MapView(Orientation.FLAT, tuple(hexes), hexsides, tuple(counters), overlay_of(ov)),
        sides=tuple(sides),
        public=public,
        private=private,
        result=dict(st.result) if st.result else None,
    )
