### Amit maga a Discord-alkalmazás mond (a játékszolgáltatásnak és a szabályoknak saját katalógusa van). A kulcsok állandók.

## discord
discord-unexpected = Valami elromlott nálam; nem te okoztad. A hibát naplóztam. Próbáld újra, vagy nézd meg a /game status paranccsal, hol tart a játék.
discord-stale = Ez a tábla elavult (a játék { $made }. változatához készült; a játék most a(z) { $now }. változatnál tart). Itt a mostani.
discord-not_yours = Ez a gomb nem neked szól: erre a döntésre csak { $owners } válaszolhat.
discord-no_game_here = Ezen a csatornán nincs játék.
discord-too_many_choices = { $count } lehetséges parancs: írd be őket a /order paranccsal (az automatikus kiegészítés felsorolja a szabályosakat).
discord-use_buttons_or_order = Kattints egy lenti gombra, vagy használd a /order parancsot.
discord-show_mine = A kezem / a választásaim
discord-private_choices = A te döntésed: { $question }
discord-nothing_for_you = Ebben a játékban most semmi sem vár rád.
discord-your_private_events = Ezt csak te látod:
discord-your_hand = A kezed
discord-awaiting = Várunk rá: { $users }: { $question }
discord-awaiting_private = Várunk rá: { $users }: { $question } (kattints „A kezem / a választásaim” gombra, vagy használd a /game status parancsot)
discord-secret_question = egy döntés, amelyet csak ő láthat
discord-created = Új játék: { $title }, forgatókönyv: { $scenario }, létrehozta: { $creator }. Oldalak: { $sides }. Foglalj helyet a /game join paranccsal, aztán /game start.
discord-joined = { $user } elfoglalja a helyet: { $seat }.
discord-seats_line = Helyek: { $seats }
discord-no_seats = még senki sem foglalt helyet
discord-abandoned = A csatorna játékát { $user } félbehagyta.
discord-result = Vége a játéknak: { $text }
discord-winner = { $side } { $side_gender ->
        [plural] nyernek
       *[other] nyer
    }: { $reason }
discord-draw = Döntetlen: { $reason }
discord-no_log = Még semmi sem történt.
discord-log_header = Legutóbbi események:
discord-map_failed = (Ezúttal nem sikerült megrajzolnom a térképet; magát a játékot ez nem érinti.)
discord-bad_options = Nem értem ezeket az opciókat: '{ $text }': { $why }
discord-bad_option_pair = az opciókat név=érték alakban írd, szóközzel vagy vesszővel elválasztva
discord-unknown_system = Nincs '{ $system }' nevű játékrendszer (rendszerek: { $systems }).
discord-missing_token = A DISCORD_TOKEN nincs beállítva. Hozz létre egy alkalmazást itt: https://discord.com/developers/applications, másold ki a bot tokenjét, és futtasd: DISCORD_TOKEN=... hexwar bot
discord-status_line = { $title } ({ $system }, forgatókönyv: { $scenario }), a játék { $version }. változata, állapot: { $status }
discord-turn_line = { $turn }. forduló, { $phase }
discord-more_lines = … még { $count } sor; lásd /game log
discord-undone = { $user } visszavonta.
discord-resigned = { $user } feladja.
discord-ordered = { $user }: `{ $order }`
discord-private_news = { $users }: olyan hír van, amelyet csak te láthatsz (/game log vagy /game status).
discord-invented = {" "}[kitalált]
discord-around_or_section = Válassz egy hexát középpontnak (around) vagy egy szekciót, ne mindkettőt.
discord-unknown_hex = Ezen a térképen nincs '{ $hex }' hexa (a hexák jelölése például { $example }).
discord-unknown_section = Ezen a térképen nincs '{ $section }' szekció (szekciók: { $sections }).

