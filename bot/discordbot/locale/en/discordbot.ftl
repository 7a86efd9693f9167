### What the Discord app itself says (the game service and the rules have their own catalogues).
### Keys are stable; texts may change.

## discord
discord-unexpected = Something went wrong on my side while handling that; nothing you did caused it. The error has been logged. Please try again, or use /game status to see where the game stands.
discord-stale = This board is out of date (it was made for game version { $made }; the game is now at version { $now }). Here is the current one.
discord-not_yours = That button is not for you: only { $owners } may answer this decision.
discord-no_game_here = There is no game in this channel.
discord-too_many_choices = { $count } possible orders: type them with /order (its autocomplete lists the legal ones).
discord-use_buttons_or_order = Click a button below or use /order.
discord-show_mine = Show my hand / my choices
discord-private_choices = Your decision: { $question }
discord-nothing_for_you = Nothing is waiting for you in this game right now.
discord-your_private_events = Only you see this:
discord-your_hand = Your hand
discord-awaiting = Waiting for { $users }: { $question }
discord-awaiting_private = Waiting for { $users }: { $question } (click "Show my hand / my choices" or use /game status)
discord-created = New game of { $title }, scenario { $scenario }, created by { $creator }. Sides: { $sides }. Take a seat with /game join, then /game start.
discord-joined = { $user } takes the seat { $seat }.
discord-seats_line = Seats: { $seats }
discord-no_seats = no one has taken a seat yet
discord-abandoned = The game in this channel was abandoned by { $user }.
discord-result = Game over: { $text }
discord-winner = { $side } wins: { $reason }
discord-draw = Draw: { $reason }
discord-no_log = Nothing has happened yet.
discord-log_header = Recent events:
discord-map_failed = (I could not draw the map this time; the game itself is unaffected.)
discord-bad_options = I could not read the options '{ $text }': { $why }
discord-bad_option_pair = write options as name=value, separated by spaces or commas
discord-unknown_system = There is no game system '{ $system }' (systems: { $systems }).
discord-missing_token = DISCORD_TOKEN is not set. Create an application at https://discord.com/developers/applications, copy its bot token and run: DISCORD_TOKEN=... hexwar bot
discord-status_line = { $title } ({ $system }, scenario { $scenario }), game version { $version }, status { $status }
discord-turn_line = Turn { $turn }, { $phase }
discord-more_lines = … { $count } more line(s); see /game log
discord-undone = Undone by { $user }.
discord-resigned = { $user } resigns.
discord-ordered = { $user }: `{ $order }`
discord-private_news = { $users }: there is news only you may see (/game log or /game status).
discord-invented = {" "}[invented]
discord-around_or_section = Choose either a hex to centre on (around) or a section, not both.
discord-unknown_hex = There is no hex '{ $hex }' on this map (hexes are labelled like { $example }).
discord-unknown_section = There is no section '{ $section }' on this map (sections: { $sections }).
