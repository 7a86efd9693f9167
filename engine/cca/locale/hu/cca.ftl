### Commands & Colors: Ancients: magyar üzenetek (a magyar szabálykönyv kifejezéseivel).

## cca
cca-choice = { $order }

## cca.phase
cca-phase-card = parancskártya kijátszása
cca-phase-order = egységek és vezetők utasítása
cca-phase-replenish = utánpótlás (kövek visszaállítása)
cca-phase-move = mozgás
cca-phase-move2 = második mozgás (Mozgás-Tűz-Mozgás)
cca-phase-battle = csata
cca-phase-over = vége a játéknak

## cca.step.cca
cca-step-cca-card = kijátszania egy parancskártyát
cca-step-cca-order = utasításokat adnia
cca-step-cca-replenish = köveket visszaállítania
cca-step-cca-move = mozgatnia az utasított egységeket
cca-step-cca-battle = csatákat bejelentenie
cca-step-cca-react = reagálnia egy közelharcra
cca-step-cca-ignore = kiválasztania a figyelmen kívül hagyott zászlókat
cca-step-cca-retreat = visszavonulnia
cca-step-cca-battleback = döntenie a visszatámadásról
cca-step-cca-advance = döntenie a helyzeti előnyről a megnyert közelharc után
cca-step-cca-extra = döntenie a lovasság plusz hexa mozgásáról
cca-step-cca-bonus = döntenie a bónusz közelharcról
cca-step-cca-leader_evade = kimenekítenie egy vezetőt a veszélyből
cca-step-cca-rampage = kiválasztania az elefánt következő áldozatát
cca-step-cca-escape = megtámadnia egy szökő vezetőt, vagy átengednie
cca-step-cca-evade_path = kiválasztania, hová tér ki az egység

## cca.status.turn_in
cca-status-turn_in-card = { $turn }. forduló: { $side } parancskártyát { $side_gender ->
        [plural] játszanak
       *[other] játszik
    } ki.
cca-status-turn_in-order = { $turn }. forduló: { $side } utasításokat { $side_gender ->
        [plural] adnak
       *[other] ad
    }.
cca-status-turn_in-replenish = { $turn }. forduló: { $side } köveket { $side_gender ->
        [plural] állítanak
       *[other] állít
    } vissza.
cca-status-turn_in-move = { $turn }. forduló: { $side } { $side_gender ->
        [plural] mozognak
       *[other] mozog
    }.
cca-status-turn_in-move2 = { $turn }. forduló: { $side } újra { $side_gender ->
        [plural] mozognak
       *[other] mozog
    } (Mozgás-Tűz-Mozgás).
cca-status-turn_in-battle = { $turn }. forduló: { $side } { $side_gender ->
        [plural] csatáznak
       *[other] csatázik
    }.
cca-status-turn_in-over = { $turn }. forduló: a játék véget ért.

## cca.status.wait.cca
cca-status-wait-cca-card = Várunk, hogy { $side } { $side_gender ->
        [plural] kijátsszanak
       *[other] kijátsszon
    } egy parancskártyát.
cca-status-wait-cca-order = Várunk, hogy { $side } utasításokat { $side_gender ->
        [plural] adjanak
       *[other] adjon
    }.
cca-status-wait-cca-replenish = Várunk, hogy { $side } köveket { $side_gender ->
        [plural] állítsanak
       *[other] állítson
    } vissza.
cca-status-wait-cca-move = Várunk, hogy { $side } { $side_gender ->
        [plural] mozgassák
       *[other] mozgassa
    } az utasított egységeket.
cca-status-wait-cca-battle = Várunk, hogy { $side } csatákat { $side_gender ->
        [plural] jelentsenek
       *[other] jelentsen
    } be.
cca-status-wait-cca-react = Várunk, hogy { $side } { $side_gender ->
        [plural] reagáljanak
       *[other] reagáljon
    } a közelharcra.
cca-status-wait-cca-ignore = Várunk, hogy { $side } { $side_gender ->
        [plural] kiválasszák
       *[other] kiválassza
    } a figyelmen kívül hagyott zászlókat.
cca-status-wait-cca-retreat = Várunk { $side } visszavonulására.
cca-status-wait-cca-battleback = Várunk, hogy { $side } { $side_gender ->
        [plural] döntsenek
       *[other] döntsön
    } a visszatámadásról.
