### Élő tábla (bot/discordbot/board.py): játékonként egy üzenet, minden hír után szerkesztve.

discord-board-head = 🗺 **Élő tábla: { $title }** ({ $version }. változat, minden lépés után frissítve)
discord-board-waiting = Döntés: { $users }
discord-board-posted = Az élő tábla kikerült: minden lépés után szerkesztjük (nem küldjük újra). Kérd újra, ha egy frisset szeretnél lejjebb a csatornában.
discord-cmd-game-board-name = tábla
discord-cmd-game-board-desc = Élő tábla küldése: egyetlen üzenet, minden lépés után frissítve
