"""Rebuild a game from its action log and compare it with the stored state.

    python -m bot.tools.replay DB CHANNEL        (also: hexwar replay DB CHANNEL)

The game is started again from its scenario, options and seed, every order still in force (not taken
back) is parsed and applied in log order, and each action's dice are checked against the rolls stored
with it. Exit status 0 when the rebuilt state equals the stored one and every roll matches, 1 otherwise.
After a rules fix, this is also how to see which games the fix would change.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.store import Store
from engine.core.errors import RulesError
from engine.registry import get_ruleset


@dataclass
class ReplayReport:
    channel_id: int
    system: str
    scenario: str
    seed: int
    orders: int = 0
    undone: int = 0
    equal: bool = False
    roll_mismatches: list[int] = field(default_factory=list)  # action seq numbers
    error: str | None = None
    first_difference: str | None = None

    @property
    def ok(self) -> bool:
        return self.equal and not self.roll_mismatches and self.error is None

    def lines(self) -> list[str]:
        out = [
            f"channel {self.channel_id}: {self.system} / {self.scenario}, seed {self.seed}",
            f"  {self.orders} order(s) replayed, {self.undone} taken back (skipped)",
        ]
        if self.error:
            out.append(f"  replay stopped: {self.error}")
        if self.roll_mismatches:
            out.append(f"  dice differ from the log at action(s) {', '.join(map(str, self.roll_mismatches))}")
        if self.equal:
            out.append("  the rebuilt state equals the stored state")
        elif not self.error:
            out.append(
                f"  the rebuilt state DIFFERS from the stored state (first at {self.first_difference})"
            )
        return out


def _norm(data: Any) -> Any:
    return json.loads(json.dumps(data))


def first_difference(a: Any, b: Any, path: str = "$") -> str | None:
    """The path of the first place where two JSON values differ (None when equal)."""
    if type(a) is not type(b):
        return path
    if isinstance(a, dict):
        for k in sorted(set(a) | set(b)):
            if k not in a or k not in b:
                return f"{path}.{k}"
            d = first_difference(a[k], b[k], f"{path}.{k}")
            if d:
                return d
        return None
    if isinstance(a, list):
        if len(a) != len(b):
            return f"{path} (length {len(a)} vs {len(b)})"
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            d = first_difference(x, y, f"{path}[{i}]")
            if d:
                return d
        return None
    return None if a == b else path


async def replay(store: Store, channel_id: int) -> ReplayReport:
    row = await store.game(channel_id)
    if row is None:
        raise LookupError(f"there is no game in channel {channel_id}")
    report = ReplayReport(channel_id, row.system, row.scenario, row.seed)
    ruleset = get_ruleset(row.system)
    state = ruleset.new_game(row.scenario, row.seed, dict(row.options))
    for act in await store.actions(channel_id):
        if act.undone:
            report.undone += 1
            continue
        if act.kind != "order":
            continue
        try:
            action = ruleset.parse(state, act.side, act.order)
            tr = ruleset.apply(state, act.side, action)
        except RulesError as err:
            report.error = f"action {act.seq} ({act.side}: {act.order}) is refused now: {err}"
            return report
        if _norm([r.to_json() for r in tr.rolls]) != act.rolls:
            report.roll_mismatches.append(act.seq)
        state = tr.state
        report.orders += 1
    rebuilt = _norm(ruleset.dump(state))
    stored = json.loads(row.state_json)
    report.equal = rebuilt == stored
    report.first_difference = first_difference(rebuilt, stored)
    return report


async def _main(db: Path, channels: Sequence[int]) -> int:
    if not db.exists():
        print(f"No database at {db}.", file=sys.stderr)
        return 2
    store = await Store.open(db)
    try:
        chosen = list(channels) or await store.channels()
        status = 0
        for ch in chosen:
            try:
                report = await replay(store, ch)
            except LookupError as exc:
                print(str(exc), file=sys.stderr)
                status = 2
                continue
            print("\n".join(report.lines()))
            if not report.ok:
                status = max(status, 1)
        return status
    finally:
        await store.close()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="hexwar replay", description="Rebuild games from their action logs.")
    p.add_argument("db", type=Path, help="the SQLite file (HEXWAR_DB)")
    p.add_argument("channels", type=int, nargs="*", help="channel ids (default: every game in the file)")
    args = p.parse_args(argv)
    return asyncio.run(_main(args.db, args.channels))


if __name__ == "__main__":
    sys.exit(main())
