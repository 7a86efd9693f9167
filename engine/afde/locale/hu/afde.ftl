### Au fil de l'Épée: magyar üzenetek (a magyar szabálykönyv kifejezéseivel).

## afde
afde-choice = { $order }

## afde.phase
afde-phase-start = { $turn }. forduló, { $phase } fázis.
afde-phase-command = A parancsnokság ellenőrzése: a parancsnoki ellenőrzés alól kikerült egységek: { $uncommanded_name }.
afde-phase-A = { $turn }. forduló: A, a parancsnokság ellenőrzése
afde-phase-B = { $turn }. forduló: B, a tüzérség és az íjászok lövése ({ $step })
afde-phase-C = { $turn }. forduló: C, kezdeményezés
afde-phase-D = { $turn }. forduló: D, mozgás és harc ({ $step })
afde-phase-E = { $turn }. forduló: E, gyülekeztetés
afde-phase-over = A csata véget ért

## afde.ask
afde-ask-rest = Tegyél pihenés (au repos) jelölőt a fáradt egységekre, aztán done.
afde-ask-b_fire = B fázis, { $step }. lépés: lövés a(z) { $cls } egységeiddel, vagy done.
afde-ask-first = Tiéd a kezdeményezés ({ $a_name } { $ta }, { $d_name } { $td }: { $case }. eset): melyik parancsnokod aktiválódik elsőként?
afde-ask-next = Kezdeményezés, { $case }. eset: nevezd meg az ellenséges parancsnokot, akinek következőként kell aktiválódnia.
afde-ask-inactive = Kezdeményezés, { $case }. eset: nevezd meg az ellenséges parancsnokot, aki ebben a fordulóban nem aktiválódhat.
afde-ask-activate = Melyik parancsnokod aktiválódik most?
afde-ask-d1 = Mozgás: válassz egységet, mozgasd a parancsnokot, hozz be erősítést, vagy done.
afde-ask-d1_unit = Mozgás – { $name } (maradt { $left } PM): lépés, fordulás, lovasroham, visszavonulás, lóra/lóról szállás vagy stop.
afde-ask-d2 = Lövés: válassz lövőt és célpontot, vagy done.
afde-ask-d3 = Határozd meg a közelharcokat (támadó, védő), vagy done.
afde-ask-resolve = Melyik közelharc kiértékelése következzen (előbb a lovasrohamok)?
afde-ask-dfire = Védekező lövés: { $unit_name }: lőj egy támadóra, vagy passz.
afde-ask-ofire = Támadó lövés: { $unit_name }: lőj egy védőre, vagy passz.
afde-ask-react = Válasz lovasroham: { $unit_name }: reagálj egy rohamozóra, vagy passz.
afde-ask-retreat = Visszavonulás a közelharc után – { $unit_name }: válaszd ki a hatszöget.
afde-ask-flight = Menekülés – { $unit_name } a(z) { $hex } hatszögből a menekülési iránya felé; több hatszög is megfelel: válaszd ki a következőt.
afde-ask-rout_order = E fázis, menekülő mozgás: melyik menekülő egységed mozog következőként?
afde-ask-rout_stack = Menekülő egységek gúlában itt: { $hex }: { $stack_name }. Együtt menekülnek (egy mozgás, egy úton) vagy külön (mindegyik a saját menekülő mozgásával, most { $unit_name })?
afde-ask-face = Új arcvonal: { $unit_name } ({ $why_name }).
afde-ask-advance = Előrenyomulás a közelharc után: melyik egység, melyik hatszögbe?
afde-ask-pursue = Szétszórás roham { $hex } ellen – { $unit_name }: üldözés vagy passz.
afde-ask-d5 = A parancsnoki ellenőrzés alól kikerült egységek mozgási pontjaik felével a zászlósuruk felé mozoghatnak, vagy done.
afde-ask-place = { $leader_name } elvesztette egységét, és a legközelebbihez csatlakozott ({ $hex }); egy másik ugyanolyan közel van: maradjon ott, vagy menjen ide: { $others }.
afde-ask-replace = Helyettesítő parancsnok – { $leader_name }: a helyettes a zászló legnagyobb egységéhez került ({ $hex }): maradjon ott, vagy kerüljön egy egységhez itt: { $others }.
afde-ask-acting = Elveszett a fővezéred: melyik parancsnok legyen a pót-fővezér (azonos hadvezéri érték: { $leaders_name })?
afde-ask-hold = { $leader_name } fogságba esett: a körülötte álló egységeid közül melyik őrzi?

