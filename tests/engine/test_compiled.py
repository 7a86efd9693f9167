"""The compiled engine (engine/compiled.py, tools/compile_engine.py): a build is loaded only while it
matches its source, and the compiled engine plays the very same games as the pure Python one."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from importlib.machinery import ExtensionFileLoader, SourceFileLoader
from pathlib import Path

import pytest

from engine import compiled
from engine.compiled import CompiledFinder, digest, read_manifest

ROOT = Path(__file__).resolve().parents[2]
SUFFIX = ".cpython-test.so"


def _package(tmp_path: Path) -> tuple[Path, Path, Path]:
    root = tmp_path / "rulespkg"
    root.mkdir()
    (root / "__init__.py").write_text("")
    source = root / "melee.py"
    source.write_text("STRIKES = 2\n")
    build = root / ("melee" + SUFFIX)
    build.write_bytes(b"not really a library: the finder is asked, nothing is loaded")
    return root, source, build


def _finder(root: Path, built: dict[str, str], pure: bool = False) -> CompiledFinder:
    return CompiledFinder(root, "rulespkg", built, pure=pure, suffix=SUFFIX)


def test_a_build_made_from_the_source_as_it_is_is_loaded(tmp_path: Path) -> None:
    root, source, build = _package(tmp_path)
    finder = _finder(root, {"rulespkg.melee": digest(source)})
    spec = finder.find_spec("rulespkg.melee", None)
    assert spec is not None and spec.origin == str(build)
    assert isinstance(spec.loader, ExtensionFileLoader)
    assert finder.compiled == {"rulespkg.melee"} and not finder.stale


def test_a_source_changed_after_its_build_is_loaded_as_written(tmp_path: Path) -> None:
    root, source, _ = _package(tmp_path)
    finder = _finder(root, {"rulespkg.melee": digest(source)})
    source.write_text("STRIKES = 3\n")
    spec = finder.find_spec("rulespkg.melee", None)
    assert spec is not None and spec.origin == str(source)
    assert isinstance(spec.loader, SourceFileLoader)
    assert finder.stale == {"rulespkg.melee"} and not finder.compiled


def test_a_build_the_manifest_does_not_name_is_never_loaded(tmp_path: Path) -> None:
    root, source, _ = _package(tmp_path)
    spec = _finder(root, {}).find_spec("rulespkg.melee", None)
    assert spec is not None and spec.origin == str(source)


def test_pure_ignores_every_build(tmp_path: Path) -> None:
    root, source, _ = _package(tmp_path)
    finder = _finder(root, {"rulespkg.melee": digest(source)}, pure=True)
    spec = finder.find_spec("rulespkg.melee", None)
    assert spec is not None and spec.origin == str(source)
    assert not finder.compiled


def test_modules_without_a_build_and_other_packages_are_left_to_python(tmp_path: Path) -> None:
    root, source, build = _package(tmp_path)
    finder = _finder(root, {"rulespkg.melee": digest(source)})
    assert finder.find_spec("otherpkg.melee", None) is None
    build.unlink()
    assert finder.find_spec("rulespkg.melee", None) is None
    assert finder.find_spec("rulespkg.missing", None) is None


def test_a_missing_or_broken_manifest_names_no_build(tmp_path: Path) -> None:
    assert read_manifest(tmp_path / "absent.json") == {}
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    assert read_manifest(broken) == {}
    broken.write_text(json.dumps({"modules": ["engine.core.machine"]}))
    assert read_manifest(broken) == {}
    good = tmp_path / "good.json"
    good.write_text(json.dumps({"python": "cpython-311", "modules": {"engine.core.machine": "ab12"}}))
    assert read_manifest(good) == {"engine.core.machine": "ab12"}


# Seeded random games of both compiled systems, hashed: every order, every event and the final save.
_PLAY = r"""
import hashlib, json, random, sys
from engine import compiled
from engine.registry import get_ruleset
h = hashlib.sha256()
for system, scenario, seeds in (("cca", "two-hills", 3), ("afde", "saint-aubin", 2)):
    R = get_ruleset(system)
    for seed in range(seeds):
        rnd = random.Random(seed)
        s = R.new_game(scenario, seed, {})
        while R.result(s) is None:
            p = rnd.choice(R.pending(s))
            order = rnd.choice(p.choices).order
            h.update(order.encode())
            tr = R.apply(s, p.side, R.parse(s, p.side, order))
            s = tr.state
            for e in tr.events:
                h.update(json.dumps([e.msg.key, e.msg.dump()], sort_keys=True, default=str).encode())
        h.update(json.dumps(R.dump(s), sort_keys=True, default=str).encode())
print(json.dumps({"hash": h.hexdigest(), "compiled": len(compiled.status()["compiled"])}))
"""


def _play(pure: bool) -> dict[str, object]:
    env = {k: v for k, v in os.environ.items() if k != compiled.PURE_ENV}
    if pure:
        env[compiled.PURE_ENV] = "1"
    out = subprocess.run(
        [sys.executable, "-c", _PLAY], cwd=ROOT, env=env, capture_output=True, text=True, check=True
    )
    got: dict[str, object] = json.loads(out.stdout)
    return got


def test_the_compiled_engine_plays_the_same_games_as_the_pure_one() -> None:
    if not read_manifest():
        pytest.skip("no compiled engine in this tree (make compiled builds it)")
    built, pure = _play(pure=False), _play(pure=True)
    assert pure["compiled"] == 0
    assert isinstance(built["compiled"], int) and built["compiled"] > 20
    assert built["hash"] == pure["hash"]


def _tool() -> object:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import compile_engine
    finally:
        sys.path.remove(str(ROOT / "tools"))
    return compile_engine


def test_a_module_with_the_trainings_counting_code_is_found(tmp_path: Path) -> None:
    tool = _tool()
    counted, clean = tmp_path / "counted.so", tmp_path / "clean.so"
    counted.write_bytes(b"\x7fELF...__gcov_merge_add...")
    clean.write_bytes(b"\x7fELF...PyInit_machine...")
    found = tool.counting([counted, clean], root=tmp_path)  # type: ignore[attr-defined]
    assert found == ["counted.so"]


def test_no_module_of_the_build_keeps_the_trainings_counting_code() -> None:
    """A profile-guided build's first stage counts what runs (gcov); the modules loaded are of the second."""
    if not read_manifest():
        pytest.skip("no compiled engine in this tree (make compiled builds it)")
    tool = _tool()
    built = tool.built_modules()  # type: ignore[attr-defined]
    assert built
    assert tool.counting(built) == []  # type: ignore[attr-defined]