cca-status-wait-cca-advance = Várunk, hogy { $side } { $side_gender ->
        [plural] döntsenek
       *[other] döntsön
    } a helyzeti előnyről.
cca-status-wait-cca-extra = Várunk, hogy { $side } { $side_gender ->
        [plural] döntsenek
       *[other] döntsön
    } a lovasság plusz hexa mozgásáról.
cca-status-wait-cca-bonus = Várunk, hogy { $side } { $side_gender ->
        [plural] döntsenek
       *[other] döntsön
    } a bónusz közelharcról.
cca-status-wait-cca-leader_evade = Várunk, hogy { $side } { $side_gender ->
        [plural] kimenekítsenek
       *[other] kimenekítsen
    } egy vezetőt a veszélyből.
cca-status-wait-cca-rampage = Várunk, hogy { $side } { $side_gender ->
        [plural] kiválasszák
       *[other] kiválassza
    } az elefánt következő áldozatát.
cca-status-wait-cca-escape = Várunk, hogy { $side } { $side_gender ->
        [plural] megtámadják a szökő vezetőt, vagy átengedjék
       *[other] megtámadja a szökő vezetőt, vagy átengedje
    }.
cca-status-wait-cca-evade_path = Várunk, hogy { $side } { $side_gender ->
        [plural] kiválasszák
       *[other] kiválassza
    }, hová tér ki az egység.

## cca.result
cca-result-banners = { $banners }–{ $other } győzelmi zászlóban
cca-result-draw = mindkét oldal egyszerre érte el a győzelmi zászlók számát

## cca.prompt
cca-prompt-card = { $side }: játssz ki egy parancskártyát a kezedből.
cca-prompt-order = Adj utasításokat a(z) { $card } kártyával (order <hexa> …, aztán done).
cca-prompt-rally = Állíts vissza köveket a vezető közelében álló egységekbe (rally <hexa>), aztán done.
cca-prompt-move = Mozgasd az utasított egységeket és vezetőket (move <hexa> <cél>), aztán done.
cca-prompt-move2 = Mozgás-Tűz-Mozgás: az utasított egységek újra mozoghatnak (move <hexa> <cél>), aztán done.
cca-prompt-battle = Jelentsd be a csatákat egyenként (battle <hexa> <cél> vagy fire <hexa> <cél>), aztán done.
cca-prompt-react = Közelharc a(z) { $target } hexán álló egységed ({ $kind }) ellen; támadó: { $by } ({ $attacker }): reagálj (noreaction, evade vagy firststrike).
cca-prompt-ignore = { $flags } zászlót dobtak a(z) { $hex } hexán álló egységed ({ $kind }) ellen; legfeljebb { $max } hagyható figyelmen kívül (vezető vagy morális támogatás): ignore <n>.
cca-prompt-retreat = A(z) { $hex } hexán álló egységednek ({ $kind }) { $hexes } hexát kell visszavonulnia a saját oldala felé: retreat <célhexa>.
cca-prompt-battleback = Visszatámadás – a(z) { $hex } hexán álló egységed ({ $kind }) → { $by } ({ $target }) (battleback vagy nobattleback)?
cca-prompt-advance = Egységed ({ $kind }) megnyerte a közelharcot: helyzeti előny a(z) { $hex } hexára (advance vagy noadvance)?
cca-prompt-extra = A(z) { $hex } hexán álló egységed ({ $kind }) még egy hexát lovagolhat (extra <hexa>), vagy megállhat (noextra).
cca-prompt-bonus = A(z) { $hex } hexán álló egységed ({ $kind }) bónusz közelharcot vívhat: bonus <cél> vagy nobonus.
cca-prompt-leader_evade = { $leader } vezetőnek ki kell térnie: leader <hexa> vagy leader off.
cca-prompt-rampage = Az elefánt őrjöng: válaszd ki a következő egységet vagy vezetőt, amelyet letapos (rampage <hexa>).
cca-prompt-evade_path = A(z) { $hex } hexán álló egységed ({ $kind }) túlélte a kitérési dobást: evade <hexa> (hová megy).
cca-prompt-escape = { $leader } ellenséges vezető a(z) { $hex } hexán álló egységeden ({ $kind }) át szökik: megtámadod (strike), vagy átengeded (letpass)?