## afde.initiative
afde-initiative-roll = Kezdeményezés: { $a_name } { $a_name_gender ->
        [plural] dobnak
       *[other] dob
    } { $ra } + fővezéri bonusz { $ba } = { $ta }, { $d_name } { $d_name_gender ->
        [plural] dobnak
       *[other] dob
    } { $rd } + fővezéri bonusz { $bd } = { $td }: különbség { $diff }, { $case }. eset, kezdeményezés: { $winner_name }.
afde-initiative-first = { $leader_name } aktiválódik elsőként.
afde-initiative-next = { $leader_name } következőként aktiválódik.
afde-initiative-inactive = { $leader_name } ebben a fordulóban inaktív.

## afde.activation
afde-activation-start = { $leader_name } aktiválódik, ezekkel: { $units_name }.
afde-activation-end = Az aktiválás véget ér – { $leader_name }.

## afde.move
afde-move-step = Mozgás: { $unit_name }, { $frm } → { $to } ({ $cost } PM).
afde-move-face = Fordulás: { $unit_name }, arcvonal { $facing_name } felé ({ $cost } PM).
afde-move-minimum = Legalább egy hatszögnyi mozgás: { $unit_name }, ide: { $hex }.
afde-move-withdraw = Visszavonulás: { $unit_name }, { $frm } → { $to }.
afde-move-mounted = Lóra szállás (remonte): { $unit_name }.
afde-move-dismounted = Lóról szállás (démonte): { $unit_name }.
afde-move-charge = Lovasroham: { $unit_name }, { $frm } → { $to }, célpont: { $target_name }.
afde-move-enters = Belépés a térképre: { $unit_name }, itt: { $hex }.
afde-move-leader = { $leader_name } ide mozog: { $to }.
afde-move-half = A parancsnoki ellenőrzés alól kikerült egység mozgása: { $unit_name }, { $frm } → { $to }.
afde-move-cannot_move = { $unit_name }: az egység most nem mozoghat.
afde-move-not_adjacent = { $hex } nem szomszédos ezzel: { $unit_name }.
afde-move-closed = { $unit_name }: az egység nem léphet ide: { $hex }.
afde-move-enemy_hex = { $unit_name }: az egység nem léphet ide: { $hex }, ellenséges egység áll ott.
afde-move-closed_hexside = { $unit_name }: az egység nem léphet át ide: { $hex }, ez a hatszög-oldal a mozgás elől zárva van.
afde-move-no_mp = { $unit_name }: az egység mozgási pontja nem elég ide: { $hex } ({ $cost } kell, { $left } maradt).
afde-move-same_facing = { $unit_name }: az egység már arra néz.
afde-move-stacking = { $unit_name }: az egység nem fejezheti be mozgását itt: { $hex } (gúlázás).
afde-move-leaves_leader = { $unit_name }: az egység nem mozdulhat el: { $leader_name } egyedül maradna itt: { $hex }. A parancsnok mindig egységgel van: a `lead { $leader }` paranccsal viheted magaddal (ez az ő mozgása), vagy előbb őt mozgasd.
afde-move-cannot_lead = { $leader_name } most nem mehet együtt egy egységgel: csak az aktív parancsnok, még mozgása előtt, olyan egységen állva, amely különben otthagyná.
afde-move-lead = { $leader_name } együtt megy ezzel: { $unit_name } (ez az aktiválásbeli mozgása).
afde-move-withdraw_moved = { $unit_name }: az egység már mozgott: a visszavonulás az egész mozgása.
afde-move-withdraw_rear = { $unit_name }: { $hex } nem az egység arcvonala mögé eső hatszöge.
afde-move-withdraw_occupied = { $unit_name }: nem vonulhat vissza ide: { $hex }, saját egység áll ott, és a gúlázás nem engedi őket együtt; a visszavonulásnak is be kell tartania a gúlázást.
afde-move-no_mount = { $unit_name }: az egység most nem szállhat lóra vagy lóról.
afde-move-no_charge = { $unit_name }: az egység nem rohamozhatja meg ezt: { $hex }.
afde-move-routed = { $unit_name }: a menekülő egység csak menekülés közben és az E fázisban mozog.
afde-move-carries_cinc = { $unit_name }: az egységgel a fővezér ({ $leader_name }) áll; saját vezérének aktiválása nem mozgathatja (lőhet és harcolhat).
afde-move-mount_routed = { $unit_name }: menekülő egység nem szállhat lóra vagy le a lóról.
afde-move-already_mounted = { $unit_name }: az egység már lovas.
afde-move-already_on_foot = { $unit_name }: az egység már gyalogos.
afde-move-mount_moved = { $unit_name }: az egység már mozgott; lóra szállni vagy leszállni mozgás előtt lehet.
afde-move-mount_adjacent = { $unit_name }: az egység ellenséggel szomszédos, nem szállhat lóra vagy le a lóról.
afde-move-no_remonte = { $unit_name }: az oldalnak nincs több remonte jelölője.
afde-move-no_demonte = { $unit_name }: az oldalnak nincs több démonte jelölője.
afde-move-charge_type = { $unit_name }: lovasrohamot csak lovas lovagok (Ch) és hivatásos katonák (Ha) indíthatnak.
afde-move-charge_moved = { $unit_name }: az egység ebben az aktiválásban már mozgott vagy fordult, nem rohamozhat.
afde-move-charge_contact = { $unit_name }: az egység már érintkezik az ellenséggel, nem rohamozhat.
afde-move-charge_no_enemy = { $unit_name }: itt nincs ellenséges egység a rohamhoz: { $hex }.
afde-move-charge_not_ahead = { $unit_name }: nem rohamozhatja ezt: { $hex }; a célnak egyenesen az arcvonal előtti középső hatszög vonalában kell állnia.
afde-move-charge_path = { $unit_name }: nem rohamozhatja ezt: { $hex }; egyenes vonalban, belépésre alkalmas hatszögeken át, legfeljebb { $mp } PM-ből kell elérnie.
afde-move-charge_no_melee = { $unit_name }: az egység nem indíthat lovasrohamot ide: { $hex }, a lovasroham közelharc, ott pedig nem lehet közelharc (tiltó hatszög-oldal vagy a forgatókönyv szabálya).
afde-move-no_entry = { $unit_name }: az egység most nem léphet a térképre.
afde-move-entry_blocked = { $unit_name }: az egység nem léphet be itt: { $hex }.
afde-move-leader_dest = { $leader_name } nem fejezheti be mozgását itt: { $hex }; a parancsnok zászlaja egyik egységénél fejezi be mozgását (a fővezér a serege bármely egységénél), aktiválásonként egyszer.
afde-move-leader_reach = { $leader_name } nem jut el ide: { $hex }; nincs elég PM ehhez az úthoz (terep, ellenséges arcvonal előtti hatszögek vagy útban álló ellenséges egységek).
afde-move-leader_not_active = { $leader_name } nem az aktív parancsnok.
afde-move-not_commanded = { $unit_name }: nem ennek az aktiválásnak a parancsnoki ellenőrzés alatt álló egysége.
afde-move-move_over = { $unit_name }: az egység befejezte a mozgását.
afde-move-stack = A(z) { $hex } hatszög egységei most nem mozoghatnak együtt (mindkettőnek mozgásképesnek kell lennie, és egyik sem mozoghatott egyedül).
afde-move-half_move = { $unit_name }: az egység nem mehet ide: { $hex }; mozgási pontjai felével, a zászlósurához közelebb kell végeznie.

