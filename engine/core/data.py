"""Scenario and table files (TOML), read through one checker that reports every problem at once.

Usage::

    chk = Checker("engine/cca/data/two-hills.toml", raw)
    name = chk.get("name", str)
    for i, u in enumerate(chk.get("units", list, default=[])):
        with chk.at(f"units[{i}]"):
            chk.field(u, "hex", str)
    chk.done()          # raises DataError listing (file, key, why) for every problem
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar, overload

from engine.core.errors import DataError

T = TypeVar("T")
_MISSING: Any = object()


def read_toml(path: str | Path) -> dict[str, Any]:
    """Read a TOML file; a syntax error becomes a DataError naming the file."""
    p = Path(path)
    try:
        with p.open("rb") as fh:
            return tomllib.load(fh)
    except tomllib.TOMLDecodeError as exc:
        raise DataError([(str(p), "", f"not valid TOML: {exc}")]) from exc
    except OSError as exc:
        raise DataError([(str(p), "", f"cannot be read: {exc.strerror or exc}")]) from exc


def plain_copy(x: Any) -> Any:
    """A copy of JSON-shaped data (dicts, lists, tuples and scalars): a deep copy without deepcopy's
    bookkeeping (a few times faster), for scenarios given to a new game, dump and load."""
    t = type(x)
    if t is dict:
        return {k: plain_copy(v) for k, v in x.items()}
    if t is list:
        return [plain_copy(v) for v in x]
    if t is tuple:
        return tuple(plain_copy(v) for v in x)
    return x


def parse_toml(text: str, source: str = "<inline>") -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise DataError([(source, "", f"not valid TOML: {exc}")]) from exc


_TYPE_NAMES = {
    str: "text",
    int: "a whole number",
    float: "a number",
    bool: "true or false",
    list: "a list",
    dict: "a table",
}


class Checker:
    """Collects problems as (file, key, why) while a loader walks a data file."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.problems: list[tuple[str, str, str]] = []
        self._path: list[str] = []

    # -------------------------------------------------------------- context

    @contextmanager
    def at(self, key: str) -> Iterator[None]:
        self._path.append(key)
        try:
            yield
        finally:
            self._path.pop()

    def _key(self, key: str) -> str:
        parts = [*self._path, key] if key else list(self._path)
        out = ""
        for p in parts:
            if p.startswith("["):
                out += p
            else:
                out = f"{out}.{p}" if out else p
        return out

    def problem(self, key: str, why: str) -> None:
        self.problems.append((self.source, self._key(key), why))

    # -------------------------------------------------------------- typed access

    @overload
    def field(self, table: Mapping[str, Any], key: str, kind: type[T]) -> T | None: ...
    @overload
    def field(self, table: Mapping[str, Any], key: str, kind: type[T], default: T) -> T: ...

    def field(self, table: Any, key: str, kind: type[T], default: Any = _MISSING) -> Any:
        """The value at ``key`` if it has type ``kind``; otherwise record a problem and return the default."""
        if not isinstance(table, Mapping):
            self.problem("", "must be a table")
            return None if default is _MISSING else default
        if key not in table:
            if default is _MISSING:
                self.problem(key, "is missing")
                return None
            return default
        value = table[key]
        ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
        if kind is float and isinstance(value, int) and not isinstance(value, bool):
            return float(value)
        if not ok:
            self.problem(key, f"must be {_TYPE_NAMES.get(kind, kind.__name__)}, not {value!r}")
            return None if default is _MISSING else default
        return value

    def choice(
        self,
        table: Mapping[str, Any],
        key: str,
        allowed: Mapping[str, T] | set[str] | tuple[str, ...],
        default: Any = _MISSING,
    ) -> Any:
        value = self.field(table, key, str) if default is _MISSING else self.field(table, key, str, default)
        if value is None or (default is not _MISSING and value == default and value not in allowed):
            return value
        if value not in allowed:
            self.problem(key, f"{value!r} is not one of: {', '.join(sorted(allowed))}")
            return None
        return allowed[value] if isinstance(allowed, Mapping) else value

    def check(self, ok: bool, key: str, why: str) -> bool:
        if not ok:
            self.problem(key, why)
        return ok

    def convert(self, key: str, value: Any, fn: Callable[[Any], T]) -> T | None:
        """Apply ``fn``; a ValueError becomes a problem at ``key``."""
        try:
            return fn(value)
        except (ValueError, KeyError, TypeError) as exc:
            self.problem(key, str(exc) or f"bad value {value!r}")
            return None

    def unknown_keys(self, table: Mapping[str, Any], allowed: set[str] | frozenset[str]) -> None:
        for k in table:
            if k not in allowed:
                self.problem(k, f"is not a known key (known: {', '.join(sorted(allowed))})")

    def done(self) -> None:
        if self.problems:
            raise DataError(list(self.problems))
