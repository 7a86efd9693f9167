"""The ``hexwar`` command: console, bot, transcript, replay."""

from __future__ import annotations

import argparse
import json
import os
import sys
import traceback
from pathlib import Path

LANGS = ("en", "pl", "hu", "uk")


def _transcript(path: Path, lang: str | None = None) -> int:
    from engine import transcript
    from engine.core.data import read_toml
    from engine.core.errors import DataError, RulesError

    try:
        out = transcript.run(read_toml(path), lang)
    except DataError as err:
        problems = [{"file": f, "key": k, "why": why} for f, k, why in err.problems]
        print(json.dumps({"error": str(err), "problems": problems}, ensure_ascii=False, indent=2))
        print(f"hexwar transcript: {path}: {len(problems)} problem(s); see the JSON above.", file=sys.stderr)
        return 2
    except RulesError as err:
        print(json.dumps({"error": str(err), **err.msg.to_json()}, ensure_ascii=False, indent=2))
        print(f"hexwar transcript: {path}: {err}", file=sys.stderr)
        return 2
    except Exception as exc:  # an engine bug outside any step: still JSON, never a bare traceback
        bug = {"where": "transcript", "type": type(exc).__name__, "detail": str(exc)}
        bug["traceback"] = traceback.format_exception(exc)
        print(json.dumps({"error": f"engine failure: {exc!r}", "bugs": [bug]}, ensure_ascii=False, indent=2))
        print(f"hexwar transcript: {path}: the engine failed ({exc!r}); see the JSON above.", file=sys.stderr)
        return 1
    # default=str: a value the engine forgot to make JSON-safe is printed as text, not a crash
    print(json.dumps(out, ensure_ascii=False, indent=2, default=str))
    if out.get("bugs"):
        print(
            f"hexwar transcript: {path}: {len(out['bugs'])} engine failure(s), listed under bugs.",
            file=sys.stderr,
        )
    return 0


def _bot() -> int:
    from bot.settings import Settings

    try:
        settings = Settings.from_env()
    except ValueError as err:
        print(f"hexwar bot: {err}", file=sys.stderr)
        return 2
    if not settings.token:
        print(
            "hexwar bot: DISCORD_TOKEN is not set. Create a bot at https://discord.com/developers/applications,\n"
            "copy its token and run:  DISCORD_TOKEN=… hexwar bot\n"
            "(set HEXWAR_DEV_GUILD=<server id> to sync the slash commands to one test server only).\n"
            "To play without Discord:  hexwar console",
            file=sys.stderr,
        )
        return 2
    try:
        from bot.discordbot.app import run_from_env
    except ImportError as err:
        print(f"hexwar bot: the Discord app is not available in this installation ({err}).", file=sys.stderr)
        return 2
    result = run_from_env()
    return int(result) if isinstance(result, int) else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="hexwar", description="Play-by-post hex-and-counter wargames.")
    sub = parser.add_subparsers(dest="command")
    tr = sub.add_parser("transcript", help="play a transcript file (TOML) and print JSON")
    tr.add_argument("file", type=Path)
    tr.add_argument(
        "--lang", choices=("en", "pl", "hu", "uk"), help="language of every text (default: the file's)"
    )
    from bot import console

    con = sub.add_parser("console", help="the offline console (hot seat, no Discord needed)")
    console.add_arguments(con)
    sub.add_parser("bot", help="run the Discord bot (needs DISCORD_TOKEN)")
    rp = sub.add_parser("replay", help="rebuild games from their action logs and compare")
    rp.add_argument("db", type=Path, nargs="?", help="the SQLite file (default: HEXWAR_DB)")
    rp.add_argument("channels", type=int, nargs="*", help="channel ids (default: every game)")
    ex = sub.add_parser("export", help="write a game out: a readable log and a transcript to replay")
    ex.add_argument("--db", type=Path, help="the SQLite file (default: HEXWAR_DB)")
    ex.add_argument("--channel", type=int, help="the game's channel id (default: the file's only game)")
    ex.add_argument("-o", "--out", type=Path, help="the transcript to write (the log goes beside it, .txt)")
    ex.add_argument("--lang", choices=LANGS, help="language of the log (default: the game's)")
    ve = sub.add_parser("verify", help="check an exported game: its dice commitment and every step")
    ve.add_argument("file", type=Path)
    ve.add_argument("--lang", choices=LANGS, help="language of the verdict (default: the file's)")
    args = parser.parse_args(argv)
    if args.command == "export":
        from bot.tools import exporting

        return exporting.export_main(args.db, args.channel, args.out, args.lang)
    if args.command == "verify":
        from bot.tools import exporting

        return exporting.verify_main(args.file, args.lang)
    if args.command == "transcript":
        if not args.file.exists():
            print(f"hexwar transcript: no such file: {args.file}", file=sys.stderr)
            return 2
        return _transcript(args.file, args.lang)
    if args.command == "console":
        return console.main_args(args)
    if args.command == "bot":
        return _bot()
    if args.command == "replay":
        from bot.settings import Settings
        from bot.tools import replay

        db = args.db or Settings.from_env(os.environ).db_path
        return replay.main([str(db), *map(str, args.channels)])
    parser.print_help()
    return 1


if __name__ == "__main__":
    sys.exit(main())
