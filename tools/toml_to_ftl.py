"""Turn a TOML message catalogue into a Fluent one.

    python tools/toml_to_ftl.py engine/cca/locale/en.toml [more.toml ...] [--check]

Each ``<pkg>/locale/<lang>.toml`` becomes ``<pkg>/locale/<lang>/<pkg>.ftl``. Nested tables flatten to
dotted keys and a key's Fluent id is the key with dots turned into hyphens (``cca.ev.rolled`` →
``cca-ev-rolled``, as ``engine.core.messages.fluent_id`` says). ``str.format`` fields become Fluent
variables: ``{name}`` → ``{ $name }``; ``{name!r}`` → ``'{ $name }'`` (the quotes ``repr`` printed
around a word the player typed); ``{{`` and ``}}`` become literal braces. Leading and trailing spaces
and line starts that Fluent would read as syntax are kept as string literals. The header comment of the
TOML file and its tables become Fluent comments. ``--check`` only reports whether the FTL file is
up to date.
"""

from __future__ import annotations

import argparse
import re
import sys
import tomllib
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

_FIELD = re.compile(r"\{\{|\}\}|\{([A-Za-z_][A-Za-z0-9_]*)(![rs])?\}|\{[^}]*\}")
_ID = re.compile(r"^[A-Za-z][A-Za-z0-9_-]*$")


def fluent_id(key: str) -> str:
    return key.replace(".", "-")


def flatten(data: Mapping[str, Any], prefix: str = "") -> Iterator[tuple[str, str]]:
    for k, v in data.items():
        if isinstance(v, Mapping):
            yield from flatten(v, f"{prefix}{k}.")
        else:
            yield f"{prefix}{k}", str(v)


def convert_template(template: str) -> str:
    """A ``str.format`` template as a Fluent pattern (without the ``id =``)."""

    def field(m: re.Match[str]) -> str:
        token = m.group(0)
        if token == "{{":
            return '{"{"}'
        if token == "}}":
            return '{"}"}'
        if m.group(1) is None:
            raise ValueError(f"cannot convert the field {token} in {template!r}")
        var = "{ $" + m.group(1) + " }"
        return f"'{var}'" if m.group(2) == "!r" else var

    lines = [_FIELD.sub(field, line) for line in template.split("\n")]
    lines = [_protect(line, len(lines) > 1) for line in lines]
    if len(lines) == 1:
        return " " + lines[0]
    return "\n" + "\n".join("    " + line if line else "" for line in lines)


def _protect(line: str, multiline: bool) -> str:
    if line == "":
        return '{""}'
    stripped = line.lstrip(" ")
    lead = len(line) - len(stripped)
    head = '{"' + " " * lead + '"}' if lead else ""
    if multiline and stripped[:1] in ("[", "*", "."):
        head += '{"' + stripped[0] + '"}'
        stripped = stripped[1:]
    body = stripped.rstrip(" ")
    tail = '{"' + " " * (len(stripped) - len(body)) + '"}' if len(body) != len(stripped) else ""
    return head + body + tail


def convert(toml_text: str) -> str:
    """The Fluent text of a TOML catalogue."""
    data = tomllib.loads(toml_text)
    out: list[str] = []
    header = []
    for line in toml_text.splitlines():
        if not line.startswith("#"):
            break
        header.append("### " + line.lstrip("#").strip())
    if header:
        out.extend([*header, ""])
    group = None
    for key, template in flatten(data):
        prefix = key.rsplit(".", 1)[0]
        if prefix != group:
            if group is not None:
                out.append("")
            out.append(f"## {prefix}")
            group = prefix
        mid = fluent_id(key)
        if not _ID.match(mid):
            raise ValueError(f"the key {key!r} gives no valid Fluent id ({mid!r})")
        out.append(f"{mid} ={convert_template(template)}")
    return "\n".join(out) + "\n"


def target(toml_path: Path) -> Path:
    pkg = toml_path.parent.parent.name
    return toml_path.parent / toml_path.stem / f"{pkg}.ftl"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--check", action="store_true", help="report stale FTL files, write nothing")
    args = parser.parse_args(argv)
    stale = 0
    for path in args.files:
        text = convert(path.read_text(encoding="utf-8"))
        dest = target(path)
        if args.check:
            if not dest.exists() or dest.read_text(encoding="utf-8") != text:
                print(f"{dest} is not up to date with {path}")
                stale += 1
            continue
        dest.parent.mkdir(parents=True, exist_ok=True)
        dest.write_text(text, encoding="utf-8")
        print(f"{path} → {dest}")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
