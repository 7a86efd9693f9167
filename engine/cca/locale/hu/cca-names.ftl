### Names the shipped scenarios print (title, sides, leaders, units), by the English name (engine.core.messages.name_key).
### A scenario a player writes prints its own names as written.

cca-name-exercise-at-the-two-hills-invented-demo = Gyakorlat a Két Dombnál (kitalált bemutató)
cca-name-carthaginian-brown = Karthágóiak (barna)
    .gender = plural
cca-name-roman-grey = Rómaiak (szürke)
    .gender = plural
cca-name-hanno = Hannó
cca-name-mago = Mágó
cca-name-marcellus = Marcellus
cca-name-laelius = Laelius
cca-name-north-leader = északi vezér { $number }
cca-name-south-leader = déli vezér { $number }
