### Great Battles of Julius Caesar: magyar üzenetek.

gboh-phase = { $turn }. kör, { $phase } fázis
gboh-rule-notation = GBoH parancsjelölés

## asks
gboh-ask-activate = Kezdeményezés { $initiative }: { $side } – egy vezér aktiválása (vagy lemondás róla).
gboh-ask-orders = { $leader }: adj egyéni parancsot (hátra van: { $ios }), vagy zárd le a parancsokat.
gboh-ask-move = Mozgás: { $unit } (hátralévő mozgáspont: { $mp }): belépés elülső hexbe, fordulás vagy megállás.
gboh-ask-leader_move = Vezér mozgása: { $leader } (hátralévő mozgáspont: { $mp }): belépés egy hexbe vagy megállás.
gboh-ask-momentum = { $leader }: lendületdobás (legfeljebb { $initiative } kell) vagy befejezés.
gboh-ask-reactivate = Végzetdobás: { $side } – bármelyik saját vezér újraaktiválása.
gboh-warn-ios_left = Elvesző egyéni parancsok: { $ios }.

## events
gboh-ev-turn = Kezdődik a(z) { $turn }. játékkör.
gboh-ev-tie_roll = Kezdeményezési döntetlen: { $a } dobása { $ra }, { $b } dobása { $rb }.
gboh-ev-activated = Aktiválás: { $leader } (kezdeményezés { $initiative }).
gboh-ev-orders_phase = { $leader }: a kör { $phase }. parancsfázisa.
gboh-ev-finished = { $leader }: befejezett ({ $why }).
gboh-ev-waits = { $leader } inaktív marad ellenséges ellenőrzési zónában; amint kikerül belőle, aktiválják.
gboh-ev-passed = { $leader } passzol: inaktív marad, és arra vár, hogy légióparancsra jelöljék ki.
gboh-ev-momentum = Lendület – { $leader }: dobás { $roll }, cél { $need }: { $ok ->
    [1] újabb parancsfázis
   *[0] sikertelen
}.
gboh-ev-doom = Végzetdobás – { $leader }: { $roll }.
gboh-ev-reactivated = Újraaktiválás: { $leader }.
gboh-ev-ordered = { $leader } mozgásparancsa: { $unit }.
gboh-ev-moved = Mozgás: { $unit }, innen: { $frm } ({ $mp } mozgáspont).
gboh-ev-faced = Fordulás: { $unit }, új arcvonal { $facing } ({ $mp } mozgáspont).
gboh-ev-zoc_stop = { $unit } ellenséges ellenőrzési zónába lépett, megáll.
gboh-ev-plan_stopped = A tervezett út megszakad: { $unit }, '{ $step }' előtt.
gboh-ev-no_step = Nincs lehetséges mozgás: { $unit } – egyik elülső hexbe sem léphet, fordulásra nincs elég mozgáspont, nincs célpont; a parancs elhasználódott, az egység ebben a fázisban parancsot kapottnak számít (még kezdeményezhet közelharcot, 7.33).
gboh-ev-must_shock = { $unit } – jelző: közelharc, kötelező TQ-próba.
gboh-ev-shock_undeclared = { $unit } nem jelent be közelharcot: ebben a közelharc-szakaszban már nem kaphat jelzőt.
gboh-ev-must_shock_lifted = { $unit } mozgása végén nincs ellenség mellette: a „közelharc, kötelező TQ-próba” jelzőt leveszik.
gboh-ev-leader_moved = Vezér mozgása: { $leader }, { $frm } → { $to }.
gboh-ev-no_orders_zoc = { $leader } ellenséges ellenőrzési zónában áll, nem adhat parancsot.
gboh-ev-hits = Kohéziós találat: { $unit } +{ $hits } ({ $why }), összesen { $total }, TQ { $tq }.
gboh-ev-routs = Megfutás: { $unit }.
gboh-ev-routed = Megfutott: { $unit } (TQ 1).
gboh-ev-rout_move = Menekülés a visszavonulási térképszél felé: { $unit }: { $path }.
gboh-ev-eliminated = Megsemmisült: { $unit } ({ $why }); megfutási pontok: { $rp }.
gboh-ev-leader_eliminated = Megsemmisült vezér: { $leader }; megfutási pontok: { $rp }.
gboh-ev-reloaded = Újratöltés: { $unit }.
gboh-ev-rout_points = Megfutási pontok – { $side }: { $rp } (megfutási szint { $level }).

