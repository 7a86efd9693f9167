### Names the shipped scenarios print (title, sides, leaders, units), by the English name (engine.core.messages.name_key).
### A scenario a player writes prints its own names as written.

cca-name-exercise-at-the-two-hills-invented-demo = Ćwiczenie pod Dwoma Wzgórzami (zmyślone demo)
cca-name-carthaginian-brown = Kartagińczycy (brązowi)
    .gender = plural-virile
cca-name-roman-grey = Rzymianie (szarzy)
    .gender = plural-virile
cca-name-hanno = Hannon
cca-name-mago = Magon
cca-name-marcellus = Marcellus
cca-name-laelius = Leliusz
cca-name-north-leader = wódz Północy { $number }
cca-name-south-leader = wódz Południa { $number }
