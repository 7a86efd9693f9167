"""Compile the rules kernel and the CCA and AFdE engines with Cython (``make compiled``).

Each module of the packages below becomes an extension module beside its source (the C files go to
build/cython/), and engine/compiled.json records the SHA-256 of every source built, which
engine/compiled.py checks before it loads a build. Run again after a change: Cython and the C compiler
redo only what changed. Without Cython or a C compiler nothing is built and the engine runs as pure
Python; a module Cython cannot compile is an error.

Run: ``.venv/bin/python tools/compile_engine.py [--clean]``.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import sysconfig
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from engine.compiled import digest  # noqa: E402  (the digest the finder checks)

ENGINE = ROOT / "engine"
MANIFEST = ENGINE / "compiled.json"
BUILD = ROOT / "build"

# the packages a random playout spends its time in (the speed targets of docs/architecture.md)
PACKAGES = ("engine/core", "engine/cca", "engine/afde")
# a package's __init__ stays Python (it only imports), as does the finder that chooses the builds
KEEP_PYTHON = {"__init__.py"}

# Cython reads the sources as the Python they are: annotations are never C types (a str subclass may
# stand where ``str`` is written), and every function keeps its Python signature and keywords.
DIRECTIVES = {
    "language_level": 3,
    "annotation_typing": False,
    "always_allow_keywords": True,
    "binding": True,
}
# no debug symbols (a third of the build time); -O3 as Python itself is built; gcc takes the generated
# code's casts of PyObject for out-of-bounds reads at -O3 (they are not)
CFLAGS = ["-O3", "-g0", "-Wno-array-bounds"]


def sources() -> list[Path]:
    found = []
    for pkg in PACKAGES:
        found += [p for p in sorted((ROOT / pkg).rglob("*.py")) if p.name not in KEEP_PYTHON]
    return found


def module_name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts)


def clean() -> None:
    suffix = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
    for p in ENGINE.rglob("*" + suffix):
        p.unlink()
    MANIFEST.unlink(missing_ok=True)
    for d in ("cython", "compiled", "compiled-lib"):  # C files, objects, the modules before their copy
        shutil.rmtree(BUILD / d, ignore_errors=True)


def main(argv: list[str]) -> int:
    if "--clean" in argv:
        clean()
        print("compiled engine removed: the engine runs as pure Python")
        return 0
    try:
        from Cython.Build import cythonize
        from setuptools import Distribution, Extension
    except ImportError as exc:
        print(f"compiled engine not built ({exc.name} is not installed): the engine runs as pure Python")
        return 0
    cc = str(sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(cc) is None:
        print("compiled engine not built (no C compiler): the engine runs as pure Python")
        return 0
    os.chdir(ROOT)
    t0 = time.monotonic()
    files = sources()
    # the digests are taken before the build reads the sources: a file changed during the build is stale
    digests = {module_name(p): digest(p) for p in files}
    MANIFEST.unlink(missing_ok=True)  # until the build is whole, no module counts as built
    jobs = max(1, os.cpu_count() or 1)
    exts = [Extension(module_name(p), [str(p.relative_to(ROOT))], extra_compile_args=CFLAGS) for p in files]
    modules = cythonize(
        exts,
        build_dir=str(BUILD / "cython"),
        compiler_directives=DIRECTIVES,
        nthreads=jobs,
        quiet=True,
    )
    dist = Distribution({"name": "hexwar-compiled", "ext_modules": modules})
    dist.verbose = False
    cmd = dist.get_command_obj("build_ext")
    cmd.inplace = True
    cmd.parallel = jobs
    cmd.build_temp = str(BUILD / "compiled")
    cmd.build_lib = str(BUILD / "compiled-lib")  # where a module is built before its copy beside its source
    dist.run_command("build_ext")
    manifest = {"python": sys.implementation.cache_tag, "modules": digests}
    MANIFEST.write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"compiled engine: {len(files)} modules of {', '.join(PACKAGES)} in {time.monotonic() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
