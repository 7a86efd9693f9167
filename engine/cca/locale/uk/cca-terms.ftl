### Терміни Commands & Colors: Ancients (пропозиції глосарію): типи загонів, місцевість, карти, грані кубиків.

## cca.term.unit
cca-term-unit-LI = легка піхота
cca-term-unit-LB = легкі лучники
cca-term-unit-LS = легкі пращники
cca-term-unit-AX = ауксилії
cca-term-unit-WA = воїни
cca-term-unit-MI = середня піхота
cca-term-unit-HI = важка піхота
cca-term-unit-HWM = важка бойова машина
cca-term-unit-LC = легка кіннота
cca-term-unit-MC = середня кіннота
cca-term-unit-HC = важка кіннота
cca-term-unit-EL = слон
cca-term-unit-CH = колісниця
cca-term-unit-LDR = командир

## cca.term.terrain
cca-term-terrain-clear = відкрита місцевість
cca-term-terrain-broken = пересічена місцевість
cca-term-terrain-forest = ліс
cca-term-terrain-hill = пагорб
cca-term-terrain-seacoast = узбережжя
cca-term-terrain-river = річка
cca-term-terrain-ford = брід
cca-term-terrain-ramparts = вали
cca-term-terrain-camp = укріплений табір

## cca.term.card
cca-term-card-left-2 = Наказ 2 загонам на лівому фланзі
cca-term-card-center-2 = Наказ 2 загонам у центрі
cca-term-card-right-2 = Наказ 2 загонам на правому фланзі
cca-term-card-left-3 = Наказ 3 загонам на лівому фланзі
cca-term-card-center-3 = Наказ 3 загонам у центрі
cca-term-card-right-3 = Наказ 3 загонам на правому фланзі
cca-term-card-left-4 = Наказ 4 загонам на лівому фланзі
cca-term-card-center-4 = Наказ 4 загонам у центрі
cca-term-card-right-4 = Наказ 4 загонам на правому фланзі
cca-term-card-coordinated-advance = Скоординований наступ
cca-term-card-outflanking = Маневр охоплення
cca-term-card-light-troops = Наказ легким загонам
cca-term-card-medium-troops = Наказ середнім загонам
cca-term-card-heavy-troops = Наказ важким загонам
cca-term-card-mounted-troops = Наказ кінним загонам
cca-term-card-leadership-any = Командування в будь-якому секторі
cca-term-card-leadership-left = Командування на лівому фланзі
cca-term-card-leadership-center = Командування в центрі
cca-term-card-leadership-right = Командування на правому фланзі
cca-term-card-clash-of-shields = Зіткнення щитів
cca-term-card-counter-attack = Контратака
cca-term-card-darken-the-sky = Затьмарити небо
cca-term-card-double-time = Подвійний темп
cca-term-card-first-strike = Перший удар
cca-term-card-i-am-spartacus = Я — Спартак
cca-term-card-line-command = Лінійний наказ
cca-term-card-move-fire-move = Рух-Постріл-Рух
cca-term-card-mounted-charge = Кінна атака
cca-term-card-rally = Згуртування

## cca.term.face
cca-term-face-LIGHT = символ легких
cca-term-face-MEDIUM = символ середніх
cca-term-face-HEAVY = символ важких
cca-term-face-LEADER = шолом
cca-term-face-FLAG = прапорець
cca-term-face-SWORDS = мечі

## cca.term.side_unit: загін, названий стороною і родом
cca-term-side_unit-north-LI = легка піхота (північ)
cca-term-side_unit-north-LB = легкі лучники (північ)
cca-term-side_unit-north-LS = легкі пращники (північ)
cca-term-side_unit-north-AX = ауксилії (північ)
cca-term-side_unit-north-WA = воїни (північ)
cca-term-side_unit-north-MI = середня піхота (північ)
cca-term-side_unit-north-HI = важка піхота (північ)
cca-term-side_unit-north-HWM = важка бойова машина (північ)
cca-term-side_unit-north-LC = легка кіннота (північ)
cca-term-side_unit-north-MC = середня кіннота (північ)
cca-term-side_unit-north-HC = важка кіннота (північ)
cca-term-side_unit-north-EL = слон (північ)
cca-term-side_unit-north-CH = колісниця (північ)
cca-term-side_unit-south-LI = легка піхота (південь)
cca-term-side_unit-south-LB = легкі лучники (південь)
cca-term-side_unit-south-LS = легкі пращники (південь)
cca-term-side_unit-south-AX = ауксилії (південь)
cca-term-side_unit-south-WA = воїни (південь)
cca-term-side_unit-south-MI = середня піхота (південь)
cca-term-side_unit-south-HI = важка піхота (південь)
cca-term-side_unit-south-HWM = важка бойова машина (південь)
cca-term-side_unit-south-LC = легка кіннота (південь)
cca-term-side_unit-south-MC = середня кіннота (південь)
cca-term-side_unit-south-HC = важка кіннота (південь)
cca-term-side_unit-south-EL = слон (південь)
cca-term-side_unit-south-CH = колісниця (південь)

## cca.term.side: the two sides, as messages name them (.gender: the word's gender, for the verbs that agree with a side)
cca-term-side-north = Північ
    .gender = feminine
cca-term-side-south = Південь
    .gender = masculine

## cca.term.section: the sections of the board, as a player sees them from their own side
cca-term-section-left = лівий фланг
cca-term-section-centre = центр
cca-term-section-right = правий фланг

## cca.ref: how a face that hits reads with the leaders who make it hit
cca-ref-face_leaders = { $face } ({ $leaders })

## cca.rule: rule citations that are not a section number
cca-rule-notation = нотація CCA
