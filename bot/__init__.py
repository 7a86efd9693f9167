"""hexwar's Discord bot, SQLite store, game service and offline console."""
