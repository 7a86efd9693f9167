### Команди записів гри: /game export, /game verify, /game roster, /game score (bot/discordbot/records.py).

## discord.cmd
discord-cmd-game-export-name = експорт
discord-cmd-game-export-desc = Записати гру: її журнал, а після закінчення — запис для відтворення й перевірки
discord-cmd-game-verify-name = перевірка
discord-cmd-game-verify-desc = Перевірити кості: розкрите зерно проти зобов'язання та відтворення кожного кроку
discord-cmd-game-verify-opt-file-name = файл
discord-cmd-game-verify-opt-file-desc = експортована гра для перевірки (типово: гра цього каналу, коли вона закінчиться)
discord-cmd-game-roster-name = склад
discord-cmd-game-roster-desc = Загони з їхньою силою та станом, командири й втрати
discord-cmd-game-roster-opt-side-name = сторона
discord-cmd-game-roster-opt-side-desc = лише ця сторона
discord-cmd-game-away-name = відсутність
discord-cmd-game-away-desc = Поки вас не було: що зробила інша сторона після вашого останнього наказу, на одній мапі
discord-cmd-game-away-opt-side-name = сторона
discord-cmd-game-away-opt-side-desc = після останнього наказу цієї сторони (типово: вашої)
discord-cmd-game-score-name = очки
discord-cmd-game-score-desc = Переможні очки сторін і те, за що їх здобуто

## discord.records
discord-records-bad_file = Цей файл не вдається прочитати як текст: { $why }
