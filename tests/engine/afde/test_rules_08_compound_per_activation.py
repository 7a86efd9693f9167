"""AFdE 6.D, 8.1: with compound orders a practised player finishes an activation in a median of 3 orders or
fewer (bench/orders_per_activation.py on a small seeded share of games)."""

from bench.orders_per_activation import figures, measure


def test_6_d_an_activation_takes_a_median_of_three_orders_or_fewer():
    tally = measure(2, first_seed=11)
    assert len(tally.after) >= 20
    median, _p90, _top = figures(tally.after)
    assert median <= 3
    assert figures(tally.before)[0] > median  # one order per message takes more