## why a leader is Finished
gboh-why-doom = ebben a körben nincs több aktiválás
gboh-why-end = minden vezér sorra került
gboh-why-declined = nem aktiválták
gboh-why-oc_finished = a fővezére befejezett
gboh-why-no_momentum = lendületdobás nem megengedett
gboh-why-ended = a játékos lezárta a parancsokat
gboh-why-zoc = még ellenséges ellenőrzési zónában, amikor a többi vezér végzett
gboh-why-momentum_failed = sikertelen lendületdobás

## results
gboh-result-army_rout = Az ellenfél hadserege megfutott; győztes: { $side } ({ $turn }. kör).
gboh-result-both_routed = Mindkét hadsereg elérte a megfutási szintjét a(z) { $turn }. körben.
gboh-result-last_turn = A(z) { $turn }. kör végéig egyik hadsereg sem futott meg: döntetlen.

## rolls
gboh-roll-tie = kezdeményezési döntetlen dobása ({ $side })
gboh-roll-momentum = lendületdobás
gboh-roll-doom = végzetdobás
gboh-roll-tq_router = TQ-próba: { $unit } (menekülő állt meg rajta)

## refusals
gboh-err-unreadable = Ez nem GBoH parancsjelölés: '{ $text }'.
gboh-err-order_enemy = { $unit } ellenséges egység: parancsot csak saját egység kaphat.
gboh-err-order_routed = { $unit } megfutott: a megfutott egység csak összeszedési parancsot kaphat.
gboh-err-order_rallied = { $unit } ebben a körben összeszedték: az összeszedett egység a kör végéig nem kaphat parancsot.
gboh-err-order_pursuit = { $unit } „Pursuit/Finished” jelölőt visel: a kör végéig nem kaphat mozgás- vagy tűzparancsot.
gboh-err-order_off_map = { $unit } üldözés után a térképen kívül van: nem kap parancsot, amíg a fővezér újra nem rendezi a térképen kívüli lovasságot.
gboh-err-leader_enemy = { $other } ellenséges vezér: parancsot csak saját egység és vezér kaphat.
gboh-err-leader_off_map = { $other } a térképen kívül van (üldöző vagy megfutott egységgel hagyta el): nem kap parancsot, amíg a fővezér újra nem rendezi a térképen kívüli lovasságot.
gboh-err-leader_finished = { $leader }: befejezett – ebben a körben már nem ad parancsot (a fővezér azonban mozgathatja).
gboh-err-leader_command = { $other } nem mozoghat ennek a parancsnak a keretében ({ $leader }): a légió- vagy vonalparancs a saját egységeit és a parancsot kiadó vezért mozgatja, más vezért nem.
gboh-err-leader_not_oc = { $leader } nem mozgathatja ezt a vezért: { $other }; más vezéreket csak a fővezér mozgat (a törzsi vezér a törzsfőit).
gboh-err-leader_not_chief = { $leader } csak a törzsfőit mozgathatja, őt nem: { $other }.
gboh-err-leader_oc_in_zoc = { $leader } ellenséges ellenőrzési zónában áll: egyetlen parancsa a saját mozgása lehet, ezt a vezért nem mozgathatja: { $other }.
gboh-err-leader_moved = { $other } ebben a fázisban már mozgott ({ $leader }): minden vezér fázisonként egyszer.
gboh-err-leader_out_of_range = { $other } kívül esik a parancsnoki körzeten: { $leader }.
gboh-err-leader_ios = Ennek a vezérnek a mozgatása egyéni parancsba kerül: { $other }, szükséges: { $need } (2, ha ellenséges ellenőrzési zónából indul); hátra van: { $ios }.
gboh-err-leader_no_mp = { $other } ebben a parancsfázisban elhasználta mind a 9 mozgáspontját.
gboh-err-leader_boxed = { $other } egyetlen hexbe sem léphet (hátralévő mozgáspont: { $mp }): minden szomszédos hexben ellenséges egység áll, ellenséges ellenőrzési zóna saját egység nélkül, vagy többe kerül.
gboh-err-order_already = { $unit } ebben a fázisban már kapott parancsot.
gboh-err-order_oc_in_zoc = { $leader } ellenséges ellenőrzési zónában áll: egyetlen parancsa a saját mozgása lehet, ez az egység nem kaphat tőle parancsot: { $unit }.
gboh-err-regroup_oc_in_zoc = { $leader } ellenséges ellenőrzési zónában áll: egyetlen parancsa a saját mozgása lehet, így nem rendezheti újra a térképen kívüli lovasságot.
gboh-err-order_not_his = { $leader } nem parancsnoka ennek az egységnek: { $unit }.
gboh-err-order_out_of_range = { $unit } kívül esik a parancsnoki körzeten: { $leader }.
gboh-err-order_not_in_command = { $unit } nem tartozik ahhoz a légióhoz vagy vonalhoz, amely a parancsot kapta ({ $what }, { $leader }).
gboh-err-order_range_at_start = { $unit } a parancsfázis elején nem volt a parancsnoki körzetben ({ $leader }), így nem része a parancsnak ({ $what }).
gboh-err-order_not_in_tribal_line = { $unit } nem része a vonalnak ({ $leader }): a törzsi vonal minden egysége a vonal egy másik egysége mellett áll, a vezér vonalkörzetén belül.
gboh-err-order_aux_line = { $unit } a segédcsapat-fázisban kapott parancsot: ebben a körben nem lehet vonalparancs része.
gboh-err-order_command_mode = { $mode ->
    [move] Ez a parancs mozgatja az egységeket (mozgás közben lőhetnek): { $unit } nem lőhet mozgás nélkül.
   *[fire] Ez a parancs mozgás nélküli lövés: { $unit } nem mozoghat.
  }
