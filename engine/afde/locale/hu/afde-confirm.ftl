## afde.warn: mit veszít egy utasítás, megerősítés előtt olvasandó
afde-warn-ends_move = { $unit_name }: az egység ki lett választva, de még nem mozgott: ez befejezi a mozgását, és ebben az aktiválásban már nem mozoghat
afde-warn-unmoved = ez befejezi az aktiválás mozgását, azokét az egységekét is, amelyek még mozoghatnának: { $units_name }

## afde.label: a firer as a fire choice names it
afde-label-firer_at = { $type } { $name } itt: { $at }
