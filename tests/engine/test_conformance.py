"""The conformance suite: what every game system owes the Ruleset protocol (engine/core/protocol.py).

It runs over every system of engine/registry.py and over the kernel-built systems of ``EXTRA_SYSTEMS``
(modules defining ``RULESET``), through a few short seeded random playouts of each one's first
scenario. At every step of a playout:

* ``apply`` never changes its input (the dump before and after are equal), nor does a refused order;
* ``load(dump(s))`` dumps, prompts and views the same as ``s``;
* a sample of the offered choices, each given by the side that owes it, parses and applies;
* an order the system cannot read, an offered order given by a side that does not owe it, are refused
  with a rules error and change nothing;
* the channel's view has no private part and every side's view has the channel's public part; a
  private prompt shows no choices in its JSON; an event private to one side never reaches a view.

And the same seed plays the same game. A registered system that fails to import fails here.
"""

from __future__ import annotations

import importlib
import json
import random
from dataclasses import dataclass, field
from typing import Any

import pytest

from engine import registry
from engine.conformance import CHECKED
from engine.core.errors import RulesError
from engine.core.protocol import Prompt, Transition

# Kernel-built systems that live outside the registry (test systems): module names defining RULESET.
EXTRA_SYSTEMS: list[str] = ["tests.engine.toy"]

SEEDS = (1, 2, 3)
MAX_STEPS = 40  # per playout: enough to cross a few turns, short enough for the whole file in < 40 s
SAMPLED = 2  # offered choices tried at each step besides the one played


def _systems() -> list[Any]:
    return [pytest.param(name, id=name) for name in registry.SYSTEMS] + [
        pytest.param(module, id=module.rsplit(".", 1)[-1]) for module in EXTRA_SYSTEMS
    ]


def _ruleset(name: str) -> Any:
    if name in registry.SYSTEMS:
        return registry.get_ruleset(name)
    return importlib.import_module(name).RULESET


def _canon(data: Any) -> str:
    return json.dumps(data, sort_keys=True, default=str)


def _dump(rs: Any, state: Any) -> str:
    return _canon(rs.dump(state))


def _prompts(rs: Any, state: Any) -> str:
    return _canon([p.to_json() | {"all": [c.order for c in p.choices]} for p in rs.pending(state)])


def _views(rs: Any, state: Any) -> str:
    return _canon({str(s): rs.view(state, s).to_json() for s in (None, *rs.sides(state))})


@dataclass
class Playout:
    """One seeded random game: the orders given, the events and dumps after each."""

    orders: list[tuple[str, str]] = field(default_factory=list)
    events: list[list[dict[str, Any]]] = field(default_factory=list)
    dumps: list[str] = field(default_factory=list)


def _start(rs: Any, seed: int) -> tuple[Any, Transition[Any]]:
    scenario = rs.scenarios()[0].id
    setup = getattr(rs, "setup", None)
    if callable(setup):
        tr: Transition[Any] = setup(scenario, seed, {})
        return tr.state, tr
    return rs.new_game(scenario, seed, {}), Transition(None)


def _play(rs: Any, seed: int, check: bool) -> Playout:
    """Play ``seed``'s game for at most MAX_STEPS orders, checking every step when ``check``."""
    rng = random.Random(seed)
    state, tr = _start(rs, seed)
    out = Playout()
    if check:
        _check_events_stay_private(rs, state, tr)
    for _ in range(MAX_STEPS):
        prompts = rs.pending(state)
        if rs.result(state) is not None or not prompts:
            break
        if check:
            _check_step(rs, state, prompts, rng)
        p = rng.choice(prompts)
        order = rng.choice(p.choices).order
        before = _dump(rs, state)
        tr = rs.apply(state, p.side, rs.parse(state, p.side, order))
        if check:
            assert _dump(rs, state) == before, f"apply changed its input ({p.side}: {order})"
            _check_events_stay_private(rs, tr.state, tr)
        state = tr.state
        out.orders.append((p.side, order))
        out.events.append([e.to_json() for e in tr.events])
        out.dumps.append(_dump(rs, state))
    return out


