### Terminy Au fil de l'Épée z polskiej instrukcji: typy jednostek, znaczniki, teren, fazy.

## afde.term.unit
afde-term-unit-Ch = rycerze
afde-term-unit-Ha = ciężkozbrojni
afde-term-unit-Cl = lekka kawaleria
afde-term-unit-Su = Szwajcarzy
afde-term-unit-Pi = pikinierzy
afde-term-unit-Il = lekka piechota
afde-term-unit-Mi = milicje miejskie lub ludowe
afde-term-unit-Ar = łucznicy
afde-term-unit-Ab = kusznicy
afde-term-unit-Aq = arkebuzerzy
afde-term-unit-At = artyleria

## afde.term.marker
afde-term-marker-fresh = świeża
afde-term-marker-fatigued = zmęczona
afde-term-marker-good = zwarta
afde-term-marker-disordered = zmieszana
afde-term-marker-routed = w ucieczce
afde-term-marker-rest = odpoczynek (au repos)
afde-term-marker-uncommanded = niedowodzona
afde-term-marker-inactive = nieaktywny dowódca
afde-term-marker-acting_cinc = zastępca wodza armii

## afde.term.terrain
afde-term-terrain-clear = teren otwarty
afde-term-terrain-woods = las
afde-term-terrain-village = wieś
afde-term-terrain-marsh = bagno
afde-term-terrain-stream = strumień
afde-term-terrain-ford = bród
afde-term-terrain-bridge = most
afde-term-terrain-hill = wzgórze

## afde.term.hexside
afde-term-hexside-river = rzeka
afde-term-hexside-wall = mur
afde-term-hexside-gate = brama

## afde.term.phase
afde-term-phase-A = Sprawdzenie dowodzenia
afde-term-phase-B = Ostrzał łuczników i artylerii
afde-term-phase-C = Inicjatywa i aktywacja dowódców
afde-term-phase-D = Ruch i walka
afde-term-phase-E = Porządkowanie

## afde.term.word
afde-term-word-none = brak

## afde.mod: a roll's modifiers, each with its value
afde-mod-sp = { $token } { $value }
afde-mod-moved = ruch { $value }
afde-mod-mounted = konni { $value }
afde-mod-disordered = zmieszani { $value }
afde-mod-cover = osłona { $value }
afde-mod-terrain = teren { $value }
afde-mod-hexside = krawędź heksu { $value }
afde-mod-ratio = stosunek sił { $ratio } { $value }
afde-mod-type = typ { $value }
afde-mod-quality = jakość { $value }
afde-mod-charge = szarża { $value }
afde-mod-rear = atak od tyłu { $value }
afde-mod-defender_routed = obrońca w ucieczce { $value }
afde-mod-defender_disordered = obrońca zmieszany { $value }
afde-mod-attacker_disordered = atakujący zmieszany { $value }
afde-mod-higher = atakujący wyżej { $value }
afde-mod-lower = obrońca wyżej { $value }

## afde.term.facing: the six facings of a counter
afde-term-facing-N = północ
afde-term-facing-NE = północny wschód
afde-term-facing-SE = południowy wschód
afde-term-facing-S = południe
afde-term-facing-SW = południowy zachód
afde-term-facing-NW = północny zachód

## afde.term.side: the sides of the shipped scenario, as messages name a side the scenario leaves unnamed
afde-term-side-french = Francuzi
    .gender = plural-virile
afde-term-side-english = Anglicy
    .gender = plural-virile

## afde.ref: a side's victory points
afde-ref-score = { $side } { $points }