## cca.why
cca-why-empty = a parancs üres
cca-why-verb = nem ismert paranccsal kezdődik (play, order, move, stay, battle, fire, retreat, ignore, evade, firststrike, noreaction, battleback, nobattleback, advance, noadvance, extra, noextra, bonus, nobonus, leader, strike, letpass, rampage, rally, done)
cca-why-play_args = írd így: play <kártya azonosítója>, pl. play center-2
cca-why-no_args = ez a parancs nem kap sem hexát, sem számot
cca-why-ignore_args = írd így: ignore <zászlók száma>
cca-why-hex_args = írj egy hexajelölést, pl. E5
cca-why-off_board = { $hex } a táblán kívül esik (oszlopok A-tól M-ig, sorok 1-től 9-ig; a páros sorok L-nél végződnek), például E7
cca-why-piece_args = írj hexajelöléseket, pl. E7 (az egységgel közös hexán álló vezetőhöz tegyél L-t, pl. E7L)
cca-why-battle_args = írd így: battle <a te hexád> <célhexa>, pl. battle E6 F5
cca-why-move_args = írd így: move <hexa> <cél> vagy egy útvonal, pl. move E7 E6 D5

## cca.err
cca-err-notation = Nem értem ezt: „{ $text }”: { $why }.
cca-err-wrong_step = Ez a parancs most nem illik ide: { $side } feladata most { $step } (parancsok: { $verbs }).
cca-err-must_play = Parancskártyát kell kijátszani: passzolni nem lehet (parancsok: { $choices }).
cca-err-unknown_card = Nincs „{ $card }” nevű parancskártya.
cca-err-not_in_hand = Nincs a kezedben ez a kártya: { $card }.
cca-err-first_strike_reaction = Az Első csapást csak egy ellenséges közelharc-bejelentésre reagálva lehet kijátszani.
cca-err-no_piece = A(z) { $hex } hexán nincs egységed vagy vezetőd.
cca-err-no_target = A(z) { $hex } hexán nincs kivel csatázni.
cca-err-not_ordered = { $piece } ebben a fordulóban nem kapott utasítást.
cca-err-cannot_move = { $piece } most nem mozoghat: { $why }.
cca-err-off_board = Ez a hexa nincs a táblán.
cca-err-rally = { $piece } nem kaphat utánpótlást: { $why }.
cca-err-cannot_battle = { $piece } most nem csatázhat: { $why }.
cca-err-card_no_melee = A kijátszott kártya ebben a fordulóban tiltja a közelharcot.
cca-err-card_no_ranged = A kijátszott kártya ebben a fordulóban tiltja a távolsági harcot.
cca-err-not_adjacent = { $hex } nem szomszédos: a közelharchoz szomszédos ellenség kell.
cca-err-not_enemy = A(z) { $hex } hexán nincs megtámadható ellenség.
cca-err-no_missile = { $piece } nem tud lőni.
cca-err-must_melee = Ellenséges egység mellett álló egységnek közelharcot kell vívnia; nem lőhet.
cca-err-mfm_no_fire = { $card }: a második mozgás után egyik egység sem lő; az utasított egységek már csak mozoghatnak.
cca-err-range = { $hex } { $distance } hexányira van: a lőtávolság 2 és { $range } között van.
cca-err-los = A látómező { $hex } felé blokkolva van.
cca-err-warriors_must_melee = A két vagy több hexát mozgott harcosoknak a forduló vége előtt közelharcot kell vívniuk.
cca-err-not_a_choice = { $order } most nem lehetséges: { $why }. Lehetséges: { $choices }.

## cca.err.order
cca-err-order-not_yours = { $piece } nem a tiéd.
cca-err-order-already = { $piece } már kapott utasítást.
cca-err-order-leader_not_allowed = Ez a kártya nem utasíthat vezetőt ({ $piece }).
cca-err-order-cap = A kártyának nem maradt utasítása ehhez: { $piece }.
cca-err-order-no_orders = Ez a kártya nem ad utasítást.
cca-err-order-no_detach = Ezzel a kártyával a vezetők nem válhatnak ki ({ $piece }).
cca-err-order-section = { $piece } a(z) { $where } szekcióban áll, ahol ennek a kártyának már nincs utasítása (megmaradt: { $left }).
cca-err-order-wrong_class = { $piece } nem olyan fajta egység, amelyet ez a kártya utasít.
cca-err-order-leader_section = A(z) { $piece } hexán álló vezető nem a kártyán megnevezett szekcióban van.
cca-err-order-chain = { $piece } nem folytatja a vezető láncát: minden, a vezetővel együtt utasított egységnek a vezető vagy egy másik így utasított egység mellett kell állnia.
cca-err-order-group = { $piece } nem a csoport többi tagja mellett áll: ez a kártya egyetlen, egymással szomszédos gyalogos egységekből álló csoportot utasít.
cca-err-order-symbols = A kártyához dobott kockák egyike sem utasítja ezt: { $piece } (minden egységnek a saját osztályának megfelelő kocka kell, vagy egy sisak bármely egységhez).

