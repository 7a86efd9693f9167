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

## names the shipped scenarios print
ager-name-the-palm-grove = Gaj palmowy
ager-name-franks = Frankowie
    .gender = plural-virile
ager-name-turks = Turcy
    .gender = plural-virile
ager-name-the-tower-gate = Brama z wieżą
