### Au fil de l'Épée kifejezések a magyar szabálykönyvből: egységtípusok, jelölők, terep, fázisok.

## afde.term.unit
afde-term-unit-Ch = lovagok
afde-term-unit-Ha = hivatásos katonák
afde-term-unit-Cl = könnyűlovasság
afde-term-unit-Su = svájciak
afde-term-unit-Pi = pikások
afde-term-unit-Il = könnyűgyalogság
afde-term-unit-Mi = népfelkelők vagy milicisták
afde-term-unit-Ar = íjászok
afde-term-unit-Ab = számszeríjászok
afde-term-unit-Aq = korai puskások
afde-term-unit-At = tüzérség

## afde.term.marker
afde-term-marker-fresh = friss
afde-term-marker-fatigued = fáradt
afde-term-marker-good = bátor
afde-term-marker-disordered = elbátortalanodott
afde-term-marker-routed = menekül
afde-term-marker-rest = pihenés (Au Repos)
afde-term-marker-uncommanded = a parancsnoki ellenőrzés alól kikerült
afde-term-marker-inactive = inaktív parancsnok
afde-term-marker-acting_cinc = pót-fővezér

## afde.term.terrain
afde-term-terrain-clear = nyílt terep
afde-term-terrain-woods = erdő
afde-term-terrain-village = falu
afde-term-terrain-marsh = mocsár
afde-term-terrain-stream = patak
afde-term-terrain-ford = gázló
afde-term-terrain-bridge = híd
afde-term-terrain-hill = domb

## afde.term.hexside
afde-term-hexside-river = folyó
afde-term-hexside-wall = várfal
afde-term-hexside-gate = kapu

## afde.term.phase
afde-term-phase-A = A parancsnokság ellenőrzése
afde-term-phase-B = A tüzérség és az íjászok lövése
afde-term-phase-C = Kezdeményezés és a parancsnokok aktiválása
afde-term-phase-D = Mozgás és harc
afde-term-phase-E = Gyülekeztetés

## afde.term.word
afde-term-word-none = nincs
