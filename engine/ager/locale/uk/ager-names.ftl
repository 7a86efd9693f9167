### Names the shipped scenarios print (titles, sides, characters), by the English name
### (engine.core.messages.name_key). A scenario a player writes prints its own names as written.

## titles and sides
ager-name-the-palm-grove = Пальмовий гай
ager-name-franks = Франки
    .gender = plural
ager-name-turks = Тюрки
    .gender = plural
ager-name-the-tower-gate = Брама з вежею
ager-name-the-caravan = Караван

## characters
ager-name-raymond = Раймунд
ager-name-gu-rin = Ґерен
ager-name-arnould = Арну
ager-name-ancelin = Анселен
ager-name-rollin = Роллен
ager-name-achard = Ашар
ager-name-hugues = Гуго
ager-name-gautier = Готьє
ager-name-bernard = Бернар
ager-name-kutbeddin = Кутбеддін
ager-name-aptekin = Аптекін
ager-name-borsok = Борсок
ager-name-yazid = Язід
ager-name-daoud = Дауд
ager-name-marwan = Марван
ager-name-ergun = Ергун
ager-name-salim = Салім
ager-name-yusuf = Юсуф
