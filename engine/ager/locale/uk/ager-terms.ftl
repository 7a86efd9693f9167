### Терміни Ager Sanguinis.

ager-term-side-franks = Франки
    .gender = plural
ager-term-side-turks = Тюрки
    .gender = plural
ager-term-unit-rider = вершник
ager-term-unit-foot = пішки
ager-term-unit-dead = мертвий
ager-term-piece-horse = кінь без вершника
ager-term-cover-none = Відсутнє
ager-term-cover-light = Легке
ager-term-cover-medium = Середнє
ager-term-cover-heavy = Міцне
ager-term-cover-full = Відмінне
ager-term-weapon-spear = спис
ager-term-weapon-javelin = дротик
ager-term-weapon-dagger = кинжал
ager-term-weapon-short_bow = короткий лук
ager-term-weapon-composite_bow = складовий лук
ager-term-weapon-crossbow = арбалет
ager-term-weapon-naphtha = горщик

## names the shipped scenarios print
ager-name-the-palm-grove = Пальмовий гай
ager-name-franks = Франки
    .gender = plural
ager-name-turks = Тюрки
    .gender = plural
ager-name-the-tower-gate = Брама з вежею
