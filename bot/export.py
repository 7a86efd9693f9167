"""A whole game written out: a readable log in the reader's language, and a transcript to replay.

``build`` turns a game (its row, seats, action log, rules and current state) into an ``Export``:

* ``text``: the game's head (system, scenario, state, seats, the dice commitment, and once revealed the
  seed and its salt) and every action with its events, as the reader may read them.
* ``transcript``: a TOML transcript (docs/transcripts.md) that ``hexwar transcript`` replays to the same
  position: system, scenario, seed, options, and one ``[[steps]]`` table per order still in force, with
  the rolls and events the game recorded for it. Its ``[hexwar]`` table carries the commitment, the salt,
  the rules version, the result and a digest of the final position, so ``hexwar verify`` checks the game
  offline (bot/verify.py). Only written when the seed may be shown (the game is over, or the export is
  the operator's or the hot-seat console's): a transcript of a game in play would give its dice away.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.store import ActionRow, GameRow, SeatRow
from bot.verify import EXPORT_FORMAT, state_digest
from engine.core.messages import Msg
from engine.core.messages import render as text
from engine.core.view import side_ref

OVER = ("finished", "abandoned")
_BARE_KEY = re.compile(r"^[A-Za-z0-9_-]+$")


@dataclass(frozen=True)
class Export:
    name: str  # a file name stem unique to the game: hexwar-<channel>-<game>
    text: str  # the readable log
    transcript: str | None  # the replayable TOML (None when the seed may not be shown yet)


def build(
    row: GameRow,
    seats: Sequence[SeatRow],
    actions: Sequence[ActionRow],
    ruleset: Any,
    state: Any,
    *,
    lang: str,
    sides: Iterable[str] | None = None,
    reveal: bool = False,
) -> Export:
    """The export of a game. ``sides``: whose secret orders and private events the reader may read
    (None: every side's). ``reveal``: show the seed and its salt and write the transcript even while
    the game is in play (the operator's and the console's exports); a game over always reveals them."""
    shown = reveal or row.status in OVER
    mine = None if sides is None else set(sides)
    result = _result(row, ruleset, state)
    name = f"hexwar-{row.channel_id}-{row.game_id}"
    body = _text(row, seats, actions, ruleset, state, result, lang=lang, mine=mine, shown=shown)
    transcript = _transcript(row, actions, ruleset, state, result, lang=lang) if shown else None
    return Export(name, body, transcript)


def _result(row: GameRow, ruleset: Any, state: Any) -> dict[str, Any] | None:
    if row.result is not None:
        return dict(row.result)
    if row.status == "abandoned":
        return None
    r = ruleset.result(state)
    return None if r is None else dict(json.loads(json.dumps(r.to_json())))


# ---------------------------------------------------------------------- the readable log


def _text(
    row: GameRow,
    seats: Sequence[SeatRow],
    actions: Sequence[ActionRow],
    ruleset: Any,
    state: Any,
    result: Mapping[str, Any] | None,
    *,
    lang: str,
    mine: set[str] | None,
    shown: bool,
) -> str:
    def t(key: str, **params: Any) -> str:
        return text(Msg(key, params), lang)

    title = ruleset.view(state, None).title
    lines = [
        t("export.title", title=title, system=row.system, scenario=row.scenario),
        t("export.state", status=Msg(f"service.status.{row.status}"), version=row.version),
        t("export.created", at=row.created_at, updated=row.updated_at),
    ]
    held = [f"{s.side}/{s.role}" if s.role else s.side for s in seats]
    for side in dict.fromkeys(s.split("/")[0] for s in held):
        users = [str(s.user_id) for s in seats if s.side == side]
        lines.append(t("export.seat", side=side, users=users))
    if row.dice_commitment:
        lines.append(t("verify.status.committed", commitment=row.dice_commitment, rules=row.rules_version))
        if shown:
            lines.append(t("verify.status.revealed", seed=row.seed, salt=row.dice_salt))
    if result is not None:
        reason = Msg.from_json(result["reason"])
        over = (
            Msg(
                "service.event.winner",
                {"winner": side_ref(row.system, result["winner"]), "reason": reason},
            )
            if result.get("winner")
            else Msg("service.event.draw")
        )
        lines.append(t("service.event.game_over", result=over))
    lines += ["", t("export.log")]
    if not actions:
        lines.append("  " + t("export.no_actions"))
    for a in actions:
        secret = a.secret and mine is not None and a.side not in mine
        order = t("service.secret_order") if secret else a.order
        head = f"#{a.seq} {a.side}: {order}"
        if a.undone:
            head += " " + t("service.log.taken_back")
        lines.append(head)
        for e in a.events:
            private = e.get("private_to")
            if private is None or mine is None or private in mine:
                lines.append(f"  {text(Msg.from_json(e), lang)}")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------- the transcript


def _transcript(
    row: GameRow,
    actions: Sequence[ActionRow],
    ruleset: Any,
    state: Any,
    result: Mapping[str, Any] | None,
    *,
    lang: str,
) -> str:
    resigned = next((a.side for a in actions if a.kind == "resign" and not a.undone), "")
    meta: dict[str, Any] = {
        "format": EXPORT_FORMAT,
        "channel_id": row.channel_id,
        "game_id": row.game_id,
        "status": row.status,
        "version": row.version,
        "created_at": row.created_at,
        "rules_version": row.rules_version,
        "commitment": row.dice_commitment,
        "salt": row.dice_salt,
        "result": _compact(result) if result else "",
        "resigned": resigned,
        "state_sha256": state_digest(json.loads(json.dumps(ruleset.dump(state)))),
    }
    out = [
        f"# hexwar: {row.system} / {row.scenario}, game {row.game_id} of channel {row.channel_id}.",
        "# Replay: hexwar transcript THIS_FILE   Check the dice: hexwar verify THIS_FILE",
        f"system = {_value(row.system)}",
        f"scenario = {_value(row.scenario)}",
        f"seed = {int(row.seed)}",
        f"language = {_value(lang)}",
        f"options = {_value(dict(row.options))}",
        "",
        "[hexwar]",
        *(f"{_key(k)} = {_value(v)}" for k, v in meta.items()),
    ]
    for a in actions:
        if a.undone or a.kind != "order":
            continue
        out += [
            "",
            "[[steps]]",
            f"seq = {a.seq}",
            f"side = {_value(a.side)}",
            f"order = {_value(a.order)}",
            f"rolls = {_value(list(a.rolls))}",
            f"events = {_value([_compact(_public(e)) for e in a.events])}",
        ]
    return "\n".join(out) + "\n"


def _public(event: Mapping[str, Any]) -> dict[str, Any]:
    """An event as transcripts print it (a typed reference as its plain value), from either saved form."""
    out = Msg.from_json(event).to_json()
    if event.get("private_to") is not None:
        out["private_to"] = event["private_to"]
    return out


def _compact(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def _key(k: str) -> str:
    return k if _BARE_KEY.match(k) else _string(k)


def _string(s: str) -> str:
    # A JSON string is a TOML basic string, but for DEL, which TOML wants escaped.
    return json.dumps(s, ensure_ascii=False).replace("\x7f", "\\u007f")


def _value(v: Any) -> str:
    """A JSON-like value as TOML (inline tables and arrays); None has no TOML form and is refused."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, float):
        return repr(v)
    if isinstance(v, str):
        return _string(v)
    if isinstance(v, list | tuple):
        return "[" + ", ".join(_value(x) for x in v) + "]"
    if isinstance(v, Mapping):
        return "{ " + ", ".join(f"{_key(str(k))} = {_value(x)}" for k, x in v.items()) + " }" if v else "{}"
    raise TypeError(f"no TOML form for {v!r}")
