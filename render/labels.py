"""The words drawn on a snapshot, looked up by key so that a message catalogue can supply them.

Every text the renderer draws itself (legend entries, the title bar's fixed words, the overview's
caption) goes through a ``Labels`` function: ``labels("render.legend.terrain.forest") -> "forest"``.
The default, ``english``, knows the English words and falls back to the key's last part with
underscores as spaces, so a new terrain or marker name still reads sensibly. A catalogue plugs in as
``render_activation(view, labels=lambda key: catalogue.get(key) or english(key))``.

Keys:

- ``render.legend.terrain.<terrain>``, ``render.legend.hexside.<feature>``, ``render.legend.marker.<marker>``;
- ``render.legend.move``, ``.retreat``, ``.melee``, ``.fire``, ``.loss``, ``.eliminated``,
  ``.leader``, ``.leader_lost``, ``.facing``;
- ``render.title.turn`` (``{turn}``), ``render.title.awaiting`` (``{sides}``), ``render.title.game_over``,
  ``render.title.winner`` (``{side}``), ``render.title.view_of`` (``{side}``);
- ``render.inset.shown`` (the overview's caption).
"""

from __future__ import annotations

from collections.abc import Callable

Labels = Callable[[str], str]

ENGLISH: dict[str, str] = {
    "render.legend.move": "moved",
    "render.legend.retreat": "retreat / rout",
    "render.legend.melee": "melee",
    "render.legend.fire": "fire",
    "render.legend.loss": "losses",
    "render.legend.eliminated": "eliminated",
    "render.legend.leader": "leader",
    "render.legend.leader_lost": "leader lost",
    "render.legend.facing": "facing",
    "render.legend.terrain.clear": "clear",
    "render.legend.terrain.fortified_camp": "fortified camp",
    "render.legend.hexside.river": "river",
    "render.legend.hexside.stream": "stream",
    "render.legend.marker.low_ammo": "low ammunition",
    "render.legend.marker.no_ammo": "no ammunition",
    "render.legend.marker.cinc": "commander-in-chief",
    "render.legend.marker.acting_cinc": "acting commander-in-chief",
    "render.legend.marker.activated": "activated",
    "render.legend.marker.active": "acting now",
    "render.legend.marker.remonte": "remounted",
    "render.legend.marker.demonte": "dismounted",
    "render.legend.marker.captor": "holds a prisoner",
    "render.legend.marker.replacement": "replacement leader",
    "render.legend.marker.rest": "resting",
    "render.title.turn": "Turn {turn}",
    "render.title.awaiting": "Awaiting: {sides}",
    "render.title.game_over": "Game over",
    "render.title.winner": "Game over · winner: {side}",
    "render.title.view_of": "view of {side}",
    "render.inset.shown": "shown",
}


def english(key: str) -> str:
    """The English text of ``key``; an unknown key reads as its last part (``quagmire_of_doom`` →
    ``quagmire of doom``)."""
    text = ENGLISH.get(key)
    if text is not None:
        return text
    return key.rsplit(".", 1)[-1].replace("_", " ")


def fill(labels: Labels, key: str, **values: object) -> str:
    """``labels(key)`` with ``{name}`` placeholders filled; a catalogue text that lacks one still works."""
    text = labels(key)
    try:
        return text.format(**values)
    except (KeyError, IndexError, ValueError):
        return text
