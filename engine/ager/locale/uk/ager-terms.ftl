### Терміни Ager Sanguinis.

ager-term-side-franks = Франки
    .gender = plural
ager-term-side-turks = Тюрки
    .gender = plural
ager-term-unit-rider = вершник
ager-term-unit-foot = пішки
ager-term-unit-dead = мертвий
ager-term-piece-horse = кінь без вершника
ager-term-cover-none = відсутнє
ager-term-cover-light = легке
ager-term-cover-medium = середнє
ager-term-cover-heavy = міцне
ager-term-cover-full = відмінне
ager-term-weapon-spear = спис
ager-term-weapon-javelin = дротик
ager-term-weapon-dagger = кинжал
ager-term-weapon-short_bow = короткий лук
ager-term-weapon-composite_bow = складовий лук
ager-term-weapon-crossbow = арбалет
ager-term-weapon-naphtha = горщик

## ager.term.mod: what a roll's modifier is for
ager-term-mod-long_range = дальня дистанція
ager-term-mod-medium_range = середня дистанція
ager-term-mod-shooter_wounded = стрілець поранений
ager-term-mod-turkish_horse_archer = тюркський кінний лучник
ager-term-mod-archer_within = лучник чи арбалетник поблизу цілі
ager-term-mod-armour = обладунки
ager-term-mod-mover_mounted = вершник
ager-term-mod-mover_armoured = в обладунках
ager-term-mod-mover_wounded = поранений
ager-term-mod-enemy_mounted = супротивник верхи
ager-term-mod-enemy_wounded = супротивник поранений
ager-term-mod-fewer_riders = менше вершників
ager-term-mod-more_riders = більше вершників
ager-term-mod-other_group = інший супротивник поблизу
ager-term-mod-calm = звичний до верблюдів
