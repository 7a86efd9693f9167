### Ager Sanguinis: a motor üzenetei (magyarul).

ager-phase = { $round }. játékkör, { $side }, { $step }. lépés

## asks
ager-ask-fire = { $side }: támadó tüzelés — nevezz meg lövészt és célpontot, vagy «done»
ager-ask-move = { $side }: mozgás — nevezd meg a mozgatandó figurát, vagy «done»
ager-ask-destination = { $unit } mozgása ({ $mp } MP): hová megy (hexa, teljes útvonal, felszállás, leszállás), vagy «back»
ager-ask-attack = { $side }: közelharc — nevezd meg a támadókat és a védőt, vagy «done»
ager-ask-dfire = Védekező tüzelés erre: { $unit }: nevezd meg a lövészeket ({ $shooters }), vagy «hold»

## warnings
ager-warn-unfired = ezzel véget ér a támadó tüzelés: { $count ->
    [one] { $units } még lőhetne
   *[other] { $units } még lőhetnének
}
ager-warn-unmoved = ezzel véget ér a mozgás: { $units } még nem mozgott
ager-warn-unattacked = ezzel véget ér a közelharc: { $units } még támadhatna

## events
ager-ev-phase = { $round }. játékkör: kezdődik a játékosfázis: { $side }
ager-ev-game_over = Az utolsó játékkör véget ért
ager-ev-moves = { $unit } mozog ({ $mp } MP)
ager-ev-stepped = { $unit } belép ide: { $hex } (maradt { $mp } MP)
ager-ev-halted = { $unit } itt megáll
ager-ev-blocked = { $unit } nem léphet ide: { $hex }, és megáll
ager-ev-infiltration = Átszivárgási próba: { $unit } — { $enemy }: { $roll }: { $result }
ager-ev-volley = Védekező tüzelés erre: { $unit }; lövészek: { $shooters }
ager-ev-hit_hex = Találati hexa ({ $unit } lövése): { $roll }: { $result }{ $landed ->
    [no] {""}
   *[yes] {" "}{ $hex }
}
ager-ev-shot_lost = A lövés ide csapódik: { $hex }, ahol senki sincs
ager-ev-shot_spent = { $unit } lövésének már nincs hatása a célra: { $target }
ager-ev-shot_walled = A lövés a szint falába ütközik, amelyen repül, { $hex } előtt
ager-ev-shot = { $stray ->
    [yes] { $unit } eltévedt lövése ezt találja: { $target }
   *[no] { $unit } lő erre: { $target }
} ({ $weapon }, lőtávolság { $range }, fedezék { $cover }): { $roll }: { $result }
ager-ev-horse_shot = A lövés eltalálja a lovas nélküli lovat itt: { $hex } (fedezék { $cover }): { $roll }: { $result }
ager-ev-melee = Közelharc: { $attackers } — { $defender }, támadóerő { $attack }, védőerő { $defence } (különbség { $difference }, oszloplépés { $shift }, oszlop { $column }): { $roll }: { $result }
ager-ev-wounded = { $unit }: a figura megsebesül
ager-ev-stunned = { $unit }: a figura elkábul
ager-ev-killed = { $unit }: a figura meghal
ager-ev-unhorsed = { $unit } a földre kerül itt: { $hex }
ager-ev-horse_killed = { $unit }: a ló elpusztul
ager-ev-no_room = { $unit }: nincs szabad hexa a leszálláshoz, a figura meghal
ager-ev-retreats = { $unit } hátrál, útja: { $path }
ager-ev-no_retreat = { $unit } nem tud teljesen hátrálni, és helyben marad
ager-ev-recovered = { $unit } magához tér