## afde.fire
afde-fire-roll = Lövés: { $firers_name } → { $targets_name } ({ $target }) (távolság { $range }, Lövés táblázat { $column }. oszlop): dobás { $roll }, módosítók { $mods }, összesen { $total } → { $result }.
afde-fire-no_target = Itt nincs ellenséges egység: { $hex }.
afde-fire-already_target = A(z) { $hex } egységeire ebben az aktiválásban már lőttek.
afde-fire-mixed = Csak azonos típusú egységek egyesíthetik a lövésüket.
afde-fire-cannot = { $unit_name }: az egység most nem lőhet.
afde-fire-no_effect = Nincs hatás a(z) { $target } egységeire.
afde-fire-nothing_to_fire_at = D.2 lövés célpont nélkül (távolság, arcvonal, célzás vonala vagy szomszédos ellenség), { $count ->
        [one] egység
       *[other] egységek
    }: { $units_name }.
afde-fire-stacked_below = { $unit_name }: a gúla alsó egysége nem lőhet.
afde-fire-out_of_range = { $unit_name }: az egység nem lőhet ide: { $hex }, a cél a lőtávolságán kívül van.
afde-fire-not_in_arc = { $unit_name }: az egység nem lőhet ide: { $hex }, csak az arcvonal elé eső hatszögekbe lőhet.
afde-fire-no_los = { $unit_name }: az egység nem lőhet ide: { $hex }, a célzás vonala blokkolt.
afde-fire-adjacent_target = { $unit_name }: az egység nem lőhet a szomszédos hatszögbe ({ $hex }): szomszédos ellenségre csak akkor lőhet, ha közöttük közelharc nem lehetséges (egyébként ez közelharc közbeni lövés).
afde-fire-adjacent_enemy = { $unit_name }: az egység ellenséggel szomszédos, nem lőhet távolra.
afde-fire-routed = { $unit_name }: az egység menekül, a menekülő egységek nem lőhetnek.
afde-fire-uncommanded = { $unit_name }: a parancsnoki ellenőrzés alól kikerült egység csak védekezésként lőhet.
afde-fire-not_a_firer = { $unit_name }: az egység nem lőhet: csak lőni képes egységek lőnek (Ar, Ab, Aq, At, valamint a forgatókönyvben megnevezett Cl, Li vagy Mi).
afde-fire-already_fired = { $unit_name }: az egység ebben az aktiválásban már lőtt.
afde-fire-b_step = { $unit_name }: az egység nem lőhet a B fázis { $step }. lépésében: az a lépés { $side_name } { $cls } egységeinek lövése.
afde-fire-not_activated = { $unit_name }: az egység most nincs aktiválva: a D.2 lépésben csak az aktív parancsnok zászlójának egységei lőnek (a fővezérnél a parancsnoki hatótávolságában lévők is).
afde-fire-not_in_this_melee = { $unit_name }: az egység nem vesz részt ebben a közelharcban: védekező lövést csak a védői, támadó lövést csak a támadói (vagy az egyikükkel gúlázott tüzérség) adhatnak le.
afde-fire-not_its_attacker = { $unit_name }: az egység nem lőhet ide: { $hex }, védekező lövés csak olyan egységre adható le, amely ebben a közelharcban megtámadja.
afde-fire-not_its_defender = { $unit_name }: az egység nem lőhet ide: { $hex }, támadó lövés csak olyan védőre adható le, amelyet ebben a közelharcban megtámad.
afde-fire-melee_not_front = { $unit_name }: az egység nem lőhet ide: { $hex }, közelharcban csak a lövő arcvonala elé eső hatszögekbe lehet lőni.
afde-fire-not_in_phase_b = { $unit_name }: az egység nem lőhet a B fázisban: ekkor csak az íjászok (Ar) és a tüzérség (At) lő.

