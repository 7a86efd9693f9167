### Au fil de l'Épée terms (typed references read as these): unit types, markers, terrain, phases.

## afde.term.unit
afde-term-unit-Ch = knights
afde-term-unit-Ha = men-at-arms
afde-term-unit-Cl = light cavalry
afde-term-unit-Su = Swiss
afde-term-unit-Pi = pikemen
afde-term-unit-Il = light infantry
afde-term-unit-Mi = town or peasant militia
afde-term-unit-Ar = archers
afde-term-unit-Ab = crossbowmen
afde-term-unit-Aq = arquebusiers
afde-term-unit-At = artillery

## afde.term.marker
afde-term-marker-fresh = fresh
afde-term-marker-fatigued = fatigued
afde-term-marker-good = good order
afde-term-marker-disordered = disordered
afde-term-marker-routed = routed
afde-term-marker-rest = resting (au repos)
afde-term-marker-uncommanded = uncommanded
afde-term-marker-inactive = inactive leader
afde-term-marker-acting_cinc = acting CinC

## afde.term.terrain
afde-term-terrain-clear = clear
afde-term-terrain-woods = woods
afde-term-terrain-village = village
afde-term-terrain-marsh = marsh
afde-term-terrain-stream = stream
afde-term-terrain-ford = ford
afde-term-terrain-bridge = bridge
afde-term-terrain-hill = hill

## afde.term.hexside
afde-term-hexside-river = river
afde-term-hexside-wall = wall
afde-term-hexside-gate = gate

## afde.term.phase
afde-term-phase-A = Command check
afde-term-phase-B = Archer and artillery fire
afde-term-phase-C = Initiative and activation order
afde-term-phase-D = Movement and combat
afde-term-phase-E = Rally

## afde.term.word
afde-term-word-none = none

## afde.mod: a roll's modifiers, each with its value
afde-mod-sp = { $token } { $value }
afde-mod-moved = moved { $value }
afde-mod-mounted = mounted { $value }
afde-mod-disordered = disordered { $value }
afde-mod-cover = cover { $value }
afde-mod-terrain = terrain { $value }
afde-mod-hexside = hexside { $value }
afde-mod-ratio = ratio { $ratio } { $value }
afde-mod-type = type { $value }
afde-mod-quality = quality { $value }
afde-mod-charge = charge { $value }
afde-mod-rear = rear { $value }
afde-mod-defender_routed = defender routed { $value }
afde-mod-defender_disordered = defender disordered { $value }
afde-mod-attacker_disordered = attacker disordered { $value }
afde-mod-higher = higher { $value }
afde-mod-lower = lower { $value }

## afde.term.facing: the six facings of a counter
afde-term-facing-N = N
afde-term-facing-NE = NE
afde-term-facing-SE = SE
afde-term-facing-S = S
afde-term-facing-SW = SW
afde-term-facing-NW = NW

## afde.term.side: the sides of the shipped scenario, as messages name a side the scenario leaves unnamed
afde-term-side-french = French
afde-term-side-english = English

## afde.ref: a side's victory points
afde-ref-score = { $side } { $points }
