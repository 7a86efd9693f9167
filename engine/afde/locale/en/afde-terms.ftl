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
