### Names the shipped scenarios print (title, sides, leaders, units), by the English name (engine.core.messages.name_key).
### A scenario a player writes prints its own names as written.

afde-name-french = Franciák
    .gender = plural
afde-name-english = Angolok
    .gender = plural
afde-name-the-ford-of-saint-aubin-1358 = A Saint-Aubin-i gázló, 1358
afde-name-jean-de-vireloup = Jean de Vireloup
afde-name-enguerrand-de-sorel = Enguerrand de Sorel
afde-name-gilles-maubert-provost = Gilles Maubert, prépost
afde-name-robert-de-lannoy = Robert de Lannoy
afde-name-sir-ralph-haukestone = Sir Ralph Haukestone
afde-name-walter-fenner = Walter Fenner
afde-name-knights-of-vireloup = Vireloup lovagjai
afde-name-vireloup-men-at-arms = Vireloup fegyveresei
afde-name-sorel-men-at-arms = Sorel fegyveresei
afde-name-sorel-coutiliers = Sorel kardos szolgái
afde-name-militia-of-corbeil = Corbeil-i milícia
afde-name-genoese-crossbows = Genovai számszeríjászok
afde-name-town-crossbows = Városi számszeríjászok
afde-name-lannoy-lances = Lannoy lándzsái
afde-name-brigands = Martalócok
afde-name-cheshire-longbows = Cheshire-i hosszúíjászok
afde-name-fenner-s-longbows = Fenner hosszúíjászai
afde-name-free-companions = Szabad csapatok
afde-name-haukestone-s-men-at-arms = Haukestone fegyveresei
afde-name-hobelars = Hobelárok
afde-name-welsh-spearmen = Walesi lándzsások
afde-name-replacement = (helyettes)
