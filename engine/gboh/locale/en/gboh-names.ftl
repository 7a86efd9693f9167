### Names the shipped scenarios print (title, leaders), by the English name (engine.core.messages.name_key).
### A scenario a player writes prints its own names as written; the Latin titles of leaders stay Latin.

gboh-name-skirmish-at-the-demo-ford = Skirmish at the Demo Ford
gboh-name-ambush-at-the-demo-wood = Ambush at the Demo Wood
gboh-name-caesar = Caesar
