### While you were away (bot/away.py): what the other side did since a side's last order. Keys are stable.

away-nothing = Nothing has happened since { $side } last gave an order.
away-head = Since { $side } last gave an order: { $orders ->
    [one] one order
   *[other] { $orders } orders
} by the other side, { $activations ->
    [one] one activation
   *[other] { $activations } activations
}.
away-actions = { $moves ->
    [one] one move
   *[other] { $moves } moves
}, { $attacks ->
    [one] one attack
   *[other] { $attacks } attacks
}, { $retreats ->
    [one] one retreat
   *[other] { $retreats } retreats
}.
away-losses = { $side } lost { $lost ->
    [one] one strength point
   *[other] { $lost } strength points
} ({ $eliminated ->
    [0] no unit eliminated
    [one] one unit eliminated
   *[other] { $eliminated } units eliminated
}, { $leaders ->
    [0] no leader
    [one] one leader
   *[other] { $leaders } leaders
}).
away-losses_other = The other side lost { $lost ->
    [one] one strength point
   *[other] { $lost } strength points
} ({ $eliminated ->
    [0] no unit eliminated
    [one] one unit eliminated
   *[other] { $eliminated } units eliminated
}, { $leaders ->
    [0] no leader
    [one] one leader
   *[other] { $leaders } leaders
}).
away-earlier = … { $count ->
    [one] one earlier event
   *[other] { $count } earlier events
} (see /game log).
away-usage = /game away [side]: what the other side did since your side's last order, on one map.
