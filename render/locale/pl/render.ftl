### Co renderer rysuje sam: legenda, napisy paska tytułu, podpis podglądu.

## render.legend
render-legend-move = ruch
render-legend-retreat = odwrót / ucieczka
render-legend-melee = walka wręcz
render-legend-fire = ostrzał
render-legend-loss = straty
render-legend-eliminated = zniszczony
render-legend-leader = dowódca
render-legend-leader_lost = dowódca stracony
render-legend-facing = ustawienie

## render.title
render-title-turn = Tura { $turn }
render-title-awaiting = Czekamy na: { $sides }
render-title-game_over = Koniec gry
render-title-winner = Koniec gry: wygrywa { $side }
render-title-view_of = widok strony { $side }

## render.inset
render-inset-shown = pokazane

## render.legend.terrain
render-legend-terrain-clear = teren otwarty
render-legend-terrain-field = pole
render-legend-terrain-hill = wzgórze
render-legend-terrain-slope = stok
render-legend-terrain-mountain = góra
render-legend-terrain-forest = las
render-legend-terrain-woods = las
render-legend-terrain-orchard = sad
render-legend-terrain-vineyard = winnica
render-legend-terrain-broken = nierówny teren
render-legend-terrain-rough = teren trudny
render-legend-terrain-marsh = bagno
render-legend-terrain-river = rzeka
render-legend-terrain-stream = strumień
render-legend-terrain-ford = bród
render-legend-terrain-bridge = most
render-legend-terrain-water = woda
render-legend-terrain-lake = jezioro
render-legend-terrain-sea = morze
render-legend-terrain-village = wieś
render-legend-terrain-town = miasto
render-legend-terrain-camp = obóz
render-legend-terrain-fortified_camp = obóz warowny
render-legend-terrain-rampart = wały
render-legend-terrain-road = droga
render-legend-terrain-rocky = teren kamienisty
render-legend-terrain-brush = zarośla
render-legend-terrain-foliage = palma (liście)
render-legend-terrain-trunk = palma (pień)
render-legend-terrain-oasis = oaza
render-legend-terrain-interior = wnętrze domu
render-legend-terrain-roof = płaski dach
render-legend-terrain-courtyard = dziedziniec
render-legend-terrain-castle_wall = mur zamku
render-legend-terrain-tower = wieża
render-legend-terrain-rubble = gruz
render-legend-terrain-bodies = ciała
render-legend-terrain-stairs = schody
render-legend-terrain-castle_stairs = schody (zamek)
render-legend-terrain-wall_walk = chodnik muru
render-legend-terrain-passage = przejście w wieży
render-legend-terrain-ditch = fosa
render-legend-terrain-footbridge = kładka
render-legend-terrain-bridge_burnt = spalony most
render-legend-terrain-ladder = drabina oblężnicza
render-legend-terrain-tent = namiot
render-legend-terrain-tent_open = otwarty namiot
render-legend-terrain-guy_rope = odciąg

## render.legend.hexside
render-legend-hexside-river = rzeka
render-legend-hexside-stream = strumień
render-legend-hexside-ford = bród
render-legend-hexside-bridge = most
render-legend-hexside-wall = mur
render-legend-hexside-rampart = wał
render-legend-hexside-gate = brama
render-legend-hexside-road = droga
render-legend-hexside-slope = stok
render-legend-hexside-crest = krawędź stoku
render-legend-hexside-door = drzwi
render-legend-hexside-window = okno
render-legend-hexside-loophole = strzelnica
render-legend-hexside-parapet = przedpiersie
render-legend-hexside-crenel = blanki
render-legend-hexside-gate_open = brama (otwarta)

## render.legend.marker
render-legend-marker-disordered = zmieszana
render-legend-marker-routed = w ucieczce
render-legend-marker-fatigued = zmęczona
render-legend-marker-exhausted = wyczerpana
render-legend-marker-rest = odpoczynek
render-legend-marker-charge = szarża
render-legend-marker-melee = walka
render-legend-marker-low_ammo = mało amunicji
render-legend-marker-no_ammo = brak amunicji
render-legend-marker-uncommanded = niedowodzona
render-legend-marker-inactive = nieaktywny
render-legend-marker-wounded = ranny
render-legend-marker-captured = wzięty do niewoli
render-legend-marker-dismounted = spieszona
render-legend-marker-mounted = konna
render-legend-marker-cinc = wódz armii
render-legend-marker-acting_cinc = zastępca wodza armii
render-legend-marker-activated = aktywowany
render-legend-marker-active = działa teraz
render-legend-marker-ordered = z rozkazem
render-legend-marker-remonte = ponownie na koniu (remonte)
render-legend-marker-demonte = spieszona (démonte)
render-legend-marker-captor = pilnuje jeńca
render-legend-marker-replacement = zastępca dowódcy
render-legend-marker-moved = ruszył się
render-legend-marker-battled = walczył
render-legend-marker-fired = strzelał
render-legend-marker-stunned = ogłuszony
render-legend-marker-finished = zakończył
render-legend-marker-led = prowadzony za uzdę
render-legend-marker-feigning = pozorowana ucieczka
render-legend-marker-pursuing = pościg
render-legend-marker-holding = stoi (nie dał się zwieść)
render-legend-marker-hits = Redukcja Spójności (liczba)
render-legend-marker-rallied = uporządkowany
render-legend-marker-depleted = wyniszczony
render-legend-marker-missile_low = „Missile Low” (mało pocisków)
render-legend-marker-missile_no = „Missile No” (brak pocisków)
render-legend-marker-shock_must = „Shock Must Check TQ”
render-legend-marker-shock_free = „Shock No TQ Check”
render-legend-marker-shock_may = może jeszcze walczyć wręcz (oddział lekki)
render-legend-marker-pursuit = Kawaleryjski Pościg
render-legend-marker-bypassed = Pominięty
