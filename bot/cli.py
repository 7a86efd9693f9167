"""The ``hexwar`` command: console, bot, transcript."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="hexwar", description="Play-by-post hex-and-counter wargames.")
    sub = parser.add_subparsers(dest="command")
    tr = sub.add_parser("transcript", help="play a transcript file and print JSON")
    tr.add_argument("file", type=Path)
    sub.add_parser("console", help="the offline console")
    sub.add_parser("bot", help="run the Discord bot (needs DISCORD_TOKEN)")
    args = parser.parse_args(argv)
    if args.command == "transcript":
        from engine.core import transcript
        from engine.core.data import read_toml
        from engine.core.errors import DataError, RulesError

        try:
            out = transcript.run(read_toml(args.file))
        except (DataError, RulesError) as err:
            print(json.dumps({"error": str(err)}, ensure_ascii=False, indent=2))
            return 2
        print(json.dumps(out, ensure_ascii=False, indent=2))
        return 0
    parser.print_help()
    return 1


if __name__ == "__main__":
    sys.exit(main())
