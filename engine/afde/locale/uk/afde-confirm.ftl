## afde.warn: що втрачає наказ, прочитати перед підтвердженням
afde-warn-ends_move = { $unit_name } обрано, але він ще не рухався: це завершує його рух, і в цій активації він уже не рухатиметься
afde-warn-unmoved = це завершує рух у цій активації: { $units_name } ще могли б рухатися, але в цій активації не рухатимуться

## afde.label: a firer as a fire choice names it
afde-label-firer_at = { $type } { $name } у { $at }
