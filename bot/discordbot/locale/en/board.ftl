### The live board (bot/discordbot/board.py): one message per game, edited after every piece of news.

discord-board-head = 🗺 **Live board: { $title }** (version { $version }, kept up to date after every move)
discord-board-waiting = Decision: { $users }
discord-board-posted = The live board is posted: it is edited after every move (never posted anew). Ask again to post a fresh one lower in the channel.
discord-cmd-game-board-name = board
discord-cmd-game-board-desc = Post a live board: one message kept up to date after every move