## discord.cmd
discord-cmd-game-name = játék
discord-cmd-game-desc = Hexás táblás hadijáték ezen a csatornán
discord-cmd-game-new-name = új
discord-cmd-game-new-desc = Új játék indítása ezen a csatornán
discord-cmd-game-new-opt-system-name = rendszer
discord-cmd-game-new-opt-system-desc = játékrendszer, pl. cca (Commands & Colors: Ancients)
discord-cmd-game-new-opt-scenario-name = forgatókönyv
discord-cmd-game-new-opt-scenario-desc = a rendszer egyik forgatókönyve
discord-cmd-game-new-opt-options-name = opciók
discord-cmd-game-new-opt-options-desc = szabályopciók név=érték párokként
discord-cmd-game-new-opt-seed-name = mag
discord-cmd-game-new-opt-seed-desc = a kockadobások magja (üresen: véletlen)
discord-cmd-game-new-opt-language-name = nyelv
discord-cmd-game-new-opt-language-desc = a játék üzeneteinek nyelve a csatornán (alapból a szerveré)
discord-cmd-game-join-name = csatlakozás
discord-cmd-game-join-desc = Helyfoglalás (egy oldal, és ahol a játékban van, egy szerep)
discord-cmd-game-join-opt-side-name = oldal
discord-cmd-game-join-opt-side-desc = a játszandó oldal
discord-cmd-game-join-opt-role-name = szerep
discord-cmd-game-join-opt-role-desc = parancsnokság az oldalon belül, ahol a játékban van ilyen
discord-cmd-game-start-name = indítás
discord-cmd-game-start-desc = A játék indítása, ha a helyek foglaltak
discord-cmd-game-status-name = állás
discord-cmd-game-status-desc = Hol tart a játék; a kezed és a választásaid (csak neked)
discord-cmd-game-map-name = térkép
discord-cmd-game-map-desc = A térkép megjelenítése
discord-cmd-game-map-opt-around-name = körül
discord-cmd-game-map-opt-around-desc = középen ez a hexa legyen (pl. C4)
discord-cmd-game-map-opt-section-name = szekció
discord-cmd-game-map-opt-section-desc = csak a térkép ezen szekciója
discord-cmd-game-map-opt-los-name = rálátás
discord-cmd-game-map-opt-los-desc = a rálátás két hexa között (pl. 0811-0802)
discord-cmd-game-log-name = napló
discord-cmd-game-log-desc = Legutóbbi események (az oldalad titkos eseményei csak neked)
discord-cmd-game-log-opt-count-name = darab
discord-cmd-game-log-opt-count-desc = hány esemény (alapból 20)
discord-cmd-game-log-opt-language-name = nyelv
discord-cmd-game-log-opt-language-desc = az események olvasása ezen a nyelven (alapból a tiéd)
discord-cmd-game-undo-name = visszavonás
discord-cmd-game-undo-desc = Az utolsó parancsod visszavonása (kockadobás vagy húzott lap után nem)
discord-cmd-game-resign-name = feladás
discord-cmd-game-resign-desc = A játék feladása
discord-cmd-game-abandon-name = félbehagyás
discord-cmd-game-abandon-desc = A csatorna játékának befejezése eredmény nélkül (létrehozó vagy adminok)
discord-cmd-game-leave-name = kilépés
discord-cmd-game-leave-desc = A helyed átadása a játék kezdete előtt
discord-cmd-game-sub-name = csere
discord-cmd-game-sub-desc = A helyed átadása egy másik játékosnak (neki el kell fogadnia)
discord-cmd-game-sub-opt-player-name = játékos
discord-cmd-game-sub-opt-player-desc = ki veszi át a helyed
discord-cmd-game-sub-opt-side-name = oldal
discord-cmd-game-sub-opt-side-desc = melyik helyed, ha több is van
discord-cmd-game-seat-name = ültetés
discord-cmd-game-seat-desc = Moderátorok: egy játékos leültetése egy oldalra
discord-cmd-game-seat-opt-player-name = játékos
discord-cmd-game-seat-opt-player-desc = kit kell leültetni
discord-cmd-game-seat-opt-side-name = oldal
discord-cmd-game-seat-opt-side-desc = az oldal
discord-cmd-game-seat-opt-role-name = szerep
discord-cmd-game-seat-opt-role-desc = egy parancsnokság az oldalon belül
discord-cmd-game-kick-name = eltávolítás
discord-cmd-game-kick-desc = Moderátorok: egy játékos eltávolítása a helyéről
discord-cmd-game-kick-opt-player-name = játékos
discord-cmd-game-kick-opt-player-desc = kit kell eltávolítani
discord-cmd-game-kick-opt-side-name = oldal
discord-cmd-game-kick-opt-side-desc = csak az ezen az oldalon lévő helyéről
discord-cmd-game-moderators-name = moderátorok
discord-cmd-game-moderators-desc = Adminok: a szerep, amelynek tagjai játékosokat ültethetnek és eltávolíthatnak
discord-cmd-game-moderators-opt-role-name = szerep
discord-cmd-game-moderators-opt-role-desc = a moderátori szerep (üresen: nincs)
discord-cmd-order-name = parancs
discord-cmd-order-desc = Parancs kiadása a csatorna játékában
discord-cmd-order-opt-text-name = szöveg
discord-cmd-order-opt-text-desc = a parancs; a javaslatok a szabályosakat sorolják fel
discord-cmd-standing-name = állandó
discord-cmd-standing-desc = Előre megadott döntés, amelyet a szabályok az ellenfél körében rád bíznak
discord-cmd-standing-opt-decision-name = döntés
discord-cmd-standing-opt-decision-desc = a döntés (üresen: állandó válaszaid listája)
discord-cmd-standing-opt-answer-name = válasz
discord-cmd-standing-opt-answer-desc = mindig, soha vagy kérdezz; közelharcra reagálva kitérés vagy első csapás is lehet
discord-cmd-choice-cca-react = CCA: reagálás közelharcra (kitérés, Első csapás)
discord-cmd-choice-cca-evade_path = CCA: hová megy a kitérő egység
discord-cmd-choice-cca-ignore = CCA: figyelmen kívül hagyható zászlók
discord-cmd-choice-cca-retreat = CCA: visszavonulási út
discord-cmd-choice-cca-battleback = CCA: visszavágás
discord-cmd-choice-cca-leader_evade = CCA: vezér kitérése
discord-cmd-choice-cca-escape = CCA: az egységeden át menekülő ellenséges vezér
discord-cmd-choice-afde-react = AFdE: reagálás rohamra
discord-cmd-choice-always = mindig
discord-cmd-choice-never = soha
discord-cmd-choice-ask = kérdezz meg
discord-cmd-choice-evade = kitérés (reagálás közelharcra)
discord-cmd-choice-firststrike = Első csapás (reagálás közelharcra)

