"""The lock files pin every dependency exactly, and this installation is the locked one."""

from __future__ import annotations

import re
import tomllib
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_PIN = re.compile(r"^([A-Za-z0-9_.\-]+)==([^\s;#]+)$")


def _norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _pins(name: str) -> dict[str, str]:
    pins = {}
    for line in (ROOT / name).read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith(("#", "-r ")):
            continue
        m = _PIN.match(line)
        assert m, f"{name}: not an exact pin: {line!r}"
        pins[_norm(m.group(1))] = m.group(2)
    return pins


def _declared(extra: str | None = None) -> set[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    reqs = project["optional-dependencies"][extra] if extra else project["dependencies"]
    return {_norm(re.split(r"[<>=!~\[; ]", r, maxsplit=1)[0]) for r in reqs}


def test_every_runtime_dependency_is_pinned_in_the_runtime_lock() -> None:
    runtime = _pins("requirements.lock")
    assert _declared() <= runtime.keys()
    assert {"discord-py", "aiosqlite", "pillow", "fluent-runtime", "fluent-syntax"} <= runtime.keys()


def test_the_dev_lock_adds_the_tools_on_top_of_the_runtime_lock() -> None:
    lines = (ROOT / "requirements-dev.lock").read_text(encoding="utf-8").splitlines()
    assert "-r requirements.lock" in lines
    dev = _pins("requirements-dev.lock")
    assert _declared("dev") <= dev.keys()
    assert not dev.keys() & _pins("requirements.lock").keys()


def test_this_installation_is_the_locked_one() -> None:
    hint = "this environment is not the locked one: run make install-dev (it installs requirements-dev.lock)"
    for name, version in {**_pins("requirements.lock"), **_pins("requirements-dev.lock")}.items():
        try:
            installed = metadata.version(name)
        except metadata.PackageNotFoundError:
            installed = None
        assert installed == version, f"{name}: {installed} installed, {version} locked; {hint}"
