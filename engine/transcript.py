"""Transcripts: a game written down as data (system, scenario, dice, orders) and played back.

``hexwar transcript FILE.toml`` runs one and prints the JSON this module builds; every rulebook case is
expressible as a transcript. The format is documented in docs/transcripts.md.
"""

from __future__ import annotations

import traceback
from collections.abc import Mapping, Sequence
from typing import Any

from engine.core.dice import BadScriptedFace, DiceScriptExhausted
from engine.core.errors import DataError, RulesError
from engine.core.messages import LANGUAGES, Msg, render
from engine.core.protocol import Event, Prompt, Transition
from engine.core.refs import TermRef
from engine.registry import get_ruleset


def _msg_json(m: Msg, lang: str = "en") -> dict[str, Any]:
    out = m.to_json()
    out["text"] = render(m, lang)
    return out


def _prompt_json(p: Prompt) -> dict[str, Any]:
    out = p.to_json()
    out["choices"] = [c.to_json() for c in p.choices]
    if p.default is not None:
        out["default"] = p.default
    return out


def _event_json(e: Event, lang: str = "en") -> dict[str, Any]:
    return {**_msg_json(e.msg, lang), **({"private_to": e.private_to} if e.private_to else {})}


def _transition_json(tr: Transition[Any], lang: str = "en") -> dict[str, Any]:
    return {
        "events": [_event_json(e, lang) for e in tr.events],
        "rolls": [r.to_json() for r in tr.rolls],
    }


def _bug(where: str, exc: BaseException) -> dict[str, Any]:
    """An exception that is not a rules error: a bug of the engine, reported rather than raised."""
    return {
        "where": where,
        "type": type(exc).__name__,
        "detail": str(exc),
        "traceback": traceback.format_exception(exc),
    }


def _error_json(exc: BaseException, lang: str = "en") -> dict[str, Any]:
    """A step's error: a rules error as its message, a dice-script problem, or an engine failure."""
    if isinstance(exc, RulesError):
        return {"type": type(exc).__name__, **_msg_json(exc.msg, lang)}
    if isinstance(exc, DiceScriptExhausted):
        m = Msg("core.dice_script_exhausted", {"purpose": exc.purpose})
        return {"type": "DiceScriptExhausted", **_msg_json(m, lang)}
    if isinstance(exc, BadScriptedFace):
        m = Msg("core.bad_scripted_face", {"face": exc.face, "sides": exc.sides, "purpose": exc.purpose})
        return {"type": "BadScriptedFace", **_msg_json(m, lang)}
    m = Msg("core.internal_error", {"error": type(exc).__name__, "detail": str(exc)})
    return {"type": "InternalError", **_msg_json(m, lang)}


def start_game(
    ruleset: Any,
    scenario: str | Mapping[str, Any],
    seed: int,
    options: Mapping[str, Any],
    script: Sequence[int] | None,
) -> Transition[Any]:
    """The game and what happened at set-up: ``ruleset.setup`` (engine/core/protocol.py), or a bare
    ``new_game`` for a system that has nothing to tell before the first order."""
    setup = getattr(ruleset, "setup", None)
    if callable(setup):
        tr: Transition[Any] = setup(scenario, seed, options, script)
        return tr
    return Transition(ruleset.new_game(scenario, seed, options, script))


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


def run(data: Mapping[str, Any], lang: str | None = None) -> dict[str, Any]:
    """Play a transcript: what happened at set-up and at each step (events and rolls, or the error),
    the decisions owed after each, the result and the final views.

    Whatever an order raises, the output is JSON: a rules error is that step's error; any other
    exception is also listed under ``bugs`` with its traceback. ``lang`` picks the catalogue of the
    ``text`` fields; without it the file's ``language = "pl"`` does, and English by default.
    """
    if lang is None:
        lang = str(data.get("language") or "en")
    if lang not in LANGUAGES:
        raise DataError([("transcript", "language", f"is not one of {', '.join(LANGUAGES)}")])
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

    bugs: list[dict[str, Any]] = []
    try:
        begun = start_game(ruleset, scenario, seed, options, script)
    except DiceScriptExhausted as err:
        ran_out = render(Msg("core.dice_script_exhausted_setup", {"purpose": err.purpose}), lang)
        raise DataError([("transcript", "dice", ran_out)]) from None
    except BadScriptedFace as err:
        raise DataError([("transcript", "dice", f"{err} while the game was set up")]) from None
    except (DataError, RulesError):
        raise
    except Exception as exc:  # an engine bug at set-up: report it as JSON, there is no game to play
        bugs.append(_bug("setup", exc))
        return {
            "system": system,
            "setup": {"ok": False, "error": _error_json(exc, lang)},
            "steps": [],
            "pending": [],
            "result": None,
            "view": None,
            "views": {},
            "bugs": bugs,
        }
    state = begun.state

    def pending_json() -> list[dict[str, Any]]:
        # A transcript is read by its author, not by a channel: private prompts show their choices too.
        return [_prompt_json(p) for p in ruleset.pending(state)]

    setup: dict[str, Any] = {"ok": True, **_transition_json(begun, lang), "pending": pending_json()}
    out_steps: list[dict[str, Any]] = []
    for i, (side, text) in enumerate(steps):
        entry: dict[str, Any] = {"index": i, "side": side, "order": text}
        try:
            if side is None:
                owed = {p.side for p in ruleset.pending(state)}
                if len(owed) != 1:
                    nobody = TermRef("anyone", system="core", domain="side")
                    raise RulesError("core.no_decision_pending", side=nobody)
                side = next(iter(owed))
                entry["side"] = side
            action = ruleset.parse(state, side, text)
            canonical = ruleset.format(state, action)
            tr = ruleset.apply(state, side, action)
        except Exception as exc:
            entry["ok"] = False
            entry["error"] = _error_json(exc, lang)
            if not isinstance(exc, RulesError | DiceScriptExhausted | BadScriptedFace):
                bugs.append(_bug(f"steps[{i}]", exc))
        else:
            state = tr.state
            entry["ok"] = True
            entry["canonical"] = canonical
            entry.update(_transition_json(tr, lang))
        entry["pending"] = pending_json()
        out_steps.append(entry)

    result = ruleset.result(state)
    out: dict[str, Any] = {
        "system": system,
        "setup": setup,
        "steps": out_steps,
        "pending": pending_json(),
        "result": result.to_json() if result is not None else None,
        "view": ruleset.view(state, None).to_json(),
        "views": {s: ruleset.view(state, s).to_json() for s in ruleset.sides(state)}
        if data.get("side_views")
        else {},
    }
    if bugs:
        out["bugs"] = bugs
    return out
