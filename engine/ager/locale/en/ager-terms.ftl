### Ager Sanguinis terms (typed references read as these).

ager-term-side-franks = Franks
ager-term-side-turks = Turks
ager-term-unit-rider = rider
ager-term-unit-foot = on foot
ager-term-unit-dead = dead
ager-term-piece-horse = riderless horse
ager-term-cover-none = none
ager-term-cover-light = light
ager-term-cover-medium = medium
ager-term-cover-heavy = heavy
ager-term-cover-full = full
ager-term-weapon-spear = thrown spear
ager-term-weapon-javelin = javelin
ager-term-weapon-dagger = dagger
ager-term-weapon-short_bow = short bow
ager-term-weapon-composite_bow = composite bow
ager-term-weapon-crossbow = crossbow
ager-term-weapon-naphtha = naphtha pot

## ager.term.mod: what a roll's modifier is for
ager-term-mod-long_range = long range
ager-term-mod-medium_range = medium range
ager-term-mod-shooter_wounded = shooter wounded
ager-term-mod-turkish_horse_archer = Turkish horse archer
ager-term-mod-archer_within = archer or crossbowman close to the target
ager-term-mod-armour = armour
ager-term-mod-mover_mounted = mounted
ager-term-mod-mover_armoured = armoured
ager-term-mod-mover_wounded = wounded
ager-term-mod-enemy_mounted = enemy mounted
ager-term-mod-enemy_wounded = enemy wounded
ager-term-mod-fewer_riders = fewer riders
ager-term-mod-more_riders = more riders
ager-term-mod-other_group = another enemy near
ager-term-mod-calm = used to camels
