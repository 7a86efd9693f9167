### Names the shipped scenarios print (title, sides, leaders, units), by the English name (engine.core.messages.name_key).
### A scenario a player writes prints its own names as written.

afde-name-french = Francuzi
    .gender = plural-virile
afde-name-english = Anglicy
    .gender = plural-virile
afde-name-the-ford-of-saint-aubin-1358 = Bród pod Saint-Aubin, 1358
afde-name-jean-de-vireloup = Jean de Vireloup
afde-name-enguerrand-de-sorel = Enguerrand de Sorel
afde-name-gilles-maubert-provost = Gilles Maubert, prepozyt
afde-name-robert-de-lannoy = Robert de Lannoy
afde-name-sir-ralph-haukestone = sir Ralph Haukestone
afde-name-walter-fenner = Walter Fenner
afde-name-knights-of-vireloup = Rycerze z Vireloup
afde-name-vireloup-men-at-arms = Zbrojni z Vireloup
afde-name-sorel-men-at-arms = Zbrojni z Sorel
afde-name-sorel-coutiliers = Kutylierzy z Sorel
afde-name-militia-of-corbeil = Milicja z Corbeil
afde-name-genoese-crossbows = Kusznicy genueńscy
afde-name-town-crossbows = Kusznicy miejscy
afde-name-lannoy-lances = Kopie Lannoya
afde-name-brigands = Rozbójnicy
afde-name-cheshire-longbows = Łucznicy z Cheshire
afde-name-fenner-s-longbows = Łucznicy Fennera
afde-name-free-companions = Wolna kompania
afde-name-haukestone-s-men-at-arms = Zbrojni Haukestone'a
afde-name-hobelars = Hobelarzy
afde-name-welsh-spearmen = Walijscy włócznicy
afde-name-replacement = (zastępca)
