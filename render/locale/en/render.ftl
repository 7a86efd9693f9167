### What the renderer draws itself: legend entries, title-bar words, the overview's caption.

## render.legend
render-legend-move = moved
render-legend-retreat = retreat / rout
render-legend-melee = melee
render-legend-fire = fire
render-legend-loss = losses
render-legend-eliminated = eliminated
render-legend-leader = leader
render-legend-leader_lost = leader lost
render-legend-facing = facing

## render.title
render-title-turn = Turn { $turn }
render-title-awaiting = Awaiting: { $sides }
render-title-game_over = Game over
render-title-winner = Game over: { $side } wins
render-title-view_of = view of { $side }

## render.inset
render-inset-shown = shown

## render.legend.terrain
render-legend-terrain-clear = clear
render-legend-terrain-field = field
render-legend-terrain-hill = hill
render-legend-terrain-slope = slope
render-legend-terrain-mountain = mountain
render-legend-terrain-forest = forest
render-legend-terrain-woods = woods
render-legend-terrain-orchard = orchard
render-legend-terrain-vineyard = vineyard
render-legend-terrain-broken = broken ground
render-legend-terrain-rough = rough
render-legend-terrain-marsh = marsh
render-legend-terrain-river = river
render-legend-terrain-stream = stream
render-legend-terrain-ford = ford
render-legend-terrain-bridge = bridge
render-legend-terrain-water = water
render-legend-terrain-lake = lake
render-legend-terrain-sea = sea
render-legend-terrain-village = village
render-legend-terrain-town = town
render-legend-terrain-camp = camp
render-legend-terrain-fortified_camp = fortified camp
render-legend-terrain-rampart = ramparts
render-legend-terrain-road = road
render-legend-terrain-rocky = rocky ground
render-legend-terrain-brush = brush
render-legend-terrain-foliage = palm (foliage)
render-legend-terrain-trunk = palm (trunk)
render-legend-terrain-oasis = oasis
render-legend-terrain-interior = house interior
render-legend-terrain-roof = flat roof
render-legend-terrain-courtyard = inner courtyard
render-legend-terrain-castle_wall = castle wall
render-legend-terrain-tower = tower
render-legend-terrain-rubble = rubble
render-legend-terrain-bodies = bodies
render-legend-terrain-stairs = stairs
render-legend-terrain-castle_stairs = stairs (castle)
render-legend-terrain-wall_walk = wall-walk
render-legend-terrain-passage = tower passage
render-legend-terrain-ditch = ditch
render-legend-terrain-footbridge = foot-bridge
render-legend-terrain-bridge_burnt = burnt bridge
render-legend-terrain-ladder = siege ladder
render-legend-terrain-tent = tent
render-legend-terrain-tent_open = open tent
render-legend-terrain-guy_rope = guy rope

## render.legend.hexside
render-legend-hexside-river = river
render-legend-hexside-stream = stream
render-legend-hexside-ford = ford
render-legend-hexside-bridge = bridge
render-legend-hexside-wall = wall
render-legend-hexside-rampart = rampart
render-legend-hexside-gate = gate
render-legend-hexside-road = road
render-legend-hexside-slope = slope
render-legend-hexside-crest = crest
render-legend-hexside-door = doorway
render-legend-hexside-window = window
render-legend-hexside-loophole = loophole
render-legend-hexside-parapet = parapet
render-legend-hexside-crenel = crenellations
render-legend-hexside-gate_open = gate (open)

## render.legend.marker
render-legend-marker-disordered = disordered
render-legend-marker-routed = routed
render-legend-marker-fatigued = fatigued
render-legend-marker-exhausted = exhausted
render-legend-marker-rest = resting
render-legend-marker-charge = charge
render-legend-marker-melee = melee
render-legend-marker-low_ammo = low ammunition
render-legend-marker-no_ammo = no ammunition
render-legend-marker-uncommanded = uncommanded
render-legend-marker-inactive = inactive
render-legend-marker-wounded = wounded
render-legend-marker-captured = captured
render-legend-marker-dismounted = dismounted
render-legend-marker-mounted = mounted
render-legend-marker-cinc = commander-in-chief
render-legend-marker-acting_cinc = acting commander-in-chief
render-legend-marker-activated = activated
render-legend-marker-active = acting now
render-legend-marker-ordered = ordered
render-legend-marker-remonte = remounted
render-legend-marker-demonte = dismounted
render-legend-marker-captor = holds a prisoner
render-legend-marker-replacement = replacement leader
render-legend-marker-moved = moved
render-legend-marker-battled = battled
render-legend-marker-fired = fired
render-legend-marker-stunned = stunned
render-legend-marker-finished = finished
render-legend-marker-led = led by the bridle
render-legend-marker-feigning = feigned flight
render-legend-marker-pursuing = pursuing
render-legend-marker-holding = holds (not fooled)
render-legend-marker-hits = cohesion hits (the number)
render-legend-marker-rallied = rallied
render-legend-marker-depleted = depleted
render-legend-marker-missile_low = missile low
render-legend-marker-missile_no = missile no
render-legend-marker-shock_must = shock: must check TQ
render-legend-marker-shock_free = shock: no TQ check
render-legend-marker-shock_may = may still shock (light unit)
render-legend-marker-pursuit = pursuit
render-legend-marker-bypassed = bypassed