## discord.lang
discord-lang-en = English
discord-lang-pl = Polski
discord-lang-hu = Magyar
discord-lang-uk = Українська

## more messages
discord-more_choices = További lehetőségek… ({ $page }. oldal / { $pages })
discord-menu_placeholder = Lehetőségek: { $first }–{ $last } / { $count }
discord-destinations = Mozgás ide… (célok: { $first }–{ $last } / { $count })
discord-menu_gone = Ez a menü nem neked szól, vagy a döntése már nem vár.
discord-network_error = Nem értem el a Discordot a válasz közben. Ha parancs volt, a /game status megmutatja, végrehajtódott-e.
discord-post_failed = A lépésed végrehajtódott, de most nem tudtam kiírni a csatornára; kiírom, amint a Discord engedi.
discord-catch_up = Amíg távol voltam, a játék továbbhaladt; itt tart most:
discord-old_game = Az a játék véget ért; ezen a csatornán egy újabb van (vagy egy sincs). Semmi sem változott.
discord-legacy_button = Ez a gomb a bot egy korábbi változatából való, és elavult. Itt a mostani állás:
discord-left = { $user } elhagyja a helyét.
discord-sub_offer = { $holder } felajánlja a(z) { $seat } helyet neki: { $user }. { $user }, { $minutes } percen belül nyomd meg a gombot, hogy átvedd.
discord-sub_accept = Átveszem a helyet
discord-sub_done = { $user } átveszi a helyet.
discord-seated = { $moderator } leülteti { $user } játékost ide: { $seat }.
discord-kicked = { $moderator } eltávolítja { $user } játékost a játékból.
discord-mod_role_set = A(z) { $role } szerepű tagok mostantól leültethetnek és eltávolíthatnak játékosokat (/game seat, /game kick).
discord-mod_role_cleared = Most egyik szerep sem hexwar moderátor; a Csatornák kezelése jogú tagok továbbra is azok.
discord-confirm_resign = Feladod ezt a játékot? Nem vonható vissza. Megerősítéshez nyomd meg a gombot { $seconds } másodpercen belül.
discord-confirm_resign_button = Igen, feladom
discord-confirm_abandon = Félbehagyod ezt a játékot mindenki számára, eredmény nélkül? Megerősítéshez nyomd meg a gombot { $seconds } másodpercen belül.
discord-confirm_abandon_button = Igen, félbehagyom a játékot

## discord.figure: a side's public figure in the game summary (its name, then its value)
discord-figure = { $name } { $value }
