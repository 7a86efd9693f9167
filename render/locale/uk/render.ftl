### Що рендерер малює сам: легенда, слова заголовка, підпис огляду.

## render.legend
render-legend-move = рух
render-legend-retreat = відступ / втеча
render-legend-melee = ближній бій
render-legend-fire = стрільба
render-legend-loss = втрати
render-legend-eliminated = знищений
render-legend-leader = командир
render-legend-leader_lost = командира втрачено
render-legend-facing = фронт

## render.title
render-title-turn = Хід { $turn }
render-title-awaiting = Чекаємо на: { $sides }
render-title-game_over = Кінець гри
render-title-winner = Кінець гри: перемагає { $side }
render-title-view_of = вигляд сторони { $side }

## render.inset
render-inset-shown = показано

## render.legend.terrain
render-legend-terrain-clear = відкрита місцевість
render-legend-terrain-field = поле
render-legend-terrain-hill = пагорб
render-legend-terrain-slope = схил
render-legend-terrain-mountain = гора
render-legend-terrain-forest = ліс
render-legend-terrain-woods = ліс
render-legend-terrain-orchard = сад
render-legend-terrain-vineyard = виноградник
render-legend-terrain-broken = пересічена місцевість
render-legend-terrain-rough = важка місцевість
render-legend-terrain-marsh = болото
render-legend-terrain-river = річка
render-legend-terrain-stream = струмок
render-legend-terrain-ford = брід
render-legend-terrain-bridge = міст
render-legend-terrain-water = вода
render-legend-terrain-lake = озеро
render-legend-terrain-sea = море
render-legend-terrain-village = село
render-legend-terrain-town = місто
render-legend-terrain-camp = табір
render-legend-terrain-fortified_camp = укріплений табір
render-legend-terrain-rampart = вали
render-legend-terrain-road = дорога
render-legend-terrain-rocky = кам'яниста місцевість
render-legend-terrain-brush = чагарник
render-legend-terrain-foliage = пальма (листя)
render-legend-terrain-trunk = пальма (стовбур)
render-legend-terrain-oasis = оазис
render-legend-terrain-interior = внутрішня частина дому
render-legend-terrain-roof = плоский дах
render-legend-terrain-courtyard = внутрішнє подвір'я
render-legend-terrain-castle_wall = стіна замку
render-legend-terrain-tower = вежа
render-legend-terrain-rubble = каміння
render-legend-terrain-bodies = тіла
render-legend-terrain-stairs = сходи
render-legend-terrain-castle_stairs = сходи (замок)
render-legend-terrain-wall_walk = бойовий хід стіни
render-legend-terrain-passage = прохід у вежі
render-legend-terrain-ditch = рів
render-legend-terrain-footbridge = кладка
render-legend-terrain-bridge_burnt = спалений міст
render-legend-terrain-ladder = облогова драбина
render-legend-terrain-tent = намет
render-legend-terrain-tent_open = відчинений намет
render-legend-terrain-guy_rope = розтяжка

## render.legend.hexside
render-legend-hexside-river = річка
render-legend-hexside-stream = струмок
render-legend-hexside-ford = брід
render-legend-hexside-bridge = міст
render-legend-hexside-wall = мур
render-legend-hexside-rampart = вал
render-legend-hexside-gate = брама
render-legend-hexside-road = дорога
render-legend-hexside-slope = схил
render-legend-hexside-crest = верхній край схилу
render-legend-hexside-door = дверний отвір
render-legend-hexside-window = вікно
render-legend-hexside-loophole = бійниця
render-legend-hexside-parapet = парапет
render-legend-hexside-crenel = зубчаті стіни
render-legend-hexside-gate_open = брама (відчинена)

## render.legend.marker
render-legend-marker-disordered = розладнаний
render-legend-marker-routed = у втечі
render-legend-marker-fatigued = втомлений
render-legend-marker-exhausted = виснажений
render-legend-marker-rest = відпочинок
render-legend-marker-charge = кінна атака
render-legend-marker-melee = рукопашна
render-legend-marker-low_ammo = мало набоїв
render-legend-marker-no_ammo = немає набоїв
render-legend-marker-uncommanded = без командування
render-legend-marker-inactive = неактивний
render-legend-marker-wounded = поранений
render-legend-marker-captured = полонений
render-legend-marker-dismounted = спішений
render-legend-marker-mounted = кінний
render-legend-marker-cinc = головнокомандувач
render-legend-marker-acting_cinc = в. о. головнокомандувача
render-legend-marker-activated = активований
render-legend-marker-active = діє зараз
render-legend-marker-ordered = з наказом
render-legend-marker-remonte = знову на конях (remonte)
render-legend-marker-demonte = спішений (démonte)
render-legend-marker-captor = тримає полоненого
render-legend-marker-replacement = заступник командира
render-legend-marker-moved = рухався
render-legend-marker-battled = бився
render-legend-marker-fired = стріляв
render-legend-marker-stunned = оглушений
render-legend-marker-finished = завершив
render-legend-marker-led = ведений за вуздечку
render-legend-marker-feigning = оманлива втеча
render-legend-marker-pursuing = переслідує
render-legend-marker-holding = стоїть (не обдурений)
render-legend-marker-hits = втрата згуртованості (кількість)
render-legend-marker-rallied = зібраний
render-legend-marker-depleted = виснажений
render-legend-marker-missile_low = мало набоїв
render-legend-marker-missile_no = без набоїв
render-legend-marker-shock_must = бій – з перевіркою якості
render-legend-marker-shock_free = бій – без перевірки якості
render-legend-marker-shock_may = ще може вступити в рукопашний бій (легкий загін)
render-legend-marker-pursuit = переслідування
render-legend-marker-bypassed = пропущений
