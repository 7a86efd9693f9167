"""The Docker image's essentials, checked without a Docker engine: what it installs, as whom, where the
data goes, how it is health-checked and what it runs."""

from __future__ import annotations

import importlib.util
import json
import re
import shlex
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def _instructions() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) with continuation lines joined and comments dropped."""
    text = (ROOT / "Dockerfile").read_text(encoding="utf-8")
    text = re.sub(r"\\\n", " ", text)
    out = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            word, _, rest = line.partition(" ")
            out.append((word.upper(), rest.strip()))
    return out


def _args(instruction: str) -> list[str]:
    return [rest for word, rest in _instructions() if word == instruction]


def _commands(shell: str) -> list[list[str]]:
    """A shell line as its simple commands (split on && and ;), each a list of words."""
    out: list[list[str]] = [[]]
    lexer = shlex.shlex(shell, posix=True, punctuation_chars=";&|>")
    lexer.whitespace_split = True
    for word in lexer:
        if word in ("&&", ";", "||"):
            out.append([])
        else:
            out[-1].append(word)
    return [c for c in out if c]


def _pip_targets(shell: str) -> list[str]:
    """What the ``pip install`` commands of a shell line install (flags dropped)."""
    targets = []
    for words in _commands(shell):
        if "pip" in words and "install" in words:
            rest = words[words.index("install") + 1 :]
            targets.extend(w for w in rest if not w.startswith("-"))
    return targets


def test_base_image_is_a_slim_python() -> None:
    (base,) = _args("FROM")
    assert re.fullmatch(r"python:3\.1[1-3]-slim", base)


def test_it_installs_the_project_like_the_makefile_does() -> None:
    runs = _args("RUN")
    docker_targets = [t for run in runs for t in _pip_targets(run)]
    assert "." in docker_targets  # pip install . (the Makefile's is the editable form of the same)
    make = (ROOT / "Makefile").read_text(encoding="utf-8")
    make_targets = [t for line in make.splitlines() for t in _pip_targets(line.replace("$(BIN)/", ""))]
    assert "." in make_targets
    # dependencies first, from the lock make uses too (cached while it is unchanged), then the source
    order = [(w, r) for w, r in _instructions() if w in ("COPY", "RUN")]
    first_copy = next(i for i, (w, r) in enumerate(order) if w == "COPY")
    assert order[first_copy][1].split()[0] == "requirements.lock"
    assert any("-r requirements.lock" in r for w, r in order if w == "RUN")
    assert "-r $(LOCK)" in make and "--no-deps" in make
    assert all("--no-deps" in r for w, r in order if w == "RUN" and "." in _pip_targets(r))
    dep_install = next(i for i, (w, r) in enumerate(order) if w == "RUN" and "pip install" in r)
    project_install = next(i for i, (w, r) in enumerate(order) if w == "RUN" and "." in _pip_targets(r))
    copies = [i for i, (w, r) in enumerate(order) if w == "COPY"]
    assert first_copy < dep_install < copies[1] < project_install
    # every package the wheel ships is copied in
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    packages = pyproject["tool"]["hatch"]["build"]["targets"]["wheel"]["packages"]
    copied = " ".join(_args("COPY"))
    assert all(re.search(rf"\b{p}\b", copied) for p in packages), packages


def test_it_runs_as_an_unprivileged_system_user() -> None:
    (useradd,) = [c for run in _args("RUN") for c in _commands(run) if c[0] == "useradd"]
    assert "--system" in useradd
    users = _args("USER")
    assert users and users[-1] == useradd[-1] and users[-1] not in ("root", "0")
    words = [w for w, _ in _instructions()]
    assert words.index("USER") < words.index("ENTRYPOINT")


def test_data_lives_in_a_volume_named_by_the_settings() -> None:
    assert "/data" in " ".join(_args("VOLUME"))
    env = " ".join(_args("ENV"))
    assert "HEXWAR_DATA_DIR=/data" in env and "HEXWAR_DB=/data/hexwar.sqlite3" in env


def test_healthcheck_runs_the_heartbeat_check() -> None:
    (health,) = _args("HEALTHCHECK")
    assert "CMD" in health and "bot.discordbot.healthcheck" in health
    assert importlib.util.find_spec("bot.discordbot.healthcheck") is not None


def test_it_runs_hexwar_bot() -> None:
    assert json.loads(_args("ENTRYPOINT")[-1]) == ["hexwar"]
    assert json.loads(_args("CMD")[-1]) == ["bot"]
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert pyproject["project"]["scripts"]["hexwar"] == "bot.cli:main"


def test_dockerignore_keeps_secrets_and_local_state_out_but_the_source_in() -> None:
    ignored = {
        line.strip()
        for line in (ROOT / ".dockerignore").read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    }
    assert {".git", ".venv", "data", "*.sqlite3", ".env"} <= ignored
    assert not ignored & {"pyproject.toml", "README.md", "engine", "render", "bot"}
