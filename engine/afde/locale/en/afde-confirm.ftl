## afde.warn: what an order forfeits, read before it is confirmed
afde-warn-ends_move = { $unit_name } was selected and has not moved: this ends its move, and it cannot move again this activation
afde-warn-unmoved = this ends the activation's movement: { $units_name } could still move and will not this activation

## afde.label: a firer as a fire choice names it
afde-label-firer_at = { $type } { $name } in { $at }
