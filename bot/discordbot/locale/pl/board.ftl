### Tablica na żywo (bot/discordbot/board.py): jedna wiadomość na grę, edytowana po każdej nowinie.

discord-board-head = 🗺 **Tablica na żywo: { $title }** (wersja { $version }, aktualizowana po każdym ruchu)
discord-board-waiting = Decyzja: { $users }
discord-board-posted = Tablica na żywo jest opublikowana: będzie edytowana po każdym ruchu (bez nowych wiadomości). Użyj ponownie, by opublikować nową niżej w kanale.
discord-cmd-game-board-name = tablica
discord-cmd-game-board-desc = Opublikuj tablicę na żywo: jedna wiadomość aktualizowana po każdym ruchu