## cca.err.move
cca-err-move-too_far = { $piece } most legfeljebb { $n } hexát mozoghat; { $hex } { $distance } hexányira van.
cca-err-move-unreachable = { $piece } nem jut el ide: { $hex }; minden út el van zárva (egységek, járhatatlan terep vagy mozgást megállító terep).
cca-err-move-occupied = { $piece } nem fejezheti be a mozgását a(z) { $hex } hexán: az foglalt ({ $what }).
cca-err-move-impassable = { $piece } nem léphet a(z) { $hex } hexára: számára járhatatlan terep ({ $terrain }).
cca-err-move-warriors = { $piece } nem jut el ide: { $hex }; a két hexát mozgó harcosoknak ellenséges egység mellett kell megállniuk.
cca-err-move-not_adjacent = A(z) { $piece } útvonala nem szomszédos hexák között ugrik.
cca-err-move-blocked = A(z) { $piece } útvonala olyan hexán halad át, amelyen nem kelhet át.
cca-err-move-stops = { $piece } köteles megállni a(z) { $hex } hexán (a terep, { $terrain }, megállítja), így az útvonala nem folytatódhat.
cca-err-move-enemy = A(z) { $piece } útvonala nem haladhat át a(z) { $hex } hexán: ellenség áll ott ({ $what }).
cca-err-move-friend = A(z) { $piece } útvonala nem haladhat át a(z) { $hex } hexán, ahol baráti egység áll ({ $what }): baráti egységeken csak a(z) { $light } vagy a(z) { $mfm } kártyával utasított könnyű gyalogos egységek haladhatnak át.
cca-err-move-joins = { $piece } köteles megállni a(z) { $hex } hexán: az egyedülálló baráti vezető hexájára lépő egység ott megáll, és { $leader } csatlakozik hozzá.
cca-err-move-two_leaders = { $piece } nem léphet a(z) { $hex } hexára: saját vezetője van, két vezető pedig sosem állhat egy hexán (ott áll { $leader }).
cca-err-move-line_command = { $piece } a(z) { $card } kártyával legfeljebb 1 hexát mozoghat; { $hex } { $distance } hexányira van.

## cca.ev
cca-ev-card_played = { $side } { $side_gender ->
        [plural] kijátsszák
       *[other] kijátssza
    }: { $card }.
cca-ev-counter_nothing = Az Ellentámadás semmit sem másol: az ellenfél még nem játszott ki kártyát.
cca-ev-counter_copies = Az Ellentámadás ezt másolja: { $card }.
cca-ev-counter_not_first_strike = Az Ellentámadás semmit sem másol: az ellenfél utolsó kártyáját ({ $card }) sosem másolhatja.
cca-ev-card_roll = A(z) { $card } kockái: { $faces }.
cca-ev-ordered = Utasítva: { $unit } ({ $piece }).
cca-ev-ordered_leader = Utasítva: { $leader } ({ $piece }).
cca-ev-ordered_leader_unit = Utasítva: { $leader } ({ $piece }) és a vezető hexáján álló { $unit }.
cca-ev-ordered_with = Utasítva: { $unit } ({ $piece }), { $leader } vezetővel.
cca-ev-orders_done = Kiadott utasítások: { $count }.
cca-ev-orders_none = Egyetlen egység vagy vezető sem kapott utasítást: ebben a fordulóban semmi sem mozog és nem csatázik.
cca-ev-rallied = Utánpótlás: { $unit } ({ $hex }), most { $blocks } kő.
cca-ev-moved = Mozgás: { $unit }, { $path }.
cca-ev-moved_with = Mozgás: { $unit } { $leader } vezetővel, { $path }.
cca-ev-leader_moved = Mozgás: { $leader }, { $path }.
cca-ev-leader_joins = { $leader } csatlakozik a(z) { $hex } hexán álló egységhez.
cca-ev-declared_melee = Közelharc: { $unit } ({ $hex }) a(z) { $target } hexán álló { $what } ellen.
cca-ev-declared_fire = Távolsági harc: { $unit } ({ $hex }) → { $what } ({ $target }).
cca-ev-declared_bonus = Bónusz közelharc: { $unit } ({ $hex }) a(z) { $target } hexán álló { $what } ellen.
cca-ev-rolled = { $unit } ({ $hex }) kockái { $target } ellen: { $faces } — találat: { $hits }, zászló: { $flags } (találat ezeken: { $on }).
cca-ev-sword_chain = Az elefánt kardlánca: minden kardot újradobtak — { $faces } (a fenti találatokban benne van).
cca-ev-loss = Veszteség: { $unit } ({ $hex }), { $lost } kő; maradt { $left }.
cca-ev-eliminated = Megsemmisül: { $unit } ({ $hex }).
cca-ev-banner = { $side } győzelmi zászlót { $side_gender ->
        [plural] szereznek
       *[other] szerez
    }: { $total } / { $target }.
