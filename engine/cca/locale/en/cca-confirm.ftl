## cca.warn: what an order forfeits, read before it is confirmed
cca-warn-no_orders = no unit or leader has an order: this ends the turn, { $card } is spent for nothing and a new card is drawn (no undo)
cca-warn-unmoved = this ends the movement: { $pieces } { $count ->
    [one] has
   *[other] have
} an order but did not move, and cannot move this turn
cca-warn-unbattled = this ends the battles: { $pieces } { $count ->
    [one] has
   *[other] have
} an order and could still battle, and will not this turn
