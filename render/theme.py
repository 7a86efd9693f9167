"""The look of a snapshot: colours, textures and sizes, in one frozen (hashable) value.

A theme is part of the static-layer cache key, so every field is immutable. To add a terrain type, add
one ``TerrainStyle`` line to ``TERRAIN`` (docs/render.md explains the textures available).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields


@dataclass(frozen=True)
class TerrainStyle:
    fill: str  # base colour "#rrggbb"
    texture: str  # one of render.terrain.TEXTURES
    ink: str  # colour of the texture marks
    label: str = ""  # legend name; empty: the terrain name


@dataclass(frozen=True)
class MarkerStyle:
    abbrev: str  # one or two letters on the chip
    fill: str
    text: str = "#000000"


# Terrain vocabulary used by the engines (lower-case). Unknown names get Theme.fallback.
TERRAIN: tuple[tuple[str, TerrainStyle], ...] = (
    ("clear", TerrainStyle("#e4e0b4", "grass", "#c9c48e")),
    ("field", TerrainStyle("#ecd98c", "field", "#c8b060")),
    ("hill", TerrainStyle("#d9b873", "hill", "#8a6a30")),
    ("slope", TerrainStyle("#dfc68a", "slope", "#8a6a30")),
    ("mountain", TerrainStyle("#b8a48a", "mountain", "#5e4a34")),
    ("forest", TerrainStyle("#8fb36a", "trees", "#3f6b2a")),
    ("woods", TerrainStyle("#9cbc74", "trees", "#44722e")),
    ("orchard", TerrainStyle("#c9d89a", "orchard", "#4d7a34")),
    ("vineyard", TerrainStyle("#d6d39a", "vineyard", "#6d4a7a")),
    ("broken", TerrainStyle("#d8cba0", "rough", "#7d6b4b")),
    ("rough", TerrainStyle("#d2c39a", "rough", "#6f5e40")),
    ("marsh", TerrainStyle("#bfd4b4", "marsh", "#4d7d8a")),
    ("river", TerrainStyle("#e4e0b4", "watercourse", "#3f7fc4")),
    ("stream", TerrainStyle("#e4e0b4", "watercourse", "#5b96d2")),
    ("ford", TerrainStyle("#e4e0b4", "ford", "#6aa3dc")),
    ("bridge", TerrainStyle("#e4e0b4", "bridge", "#5b96d2")),
    ("water", TerrainStyle("#8fbde6", "water", "#5d93c9")),
    ("lake", TerrainStyle("#8fbde6", "water", "#5d93c9")),
    ("sea", TerrainStyle("#76a9dd", "water", "#4e86c0")),
    ("village", TerrainStyle("#e0d8b0", "village", "#7a3b2a")),
    ("town", TerrainStyle("#d8cfa8", "town", "#7a3b2a")),
    ("camp", TerrainStyle("#e0d6aa", "camp", "#6b4a2a")),
    ("fortified_camp", TerrainStyle("#d6cba0", "fort", "#5b3d22")),
    ("rampart", TerrainStyle("#d9d2b0", "rampart", "#6b6256")),
    ("road", TerrainStyle("#e4e0b4", "road", "#a8875a")),
    # Ager Sanguinis: 2-metre hexes of the Levant
    ("rocky", TerrainStyle("#ddd0aa", "rough", "#8a7656")),
    ("brush", TerrainStyle("#dcd5a0", "brush", "#7b8a3c")),
    ("foliage", TerrainStyle("#d8dca0", "palms", "#4f7d2a")),
    ("trunk", TerrainStyle("#d8dca0", "trunk", "#3f6d22")),
    ("oasis", TerrainStyle("#bcd9a8", "oasis", "#4d7d4a")),
    ("interior", TerrainStyle("#e8dcc0", "floor", "#9a8460")),
    ("roof", TerrainStyle("#d9b48a", "floor", "#8a5a3a")),
    ("balcony", TerrainStyle("#e0cca4", "floor", "#7a5030")),
    ("awning", TerrainStyle("#eadcb2", "tent", "#9a7448")),
    ("corner", TerrainStyle("#d8ccb0", "stone", "#8a7a60")),  # a building's outer corner
    ("courtyard", TerrainStyle("#e6dcc4", "grass", "#b0a080")),
    ("castle_wall", TerrainStyle("#b8b0a0", "stone", "#6e665c")),
    ("tower", TerrainStyle("#aea496", "stone", "#5e574e")),
    ("rubble", TerrainStyle("#cfc4ae", "rough", "#6e665c")),
    ("stairs", TerrainStyle("#e8dcc0", "stairs", "#7a6440")),
    ("castle_stairs", TerrainStyle("#c4bcac", "stairs", "#5e574e")),
    ("wall_walk", TerrainStyle("#cbc3b3", "stone", "#8a8276")),
    ("passage", TerrainStyle("#d6cebe", "floor", "#8a8276")),
    ("ditch", TerrainStyle("#b9ab86", "marsh", "#6a5a3a")),
    ("ladder", TerrainStyle("#e4e0b4", "ladder", "#7a4e24")),
    ("footbridge", TerrainStyle("#e4e0b4", "bridge", "#8a6a3a")),
    ("bridge_burnt", TerrainStyle("#cbbfa8", "rough", "#3a3030")),
    ("tent", TerrainStyle("#efe6cf", "tent", "#8a6a3a")),
    ("tent_open", TerrainStyle("#f4eedc", "tent", "#b09060")),
    ("guy_rope", TerrainStyle("#e4e0b4", "ropes", "#8a6a3a")),
    ("bodies", TerrainStyle("#e4e0b4", "bodies", "#5a4a3a")),  # a hex feature: the dead where they fell
    ("hatch", TerrainStyle("#d9b48a", "hatch", "#5a3a1a")),  # a room's hatch up to its flat roof
    ("burning", TerrainStyle("#f6c453", "flames", "#d9480f")),  # a hex feature: a naphtha fire burns there
)

# Hexside features: (colour, width in hex sizes, style).
HEXSIDES: tuple[tuple[str, tuple[str, float, str]], ...] = (
    ("river", ("#2f6fb8", 0.16, "water")),
    ("stream", ("#4a8ad0", 0.09, "water")),
    ("ford", ("#4a8ad0", 0.12, "ford")),
    ("bridge", ("#2f6fb8", 0.14, "bridge")),
    ("wall", ("#6e665c", 0.09, "wall")),
    ("rampart", ("#7a5a36", 0.12, "rampart")),
    ("gate", ("#6e665c", 0.09, "gate")),
    ("road", ("#a8875a", 0.08, "plain")),
    ("slope", ("#8a6a30", 0.06, "slope")),
    ("crest", ("#8a6a30", 0.06, "slope")),
    ("door", ("#6e665c", 0.09, "door")),
    ("window", ("#6e665c", 0.09, "window")),
    ("loophole", ("#5e574e", 0.12, "loophole")),
    ("parapet", ("#8a8276", 0.07, "parapet")),
    ("crenel", ("#8a8276", 0.07, "parapet")),
    ("railing", ("#8a6a3a", 0.05, "parapet")),  # a balcony's or an awning's outer edge
    ("gate_open", ("#6e665c", 0.09, "door")),
)

MARKERS: tuple[tuple[str, MarkerStyle], ...] = (
    ("disordered", MarkerStyle("D", "#f2c230")),
    ("routed", MarkerStyle("R", "#d8262a", "#ffffff")),
    ("fatigued", MarkerStyle("F", "#f08a24")),
    ("exhausted", MarkerStyle("X", "#b04a10", "#ffffff")),
    ("rest", MarkerStyle("Z", "#7ab8e8")),
    ("charge", MarkerStyle("C", "#8e1a1a", "#ffffff")),
    ("melee", MarkerStyle("M", "#c2185b", "#ffffff")),
    ("low_ammo", MarkerStyle("A", "#9e9e9e")),
    ("no_ammo", MarkerStyle("A0", "#616161", "#ffffff")),
    ("uncommanded", MarkerStyle("U", "#9575cd", "#ffffff")),
    ("inactive", MarkerStyle("I", "#757575", "#ffffff")),
    ("wounded", MarkerStyle("W", "#ffffff", "#c62828")),
    ("captured", MarkerStyle("Pr", "#424242", "#ffffff")),
    ("dismounted", MarkerStyle("Dm", "#a1887f")),
    ("mounted", MarkerStyle("Mt", "#a1887f")),
    ("cinc", MarkerStyle("CC", "#ffd54f")),
    ("acting_cinc", MarkerStyle("AC", "#ffd54f")),
    ("activated", MarkerStyle("\u2713", "#b0bec5")),  # ✓ done this turn
    ("active", MarkerStyle("\u25b6", "#66bb6a")),  # ▶ acting now
    ("ordered", MarkerStyle("O", "#aed581")),
    ("remonte", MarkerStyle("Rm", "#bcaaa4")),
    ("demonte", MarkerStyle("Dm", "#bcaaa4")),
    ("captor", MarkerStyle("Cp", "#90a4ae")),
    ("replacement", MarkerStyle("Rp", "#e0e0e0")),
    ("moved", MarkerStyle("\u2192", "#cfd8dc")),  # → moved this turn
    ("battled", MarkerStyle("\u2694", "#ffab91")),  # ⚔ battled this turn
    ("fired", MarkerStyle("Fi", "#cfd8dc")),
    ("stunned", MarkerStyle("St", "#fff176")),
    ("finished", MarkerStyle("\u2713", "#b0bec5")),  # ✓ a leader finished for the turn
    ("led", MarkerStyle("Ld", "#a1887f")),  # a riderless horse led by the bridle
    ("feigning", MarkerStyle("Ff", "#ffb74d")),  # a feigned flight under way
    ("pursuing", MarkerStyle("Pu", "#e57373", "#ffffff")),  # fooled by it, bound to pursue
    ("holding", MarkerStyle("H", "#90a4ae")),  # not fooled: holds this phase
    ("ladder", MarkerStyle("La", "#bcaaa4")),  # carrying a siege ladder
    ("roof", MarkerStyle("\u25b2", "#d9b48a")),  # ▲ on the flat roof above the room drawn
    ("floor", MarkerStyle("Fl", "#d9b48a")),  # ``floor_2``: on an upper floor of the room drawn (Fl2)
    ("under_hatch", MarkerStyle("\u2191", "#d9b48a")),  # ↑ on the ladder under the room's hatch
    ("camel", MarkerStyle("Ca", "#e0c27a")),  # riding a camel
    ("palanquin", MarkerStyle("Pq", "#e0c27a")),  # in a camel's palanquin
    # Great Battles: counted markers (``hits_3``, ``wounded_1``) draw their number after the abbreviation
    ("hits", MarkerStyle("", "#ff7043")),  # cohesion hits: the number alone, as on the printed marker
    ("rallied", MarkerStyle("Ra", "#81c784")),
    ("depleted", MarkerStyle("Dp", "#8d6e63", "#ffffff")),
    ("missile_low", MarkerStyle("A", "#9e9e9e")),  # as low_ammo
    ("missile_no", MarkerStyle("A0", "#616161", "#ffffff")),  # as no_ammo
    ("shock_must", MarkerStyle("S!", "#8e1a1a", "#ffffff")),  # shock, must check TQ
    ("shock_may", MarkerStyle("S?", "#e57373")),  # a light unit may still shock
    ("shock_free", MarkerStyle("S", "#ef9a9a")),  # shock, no TQ check
    ("pursuit", MarkerStyle("Pu", "#e57373", "#ffffff")),
    ("bypassed", MarkerStyle("By", "#b0bec5")),
    ("under", MarkerStyle("\u25bc", "#cfd8dc")),  # ▼ the bottom cohort of a two-cohort stack (6.66)
)


def counted(name: str) -> tuple[str, int | None]:
    """A counted marker's kind and number (``hits_3`` → ``("hits", 3)``); any other name and None."""
    base, _, tail = name.rpartition("_")
    if base and tail.isdigit():
        return base, int(tail)
    return name, None


