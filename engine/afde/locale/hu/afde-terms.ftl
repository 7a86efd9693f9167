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

## afde.mod: a roll's modifiers, each with its value
afde-mod-sp = { $token } { $value }
afde-mod-moved = mozgott { $value }
afde-mod-mounted = lóháton { $value }
afde-mod-disordered = elbátortalanodott { $value }
afde-mod-cover = fedezék { $value }
afde-mod-terrain = terep { $value }
afde-mod-hexside = hexoldal { $value }
afde-mod-ratio = erőviszony { $ratio } { $value }
afde-mod-type = típus { $value }
afde-mod-quality = minőség { $value }
afde-mod-charge = lovasroham { $value }
afde-mod-rear = hátulról { $value }
afde-mod-defender_routed = a védő menekül { $value }
afde-mod-defender_disordered = a védő elbátortalanodott { $value }
afde-mod-attacker_disordered = a támadó elbátortalanodott { $value }
afde-mod-higher = a támadó magasabban { $value }
afde-mod-lower = a védő magasabban { $value }

## afde.term.facing: the six facings of a counter
afde-term-facing-N = észak
afde-term-facing-NE = északkelet
afde-term-facing-SE = délkelet
afde-term-facing-S = dél
afde-term-facing-SW = délnyugat
afde-term-facing-NW = északnyugat

## afde.term.side: the sides of the shipped scenario, as messages name a side the scenario leaves unnamed
afde-term-side-french = Franciák
    .gender = plural
afde-term-side-english = Angolok
    .gender = plural

## afde.ref: a side's victory points
afde-ref-score = { $side } { $points }
