### Names the shipped scenarios print (title, sides, leaders, units), by the English name (engine.core.messages.name_key).
### A scenario a player writes prints its own names as written.

afde-name-french = French
afde-name-english = English
afde-name-the-ford-of-saint-aubin-1358 = The Ford of Saint-Aubin, 1358
afde-name-jean-de-vireloup = Jean de Vireloup
afde-name-enguerrand-de-sorel = Enguerrand de Sorel
afde-name-gilles-maubert-provost = Gilles Maubert, provost
afde-name-robert-de-lannoy = Robert de Lannoy
afde-name-sir-ralph-haukestone = Sir Ralph Haukestone
afde-name-walter-fenner = Walter Fenner
afde-name-knights-of-vireloup = Knights of Vireloup
afde-name-vireloup-men-at-arms = Vireloup men-at-arms
afde-name-sorel-men-at-arms = Sorel men-at-arms
afde-name-sorel-coutiliers = Sorel coutiliers
afde-name-militia-of-corbeil = Militia of Corbeil
afde-name-genoese-crossbows = Genoese crossbows
afde-name-town-crossbows = Town crossbows
afde-name-lannoy-lances = Lannoy lances
afde-name-brigands = Brigands
afde-name-cheshire-longbows = Cheshire longbows
afde-name-fenner-s-longbows = Fenner's longbows
afde-name-free-companions = Free Companions
afde-name-haukestone-s-men-at-arms = Haukestone's men-at-arms
afde-name-hobelars = Hobelars
afde-name-welsh-spearmen = Welsh spearmen
afde-name-replacement = (replacement)