@dataclass(frozen=True)
class Theme:
    name: str = "classic"
    hex_size: float = 34.0  # circumradius in pixels at scale 1 (a hex is 59–68 px across)
    supersample: int = 2  # static art drawn this many times larger, then reduced
    background: str = "#f3efe2"
    paper_edge: str = "#7b6f5a"
    grid: str = "#6f6a55"
    label: str = "#3b352a"
    hex_label: str = "#5a5444"
    section_line: str = "#3b352a"
    title_bg: str = "#2b2a26"
    title_fg: str = "#f5f1e6"
    title_dim: str = "#bdb6a3"
    counter_face: str = "#f7f3e8"  # the NATO symbol box
    counter_ink: str = "#111111"
    move_halo: str = "#ffffff"
    retreat: str = "#f57c00"
    melee: str = "#b71c1c"
    fire: str = "#1a1a1a"
    loss: str = "#d50000"
    elevation_step: float = 0.07  # each level above 0 darkens the fill by this fraction
    pips_up_to: int = 5  # strengths shown as block pips when max_strength is at most this...
    block_systems: tuple[str, ...] = ("cca",)  # ...in these systems, whose units are blocks
    named_systems: tuple[str, ...] = ("ager",)  # counters show the piece's name, not its type (characters)
    vertex_facing_systems: tuple[str, ...] = ("gboh",)  # a facing names a vertex, not a hexside (GBoH 7.1)
    id_systems: tuple[str, ...] = ("gboh",)  # counters show the piece's id, as orders name it (X1, CR2)
    font_small: int = 12
    font_counter: int = 13
    font_title: int = 17
    terrain: tuple[tuple[str, TerrainStyle], ...] = TERRAIN
    fallback: TerrainStyle = field(default=TerrainStyle("#d9d5c7", "plain", "#9a9482"))
    hexsides: tuple[tuple[str, tuple[str, float, str]], ...] = HEXSIDES
    markers: tuple[tuple[str, MarkerStyle], ...] = MARKERS

    def __hash__(self) -> int:
        """Hashed once: a theme keys every sprite and layer cache, and its tables are long."""
        cached: int | None = self.__dict__.get("_hash")
        if cached is None:
            cached = hash(tuple(getattr(self, f.name) for f in fields(self)))
            object.__setattr__(self, "_hash", cached)
        return cached

    def terrain_style(self, name: str) -> TerrainStyle:
        for key, style in self.terrain:
            if key == name:
                return style
        return self.fallback

    def hexside_style(self, name: str) -> tuple[str, float, str]:
        for key, style in self.hexsides:
            if key == name:
                return style
        return ("#8e24aa", 0.07, "plain")

    def marker_style(self, name: str) -> MarkerStyle:
        for key, style in self.markers:
            if key == name:
                return style
        base, number = counted(name)
        if number is not None:  # a counted marker: its kind's chip with the number
            for key, style in self.markers:
                if key == base:
                    return MarkerStyle(f"{style.abbrev}{number}", style.fill, style.text)
        return MarkerStyle(name[:2].capitalize(), "#eeeeee")


DEFAULT_THEME = Theme()
