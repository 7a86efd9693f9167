"""What a player (or a spectator) may see: the only thing the bot and the renderer are given.

A system's ``view(state, side)`` builds a ``View``. Hidden information (a hand of cards, the deck
order) is removed for anyone but its owner before the view leaves the engine. Every type here is plain
data with a JSON form, documented in docs/formats.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.core.hexgrid import Hex, Orientation
from engine.core.messages import Msg, has_key, join_list, param_text, render
from engine.core.refs import DecisionRef, Named, Phrase, Ref, SideRef

Side = str

# The unit symbols the renderer knows. A system maps each of its unit types to one of these.
SYMBOLS = frozenset(
    {
        "infantry",
        "light_infantry",
        "heavy_infantry",
        "warband",
        "archer",
        "crossbow",
        "slinger",
        "javelin",
        "cavalry",
        "light_cavalry",
        "heavy_cavalry",
        "horse_archer",
        "elephant",
        "chariot",
        "artillery",
        "leader",
        "other",
    }
)


@dataclass(frozen=True)
class HexView:
    label: str
    hex: Hex
    terrain: str
    elevation: int = 0
    sections: tuple[str, ...] = ()
    features: tuple[str, ...] = ()  # in-hex features: road, ford, bridge, village…

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"label": self.label, "terrain": self.terrain}
        if self.elevation:
            out["elevation"] = self.elevation
        if self.sections:
            out["sections"] = list(self.sections)
        if self.features:
            out["features"] = list(self.features)
        return out


@dataclass(frozen=True)
class HexsideView:
    a: str  # hex label
    b: str  # hex label
    feature: str  # river, stream, wall, rampart, gate, ford, bridge…

    def to_json(self) -> dict[str, Any]:
        return {"a": self.a, "b": self.b, "feature": self.feature}


@dataclass(frozen=True)
class CounterView:
    id: str
    side: Side
    kind: str  # the system's own type code (LI, HC, Ch…)
    symbol: str  # one of SYMBOLS
    hex: str  # hex label
    name: str = ""
    strength: int | None = None  # blocks, SP…
    max_strength: int | None = None
    facing: int | None = None  # direction index, None when facing does not apply
    markers: tuple[str, ...] = ()  # disordered, fatigued, routed, low_ammo, leader…
    leader: bool = False
    attached_to: str | None = None  # a leader's unit id
    quality: int | None = None  # printed quality or troop quality, where the counter shows one
    movement: int | None = None  # printed movement allowance, where the counter shows one
    tail: str | None = None  # the second hex of a piece on two hexes (a rider's rear hex), by label

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": self.id,
            "side": self.side,
            "kind": self.kind,
            "hex": self.hex,
        }
        if self.name:
            out["name"] = self.name
        if self.strength is not None:
            out["strength"] = self.strength
        if self.max_strength is not None:
            out["max_strength"] = self.max_strength
        if self.facing is not None:
            out["facing"] = self.facing
        if self.markers:
            out["markers"] = list(self.markers)
        if self.leader:
            out["leader"] = True
        if self.attached_to:
            out["attached_to"] = self.attached_to
        if self.quality is not None:
            out["quality"] = self.quality
        if self.movement is not None:
            out["movement"] = self.movement
        if self.tail is not None:
            out["tail"] = self.tail
        return out


@dataclass(frozen=True)
class PathView:
    side: Side
    hexes: tuple[str, ...]  # from first to last
    unit: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"side": self.side, "hexes": list(self.hexes), "unit": self.unit}


@dataclass(frozen=True)
class AttackView:
    side: Side
    source: str  # hex label
    target: str  # hex label
    kind: str  # melee, fire, battle_back, charge…
    hits: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "side": self.side,
            "from": self.source,
            "to": self.target,
            "kind": self.kind,
            "hits": self.hits,
        }


@dataclass(frozen=True)
class LossView:
    side: Side
    hex: str
    amount: int
    eliminated: bool = False
    unit: str = ""
    leader: bool = False  # the loss is a leader killed (or captured) in this hex

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "side": self.side,
            "hex": self.hex,
            "amount": self.amount,
            "eliminated": self.eliminated,
            "unit": self.unit,
        }
        if self.leader:
            out["leader"] = True
        return out


@dataclass(frozen=True)
class Overlay:
    """The last activation, drawn on top of the map for a returning player."""

    moves: tuple[PathView, ...] = ()
    attacks: tuple[AttackView, ...] = ()
    retreats: tuple[PathView, ...] = ()
    losses: tuple[LossView, ...] = ()

    @property
    def empty(self) -> bool:
        return not (self.moves or self.attacks or self.retreats or self.losses)

    def then(self, later: Overlay) -> Overlay:
        """This overlay and a ``later`` one drawn together (what a player missed over several activations)."""
        return Overlay(
            (*self.moves, *later.moves),
            (*self.attacks, *later.attacks),
            (*self.retreats, *later.retreats),
            (*self.losses, *later.losses),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "moves": [p.to_json() for p in self.moves],
            "attacks": [a.to_json() for a in self.attacks],
            "retreats": [p.to_json() for p in self.retreats],
            "losses": [x.to_json() for x in self.losses],
        }


@dataclass(frozen=True)
class SightView:
    """A line of sight a player asked to see (``/game map los:A-B``): the hexes it crosses from ``a`` to
    ``b``, whether it is clear, the first hex or hexside that blocks it, and the cover a target at ``b``
    would have. ``why`` says it in words, citing the rule."""

    a: str  # hex label
    b: str  # hex label
    hexes: tuple[str, ...]  # from a to b, both ends included
    clear: bool
    why: Msg
    blocked_at: str | None = None  # the hex label (or "A|B" for a hexside) that blocks the line
    cover: str | None = None  # the cover a target at b has from a (none, light, medium, heavy…)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "a": self.a,
            "b": self.b,
            "hexes": list(self.hexes),
            "clear": self.clear,
            "why": self.why.to_json(),
        }
        if self.blocked_at is not None:
            out["blocked_at"] = self.blocked_at
        if self.cover is not None:
            out["cover"] = self.cover
        return out


@dataclass(frozen=True)
class MapView:
    orientation: Orientation
    hexes: tuple[HexView, ...]
    hexsides: tuple[HexsideView, ...] = ()
    counters: tuple[CounterView, ...] = ()
    overlay: Overlay = field(default_factory=Overlay)
    section_lines: tuple[tuple[tuple[float, float], tuple[float, float]], ...] = ()  # in hex-size units
    sight: SightView | None = None  # a line of sight drawn on request

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "orientation": self.orientation.value,
            "hexes": [h.to_json() for h in self.hexes],
            "hexsides": [h.to_json() for h in self.hexsides],
            "counters": [c.to_json() for c in self.counters],
            "overlay": self.overlay.to_json(),
        }
        if self.sight is not None:
            out["sight"] = self.sight.to_json()
        return out


@dataclass(frozen=True)
class SideView:
    side: Side
    name: str
    colour: str  # "#rrggbb"
    score: int | None = None  # banners, victory points…
    target: int | None = None  # score needed to win, where there is one
    info: Mapping[str, Any] = field(default_factory=dict)  # public per-side figures (hand size, command…)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"side": self.side, "name": self.name, "colour": self.colour}
        if self.score is not None:
            out["score"] = self.score
        if self.target is not None:
            out["target"] = self.target
        out.update(self.info)
        return out


@dataclass(frozen=True)
class View:
    system: str
    scenario: str
    title: str
    viewer: Side | None  # None for the channel (spectators)
    turn: int
    phase: Msg
    awaiting: tuple[Side, ...]
    map: MapView
    sides: tuple[SideView, ...]
    status: tuple[Msg, ...] = ()
    public: Mapping[str, Any] = field(default_factory=dict)  # system data everyone may see
    private: Mapping[str, Any] = field(default_factory=dict)  # only for ``viewer`` (a hand of cards)
    result: Mapping[str, Any] | None = None
    title_notes: tuple[Msg, ...] = ()  # short public facts the title bar prints after the phase

    def to_json(self) -> dict[str, Any]:
        return {
            "system": self.system,
            "scenario": self.scenario,
            "title": self.title,
            "viewer": self.viewer,
            "turn": self.turn,
            "phase": self.phase.to_json(),
            "awaiting": list(self.awaiting),
            "sides": [s.to_json() for s in self.sides],
            "map": self.map.to_json(),
            "status": [m.to_json() for m in self.status],
            "public": dict(self.public),
            "private": dict(self.private),
            "result": dict(self.result) if self.result is not None else None,
            "title_notes": [m.to_json() for m in self.title_notes],
        }


# ---------------------------------------------------------------------- the words of a view's figures


def _known(key: str, lang: str) -> bool:
    return has_key(key, lang) or has_key(key, "en")


def piece_names(view: View) -> dict[str, str]:
    """The names a view gives its pieces and people, by id: counters on the map, and any public table of
    records carrying a ``name`` (a system's leaders, say)."""
    names: dict[str, str] = {}
    for table in view.public.values():
        if isinstance(table, Mapping):
            for key, rec in table.items():
                if isinstance(rec, Mapping) and isinstance(rec.get("name"), str) and rec["name"]:
                    names[str(key)] = rec["name"]
    for c in view.map.counters:
        if c.name:
            names[c.id] = c.name
    return names


def side_ref(system: str, side: Side, view: View | None = None) -> SideRef:
    """A side as a message parameter: a ``SideRef`` carrying the name ``view``'s scenario gives its army,
    so that it reads as that name (and a verb can agree with it), else as the system's term for the side,
    else as its id. Without a view it carries no name: the term or the id."""
    name = next((sv.name for sv in view.sides if sv.side == side), "") if view is not None else ""
    return SideRef(side, system=system, name=name)


def side_name(system: str, side: SideView, lang: str = "en") -> str:
    """A side's name in ``lang``: its term ``<system>.term.side.<id>`` where the system's catalogue has
    one, else the name the scenario gives it, else its id (as a ``SideRef`` reads)."""
    return param_text(SideRef(side.side, system=system, name=side.name), lang)


def info_label(system: str, key: str, lang: str = "en") -> str:
    """The name of a side's public figure (``SideView.info``) or a viewer's own entry (``View.private``)
    in ``lang``: the system's ``<system>.info.<key>``, else the shared ``core.info.<key>``; a key no
    catalogue names reads as itself."""
    for k in (f"{system}.info.{key}", f"core.info.{key}"):
        if _known(k, lang):
            return render(Msg(k), lang)
    return key


def info_value(
    system: str, key: str, value: Any, lang: str = "en", names: Mapping[str, str] | None = None
) -> str:
    """A figure's value in ``lang``: a message or a reference rendered, a coded word through
    ``<system>.info.<key>.<value>`` or ``core.info.<key>.<value>``, an id the view names (``names``) as
    that name, a number the language's way, a list joined the language's way; nothing as "none"."""
    if isinstance(value, Msg):
        return render(value, lang)
    if isinstance(value, Ref | Phrase | Named):  # a phrase or a name is text that reads in a language
        return param_text(value, lang)
    if value is None:
        return render(Msg("core.info.none"), lang)
    if isinstance(value, bool):
        return render(Msg("core.info.yes" if value else "core.info.no"), lang)
    if isinstance(value, list | tuple):
        items = [info_value(system, key, x, lang, names) for x in value]
        return join_list(items, lang) if items else render(Msg("core.info.none"), lang)
    if isinstance(value, Mapping):  # a side's standing answers are keyed by decision: named in words
        keys = {k: param_text(DecisionRef(k), lang) if key == "standing" else k for k in value}
        sep = "; " if key == "standing" else ", "  # a decision's name may hold a comma
        return sep.join(f"{keys[k]}: {info_value(system, key, x, lang, names)}" for k, x in value.items())
    if isinstance(value, str):
        for k in (f"{system}.info.{key}.{value}", f"core.info.{key}.{value}"):
            if _known(k, lang):
                return render(Msg(k), lang)
        return names.get(value, value) if names else value
    return param_text(value, lang)
