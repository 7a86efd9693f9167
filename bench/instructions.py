"""Machine instructions per whole random demo game, this tree beside the release before the rules kernel
(tag ``pre-kernel``), counted by valgrind's cachegrind: a figure the machine's load does not move.

    .venv/bin/python bench/instructions.py [--system cca|afde|both] [--games N]

The timing benches (``cca_playout.py``, ``afde_playout.py``) measure what a player waits for, but on a
shared machine their figures move with the load of its other work. The count of instructions a game
executes does not: each tree plays the same seeded games with the same random policy as its timing
bench, once with ``N`` games and once with none (imports, scenario loading and a warm-up game alone),
and the difference over ``N`` is the mean per game. Needs ``valgrind`` on the PATH; runs about fifty
times slower than the games themselves.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PRE_REV = "77856e286226c62b58c6d3a4a25515758fe0f871"  # tag pre-kernel (not in a fresh clone)
PRE_TREE = Path(tempfile.gettempdir()) / "hexwar-pre-kernel-cca-bench"

# The games each tree plays: the policy of the system's timing bench (only the Ruleset protocol).
_GAMES = r"""
import random, sys
system, games = sys.argv[1], int(sys.argv[2])
if system == "cca":
    from engine.cca import RULESET as R
    scenario = "two-hills"
else:
    from engine.afde import RULESET as R
    scenario = "saint-aubin"

def game(seed):
    rnd = random.Random(seed)
    s = R.new_game(scenario, seed, {})
    while R.result(s) is None:
        p = R.pending(s)[0] if system == "cca" else rnd.choice(R.pending(s))
        s = R.apply(s, p.side, R.parse(s, p.side, rnd.choice(p.choices).order)).state

game(10_000)  # imports, scenario tables and look-up caches, counted in both runs
for seed in range(games):
    game(seed)
"""


def pre_kernel_tree() -> Path:
    """A checkout of the release before the kernel (a detached worktree, made once)."""
    if not (PRE_TREE / "engine" / "cca").is_dir():
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--detach", str(PRE_TREE), PRE_REV],
            check=True,
            capture_output=True,
        )
    return PRE_TREE


def instructions(tree: Path, system: str, games: int) -> int:
    """Instructions executed by a Python process playing ``games`` games on the release at ``tree``."""
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONHASHSEED="0")
    out = subprocess.run(
        [
            "valgrind",
            "--tool=cachegrind",
            "--cache-sim=no",
            "--cachegrind-out-file=/dev/null",
            sys.executable,
            "-c",
            _GAMES,
            system,
            str(games),
        ],
        env=env,
        cwd=tree,
        check=True,
        capture_output=True,
        text=True,
    )
    found = re.search(r"I\s+refs:\s+([\d,]+)", out.stderr)
    if found is None:
        raise SystemExit(f"cachegrind printed no count:\n{out.stderr[-2000:]}")
    return int(found.group(1).replace(",", ""))


def per_game(tree: Path, system: str, games: int) -> float:
    return (instructions(tree, system, games) - instructions(tree, system, 0)) / games


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--system", choices=("cca", "afde", "both"), default="both")
    ap.add_argument("--games", type=int, default=3)
    args = ap.parse_args()
    if shutil.which("valgrind") is None:
        print("valgrind is not installed: no instruction counts (the timing benches still run)")
        return
    trees = {"this tree": ROOT, "pre-kernel": pre_kernel_tree()}
    systems = ("cca", "afde") if args.system == "both" else (args.system,)
    for system in systems:
        got = {name: per_game(tree, system, args.games) for name, tree in trees.items()}
        print(f"{system}: {args.games} random games of the demo, instructions per game (mean)")
        for name, n in got.items():
            print(f"  {name:10}  {n / 1e6:7.1f} M")
        print(f"  ratio (this tree / pre-kernel): {got['this tree'] / got['pre-kernel']:.2f}")


if __name__ == "__main__":
    main()
