### Ellenőrizhető kockák és exportálás (bot/verify.py, bot/export.py). A kulcsok állandók.

## verify.event: a csatornán bejelentve
verify-event-committed = A kockák lepecsételve: kötelezettség { $commitment } (szabályok: { $rules }). A mag és a sója a játék végén kiderül, így bárki ellenőrizheti minden dobást a /game verify paranccsal.
verify-event-revealed = A kockák felfedve: mag { $seed }, só { $salt } (kötelezettség { $commitment }). A /game export kiírja a játékot; a hexwar verify ellenőrzi.

## verify.status: az állapotsorok
verify-status-committed = Kockakötelezettség: { $commitment } (szabályok: { $rules })
verify-status-revealed = Felfedett kockák: mag { $seed }, só { $salt }

## verify: az exportált játék ellenőrzésének eredménye
verify-ok = Ellenőrizve: { $steps ->
    [0] még semmit sem játszottak le; az előkészítés
    [one] az egyetlen lépés
   *[other] mind a(z) { $steps } lépés
} pontosan a feljegyzés szerint játszódik le újra.
verify-failed = Nincs ellenőrizve: { $count ->
    [one] egy hiba
   *[other] { $count } hiba
} található.
verify-commitment_ok = A felfedett mag és só egyezik a(z) { $commitment } kötelezettséggel.
verify-commitment_mismatch = A kötelezettség nem egyezik: a só, a(z) { $seed } mag és a(z) { $rules } szabályok eredménye { $computed }, nem { $commitment }.
verify-not_revealed = A mag még nincs felfedve: a játék a vége után ellenőrizhető.
verify-no_commitment = Ennek a játéknak nincs kockakötelezettsége (azelőtt kezdődött, hogy a játékok kaptak volna).
verify-rules_changed = A(z) { $recorded } szabályokkal rögzítve; a(z) { $current } szabályokkal ellenőrizve.
verify-step_differs = A(z) { $step }. lépés ({ $side }: { $order }) eltér a feljegyzéstől: { $what ->
    [rolls] a kockái
    [both] a kockái és az eseményei
   *[events] az eseményei
} mások az újrajátszáskor.
verify-step_refused = A(z) { $step }. lépést ({ $side }: { $order }) az újrajátszás elutasítja: { $why }
verify-result_differs = A feljegyzett eredmény ({ $recorded }) nem az, amelyre az újrajátszás jut ({ $replayed }).
verify-position_differs = A végső állás eltér a feljegyzettől.
verify-no_result = nincs eredmény
verify-unreadable = Ez nem ellenőrizhető hexwar-export ({ $why }).

## export: a játék olvasható naplója
export-title = { $title } ({ $system } / { $scenario })
export-state = Állapot: { $status }, { $version }. változat
export-created = Létrehozva: { $at }; utolsó változás: { $updated }
export-seat = { $side }: { $users }
export-log = Napló:
export-no_actions = Még semmi sem történt.
export-written = A játék kiírva: { $text } és { $transcript }
export-written_text = A játék kiírva: { $text }
export-transcript_later = Az újrajátszható átirat a maggal együtt a játék vége után készül el.
