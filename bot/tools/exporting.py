"""``hexwar export`` and ``hexwar verify``: a game written out from the database, and checked offline.

    hexwar export --db FILE [--channel ID] [-o OUT.toml] [--lang pl]
    hexwar verify OUT.toml [--lang pl]

The export is the operator's: every side's orders and events, and the seed with its salt even while the
game is in play (whoever holds the database can read them anyway). ``verify`` prints its verdict one line
each and exits 0 when the game checks out, 1 when it does not, 2 when the file cannot be read.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tomllib
from pathlib import Path

from bot.service import GameService, ServiceError
from bot.settings import Settings
from bot.store import Store
from bot.verify import verify_text
from engine.core.messages import LANGUAGES, Msg, render


async def _export(db: Path, channel: int | None, out: Path | None, lang: str | None) -> int:
    store = await Store.open(db)
    try:
        channels = await store.channels()
        if channel is None:
            if len(channels) != 1:
                found = ", ".join(map(str, channels)) or "none"
                print(f"hexwar export: {db} holds {len(channels)} games; pick one with --channel ({found})")
                return 2
            channel = channels[0]
        service = GameService(store)
        try:
            exported = await service.export(channel, None, lang=lang, full=True)
        except ServiceError as err:
            print(f"hexwar export: channel {channel}: {err.text(lang or 'en')}", file=sys.stderr)
            return 2
        info = await service.info(channel)
    finally:
        await store.close()
    target = out or Path(f"{exported.name}.toml")
    target.parent.mkdir(parents=True, exist_ok=True)
    log = target.with_suffix(".txt")
    log.write_text(exported.text, encoding="utf-8")
    reader = lang or info.language
    if exported.transcript is None:  # never for the operator's export; kept for safety
        print(render(Msg("export.written_text", {"text": str(log)}), reader))
        return 0
    target.write_text(exported.transcript, encoding="utf-8")
    print(render(Msg("export.written", {"text": str(log), "transcript": str(target)}), reader))
    return 0


def export_main(db: Path | None, channel: int | None, out: Path | None, lang: str | None) -> int:
    path = db or Settings.from_env(os.environ).db_path
    if not Path(path).exists():
        print(f"hexwar export: no database at {path}", file=sys.stderr)
        return 2
    return asyncio.run(_export(Path(path), channel, out, lang))


def verify_main(file: Path, lang: str | None) -> int:
    if not file.exists():
        print(f"hexwar verify: no such file: {file}", file=sys.stderr)
        return 2
    raw = file.read_text(encoding="utf-8")
    if lang is None:
        try:
            given = tomllib.loads(raw).get("language")
        except tomllib.TOMLDecodeError:
            given = None
        lang = given if given in LANGUAGES else "en"
    verdict = verify_text(raw)
    for m in verdict.messages():
        print(render(m, lang))
    if verdict.ok:
        return 0
    unreadable = any(m.key == "verify.unreadable" for m in verdict.problems)
    return 2 if unreadable else 1
