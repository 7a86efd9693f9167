### Minden rendszer közös üzenetei. A kulcsok állandók, a szövegek változhatnak.

## core
core-not_your_decision = Nem te döntesz: most a másik fél válaszol – { $expected }.
core-no_decision_pending = Semmi sem vár parancsra tőle: { $side }.
core-game_over = A játék véget ért: { $result }.
core-unknown_order = Nem értem ezt: '{ $text }': { $why }
core-ambiguous = '{ $text }' több parancsot is jelenthet: { $options }.
core-dice_script_exhausted = Az előre megadott dobások elfogytak egy dobás közben ({ $purpose }).
core-dice_script_exhausted_setup = elfogytak a játék előkészítése közben ({ $purpose } dobás)
core-bad_scripted_face = Az előre megadott { $face } érték nem egy k{ $sides } oldala ({ $purpose } dobás).
core-unknown_side = Ebben a játékban nincs '{ $side }' nevű oldal (oldalak: { $sides }).
core-bad_option = '{ $name }' opció: { $why }
core-option_takes_bool = értéke true vagy false lehet, nem { $value }.
core-option_takes_int = értéke egész szám, nem { $value }.
core-option_takes_one_of = értéke ezek egyike: { $choices }, nem { $value }.
core-unknown_option = Nincs '{ $name }' nevű szabályopció (opciók: { $options }).
core-unknown_scenario = A(z) { $system } rendszerben nincs '{ $scenario }' forgatókönyv (forgatókönyvek: { $scenarios }).
core-unknown_system = Nincs '{ $system }' nevű játékrendszer (rendszerek: { $systems }).
core-choice = { $order }

## core.err
core-err-not_a_choice = '{ $order }' nem válasz erre a döntésre; a lehetőségek: { $choices }.
core-err-not_your_decision = { $side } most nem dönt semmiről; várunk rá: { $waiting }.
core-err-no_standing = { $kind } nem olyan döntés, amelyet állandó válasz meghozhat (ilyenek: { $kinds }).
core-err-empty_order = Üres parancs: írd be, mit szeretnél tenni.
core-err-standing_form = Az állandó válasz így szól: standing <döntés> always|never|ask (nem { $order }).
core-err-bad_standing = Az állandó válasz always, never, ask vagy a döntés egyik parancsa lehet, nem { $value }.
core-err-compound_part = { $parts } részből a(z) { $part }. ({ $order }): { $why } A parancsból semmi sem hajtódott végre.

## core.ev
core-ev-forced = { $side } csak egyet { $side_gender ->
        [plural] választhattak
       *[other] választhatott
    }: { $order }.
core-ev-standing = { $side } állandó válasza ({ $kind }): { $order }.
core-ev-standing_set = Állandó válasz ehhez: { $kind }: { $value }.
core-ev-sealed_given = { $side } lezárt választ adott.
core-ev-script_ended = Az előre megadott dobások elfogytak a következő dobás előtt ({ $purpose }): a játék itt várakozik.
core-ev-already_taken = { $side }: { $order } már megtörtént helyetted.
core-ev-lapsed = { $side } továbblépett: az előző lépésre { $order } érvényes.
core-ev-compound_unapplied = { $side }: a játék { $parts } részből a(z) { $done }. után megállt; nem hajtódott végre, küldd el újra, ha még kell: { $orders }.

## core.ref: hogyan hangzik egy hivatkozás a mondatban
core-ref-unit = { $type } ({ $hex })
core-ref-unit_named = { $name } ({ $type })
core-ref-unit_named_at = { $name } ({ $type }, { $hex })

## core.info: egy oldal nyilvános adatainak és a játékos saját bejegyzéseinek nevei a nézetben, kódolt értékeikkel
core-info-command = parancs
core-info-hand_size = lapok a kézben
core-info-hand = kéz
core-info-standing = állandó válaszok
core-info-standing-always = mindig
core-info-standing-never = soha
core-info-standing-ask = kérdezz
core-info-role = szerep
core-info-role-attacker = támadó
core-info-role-defender = védő
core-info-rout_edge = menekülési irány
core-info-rout_edge-north = észak
core-info-rout_edge-south = dél
core-info-rout_edge-east = kelet
core-info-rout_edge-west = nyugat
core-info-cinc = fővezér
core-info-remonte = megmaradt lóra szállás jelzők (remonte)
core-info-demonte = megmaradt lóról szállás jelzők (démonte)
core-info-lost_sp = elvesztett erőpontok
core-info-banners = zászlók
core-info-rest = pihenés
core-info-none = nincs
core-info-yes = igen
core-info-no = nem

## more messages
core-internal_error = A motor hibát vétett ennél a parancsnál ({ $error }: { $detail }); kérlek, jelentsd ezzel a jegyzőkönyvvel együtt.

## core.term: words a parameter reads as where an engine passes nothing, yes or no
core-term-side-anyone = senki
core-term-none = nincs
core-term-yes = igen
core-term-no = nem
