"""The compiled engine: Cython builds of the rules, used only while each matches its source.

``make compiled`` (tools/compile_engine.py) compiles engine/core, engine/cca and engine/afde with Cython
into extension modules beside their sources, and writes ``engine/compiled.json``: for each module built,
the SHA-256 of the source it was built from. The compiled modules play the very same games, faster
(bench/cca_playout.py prints both). Pure Python stays the reference: every rule is written, typed and
read there, and a machine without Cython or a C compiler runs it unchanged.

Python's own import system loads an extension module before a source file of the same name, whether or
not the source changed since the build. ``CompiledFinder``, put first on ``sys.meta_path`` by
engine/__init__.py, decides instead: an engine module with a build beside it is loaded from the build only
while its source is unchanged since that build, and from its source otherwise (a rule edited after
``make compiled`` runs as written, never as it was). ``HEXWAR_PURE=1`` in the environment ignores every
build.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from collections.abc import Mapping, Sequence
from importlib.abc import MetaPathFinder
from importlib.machinery import EXTENSION_SUFFIXES, ExtensionFileLoader, ModuleSpec
from importlib.util import spec_from_file_location
from pathlib import Path
from types import ModuleType

ENGINE = Path(__file__).resolve().parent
MANIFEST = ENGINE / "compiled.json"
PURE_ENV = "HEXWAR_PURE"


def digest(path: Path) -> str:
    """The SHA-256 of a source file and of the Cython declarations beside it (``.pxd``, which type a few
    hot functions for the build), as the manifest records it."""
    h = hashlib.sha256(path.read_bytes())
    pxd = path.with_name(path.stem + ".pxd")
    if pxd.is_file():
        h.update(pxd.read_bytes())
    return h.hexdigest()


def read_manifest(path: Path = MANIFEST) -> dict[str, str]:
    """Module name -> digest of the source each build was made from ({} when there is no build)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        modules = data["modules"]
    except (OSError, ValueError, KeyError, TypeError):
        return {}
    if not isinstance(modules, dict):
        return {}
    return {str(k): str(v) for k, v in modules.items()}


class CompiledFinder(MetaPathFinder):
    """Chooses, for each module of ``package`` (whose directory is ``root``) with a build beside its
    source, between the build and the source (see the module's docstring)."""

    def __init__(
        self, root: Path, package: str, built: Mapping[str, str], *, pure: bool = False, suffix: str = ""
    ) -> None:
        self.root = root
        self.package = package
        self.built = dict(built)
        self.pure = pure
        self.suffix = suffix or EXTENSION_SUFFIXES[0]
        self.compiled: set[str] = set()  # the modules loaded from their build
        self.stale: set[str] = set()  # the modules whose build was passed over for their changed source

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if not fullname.startswith(self.package + "."):
            return None
        base = self.root.joinpath(*fullname.split(".")[1:])
        build = base.with_name(base.name + self.suffix)
        source = base.with_name(base.name + ".py")
        if not build.is_file() or not source.is_file():
            return None  # nothing to choose between: the ordinary import finds the one there is
        if not self.pure:
            want = self.built.get(fullname)
            if want is not None and want == digest(source):
                self.compiled.add(fullname)
                loader = ExtensionFileLoader(fullname, str(build))
                return spec_from_file_location(fullname, build, loader=loader)
            self.stale.add(fullname)
        return spec_from_file_location(fullname, source)


def install() -> CompiledFinder:
    """Put the engine's finder first on ``sys.meta_path`` (once per process) and return it."""
    for f in sys.meta_path:
        if isinstance(f, CompiledFinder) and f.package == __package__:
            return f
    pure = os.environ.get(PURE_ENV, "") not in ("", "0")
    finder = CompiledFinder(ENGINE, __package__ or "engine", {} if pure else read_manifest(), pure=pure)
    sys.meta_path.insert(0, finder)
    return finder


def status() -> dict[str, list[str]]:
    """Which engine modules this process loaded from their build, and which from a source changed since."""
    finder = install()
    return {"compiled": sorted(finder.compiled), "stale": sorted(finder.stale)}