cca-ev-victory = { $side } { $side_gender ->
        [plural] megnyerik
       *[other] megnyeri
    } a játékot (győzelmi zászlók: { $banners }).
cca-ev-draw = Mindkét oldal egyszerre éri el a győzelmi zászlók számát: a játék döntetlen.
cca-ev-leader_check = Baleset ellenőrzés { $leader } vezetőre, akinek az egysége megsemmisült: { $faces } (elesik { $need } sisak esetén).
cca-ev-leader_check2 = Baleset ellenőrzés { $leader } vezetőre, akinek az egységét találat érte: { $faces } (elesik { $need } sisak esetén).
cca-ev-leader_killed = { $leader } elesik ({ $hex }).
cca-ev-leader_evaded = { $leader } kitér: { $path }.
cca-ev-leader_left = { $leader } elhagyja a csatateret a(z) { $hex } hexáról.
cca-ev-escape_roll = { $leader } a(z) { $hex } hexán át szökik: { $faces }.
cca-ev-escape_let_pass = Átengedés: { $leader } vezető támadás nélkül halad át a(z) { $hex } hexán (egység: { $unit }).
cca-ev-flags_ignored = { $unit } ({ $hex }) figyelmen kívül hagyott zászlói: { $n }.
cca-ev-retreated = Visszavonulás: { $unit }, { $path }.
cca-ev-retreat_blocked = Nem teljes visszavonulás – { $unit } ({ $hex }): helyette veszteség: { $lost } kő.
cca-ev-elephant_blocked = A(z) { $hex } hexán álló egység elállja az elefánt visszavonulását, és { $lost } követ veszít.
cca-ev-rampage = Elefánt őrjöngése a(z) { $hex } hexán álló { $what } ellen: { $faces } — találat: { $hits } (találat ezeken: { $on }).
cca-ev-evade_declared = Kitérés a közelharc elől: { $unit } ({ $hex }).
cca-ev-evade_roll = Kockák a kitérő { $unit } ellen ({ $hex }): { $faces } — találat: { $hits } (találat ezeken: { $on }).
cca-ev-evaded = Kitérés: { $unit }, { $path }.
cca-ev-crew_escaped = A harci gép kezelői elmenekülnek a(z) { $hex } hexáról; a gép lekerül a tábláról.
cca-ev-first_strike = { $side } { $side_gender ->
        [plural] kijátsszák
       *[other] kijátssza
    } az Első csapást a(z) { $hex } hexán álló egységgel.
cca-ev-battle_cancelled = A csata elmarad: egy egység megsemmisült vagy elmozdult.
cca-ev-attack_cancelled = A támadás elmarad: a támadó megsemmisült vagy visszaszorult.
cca-ev-advanced = Helyzeti előny: { $unit }, { $path }.
cca-ev-reshuffled = A dobott kártyákat megkeverik: ez az új húzópakli.
cca-ev-drew_card = { $side } { $side_gender ->
        [plural] húznak
       *[other] húz
    }: { $title } (play { $card }).
cca-ev-drew = { $side } { $n } lapot { $side_gender ->
        [plural] húznak
       *[other] húz
    }.
cca-ev-command_raised = A Parancs értéke nő – { $side }: { $command }.
cca-ev-turn_ended = { $side } { $side_gender ->
        [plural] befejezik
       *[other] befejezi
    } a(z) { $turn }. fordulót.