## afde.melee
afde-melee-cannot = { $order } nem meghatározható közelharc most (arcvonal előtti hatszögek, hatszög-oldalak, jelölők).
afde-melee-uncommanded = { $unit_name }: az egység ebben a fordulóban kikerült a parancsnoki ellenőrzés alól, nem kezdhet közelharcot.
afde-melee-routed = { $unit_name }: menekülő egység nem kezdeményezhet közelharcot.
afde-melee-artillery = { $unit_name }: a tüzérség soha nem kezdeményez közelharcot (támadó gyalogsággal egy hatszögben támadó lövést adhat le).
afde-melee-charger = { $unit_name }: az egység lovasrohamot indít, és minden lovasroham külön közelharc.
afde-melee-no_enemy = Itt nincs ellenséges egység: { $hex }.
afde-melee-not_front = { $unit_name }: az egység csak az arcvonala elé eső hatszögeken át támadhat, és { $hex } nem ilyen.
afde-melee-charges_first = A(z) { $hex } közelharca később következik: minden lovasrohamot a többi közelharc előtt kell kiértékelni (előbb: { $charges }).
afde-melee-no_melee_at = Az ebben az aktiválásban még megvívandó közelharcok egyikének sincs egysége itt: { $hex }.
afde-melee-charged = A(z) { $hex } egységei lovasroham célpontjai: a rohamhoz nem rohamozó egység nem csatlakozhat.
afde-melee-already_attacked = A(z) { $hex } egységeit ebben az aktiválásban már megtámadták közelharcban.
afde-melee-hexside = { $unit_name }: ezen a hatszög-oldalon át nem lehet közelharc ezzel: { $hex }.
afde-melee-scenario = Nem lehet közelharc { $unit_name } és { $hex } között: a forgatókönyv szabálya tiltja a megnevezett zászló egységei és az arcvonaluk elé eső hatszögekben álló ellenséges egységek között.
afde-melee-already_declared = { $unit_name }: az egység már ki van jelölve a(z) { $hex } elleni támadásra.
afde-melee-declared = Kijelölt közelharc: { $attacker_name } → { $hex }.
afde-melee-many_against_many = Minden közelharc egyik oldalán egyetlen egység állhat.
afde-melee-obligation = A támadó egységnek meg kell támadnia minden ellenséget az arcvonala előtti hatszögekben, amelyet mások nem támadnak.
afde-melee-begins = { $stage_name } – támadó: { $attackers_name }; védő: { $defenders_name }.
afde-melee-cancelled = A(z) { $hex } elleni közelharc elmarad: már nincs érintkezés.
afde-melee-no_roll = A(z) { $hex } közelharca dobás nélkül ér véget.
afde-melee-reaction = Válasz lovasroham – { $unit_name } → { $charger_name }: dobás { $roll }, minőség { $quality }: { $ok_name }.
afde-melee-roll = Közelharc dobás { $roll }, módosítók { $mods } (nettó { $net }), összesen { $total } → támadó { $attacker }, védő { $defender }.
afde-melee-retreat = Visszavonulás a közelharc után: { $unit_name }, ide: { $to }.
afde-retreat-off_map = { $unit_name }: nem vonulhat vissza ide: { $hex }, ez a hatszög a térképen kívül van.
afde-retreat-not_adjacent = { $unit_name }: a visszavonulás egy hatszög, és { $hex } nem szomszédos.
afde-retreat-enemy = { $unit_name }: nem vonulhat vissza ide: { $hex }, ellenséges egység áll ott.
afde-retreat-closed = { $unit_name }: nem vonulhat vissza ide: { $hex }, a terep vagy a hatszög-oldal zárva van előtte.
afde-retreat-stacking = { $unit_name }: nem vonulhat vissza ide: { $hex }, a gúlázási szabályok tiltják.
afde-flight-not_adjacent = { $hex } nem szomszédos ezzel: { $frm }, ahol { $unit_name } a menekülése közben áll.
afde-flight-enemy = { $unit_name }: nem menekülhet ide: { $hex }, ellenséges egység áll ott, és a menekülés sosem halad át ellenséges egységen.
afde-flight-not_closer = { $unit_name }: nem menekülhet ide: { $hex }, a menekülés minden hatszöge egy hatszöggel közelebb van az egység menekülési irányához.
afde-rout-not_to_move = { $unit_name }: nem tartozik a menekülő egységeid közé, amelyeknek még hátra van a menekülő mozgásuk; a lehetőségek: { $choices }.
afde-rout-name_one = Itt: { $hex } két menekülő egység áll: add meg az azonosítójával azt, amelyik következőként menekül; az együttes menekülésről ezután jön a kérdés.
afde-rout-stack_choice = Válaszlehetőségek: rout { $unit } (csak { $unit_name }) vagy rout { $hex } (az egész gúla együtt).
afde-face-one_hexside = { $unit_name }: az egység itt csak egy hatszög-oldalnyit fordulhat.
afde-advance-disordered = { $unit_name }: az egység elbátortalanodott, az elbátortalanodott egységek sosem nyomulnak előre a közelharc után.
afde-advance-artillery = { $unit_name }: a tüzérség sosem nyomul előre.
afde-advance-not_engaged = { $unit_name }: az egység nem vett részt ebben a közelharcban, nem nyomulhat előre.
afde-melee-retreat_front = { $unit_name }: az egység arcvonal előtti hatszögbe vonult vissza, és a szervezetlenség újabb szintjére kerül.
afde-melee-no_retreat = { $unit_name }: az egység nem tud visszavonulni, és a szervezetlenség újabb szintjére kerül.
afde-melee-artillery_lost = Tüzérség – { $unit_name }: nem tud visszavonulni, és megsemmisül.
afde-melee-advance = Előrenyomulás a közelharc után: { $unit_name }, ide: { $to }.
afde-melee-pursuit = Üldözés – { $unit_name }: { $stage_name } { $hex } ellen.
afde-melee-no_pursuit = Az üldözés véget ér – { $unit_name }: az egység előtt nincs ellenség.
afde-melee-lapses = A(z) { $hex } elleni meghatározott közelharc elmarad: azt a védőt az üldözés érte.
afde-melee-dispersal_fatigue = Elfáradás a szétszórás rohamtól: { $unit_name }.

