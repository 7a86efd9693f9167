## afde.warn: що втрачає наказ, прочитати перед підтвердженням
afde-warn-ends_move = { $unit_name }: підрозділ обрано, але він ще не рухався: це завершує його рух, і в цій активації він уже не рухатиметься
afde-warn-unmoved = це завершує рух у цій активації, також підрозділів, що ще могли б рухатися: { $units_name }

## afde.label: a firer as a fire choice names it
afde-label-firer_at = { $type } { $name } у { $at }
