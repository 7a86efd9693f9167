### Names the shipped scenarios print (titles, sides, characters), by the English name
### (engine.core.messages.name_key). A scenario a player writes prints its own names as written.

## titles and sides
ager-name-the-palm-grove = The Palm Grove
ager-name-franks = Franks
ager-name-turks = Turks
ager-name-the-tower-gate = The Tower Gate
ager-name-the-caravan = The Caravan

## characters
ager-name-raymond = Raymond
ager-name-gu-rin = Guérin
ager-name-arnould = Arnould
ager-name-ancelin = Ancelin
ager-name-rollin = Rollin
ager-name-achard = Achard
ager-name-hugues = Hugues
ager-name-gautier = Gautier
ager-name-bernard = Bernard
ager-name-kutbeddin = Kutbeddin
ager-name-aptekin = Aptekin
ager-name-borsok = Borsok
ager-name-yazid = Yazid
ager-name-daoud = Daoud
ager-name-marwan = Marwan
ager-name-ergun = Ergun
ager-name-salim = Salim
ager-name-yusuf = Yusuf