## afde.unit
afde-unit-fatigued = Elfáradt: { $unit_name }.
afde-unit-disordered = Elbátortalanodás: { $unit_name }.
afde-unit-routed = Menekülés: { $unit_name }.
afde-unit-flight = Menekülés: { $unit_name }, ide: { $path }.
afde-unit-flight_blocked = { $unit_name }: az egység nem tudja befejezni a menekülését.
afde-unit-eliminated = Megsemmisül: { $unit_name } ({ $how_name }).
afde-unit-passed_routed = Átvonulás menekülő egységen – { $unit_name } (átvonul rajta: { $by_name }): újabb menekülés.
afde-unit-pass_failed = Minőségi teszt – { $unit_name } (átvonul rajta: { $by_name }): dobás { $roll }, minőség { $quality }: menekülés.
afde-unit-pass_held = Minőségi teszt – { $unit_name } (átvonul rajta: { $by_name }): dobás { $roll }, minőség { $quality }: az egység kitart.
afde-unit-charged_through = Átrohamozás – { $unit_name } (rohamozó: { $by_name }): menekülés.

## afde.leader
afde-leader-casualty_roll = Parancsnoki veszteségdobás – { $leader_name }: { $roll }: { $fate_name }.
afde-leader-wounded = { $leader_name } megsebesül.
afde-leader-killed = { $leader_name } meghal.
afde-leader-captured = { $leader_name } fogságba esik; foglyul ejtője: { $by_name }.
afde-leader-perm_captured = { $leader_name } őrzője elhagyta a térképet: a parancsnok fogságban marad.
afde-leader-freed = { $leader_name } kiszabadul, és csatlakozik ide: { $hex }.
afde-leader-safe = { $leader_name } ép és egészséges, elhagyja a csatát.
afde-leader-moves_to = { $leader_name } csatlakozik a(z) { $hex } egységéhez.
afde-leader-replaced = { $leader_name } átveszi a zászló parancsnokságát itt: { $hex }.
afde-leader-acting_cinc = { $leader_name } pót-fővezér lesz.
afde-leader-resumes = { $leader_name } visszaveszi a parancsnokságot tőle: { $replacement_name }.
afde-leader-placed = { $leader_name } a(z) { $hex } egységéhez kerül.
afde-place-no_unit = { $leader_name } nem mehet ide: { $hex }, nem áll ott az oldalához tartozó egység, a parancsnok pedig mindig egységgel áll.
afde-place-not_banner = { $leader_name } nem mehet ide: { $hex }, a zászlósúr csak a saját zászlója egységével állhat (a fővezér a serege bármely egységével).
afde-place-not_nearest = { $leader_name } nem mehet ide: { $hex }, az egységét elvesztett parancsnok a zászlója legközelebbi egységéhez kerül ({ $hexes }).
afde-leader-held_by = { $leader_name } őrzője: { $unit_name }.