gboh-err-order_not_auxiliary = { $unit } nem csatározó egység: a segédcsapat-fázisban csak csatározók kapnak parancsot.
gboh-err-not_on_map = { $hex } nem hexe ennek a térképnek.
gboh-err-not_adjacent = { $hex } nem szomszédos ezzel: { $frm }.

## combat
gboh-ask-entry_fire = { $target } belépett { $unit } ellenőrzési zónájába: reakciótűz 1-es távolságra, vagy kivárás.
gboh-ask-exit_fire = { $target } elhagyta { $unit } ellenőrzési zónáját: kilépési reakciótűz 2-es távolságra, vagy kivárás.
gboh-ask-return_fire = { $target } lőtt erre: { $unit }: viszonttűz, vagy kivárás.
gboh-ask-volunteer = Közelharc kijelölése: jelölj egységeket TQ-próba nélküli közelharcra (lehetséges: { $units }), vagy kész.
gboh-ask-declare = { $unit } ellenség mellé lépett: jelentsd be most a közelharcot (jelző: közelharc, kötelező TQ-próba), különben ebben a fázisban nem harcol.
gboh-ev-ordered_fire = { $leader } tűzparancsa: { $unit }.
gboh-ev-fire = Lövés: { $unit } → { $target }: dobás { $roll }, cél { $need }: { $hit ->
    [1] találat
   *[0] hatástalan
}.
gboh-ev-missile_low = Jelző: kevés lőszer – { $unit }.
gboh-ev-missile_no = Jelző: nincs lőszer – { $unit }.
gboh-ev-leader_hit = Vezértalálat: { $leader }; vezértalálat-táblázat dobása: { $roll }.
gboh-ev-leader_wounded = Sebesült vezér: { $leader } (−{ $wounds } az értékeire).
gboh-ev-shock_marked = Jelző – { $unit }: { $marker }.
gboh-ev-shock = Közelharc: { $attackers } ellen: { $defenders }.
gboh-ev-pre_shock = Roham előtti TQ-próba: { $unit }: dobás { $roll }, TQ { $tq }: { $hits } találat.
gboh-ev-shock_roll = Kardok összecsapása: oszlop { $column }, létszámeltolás { $size }, fölény { $superiority ->
    [A] a támadóé
    [B] a védőé
   *[other] nincs
  }: oszlop { $final }, dobás { $roll }: támadó { $att_hits }, védő { $def_hits } találat.
