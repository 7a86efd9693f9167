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

## names the shipped scenarios print
ager-name-the-palm-grove = The Palm Grove
ager-name-franks = Franks
ager-name-turks = Turks
ager-name-the-tower-gate = The Tower Gate
