"""Verifiable dice: the commitment a game makes when it starts, and the check of an exported game.

The scheme (docs/dice.md): when a game starts the bot draws a random salt and publishes

    commitment = sha256("hexwar-dice-1" LF salt LF seed LF rules-version)

(hex digits; the salt as 32 hex digits, the seed in decimal). The salt keeps a small seed from being
found by trying every seed against the published hash. Salt and seed stay secret while the game is in
play and are revealed when it ends (a result, a resignation, an abandoned game).

``verify(document)`` checks an export (bot/export.py) offline: the revealed salt and seed against the
commitment, then a replay of the game from its seed and its order log, step by step, against the rolls
and events the export records, and at the end the result and the final position. It names the first step
that departs from the record. Every sentence it returns is a catalogue message (``verify.*``).
"""

from __future__ import annotations

import hashlib
import json
import secrets
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from engine.core.errors import DataError, RulesError
from engine.core.messages import Msg
from engine.registry import get_ruleset

SCHEME = "hexwar-dice-1"
EXPORT_FORMAT = 1  # the ``[hexwar] format`` of bot/export.py's transcripts


def rules_version(system: str) -> str:
    """The rules a game's dice are committed with: the system's own ``rules_version`` where it has one,
    else the system id with the hexwar release (a new release may change how the dice are used)."""
    try:
        own = getattr(get_ruleset(system), "rules_version", None)
    except (RulesError, ImportError):
        own = None
    if isinstance(own, str) and own:
        return f"{system} {own}"
    return f"{system} hexwar-{_release()}"


@cache
def _release() -> str:
    from importlib import metadata  # on first use only: it is slow to import

    try:
        return metadata.version("hexwar")
    except metadata.PackageNotFoundError:
        return "0"


def new_salt() -> str:
    """16 random bytes as 32 hex digits."""
    return secrets.token_hex(16)


def commitment(salt: str, seed: int, rules: str) -> str:
    """The published commitment to ``seed`` (see the module's docstring)."""
    return hashlib.sha256(f"{SCHEME}\n{salt}\n{int(seed)}\n{rules}".encode()).hexdigest()


def state_digest(state: Any) -> str:
    """sha256 of a dumped state in a canonical JSON form (sorted keys), to compare final positions."""
    text = json.dumps(state, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


@dataclass
class Verdict:
    """What a check found: ``problems`` (any makes it fail), ``notes`` (said, not failing)."""

    steps: int = 0  # steps replayed as recorded
    problems: list[Msg] = field(default_factory=list)
    notes: list[Msg] = field(default_factory=list)
    commitment_ok: bool = False
    first_step: int | None = None  # the number of the first step that departs from the record

    @property
    def ok(self) -> bool:
        return not self.problems

    def messages(self) -> list[Msg]:
        """The verdict in order: notes, problems, and a last line saying whether it holds."""
        last = (
            Msg("verify.ok", {"steps": self.steps})
            if self.ok
            else Msg("verify.failed", {"count": len(self.problems)})
        )
        return [*self.notes, *self.problems, last]


def _norm(data: Any) -> Any:
    return json.loads(json.dumps(data))


def _recorded(raw: Any) -> list[Any] | None:
    """A step's recorded rolls or events: a list of tables, or of JSON texts (one per entry)."""
    if raw is None:
        return None
    if not isinstance(raw, list):
        return []
    return [json.loads(x) if isinstance(x, str) else _norm(x) for x in raw]


def _differs(tr_rolls: Sequence[Any], tr_events: Sequence[Any], step: Mapping[str, Any]) -> str | None:
    """Which of a step's records the replay departs from: "rolls", "events", "both" or None."""
    rolls = _recorded(step.get("rolls"))
    events = _recorded(step.get("events"))
    bad_rolls = rolls is not None and _norm([r.to_json() for r in tr_rolls]) != rolls
    bad_events = events is not None and _norm([e.to_json() for e in tr_events]) != events
    if bad_rolls and bad_events:
        return "both"
    if bad_rolls:
        return "rolls"
    return "events" if bad_events else None


def verify(data: Mapping[str, Any]) -> Verdict:
    """Check an exported game (the TOML of bot/export.py, read into a mapping)."""
    v = Verdict()
    meta = data.get("hexwar")
    system = data.get("system")
    if not isinstance(meta, Mapping) or not isinstance(system, str):
        v.problems.append(Msg("verify.unreadable", {"why": "[hexwar]"}))
        return v
    try:
        ruleset = get_ruleset(system)
    except (RulesError, ImportError):
        v.problems.append(Msg("verify.unreadable", {"why": f"system = {system}"}))
        return v
    promised = str(meta.get("commitment") or "")
    rules = str(meta.get("rules_version") or "")
    salt = meta.get("salt") if isinstance(meta.get("salt"), str) else ""
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool) or (promised and not salt):
        v.problems.append(Msg("verify.not_revealed"))
        return v
    if not promised:  # a game older than commitments: its log still replays from its seed
        v.notes.append(Msg("verify.no_commitment"))
    else:
        computed = commitment(salt, seed, rules)
        if computed == promised:
            v.commitment_ok = True
            v.notes.append(Msg("verify.commitment_ok", {"commitment": promised}))
        else:
            v.problems.append(
                Msg(
                    "verify.commitment_mismatch",
                    {"seed": seed, "rules": rules, "computed": computed, "commitment": promised},
                )
            )
    current = rules_version(system)
    if rules and rules != current:
        v.notes.append(Msg("verify.rules_changed", {"recorded": rules, "current": current}))
    _replay(ruleset, data, meta, seed, v)
    return v


