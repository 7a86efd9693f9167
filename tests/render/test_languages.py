"""The map speaks the game's language (issue 13): legend and title words from the renderer's catalogue,
drawn with a font that has every Polish, Hungarian and Ukrainian letter."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from render import labels_for, render_png, render_view
from render.fonts import font
from render.labels import ENGLISH, english, fill
from render.theme import counted
from tests.render.fixtures import afde_view, cca_view

LETTERS = {
    "pl": "ĄąĆćĘęŁłŃńÓóŚśŹźŻż",
    "hu": "ÁáÉéÍíÓóÖöŐőÚúÜüŰű",
    "uk": "АаБбВвГгҐґДдЕеЄєЖжЗзИиІіЇїЙйКкЛлМмНнОоПпРрСсТтУуФфХхЦцЧчШшЩщЬьЮюЯя’",
}


def _drawn(f, ch: str) -> bytes:
    img = Image.new("L", (48, 48))
    ImageDraw.Draw(img).text((8, 4), ch, font=f, fill=255)
    return img.tobytes()


def _missing(f, ch: str) -> bool:
    """A glyph the font lacks is drawn as its 'missing' box, like a private-use code point."""
    return _drawn(f, ch) == _drawn(f, "\ue000")


@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("lang", sorted(LETTERS))
def test_the_bundled_font_has_every_letter_of_our_languages(lang: str, bold: bool) -> None:
    f = font(24, bold=bold)
    assert [ch for ch in LETTERS[lang] if _missing(f, ch)] == []


def test_the_check_would_see_a_missing_glyph() -> None:
    assert _missing(font(24), "\ue001")


@pytest.mark.parametrize(
    ("lang", "key", "word"),
    [
        ("pl", "render.legend.melee", "walka wręcz"),
        ("hu", "render.legend.terrain.forest", "erdő"),
        ("uk", "render.legend.retreat", "відступ / втеча"),
        ("en", "render.legend.move", "moved"),
    ],
)
def test_legend_words_come_from_the_reader_catalogue(lang: str, key: str, word: str) -> None:
    assert labels_for(lang)(key) == word


def test_title_fields_survive_the_catalogue() -> None:
    assert fill(labels_for("hu"), "render.title.turn", turn=3) == "3. forduló"
    assert fill(labels_for("uk"), "render.title.winner", side="north") == "Кінець гри · перемога: north"


@pytest.mark.parametrize(
    ("lang", "title"),
    [
        ("en", "Game over · winner: Pompeians"),
        ("pl", "Koniec gry · zwycięstwo: Pompejańczycy"),
        ("uk", "Кінець гри · перемога: Помпеянці"),
        ("hu", "Vége a játéknak · győztes: Pompeiánusok"),
    ],
)
def test_the_winner_in_the_title_bar_needs_no_verb_to_agree_with_a_plural_army(lang: str, title: str) -> None:
    # "Pompeians wins", "wygrywa Pompejańczycy": a side's name may be plural, so no verb agrees with it
    from engine.core.messages import param_text
    from engine.core.refs import SideRef

    side = param_text(SideRef("pompeian", system="gboh"), lang)
    assert fill(labels_for(lang), "render.title.winner", side=side) == title


def test_an_unknown_terrain_still_reads_as_its_name() -> None:
    assert labels_for("pl")("render.legend.terrain.quagmire_of_doom") == english(
        "render.legend.terrain.quagmire_of_doom"
    )


@pytest.mark.parametrize("lang", ["pl", "hu", "uk"])
def test_a_snapshot_in_each_language_differs_from_the_english_one(lang: str) -> None:
    view = afde_view()
    assert render_png(view, labels=labels_for(lang)) != render_png(view, labels=labels_for("en"))
    assert render_view(cca_view(), labels=labels_for(lang)).size[0] > 0


def _seen_in_play(system: str) -> set[str]:
    """The legend keys of every terrain, hexside feature and marker that two seeded random games of
    ``system`` show."""
    import random

    from engine.registry import get_ruleset

    ruleset = get_ruleset(system)
    seen: set[str] = set()
    for seed in (1, 2):
        state = ruleset.new_game(ruleset.scenarios()[0].id, seed, {})
        rng = random.Random(seed)
        for _ in range(200):
            view = ruleset.view(state, None)
            seen |= {f"render.legend.terrain.{h.terrain}" for h in view.map.hexes}
            seen |= {f"render.legend.hexside.{h.feature}" for h in view.map.hexsides}
            seen |= {f"render.legend.marker.{counted(m)[0]}" for c in view.map.counters for m in c.markers}
            prompts = ruleset.pending(state)
            if ruleset.result(state) is not None or not prompts:
                break
            p = rng.choice(prompts)
            action = ruleset.parse(state, p.side, rng.choice(p.choices).order)
            state = ruleset.apply(state, p.side, action).state
    return seen


@pytest.mark.parametrize("system", ["cca", "afde", "gboh", "ager"])
def test_every_legend_word_a_game_shows_is_in_every_catalogue(system: str) -> None:
    from engine.core.messages import LANGUAGES, has_key

    keys = _seen_in_play(system) | set(ENGLISH)
    assert len(keys) > 20
    missing = [(lang, k) for lang in LANGUAGES for k in sorted(keys) if not has_key(k, lang)]
    assert missing == []  # nothing drawn falls back to English words made from its key


@pytest.mark.parametrize("system", ["cca", "afde", "gboh", "ager"])
def test_no_two_things_of_one_map_share_their_legend_words(system: str) -> None:
    """Two terrains or hexsides a system draws differently never read the same in the legend."""
    from engine.core.messages import LANGUAGES
    from engine.registry import get_ruleset

    ruleset = get_ruleset(system)
    keys: set[str] = set()
    for scenario in ruleset.scenarios():
        view = ruleset.view(ruleset.new_game(scenario.id, 1, {}), None)
        keys |= {f"render.legend.terrain.{h.terrain}" for h in view.map.hexes if h.terrain != "clear"}
        keys |= {f"render.legend.hexside.{h.feature}" for h in view.map.hexsides}
    for lang in LANGUAGES:
        labels = labels_for(lang)
        words: dict[str, list[str]] = {}
        for key in sorted(keys):
            words.setdefault(labels(key), []).append(key)
        assert {w: ks for w, ks in words.items() if len(ks) > 1} == {}, lang


def test_every_ager_terrain_and_hexside_has_its_look_and_legend_words() -> None:
    """A terrain or hexside feature the Ager tables define (A§8–§10) is drawn in its own style and named
    in every language, whether or not a demo map uses it yet."""
    import tomllib
    from pathlib import Path

    from engine.core.messages import LANGUAGES, has_key
    from render.theme import DEFAULT_THEME

    data = Path(__file__).resolve().parents[2] / "engine" / "ager" / "data"
    missing: list[str] = []
    for table, kind in (("terrain.toml", "terrain"), ("hexsides.toml", "hexside")):
        names = [
            k
            for k, v in tomllib.loads((data / table).read_text(encoding="utf-8")).items()
            if isinstance(v, dict)
        ]
        assert len(names) > 5
        for name in names:
            missing += [
                f"{lang}: {kind} {name}"
                for lang in LANGUAGES
                if not has_key(f"render.legend.{kind}.{name}", lang)
            ]
            drawn = dict(DEFAULT_THEME.terrain if kind == "terrain" else DEFAULT_THEME.hexsides)
            if name not in drawn:
                missing.append(f"style: {kind} {name}")
    assert missing == []