gboh-ev-collapse = Összeomlási próba: { $unit }: dobás { $roll }, TQ { $tq }.
gboh-ev-advanced = Előrenyomulás: { $unit }, innen: { $frm }.
gboh-ev-pursuit = Lovas üldözés dobása: { $unit }: { $roll }, küszöb { $need }: { $go ->
    [1] üldöz
   *[0] abbahagyja
}.
gboh-marker-shock_must = közelharc – kötelező TQ-próba
gboh-marker-shock_free = közelharc – nincs TQ-próba
gboh-mod-woods = a cél erdőben
gboh-mod-lower_target = a cél alacsonyabban van
gboh-mod-moving_firer = a lövő mozog
gboh-mod-depleted = a lövő megfogyatkozott
gboh-mod-front_of_heavy = nyíl vagy kő nehézgyalogság elejére
gboh-mod-skirmisher_target = a cél csatározó
gboh-mod-att_charisma = a támadó vezér karizmája
gboh-mod-def_charisma = a védő vezér karizmája
gboh-mod-infantry_routed = megfutott gyalogság
gboh-mod-in_enemy_zoc = a lovasság ellenséges ellenőrzési zónában
gboh-roll-fire = lövés: { $unit } → { $target }
gboh-roll-leader_hit = vezértalálat dobása: { $leader }
gboh-roll-casualty = vezértalálat-táblázat dobása: { $leader }
gboh-roll-pre_shock = roham előtti TQ-próba: { $unit }
gboh-roll-leader_shock = vezér dobása a közelharcban: { $leader }
gboh-roll-shock = közelharc-táblázat dobása
gboh-roll-collapse = összeomlási próba: { $unit }
gboh-roll-pursuit = lovas üldözés dobása: { $unit }

## commands, reactions, trumps, phases
gboh-ask-aux_orders = Segédcsapat-fázis: egy-egy egyéni parancs minden csatározó egységnek, vagy kész.
gboh-ask-auxiliaries = Segédcsapat-fázis – { $side }: felhasználás (a fővezér három parancsfázisának egyike), vagy kihagyás.
gboh-ask-command = { $leader } – { $what }: mozgás vagy lövés minden egységgel, vagy kész.
gboh-ask-elite = Elit kezdeményezés – { $leader }: elit fázis egy saját vezérnek, vagy lemondás.
gboh-ask-evasion = { $mover } { $leader } mellé lépett: a vezér kitérése 1–3 hexnyit, vagy maradás{ $alone ->
    [1] (egyedül maradva megsemmisül)
   *[0] {""}
}.
gboh-ask-reaction_facing = { $mover } { $unit } mellé lépett: reakciós fordulás egy csúccsal (legalább egy kohéziós találat), vagy marad.
gboh-ask-trump_back = Elcsípés: { $leader } (kezdeményezés { $initiative }); felülütés legalább ekkora kezdeményezésű vezérrel, vagy lemondás.
gboh-ask-trump_momentum = Sikeres lendületdobás: { $leader } (kezdeményezés { $initiative }); elcsípés legalább ekkora kezdeményezésű vezérrel, vagy lemondás.
gboh-ask-withdrawal = { $mover } 2 hexen belül van ettől: { $unit }: rendezett visszavonulás egy hexbe, vagy maradás.
gboh-ask-leader_withdrawal = { $mover } 2 hexen belül van { $leader } vezértől: rendezett visszavonulás (elérhető hexek) vagy marad.
gboh-ev-aux_fire = Lövés a segédcsapat-fázisban: { $unit }.
gboh-ev-auxiliaries = Segédcsapat-fázis – { $side }; parancsfázisnak számít: { $leader }.
gboh-ev-command = { $leader } parancsa: { $what }.
gboh-ev-designated = { $leader } kijelöli { $legate } legátust légióparancsra.
gboh-ev-elite = Elit fázis: parancsfázis – { $leader }.
gboh-ev-evaded = A vezér kitér: { $leader }, innen: { $frm }.
gboh-ev-rallied = Összeszedés: { $unit }; { $hits } kohéziós találat, megfogyatkozott.
gboh-ev-rallied_not_depleted = Összeszedés: { $unit }; { $hits } kohéziós találat, nem fogyatkozik meg (a légió 1. kohorszja sosem fogyatkozik meg).
gboh-ev-rally_roll = Összeszedés: { $unit }, vezér { $leader }: dobás { $roll }, karizma { $need }.
gboh-ev-rally_stays_routed = { $unit } megfutott marad (összeszedési táblázat).
gboh-ev-reaction_faced = Reakciós fordulás: { $unit }, új arcvonal { $facing }.
gboh-ev-recovered = Regenerálódás: { $unit } −{ $hits } (maradt { $total }).
gboh-ev-strategy = Stratégia – { $leader }: dobás { $roll }, cél { $need }: { $ok ->
    [1] a parancs kiadható
   *[0] csak egyéni parancsok
}.
gboh-ev-trump = Elcsípési kísérlet – { $leader }: dobás { $roll }, kezdeményezés { $need }: { $ok ->
    [1] sikeres
   *[0] sikertelen
}.
gboh-ev-withdrew = Rendezett visszavonulás: { $unit }, innen: { $frm }.
gboh-ev-leader_withdrew = { $leader } rendezetten visszavonul innen: { $frm }.
gboh-mod-depleted_rally = az egység megfogyatkozott
gboh-mod-depleted_rally_table = az egység már korábban megfogyatkozott
gboh-roll-rally = összeszedés: { $unit }, vezér { $leader }
gboh-roll-rally_table = összeszedési táblázat dobása: { $unit }
gboh-roll-reaction_facing = reakciós fordulás próbája: { $unit }
gboh-roll-strategy = stratégiadobás: { $leader }
gboh-roll-trump = elcsípési dobás: { $leader }
gboh-roll-withdrawal = TQ-próba visszavonulás után: { $unit }
gboh-why-trump_failed = sikertelen elcsípés
gboh-why-trumped = felülütötték