## results of the tables
ager-infiltration-none = nincs hatás
ager-infiltration-stop = a mozgás ebben a hexában véget ér
ager-infiltration-wound = a figura megsebesül
ager-infiltration-kill = a figura meghal
ager-hit-aimed = a megcélzott hexa
ager-hit-beyond = a mögötte lévő hexa
ager-hit-beyond_left = a mögötte lévő hexa balra
ager-hit-beyond_right = a mögötte lévő hexa jobbra
ager-hit-short = az előtte lévő hexa
ager-hit-miss = célt téveszt
ager-fire-foot-none = nincs hatás
ager-fire-foot-A = A, hátrálás 2 hexát
ager-fire-foot-B = B, elkábult
ager-fire-foot-C = C, sebesült
ager-fire-foot-D = D, halott
ager-fire-mounted-none = nincs hatás
ager-fire-mounted-A = A, a lovas 2 hexát hátrál
ager-fire-mounted-B = B, a lovas elkábul és leesik a lóról
ager-fire-mounted-C = C, a lovas megsebesül
ager-fire-mounted-D = D, a ló elpusztul, a lovas ép
ager-fire-mounted-E = E, a ló elpusztul, a lovas megsebesül
ager-fire-mounted-F = F, a lovas meghal
ager-melee-foot-A = A, a támadó megsebesül
ager-melee-foot-B = B, a támadó elkábul
ager-melee-foot-C = C, a támadók hátrálnak
ager-melee-foot-D = D, nincs hatás
ager-melee-foot-E = E, a védők hátrálnak
ager-melee-foot-F = F, a védő elkábul
ager-melee-foot-G = G, a védő megsebesül
ager-melee-foot-H = H, a védő megsebesül, a védők hátrálnak
ager-melee-foot-I = I, a védő meghal
ager-melee-mounted-A = A, a támadó megsebesül
ager-melee-mounted-B = B, a támadó elkábul
ager-melee-mounted-C = C, a támadók hátrálnak
ager-melee-mounted-D = D, nincs hatás
ager-melee-mounted-E = E, a védők hátrálnak
ager-melee-mounted-F = F, a lovas elkábul és leesik a lóról
ager-melee-mounted-G = G, a ló elpusztul, a lovas ép
ager-melee-mounted-H = H, a ló elpusztul, a lovas megsebesül
ager-melee-mounted-I = I, a lovas meghal

## results of the game
ager-result-points = { $rounds } játékkör után, győzelmi pontok szerint
ager-result-no_one_left = { $side }: egyetlen harcképes figura sem maradt

## refusals
ager-err-unreadable = Nem olvasható parancs: „{ $text }”
ager-err-not_yours = { $unit } nem a te figurád, vagy most nem mozoghat
ager-err-off_map = { $hex } nem hexája a térképnek
ager-err-bad_step = { $hex } nem olyan hexa egy lépésre innen: { $start }, ahová be lehet lépni
ager-err-hatch_shut = a csapóajtót { $hex } alatt nem lehet kinyitni, amíg valaki áll rajta, élő vagy halott
ager-err-too_far = Ez az út { $cost } MP; csak { $mp } MP maradt
ager-err-occupied = A mozgás nem érhet véget itt: { $hex }: másik figura vagy ló áll ott
ager-err-cannot_fire = { $unit } most nem lőhet erre a figurára
ager-err-no_target = { $unit } nem megtámadható figura
ager-err-cannot_attack = { $unit } nem támadhatja meg ezt: { $target }

## rolls
ager-roll-infiltration = átszivárgási próba ({ $unit })
ager-roll-hit_hex = találati hexa ({ $unit } lövése)
ager-roll-damage = sebzés ({ $unit })
ager-roll-melee = közelharc ({ $unit } ellen)

## rule citations in words
ager-rule-notation = Ager Sanguinis jelölés

## the /standing command names this decision
discord-cmd-choice-ager-dfire = Ager Sanguinis: védekező tüzelés

## charges and counter-charges (A§7.1)
ager-ask-charge = { $side }: lovasrohamok — jelents be rohamot (lovas, célpont, út), vagy «done»
ager-ask-countercharge = { $unit } rohamoz: ellenroham egy lovassal, vagy «none»
ager-ev-charge = { $unit } rohamot indít erre: { $target }, útja: { $path }
ager-ev-countercharge = { $unit } ellenrohamot indít erre: { $target }
ager-ev-charge_fight = Lovasroham: támadóerő { $attack }, védőerő { $defence }
ager-ev-roles_swapped = { $unit } az erősebb, és ő támad: { $target }
ager-ev-ignored = { $unit } ellen az eredmény nem számít
ager-err-charge = { $unit } nem rohamozhat így erre: { $target }: { $why }
ager-err-no_charge = { $unit } most nem rohamozhat erre: { $target }
ager-why-too_short = a roham legalább 6 hexát halad
ager-why-sharp_turn = a rohamban nincs többletpontba kerülő fordulás, és nem lép ellenségre
ager-why-too_far = az út több MP, mint amennyi maradt
ager-why-not_straight = utolsó 4 hexája egyenesen halad
ager-why-not_at_target = a célpont felé nézve kell végződnie
ager-why-not_free = szabad hexákon kell végződnie

