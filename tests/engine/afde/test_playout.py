"""Random playouts of the demo to the end: invariants after every event, round trips, message keys."""

import random

from engine.afde import RULESET as R
from engine.afde.geometry import dist
from engine.afde.invariants import assert_invariants
from engine.core.messages import has_key

GAMES = 80  # the seeded share in the suite; bench/soak.py plays on from here
MAX_ACTIONS = 4000


AGGRESSIVE = {"charge": 30, "fire": 12, "melee": 12, "pursue": 6, "advance": 4, "select": 4, "enter": 9}


def weight(st, side, order: str) -> float:
    """An aggressive random player: close with the enemy, charge, shoot and fight."""
    verb, *args = order.split()
    args = [a for a in args if a not in ("top", "bottom")]
    if verb in AGGRESSIVE:
        return AGGRESSIVE[verb]
    if verb == "move" and len(args) >= 2 and args[0][:1].isdigit():
        enemies = [u.hex for u in st.units.values() if u.status == "map" and u.side != side and u.hex]
        if enemies:
            now = min(dist(args[0], e) for e in enemies)
            then = min(dist(args[-1], e) for e in enemies)
            return 8.0 if then < now else 0.3
    if verb in ("done", "stop"):
        return 4.0
    if verb == "face" and len(args) == 2:
        return 0.3
    return 1.0


def playout(seed: int, check_every: int = 1) -> tuple[object, int]:
    rng = random.Random(seed)
    st = R.new_game("saint-aubin", seed, {})
    n = 0
    while R.result(st) is None:
        prompts = R.pending(st)
        assert prompts, "no decision pending but no result"
        p = rng.choice(prompts)
        orders = [c.order for c in p.choices]
        text = rng.choices(orders, weights=[weight(st, p.side, o) for o in orders])[0]
        action = R.parse(st, p.side, text)
        assert R.format(st, action) == text
        tr = R.apply(st, p.side, action)
        for e in tr.events:
            assert has_key(e.msg.key), e.msg.key
        st = tr.state
        n += 1
        if n % check_every == 0:
            assert_invariants(st)
        assert n < MAX_ACTIONS, "the game does not end"
    return st, n


def test_random_demo_games_reach_the_end():
    results = set()
    for seed in range(GAMES):
        st, _ = playout(seed, check_every=1 if seed < 10 else 9)
        r = R.result(st)
        assert r is not None
        results.add(r.winner)
        if seed % 20 == 0:
            assert R.load(R.dump(st)) == st
    assert len(results) >= 2


def test_round_trip_mid_game():
    import json

    rng = random.Random(7)
    st = R.new_game("saint-aubin", 7, {})
    for _ in range(150):
        p = rng.choice(R.pending(st))
        st = R.apply(st, p.side, R.parse(st, p.side, rng.choice(p.choices).order)).state
        back = R.load(json.loads(json.dumps(R.dump(st))))
        assert back == st
        assert R.pending(back) == R.pending(st)