cca-ev-echo = { $order }: már megtörtént (ez volt az egyetlen lehetőség).

## cca.ev.dice
cca-ev-dice-moved = Lövés előtt mozgott: 2 helyett 1 kocka.
cca-ev-dice-cap = Terep ({ $terrain }): legfeljebb { $cap } kocka.
cca-ev-dice-uphill = Támadás felfelé: legfeljebb 2 kocka.
cca-ev-dice-downhill = Támadás dombról lefelé: legfeljebb { $cap } kocka.
cca-ev-dice-camp = Erődített tábor: eggyel kevesebb kocka.
cca-ev-dice-card = { $card }: +{ $n } kocka.
cca-ev-dice-swords_ignored = { $unit } figyelmen kívül hagyott kardjai: { $n }.
cca-ev-dice-no_swords = Minden kard figyelmen kívül marad – { $unit }.
cca-ev-dice-elephant = { $unit } – lovasság és harci szekerek ellen ezekből is egy-egy figyelmen kívül marad: { $faces }.

## cca.ev.echo_of.cca
cca-ev-echo_of-cca-card = { $order }: már megtörtént — a gép maga adta tovább a fordulót (nem lehetett kártyát kijátszani); semmi sem változik.
cca-ev-echo_of-cca-order = { $order }: már megtörtént — a gép maga zárta le az utasításokat (más egység nem kaphatott utasítást); semmi sem változik.
cca-ev-echo_of-cca-replenish = { $order }: már megtörtént — a gép maga zárta le az utánpótlást (nem maradt mit visszaállítani); semmi sem változik.
cca-ev-echo_of-cca-move = { $order }: már megtörtént — a gép maga zárta le a mozgást (egyetlen utasított egység sem mozoghatott); semmi sem változik.
cca-ev-echo_of-cca-battle = { $order }: már megtörtént — a gép maga zárta le a csatát (egyetlen utasított egység sem csatázhatott); semmi sem változik.
cca-ev-echo_of-cca-retreat = { $order }: már megtörtént — a visszavonulásnak egyetlen útja volt, és azonnal megtörtént; semmi sem változik.
cca-ev-echo_of-cca-ignore = { $order }: már megtörtént — a zászlókról nem kellett dönteni; semmi sem változik.
cca-ev-echo_of-cca-battleback = { $order }: már megtörtént; semmi sem változik.
cca-ev-echo_of-cca-advance = { $order }: már megtörtént; semmi sem változik.
cca-ev-echo_of-cca-extra = { $order }: már megtörtént; semmi sem változik.
cca-ev-echo_of-cca-bonus = { $order }: már megtörtént; semmi sem változik.
cca-ev-echo_of-cca-leader_evade = { $order }: már megtörtént — a vezetőnek egyetlen kiútja volt, és azt választotta; semmi sem változik.
cca-ev-echo_of-cca-rampage = { $order }: már megtörtént — az elefántnak egyetlen célpontja volt; semmi sem változik.
cca-ev-echo_of-cca-escape = { $order }: már megtörtént; semmi sem változik.
cca-ev-echo_of-cca-evade_path = { $order }: már megtörtént — a kitérésnek egyetlen kiútja volt, és azonnal megtörtént; semmi sem változik.

## cca.ev.auto
cca-ev-auto-order = Más egység nem kaphat utasítást: az utasítások lezárultak.
cca-ev-auto-move = Egyetlen utasított egység sem mozoghat tovább: a mozgás véget ért.
cca-ev-auto-battle = Egyetlen utasított egység sem csatázhat: a csata fázis véget ért.
cca-ev-auto-replenish = Nincs több visszaállítható kő: az utánpótlás véget ért.

## cca.err (reakciók)
cca-err-cannot_evade = Ez az egység nem térhet ki: { $why }.
cca-err-no_first_strike = Nincs Első csapás kártyád: a reakció noreaction, vagy evade, ha az egység kitérhet.