## a counter-charge refused, and why (A§7.1.2, E-A12)
ager-err-countercharge = { $unit } nem indíthat ellenrohamot { $target } ellen: { $why }
ager-why-cc-not_rider = nem cselekvőképes lovas a megrohamozott oldalon
ager-why-cc-camel = tevés lovas nem indít ellenrohamot
ager-why-cc-taken = ebben a fordulóban már roham célpontja, vagy már ellenrohamot indít
ager-why-cc-front = { $target } nincs az elülső szektorában
ager-why-cc-sight = nem látja: { $target } (csak lovasok takarják a kilátást)
ager-why-cc-reach = nem éri el a roham utolsó 2 hexáját { $most } hexán belül ({ $hexes } fele) többletköltségű fordulás nélkül
discord-cmd-choice-ager-countercharge = Ager Sanguinis: ellenroham

## mounting and dismounting (A§4.4.2)
ager-ev-mounted = { $unit } nyeregbe száll ({ $cost } MP); maradt { $mp } MP
ager-ev-dismounted = { $unit } leszáll ide: { $hex } ({ $cost } MP); maradt { $mp } MP
ager-err-cannot_mount = { $unit } itt nem szállhat nyeregbe vagy le ({ $cost } MP, maradt { $mp } MP)
ager-err-not_beside = { $unit } a ló oldala mellett kell álljon a nyeregbe szálláshoz ({ $cost } MP, maradt { $mp } MP)
ager-err-no_mp = { $unit }: maradt { $mp } MP, ez pedig { $cost } MP
ager-err-enemy_near = { $unit } ezt nem teheti támadásra képes ellenség mellett ({ $cost } MP, maradt { $mp } MP)
ager-err-bad_spot = { $unit } a ló melletti szabad hexára kell leszálljon ({ $cost } MP, maradt { $mp } MP)

## capture (A§7.4)
ager-ev-capture = { $unit } egyedül áll legalább 60-as különbséggel szemben: { $face }, megadja magát: { $taken }
ager-ev-captured = { $unit } fogságba esik: { $by }
ager-roll-capture = foglyul ejtés ({ $unit })

## naphtha (A§7.3)
ager-ev-burning = { $unit } naftás korsója lángra lobbantja: { $hexes }
ager-ev-burn = { $unit } a tűzben: { $face }: { $result }
ager-ev-into_fire = { $unit } égő hexába lép ({ $hex }): a tűz elkapja
ager-ev-fire_out = Kialszik a naftatűz: { $hexes }
ager-naphtha-recovers = azonnal magához tér és 1 hexát hátrál
ager-naphtha-wounded = sebesült
ager-naphtha-burns = halálra ég
ager-naphtha-horse_killed = a lovas elkábul, a ló elpusztul
ager-naphtha-bolts = a lovas elkábul, a ló elragad
ager-naphtha-backs = a lovas 2 hexát hátrál
ager-naphtha-killed = halott
ager-naphtha-wounded_retreats = 1 hexát hátrál, sebesült
ager-naphtha-retreats = 1 hexát hátrál
ager-roll-naphtha = tűz { $unit } körül

