### Terminy Commands & Colors: Ancients (propozycje glosariusza): rodzaje oddziałów, teren, karty, symbole kości.

## cca.term.unit
cca-term-unit-LI = lekka piechota
cca-term-unit-LB = lekcy łucznicy
cca-term-unit-LS = lekcy procarze
cca-term-unit-AX = auksylia
cca-term-unit-WA = wojownicy
cca-term-unit-MI = średnia piechota
cca-term-unit-HI = ciężka piechota
cca-term-unit-HWM = ciężka machina wojenna
cca-term-unit-LC = lekka jazda
cca-term-unit-MC = średnia jazda
cca-term-unit-HC = ciężka jazda
cca-term-unit-EL = słoń
cca-term-unit-CH = rydwan
cca-term-unit-LDR = dowódca

## cca.term.terrain
cca-term-terrain-clear = teren otwarty
cca-term-terrain-broken = nierówny teren
cca-term-terrain-forest = las
cca-term-terrain-hill = wzgórze
cca-term-terrain-seacoast = wybrzeże
cca-term-terrain-river = rzeka
cca-term-terrain-ford = bród
cca-term-terrain-ramparts = wały
cca-term-terrain-camp = obóz warowny

## cca.term.card
cca-term-card-left-2 = Rozkaz dla 2 oddziałów na lewej flance
cca-term-card-center-2 = Rozkaz dla 2 oddziałów w centrum
cca-term-card-right-2 = Rozkaz dla 2 oddziałów na prawej flance
cca-term-card-left-3 = Rozkaz dla 3 oddziałów na lewej flance
cca-term-card-center-3 = Rozkaz dla 3 oddziałów w centrum
cca-term-card-right-3 = Rozkaz dla 3 oddziałów na prawej flance
cca-term-card-left-4 = Rozkaz dla 4 oddziałów na lewej flance
cca-term-card-center-4 = Rozkaz dla 4 oddziałów w centrum
cca-term-card-right-4 = Rozkaz dla 4 oddziałów na prawej flance
cca-term-card-coordinated-advance = Skoordynowane natarcie
cca-term-card-outflanking = Manewr oskrzydlający
cca-term-card-light-troops = Rozkaz dla lekkich oddziałów
cca-term-card-medium-troops = Rozkaz dla średnich oddziałów
cca-term-card-heavy-troops = Rozkaz dla ciężkich oddziałów
cca-term-card-mounted-troops = Rozkaz dla oddziałów konnych
cca-term-card-leadership-any = Dowodzenie w dowolnej sekcji
cca-term-card-leadership-left = Dowodzenie na lewej flance
cca-term-card-leadership-center = Dowodzenie w centrum
cca-term-card-leadership-right = Dowodzenie na prawej flance
cca-term-card-clash-of-shields = Zderzenie tarcz
cca-term-card-counter-attack = Kontratak
cca-term-card-darken-the-sky = Zaćmić niebo
cca-term-card-double-time = Podwójne tempo
cca-term-card-first-strike = Pierwsze uderzenie
cca-term-card-i-am-spartacus = Jestem Spartakusem
cca-term-card-line-command = Rozkaz liniowy
cca-term-card-move-fire-move = Ruch-Strzał-Ruch
cca-term-card-mounted-charge = Szarża konnicy
cca-term-card-rally = Przegrupowanie

## cca.term.face
cca-term-face-LIGHT = symbol lekki
cca-term-face-MEDIUM = symbol średni
cca-term-face-HEAVY = symbol ciężki
cca-term-face-LEADER = hełm
cca-term-face-FLAG = flaga
cca-term-face-SWORDS = miecze

## cca.term.side_unit: oddział nazwany stroną i rodzajem
cca-term-side_unit-north-LI = lekka piechota (północ)
cca-term-side_unit-north-LB = lekcy łucznicy (północ)
cca-term-side_unit-north-LS = lekcy procarze (północ)
cca-term-side_unit-north-AX = auksylia (północ)
cca-term-side_unit-north-WA = wojownicy (północ)
cca-term-side_unit-north-MI = średnia piechota (północ)
cca-term-side_unit-north-HI = ciężka piechota (północ)
cca-term-side_unit-north-HWM = ciężka machina wojenna (północ)
cca-term-side_unit-north-LC = lekka jazda (północ)
cca-term-side_unit-north-MC = średnia jazda (północ)
cca-term-side_unit-north-HC = ciężka jazda (północ)
cca-term-side_unit-north-EL = słoń (północ)
cca-term-side_unit-north-CH = rydwan (północ)
cca-term-side_unit-south-LI = lekka piechota (południe)
cca-term-side_unit-south-LB = lekcy łucznicy (południe)
cca-term-side_unit-south-LS = lekcy procarze (południe)
cca-term-side_unit-south-AX = auksylia (południe)
cca-term-side_unit-south-WA = wojownicy (południe)
cca-term-side_unit-south-MI = średnia piechota (południe)
cca-term-side_unit-south-HI = ciężka piechota (południe)
cca-term-side_unit-south-HWM = ciężka machina wojenna (południe)
cca-term-side_unit-south-LC = lekka jazda (południe)
cca-term-side_unit-south-MC = średnia jazda (południe)
cca-term-side_unit-south-HC = ciężka jazda (południe)
cca-term-side_unit-south-EL = słoń (południe)
cca-term-side_unit-south-CH = rydwan (południe)

## cca.term.side: the two sides, as messages name them (.gender: the word's gender, for the verbs that agree with a side)
cca-term-side-north = Północ
    .gender = feminine
cca-term-side-south = Południe
    .gender = neuter

## cca.term.section: the sections of the board, as a player sees them from their own side
cca-term-section-left = lewa flanka
cca-term-section-centre = centrum
cca-term-section-right = prawa flanka

## cca.ref: how a face that hits reads with the leaders who make it hit
cca-ref-face_leaders = { $face } ({ $leaders })

## cca.rule: rule citations that are not a section number
cca-rule-notation = notacja CCA
