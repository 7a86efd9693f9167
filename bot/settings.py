"""Settings read once from the environment (a frozen value passed to whatever needs it)."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Settings:
    token: str | None  # DISCORD_TOKEN
    db_path: Path  # HEXWAR_DB, default <data_dir>/hexwar.sqlite3
    data_dir: Path  # HEXWAR_DATA_DIR, default ./data (created on demand)
    dev_guild: int | None  # HEXWAR_DEV_GUILD: sync slash commands to this guild only
    snapshot_dir: Path  # HEXWAR_SNAPSHOTS, default <data_dir>/snapshots (console PNGs)
    lang: str = "en"  # HEXWAR_LANG

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        env = os.environ if env is None else env
        data_dir = Path(env.get("HEXWAR_DATA_DIR") or "data")
        db = env.get("HEXWAR_DB")
        snaps = env.get("HEXWAR_SNAPSHOTS")
        guild = (env.get("HEXWAR_DEV_GUILD") or "").strip()
        if guild and not guild.isdigit():
            raise ValueError(f"HEXWAR_DEV_GUILD must be a Discord server id (digits), not {guild!r}")
        return cls(
            token=(env.get("DISCORD_TOKEN") or "").strip() or None,
            db_path=Path(db) if db else data_dir / "hexwar.sqlite3",
            data_dir=data_dir,
            dev_guild=int(guild) if guild else None,
            snapshot_dir=Path(snaps) if snaps else data_dir / "snapshots",
            lang=(env.get("HEXWAR_LANG") or "en").strip() or "en",
        )
