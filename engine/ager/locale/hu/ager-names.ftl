### Names the shipped scenarios print (titles, sides, characters), by the English name
### (engine.core.messages.name_key). A scenario a player writes prints its own names as written.

## titles and sides
ager-name-the-palm-grove = A pálmaliget
ager-name-franks = Frankok
    .gender = plural
ager-name-turks = Törökök
    .gender = plural
ager-name-the-tower-gate = A tornyos kapu
ager-name-the-caravan = A karaván

## characters
ager-name-raymond = Rajmund
ager-name-gu-rin = Guérin
ager-name-arnould = Arnould
ager-name-ancelin = Ancelin
ager-name-rollin = Rollin
ager-name-achard = Achard
ager-name-hugues = Hugó
ager-name-gautier = Gautier
ager-name-bernard = Bernard
ager-name-kutbeddin = Kutbeddin
ager-name-aptekin = Aptekin
ager-name-borsok = Borsok
ager-name-yazid = Jazíd
ager-name-daoud = Dávúd
ager-name-marwan = Marván
ager-name-ergun = Ergun
ager-name-salim = Szálim
ager-name-yusuf = Juszuf
