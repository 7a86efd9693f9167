## afde.warn: mit veszít egy utasítás, megerősítés előtt olvasandó
afde-warn-ends_move = { $unit_name } ki lett választva, de még nem mozgott: ez befejezi a mozgását, és ebben az aktiválásban már nem mozoghat
afde-warn-unmoved = ez befejezi az aktiválás mozgását: { $units_name } még mozoghatna, de ebben az aktiválásban már nem fog

## afde.label: a firer as a fire choice names it
afde-label-firer_at = { $type } { $name } itt: { $at }
