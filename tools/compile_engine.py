"""Compile the rules kernel and the CCA and AFdE engines with Cython (``make compiled``).

Each module of the packages below becomes an extension module beside its source (the C files go to
build/cython/), and engine/compiled.json records the SHA-256 of every source built, which
engine/compiled.py checks before it loads a build. Run again after a change: Cython and the C compiler
redo only what changed. Without Cython or a C compiler nothing is built and the engine runs as pure
Python; a module Cython cannot compile is an error.

With gcc the build is profile-guided, as Python itself is built (``--enable-optimizations``): a first
build counts what runs while tools/pgo_training.py plays seeded games, and the second is compiled with
those counts, which lay out the hot paths (about 5% off a CCA playout). Each stage runs in its own
process; the counts stay in build/pgo/ and serve later builds of changed modules (a changed function
is compiled without them). The final modules are checked free of the counting code. ``--plain`` (or
``HEXWAR_PGO=0``) builds once without profile.

Run: ``.venv/bin/python tools/compile_engine.py [--clean | --plain]``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
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
# code's casts of PyObject for out-of-bounds reads at -O3, and its keyword tables for uninitialised (they
# are neither): those warnings would fill the build's output
CFLAGS = ["-O3", "-g0", "-Wno-array-bounds", "-Wno-maybe-uninitialized"]
PGO = BUILD / "pgo"  # the counts of the training run, and TRAINED once a profile-guided build is whole
TRAINED = PGO / "trained.json"
# the first stage counts (one thread: the training is single-threaded); the second uses the counts, and
# compiles a function the training never ran (or changed since) as a build without profile would
PROFILING = ["-fprofile-generate=" + str(PGO), "-fprofile-update=single"]
PROFILED = ["-fprofile-use=" + str(PGO), "-fprofile-partial-training", "-Wno-missing-profile"]
PROFILED += ["-Wno-coverage-mismatch"]


def sources() -> list[Path]:
    found = []
    for pkg in PACKAGES:
        found += [p for p in sorted((ROOT / pkg).rglob("*.py")) if p.name not in KEEP_PYTHON]
    return found


def module_name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts)


def built_modules() -> list[Path]:
    """The modules of a build: beside their sources, and under build/compiled-lib before their copy."""
    suffix = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
    return [*ENGINE.rglob("*" + suffix), *(BUILD / "compiled-lib").rglob("*" + suffix)]


def clean() -> None:
    for p in built_modules():
        p.unlink()
    MANIFEST.unlink(missing_ok=True)
    # C files, objects, the modules before their copy, the training's counts
    for d in ("cython", "compiled", "compiled-lib", "pgo"):
        shutil.rmtree(BUILD / d, ignore_errors=True)


def unlink_objects() -> None:
    """Remove every object and module built (a stage with other flags compiles them all again); the
    directories stay, as setuptools remembers those it made."""
    for p in [*(BUILD / "compiled").rglob("*.o"), *built_modules()]:
        p.unlink()


def counting(paths: list[Path], root: Path = ROOT) -> list[str]:
    """The modules that still hold the training's counting code (gcov): none may stay."""
    return [str(p.relative_to(root)) for p in paths if b"__gcov_" in p.read_bytes()]


def stage(name: str) -> None:
    """Run one stage of a profile-guided build in a process of its own (setuptools keeps the flags of a
    first build for a second one made by the same process)."""
    subprocess.run([sys.executable, str(Path(__file__).resolve()), "--stage", name], check=True)


def profile_guided() -> int:
    t0 = time.monotonic()
    shutil.rmtree(PGO, ignore_errors=True)
    unlink_objects()
    stage("profiling")
    training = subprocess.run([sys.executable, str(ROOT / "tools" / "pgo_training.py")], cwd=ROOT)
    MANIFEST.unlink(missing_ok=True)  # no counting module is loaded from here on
    unlink_objects()
    if training.returncode != 0:
        # a game of the training failed (the suite's playouts will say where): build without profile
        print("the training run failed: the compiled engine is built without profile", file=sys.stderr)
        shutil.rmtree(PGO, ignore_errors=True)
        stage("plain")
        return 0
    stage("profiled")
    TRAINED.write_text(json.dumps({"python": sys.implementation.cache_tag}) + "\n", encoding="utf-8")
    print(f"compiled engine, profile-guided: {time.monotonic() - t0:.0f} s in all")
    return 0


def main(argv: list[str]) -> int:
    if "--clean" in argv:
        clean()
        print("compiled engine removed: the engine runs as pure Python")
        return 0
    flags: list[str] = []
    if "--stage" in argv:
        flags = {"profiling": PROFILING, "profiled": PROFILED, "plain": []}[argv[argv.index("--stage") + 1]]
    elif "--plain" not in argv and os.environ.get("HEXWAR_PGO", "1") != "0" and gcc():
        if not TRAINED.is_file():
            return profile_guided()
        flags = PROFILED  # a build of changed modules, with the counts of the last training
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
    exts = [
        Extension(
            module_name(p),
            [str(p.relative_to(ROOT))],
            extra_compile_args=CFLAGS + flags,
            extra_link_args=flags if flags is PROFILING else [],
        )
        for p in files
    ]
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
    if flags is not PROFILING:
        left = counting(built_modules())
        if left:
            clean()
            print(f"compiled engine not built: counting code left in {', '.join(left)}", file=sys.stderr)
            return 1
    manifest = {"python": sys.implementation.cache_tag, "modules": digests}
    MANIFEST.write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    how = " (counting, for the training)" if flags is PROFILING else " (profile-guided)" if flags else ""
    took = time.monotonic() - t0
    print(f"compiled engine{how}: {len(files)} modules of {', '.join(PACKAGES)} in {took:.0f} s")
    return 0


def gcc() -> bool:
    """Is the C compiler Python builds extensions with gcc (the profile flags are gcc's)?"""
    cc = str(sysconfig.get_config_var("CC") or "cc").split()[0]
    path = shutil.which(cc)
    if path is None:
        return False
    out = subprocess.run([path, "--version"], capture_output=True, text=True)
    return out.returncode == 0 and "gcc" in out.stdout.lower() and "clang" not in out.stdout.lower()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
