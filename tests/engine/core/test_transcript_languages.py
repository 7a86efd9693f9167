"""Every rulebook transcript (tests/acceptance/**) replayed in Polish, Hungarian and Ukrainian: every
``text`` is there, in the language, with no raw key, no placeholder left, no Fluent error or fallback
(``watch_problems``), no English word the engines might pass, and none identical to its English
rendering unless it is only notation (hex ids, orders, numbers, codes). A case's own scenario names
(a scenario a player writes) read as written, as the rules of languages.md say."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from engine import transcript
from engine.core.data import read_toml
from engine.core.messages import Msg, param_text, render_checked, watch_problems
from engine.core.refs import LeaderRef, SideRef

ROOT = Path(__file__).resolve().parents[3]
CASES = sorted((ROOT / "tests" / "acceptance").glob("*/*.toml"))

# English words a message of the engines' own could leak (terms, sides, result words, modifiers)
ENGLISH = re.compile(
    r"\b(the|and|of|with|none|nobody|yes|true|false|north|south|left|right|"
    r"centre|center|light|medium|heavy|leader|flag|swords|moved|mounted|disordered|routed|cover|"
    r"ratio|type|quality|charge|rear|defender|attacker|higher|lower|replacement|french|english|"
    r"melee|fire|impetus|dispersal|killed|wounded|captured|passed|failed|infantry|cavalry|"
    r"units?|leaders?|notation|provost|men-at-arms|crossbows|longbows|militia|knights|brigands)\b",
    re.IGNORECASE,
)
# notation a text may hold in any language: orders and choices as typed, hex ids, unit and type codes,
# results, the rule citations' system names
NOTATION = re.compile(
    r"'[^']*'|\"[^\"]*\"|«[^»]*»|„[^”]*”|\b[A-Z][A-Za-z]?\d*\b|\b\d+\b|[→+\-–:;,.()/<>=!?…]"
)


NOTATION_PARAMS = ("order", "choices", "text", "verbs", "path", "options", "kind", "card")


def _messages(node: Any) -> Iterator[Mapping[str, Any]]:
    if isinstance(node, Mapping):
        if "key" in node and "text" in node:
            yield node
        for value in node.values():
            yield from _messages(value)
    elif isinstance(node, list):
        for value in node:
            yield from _messages(value)


def _strings(node: Any) -> Iterator[str]:
    if isinstance(node, Mapping):
        for value in node.values():
            yield from _strings(value)
    elif isinstance(node, list):
        for value in node:
            yield from _strings(value)
    elif isinstance(node, str):
        yield node


def _params(node: Mapping[str, Any]) -> Iterator[str]:
    """The notation a message carries: orders, choices, paths, ids (plain parameter values that are
    not words of a catalogue). A side reads in the language wherever it is named, the shared decision
    machine's events included; a scripted roll's purpose is no notation: it reads in the language."""
    for key, value in dict(node.get("params", {})).items():
        if key in NOTATION_PARAMS:
            yield from _strings(value)


@cache
def _case(path: Path) -> tuple[dict[str, Any], tuple[str, ...]]:
    data = read_toml(path)
    own = {s for s in _strings(data.get("scenario", {})) if re.search(r"[a-z]{3}", s)}
    return data, tuple(sorted(own, key=len, reverse=True))


def _english_left(text: str, own: tuple[str, ...], notation: list[str]) -> list[str]:
    for phrase in (*sorted(notation, key=len, reverse=True), *own):
        if phrase:
            text = text.replace(phrase, " ")
    return ENGLISH.findall(NOTATION.sub(" ", text))


@pytest.mark.parametrize("lang", ["pl", "hu", "uk"])
def test_every_transcript_reads_in_the_language_without_english(lang: str) -> None:
    assert len(CASES) > 100
    bad: list[str] = []
    seen = english_hits = 0
    for path in CASES:
        data, own = _case(path)
        english = list(_messages(transcript.run(data, "en")))
        with watch_problems() as problems:
            out = list(_messages(transcript.run(data, lang)))
        where = f"{path.parent.name}/{path.name}"
        bad.extend(f"{where}: {p}" for p in problems)
        assert len(out) == len(english), where
        for m, en in zip(out, english, strict=True):
            seen += 1
            key, text = str(m["key"]), str(m["text"])
            assert m["params"] == en["params"] and key == en["key"]  # the transcript is as in English
            if "{" in text or "}" in text or key in text or key.replace(".", "-") in text:
                bad.append(f"{where}: {key}: raw: {text!r}")
                continue
            side = str(m["params"].get("side", ""))
            if re.search(r"\((a|ла)\)", text) and not (side and side in text):
                # a verb after a side read in its terms (a side passed as a bare id reads as the id)
                bad.append(f"{where}: {key}: a verb that does not agree: {text!r}")
            notation = list(_params(m))
            english_hits += bool(_english_left(str(en["text"]), own, notation))
            if left := _english_left(text, own, notation):
                bad.append(f"{where}: {key}: English {sorted(set(left))}: {text!r}")
            elif text == en["text"] and re.search(r"[^\W\d_]{3}", NOTATION.sub(" ", text)):
                stripped = text
                for phrase in (*notation, *own):
                    stripped = stripped.replace(phrase, " ") if phrase else stripped
                if re.search(r"[^\W\d_]{3}", NOTATION.sub(" ", stripped)):
                    bad.append(f"{where}: {key}: as in English: {text!r}")
    assert seen > 1000
    assert english_hits > 1000  # the check does see English where there is English
    assert bad == [], f"{len(bad)} problems:\n" + "\n".join(bad[:400])


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "North leader 9"),
        ("pl", "wódz Północy 9"),
        ("hu", "északi vezér 9"),
        ("uk", "полководець Півночі 9"),
    ],
)
def test_a_default_leader_name_reads_in_the_language_whatever_its_number(lang: str, said: str) -> None:
    leader = LeaderRef("L9", name="North leader 9", side="north", system="cca")
    assert param_text(leader, lang) == said
    assert leader.plain() == "North leader 9"
    assert param_text(LeaderRef("L1", name="South leader 12", system="cca"), lang).endswith(" 12")
    assert param_text(LeaderRef("L2", name="Legio 5", system="cca"), lang) == "Legio 5"  # a player's own


@pytest.mark.parametrize(
    ("side", "lang", "said"),
    [
        (SideRef("north", system="cca"), "pl", "Północ miała tylko"),
        (SideRef("south", system="cca"), "pl", "Południe miało tylko"),
        (SideRef("north", system="cca"), "uk", "Північ мала лише"),
        (SideRef("south", system="cca"), "uk", "Південь мав лише"),
        (SideRef("french", system="afde"), "pl", "Francuzi mieli tylko"),
        (SideRef("english", system="afde", name="English"), "uk", "Англійці мали лише"),
        (SideRef("english", system="afde"), "hu", "Angolok csak egyet választhattak"),
        (SideRef("south", system="cca"), "hu", "Dél csak egyet választhatott"),
        (SideRef("goths", system="cca", name="Goths"), "pl", "Goths miał(a) tylko"),  # a player's own army
    ],
)
def test_the_verb_after_a_side_agrees_with_the_word_that_names_it(
    side: SideRef, lang: str, said: str
) -> None:
    forced = Msg("core.ev.forced", {"side": side, "kind": "cca.react", "order": "evade"})
    text, problems = render_checked(forced, lang)
    assert text.startswith(said) and problems == [], text
    assert forced.to_json()["params"]["side"] == side.id
