## afde.warn: co traci rozkaz, do przeczytania przed potwierdzeniem
afde-warn-ends_move = { $unit_name }: jednostka została wybrana i jeszcze się nie ruszyła: to kończy jej ruch i w tej aktywacji już się nie ruszy
afde-warn-unmoved = to kończy ruch w tej aktywacji, także jednostek, które mogłyby się jeszcze ruszyć: { $units_name }

## afde.label: a firer as a fire choice names it
afde-label-firer_at = { $type } { $name } w { $at }
