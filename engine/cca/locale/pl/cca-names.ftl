### Names the shipped scenarios print (title, sides, leaders, units), by the English name (engine.core.messages.name_key).
### A scenario a player writes prints its own names as written.

cca-name-exercise-at-the-two-hills-invented-demo = Ćwiczenie pod Dwoma Wzgórzami (zmyślone demo)
cca-name-carthaginian-brown = Kartagińczycy (brązowi)
cca-name-roman-grey = Rzymianie (szarzy)
cca-name-hanno = Hannon
cca-name-mago = Magon
cca-name-marcellus = Marcellus
cca-name-laelius = Leliusz
cca-name-north-leader-1 = wódz Północy 1
cca-name-south-leader-1 = wódz Południa 1
cca-name-north-leader-2 = wódz Północy 2
cca-name-south-leader-2 = wódz Południa 2
cca-name-north-leader-3 = wódz Północy 3
cca-name-south-leader-3 = wódz Południa 3
cca-name-north-leader-4 = wódz Północy 4
cca-name-south-leader-4 = wódz Południa 4
cca-name-north-leader-5 = wódz Północy 5
cca-name-south-leader-5 = wódz Południa 5
cca-name-north-leader-6 = wódz Północy 6
cca-name-south-leader-6 = wódz Południa 6
