"""The message catalogues (issue 13): every key in every language with the same variables, real
translations in the players' scripts, and whole seeded games rendered in each language without a
missing key, a leftover placeholder or a fallback to English."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

import bot.discordbot.texts  # noqa: F401  (registers the bot's catalogues)
import render  # noqa: F401  (registers the renderer's catalogue)
from engine.core.messages import LANGUAGES, Msg, fluent_id, locale_dirs, render_checked
from engine.registry import available, get_ruleset

OTHERS = tuple(lang for lang in LANGUAGES if lang != "en")
CYRILLIC = re.compile(r"[\u0400-\u04FF]")
LATIN_WORD = re.compile(r"[A-Za-z]{4,}")
# texts that read the same in every language: notation, proper names, an order echoed as typed
SAME_EVERYWHERE = {"core-choice", "cca-choice", "afde-choice", "core-ref-unit", "discord-ordered"}


def _entries(path: Path) -> dict[str, ftl.Message | ftl.Term]:
    resource = FluentParser().parse(path.read_text(encoding="utf-8"))
    junk = [e for e in resource.body if isinstance(e, ftl.Junk)]
    assert junk == [], f"{path}: unreadable Fluent: {[j.content[:80] for j in junk]}"
    out: dict[str, ftl.Message | ftl.Term] = {}
    for e in resource.body:
        if isinstance(e, ftl.Message | ftl.Term):
            assert e.id.name not in out, f"{path}: {e.id.name} is defined twice"
            out[e.id.name] = e
    return out


def _variables(node: object) -> set[str]:
    found: set[str] = set()

    def visit(n: object) -> None:
        if isinstance(n, ftl.VariableReference):
            found.add(n.id.name)
        if isinstance(n, ftl.BaseNode):
            for value in vars(n).values():
                for child in value if isinstance(value, list) else [value]:
                    visit(child)

    visit(node)
    return found


def _text(entry: ftl.Message | ftl.Term) -> str:
    """The literal text of an entry (placeables left out)."""
    parts: list[str] = []

    def visit(n: object) -> None:
        if isinstance(n, ftl.TextElement):
            parts.append(n.value)
        if isinstance(n, ftl.BaseNode):
            for value in vars(n).values():
                for child in value if isinstance(value, list) else [value]:
                    visit(child)

    visit(entry.value)
    return " ".join(parts)


def _catalogue_sets() -> Iterator[tuple[Path, str]]:
    for d in locale_dirs():
        for path in sorted((d / "en").glob("*.ftl")):
            yield d, path.name


SETS = list(_catalogue_sets())


def test_every_package_has_its_catalogue_set() -> None:
    names = {name for _d, name in SETS}
    assert {"core.ftl", "cca.ftl", "afde.ftl", "bot.ftl", "discordbot.ftl", "render.ftl"} <= names


def test_no_catalogue_is_left_in_the_old_format() -> None:
    assert [p for d in locale_dirs() for p in d.glob("*.toml")] == []


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize(("directory", "name"), SETS, ids=[n for _d, n in SETS])
def test_every_key_exists_in_every_language_with_the_same_variables(directory: Path, name: str, lang: str):
    english = _entries(directory / "en" / name)
    path = directory / lang / name
    assert path.exists(), f"{path} is missing"
    other = _entries(path)
    assert sorted(set(english) - set(other)) == [], f"{path}: keys missing"
    assert sorted(set(other) - set(english)) == [], f"{path}: keys unknown in English"
    for key, entry in english.items():
        ours = _variables(entry)
        # a verb that agrees with a side may select on its gender, <param>_gender (docs/languages.md)
        theirs = {
            v
            for v in _variables(other[key])
            if not (v.endswith("_gender") and {v[: -len("_gender")], v[: -len("gender")] + "name"} & ours)
        }
        assert theirs == ours, f"{path}: {key} has other variables"


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize(("directory", "name"), SETS, ids=[n for _d, n in SETS])
def test_translations_are_real_and_in_the_right_script(directory: Path, name: str, lang: str):
    english = _entries(directory / "en" / name)
    other = _entries(directory / lang / name)
    for key, entry in english.items():
        if key in SAME_EVERYWHERE or key.startswith("discord-lang-") or key not in other:
            continue
        theirs, ours = _text(other[key]), _text(entry)
        if lang == "uk" and re.search(r"[A-Za-z]{3,}", ours) and not key.endswith("-name"):
            assert CYRILLIC.search(theirs), f"{lang}/{name}: {key} is not in Ukrainian: {theirs!r}"
        if len(LATIN_WORD.findall(ours)) >= 3:
            assert theirs != ours, f"{lang}/{name}: {key} is still English: {theirs!r}"


def test_message_ids_never_meet() -> None:
    """``fluent_id`` turns dots into hyphens: two keys that differ only there would share an id."""
    seen: dict[str, str] = {}
    for directory, name in SETS:
        for key in _entries(directory / "en" / name):
            assert key not in seen, f"{key} is defined in {seen.get(key)} and {name}"
            seen[key] = name


# ---------------------------------------------------------------------- whole games


def _play(system: str, seed: int, steps: int = 400) -> Iterator[Msg]:
    """Every message a seeded random game of ``system`` shows: events, prompts, choices, views."""
    ruleset = get_ruleset(system)
    scenario = ruleset.scenarios()[0].id
    rng = random.Random(seed)
    state = ruleset.new_game(scenario, seed, {})
    for _ in range(steps):
        if ruleset.result(state) is not None:
            break
        prompts = ruleset.pending(state)
        if not prompts:
            break
        for p in prompts:
            yield p.msg
            yield from (c.label for c in p.choices)
        prompt = rng.choice(prompts)
        order = rng.choice(prompt.choices).order
        tr = ruleset.apply(state, prompt.side, ruleset.parse(state, prompt.side, order))
        yield from (e.msg for e in tr.events)
        state = tr.state
    view = ruleset.view(state, None)
    yield view.phase
    yield from view.status
    result = ruleset.result(state)
    if result is not None:
        yield result.reason


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("system", [s for s in available() if s in ("cca", "afde", "gboh")])
def test_a_whole_seeded_game_reads_in_each_language(system: str, lang: str) -> None:
    seen: set[str] = set()
    for m in _play(system, seed=3):
        text, problems = render_checked(m, lang)
        assert problems == [], (m.key, problems)
        assert not re.search(r"\{\s*\$?\w+\s*\}", text), (m.key, text)
        assert fluent_id(m.key) not in text and m.key not in text, (m.key, text)
        english = render_checked(m, "en")[0]
        if lang == "uk" and fluent_id(m.key) not in SAME_EVERYWHERE and re.search(r"[A-Za-z]{4,}", english):
            assert CYRILLIC.search(text), (m.key, text)
        seen.add(m.key)
    assert len(seen) > 10


@pytest.mark.parametrize("lang", ["pl", "uk"])
def test_a_past_verb_agrees_with_its_subject_and_keeps_both_forms_only_where_the_gender_is_unknown(lang: str):
    """Polish and Ukrainian past verbs agree with their subject: a verb after a side selects its form on
    the side's gender (``<param>_gender``, docs/languages.md); the form that fits any subject ("miał(a)")
    is left only as the ``other`` variant, for a side the catalogue gives no gender."""
    for directory, name in SETS:
        path = directory / lang / name
        for line in path.read_text(encoding="utf-8").splitlines():
            if re.search(r"\((a|ла)\)", line):
                assert line.strip().startswith("*[other]"), f"{path}: {line.strip()}"
