"""A seeded console session of each system read in Polish, Hungarian and Ukrainian: a new game, several
orders, the status, refused orders, a map, the log and a confirmation. No printed line is English
where the console or a catalogue speaks, no raw key, no placeholder left, no fallback to English.

Nothing English is tolerated: the engines pass typed references, and the shipped scenarios' names
(title, armies, units, leaders) read in each language through the names catalogue."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from bot.console import run_console
from bot.settings import Settings
from engine import registry
from engine.afde import notation as afde_notation
from engine.core.messages import Msg, render, watch_problems

SCRIPTS = {
    "cca": "help\n/game status\n1\n1\n1\nfoo\n99\n/game map\n/game log 5\n/game frobnicate\n/teleport\n"
    "/game resign\nquit\n",
    "afde": "/game status\n1\n2\n1\nfoo\n99\n/game map\n/game log 3\n/game frobnicate\n/teleport\n"
    "/game resign\nquit\n",
    "gboh": "/game status\n1\n1\n1\n1\nfoo\n99\n/game map\n/game log 3\n/game frobnicate\n/teleport\n"
    "/game resign\nquit\n",
    "ager": "/game status\n1\n1\n1\nfoo\n99\n/game map\n/game log 3\n/game frobnicate\n/teleport\n"
    "/game resign\nquit\n",
}


# English words that are never notation here (orders, commands and side ids are notation)
ENGLISH = re.compile(
    r"\b(the|and|you|your|there|this|that|with|for|of|are|has|have|not|cannot|nothing|waiting|unknown|"
    r"usage|again|within|confirm|pick|lists|more|write|only|draws|plays|turn|score|seat|seats|sides|"
    r"last|events|nobody|bye|saved|resumes|type|command|choice|choices|hand|rout|edge|role|"
    r"attacker|defender|setup|active|finished|abandoned|lost|points|strength|banners|commander|"
    r"markers|left|cards|card|new|game|units|unit|decision|seed|dice|light|heavy|infantry|cavalry|"
    r"bow|map|moves|activates|initiative)\b",
    re.IGNORECASE,
)
RAW_KEY = re.compile(
    r"\b(?:core|cca|afde|gboh|ager|service|console|discord|render|toy)[.-][a-z_]+[.-][\w.-]*"
)
# typed text and notation: the input after a prompt, an order echoed or logged, an order in brackets, a
# command, a path, a hyphenated id (line-command), a prompt's question cut short to fit the command line
# (printed whole above it)
TYPED = re.compile(r"^\[[^\]]* · .*$|\] > .*$|^→ .*$|^#\d+ \S+: .*$|\s\[[^\]]*\]$|/game \w+|\S*/\S*|\S+-\S+")


def _settings(tmp_path: Path, lang: str) -> Settings:
    return Settings.from_env(
        {
            "HEXWAR_DATA_DIR": str(tmp_path / "data"),
            "HEXWAR_SNAPSHOTS": str(tmp_path / "snaps"),
            "HEXWAR_LANG": lang,
        }
    )


async def _session(tmp_path: Path, system: str, lang: str) -> tuple[str, list[str]]:
    scenario = str(registry.get_ruleset(system).scenarios()[0].id)
    out = io.StringIO()
    with watch_problems() as problems:
        code = await run_console(
            _settings(tmp_path / lang, lang),
            system=system,
            scenario=scenario,
            stdin=io.StringIO(SCRIPTS[system]),
            out=out,
            seed=7,
        )
    assert code == 0
    return out.getvalue(), problems


def _english_left(line: str, tolerated: list[str]) -> list[str]:
    for phrase in tolerated:
        line = line.replace(phrase, " ")
    return ENGLISH.findall(TYPED.sub(" ", line))


@pytest.mark.parametrize("system", ["cca", "afde", "gboh", "ager"])
@pytest.mark.parametrize("lang", ["pl", "hu", "uk"])
async def test_a_console_session_reads_in_the_language(tmp_path: Path, system: str, lang: str) -> None:
    english, en_problems = await _session(tmp_path, system, "en")
    text, problems = await _session(tmp_path, system, lang)
    assert en_problems == [] and problems == []
    lines, en_lines = text.splitlines(), english.splitlines()
    assert len(lines) == len(en_lines)  # the same session, line for line
    for needle in ("→ ", "✗ ", "] > 99", "/game map", ".png"):
        assert needle in text, needle  # orders, refusals, a map were shown
    # nothing English is tolerated but notation: the order words a refusal of an unknown order lists
    # (AFdE's `rout`, the Phase E rout order, is also a word the prose must not leave in English)
    tolerated: list[str] = [", ".join(afde_notation.VERBS)] if system == "afde" else []
    bad: list[str] = []
    for line, en_line in zip(lines, en_lines, strict=True):
        if "{" in line or "}" in line or RAW_KEY.search(line):
            bad.append(f"raw: {line}")
        elif left := _english_left(line, tolerated):
            bad.append(f"English {left}: {line}")
        elif line == en_line and _english_left(en_line, tolerated):
            bad.append(f"as in English: {line}")
    assert bad == [], "\n".join(bad)
    english_hits = [line for line in en_lines if _english_left(line, tolerated)]
    assert len(english_hits) > 20  # the check does see English where there is English


@pytest.mark.parametrize(
    ("lang", "said"),
    [("en", "There is no hex 'Z99' on this map"), ("pl", "Na tej mapie nie ma heksu 'Z99'")],
)
async def test_a_zoom_on_a_hex_not_on_the_map_is_refused_in_the_language(
    tmp_path: Path, lang: str, said: str
) -> None:
    out = io.StringIO()
    code = await run_console(
        _settings(tmp_path, lang), scenario="two-hills", stdin=io.StringIO("/game map Z99\n"), out=out
    )
    assert code == 0
    assert f"{said} (" in out.getvalue()


@pytest.mark.parametrize(
    ("lang", "forms"),
    [
        (
            "pl",
            {1: "1 kolejny wybór", 2: "2 kolejne wybory", 5: "5 kolejnych wyborów", 22: "22 kolejne wybory"},
        ),
        ("uk", {1: "1 варіант", 3: "3 варіанти", 11: "11 варіантів", 21: "21 варіант"}),
        ("en", {1: "… 1 more", 7: "… 7 more"}),
    ],
)
def test_the_console_counts_choices_in_the_plural_forms_of_the_language(
    lang: str, forms: dict[int, str]
) -> None:
    import bot.console  # noqa: F401  (registers the console's catalogue)

    for count, said in forms.items():
        assert said in render(Msg("console.more_choices", {"count": count}), lang)


@pytest.mark.parametrize(
    ("lang", "forms"),
    [("pl", {1: "1 sekundy", 60: "60 sekund"}), ("uk", {1: "1 секунди", 60: "60 секунд"})],
)
def test_the_confirmation_counts_seconds_in_the_language(lang: str, forms: dict[int, str]) -> None:
    for seconds, said in forms.items():
        assert said in render(Msg("console.confirm", {"command": "resign", "seconds": seconds}), lang)
