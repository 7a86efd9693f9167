### The game clock, night hours, vacations and reminders. Keys are stable.

## clock
clock-event-timed_out = { $side } ran out of time: the default answer is given.
clock-event-forfeit = { $side } ran out of time: the game goes to { $winner }.
clock-result-timed_out = { $side } ran out of time
clock-timeout-default = the default answer
clock-timeout-forfeit = forfeit
clock-timeout-moderator = a moderator decides
clock-status-turn = Clock: { $hours } h per side per turn; on timeout: { $timeout }.
clock-status-bank = Clock: a bank of { $hours } h per side; on timeout: { $timeout }.
clock-bar = ⏱ { $side }: { $hours } h { $minutes } min left
clock-side-owing = { $side }: { $hours } h { $minutes } min left (running)
clock-side-waiting = { $side }: { $hours } h { $minutes } min left
clock-side-expired = { $side }: out of time, a moderator decides
clock-bad_duration = '{ $value }' is not a time: write hours like 48h, or days like 2d (at most 60 days).
clock-bad_kind = There is no clock called '{ $value }' (clocks: { $kinds }).
clock-bad_timeout = '{ $value }' is not what a timeout can do (choose from: { $timeouts }).
clock-bad_tz = There is no time zone called '{ $value }' (write it like Europe/Warsaw).
clock-bad_night = '{ $value }' is not night hours: write them like 22-07 (hours 0–23), or off.
clock-bad_style = There is no reminder style '{ $value }' (styles: { $styles }).
clock-bad_vacation = A vacation is 1 to { $most } days, not { $days }.
clock-moderator = { $side } ran out of time. A moderator decides what happens now.
clock-reminder = { $user }: { $side } owes a decision in <#{ $channel }> (time runs out { $deadline }).
clock-settings = Night hours: { $night }; time zone: { $tz }; reminders: { $reminders }.
clock-vacation = { $side }: on vacation in this game for { $days ->
    [one] { $days } day
   *[other] { $days } days
}; the clock does not run meanwhile.
clock-digest = { $count ->
    [one] A game awaits your decision:
   *[other] { $count } games await your decisions:
}
discord-cmd-game-new-opt-clock-name = clock
discord-cmd-game-new-opt-clock-desc = time per side per turn (48h), or a bank for the game (bank 10d, bank 10d+2h)
discord-cmd-game-new-opt-timeout-name = timeout
discord-cmd-game-new-opt-timeout-desc = when a side's time runs out: the default answer, forfeit, or a moderator decides
discord-cmd-game-vacation-name = vacation
discord-cmd-game-vacation-desc = Stop your clock in this game for some days
discord-cmd-game-vacation-opt-days-name = days
discord-cmd-game-vacation-opt-days-desc = how many days, from now
discord-cmd-settings-name = settings
discord-cmd-settings-desc = Your night hours, time zone and reminders (every game)
discord-cmd-settings-opt-night-name = night
discord-cmd-settings-opt-night-desc = hours you sleep, e.g. 22-07 (off: none); your clock stops then
discord-cmd-settings-opt-tz-name = tz
discord-cmd-settings-opt-tz-desc = your time zone, e.g. Europe/Warsaw
discord-cmd-settings-opt-reminders-name = reminders
discord-cmd-settings-opt-reminders-desc = every decision, once per turn, a direct-message digest, or off
clock-extended = { $moderator } gives { $side } { $hours ->
    [one] one more hour
   *[other] { $hours } more hours
} on the clock.
clock-nothing_owed = { $side } owes no decision now: there is nothing to decide for it.
clock-none = This game has no clock.
discord-cmd-game-timeout-name = timeout
discord-cmd-game-timeout-desc = Moderators: decide for a side out of time
discord-cmd-game-timeout-opt-side-name = side
discord-cmd-game-timeout-opt-side-desc = the side
discord-cmd-game-timeout-opt-action-name = action
discord-cmd-game-timeout-opt-action-desc = its decision's default answer, a forfeit, or more time
discord-cmd-game-timeout-opt-hours-name = hours
discord-cmd-game-timeout-opt-hours-desc = more time: hours

## discord.cmd.choice: the clock commands' choices (timeout, action, reminders)
discord-cmd-choice-timeout-default = the default answer
discord-cmd-choice-timeout-forfeit = forfeit
discord-cmd-choice-timeout-moderator = a moderator decides
discord-cmd-choice-resolve-default = the default answer
discord-cmd-choice-resolve-forfeit = forfeit
discord-cmd-choice-resolve-extend = more time
discord-cmd-choice-reminders-every = every decision
discord-cmd-choice-reminders-turn = once per turn
discord-cmd-choice-reminders-digest = a direct-message digest
discord-cmd-choice-reminders-off = off