## ostrom (A§10)
ager-ask-works = { $side }: ostrommunka — létra feldöntése, kapunyitás/zárás vagy a kapu betörése, vagy «done»
ager-ev-ladder_step = { $unit } a létráról a falra lép ({ $hex }): { $roll }: { $result }
ager-ev-ladder_push = { $unit } feldönti a létrát ({ $hex }): { $face }: { $result }
ager-ev-falls = { $unit } lezuhan a létrával ({ $hex })
ager-ev-gate_work = { $unit } nekilát a kapunak
ager-ev-gate_opened = { $unit } kinyitja a kaput
ager-ev-gate_closed = { $unit } bezárja a kaput
ager-ev-gate_battered = { $unit } és { $other } a kaput töri ({ $turns } / { $needed } kör)
ager-ev-gate_broken = A kapu betört, nyitva marad
ager-ladder-up = fent van a falon
ager-ladder-hurt = megsebesül, és a létrán marad
ager-ladder-falls = a létra feldől
ager-ladder-holds = a létra áll
ager-roll-ladder = lépés a létráról a falra ({ $unit })
ager-roll-push = a létra feldöntése ({ $hex })
## owners' choices (A§5.4.4, A§6.7) and standing answers
ager-ask-retreat = { $unit } { $hexes } hexát hátrál: válaszd ki az útvonalat
ager-ask-place = { $unit } leesik a lováról itt: { $hex }: helyezd el
ager-ask-fallen = { $unit } leesik a létrával itt: { $hex }: helyezd el ott vagy mellette
ager-ev-placed = { $unit } ide kerül: { $hex }
ager-ev-lands_on = { $unit } rázuhan erre: { $other }
ager-ev-lies_by_ladder = { $unit } nem maradhat ott, ahová esett (hexenként egy élő szereplő vagy állat), a ledőlt létra mellett fekszik itt: { $hex }
discord-cmd-choice-ager-retreat = Ager Sanguinis: a hátrálás útvonala
discord-cmd-choice-ager-place = Ager Sanguinis: hová kerül a leesett harcos vagy a vezetett ló
ager-standing-ager-dfire = védekező lövés (Ager 5.3): always = minden jogosult lövész minden alkalommal; never = nem lő
ager-standing-ager-countercharge = ellenroham (Ager 7.1.2): always = az első képes lovas; never = nincs
ager-standing-ager-retreat = hátrálás útvonala (Ager 5.4.4): always = a legkevesebb ellenség mellett elhaladó, majd a legtávolabb végződő út
ager-standing-ager-place = leesett lovas (Ager 6.7), a létrával lezuhant harcos (Ager 10.2): always = a ló körüli első szabad hexa; a létra hexája; az első oldal (kantárnál megragadott ló, Ager 4.4.4)
ager-ask-advance = Előrenyomulás a harc után: { $units } közül egy előrenyomulhat (mozgáskeretének felével), vagy «stay»
ager-ask-bearer = { $result }: válaszd ki, { $units } közül kit ér
ager-ev-advances = { $unit } előrenyomul: { $path }
discord-cmd-choice-ager-advance = Ager Sanguinis: előrenyomulás a harc után
ager-standing-ager-advance = előrenyomulás a harc után (Ager 6.5): never = marad
ager-ev-horse_melee = Közelharc: { $attackers } a lovas nélküli ló ellen itt: { $hex }, támadóerő { $attack }, védőerő { $defence } ({ $column }. oszlop): { $face }: { $result }
ager-ev-horse_dies = A ló itt elpusztul: { $hex }
ager-ev-pushed = { $unit } helyet csinál, és ide tolódik: { $hex }

## a retreat pushing friends aside, each pushed one pushing the next (A§5.4.4)
ager-ev-no_push_room = { $unit }: az útjában álló társakat nincs hová eltolni (egy eltolási lánc legfeljebb { $most } tagú)
ager-err-push = { $unit } nem tolható el ide: { $hex }: { $why }
ager-push-not_next = ez nem szomszédos hexa a hátrálás útján kívül, ahová beléphetne
ager-push-held = ott áll { $who }, aki nem tolható tovább
ager-push-onward = ott áll { $who }: add meg, hová tolódik ő tovább
ager-push-chain = ott áll { $who }, és egy eltolási lánc legfeljebb { $most } tagú
ager-err-unpushable = { $unit } nem tolható el: csak gyalogos, cselekvőképes társ tolható el
ager-err-push_where = Itt áll { $unit }: { $hex }: add meg, hová tolódik

