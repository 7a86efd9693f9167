"""What a GBoH player sees: every piece is open information (14.5), so every view is the channel's view
plus the viewer's own standing answers."""

from __future__ import annotations

from typing import Any

from engine.core.hexgrid import Orientation
from engine.core.messages import Msg
from engine.core.refs import Named
from engine.core.view import CounterView, HexsideView, HexView, MapView, SideView, View
from engine.gboh.overlay import overlay_of
from engine.gboh.rules import lref, sref, term
from engine.gboh.rules.s06_stacks import is_bottom
from engine.gboh.state import GbohState

SYMBOL = {
    "CO": "heavy_infantry",
    "HI": "heavy_infantry",
    "MI": "infantry",
    "BI": "warband",
    "LI": "light_infantry",
    "RC": "cavalry",
    "BC": "cavalry",
    "HC": "heavy_cavalry",
    "LN": "heavy_cavalry",
    "LC": "light_cavalry",
}


def _symbol(code: str, missile: str) -> str:
    if code == "SK":
        return "slinger" if missile == "S" else ("archer" if missile == "A" else "javelin")
    return SYMBOL.get(code, "other")


def view_of(rs: Any, st: GbohState, viewer: str | None) -> View:
    b = st.board
    hexes = tuple(HexView(lab, b.hex_of[lab], b.terrain[lab], b.level[lab]) for lab in b.labels)
    hexsides = tuple(
        HexsideView(min(k), max(k), f) for k, f in sorted(b.hexsides.items(), key=lambda kv: sorted(kv[0]))
    )
    counters = []
    # 6.66: the top cohort of a stack is listed (and drawn) first, the bottom one marked ``under``
    bottoms = {u.id for u in st.units.values() if is_bottom(st, u)}
    for u in sorted(st.units.values(), key=lambda u: (u.id in bottoms, u.id)):
        marks = ["under"] if u.id in bottoms else []
        if u.hits:
            marks.append(f"hits_{u.hits}")
        for flag, name in ((u.routed, "routed"), (u.rallied, "rallied"), (u.depleted, "depleted")):
            if flag:
                marks.append(name)
        if u.ammo != "full":
            marks.append(f"missile_{u.ammo}")
        if u.moves:
            marks.append("moved")
        if u.shock in ("must", "free", "may"):
            marks.append(f"shock_{u.shock}")
        if u.pursuit:
            marks.append("pursuit")
        counters.append(
            CounterView(
                u.id,
                u.side,
                u.type,
                _symbol(u.type, u.missile),
                u.hex,
                name=f"{u.legion} {u.cohort}".strip() if u.legion else "",
                strength=u.size,
                facing=u.facing,
                markers=tuple(marks),
                quality=u.tq,
                movement=u.ma,
            )
        )
    for ld in sorted(st.leaders.values(), key=lambda x: x.id):
        marks = [ld.status] + (["bypassed"] if ld.bypassed else [])
        if ld.wounds:
            marks.append(f"wounded_{ld.wounds}")
        counters.append(
            CounterView(
                ld.id,
                ld.side,
                "leader",
                "leader",
                ld.hex,
                name=ld.name,
                leader=True,
                markers=tuple(marks),
                quality=ld.initiative,  # the counter's Initiative (4.1)
            )
        )
    sides = tuple(
        SideView(s.id, s.id, s.colour, st.rp.get(s.id, 0), s.rout_level, {"retreat_edge": s.retreat_edge})
        for s in b.sides
    )
    public: dict[str, Any] = {
        "phase": st.phase,
        "active": st.active,
        "rout_points": dict(st.rp),
        "leaders": {
            ld.id: {
                "name": ld.name,
                "side": ld.side,
                "status": ld.status,
                "phases": ld.phases,
                "initiative": ld.initiative,
            }
            for ld in st.leaders.values()
        },
        "gone": list(st.gone),
        "last_turn": b.turns,
        "invented": b.invented,
    }
    res = rs.result(st)
    return View(
        system="gboh",
        scenario=b.scenario,
        title=Named(b.name, "gboh"),  # the scenario's name, read in each language
        viewer=viewer,
        turn=st.turn,
        phase=Msg("gboh.phase", {"turn": st.turn, "phase": term("phase", st.phase)}),
        awaiting=tuple(sorted({a.side for a in st.agenda.owed()})),
        map=MapView(Orientation.FLAT, hexes, hexsides, tuple(counters), overlay_of(st)),
        sides=sides,
        public=public,
        private={"standing": st.agenda.standing_of(viewer)} if viewer else {},
        result=res.to_json() if res else None,
        title_notes=title_notes(st),
    )


def title_notes(st: GbohState) -> tuple[Msg, ...]:
    """The title bar's public facts after the phase: the active leader and his Orders Phase (and whether
    he may still roll Momentum, 5.31), Bypassed leaders (5.44), a Doom roll's end of the turn (5.33),
    and each army's Rout Points against its Rout Level (12.2)."""
    out: list[Msg] = []
    ld = st.leaders.get(st.active)
    if ld is not None and ld.status == "active":
        key = "gboh.note.no_momentum" if ld.bypassed or ld.zoc_turn else "gboh.note.active"
        out.append(Msg(key, {"leader": lref(ld), "phase": ld.phases}, "GBoH 5.3"))
    bypassed = sorted(x.name or x.id for x in st.leaders.values() if x.bypassed and x.status != "finished")
    if bypassed:
        out.append(Msg("gboh.note.bypassed", {"leaders": ", ".join(bypassed)}, "GBoH 5.44"))
    if st.doom:
        out.append(Msg("gboh.note.doom", {}, "GBoH 5.33"))
    for s in st.board.sides:
        out.append(
            Msg(
                "gboh.note.rout_points",
                {"side": sref(s.id), "rp": st.rp.get(s.id, 0), "level": s.rout_level},
                "GBoH 12.2",
            )
        )
    return tuple(out)