## afde.rest
afde-rest-placed = { $side_name } { $side_name_gender ->
        [plural] pihennek
       *[other] pihen
    }: { $units_name }.
afde-rest-cancelled = Pihenés jelölő elvesztve: { $unit_name }.
afde-rest-recovered = Kipihente magát, újra friss: { $unit_name }.
afde-rest-routed = { $unit_name }: menekülő egység nem pihenhet (előbb rendeződnie kell).
afde-rest-adjacent = { $unit_name }: az egység ellenséggel szomszédos, nem pihenhet.
afde-rest-fresh = { $unit_name }: az egység friss; a pihenés csak fáradt egységnek hoz valamit.

## afde.rally
afde-rally-roll = Gyülekezés itt: { $hex }: dobás { $roll }, módosító { $mod }, minőség { $quality }: { $ok_name }.

## afde.rout
afde-rout-move = Menekülő mozgás: { $unit_name }, ide: { $path }.
afde-rout-off_map = Menekülés a térképről: { $unit_name }.
afde-rout-together = Együttes menekülő mozgás – a gúla ({ $stack_name }), ide: { $path }.

## afde.reinforcement
afde-reinforcement-due = Ebben a fordulóban beléphető erősítés: { $unit_name }.

## afde.victory
afde-victory-army_break = { $side_name } serege felbomlik.
afde-victory-result = A csata véget ért – győztes: { $winner_name } ({ $score }).

