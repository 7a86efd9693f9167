"""A move given in one order at the movement step (A§4, docs/ager.md: `move arnould 0210`, "by the
cheapest path there"): the character and his destination at once, without first picking him, plays as
the two orders would."""

from __future__ import annotations

from engine.registry import get_ruleset

R = get_ruleset("ager")


def _movement_step(seed: int = 11):  # type: ignore[no-untyped-def]
    s = R.new_game("palm-grove", seed, {})
    for _ in range(60):
        p = R.pending(s)[0]
        if p.kind == "ager.move":
            return s, p
        s = R.apply(s, p.side, R.parse(s, p.side, p.choices[0].order)).state
    raise AssertionError("no movement step")


def test_4_a_far_destination_given_at_once_moves_by_the_cheapest_path() -> None:
    s, p = _movement_step()
    who = next(c.order for c in p.choices if c.order.startswith("move ")).split()[1]
    picked = R.apply(s, p.side, R.parse(s, p.side, f"move {who}")).state
    dests = [c.order for c in R.pending(picked)[0].choices if len(c.order.split()) == 3]
    far = dests[-1]  # the last destination listed: several hexes away
    two_orders = R.apply(picked, p.side, R.parse(picked, p.side, far))
    one_order = R.apply(s, p.side, R.parse(s, p.side, far))
    assert [e.msg.to_json() for e in one_order.events] == [e.msg.to_json() for e in two_orders.events]
    assert R.dump(one_order.state)["chars"] == R.dump(two_orders.state)["chars"]
