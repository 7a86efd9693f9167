### Names the shipped scenarios print (title, leaders), by the English name (engine.core.messages.name_key).
### A scenario a player writes prints its own names as written; the Latin titles of leaders stay Latin.

gboh-name-skirmish-at-the-demo-ford = Сутичка біля Демо-броду
gboh-name-ambush-at-the-demo-wood = Засідка в Демо-лісі
gboh-name-caesar = Цезар
