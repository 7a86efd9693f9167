### Amit a térképrajzoló maga ír ki: jelmagyarázat, a címsor szavai, az áttekintő felirata.

## render.legend
render-legend-move = mozgás
render-legend-retreat = visszavonulás / menekülés
render-legend-melee = közelharc
render-legend-fire = lövés
render-legend-loss = veszteségek
render-legend-eliminated = megsemmisült
render-legend-leader = vezető
render-legend-leader_lost = elveszett vezető
render-legend-facing = arcvonal

## render.title
render-title-turn = { $turn }. forduló
render-title-awaiting = Várunk rá: { $sides }
render-title-game_over = Vége a játéknak
render-title-winner = Vége a játéknak: { $side } nyer
render-title-view_of = { $side } nézete

## render.inset
render-inset-shown = látható rész

## render.legend.terrain
render-legend-terrain-clear = nyílt terep
render-legend-terrain-field = szántóföld
render-legend-terrain-hill = domb
render-legend-terrain-slope = lejtő
render-legend-terrain-mountain = hegy
render-legend-terrain-forest = erdő
render-legend-terrain-woods = erdő
render-legend-terrain-orchard = gyümölcsös
render-legend-terrain-vineyard = szőlőskert
render-legend-terrain-broken = egyenetlen talaj
render-legend-terrain-rough = nehéz terep
render-legend-terrain-marsh = mocsár
render-legend-terrain-river = folyó
render-legend-terrain-stream = patak
render-legend-terrain-ford = gázló
render-legend-terrain-bridge = híd
render-legend-terrain-water = víz
render-legend-terrain-lake = tó
render-legend-terrain-sea = tenger
render-legend-terrain-village = falu
render-legend-terrain-town = város
render-legend-terrain-camp = tábor
render-legend-terrain-fortified_camp = erődített tábor
render-legend-terrain-rampart = falak
render-legend-terrain-road = út
render-legend-terrain-rocky = köves terep
render-legend-terrain-brush = bozót
render-legend-terrain-foliage = pálma (lomb)
render-legend-terrain-trunk = pálma (törzs)
render-legend-terrain-oasis = oázis
render-legend-terrain-interior = házbelső
render-legend-terrain-roof = lapos tető
render-legend-terrain-courtyard = belső udvar
render-legend-terrain-castle_wall = várfal
render-legend-terrain-tower = torony
render-legend-terrain-rubble = törmelék
render-legend-terrain-bodies = holttestek
render-legend-terrain-stairs = lépcső
render-legend-terrain-castle_stairs = lépcső (vár)
render-legend-terrain-wall_walk = várfal mellvédje
render-legend-terrain-passage = toronyátjáró
render-legend-terrain-ditch = várárok
render-legend-terrain-footbridge = gyaloghíd
render-legend-terrain-bridge_burnt = leégett híd
render-legend-terrain-ladder = ostromlétra
render-legend-terrain-tent = sátor
render-legend-terrain-tent_open = nyitott sátor
render-legend-terrain-guy_rope = sátorkötél

## render.legend.hexside
render-legend-hexside-river = folyó
render-legend-hexside-stream = patak
render-legend-hexside-ford = gázló
render-legend-hexside-bridge = híd
render-legend-hexside-wall = fal
render-legend-hexside-rampart = sánc
render-legend-hexside-gate = kapu
render-legend-hexside-road = út
render-legend-hexside-slope = lejtő
render-legend-hexside-crest = lejtőperem
render-legend-hexside-door = ajtónyílás
render-legend-hexside-window = ablak
render-legend-hexside-loophole = lőrés
render-legend-hexside-parapet = mellvéd
render-legend-hexside-crenel = pártázat
render-legend-hexside-gate_open = kapu (nyitva)

## render.legend.marker
render-legend-marker-disordered = elbátortalanodott
render-legend-marker-routed = menekül
render-legend-marker-fatigued = fáradt
render-legend-marker-exhausted = kimerült
render-legend-marker-rest = pihenés
render-legend-marker-charge = lovasroham
render-legend-marker-melee = közelharc
render-legend-marker-low_ammo = kevés lőszer
render-legend-marker-no_ammo = nincs lőszer
render-legend-marker-uncommanded = parancsnokság nélkül
render-legend-marker-inactive = inaktív
render-legend-marker-wounded = megsebesült
render-legend-marker-captured = fogságba esett
render-legend-marker-dismounted = lóról szállt
render-legend-marker-mounted = lóháton
render-legend-marker-cinc = fővezér
render-legend-marker-acting_cinc = pót-fővezér
render-legend-marker-activated = aktiválva
render-legend-marker-active = most cselekszik
render-legend-marker-ordered = utasítva
render-legend-marker-remonte = lóra szállt (remonte)
render-legend-marker-demonte = lóról szállt (démonte)
render-legend-marker-captor = foglyot őriz
render-legend-marker-replacement = helyettesítő parancsnok
render-legend-marker-moved = mozgott
render-legend-marker-battled = csatázott
render-legend-marker-fired = lőtt
render-legend-marker-stunned = kábult
render-legend-marker-finished = végzett
render-legend-marker-led = kantáron vezetett
render-legend-marker-feigning = színlelt menekülés
render-legend-marker-pursuing = üldöz
render-legend-marker-holding = kitart (nem dőlt be)
render-legend-marker-hits = kohéziós találat (száma)
render-legend-marker-rallied = összeszedett
render-legend-marker-depleted = megfogyatkozott
render-legend-marker-missile_low = kevés lőszer
render-legend-marker-missile_no = nincs lőszer
render-legend-marker-shock_must = közelharc – kötelező TQ-próba
render-legend-marker-shock_free = közelharc – nincs TQ-próba
render-legend-marker-shock_may = még közelharcba léphet (könnyű egység)
render-legend-marker-pursuit = lovas üldözés
render-legend-marker-bypassed = kihagyott