def verify_text(raw: str) -> Verdict:
    """Check an export given as TOML text."""
    try:
        data = tomllib.loads(raw)
    except tomllib.TOMLDecodeError as err:
        return Verdict(problems=[Msg("verify.unreadable", {"why": str(err)})])
    return verify(data)


def _replay(ruleset: Any, data: Mapping[str, Any], meta: Mapping[str, Any], seed: int, v: Verdict) -> None:
    from engine.transcript import start_game

    options = data.get("options", {})
    try:
        state = start_game(ruleset, data.get("scenario", ""), seed, options, None).state
    except (RulesError, DataError) as err:
        v.problems.append(Msg("verify.unreadable", {"why": str(err)}))
        return
    steps = data.get("steps", [])
    if not isinstance(steps, list):
        v.problems.append(Msg("verify.unreadable", {"why": "steps"}))
        return
    for i, step in enumerate(steps):
        if not isinstance(step, Mapping) or not isinstance(step.get("order"), str):
            v.problems.append(Msg("verify.unreadable", {"why": f"steps[{i}]"}))
            return
        number = int(step.get("seq", i + 1))
        side, order = str(step.get("side", "")), str(step["order"])
        try:
            tr = ruleset.apply(state, side, ruleset.parse(state, side, order))
        except RulesError as err:
            v.first_step = number
            v.problems.append(
                Msg("verify.step_refused", {"step": number, "side": side, "order": order, "why": err.msg})
            )
            return
        what = _differs(tr.rolls, tr.events, step)
        if what is not None:
            v.first_step = number
            v.problems.append(
                Msg("verify.step_differs", {"step": number, "side": side, "order": order, "what": what})
            )
            return
        state = tr.state
        v.steps += 1
    _check_end(ruleset, state, meta, v)


def _check_end(ruleset: Any, state: Any, meta: Mapping[str, Any], v: Verdict) -> None:
    resigned = meta.get("resigned")
    if isinstance(resigned, str) and resigned:
        others = [s for s in ruleset.sides(state) if s != resigned]
        replayed: Any = {
            "winner": others[0] if len(others) == 1 else None,
            "reason": {"key": "service.result.resigned", "params": {"side": resigned}},
            "score": {},
        }
    else:
        result = ruleset.result(state)
        replayed = _norm(result.to_json()) if result is not None else None
    raw = meta.get("result")
    recorded = json.loads(raw) if isinstance(raw, str) and raw else None
    if "result" in meta and _norm(recorded) != _norm(replayed):
        texts = {"recorded": _result_text(recorded), "replayed": _result_text(replayed)}
        v.problems.append(Msg("verify.result_differs", texts))
    digest = meta.get("state_sha256")
    if isinstance(digest, str) and digest and digest != state_digest(_norm(ruleset.dump(state))):
        v.problems.append(Msg("verify.position_differs"))


def _result_text(result: Any) -> Msg:
    if not isinstance(result, Mapping):
        return Msg("verify.no_result")
    reason = result.get("reason")
    why = Msg.from_json(reason) if isinstance(reason, Mapping) else Msg("verify.no_result")
    if result.get("winner"):
        return Msg("service.event.winner", {"winner": result["winner"], "reason": why})
    return Msg("service.event.draw")
