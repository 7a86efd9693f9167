### What the Discord app itself says (the game service and the rules have their own catalogues).
### Keys are stable; texts may change.

## discord
discord-unexpected = Something went wrong on my side while handling that; nothing you did caused it. The error has been logged. Please try again, or use /game status to see where the game stands.
discord-stale = This board is out of date (it was made for game version { $made }; the game is now at version { $now }). Here is the current one.
discord-not_yours = That button is not for you: only { $owners } may answer this decision.
discord-no_game_here = There is no game in this channel.
discord-too_many_choices = { $count } possible orders: pick one in the menu or type it with /order (its autocomplete lists the legal ones).
discord-more_choices = More choices… (page { $page } of { $pages })
discord-menu_placeholder = Choices { $first }–{ $last } of { $count }
discord-destinations = Move to… (destinations { $first }–{ $last } of { $count })
discord-menu_gone = That menu is not for you, or its decision is no longer pending.
discord-network_error = I could not reach Discord while answering that. If it was an order, /game status shows whether it was applied.
discord-post_failed = Your action was applied, but I could not post it in the channel just now; I will post it as soon as Discord lets me.
discord-catch_up = While I was away the game moved on; here is where it stands:
discord-old_game = That game is over; this channel holds a newer one (or none). Nothing changed.
discord-legacy_button = This button comes from an earlier version of the bot and is out of date. Here is the current position:
discord-left = { $user } leaves their seat.
discord-sub_offer = { $holder } offers the seat { $seat } to { $user }. { $user }, press the button within { $minutes } min to take it.
discord-sub_accept = Take the seat
discord-sub_done = { $user } takes over the seat.
discord-seated = { $moderator } seats { $user } as { $seat }.
discord-kicked = { $moderator } removes { $user } from the game.
discord-mod_role_set = Members with the role { $role } may now seat and remove players (/game seat, /game kick).
discord-mod_role_cleared = No role is named as hexwar moderators now; members with Manage Channels still are.
discord-confirm_resign = Resign this game? It cannot be undone. Press the button within { $seconds } s to confirm.
discord-confirm_resign_button = Yes, resign
discord-confirm_abandon = Abandon this game for everyone, without a result? Press the button within { $seconds } s to confirm.
discord-confirm_abandon_button = Yes, abandon the game
discord-use_buttons_or_order = Click a button below or use /order.
discord-show_mine = Show my hand / my choices
discord-private_choices = Your decision: { $question }
discord-nothing_for_you = Nothing is waiting for you in this game right now.
discord-your_private_events = Only you see this:
discord-your_hand = Your hand
discord-awaiting = Waiting for { $users }: { $question }
discord-awaiting_private = Waiting for { $users }: { $question } (click "Show my hand / my choices" or use /game status)
discord-secret_question = a decision only they may see
discord-created = New game of { $title }, scenario { $scenario }, created by { $creator }. Sides: { $sides }. Take a seat with /game join, then /game start.
discord-joined = { $user } takes the seat { $seat }.
discord-seats_line = Seats: { $seats }
discord-no_seats = no one has taken a seat yet
discord-abandoned = The game in this channel was abandoned by { $user }.
discord-result = Game over: { $text }
discord-winner = victory to { $side }: { $reason }
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
discord-more_lines = { $count ->
    [one] … { $count } more line; see /game log
   *[other] … { $count } more lines; see /game log
}
discord-undone = Undone by { $user }.
discord-resigned = { $user } resigns.
discord-ordered = { $user }: `{ $order }`
discord-private_news = { $users }: there is news only you may see (/game log or /game status).
discord-invented = {" "}[invented]
discord-around_or_section = Choose either a hex to centre on (around) or a section, not both.
discord-unknown_hex = There is no hex '{ $hex }' on this map (hexes are labelled like { $example }).
discord-unknown_section = There is no section '{ $section }' on this map (sections: { $sections }).

