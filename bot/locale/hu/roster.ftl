### Állomány és pontok (bot/roster.py): /game roster, /game score és a konzol megfelelői. A kulcsok állandók.

## roster
roster-side = ── { $name } ({ $side })
roster-units = { $count ->
    [one] Egy egység a térképen:
   *[other] { $count } egység a térképen:
}
roster-unit = { $name } [{ $kind }] itt: { $hex }
roster-unit_strength = { $name } [{ $kind }] itt: { $hex }: erő { $strength }
roster-unit_of = { $name } [{ $kind }] itt: { $hex }: erő { $strength } / { $max }
roster-leaders = { $count ->
    [one] Egy vezér:
   *[other] { $count } vezér:
}
roster-leader = { $name } itt: { $hex }
roster-leader_with = { $name } itt: { $hex }, a következővel: { $unit }
roster-leader_off = { $name }: { $state }
roster-losses = Veszteség: { $lost ->
    [one] egy erőpont
   *[other] { $lost } erőpont
} a térképen lévő egységeknél.
roster-figure = { $name }: { $value }
roster-no_side = Nincs '{ $side }' nevű oldal (oldalak: { $sides }).
roster-score = Győzelmi pontok: { $score }
roster-score_of = Győzelmi pontok: { $score } a győzelemhez szükséges { $target } pontból
roster-no_score = Ez a játék nem számol győzelmi pontokat.
roster-earned = { $name } ({ $count }): { $items }
roster-points = { $points ->
    [one] egy pont
   *[other] { $points } pont
} ezért: { $why }
roster-head = Állomány: { $title }, { $turn }. kör
roster-score_head = Pontok: { $title }, { $turn }. kör

## roster.console_help: a konzol feljegyzés-parancsai
roster-console_help =
    Feljegyzések:
      /game export [ÚTVONAL]                       a játék kiírása: napló (.txt) és átirat (.toml)
      /game verify [ÚTVONAL]                       a kockák ellenőrzése, minden lépés újrajátszása (e játék vagy egy export)
      /game roster [OLDAL]                         egységek erővel és állapottal, vezérek és veszteségek
      /game score                                  a győzelmi pontok, és amiért járnak
      /game away [FÉL]                             mit tett a másik fél az utolsó parancsod óta, egy térképen
