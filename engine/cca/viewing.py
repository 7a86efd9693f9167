"""What a side (or the channel) sees of a Commands & Colors: Ancients game (digest E.5)."""

from __future__ import annotations

from typing import Any

from engine.cca import rules as R  # noqa: N812
from engine.cca.cards import cards, ctype
from engine.cca.constants import FACE_NAMES, SIDE_COLOURS, SIDES, UNIT_TYPES
from engine.cca.rules.pieces import face_ref
from engine.cca.rules.tasks import CcaTask
from engine.cca.state import State
from engine.core.hexgrid import Hex, Orientation
from engine.core.messages import Msg
from engine.core.protocol import Result
from engine.core.refs import CardRef, Named, Phrase, SideRef
from engine.core.view import (
    SYMBOLS,
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


def _title(card: str | None) -> Phrase | None:
    """Public views name cards by title; hands list card ids (what a player types). The title is the
    English one wherever the view is printed as it is (a transcript) and the card's term
    ``cca.term.card.<id>`` wherever it is read in a language."""
    if not card:
        return None
    kind = ctype(card)
    return Phrase(cards()[kind].title, (CardRef(kind, system="cca"),))


def build_view(state: State, side: str | None, d: R.Decision | None, res: Result | None) -> View:
    """The view of ``state`` for ``side`` (None: the channel), given the decision owed and the result."""
    st = state
    b = st.board
    hexes = tuple(
        HexView(
            label=b.label[h],
            hex=Hex(h.q, h.r),  # a plain Hex: board hexes compare by identity inside the engine
            terrain=b.terr(h),
            elevation=1 if b.terr(h) == "hill" else 0,
            sections=b.sections[h],
        )
        for h in b.order
    )
    pairs = sorted(sorted(b.label[h] for h in pair) for pair in b.ramparts)
    hexsides = tuple(HexsideView(a, z, "rampart") for a, z in pairs)
    counters: list[CounterView] = []
    for u in st.units.values():
        f = st.tf.get(u.id, {})
        marks = tuple(m for m, k in (("ordered", "o"), ("moved", "mv"), ("battled", "bt")) if f.get(k))
        sym = UNIT_TYPES[u.kind].symbol
        counters.append(
            CounterView(
                id=u.id,
                side=u.side,
                kind=u.kind,
                symbol=sym if sym in SYMBOLS else "other",
                hex=b.label[u.hex],
                name=UNIT_TYPES[u.kind].name,
                strength=u.blocks,
                max_strength=u.start,
                markers=marks,
            )
        )
    for ld in st.leaders.values():
        if ld.hex is None:
            continue
        host = R.unit_at(st, ld.hex)
        f = st.tf.get(ld.id, {})
        counters.append(
            CounterView(
                id=ld.id,
                side=ld.side,
                kind="LDR",
                symbol="leader",
                hex=b.label[ld.hex],
                name=ld.name,
                leader=True,
                attached_to=host.id if host is not None else None,
                markers=("ordered",) if f.get("o") else (),
            )
        )
    ov = st.overlay
    overlay = Overlay(
        moves=tuple(PathView(m[0], tuple(m[1]), m[2]) for m in ov["moves"]),
        attacks=tuple(AttackView(a[0], a[1], a[2], a[3], a[4]) for a in ov["attacks"]),
        retreats=tuple(PathView(m[0], tuple(m[1]), m[2]) for m in ov["retreats"]),
        losses=tuple(LossView(x[0], x[1], x[2], x[3], x[4]) for x in ov["losses"]),
    )
    sides = tuple(
        SideView(
            side=s,
            name=st.scenario[f"{s}_army"],
            colour=SIDE_COLOURS[s],
            score=R.score(st, s),
            target=st.scenario["banners"][s],
            info={"command": st.command[s], "hand_size": len(st.hands[s])},
        )
        for s in SIDES
    )
    top = st.agenda.stack[-1] if st.agenda.stack else None
    battle = top.battle() if isinstance(top, CcaTask) else None
    public: dict[str, Any] = {
        "active": st.active,
        "card": _title(st.card),
        "effect": _title(st.eff["card"]) if st.eff.get("card") else None,
        "discard": [_title(c) for c in st.discard],
        "draw_pile": len(st.deck),
        "battle": battle,
        "banners": {s: list(st.banners[s]) for s in SIDES},
    }
    if st.eff.get("symbols") is not None:
        public["symbols"] = [Phrase(FACE_NAMES[f], (face_ref(f),)) for f in st.eff["symbols"]]
    private: dict[str, Any] = {}
    if side in SIDES:
        private["hand"] = sorted(ctype(c) for c in st.hands[side])

    def army(s: str) -> SideRef:  # the side as the scenario names its army; transcripts print the id
        return SideRef(s, system="cca", name=str(st.scenario.get(f"{s}_army") or ""))

    status = [Msg(f"cca.status.turn_in.{st.phase}", {"turn": st.turn, "side": army(st.active)})]
    if d is not None:
        status.append(Msg(f"cca.status.wait.{d.kind}", {"side": army(d.side)}))
    return View(
        system="cca",
        scenario=st.scenario["id"],
        title=Named(st.scenario["name"], "cca"),  # the scenario's name, read in each language
        viewer=side,
        turn=st.turn,
        phase=Msg(f"cca.phase.{st.phase}"),
        awaiting=(d.side,) if d is not None else (),
        map=MapView(Orientation.POINTY, hexes, hexsides, tuple(counters), overlay),
        sides=sides,
        status=tuple(status),
        public=public,
        private=private,
        result=res.to_json() if res is not None else None,
    )
