### Names the shipped scenarios print (title, sides, leaders, units), by the English name (engine.core.messages.name_key).
### A scenario a player writes prints its own names as written.

cca-name-exercise-at-the-two-hills-invented-demo = Gyakorlat a Két Dombnál (kitalált bemutató)
cca-name-carthaginian-brown = Karthágóiak (barna)
cca-name-roman-grey = Rómaiak (szürke)
cca-name-hanno = Hannó
cca-name-mago = Mágó
cca-name-marcellus = Marcellus
cca-name-laelius = Laelius
cca-name-north-leader-1 = északi vezér 1
cca-name-south-leader-1 = déli vezér 1
cca-name-north-leader-2 = északi vezér 2
cca-name-south-leader-2 = déli vezér 2
cca-name-north-leader-3 = északi vezér 3
cca-name-south-leader-3 = déli vezér 3
cca-name-north-leader-4 = északi vezér 4
cca-name-south-leader-4 = déli vezér 4
cca-name-north-leader-5 = északi vezér 5
cca-name-south-leader-5 = déli vezér 5
cca-name-north-leader-6 = északi vezér 6
cca-name-south-leader-6 = déli vezér 6
