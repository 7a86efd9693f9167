### Ager Sanguinis kifejezések.

ager-term-side-franks = Frankok
    .gender = plural
ager-term-side-turks = Törökök
    .gender = plural
ager-term-unit-rider = lovas
ager-term-unit-foot = gyalog
ager-term-unit-dead = halott
ager-term-piece-horse = lovas nélküli ló
ager-term-cover-none = nincs
ager-term-cover-light = könnyű
ager-term-cover-medium = közepes
ager-term-cover-heavy = erős
ager-term-cover-full = teljes
ager-term-weapon-spear = dárda
ager-term-weapon-javelin = gerely
ager-term-weapon-dagger = tőr
ager-term-weapon-short_bow = rövid íj
ager-term-weapon-composite_bow = reflexíj
ager-term-weapon-crossbow = számszeríj
ager-term-weapon-naphtha = naftás korsó

## ager.term.mod: what a roll's modifier is for
ager-term-mod-long_range = távoli lőtávolság
ager-term-mod-medium_range = közepes lőtávolság
ager-term-mod-shooter_wounded = sebesült lövész
ager-term-mod-turkish_horse_archer = török lovasíjász
ager-term-mod-archer_within = íjász vagy számszeríjász közel a célponthoz
ager-term-mod-armour = páncél
ager-term-mod-mover_mounted = lovas
ager-term-mod-mover_armoured = páncélos
ager-term-mod-mover_wounded = sebesült
ager-term-mod-enemy_mounted = lovas ellenség
ager-term-mod-enemy_wounded = sebesült ellenség
ager-term-mod-fewer_riders = kevesebb lovas
ager-term-mod-more_riders = több lovas
ager-term-mod-other_group = másik ellenség a közelben
ager-term-mod-calm = tevékhez szokott
