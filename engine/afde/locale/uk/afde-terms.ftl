### Терміни Au fil de l'Épée (пропозиції глосарію): типи підрозділів, маркери, місцевість, фази.

## afde.term.unit
afde-term-unit-Ch = лицарі
afde-term-unit-Ha = латники
afde-term-unit-Cl = легка кіннота
afde-term-unit-Su = швейцарці
afde-term-unit-Pi = пікінери
afde-term-unit-Il = легка піхота
afde-term-unit-Mi = міське чи селянське ополчення
afde-term-unit-Ar = лучники
afde-term-unit-Ab = арбалетники
afde-term-unit-Aq = аркебузири
afde-term-unit-At = артилерія

## afde.term.marker
afde-term-marker-fresh = свіжий
afde-term-marker-fatigued = втомлений
afde-term-marker-good = у ладу
afde-term-marker-disordered = розладнаний
afde-term-marker-routed = у втечі
afde-term-marker-rest = відпочинок (au repos)
afde-term-marker-uncommanded = без командування
afde-term-marker-inactive = неактивний командир
afde-term-marker-acting_cinc = в. о. головнокомандувача

## afde.term.terrain
afde-term-terrain-clear = відкрита місцевість
afde-term-terrain-woods = ліс
afde-term-terrain-village = село
afde-term-terrain-marsh = болото
afde-term-terrain-stream = струмок
afde-term-terrain-ford = брід
afde-term-terrain-bridge = міст
afde-term-terrain-hill = пагорб

## afde.term.hexside
afde-term-hexside-river = річка
afde-term-hexside-wall = мур
afde-term-hexside-gate = брама

## afde.term.phase
afde-term-phase-A = Перевірка командування
afde-term-phase-B = Стрільба лучників і артилерії
afde-term-phase-C = Ініціатива й активація командирів
afde-term-phase-D = Рух і бій
afde-term-phase-E = Відновлення ладу

## afde.term.word
afde-term-word-none = немає

## afde.mod: a roll's modifiers, each with its value
afde-mod-sp = { $token } { $value }
afde-mod-moved = рухався { $value }
afde-mod-mounted = кінні { $value }
afde-mod-disordered = розладнані { $value }
afde-mod-cover = укриття { $value }
afde-mod-terrain = місцевість { $value }
afde-mod-hexside = сторона гекса { $value }
afde-mod-ratio = співвідношення сил { $ratio } { $value }
afde-mod-type = тип { $value }
afde-mod-quality = якість { $value }
afde-mod-charge = кінна атака { $value }
afde-mod-rear = з тилу { $value }
afde-mod-defender_routed = оборонець у втечі { $value }
afde-mod-defender_disordered = оборонець розладнаний { $value }
afde-mod-attacker_disordered = нападник розладнаний { $value }
afde-mod-higher = нападник вище { $value }
afde-mod-lower = оборонець вище { $value }

## afde.term.facing: the six facings of a counter
afde-term-facing-N = північ
afde-term-facing-NE = північний схід
afde-term-facing-SE = південний схід
afde-term-facing-S = південь
afde-term-facing-SW = південний захід
afde-term-facing-NW = північний захід

## afde.term.side: the sides of the shipped scenario, as messages name a side the scenario leaves unnamed
afde-term-side-french = Французи
    .gender = plural
afde-term-side-english = Англійці
    .gender = plural

## afde.ref: a side's victory points
afde-ref-score = { $side } { $points }
