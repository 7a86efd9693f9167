"""Transcripts: a game written down as data (system, scenario, dice, orders) and played back.

``hexwar transcript FILE.toml`` runs one and prints the JSON this module builds; every rulebook case is
expressible as a transcript. The format is documented in docs/transcripts.md.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core.dice import BadScriptedFace, DiceScriptExhausted
from engine.core.errors import DataError, RulesError
from engine.core.messages import Msg, render
from engine.core.protocol import Prompt
from engine.registry import get_ruleset


def _msg_json(m: Msg) -> dict[str, Any]:
    out = m.to_json()
    out["text"] = render(m)
    return out


def _prompt_json(p: Prompt) -> dict[str, Any]:
    out = p.to_json()
    out["choices"] = [c.to_json() for c in p.choices]
    if p.default is not None:
        out["default"] = p.default
    return out


def parse_faces(ruleset: Any, raw: Sequence[Any]) -> list[int]:
    faces: list[int] = []
    names = {k.upper(): v for k, v in getattr(ruleset, "die_faces", {}).items()}
    for i, f in enumerate(raw):
        if isinstance(f, bool):
            raise DataError([("transcript", f"dice[{i}]", f"must be a face, not {f!r}")])
        if isinstance(f, int) and str(f) in names:
            faces.append(names[str(f)])  # e.g. a d10 whose face "0" is stored as 10
        elif isinstance(f, int):
            faces.append(f)
        elif isinstance(f, str) and f.upper() in names:
            faces.append(names[f.upper()])
        elif isinstance(f, str) and f.strip().isdigit():
            faces.append(int(f))
        else:
            known = ", ".join(sorted(names)) or "numbers only"
            raise DataError([("transcript", f"dice[{i}]", f"{f!r} is not a die face (faces: {known})")])
    return faces


def _steps(data: Mapping[str, Any]) -> list[tuple[str | None, str]]:
    out: list[tuple[str | None, str]] = []
    problems: list[tuple[str, str, str]] = []
    raw_steps = data.get("steps", data.get("step", []))
    if not isinstance(raw_steps, list):
        raise DataError([("transcript", "steps", "must be a list of tables")])
    for i, st in enumerate(raw_steps):
        if isinstance(st, Mapping):
            order = st.get("order")
            side = st.get("side")
            if not isinstance(order, str):
                problems.append(("transcript", f"steps[{i}].order", "is missing or not text"))
                continue
            if side is not None and not isinstance(side, str):
                problems.append(("transcript", f"steps[{i}].side", "must be text"))
                continue
            out.append((side, order))
        elif isinstance(st, list) and len(st) == 2 and all(isinstance(x, str) for x in st):
            out.append((st[0], st[1]))
        elif isinstance(st, str):
            out.append((None, st))
        else:
            problems.append(
                ("transcript", f"steps[{i}]", "must be a table {side, order}, a pair or a string")
            )
    if problems:
        raise DataError(problems)
    return out


def run(data: Mapping[str, Any]) -> dict[str, Any]:
    """Play a transcript; return each step's events or error, the pending decisions and the final view."""
    system = data.get("system")
    if not isinstance(system, str):
        raise DataError([("transcript", "system", "is missing or not text")])
    ruleset = get_ruleset(system)
    scenario = data.get("scenario")
    if not isinstance(scenario, str | Mapping):
        raise DataError([("transcript", "scenario", "must be a scenario id or an inline table")])
    seed = data.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise DataError([("transcript", "seed", "must be a whole number")])
    options = data.get("options", {})
    if not isinstance(options, Mapping):
        raise DataError([("transcript", "options", "must be a table")])
    script = parse_faces(ruleset, data["dice"]) if "dice" in data else None
    steps = _steps(data)

    try:
        state = ruleset.new_game(scenario, seed, options, script)
    except DiceScriptExhausted as err:
        raise DataError(
            [("transcript", "dice", f"ran out while the game was set up (a roll for {err.purpose})")]
        ) from None
    except BadScriptedFace as err:
        raise DataError([("transcript", "dice", f"{err} while the game was set up")]) from None
    out_steps: list[dict[str, Any]] = []
    for i, (side, text) in enumerate(steps):
        entry: dict[str, Any] = {"index": i, "side": side, "order": text}
        try:
            if side is None:
                owed = {p.side for p in ruleset.pending(state)}
                if len(owed) != 1:
                    raise RulesError("core.no_decision_pending", side="anyone")
                side = next(iter(owed))
                entry["side"] = side
            action = ruleset.parse(state, side, text)
            canonical = ruleset.format(state, action)
            tr = ruleset.apply(state, side, action)
        except RulesError as err:
            entry["ok"] = False
            entry["error"] = {"type": type(err).__name__, **_msg_json(err.msg)}
        except DiceScriptExhausted as err:
            entry["ok"] = False
            m = Msg("core.dice_script_exhausted", {"purpose": err.purpose})
            entry["error"] = {"type": "DiceScriptExhausted", **_msg_json(m)}
        except BadScriptedFace as err:
            entry["ok"] = False
            m = Msg("core.bad_scripted_face", {"face": err.face, "sides": err.sides, "purpose": err.purpose})
            entry["error"] = {"type": "BadScriptedFace", **_msg_json(m)}
        else:
            state = tr.state
            entry["ok"] = True
            entry["canonical"] = canonical
            entry["events"] = [
                {**_msg_json(e.msg), **({"private_to": e.private_to} if e.private_to else {})}
                for e in tr.events
            ]
            entry["rolls"] = [r.to_json() for r in tr.rolls]
        out_steps.append(entry)

    result = ruleset.result(state)
    return {
        "system": system,
        "steps": out_steps,
        # A transcript is read by its author, not by a channel: private prompts show their choices too.
        "pending": [_prompt_json(p) for p in ruleset.pending(state)],
        "result": result.to_json() if result is not None else None,
        "view": ruleset.view(state, None).to_json(),
        "views": {s: ruleset.view(state, s).to_json() for s in ruleset.sides(state)}
        if data.get("side_views")
        else {},
    }
