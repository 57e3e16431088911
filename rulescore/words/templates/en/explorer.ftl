### The explorer's views (notebook 11): headings, table heads and the lines around the ruling
### (rulescore.explorer.views and app say them in the language chosen with the explorer's language switch).

explorer-pots = pots
explorer-stacks = stacks
explorer-rules = rules
explorer-col-pot = pot
explorer-col-chips = chips
explorer-col-who = who can win it
explorer-col-player = player
explorer-col-start = start
explorer-col-front = in front
explorer-col-behind = behind
explorer-col-status = status
explorer-col-may-raise = may raise
explorer-no-chips = no chips in the middle yet
# $chips (Number) - every chip in the middle and in front
explorer-total = every chip in the middle and in front: { $chips }
explorer-deep = deep
# $yes (String) - yes or no
explorer-yes-no = { $yes ->
    [yes] yes
   *[no] no
  }
explorer-printed = the ruling as rulescore ask prints it
# $error (String) - the hand's error, one line
explorer-error = error: { $error }
explorer-last-good = The ruling below is the last good state: fix the hand or undo.
explorer-wait = the buttons wait until the hand is good again (fix it or undo)
explorer-player-to-act = player to act
explorer-nobody-to-act = (nobody to act)
# $note (String) - who acts next, e.g. "flop · BB to act"
explorer-next = Next: { $note }.
explorer-language = language
# $street (String) - the street, e.g. "flop"
# $sb (Number) - the small blind
# $bb (Number) - the big blind
explorer-ladder = action ladder · { $street }, blinds { $sb }/{ $bb }; chips are street totals
explorer-col-action = action
explorer-col-as = as
explorer-col-total = total
explorer-col-incr = incr.
explorer-col-kind = kind
explorer-col-min-raise-to = min raise-to
explorer-col-may-reraise = may re-raise
# $kind (String) - a bet's or raise's size: full, incomplete, full-all-in, incomplete-all-in or all-in
explorer-kind = { $kind ->
    [full] full
    [incomplete] incomplete
    [full-all-in] full all-in
    [incomplete-all-in] incomplete all-in
   *[all-in] all-in
  }
