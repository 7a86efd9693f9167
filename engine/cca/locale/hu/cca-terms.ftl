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

## cca.term.side_unit: egység oldalával és fajtájával megnevezve
cca-term-side_unit-north-LI = könnyű gyalogság (észak)
cca-term-side_unit-north-LB = könnyű íjászok (észak)
cca-term-side_unit-north-LS = könnyű parittyások (észak)
cca-term-side_unit-north-AX = segédcsapat (észak)
cca-term-side_unit-north-WA = harcosok (észak)
cca-term-side_unit-north-MI = közepes gyalogság (észak)
cca-term-side_unit-north-HI = nehézgyalogság (észak)
cca-term-side_unit-north-HWM = nehéz harci gép (észak)
cca-term-side_unit-north-LC = könnyű lovasság (észak)
cca-term-side_unit-north-MC = közepes lovasság (észak)
cca-term-side_unit-north-HC = nehéz lovasság (észak)
cca-term-side_unit-north-EL = elefánt (észak)
cca-term-side_unit-north-CH = harci szekér (észak)
cca-term-side_unit-south-LI = könnyű gyalogság (dél)
cca-term-side_unit-south-LB = könnyű íjászok (dél)
cca-term-side_unit-south-LS = könnyű parittyások (dél)
cca-term-side_unit-south-AX = segédcsapat (dél)
cca-term-side_unit-south-WA = harcosok (dél)
cca-term-side_unit-south-MI = közepes gyalogság (dél)
cca-term-side_unit-south-HI = nehézgyalogság (dél)
cca-term-side_unit-south-HWM = nehéz harci gép (dél)
cca-term-side_unit-south-LC = könnyű lovasság (dél)
cca-term-side_unit-south-MC = közepes lovasság (dél)
cca-term-side_unit-south-HC = nehéz lovasság (dél)
cca-term-side_unit-south-EL = elefánt (dél)
cca-term-side_unit-south-CH = harci szekér (dél)

## cca.term.side: the two sides, as messages name them
cca-term-side-north = Észak
cca-term-side-south = Dél

## cca.term.section: the sections of the board, as a player sees them from their own side
cca-term-section-left = balszárny
cca-term-section-centre = centrum
cca-term-section-right = jobbszárny

## cca.ref: how a face that hits reads with the leaders who make it hit
cca-ref-face_leaders = { $face } ({ $leaders })

## cca.rule: rule citations that are not a section number
cca-rule-notation = CCA-jelölés