## standing answers
gboh-standing-gboh-entry_fire = belépési reakciótűz (GBoH 8.21): mindig = lövés 1-es távolságra; soha = kivárás
gboh-standing-gboh-return_fire = viszonttűz (GBoH 8.23): mindig = visszalő; soha = kivárás
gboh-standing-gboh-exit_fire = kilépési reakciótűz (GBoH 8.22): mindig = lövés 2-es távolságra; soha = kivárás
gboh-standing-gboh-reaction_facing = reakciós fordulás (GBoH 7.14): soha = marad
gboh-standing-gboh-withdrawal = rendezett visszavonulás (GBoH 6.5): soha = marad
gboh-standing-gboh-evasion = vezér kitérése (GBoH 4.82): kérdezz
gboh-standing-gboh-rout_path = menekülési útvonal (GBoH 10.22): mindig = az egyformán jó hexek közül az első (kezdettől; kérdezz = kérdés)
gboh-standing-gboh-charisma_attacker = a támadó vezér, akinek karizmája számít (GBoH 8.46): mindig = a legnagyobb karizma (kezdettől; kérdezz = kérdés)
gboh-standing-gboh-charisma_defender = a védő vezér, akinek karizmája számít (GBoH 8.46): mindig = a legnagyobb karizma (kezdettől; kérdezz = kérdés)
gboh-standing-gboh-pursuer = az üldöző lovasegység (GBoH 8.61): mindig = a legmagasabb TQ (kezdettől; kérdezz = kérdés)
gboh-standing-gboh-advance = ki nyomul előre, és melyik kiürült hexbe (GBoH 8.53): mindig = a lista első eleme (kezdettől; kérdezz = kérdés)
gboh-standing-gboh-advance_facing = szabad fordulás előrenyomulás után (GBoH 8.52, egy csúccsal): mindig = marad (kezdettől; kérdezz = kérdés)
gboh-standing-gboh-clash_defender = kardok összecsapása, a védő típusa (GBoH 8.45): mindig = a legalacsonyabb oszlop
gboh-standing-gboh-clash_attacker = kardok összecsapása, a támadó (GBoH 8.45): mindig = a legmagasabb oszlop
gboh-standing-gboh-hit_split_defender = páratlan találat a védők között (GBoH 10.13): mindig = az első a listán
gboh-standing-gboh-hit_split_attacker = páratlan találat a támadók között (GBoH 10.13): mindig = az első a listán
discord-cmd-choice-gboh-entry_fire = GBoH: belépési reakciótűz
discord-cmd-choice-gboh-return_fire = GBoH: viszonttűz
discord-cmd-choice-gboh-exit_fire = GBoH: kilépési reakciótűz
discord-cmd-choice-gboh-reaction_facing = GBoH: reakciós fordulás
discord-cmd-choice-gboh-withdrawal = GBoH: rendezett visszavonulás
discord-cmd-choice-gboh-evasion = GBoH: vezér kitérése
discord-cmd-choice-gboh-rout_path = GBoH: menekülési útvonal
discord-cmd-choice-gboh-charisma_attacker = GBoH: karizma (támadó)
discord-cmd-choice-gboh-charisma_defender = GBoH: karizma (védő)
discord-cmd-choice-gboh-pursuer = GBoH: lovas üldözés
discord-cmd-choice-gboh-advance = GBoH: előrenyomulás
discord-cmd-choice-gboh-advance_facing = GBoH: arcvonal előrenyomulás után
discord-cmd-choice-gboh-clash_defender = GBoH: kardok összecsapása (védő)
discord-cmd-choice-gboh-clash_attacker = GBoH: kardok összecsapása (támadó)
discord-cmd-choice-gboh-hit_split_defender = GBoH: páratlan találat (védő)
discord-cmd-choice-gboh-hit_split_attacker = GBoH: páratlan találat (támadó)

