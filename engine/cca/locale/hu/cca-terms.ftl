### Commands & Colors: Ancients kifejezések a magyar szabálykönyvből: egységtípusok, terep, kártyák, kockaoldalak.

## cca.term.unit
cca-term-unit-LI = könnyű gyalogság
cca-term-unit-LB = könnyű íjászok
cca-term-unit-LS = könnyű parittyások
cca-term-unit-AX = segédcsapat
cca-term-unit-WA = harcosok
cca-term-unit-MI = közepes gyalogság
cca-term-unit-HI = nehézgyalogság
cca-term-unit-HWM = nehéz harci gép
cca-term-unit-LC = könnyű lovasság
cca-term-unit-MC = közepes lovasság
cca-term-unit-HC = nehéz lovasság
cca-term-unit-EL = elefánt
cca-term-unit-CH = harci szekér
cca-term-unit-LDR = vezető

## cca.term.terrain
cca-term-terrain-clear = nyílt terep
cca-term-terrain-broken = egyenetlen talaj
cca-term-terrain-forest = erdő
cca-term-terrain-hill = domb
cca-term-terrain-seacoast = tengerpart
cca-term-terrain-river = folyó
cca-term-terrain-ford = gázló
cca-term-terrain-ramparts = falak
cca-term-terrain-camp = erődített tábor

## cca.term.card
cca-term-card-left-2 = Két egység utasítása a bal szárnyon
cca-term-card-center-2 = Két egység utasítása a centrumban
cca-term-card-right-2 = Két egység utasítása a jobb szárnyon
cca-term-card-left-3 = Három egység utasítása a bal szárnyon
cca-term-card-center-3 = Három egység utasítása a centrumban
cca-term-card-right-3 = Három egység utasítása a jobb szárnyon
cca-term-card-left-4 = Négy egység utasítása a bal szárnyon
cca-term-card-center-4 = Négy egység utasítása a centrumban
cca-term-card-right-4 = Négy egység utasítása a jobb szárnyon
cca-term-card-coordinated-advance = Koordinált támadás
cca-term-card-outflanking = Körülölelő hadművelet
cca-term-card-light-troops = Könnyű csapatok utasítása
cca-term-card-medium-troops = Közepes csapatok utasítása
cca-term-card-heavy-troops = Nehéz csapatok utasítása
cca-term-card-mounted-troops = Lovas csapatok utasítása
cca-term-card-leadership-any = Általános vezetés
cca-term-card-leadership-left = Balszárnyi vezetés
cca-term-card-leadership-center = Vezetés a centrumban
cca-term-card-leadership-right = Jobbszárnyi vezetés
cca-term-card-clash-of-shields = Pajzsok ütközése
cca-term-card-counter-attack = Ellentámadás
cca-term-card-darken-the-sky = Elsötétül az ég
cca-term-card-double-time = Dupla idő
cca-term-card-first-strike = Első csapás
cca-term-card-i-am-spartacus = Én vagyok Spartacus
cca-term-card-line-command = Vonalas parancs
cca-term-card-move-fire-move = Mozgás-Tűz-Mozgás
cca-term-card-mounted-charge = Lovasroham
cca-term-card-rally = Utánpótlás

## cca.term.face
cca-term-face-LIGHT = könnyű egységek
cca-term-face-MEDIUM = közepes egységek
cca-term-face-HEAVY = nehéz egységek
cca-term-face-LEADER = sisak
cca-term-face-FLAG = zászló
cca-term-face-SWORDS = kard