## discord.cmd: slash command names, option names and descriptions (Discord's localisations).
## A name is lower case without spaces (Discord's rule); the English ones are what the code registers.
discord-cmd-game-name = game
discord-cmd-game-desc = Play a hex-and-counter wargame in this channel
discord-cmd-game-new-name = new
discord-cmd-game-new-desc = Start a new game in this channel
discord-cmd-game-new-opt-system-name = system
discord-cmd-game-new-opt-system-desc = game system, e.g. cca (Commands & Colors: Ancients)
discord-cmd-game-new-opt-scenario-name = scenario
discord-cmd-game-new-opt-scenario-desc = scenario of that system
discord-cmd-game-new-opt-options-name = options
discord-cmd-game-new-opt-options-desc = rules options as name=value pairs
discord-cmd-game-new-opt-seed-name = seed
discord-cmd-game-new-opt-seed-desc = dice seed (leave empty for a random one)
discord-cmd-game-new-opt-language-name = language
discord-cmd-game-new-opt-language-desc = language of the game's messages in the channel (default: the server's)
discord-cmd-game-join-name = join
discord-cmd-game-join-desc = Take a seat (a side, and a role where the game has them)
discord-cmd-game-join-opt-side-name = side
discord-cmd-game-join-opt-side-desc = the side to play
discord-cmd-game-join-opt-role-name = role
discord-cmd-game-join-opt-role-desc = a command within the side, where the game has them
discord-cmd-game-start-name = start
discord-cmd-game-start-desc = Start the game once the seats are taken
discord-cmd-game-status-name = status
discord-cmd-game-status-desc = Where the game stands; your hand and your choices (only you)
discord-cmd-game-map-name = map
discord-cmd-game-map-desc = Post the map
discord-cmd-game-map-opt-around-name = around
discord-cmd-game-map-opt-around-desc = centre on this hex (e.g. C4)
discord-cmd-game-map-opt-section-name = section
discord-cmd-game-map-opt-section-desc = show only this section of the map
discord-cmd-game-map-opt-los-name = los
discord-cmd-game-map-opt-los-desc = draw the line of sight between two hexes (e.g. 0811-0802)
discord-cmd-game-log-name = log
discord-cmd-game-log-desc = Recent events (your side's private ones only to you)
discord-cmd-game-log-opt-count-name = count
discord-cmd-game-log-opt-count-desc = how many events (default 20)
discord-cmd-game-log-opt-language-name = language
discord-cmd-game-log-opt-language-desc = read the events in this language (default: yours)
discord-cmd-game-undo-name = undo
discord-cmd-game-undo-desc = Take back your last order (not past a die roll or a drawn card)
discord-cmd-game-resign-name = resign
discord-cmd-game-resign-desc = Concede the game
discord-cmd-game-abandon-name = abandon
discord-cmd-game-abandon-desc = End this channel's game without a result (creator or admins)
discord-cmd-game-leave-name = leave
discord-cmd-game-leave-desc = Give up your seat before the game starts
discord-cmd-game-sub-name = sub
discord-cmd-game-sub-desc = Hand your seat over to another player (they must accept)
discord-cmd-game-sub-opt-player-name = player
discord-cmd-game-sub-opt-player-desc = who takes your seat
discord-cmd-game-sub-opt-side-name = side
discord-cmd-game-sub-opt-side-desc = which of your seats, if you hold several
discord-cmd-game-seat-name = seat
discord-cmd-game-seat-desc = Moderators: seat a player on a side
discord-cmd-game-seat-opt-player-name = player
discord-cmd-game-seat-opt-player-desc = who to seat
discord-cmd-game-seat-opt-side-name = side
discord-cmd-game-seat-opt-side-desc = the side
discord-cmd-game-seat-opt-role-name = role
discord-cmd-game-seat-opt-role-desc = a command within the side
discord-cmd-game-kick-name = kick
discord-cmd-game-kick-desc = Moderators: remove a player from their seat
discord-cmd-game-kick-opt-player-name = player
discord-cmd-game-kick-opt-player-desc = who to remove
discord-cmd-game-kick-opt-side-name = side
discord-cmd-game-kick-opt-side-desc = only their seat on this side
discord-cmd-game-moderators-name = moderators
discord-cmd-game-moderators-desc = Server admins: the role whose members may seat and kick
discord-cmd-game-moderators-opt-role-name = role
discord-cmd-game-moderators-opt-role-desc = the moderator role (leave empty to clear it)
discord-cmd-order-name = order
discord-cmd-order-desc = Give an order in this channel's game
discord-cmd-order-opt-text-name = text
discord-cmd-order-opt-text-desc = the order; the suggestions list the legal ones
discord-cmd-standing-name = standing
discord-cmd-standing-desc = Answer in advance a decision the rules give you in the enemy's turn
discord-cmd-standing-opt-decision-name = decision
discord-cmd-standing-opt-decision-desc = the decision (leave empty to list your standing answers)
discord-cmd-standing-opt-answer-name = answer
discord-cmd-standing-opt-answer-desc = always, never, or ask (ask me again); a melee reaction may also be evade or firststrike
discord-cmd-choice-cca-react = CCA: reaction to a melee (evade, First Strike)
discord-cmd-choice-cca-evade_path = CCA: where an evading unit goes
discord-cmd-choice-cca-ignore = CCA: flags to ignore
discord-cmd-choice-cca-retreat = CCA: retreat path
discord-cmd-choice-cca-battleback = CCA: battle back
discord-cmd-choice-cca-leader_evade = CCA: a leader's evade
discord-cmd-choice-cca-escape = CCA: an enemy leader escaping through your unit
discord-cmd-choice-afde-react = AFdE: charge reaction
discord-cmd-choice-always = always
discord-cmd-choice-never = never
discord-cmd-choice-ask = ask me
discord-cmd-choice-evade = evade (melee reaction)
discord-cmd-choice-firststrike = First Strike (melee reaction)

## discord.lang: language names as the language choices show them
discord-lang-en = English
discord-lang-pl = Polski
discord-lang-hu = Magyar
discord-lang-uk = Українська

## discord.figure: a side's public figure in the game summary (its name, then its value)
discord-figure = { $name } { $value }