## egy oldal nyilvános adatai
gboh-info-retreat_edge = visszavonulási szél
gboh-info-retreat_edge-west = nyugati
gboh-info-retreat_edge-east = keleti
gboh-info-retreat_edge-north = északi
gboh-info-retreat_edge-south = déli
gboh-ask-clash_defender = Kardok összecsapása: válaszd ki a védekező egységtípust { $attackers } ellen.
gboh-ask-clash_attacker = Kardok összecsapása: válaszd ki a támadó egységet (és helyzetét) { $defender } ellen.
gboh-ask-hit_split = Találatok elosztása: válaszd ki az egységet, amely a páratlan találatot kapja (hátra van: { $hits }).
gboh-ev-mutual_rout = Kölcsönös megfutamodás: a legnagyobb találattöbblet támadó { $att_excess }, védő { $def_excess }: { $side } megfutamodik.
gboh-ev-hits_set = { $unit } nem fut meg: találatai { $total } lesznek (TQ { $tq }).
gboh-ask-rout_path = Megfutamodás: { $unit } egyformán jó hexeken menekülhet; válaszd ki a következő hexet.
gboh-ask-charisma = Közelharc: válaszd ki a vezért, akinek karizmája számít ({ $units }).
gboh-ask-pursuer = Lovas üldözés: válaszd ki az egyetlen üldöző egységet ({ $units }).
gboh-ask-advance = Előrenyomulás: { $unit } több kiürült hexbe is előrenyomulhat ({ $hexes }); válassz egyet.
gboh-ask-advance_facing = Előrenyomulás: { $unit } egy csúccsal fordulhat bármelyik irányba, ellenséges ellenőrzési zónában is, vagy marad.
gboh-ev-advance_faced = { $unit } előrenyomulás után fordul, új arcvonal { $facing }.
gboh-note-active = { $leader } aktív, { $phase }. parancsfázis a 3-ból
gboh-note-no_momentum = { $leader } aktív, { $phase }. parancsfázis a 3-ból, lendület nélkül
gboh-note-bypassed = Átugorva (lendület nélkül): { $leaders }
gboh-note-doom = Végzet: ebben a körben nincs több aktiválás
gboh-note-rout_points = { $side }: { $rp } / { $level } megfutamodási pont
gboh-ev-pursuit_off_map = { $unit } üldözés közben elhagyja a térképet: { $exit }.
gboh-ev-leader_off_map = { $leader } az üldöző lovassággal elhagyja a térképet: { $exit }.
gboh-ev-regroup = { $leader } a parancsfázisát a térképen kívüli lovasság újrarendezésére fordítja.
gboh-ev-reentered = { $piece } visszatér a térképre: { $hex }.
gboh-ev-no_reentry = { $unit } nem talál hexet a visszatéréshez, a térképen kívül marad.
gboh-ask-reenter = A lovasság újrarendezése: válaszd ki, hová tér vissza { $unit } (legfeljebb 2 hexre ettől: { $exit }).
discord-cmd-choice-gboh-reenter = GBoH: a lovasság újrarendezése
gboh-ev-fire_held = { $unit } tüze { $target } ellen a parancs mozgása és a belépési reakciótűz után következik.
gboh-ev-fire_lapsed = { $unit } visszatartott tüze { $target } ellen elmarad.
gboh-ev-leader_advanced = { $leader } együtt halad { $unit } egységgel innen: { $frm }.
gboh-ask-pursuit_move = Üldözés: a célpontok a közelharc előtt kiestek, így { $unit } legfeljebb mozgáspontja felével halad az ellenség visszavonulási széle felé ({ $hexes }); válaszd ki, hol áll meg, vagy marad.
gboh-standing-gboh-pursuit_move = az üldöző mozgása mozgáspontja felével, miután célpontjai a közelharc előtt kiestek (GBoH 8.62): mindig = a teljes fele (kezdettől beállítva; kérdezz = kérdezzen)
discord-cmd-choice-gboh-pursuit_move = GBoH: üldözés, mozgás a mozgáspont felével
gboh-ask-pursue = Lovas üldözés – { $unit }: üldözési kísérlet (üldözési dobás), vagy előrenyomulás helyette.
gboh-standing-gboh-pursue = a győztes lovasegység üldözési kísérlete (GBoH 8.61): mindig = dob az üldözésre (kezdettől; kérdezz = kérdés)
discord-cmd-choice-gboh-pursue = GBoH: üldözés vagy előrenyomulás
gboh-ev-swapped = { $leader } megcseréli a halom sorrendjét: most { $unit } van felül, { $other } alatta.
gboh-ev-stack_routs = { $unit } megfut { $top } felső kohorsszal együtt.
gboh-ev-stack_check = TQ-próba: { $unit }, mert az alatta álló { $bottom } megfutott: dobás { $roll }, TQ { $tq }.
gboh-err-order_bottom_moves = { $unit } a halom alsó kohorsza: csak a felső { $top } hagyhatja el a halmot (előbb cseréld meg őket).
gboh-err-order_bottom_fires = { $unit } a halom alsó kohorsza: csak a felső { $top } lőhet.
gboh-err-order_turns_alone = { $unit } egy halomban áll { $other } egységgel: mindkettőnek ugyanarra kell néznie, ezért helyben nem fordulhat egyedül (fordítsd a halmot együtt, vagy vidd ki a halomból).
gboh-ev-ordered_stack = { $leader } mozgásparancsa a halomnak: { $unit } és { $other } együtt mozog (egyéni parancs: { $ios }).
gboh-err-order_not_a_stack = { $unit } és { $other } nem alkot együtt kétkohorszos halmot: csak egy halom mozoghat együtt.
gboh-err-order_stack_ios = A(z) { $unit } és { $other } alkotta halom együttes mozgatása egyéni parancsba kerül, szükséges: { $need } (kohorszonként egy, a hexükben álló fővezértől egy); hátra van: { $ios }.
gboh-roll-stack_check = TQ-próba: { $unit }, az alatta álló kohorsz megfutott
gboh-mod-mixed_legions = két légió halma
gboh-ev-leader_overrun = { $leader } nem tudott kitérni, és { $unit } belép a hexébe: megsemmisül.
gboh-ask-leader_flight = Megfutás: { $unit } megfutási mozgást tesz; { $leader }, aki vele egy halomban áll, vele menekülhet (hexről hexre, ott végezve, ahol az egység), vagy marad.
gboh-ev-leader_fled = { $leader } { $unit } egységgel menekül ide: { $hex }.
gboh-ev-leader_fled_off_map = { $leader } { $unit } egységgel elhagyja a térképet: { $exit }; a térképen kívül marad, amíg a fővezér újra nem rendezi őket.
gboh-standing-gboh-leader_flight = megfutott egységgel egy halomban álló vezér (GBoH 10.27): mindig = vele menekül; soha = marad (kezdettől; kérdezz = kérdés)
discord-cmd-choice-gboh-leader_flight = GBoH: vezér menekül a megfutott egységgel
gboh-ask-advancer = Előrenyomulás: több a támadó, mint a kiürült hex, és { $units } TQ-ja egyformán a legmagasabb ({ $tq }): válaszd ki, melyik nyomul előre.
gboh-err-advance_not_tied = { $unit } nem nyomul előre: ha több a támadó, mint a kiürült hex, az nyomul előre, amelyik fölényben volt, különben a legmagasabb TQ-jú; választás ezek közül: { $units }.
