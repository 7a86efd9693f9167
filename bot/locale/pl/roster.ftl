### Składy i punkty (bot/roster.py): /game roster, /game score i ich odpowiedniki w konsoli. Klucze są stałe.

## roster
roster-side = ── { $name } ({ $side })
roster-units = { $count ->
    [one] Jeden oddział na mapie:
    [few] { $count } oddziały na mapie:
    [many] { $count } oddziałów na mapie:
   *[other] { $count } oddziału na mapie:
}
roster-unit = { $name } [{ $kind }] na { $hex }
roster-unit_strength = { $name } [{ $kind }] na { $hex }: siła { $strength }
roster-unit_of = { $name } [{ $kind }] na { $hex }: siła { $strength } z { $max }
roster-leaders = { $count ->
    [one] Jeden dowódca:
    [few] { $count } dowódców:
    [many] { $count } dowódców:
   *[other] { $count } dowódcy:
}
roster-leader = { $name } na { $hex }
roster-leader_with = { $name } na { $hex }, przy oddziale { $unit }
roster-leader_off = { $name }: { $state }
roster-losses = Straty: { $lost ->
    [one] jeden punkt siły
    [few] { $lost } punkty siły
    [many] { $lost } punktów siły
   *[other] { $lost } punktu siły
} wśród oddziałów na mapie.
roster-figure = { $name }: { $value }
roster-no_side = Nie ma strony '{ $side }' (strony: { $sides }).
roster-score = Punkty zwycięstwa: { $score }
roster-score_of = Punkty zwycięstwa: { $score } z { $target } potrzebnych do wygranej
roster-no_score = Ta gra nie liczy punktów zwycięstwa.
roster-earned = { $name } ({ $count }): { $items }
roster-points = { $points ->
    [one] jeden punkt
    [few] { $points } punkty
    [many] { $points } punktów
   *[other] { $points } punktu
} za { $why }
roster-head = Skład: { $title }, tura { $turn }
roster-score_head = Punkty: { $title }, tura { $turn }

## roster.console_help: polecenia zapisu gry w konsoli
roster-console_help =
    Zapis gry:
      /game export [ŚCIEŻKA]                       zapisz grę: przebieg (.txt) i zapis do odtworzenia (.toml)
      /game verify [ŚCIEŻKA]                       sprawdź kości i odtwórz każdy krok (tej gry albo eksportu)
      /game roster [STRONA]                        oddziały z siłą i stanem, dowódcy i straty
      /game score                                  punkty zwycięstwa i to, za co je zdobyto
      /game away [STRONA]                          co zrobiła druga strona od twojego ostatniego rozkazu, na jednej mapie
