"""Settings read once from the environment (a frozen value passed to whatever needs it).

The token is a secret: ``repr`` and ``str`` of a ``Settings`` show it masked, so a settings object can be
logged or shown in a traceback without giving the bot away.

``HEXWAR_DISCORD_API`` and ``HEXWAR_DISCORD_GATEWAY`` point the bot at a Discord-compatible server on
this machine instead of Discord (the protocol-level tests in tests/bot/e2e do this). Only loopback
addresses are accepted: a token must never be sent anywhere but to Discord or to this machine.
``HEXWAR_CONFIRM_SECONDS`` (default 60) shortens the time a resign or abandon may be confirmed in, so that
those tests can see a confirmation expire. ``HEXWAR_REMINDER_HOURS`` (default ``12,24,24``) is the
reminders' back-off: hours from a decision owed to the first reminder, then between reminders; the last
gap repeats.
"""

from __future__ import annotations

import ipaddress
import os
from collections.abc import Mapping
from dataclasses import dataclass, fields
from pathlib import Path
from urllib.parse import urlsplit

_API_SCHEMES = ("http", "https")
_GATEWAY_SCHEMES = ("ws", "wss")


def is_loopback(host: str) -> bool:
    """127.0.0.0/8, ::1 or ``localhost``."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def loopback_url(name: str, value: str, schemes: tuple[str, ...]) -> str:
    """``value`` if it is a ``scheme://<loopback host>:port/...`` URL, else ``ValueError`` naming ``name``."""
    parts = urlsplit(value)
    if parts.scheme not in schemes or not parts.hostname:
        raise ValueError(f"{name} must be a {' or '.join(s + '://' for s in schemes)} URL, not {value!r}")
    if not is_loopback(parts.hostname):
        raise ValueError(
            f"{name} may only point at this machine (127.0.0.1, ::1 or localhost), not {parts.hostname!r}"
        )
    return value.rstrip("/")


def mask(secret: str | None) -> str:
    """How a secret is shown: whether it is set, never what it is."""
    return "None" if secret is None else "'***'"


@dataclass(frozen=True, repr=False)
class Settings:
    token: str | None  # DISCORD_TOKEN (shown masked)
    db_path: Path  # HEXWAR_DB, default <data_dir>/hexwar.sqlite3
    data_dir: Path  # HEXWAR_DATA_DIR, default ./data (created on demand)
    dev_guild: int | None  # HEXWAR_DEV_GUILD: sync slash commands to this guild only
    snapshot_dir: Path  # HEXWAR_SNAPSHOTS, default <data_dir>/snapshots (console PNGs)
    lang: str = "en"  # HEXWAR_LANG
    discord_api: str | None = None  # HEXWAR_DISCORD_API: e.g. http://127.0.0.1:8123/api/v10 (loopback only)
    discord_gateway: str | None = None  # HEXWAR_DISCORD_GATEWAY: ws://127.0.0.1:8123/ (else /gateway/bot)
    confirm_seconds: float = 60.0  # HEXWAR_CONFIRM_SECONDS (tests): time to confirm a resign
    reminder_hours: tuple[float, ...] = (12.0, 24.0, 24.0)  # HEXWAR_REMINDER_HOURS: gaps; the last repeats

    def __repr__(self) -> str:
        shown = ", ".join(
            f"{f.name}={mask(self.token) if f.name == 'token' else repr(getattr(self, f.name))}"
            for f in fields(self)
        )
        return f"Settings({shown})"

    __str__ = __repr__

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        env = os.environ if env is None else env
        data_dir = Path(env.get("HEXWAR_DATA_DIR") or "data")
        db = env.get("HEXWAR_DB")
        snaps = env.get("HEXWAR_SNAPSHOTS")
        guild = (env.get("HEXWAR_DEV_GUILD") or "").strip()
        if guild and not guild.isdigit():
            raise ValueError(f"HEXWAR_DEV_GUILD must be a Discord server id (digits), not {guild!r}")
        api = (env.get("HEXWAR_DISCORD_API") or "").strip()
        gateway = (env.get("HEXWAR_DISCORD_GATEWAY") or "").strip()
        if gateway and not api:
            raise ValueError("HEXWAR_DISCORD_GATEWAY needs HEXWAR_DISCORD_API (the same local server)")
        confirm = (env.get("HEXWAR_CONFIRM_SECONDS") or "60").strip()
        try:
            confirm_seconds = float(confirm)
        except ValueError:
            confirm_seconds = -1.0
        if not 0 < confirm_seconds <= 3600:
            raise ValueError(f"HEXWAR_CONFIRM_SECONDS must be a number of seconds (0–3600], not {confirm!r}")
        from bot.clock import parse_schedule

        reminder_hours = parse_schedule(env.get("HEXWAR_REMINDER_HOURS") or "12,24,24")
        return cls(
            token=(env.get("DISCORD_TOKEN") or "").strip() or None,
            db_path=Path(db) if db else data_dir / "hexwar.sqlite3",
            data_dir=data_dir,
            dev_guild=int(guild) if guild else None,
            snapshot_dir=Path(snaps) if snaps else data_dir / "snapshots",
            lang=(env.get("HEXWAR_LANG") or "en").strip() or "en",
            discord_api=loopback_url("HEXWAR_DISCORD_API", api, _API_SCHEMES) if api else None,
            discord_gateway=(
                loopback_url("HEXWAR_DISCORD_GATEWAY", gateway, _GATEWAY_SCHEMES) if gateway else None
            ),
            confirm_seconds=confirm_seconds,
            reminder_hours=reminder_hours,
        )
