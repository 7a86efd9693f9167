"""The GBoH charts as data (engine/gboh/data/*.toml), read once."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from engine.core.data import read_toml

DATA = Path(__file__).parent / "data"


@cache
def chart(name: str) -> dict[str, Any]:
    return read_toml(DATA / f"{name}.toml")


def unit_type(code: str) -> dict[str, Any]:
    return dict(chart("units")[code])


def terrain() -> dict[str, Any]:
    return chart("terrain")