## afde.victory.reason
afde-victory-reason-turns = Lejátszották az utolsó fordulót ({ $score }).
afde-victory-reason-army_break = Egy sereg felbomlott ({ $score }).

## afde.dice
afde-dice-script_ended = Az előre megadott dobások elfogytak (dobás kell ehhez: { $purpose }): a játék itt várakozik.

## afde.order
afde-order-not_now = { $order } most nem lehetséges; a lehetőségek: { $choices }.
afde-order-no_unit = Itt nincs harcoló egység: { $ref }.

## afde.notation
afde-notation-empty = Parancs kell.
afde-notation-unknown_verb = Nem ismerem ezt a parancsot: '{ $verb }' (parancsok: { $verbs }).
afde-notation-arity = '{ $text }' nem a megfelelő argumentumokat adja ehhez: { $verb }.
afde-notation-bad_direction = '{ $text }' nem irány (0-5 vagy N, NE, SE, S, SW, NW).
afde-notation-bad_hex = '{ $text }' nem hatszög (OOSS).
afde-notation-off_map = { $hex } nincs ezen a térképen: a hatszögek számai { $first } és { $last } között vannak (oszlop, majd sor).
afde-notation-no_unit = Itt nincs mit irányítani: { $hex }.
afde-notation-unknown_piece = '{ $text }' nem hatszög, nem egység és nem parancsnok.
afde-notation-unknown_leader = '{ $text }' nem parancsnok.
afde-notation-stacked = { $text } több egységet tartalmaz: nevezz meg egyet ezek közül: { $options }.

## afde.term.word.why
afde-term-word-why-retreat = visszavonulása után
afde-term-word-why-advance = előrenyomulása után
afde-term-word-why-rally = gyülekezése után

## afde.term.word.how
afde-term-word-how-off_map = menekülve elhagyta a térképet
afde-term-word-how-blocked = menekülése el van zárva
afde-term-word-how-no_retreat = nem tud visszavonulni
afde-term-word-how-melee = közelharcban
afde-term-word-how-fire = lövéstől

## afde.term.word.stage
afde-term-word-stage-melee = Közelharc
afde-term-word-stage-charge = Lovasroham
afde-term-word-stage-impetus = Lendület
afde-term-word-stage-dispersal = Szétszórás

## afde.term.word.fate
afde-term-word-fate-none = nincs hatás
afde-term-word-fate-killed = halott
afde-term-word-fate-wounded = megsebesült
afde-term-word-fate-captured = fogságba esett

## afde.term.word.ok
afde-term-word-ok-true = sikerült
afde-term-word-ok-false = nem sikerült

## afde.term.word.winner
afde-term-word-winner-none = senki

