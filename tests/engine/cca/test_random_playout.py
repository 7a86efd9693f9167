"""Random playouts of the demo to the end: invariants after every step (digest E.1, E.5)."""

from __future__ import annotations

import json
import multiprocessing
import random
from concurrent.futures import ProcessPoolExecutor

from engine.cca.cards import cards
from engine.core.messages import has_key

from .helpers import R

GAMES = 100  # the seeded share in the suite; bench/soak.py plays on from here
TURN_CAP = 1500  # a safety: a game that never ends fails the test
FULL_CHECK_GAMES = 1  # these games also round-trip dump/load and scan the channel view after every step
CARD_IDS = sorted(cards())


def _invariants(s) -> None:
    seen = set()
    for u in s.units.values():
        assert 1 <= u.blocks <= u.start
        assert u.hex not in seen
        seen.add(u.hex)
    lhexes = [ld.hex for ld in s.leaders.values() if ld.hex is not None]
    assert len(lhexes) == len(set(lhexes))
    assert s.uat == {u.hex: u.id for u in s.units.values()}


def _channel_clean(s) -> None:
    spectator = json.dumps(R.view(s, None).to_json())
    for side in ("north", "south"):
        for card in R.view(s, side).private["hand"]:
            assert card not in spectator


def play(seed: int, full: bool) -> int:
    rnd = random.Random(seed)
    s = R.new_game("two-hills", seed, {})
    steps = 0
    while R.result(s) is None:
        prompts = R.pending(s)
        assert prompts, "a decision must be owed until the game ends"
        p = prompts[0]
        order = rnd.choice(p.choices).order
        before = R.dump(s) if full else None
        action = R.parse(s, p.side, order)
        assert R.format(s, action) == order
        t = R.apply(s, p.side, action)
        if full:
            assert R.dump(s) == before, "apply must not change its input"
        s = t.state
        for e in t.events:
            assert has_key(e.msg.key), e.msg.key
        _invariants(s)
        if full or steps % 97 == 0:
            assert R.load(json.loads(json.dumps(R.dump(s)))) == s
        if full:
            _channel_clean(s)
        steps += 1
        assert s.turn < TURN_CAP, "the game does not end"
    assert R.pending(s) == ()
    _channel_clean(s)
    return steps


def _play_many(seeds: list[int]) -> list[int]:
    return [play(seed, full=seed < FULL_CHECK_GAMES) for seed in seeds]


def test_random_playouts_reach_a_result_with_invariants_kept():
    """100 seeded games, split over two worker processes (the suite runs on two cores)."""
    chunks = [list(range(i, GAMES, 2)) for i in range(2)]
    ctx = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(max_workers=2, mp_context=ctx) as pool:
        results = list(pool.map(_play_many, chunks))
    steps = [n for chunk in results for n in chunk]
    assert len(steps) == GAMES and min(steps) > 0
