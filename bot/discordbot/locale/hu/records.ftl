### A játék feljegyzéseinek parancsai: /game export, /game verify, /game roster, /game score (bot/discordbot/records.py).

## discord.cmd
discord-cmd-game-export-name = exportálás
discord-cmd-game-export-desc = A játék kiírása: a naplója, a vége után pedig egy újrajátszható, ellenőrizhető átirat
discord-cmd-game-verify-name = ellenőrzés
discord-cmd-game-verify-desc = A kockák ellenőrzése: a felfedett mag a kötelezettséggel, és minden lépés újrajátszva
discord-cmd-game-verify-opt-file-name = fájl
discord-cmd-game-verify-opt-file-desc = az ellenőrizendő exportált játék (alapból e csatorna játéka, ha véget ért)
discord-cmd-game-roster-name = állomány
discord-cmd-game-roster-desc = Egységek erejükkel és állapotukkal, vezérek és veszteségek
discord-cmd-game-roster-opt-side-name = oldal
discord-cmd-game-roster-opt-side-desc = csak ez az oldal
discord-cmd-game-away-name = távollét
discord-cmd-game-away-desc = Amíg távol voltál: mit tett a másik fél az utolsó parancsod óta, egy térképen
discord-cmd-game-away-opt-side-name = oldal
discord-cmd-game-away-opt-side-desc = ennek az oldalnak az utolsó parancsa óta (alapból a tiéd)
discord-cmd-game-score-name = pontok
discord-cmd-game-score-desc = A győzelmi pontok oldalanként, és amiért járnak

## discord.records
discord-records-bad_file = Ez a fájl nem olvasható szövegként: { $why }
