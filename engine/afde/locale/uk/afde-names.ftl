### Names the shipped scenarios print (title, sides, leaders, units), by the English name (engine.core.messages.name_key).
### A scenario a player writes prints its own names as written.

afde-name-french = Французи
    .gender = plural
afde-name-english = Англійці
    .gender = plural
afde-name-the-ford-of-saint-aubin-1358 = Брід біля Сент-Обена, 1358
afde-name-jean-de-vireloup = Жан де Вірлу
afde-name-enguerrand-de-sorel = Ангерран де Сорель
afde-name-gilles-maubert-provost = Жиль Мобер, прево
afde-name-robert-de-lannoy = Робер де Ланнуа
afde-name-sir-ralph-haukestone = сер Ральф Гаукстон
afde-name-walter-fenner = Волтер Феннер
afde-name-knights-of-vireloup = Лицарі Вірлу
afde-name-vireloup-men-at-arms = Латники Вірлу
afde-name-sorel-men-at-arms = Латники Сореля
afde-name-sorel-coutiliers = Кутильє Сореля
afde-name-militia-of-corbeil = Ополчення Корбея
afde-name-genoese-crossbows = Генуезькі арбалетники
afde-name-town-crossbows = Міські арбалетники
afde-name-lannoy-lances = Списи Ланнуа
afde-name-brigands = Розбійники
afde-name-cheshire-longbows = Лучники з Чешира
afde-name-fenner-s-longbows = Лучники Феннера
afde-name-free-companions = Вільні загони
afde-name-haukestone-s-men-at-arms = Латники Гаукстона
afde-name-hobelars = Гобелари
afde-name-welsh-spearmen = Валлійські списоносці
afde-name-replacement = (заступник)
