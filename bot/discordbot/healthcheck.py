"""``python -m bot.discordbot.healthcheck``: exit 0 when the bot's heartbeat file is fresh, 1 otherwise.

The running bot touches ``<HEXWAR_DATA_DIR>/heartbeat`` every 30 seconds while it is connected to
Discord (a bot has no port to probe), so a stale or missing file means a stuck or disconnected bot.
Used by the Docker image's ``HEALTHCHECK``.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Mapping
from pathlib import Path

HEARTBEAT_FILE = "heartbeat"  # same name as bot.discordbot.app.HEARTBEAT_FILE (kept import-light)
DEFAULT_MAX_AGE = 120.0


def check(data_dir: Path, max_age: float = DEFAULT_MAX_AGE, now: float | None = None) -> tuple[bool, str]:
    path = data_dir / HEARTBEAT_FILE
    try:
        age = (time.time() if now is None else now) - path.stat().st_mtime
    except FileNotFoundError:
        return False, f"no heartbeat file at {path}: the bot has not started"
    if age > max_age:
        return (
            False,
            f"heartbeat is {age:.0f} s old (limit {max_age:.0f} s): the bot is stuck or disconnected",
        )
    return True, f"heartbeat {age:.0f} s old"


def main(argv: list[str] | None = None, env: Mapping[str, str] | None = None) -> int:
    from bot.settings import Settings

    parser = argparse.ArgumentParser(prog="python -m bot.discordbot.healthcheck")
    parser.add_argument("--max-age", type=float, default=DEFAULT_MAX_AGE, help="seconds (default 120)")
    args = parser.parse_args(argv)
    ok, why = check(Settings.from_env(env).data_dir, args.max_age)
    print(why, file=sys.stdout if ok else sys.stderr)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
