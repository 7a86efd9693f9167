### Names the shipped scenarios print (titles, sides, characters), by the English name
### (engine.core.messages.name_key). A scenario a player writes prints its own names as written.

## titles and sides
ager-name-the-palm-grove = Gaj palmowy
ager-name-franks = Frankowie
    .gender = plural-virile
ager-name-turks = Turcy
    .gender = plural-virile
ager-name-the-tower-gate = Brama z wieżą
ager-name-the-caravan = Karawana

## characters
ager-name-raymond = Rajmund
ager-name-gu-rin = Guérin
ager-name-arnould = Arnould
ager-name-ancelin = Ancelin
ager-name-rollin = Rollin
ager-name-achard = Achard
ager-name-hugues = Hugo
ager-name-gautier = Gautier
ager-name-bernard = Bernard
ager-name-kutbeddin = Kutbeddin
ager-name-aptekin = Aptekin
ager-name-borsok = Borsok
ager-name-yazid = Jazid
ager-name-daoud = Dawud
ager-name-marwan = Marwan
ager-name-ergun = Ergun
ager-name-salim = Salim
ager-name-yusuf = Jusuf
