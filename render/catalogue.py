"""The renderer's own words in the reader's language: ``render/locale/<lang>/render.ftl``.

``labels_for("hu")`` is a ``render.labels.Labels`` function for any ``render_*`` call: the legend, the
title bar's words and the overview's caption come from the catalogue of that language (English where a
key is missing there), a terrain or marker name no catalogue knows reads as its last key part, and the
phase line of the title bar is rendered in the same language. The catalogue's ``{ $turn }``, ``{ $side }``
and ``{ $sides }`` come back as ``{turn}``-style fields for ``render.labels.fill``.
"""

from __future__ import annotations

from pathlib import Path

from engine.core.messages import Msg, add_locale_dir, has_key, render
from render.labels import english

LOCALE = Path(__file__).resolve().parent / "locale"
add_locale_dir(LOCALE)

_FIELDS = ("turn", "side", "sides")


class CatalogueLabels:
    """A ``Labels`` function reading the catalogue of ``lang``."""

    def __init__(self, lang: str = "en") -> None:
        self.lang = lang

    def __call__(self, key: str) -> str:
        if not (has_key(key, self.lang) or has_key(key, "en")):
            return english(key)
        return render(Msg(key, {name: "{" + name + "}" for name in _FIELDS}), self.lang)


def labels_for(lang: str = "en") -> CatalogueLabels:
    return CatalogueLabels(lang)
