### Amit a játékszolgáltatás (a Discord és az offline konzol közös része) mond a játékosoknak. A kulcsok állandók.

## service
service-no_game = Ezen a csatornán nincs játék. Indíts egyet: /game new RENDSZER FORGATÓKÖNYV.
service-game_exists = Ezen a csatornán már folyik egy játék ({ $system }, { $scenario }, { $status }). Előbb fejezd be, add fel, vagy hagyd félbe: /game abandon.
service-not_seated = Nincs helyed ebben a játékban. Foglalj egyet: /game join OLDAL (oldalak: { $sides }).
service-not_your_decision = Nem te döntesz: most { $owed } { $owed_gender ->
        [plural] válaszolnak
       *[other] válaszol
    } ({ $question }).
service-nothing_pending = Most semmi sem vár parancsra.
service-not_started = A játék még nem kezdődött el: ha minden oldalnak van játékosa, használd a /game start parancsot.
service-already_started = A játék már elkezdődött.
service-finished =
    { $state ->
        [abandoned] Ezt a játékot félbehagyták; több parancsot nem fogad. Újat a /game new paranccsal indíthatsz.
       *[finished] Ez a játék véget ért; több parancsot nem fogad. Újat a /game new paranccsal indíthatsz.
    }
service-stale = A játék továbblépett (most a(z) { $current }. változatnál tart; a táblád a(z) { $expected }. változatot mutatta). Semmi sem történt: nézd meg az aktuális táblát, és próbáld újra.
service-unknown_side = Ebben a játékban nincs '{ $side }' nevű oldal (oldalak: { $sides }).
service-unknown_role = A(z) { $side } oldalnak nincs '{ $role }' nevű szerepe (szerepek: { $roles }).
service-unknown_scenario = A(z) { $system } rendszerben nincs '{ $scenario }' forgatókönyv (forgatókönyvek: { $scenarios }).
service-unknown_option = A(z) { $system } rendszerben nincs '{ $name }' nevű szabályopció (opciók: { $options }).
service-bad_option = '{ $name }' opció: { $why }
service-empty_seats = A játék indítása előtt minden oldalnak kell egy játékos: { $missing } oldalán még senki sincs (/game join OLDAL).
service-start_not_allowed = A játékot csak helyet foglaló játékos vagy a játék létrehozója indíthatja el.
service-nothing_to_undo = Nincs mit visszavonni.
service-undo_not_yours = Az utolsó lépést ({ $order }) { $side } adta, nem te: csak a saját utolsó lépésedet vonhatod vissza.
service-undo_not_allowed = Az utolsó lépésnél ({ $order }) kockát dobtak vagy rejtett információ derült ki, ezért nem vonható vissza.
service-abandon_not_allowed = A játékot csak a létrehozója vagy a szerver adminisztrátora hagyhatja félbe.
service-bad_zoom = A térképnek ez a része nem rajzolható meg: { $why }
service-around_or_section = Válassz egy hexát középpontnak (around) vagy egy szekciót, ne mindkettőt.
service-unknown_hex = Ezen a térképen nincs '{ $hex }' hexa (a hexák jelölése például { $example }).
service-los_unsupported = A(z) { $system } nem rajzol rálátást kérésre.
service-los_form = A rálátást két hexával add meg, pl. los:0811-0802 (nem '{ $text }').
service-los_refused = Nincs rálátás: { $why }
service-unknown_section = Ezen a térképen nincs '{ $section }' szekció (szekciók: { $sections }).
service-no_renderer = Ebben a telepítésben nincsenek térképképek ({ $why }).
service-empty_order = Írj parancsot a /order után (a help kiírja a szabályos parancsokat).

## service.event
service-event-created = Új játék: { $title }: { $scenario }. Oldalak: { $sides }. Csatlakozás: /game join OLDAL.
service-event-joined = { $user } csatlakozik: { $side }.
service-event-started = Kezdődik a játék: { $scenario }.
service-event-resigned = { $side } { $side_gender ->
        [plural] feladják
       *[other] feladja
    }. { $winner } { $winner_gender ->
        [plural] nyerik
       *[other] nyeri
    } a játékot.
service-event-undone = { $side } visszavonja: { $order }.
service-event-abandoned = A játékot félbehagyták.
service-event-game_over = Vége a játéknak: { $result }.
service-event-draw = döntetlen
service-event-winner = { $winner } { $winner_gender ->
        [plural] nyernek
       *[other] nyer
    } ({ $reason })

## service.result
service-result-resigned = { $side } feladta

## service.status
service-status-setup = játékosokra vár
service-status-active = folyamatban
service-status-finished = befejeződött
service-status-abandoned = félbehagyva

## service.log
service-log-taken_back = (visszavonva)

## more messages
service-order_too_long = Ez a parancs { $length } karakter hosszú; egy parancs legfeljebb { $limit } karakter lehet. Semmi sem történt.
service-duplicate = Ezt a kérést már végrehajtottuk (a játék azóta a(z) { $version }. változatnál tart). Semmi sem történt kétszer.
service-busy = A játék adatbázisa most foglalt; semmi sem változott. Kérlek, próbáld újra egy pillanat múlva.
service-join_closed = A játék elkezdődött: a helyek már nem foglalhatók. Egy játékos átadhatja a sajátját a /game sub paranccsal, vagy egy moderátor leültethet a /game seat paranccsal.
service-leave_closed = A játék elkezdődött: már nem léphetsz ki csak úgy. Add át a helyed a /game sub @játékos paranccsal, vagy add fel.
service-not_your_seat = Nincs helyed ezen az oldalon: { $side }.
service-which_seat = Több helyed is van ({ $seats }): mondd meg, melyiket adod át.
service-sub_self = Ez a hely már a tiéd.
service-offer_gone = Ezt a helyet már nem az a játékos foglalja, aki felajánlotta. Semmi sem változott.
service-moderators_only = Ezt csak moderátor teheti meg (Csatornák kezelése jog, vagy a szerver hexwar moderátor szerepe).
service-admins_only = A moderátor szerepet csak a szerver adminisztrátora (Szerver kezelése jog) választhatja ki.
service-no_such_seat = Ennek a játékosnak nincs ilyen helye ebben a játékban.
service-confirm_unknown = Ez a megerősítés már nem érvényes (felhasználták vagy lecserélték). Semmi sem változott.
service-confirm_not_yours = Ez a gomb a kérdező játékosé; nem te nyomhatod meg.
service-confirm_expired = Ez a megerősítés lejárt. Semmi sem változott: kérd újra, ha még mindig így gondolod.
service-old_game = Az a játék véget ért; ezen a csatornán már egy újabb folyik. Semmi sem változott.
service-secret_order = (titkos választás)
service-event-undone_secret = { $side } visszavonja utolsó (titkos) választását.

## service.standing: állandó válaszok (/standing)
service-standing_unknown = { $decision } nem olyan döntés, amelyet ebben a játékban előre megadhatsz. Ilyenek: { $kinds }
service-standing_answer = { $decision } állandó válasza ezek egyike: { $answers }, nem { $answer }.
service-standing-none = { $side }: nincs állandó válaszod; az ellenfél körének minden döntése rád vár.
service-standing-head = { $side }: állandó válaszaid (csak te látod őket):
service-standing-entry = • { $decision } { $answer }: { $about }
service-standing-can = Előre megadható döntések (/standing DÖNTÉS always|never|ask):
service-standing-kind = • { $decision }: { $about }
service-hint-instead = { $more ->
    [0] Most ezt teheted: { $orders }.
   *[other] Most ezt teheted: { $orders }, és még { $more } mást (mindet a /game status sorolja fel).
}
