### Polecenia zapisu gry: /game export, /game verify, /game roster, /game score (bot/discordbot/records.py).

## discord.cmd
discord-cmd-game-export-name = eksport
discord-cmd-game-export-desc = Zapisz grę: jej przebieg, a po zakończeniu zapis do odtworzenia i sprawdzenia
discord-cmd-game-verify-name = sprawdź
discord-cmd-game-verify-desc = Sprawdź kości: ujawnione ziarno wobec zobowiązania i odtworzenie każdego kroku
discord-cmd-game-verify-opt-file-name = plik
discord-cmd-game-verify-opt-file-desc = wyeksportowana gra do sprawdzenia (domyślnie: gra tego kanału, gdy się skończy)
discord-cmd-game-roster-name = skład
discord-cmd-game-roster-desc = Oddziały z ich siłą i stanem, dowódcy i straty
discord-cmd-game-roster-opt-side-name = strona
discord-cmd-game-roster-opt-side-desc = tylko ta strona
discord-cmd-game-away-name = nieobecność
discord-cmd-game-away-desc = Gdy cię nie było: co zrobiła druga strona od twojego ostatniego rozkazu, na jednej mapie
discord-cmd-game-away-opt-side-name = strona
discord-cmd-game-away-opt-side-desc = od ostatniego rozkazu tej strony (domyślnie: twojej)
discord-cmd-game-score-name = punkty
discord-cmd-game-score-desc = Punkty zwycięstwa stron i to, za co je zdobyto

## discord.records
discord-records-bad_file = Nie można odczytać tego pliku jako tekstu: { $why }
