### Ager Sanguinis: вершники, верблюди та відмови в русі, стрілянині й бою.

ager-err-charge_over = { $side }: крок атак кінноти цієї фази вже минув (атаки оголошують у ньому, перш ніж будь-хто рушить; його пропускають, коли жодної атаки оголосити не можна)
ager-err-fired_still = { $unit }: постріл у цій фазі ({ $weapon }); ця зброя не дає рухатися в тій самій фазі
ager-err-in_palanquin = { $unit } сидить у паланкіні: рухається лише зі своїм верблюдом або виходить із паланкіна (dismount, 6 ОР)

## верблюди (A§4.4.2–4.4.6, §6.7)
ager-roll-fright = перевірку коня ({ $unit }) поруч із верблюдом
ager-ev-fright = Кінь ({ $unit }) опиняється поруч із верблюдом: { $roll }: { $result }
ager-fright-panic = кінь панікує й відступає на один гекс; рух завершено, у цьому раунді бій на одну колонку ліворуч
ager-fright-frightened = кінь наляканий, але вершник змушує його йти далі; у цьому раунді бій на одну колонку ліворуч
ager-fright-none = без наслідків
ager-ev-palanquin_in = { $unit } сідає в паланкін верблюда в { $hex } ({ $cost } ОР)
ager-ev-palanquin_out = { $unit } виходить із паланкіна в { $hex }; залишилось { $mp } ОР
ager-ev-palanquin_falls = Верблюд гине, паланкін падає: { $unit } стоїть у { $hex }

## a camel attacked or shot (A§6.7: defence 1, as an unarmoured rider)
ager-ev-camel_shot = Постріл влучає у верблюда в { $hex } (укриття { $cover }): { $roll }: { $result }
ager-ev-camel_melee = Бій: { $attackers } проти верблюда в { $hex }, { $attack } проти { $defence } (стовпець { $column }): { $face }: { $result }
ager-ev-camel_dies = Верблюд у { $hex } гине

ager-term-piece-camel = верблюд
ager-err-camel_charge = { $unit } не може атакувати { $target }: вершники на верблюдах не атакують кінною атакою, і на верблюдів кінною атакою не атакують
ager-ev-camel_killed = { $unit }: верблюда вбито
ager-ev-off_camel = { $unit } опиняється на землі в { $hex }, зійшовши з верблюда
ager-ev-leads_camel = { $unit } бере за вуздечку верблюда в { $hex }
ager-ev-lets_go_camel = { $unit } відпускає верблюда в { $hex }