def _check_step(rs: Any, state: Any, prompts: tuple[Prompt, ...], rng: random.Random) -> None:
    before = _dump(rs, state)
    _check_round_trip(rs, state, before)
    _check_views(rs, state, prompts)
    offered = [(p.side, c.order) for p in prompts for c in p.choices]
    for side, order in rng.sample(offered, min(SAMPLED, len(offered))):
        action = rs.parse(state, side, order)
        rs.parse(state, side, rs.format(state, action))  # the canonical text reads back
        rs.apply(state, side, action)
        assert _dump(rs, state) == before, f"apply changed its input ({side}: {order})"
    _check_refusals(rs, state, prompts, before)


def _check_round_trip(rs: Any, state: Any, dumped: str) -> None:
    # Saved as the store saves it: keys in the engine's order (a choice's place in its list may
    # depend on it), through JSON text.
    again = rs.load(json.loads(json.dumps(rs.dump(state), ensure_ascii=False)))
    assert _dump(rs, again) == dumped, "dump(load(dump(s))) differs from dump(s)"
    assert _prompts(rs, again) == _prompts(rs, state), "a loaded game owes other decisions"
    assert _views(rs, again) == _views(rs, state), "a loaded game shows other views"


def _refused(rs: Any, state: Any, side: str, order: str, before: str) -> None:
    with pytest.raises(RulesError):
        rs.apply(state, side, rs.parse(state, side, order))
    assert _dump(rs, state) == before, f"a refused order changed the game ({side}: {order})"


def _check_refusals(rs: Any, state: Any, prompts: tuple[Prompt, ...], before: str) -> None:
    for side in rs.sides(state):
        _refused(rs, state, side, "zzqx 99 ?", before)
    owing = {p.side for p in prompts}
    idle = [s for s in rs.sides(state) if s not in owing]
    if idle:
        p = prompts[0]
        order = p.choices[0].order
        if not any(order in {c.order for c in q.choices} for q in prompts if q.side == idle[0]):
            _refused(rs, state, idle[0], order, before)


def _check_views(rs: Any, state: Any, prompts: tuple[Prompt, ...]) -> None:
    channel = rs.view(state, None).to_json()
    assert channel["viewer"] is None and not channel["private"], "the channel's view has a private part"
    public = {k: v for k, v in channel.items() if k not in ("viewer", "private")}
    for side in rs.sides(state):
        own = rs.view(state, side).to_json()
        assert own["viewer"] == side
        shared = {k: v for k, v in own.items() if k not in ("viewer", "private")}
        assert _canon(shared) == _canon(public), f"{side}'s view differs from the channel's outside private"
    for p in prompts:
        if p.private:
            assert "choices" not in p.to_json() and "default" not in p.to_json(), "a private prompt shows"


def _check_events_stay_private(rs: Any, state: Any, tr: Transition[Any]) -> None:
    """An event private to one side is neither in the channel's view nor in another side's view."""
    private = [e for e in tr.events if e.private_to is not None]
    if not private:
        return
    for viewer in (None, *rs.sides(state)):
        shown = _canon(rs.view(state, viewer).to_json()["status"])
        for e in private:
            if viewer != e.private_to:
                assert _canon(e.msg.to_json()) not in shown, f"{e.msg.key} reached {viewer}'s view"


# ---------------------------------------------------------------------------- the tests


def test_every_registered_system_loads_and_is_checked_by_mypy() -> None:
    assert registry.available() == list(registry.SYSTEMS)
    assert set(CHECKED) == set(registry.SYSTEMS), "engine/conformance.py must name every system"


def test_a_broken_system_is_an_error_not_skipped(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry.SYSTEMS, "broken", "engine.no_such_system")
    with pytest.raises(registry.SystemImportError, match=r"'broken'.*engine\.no_such_system"):
        registry.available()
    with pytest.raises(registry.SystemImportError, match="ModuleNotFoundError"):
        registry.get_ruleset("broken")


@pytest.mark.parametrize("name", _systems())
@pytest.mark.parametrize("seed", SEEDS)
def test_seeded_random_playouts_keep_the_protocol(name: str, seed: int) -> None:
    rs = _ruleset(name)
    game = _play(rs, seed, check=True)
    assert game.orders, "the game owes no decision at the start"


@pytest.mark.parametrize("name", _systems())
def test_the_same_seed_plays_the_same_game(name: str) -> None:
    rs = _ruleset(name)
    first, second = _play(rs, SEEDS[0], check=False), _play(rs, SEEDS[0], check=False)
    assert first.orders == second.orders
    assert first.events == second.events
    assert first.dumps == second.dumps
