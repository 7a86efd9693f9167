### Commands & Colors: Ancients terms (typed references read as these): unit types, terrain, cards, die faces.

## cca.term.unit
cca-term-unit-LI = light infantry
cca-term-unit-LB = light bow infantry
cca-term-unit-LS = light slingers
cca-term-unit-AX = auxilia
cca-term-unit-WA = warriors
cca-term-unit-MI = medium infantry
cca-term-unit-HI = heavy infantry
cca-term-unit-HWM = heavy war machine
cca-term-unit-LC = light cavalry
cca-term-unit-MC = medium cavalry
cca-term-unit-HC = heavy cavalry
cca-term-unit-EL = elephant
cca-term-unit-CH = chariot
cca-term-unit-LDR = leader

## cca.term.terrain
cca-term-terrain-clear = clear
cca-term-terrain-broken = broken ground
cca-term-terrain-forest = forest
cca-term-terrain-hill = hill
cca-term-terrain-seacoast = seacoast
cca-term-terrain-river = river
cca-term-terrain-ford = fordable river
cca-term-terrain-ramparts = ramparts
cca-term-terrain-camp = fortified camp

## cca.term.card
cca-term-card-left-2 = Order Two Units Left
cca-term-card-center-2 = Order Two Units Centre
cca-term-card-right-2 = Order Two Units Right
cca-term-card-left-3 = Order Three Units Left
cca-term-card-center-3 = Order Three Units Centre
cca-term-card-right-3 = Order Three Units Right
cca-term-card-left-4 = Order Four Units Left
cca-term-card-center-4 = Order Four Units Centre
cca-term-card-right-4 = Order Four Units Right
cca-term-card-coordinated-advance = Coordinated Advance
cca-term-card-outflanking = Outflanking Manoeuvre
cca-term-card-light-troops = Order Light Troops
cca-term-card-medium-troops = Order Medium Troops
cca-term-card-heavy-troops = Order Heavy Troops
cca-term-card-mounted-troops = Order Mounted Troops
cca-term-card-leadership-any = Leadership Any Section
cca-term-card-leadership-left = Leadership Left
cca-term-card-leadership-center = Leadership Centre
cca-term-card-leadership-right = Leadership Right
cca-term-card-clash-of-shields = Clash of Shields
cca-term-card-counter-attack = Counter-Attack
cca-term-card-darken-the-sky = Darken the Sky
cca-term-card-double-time = Double Time
cca-term-card-first-strike = First Strike
cca-term-card-i-am-spartacus = I Am Spartacus
cca-term-card-line-command = Line Command
cca-term-card-move-fire-move = Move-Fire-Move
cca-term-card-mounted-charge = Mounted Charge
cca-term-card-rally = Rally

## cca.term.face
cca-term-face-LIGHT = LIGHT
cca-term-face-MEDIUM = MEDIUM
cca-term-face-HEAVY = HEAVY
cca-term-face-LEADER = LEADER
cca-term-face-FLAG = FLAG
cca-term-face-SWORDS = SWORDS

## cca.term.side_unit: a unit named by its side and type, as events name it
cca-term-side_unit-north-LI = north light infantry
cca-term-side_unit-north-LB = north light bow infantry
cca-term-side_unit-north-LS = north light slingers
cca-term-side_unit-north-AX = north auxilia
cca-term-side_unit-north-WA = north warriors
cca-term-side_unit-north-MI = north medium infantry
cca-term-side_unit-north-HI = north heavy infantry
cca-term-side_unit-north-HWM = north heavy war machine
cca-term-side_unit-north-LC = north light cavalry
cca-term-side_unit-north-MC = north medium cavalry
cca-term-side_unit-north-HC = north heavy cavalry
cca-term-side_unit-north-EL = north elephant
cca-term-side_unit-north-CH = north chariot
cca-term-side_unit-south-LI = south light infantry
cca-term-side_unit-south-LB = south light bow infantry
cca-term-side_unit-south-LS = south light slingers
cca-term-side_unit-south-AX = south auxilia
cca-term-side_unit-south-WA = south warriors
cca-term-side_unit-south-MI = south medium infantry
cca-term-side_unit-south-HI = south heavy infantry
cca-term-side_unit-south-HWM = south heavy war machine
cca-term-side_unit-south-LC = south light cavalry
cca-term-side_unit-south-MC = south medium cavalry
cca-term-side_unit-south-HC = south heavy cavalry
cca-term-side_unit-south-EL = south elephant
cca-term-side_unit-south-CH = south chariot

## cca.term.side: the two sides, as messages name them
cca-term-side-north = North
cca-term-side-south = South

## cca.term.section: the sections of the board, as a player sees them from their own side
cca-term-section-left = left
cca-term-section-centre = centre
cca-term-section-right = right

## cca.ref: how a face that hits reads with the leaders who make it hit
cca-ref-face_leaders = { $face } ({ $leaders })

## cca.rule: rule citations that are not a section number
cca-rule-notation = CCA notation