## afde.label
afde-label-first = { $name } ({ $banner }) aktiválódik elsőként
afde-label-next = { $name } ({ $banner }) következőként aktiválódik
afde-label-inactive = { $name } ({ $banner }) inaktív marad
afde-label-activate = { $name } ({ $banner }) most aktiválódik
afde-label-acting = { $name } ({ $banner }) pót-fővezér lesz
afde-label-lead = { $name } az egységével megy: ez az ő mozgása ebben az aktiválásban (utána már nem mozoghat egyedül)
afde-label-move_leader = { $name } ide mozog: { $to }
afde-label-place = { $name } csatlakozik: { $type } { $unit } ({ $to })
afde-label-hold = { $name } őrzője: { $type } { $unit } ({ $to })
afde-label-fire = { $by }: lövés: { $type } { $name } ({ $to }, { $sp } PF)
afde-label-retreat = visszavonulás ide: { $to }
afde-label-flee = menekülés ide: { $to }
afde-label-flee_through = menekülés a saját egységeken át itt: { $to } (mindegyik minőségi tesztet tesz)
afde-label-rout = { $type } { $name } itt: { $at } most végzi a menekülő mozgását
afde-label-rout_alone = most csak { $type } { $name } menekül; a(z) { $at } hatszög másik egysége később végzi a saját menekülő mozgását
afde-label-rout_together = a(z) { $at } hatszög mindkét egysége együtt menekül, egy gúlaként, egy úton
afde-label-retreat_alone = csak { $alone } vonul vissza ide: { $to }; a másik egység marad, és szintet veszít
afde-label-retreat_front = visszavonulás ide: { $to } (arcvonal előtti hatszög, a szervezetlenség újabb szintje)
afde-label-retreat_alone_front = csak { $alone } vonul vissza ide: { $to } (arcvonal előtti hatszög: szintet veszít); a másik marad, és szintet veszít
afde-label-select = { $type } { $name } itt: { $at } ({ $sp } PF, minőség { $quality })
afde-label-move = { $type } { $name }: { $at } → { $to }
afde-label-move_bottom = { $type } { $name }: { $at } → { $to }, az ott álló egység alá
afde-label-face = Fordulás: { $type } { $name }, arcvonal: { $dir }
afde-label-face_dir = arcvonal: { $dir }
afde-label-charge = Lovasroham: { $type } { $name } → { $t_type } { $t_name } ({ $to })
afde-label-melee = Támadás: { $type } { $name } → { $t_type } { $t_name } ({ $to })
afde-label-withdraw = Visszavonulás: { $type } { $name }, ide: { $to }
afde-label-mount = Lóra szállás (remonte): { $type } { $name }
afde-label-dismount = Lóról szállás (démonte): { $type } { $name }
afde-label-enter = Belépés a térképre: { $type } { $name }
afde-label-rest = Pihenés: { $type } { $name } ({ $at })
afde-label-unrest = Nincs pihenés: { $type } { $name } ({ $at })
afde-label-react = Válasz lovasroham: { $by } → { $type } { $name } ({ $to })
afde-label-advance = Előrenyomulás: { $type } { $name }, ide: { $to }

# állandó válaszok: a döntések, amelyeket egy oldal előre megadhat, és mit jelent ott az always és a never
afde-standing-afde-react = reagálás rohamra (AFdE 10.3): always = reagál az első rohamozó ellen; never = passz
afde-standing-afde-rout_order = a menekülő mozgások sorrendje (AFdE 6.E): always = elöl a menekülési irányához legközelebbi egység
afde-standing-afde-rout_stack = menekülő gúla együtt vagy külön (AFdE 5.2.6): always = külön

## afde.roll: mire szól a dobás, ahol a játékos olvassa (az előre megadott kockák elfogynak előtte)
afde-roll-pass_through = átvonulási próba: { $unit }
afde-roll-rally = gyülekezés: { $hex }
afde-roll-fire = lövés: { $firers } → { $hex }
afde-roll-leader_casualty = vezető sorsa: { $leader }
afde-roll-initiative = kezdeményezés: { $side }
afde-roll-charge_reaction = rohamra adott reakció: { $unit }
afde-roll-melee = közelharc: { $hex }
