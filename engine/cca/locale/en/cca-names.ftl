### Names the shipped scenarios print (title, sides, leaders, units), by the English name (engine.core.messages.name_key).
### A scenario a player writes prints its own names as written.

cca-name-exercise-at-the-two-hills-invented-demo = Exercise at the Two Hills (invented demo)
cca-name-carthaginian-brown = Carthaginian (brown)
cca-name-roman-grey = Roman (grey)
cca-name-hanno = Hanno
cca-name-mago = Mago
cca-name-marcellus = Marcellus
cca-name-laelius = Laelius
cca-name-north-leader-1 = North leader 1
cca-name-south-leader-1 = South leader 1
cca-name-north-leader-2 = North leader 2
cca-name-south-leader-2 = South leader 2
cca-name-north-leader-3 = North leader 3
cca-name-south-leader-3 = South leader 3
cca-name-north-leader-4 = North leader 4
cca-name-south-leader-4 = South leader 4
cca-name-north-leader-5 = North leader 5
cca-name-south-leader-5 = South leader 5
cca-name-north-leader-6 = North leader 6
cca-name-south-leader-6 = South leader 6
