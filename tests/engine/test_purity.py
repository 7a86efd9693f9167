"""engine/ is pure rules: no Discord, no imaging, no database, no unseeded randomness."""

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine"
FORBIDDEN = {"discord", "PIL", "sqlite3", "aiosqlite", "random", "render", "bot"}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.add(node.module.split(".")[0])
    return out


def test_engine_imports_nothing_impure():
    offenders = {}
    for path in ENGINE.rglob("*.py"):
        bad = _imports(path) & FORBIDDEN
        if bad:
            offenders[str(path.relative_to(ENGINE))] = sorted(bad)
    assert offenders == {}


def test_the_scan_sees_engine_files():
    files = list(ENGINE.rglob("*.py"))
    assert len(files) >= 5
    assert "engine" in _imports(ENGINE / "registry.py")


def test_core_is_the_ground_floor():
    """engine/core imports only itself: the systems, the registry and the transcripts stand on it."""
    upward = {}
    for path in (ENGINE / "core").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            mod = node.module if isinstance(node, ast.ImportFrom) and node.level == 0 else None
            if mod and mod.startswith("engine") and not mod.startswith("engine.core"):
                upward.setdefault(path.name, []).append(mod)
    assert upward == {}
