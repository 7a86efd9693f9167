## afde.warn: co traci rozkaz, do przeczytania przed potwierdzeniem
afde-warn-ends_move = { $unit_name } został wybrany i jeszcze się nie ruszył: to kończy jego ruch i w tej aktywacji już się nie ruszy
afde-warn-unmoved = to kończy ruch w tej aktywacji: { $units_name } mogłyby jeszcze się ruszyć, ale w tej aktywacji już się nie ruszą

## afde.label: a firer as a fire choice names it
afde-label-firer_at = { $type } { $name } w { $at }
