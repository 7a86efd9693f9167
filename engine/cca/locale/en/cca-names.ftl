### Names the shipped scenarios print (title, sides, leaders, units), by the English name (engine.core.messages.name_key).
### A scenario a player writes prints its own names as written.

cca-name-exercise-at-the-two-hills-invented-demo = Exercise at the Two Hills (invented demo)
cca-name-carthaginian-brown = Carthaginian (brown)
cca-name-roman-grey = Roman (grey)
cca-name-hanno = Hanno
cca-name-mago = Mago
cca-name-marcellus = Marcellus
cca-name-laelius = Laelius
cca-name-north-leader = North leader { $number }
cca-name-south-leader = South leader { $number }