ager-ev-cleared = { $units } { $points } holttestet visz el innen: { $hex }, ide: { $to }
ager-err-cannot_clear = { $unit } most nem takaríthat el holttesteket (két gyalogos, akik ebben a fázisban nem mozogtak, nem lőttek és nem harcoltak, mindkettő a hexában vagy mellette, ellenség nélkül)
ager-err-no_bodies = Itt nincs elvihető holttest, vagy oda nem vihetők: { $hex }
ager-ev-picked_up = { $unit } felveszi: { $carried } (maradt { $mp } MP)
ager-ev-set_down = { $unit } lekerül ide: { $hex }
ager-ask-set_down = { $unit }: tedd le ezt a figurát { $hex } mellé
ager-err-cannot_carry = { $unit } nem viheti: kábult társ a szomszéd hexában, gyalogos veszi fel, az út az ő hexájában kezdődik

## színlelt menekülés (A§7.2)
ager-ev-feint = { $units } színlelt menekülésbe kezd { $enemies } elől
ager-ev-feint_made = { $units } színlelt menekülése megtörtént
ager-ev-feint_failed = { $units } színlelt menekülése elmarad: nem mindenki futott 7 hexát
ager-ev-feint_test = Színlelt menekülés, próba ({ $units }): { $roll }: { $result }
ager-ev-feint_contact = { $unit } utoléri: { $target }, { $hex }: az üldözésnek vége
ager-feint-fooled = bedőltek, üldöznek
ager-feint-not_fooled = nem dőltek be, ebben a fázisban helyben maradnak
ager-roll-feint = színlelt menekülés { $unit } előtt
ager-err-no_feint = { $unit } most nem vezethet színlelt menekülést ettől a csoporttól
ager-err-no_flight = { $unit } legalább 7 hexát fusson, mindegyikkel távolabb az ellenséges csoporttól
ager-err-must_pursue = { $unit } egész mozgásával üldözze a menekülő csoportot

## kantárszáron vezetett gazdátlan lovak (A§4.4.4)
ager-ev-leads = { $unit } kantárszáron fogja a lovat itt: { $hex }
ager-ev-grab = { $unit } a ló kantárja után kap itt: { $hex }: { $face }: { $result }
ager-ev-lets_go = { $unit } elengedi a lovat itt: { $hex }
ager-ev-horse_placed = { $unit } vezetett lova ide kerül: { $hex }
ager-ask-place_horse = { $unit } fogja a kantárt: helyezd a lovat mellé
ager-bridle-holds = megvan
ager-bridle-slips = kicsúszik a kezéből
ager-roll-bridle = kantárfogás ({ $unit })
ager-err-no_bridle = { $unit } most nem foghatja meg ennek a lónak a kantárját: { $horse }

## foglyok: kísérők és szökés (A§7.4)
ager-ev-escorted = a fogoly { $unit } útja: { $path }
ager-ev-led_off = a fogoly { $unit } elhagyja a térképet itt: { $hex }
ager-ev-escapes = { $unit } megszökik a kísérői elől
ager-ev-rearmed = { $unit } egy halott fegyverét veszi fel, és visszanyeri erejét
ager-err-no_escort = { $unit } most nem kísérhető oda, és nem is szökhet meg
ager-ev-slit = { $unit } felhasítja a sátor vásznát itt: { $hex }: most nyitott
ager-ev-bridge_work = { $unit } és { $other } a hídon dolgozik itt: { $hex } ({ $turns }/{ $needed } kör)
ager-ev-bridge_burnt = A híd itt leég: { $hex }
ager-ev-footbridge = Gyaloghíd ível át itt: { $hex }
ager-ev-ladder_set = { $unit } és { $other } felállítja az ostromlétrát itt: { $hex }, ehhez: { $wall }
ager-ev-ladder_lifted = { $unit } és { $other } felemeli az ostromlétrát itt: { $hex }, és viszi (maradt { $mp } MP)
ager-ev-ladder_laid = { $unit } és { $other } lefekteti az ostromlétrát itt: { $hex }
ager-ev-ladder_dropped = { $unit } és { $other } elejti a létrát: itt fekszik: { $hex }
ager-err-cannot_ladder = { $unit } most nem teheti ezt a létrával: két gyalogos mellette (felemeléshez egymás mellett), fejenként 2 MP, senki sincs rajta, egy szinttel magasabb falmező
ager-err-ladder_behind = { $unit } nem tud a létrával ezen az úton követni

