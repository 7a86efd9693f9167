"""Typed references read in each language through the catalogues: a unit as its type term (and its own
name), a card or a game term as its term, a side as its term or name; their transcript form
(``plain()``, ``Msg.to_json``) and their saved form stay as they were."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.core.messages import (
    LANGUAGES,
    Msg,
    add_locale_dir,
    proper_name,
    remove_locale_dir,
    render,
    render_checked,
)
from engine.core.refs import (
    BannerRef,
    CardRef,
    HexRef,
    HexsideRef,
    LeaderRef,
    Named,
    Phrase,
    Ref,
    SideRef,
    TermRef,
    UnitRef,
    phrase,
    ref_from_json,
)

FORCED = "core.ev.forced"  # "{ $side } had a single choice: { $order }." in every language


def _in_sentence(value: object, lang: str) -> str:
    text, problems = render_checked(Msg(FORCED, {"side": value, "order": "done"}), lang)
    assert problems == []
    return text


def _term(key: str, lang: str) -> str:
    return render(Msg(key), lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_unit_reads_as_its_type_term_and_hex(lang: str) -> None:
    unit = UnitRef("u7", system="cca", type="LI", hex="F7", side="south")
    kind = _term("cca.term.unit.LI", lang)
    assert render(Msg("core.ref.unit", {"type": kind, "hex": "F7"}), lang) in _in_sentence(unit, lang)
    assert kind in _in_sentence(unit, lang)
    assert _term("cca.term.unit.LI", lang) != "cca.term.unit.LI"
    alone = UnitRef("u7", system="cca", type="LI")
    assert _in_sentence(alone, lang).startswith(kind)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_named_unit_reads_as_its_name_with_its_type_term(lang: str) -> None:
    unit = UnitRef("U3", system="afde", type="Mi", hex="0404", side="french", name="Militia of Corbeil")
    text = _in_sentence(unit, lang)
    name = proper_name("afde", "Militia of Corbeil", lang)  # the shipped scenario's name, in the language
    assert f"{name} ({_term('afde.term.unit.Mi', lang)}, 0404)" in text
    off_map = UnitRef("U3", system="afde", type="Mi", name="Militia of Corbeil")
    assert f"{name} ({_term('afde.term.unit.Mi', lang)})" in _in_sentence(off_map, lang)
    assert (name == "Militia of Corbeil") == (lang == "en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_cards_and_game_terms_read_as_their_terms(lang: str) -> None:
    card = CardRef("center-2", system="cca")
    assert _term("cca.term.card.center-2", lang) in _in_sentence(card, lang)
    marker = TermRef("disordered", system="afde", domain="marker")
    assert _term("afde.term.marker.disordered", lang) in _in_sentence(marker, lang)
    if lang != "en":
        assert _in_sentence(card, lang) != _in_sentence(card, "en")
        assert _term("afde.term.marker.disordered", lang) != _term("afde.term.marker.disordered", "en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_names_and_labels_read_as_printed(lang: str) -> None:
    assert _in_sentence(LeaderRef("FL0", name="Jean de Vireloup"), lang).startswith("Jean de Vireloup")
    assert _in_sentence(BannerRef("B1", name="Sorel"), lang).startswith("Sorel")
    assert _in_sentence(HexRef("E5"), lang).startswith("E5")
    assert _in_sentence(HexsideRef("E5", other="E6"), lang).startswith("E5/E6")


@pytest.fixture
def side_terms(tmp_path: Path) -> Iterator[Path]:
    """A catalogue of side names for a made-up system, in every language."""
    names = {"en": "the Blues", "pl": "Niebiescy", "hu": "a kékek", "uk": "Сині"}
    for lang, name in names.items():
        (tmp_path / lang).mkdir()
        army = f"toyref-name-blue-army = {name}\n" if lang != "en" else "toyref-name-blue-army = Blue army\n"
        (tmp_path / lang / "sides.ftl").write_text(
            f"toyref-term-side-blue = {name}\n{army}", encoding="utf-8"
        )
    add_locale_dir(tmp_path)
    try:
        yield tmp_path
    finally:
        remove_locale_dir(tmp_path)


@pytest.mark.parametrize(
    ("lang", "name"), [("en", "the Blues"), ("pl", "Niebiescy"), ("hu", "a kékek"), ("uk", "Сині")]
)
def test_a_side_reads_as_its_term_in_each_language(side_terms: Path, lang: str, name: str) -> None:
    side = SideRef("blue", system="toyref")
    assert side.term_key() == "toyref.term.side.blue"
    assert _in_sentence(side, lang).startswith(name)


def test_a_side_the_scenario_names_reads_as_that_name_then_its_term_then_its_id(side_terms: Path) -> None:
    assert _in_sentence(SideRef("blue", system="toyref", name="Blue army"), "pl").startswith("Niebiescy")
    assert _in_sentence(SideRef("blue", system="toyref", name="Blue army"), "en").startswith("Blue army")
    assert _in_sentence(SideRef("blue", system="toyref", name="Red army"), "pl").startswith("Red army")
    assert _in_sentence(SideRef("north"), "hu").startswith("north")
    assert SideRef("north").term_key() is None


REFS: list[Ref] = [
    SideRef("north"),
    SideRef("blue", system="toyref", name="Blue army"),
    HexRef("E5"),
    HexsideRef("E5", other="E6"),
    UnitRef("u7", system="cca", type="LI", hex="F7", side="south"),
    UnitRef("U3", system="afde", type="Mi", hex="0404", side="french", name="Militia of Corbeil"),
    LeaderRef("FL0", name="Jean de Vireloup", side="french"),
    CardRef("center-2", system="cca"),
    BannerRef("B1", name="Sorel"),
    TermRef("disordered", system="afde", domain="marker"),
]


@pytest.mark.parametrize("ref", REFS, ids=[type(r).__name__ for r in REFS])
def test_the_transcript_and_saved_forms_are_kept(ref: Ref) -> None:
    m = Msg(FORCED, {"side": ref, "order": "done"})
    assert m.to_json()["params"]["side"] == ref.plain()  # transcripts print the plain value
    assert ref_from_json(ref.to_json()) == ref
    assert Msg.load(m.dump()) == m
    assert all(v != "" for k, v in ref.to_json().items() if k != "id")  # empty fields are left out


def test_plain_values_are_as_documented() -> None:
    assert [r.plain() for r in REFS] == [
        "north",
        "blue",
        "E5",
        "E5/E6",
        "LI F7",
        "Mi 0404",
        "Jean de Vireloup",
        "center-2",
        "Sorel",
        "disordered",
    ]


def test_an_old_saved_ref_with_empty_fields_still_loads() -> None:
    old = {"ref": "unit", "id": "u1", "system": "cca", "type": "LI", "hex": "", "side": ""}
    assert ref_from_json(old) == UnitRef("u1", system="cca", type="LI")


def test_a_views_side_reads_as_its_term_on_the_console_discord_and_the_map(side_terms: Path) -> None:
    from engine.core.view import SideView, side_name

    blue = SideView("blue", "Blue army", "#0000aa")
    assert side_name("toyref", blue, "pl") == "Niebiescy"
    assert side_name("toyref", blue, "uk") == "Сині"
    assert side_name("other", blue, "pl") == "Blue army"  # a name the catalogue lacks: as printed
    assert side_name("other", SideView("blue", "", "#0000aa"), "pl") == "blue"


def test_a_views_side_as_a_reference_carries_the_army_name_the_scenario_gives_it() -> None:
    from engine.core.view import side_ref
    from engine.registry import get_ruleset

    cca = get_ruleset("cca")
    view = cca.view(cca.new_game("two-hills", 1, {}), None)
    army = side_ref("cca", "north", view)
    assert army == SideRef("north", system="cca", name="Carthaginian (brown)")
    assert _in_sentence(army, "pl").startswith("Kartagińczycy")
    assert side_ref("cca", "north") == SideRef("north", system="cca")  # no view: its term, "North"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_phrase_reads_as_its_parts_listed_the_languages_way(lang: str) -> None:
    left, right = (TermRef(x, system="cca", domain="section") for x in ("left", "right"))
    both = phrase("left, right", left, right)
    text = _in_sentence(both, lang)
    assert _term("cca.term.section.left", lang) in text and _term("cca.term.section.right", lang) in text
    assert Msg(FORCED, {"side": both, "order": "done"}).to_json()["params"]["side"] == "left, right"
    alone = phrase(
        "LEADER (Hanno)",
        Msg(
            "cca.ref.face_leaders",
            {
                "face": TermRef("LEADER", system="cca", domain="face"),
                "leaders": [LeaderRef("L1", name="Hanno")],
            },
        ),
    )
    assert _in_sentence(alone, lang).startswith(f"{_term('cca.term.face.LEADER', lang)} (Hanno)")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_nothing_yes_no_and_an_empty_list_read_as_the_languages_words(lang: str) -> None:
    for value, key in (
        (None, "core.term.none"),
        ([], "core.term.none"),
        (True, "core.term.yes"),
        (False, "core.term.no"),
    ):
        assert _in_sentence(value, lang).startswith(_term(key, lang))
    if lang != "en":
        assert _term("core.term.none", lang) != _term("core.term.none", "en")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_rule_cited_in_words_reads_in_the_language(lang: str) -> None:
    text = render(Msg("core.ev.forced", {"side": "x", "order": "done"}, "CCA notation"), lang)
    assert text.endswith(f"({_term('cca.rule.notation', lang)})")
    assert render(Msg("core.ev.forced", {"side": "x", "order": "done"}, "CCA 7/b"), lang).endswith(
        "(CCA 7/b)"
    )


TEXTS: list[Phrase | Named] = [
    phrase("left, right", TermRef("left", system="cca", domain="section"), Msg("core.term.none")),
    Named("Ar Picard", "afde", ("Picard",)),
]


@pytest.mark.parametrize("said", TEXTS, ids=[type(t).__name__ for t in TEXTS])
def test_a_phrase_and_a_named_text_are_their_text_in_transcripts_and_keep_their_parts(said: str) -> None:
    m = Msg(FORCED, {"side": said, "order": "done"})
    assert m.to_json()["params"]["side"] == str(said) and type(m.to_json()["params"]["side"]) is str
    loaded = Msg.load(m.dump()).params["side"]
    assert loaded == said and type(loaded) is type(said)
    assert getattr(loaded, "parts", None) == getattr(said, "parts", None)
    assert getattr(loaded, "names", None) == getattr(said, "names", None)


def test_a_named_text_reads_its_names_from_the_catalogue_of_names() -> None:
    unit = Named("Mi Militia of Corbeil", "afde", ("Militia of Corbeil",))
    assert _in_sentence(unit, "en").startswith("Mi Militia of Corbeil")
    for lang in ("pl", "hu", "uk"):
        text = _in_sentence(unit, lang)
        assert text.startswith("Mi ") and "Militia" not in text, text
    assert _in_sentence(Named("Du Bellay", "afde"), "pl").startswith("Du Bellay")  # a player's own name
