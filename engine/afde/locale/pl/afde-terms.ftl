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
