### What the game service (shared by Discord and the offline console) tells players. Keys are stable.

## service
service-no_game = There is no game in this channel. Start one with /game new SYSTEM SCENARIO.
service-game_exists = This channel already has a game ({ $system }, { $scenario }, { $status }). Finish it, resign or /game abandon it first.
service-not_seated = You have no seat in this game. Take one with /game join SIDE (sides: { $sides }).
service-not_your_decision = It is not your decision: { $owed } must answer now ({ $question }).
service-nothing_pending = Nothing is waiting for an order right now.
service-not_started = The game has not started yet: when every side has a player, use /game start.
service-already_started = The game has already started.
service-finished =
    { $state ->
        [abandoned] This game was abandoned; no more orders are taken. Start a new one with /game new.
       *[finished] This game is over; no more orders are taken. Start a new one with /game new.
    }
service-stale = The game moved on (it is at version { $current }; your board showed version { $expected }). Nothing was applied: look at the current board and try again.
service-unknown_side = There is no side called '{ $side }' in this game (sides: { $sides }).
service-unknown_role = Side { $side } has no role called '{ $role }' (roles: { $roles }).
service-unknown_scenario = There is no scenario '{ $scenario }' for { $system } (scenarios: { $scenarios }).
service-unknown_option = There is no rules option called '{ $name }' for { $system } (options: { $options }).
service-bad_option = Option '{ $name }': { $why }
service-empty_seats = Every side needs a player before the game can start: { $missing } has nobody yet (/game join SIDE).
service-start_not_allowed = Only a seated player or the game's creator can start the game.
service-nothing_to_undo = There is nothing to undo.
service-undo_not_yours = The last action ({ $order }) was given by { $side }, not by you: you can only take back your own last action.
service-undo_not_allowed = The last action ({ $order }) rolled dice or revealed hidden information, so it cannot be taken back.
service-abandon_not_allowed = Only the game's creator or a server admin can abandon the game.
service-bad_zoom = That part of the map cannot be drawn: { $why }
service-around_or_section = Choose either a hex to centre on (around) or a section, not both.
service-unknown_hex = There is no hex '{ $hex }' on this map (hexes are labelled like { $example }).
service-los_unsupported = { $system } draws no line of sight on request.
service-los_form = Write the line of sight as two hexes, e.g. los:0811-0802 (not '{ $text }').
service-los_refused = No line of sight: { $why }
service-unknown_section = There is no section '{ $section }' on this map (sections: { $sections }).
service-no_renderer = Map images are not available in this installation ({ $why }).
service-empty_order = Write an order after /order (type help to list the legal orders).
service-order_too_long = That order is { $length } characters long; an order has at most { $limit }. Nothing was applied.
service-duplicate = That request was already applied (the game is at version { $version } since). Nothing was applied twice.
service-busy = The game database is busy right now; nothing was changed. Please try again in a moment.
service-join_closed = The game has started: seats are no longer free to take. A player can hand theirs over with /game sub, or a moderator can seat you with /game seat.
service-leave_closed = The game has started: you can no longer just leave. Hand your seat over with /game sub @player, or resign.
service-not_your_seat = You do not hold a seat on { $side }.
service-which_seat = You hold several seats ({ $seats }): say which one to hand over.
service-sub_self = You already hold that seat.
service-offer_gone = That seat is no longer held by the player who offered it. Nothing changed.
service-moderators_only = Only a moderator (Manage Channels, or the server's hexwar moderator role) can do that.
service-admins_only = Only a server admin (Manage Server) can choose the moderator role.
service-no_such_seat = That player holds no such seat in this game.
service-confirm_unknown = That confirmation is no longer valid (it was used or replaced). Nothing changed.
service-confirm_not_yours = That button is for the player who asked; it is not yours to press.
service-confirm_expired = That confirmation has expired. Nothing changed: ask again if you still mean it.
service-old_game = That game is over; this channel holds a newer one. Nothing changed.
service-secret_order = (a secret choice)

## service.event
service-event-created = New game of { $title }: { $scenario }. Sides: { $sides }. Join with /game join SIDE.
service-event-joined = { $user } joins { $side }.
service-event-started = The game begins: { $scenario }.
service-event-resigned = Resigned: { $side }. The game goes to { $winner }.
service-event-undone = { $side } takes back: { $order }.
service-event-undone_secret = { $side } takes back their last (secret) choice.
service-event-abandoned = The game was abandoned.
service-event-game_over = Game over: { $result }.
service-event-draw = a draw
service-event-winner = victory to { $winner } ({ $reason })

## service.result
service-result-resigned = { $side } resigned

## service.status
service-status-setup = waiting for players
service-status-active = in play
service-status-finished = finished
service-status-abandoned = abandoned

## service.log
service-log-taken_back = (taken back)

## service.standing: standing answers (/standing)
service-standing_unknown = { $decision } is not a decision you can answer in advance in this game. Those are: { $kinds }
service-standing_answer = A standing answer to { $decision } is one of { $answers }, not { $answer }.
service-standing-none = { $side }: no standing answers; every decision of the other side's turn waits for you.
service-standing-head = { $side }: your standing answers (only you see them):
service-standing-entry = • { $decision } { $answer }: { $about }
service-standing-can = Decisions you may answer in advance (/standing DECISION always|never|ask):
service-standing-kind = • { $decision }: { $about }
service-hint-instead = { $more ->
    [0] What you can do now: { $orders }.
   *[other] What you can do now: { $orders }, and { $more } more (/game status lists them all).
}
