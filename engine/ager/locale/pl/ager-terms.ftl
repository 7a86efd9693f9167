### Terminy Ager Sanguinis.

ager-term-side-franks = Frankowie
    .gender = plural-virile
ager-term-side-turks = Turcy
    .gender = plural-virile
ager-term-unit-rider = jeździec
ager-term-unit-foot = pieszo
ager-term-unit-dead = zabity
ager-term-piece-horse = koń bez jeźdźca
ager-term-cover-none = brak
ager-term-cover-light = lekka
ager-term-cover-medium = średnia
ager-term-cover-heavy = ciężka
ager-term-cover-full = pełna
ager-term-weapon-spear = włócznia
ager-term-weapon-javelin = oszczep
ager-term-weapon-dagger = sztylet
ager-term-weapon-short_bow = łuk krótki
ager-term-weapon-composite_bow = łuk refleksyjny
ager-term-weapon-crossbow = kusza
ager-term-weapon-naphtha = garnek z naftą

## ager.term.mod: what a roll's modifier is for
ager-term-mod-long_range = daleki zasięg
ager-term-mod-medium_range = średni zasięg
ager-term-mod-shooter_wounded = strzelec ranny
ager-term-mod-turkish_horse_archer = turecki łucznik konny
ager-term-mod-archer_within = łucznik lub kusznik blisko celu
ager-term-mod-armour = pancerz
ager-term-mod-mover_mounted = jeździec
ager-term-mod-mover_armoured = opancerzony
ager-term-mod-mover_wounded = ranny
ager-term-mod-enemy_mounted = wróg konno
ager-term-mod-enemy_wounded = wróg ranny
ager-term-mod-fewer_riders = mniej jeźdźców
ager-term-mod-more_riders = więcej jeźdźców
ager-term-mod-other_group = inny wróg w pobliżu
ager-term-mod-calm = przywykły do wielbłądów