## épületsarok kereszttűzben (A§8.4)
ager-ask-cover = { $unit } az épületsarokban ({ $hex }) kereszttűzben áll: válaszd ki, melyik oldal felől van fedezéke
ager-ev-covered = { $unit } fedezéke { $against } oldala felől van a fázis végéig
discord-cmd-choice-ager-cover = Ager Sanguinis: a fedezett oldal épületsarokban, kereszttűzben
ager-standing-ager-cover = épületsarok kereszttűzben (Ager 8.4): always = fedezék az első lövés oldala felől

## a roll's arithmetic: the face, each modifier signed with what it is for, the sum, and what a
## sum beyond the table counts as
ager-mod = { $left } { $sign ->
    [minus] −
   *[plus] +
} { $value } ({ $why })
ager-mod_net = { $left } { $sign ->
    [minus] −
   *[plus] +
} { $value }
ager-sum = { $count ->
    [0] { $sum }
   *[other] { $sum } = { $raw }
}{ $clamp ->
    [high] , a táblázaton { $total }
    [low] , a táblázaton { $total }
   *[none] {""}
}

## lövés, amely nincs az 1. lépés választásai között, és miért (A§5)
ager-err-no_shot = „{ $order }” most nem lehetséges lövés: { $why }
ager-why-shot-no_character = nincs „{ $name }” nevű figura
ager-why-shot-not_yours = { $unit } nem a te figurád, vagy most nem lőhet
ager-why-shot-fired = { $unit } már lőtt ebben a lépésben
ager-why-shot-engaged = { $unit } olyan ellenség mellett áll, amely megtámadhatja
ager-why-shot-carrying = { $unit } létrát visz
ager-why-shot-palanquin = { $unit } gyaloghintóban ül
ager-why-shot-no_weapon = { $verb ->
    [throw] { $unit } már nem dobhat lándzsát
    [hurl] { $unit } nem visz naftás fazekat
   *[fire] { $unit } nem visel távolsági fegyvert
}
ager-why-shot-no_pot = { $unit } nem dobhat most fazekat: mind elfogyott, vagy az utolsót túl nemrég dobta
ager-why-shot-no_animal = { $target } nem olyan ellenséges ló vagy teve, amelyet { $unit } elér és lát
ager-why-shot-not_enemy = { $target } nem ellenséges figura a térképen
ager-why-shot-out_of_range = a cél ({ $target }) { $range } hexre van, { $unit } fegyvere { $reach } hexig ér
ager-why-shot-no_sight = { $unit } nem látja a célt: { $target }

## ager.decision: each decision named in the lines that say a standing answer gave it or was set
ager-decision-dfire = védekező tüzelés
ager-decision-countercharge = ellenroham
ager-decision-retreat = a hátrálás útvonala
ager-decision-place = hová kerül a leesett harcos vagy a vezetett ló
ager-decision-cover = a fedezett oldal épületsarokban, kereszttűzben
ager-decision-bearer = ki viseli a közelharc eredményét
ager-decision-advance = előrenyomulás a harc után
discord-cmd-choice-ager-bearer = Ager Sanguinis: ki viseli a közelharc eredményét
ager-standing-ager-bearer = több támadó (vagy védő) közül ki viseli a közelharc eredményét (Ager 6.2): always = az elsőként megnevezett

## a horse or camel bolting out of a naphtha fire (A§7.3)
ager-ev-bolts = { $kind ->
    [camel] A lovas nélküli teve
   *[horse] A lovas nélküli ló
} kiront a tűzből: { $hex } → { $to }
ager-ev-no_bolt = { $kind ->
    [camel] A lovas nélküli teve
   *[horse] A lovas nélküli ló
} nem tud elrohanni innen: { $hex }, és marad

## a riderless horse or camel in a naphtha fire, rolling as an unarmoured rider would (A§7.3, §6.7)
ager-ev-beast_burn = { $kind ->
    [camel] A lovas nélküli teve
   *[horse] A lovas nélküli ló
} a tűzben ({ $hex }): { $face }: { $result }
ager-naphtha-beast_killed = elpusztul
ager-naphtha-beast_bolts = elrohan
ager-naphtha-beast_unhurt = nincs hatás (nincs lovas, aki hátrálna)
