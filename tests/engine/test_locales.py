"""Every message catalogue is valid TOML with text values, and English covers every other language."""

import tomllib
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def _flat(data, prefix=""):
    for k, v in data.items():
        if isinstance(v, dict):
            yield from _flat(v, f"{prefix}{k}.")
        else:
            yield f"{prefix}{k}", v


def test_every_catalogue_parses_and_holds_text():
    files = sorted(ENGINE.glob("*/locale/*.toml"))
    for f in files:
        with f.open("rb") as fh:
            data = tomllib.load(fh)
        bad = [k for k, v in _flat(data) if not isinstance(v, str)]
        assert bad == [], f"{f}: non-text messages {bad}"


def test_other_languages_only_translate_english_keys():
    for f in ENGINE.glob("*/locale/*.toml"):
        if f.stem == "en":
            continue
        with (f.parent / "en.toml").open("rb") as fh:
            english = dict(_flat(tomllib.load(fh)))
        with f.open("rb") as fh:
            extra = [k for k, _ in _flat(tomllib.load(fh)) if k not in english]
        assert extra == [], f"{f}: keys unknown in English {extra}"
