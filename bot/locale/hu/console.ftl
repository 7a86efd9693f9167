### Az offline konzol saját szövegei (bot/console.py). A kulcsok állandók; a szövegek változhatnak.
### A parancsok, az oldalak azonosítói és az utasítások jelölések: minden nyelven úgy maradnak, ahogy beírják őket.

## console
console-resuming = { $system } / { $scenario } folytatása (mentve: { $path }).
console-to_play_instead = (Ha inkább ezt játszanád: { $system } / { $scenario }, indítsd így: hexwar console --new.)
console-still_setup = A játék előkészítése még tart: /game join OLDAL, majd /game start.
console-last_game_over = Az előző játék itt ({ $system } / { $scenario }) véget ért:
console-cannot_set_up = Nem sikerült előkészíteni ezt: { $system } / { $scenario }: { $why }
console-new_game = Új játék: { $title } (mag: { $seed }). Minden hely a tiéd: { $sides }.
console-welcome = A parancsokért és a szabályos utasításokért írd be: help; kilépés: quit. A játék magától mentődik.
console-bye = Viszlát. A játék mentve van; a hexwar console folytatja.
console-no_game = nincs játék
console-your_decision = a te döntésed
console-unknown_command = Ismeretlen parancs: '{ $command }'. Írd be: help.
console-unknown_game_command = Ismeretlen /game parancs: '{ $command }'. Írd be: help.
console-internal_error = Belső hiba, a játék nem változott: { $error }: { $detail }
console-report_it = Kérjük, jelentsd a /game log kimenetével együtt.
console-no_such_choice = Nincs { $number }. lehetőség: válassz 1 és { $count } között (a help felsorolja őket).
console-usage_new = Használat: /game new RENDSZER FORGATÓKÖNYV [opció=érték …]
console-usage_join = Használat: /game join OLDAL [SZEREP]
console-usage_standing = Használat: /standing [OLDAL] [DÖNTÉS always|never|ask]
console-created_seeded = Új játék: { $system } / { $scenario } (mag: { $seed }).
console-created_drawn = Új játék: { $system } / { $scenario } (a kockadobások a kezdéskor sorsolódnak).
console-take_seats = Oldalak: { $sides }. Foglalj helyet: /game join OLDAL, majd /game start.
console-you_hold = A helyeid: { $seats }.
console-no_log = Még semmi sem történt.
console-left = Elhagytad a helyeidet. Oldalak: { $sides }.
console-abandoned = A játékot félbehagyták. Újat így kezdhetsz: /game new { $system } { $scenario }.
console-confirm = Ez nem vonható vissza: a megerősítéshez { $seconds } másodpercen belül írd be újra: /game { $command }.
console-last_events = Legutóbbi események (továbbiak: /game log):
console-status_head = ── { $title } · { $turn }. kör · { $phase } · { $status } (v{ $version })
console-side_head = { $name } ({ $side })
console-score = pontszám { $score }
console-score_of = pontszám { $score }/{ $target }
console-figure = { $name } { $value }
console-private_to = (csak { $side })
console-waiting_for = Rájuk várunk: { $sides }.
console-nobody = senki
console-private_entry = { $side } – { $name }: { $value }
console-more_choices = … és még { $count }: a help mindet felsorolja, vagy írd be az utasítást.
console-no_map = (nincs térkép: { $why })
console-map_failed = (a térképet nem sikerült megrajzolni: { $error }: { $detail })
console-map_written = Térkép: { $path }
console-no_scenarios = A(z) { $system } rendszernek nincs forgatókönyve.

## console.state: a játék állapota a parancssorban
console-state-setup = előkészítés
console-state-active = folyamatban
console-state-finished = befejeződött
console-state-abandoned = félbehagyva

## console.help: a parancsok (ugyanazok, mint a Discordon)
console-help =
    Parancsok (ugyanazok, mint a Discordon):
      /game new RENDSZER FORGATÓKÖNYV [opció=érték …]   új játék előkészítése
      /game join OLDAL [SZEREP]                         helyfoglalás (egy gépen: foglald el mindegyik oldalt)
      /game start                                       kezdés, ha minden oldalnak van játékosa
      /game status                                      az állás, kinek a döntése jön, a lehetőségek
      /game map [HEX]                                   térképkép (PNG) írása és az útvonala
      /game map los A-B                                 szabad-e a rálátás az A hexáról a B hexára? (a térképen is)
      /game log [N]                                     a legutóbbi események
      /game undo                                        az utolsó utasításod visszavonása (ha nem volt kockadobás)
      /game leave                                       a helyeid feladása (a kezdés előtt)
      /game resign                                      a soron lévő oldal felad (a megerősítéshez írd be kétszer)
      /game abandon                                     a játék befejezése eredmény nélkül (kétszer a megerősítéshez)
      /standing [OLDAL] [DÖNTÉS always|never|ask]  az ellenfél körének egy döntése előre megadva
      /order SZÖVEG   vagy csak SZÖVEG                  utasítás kiadása
      SZÁM                                              a lista adott lehetőségének választása
      help                                              a most szabályos utasítások és ez a szöveg
      quit                                              kilépés (a játék minden utasítás után mentődik)

## console.orders-SYSTEM: the notation of a system's orders, after the commands (help)
console-orders-gboh =
    A Great Battles of Julius Caesar parancsai (docs/gboh.md):
      activate VEZÉR · decline VEZÉR · trump VEZÉR · pass            ki aktivizálódik (5.1, 5.4)
      move X3 · move X3 0707 0708 · move X3 face SE · move X3 0605 fire H2   egy egység mozgása lépésenként vagy egész útvonallal
      legion X · line cavalry · line LI · designate LEGÁTUS           légió- vagy vonalparancs egyéni parancsok helyett
      fire CR1 H2 · rally X3 · recover X3 · move VEZÉR 0506 0505 · end
      to 0707 · face SE · fire H2 · stop                             az egység mozgásának következő lépése
      shock X3 · done · momentum · finish                            rohamra kijelölés, lendület
      /standing gboh.rout_path ask                                  kérdezzen, merre menekülnek a megfutók
console-orders-ager =
    Az Ager Sanguinis parancsai (docs/ager.md):
      fire achard yazid · fire rollin kutbeddin 0507 · throw arnould daoud · done   támadó tüzelés
      charge raymond borsok · done                                  lovasrohamok
      move arnould · move arnould 0210 · move arnould 0212 0211 0210 · done   mozgás
      mount guerin guerin-horse · dismount raymond 1708 · clear · carry · lead · grab
      fire aptekin · fire all · hold                                védekező tüzelés a mozgóra
      attack ancelin daoud · attack ancelin arnould daoud · done    közelharc
      /standing ager.dfire always|never|ask                          védekező tüzelés kérdés nélkül