## cca.why_not
cca-why_not-card_no_move = { $card } ebben a fordulóban tiltja a mozgást
cca-why_not-moved_again = ebben a fordulóban már másodszor is mozgott
cca-why_not-moved = ebben a fordulóban már mozgott
cca-why_not-stayed = ebben a fordulóban már helyben maradást kapott
cca-why_not-joined = mozgása előtt vezető csatlakozott hozzá, ezért helyben marad
cca-why_not-leader_gone = a vezető már nincs a csatatéren
cca-why_not-no_detach = ez a kártya nem engedi, hogy a vezető kiváljon az egységéből (nincs sisak)
cca-why_not-unit_moved = az egysége már mozgott, így a vezető már nem válhat ki belőle
cca-why_not-shots_used = mindkét Elsötétül az ég lövését leadta
cca-why_not-battled = ebben a fordulóban már csatázott
cca-why_not-terrain_no_battle = olyan terepre lépett, ahol az egység a belépés fordulójában nem csatázhat
cca-why_not-machine_moved = a mozgott harci gép nem csatázhat
cca-why_not-auxilia_moved = a két hexát mozgott segédcsapatok nem csatázhatnak
cca-why_not-not_your_unit = nem a te egységed
cca-why_not-no_rally_kind = ez az egységtípus sosem kap utánpótlást ({ $unit })
cca-why_not-full_strength = teljes egység ({ $blocks } kő)
cca-why_not-no_die = egyik megmaradt kocka sem mutatja az osztályát ({ $face }) vagy a sisakot
cca-why_not-no_leader_near = sem a hexáján, sem mellette nincs baráti vezető
cca-why_not-evade_kind = a közelharc elől nem lehet kitérni ({ $unit }; támadó: { $by })
cca-why_not-evade_no_room = nincs hexa, ahová a saját oldala felé kitérhetne ({ $unit })
cca-why_not-evade_later = a kitérés útját a kitérési dobás után kell megválasztani; reagálj csak evade-del
cca-why_not-ignore_max = itt nem hagyható figyelmen kívül { $n } zászló; a vezető, a morális támogatás és a terep legfeljebb { $max } zászlót enged
cca-why_not-retreat_end = a visszavonulás nem érhet véget a(z) { $hex } hexán: a saját oldal felé halad, a teljes távolságon vagy ameddig tud, és nem veszít több követ a szükségesnél
cca-why_not-extra_hex = a lovasság plusz hexája csak mellette lévő üres, számára járható hexa lehet, és { $hex } nem az
cca-why_not-bonus_target = a(z) { $hex } hexán nincs az egység mellett álló ellenség, akivel csatázhatna
cca-why_not-leader_end = a vezető nem fejezheti be a kitérést a(z) { $hex } hexán: legfeljebb 3 hexát megy a saját oldala felé, baráti egységhez vagy le a tábláról
cca-why_not-rampage_target = a(z) { $hex } hexán nincs az elefánt mellett letaposható egység vagy vezető
cca-why_not-evade_end = a kitérés nem érhet véget a(z) { $hex } hexán: 2 hexát megy a saját oldala felé
cca-why_not-not_offered = ez a lépés ezt nem kínálja

# állandó válaszok: a döntések, amelyeket egy oldal előre megadhat, és mit jelent ott az always és a never
cca-standing-cca-react = reagálás közelharcra (CCA 9/a, 12): always vagy evade = kitérés, ahol az egység kitérhet; firststrike = első csapás, amíg Első csapás kártya van kézben; never = nincs reagálás
cca-standing-cca-evade_path = hová megy a kitérő egység (CCA 9/a): always = az alapértelmezett mező
cca-standing-cca-ignore = figyelmen kívül hagyható zászlók (CCA 8/a): always = amennyit szabad; never = egyet sem
cca-standing-cca-retreat = visszavonulási út (CCA 8): always = az ellenségtől legtávolabbi út
cca-standing-cca-battleback = visszavágás (CCA 7/b): always = visszavág; never = nem vág vissza
cca-standing-cca-leader_evade = vezér kitérése (CCA 9/a/1): always = az alapértelmezett mező
cca-standing-cca-escape = az egységeden át menekülő ellenséges vezér (CCA 9/a/1): always = lecsap; never = átengedi

## cca.roll: mire szól a dobás, ahol a játékos olvassa (az előre megadott kockák elfogynak előtte)
cca-roll-evade = kitérés
cca-roll-leader_escape = vezető szökése
cca-roll-leader_casualty = vezető baleset ellenőrzése
cca-roll-battle = { $mode ->
    [ranged] lövés
    [bonus] bónusz közelharc
    [bb] visszavágás
    [fs] első csapás
   *[melee] közelharc
} – { $unit }
cca-roll-sword_chain = az elefánt kardlánca
cca-roll-rampage = az elefánt őrjöngése
cca-roll-card = { $card } kártya
