### Повідомлення, спільні для всіх систем. Ключі сталі; тексти можуть змінюватися.

## core
core-not_your_decision = Це не ваше рішення: зараз відповідає інша сторона – { $expected }.
core-no_decision_pending = Ніщо не чекає наказу від { $side }.
core-game_over = Гру завершено: { $result }.
core-unknown_order = Не можу прочитати '{ $text }': { $why }
core-ambiguous = '{ $text }' може означати кілька наказів: { $options }.
core-dice_script_exhausted = Заздалегідь задані кидки скінчилися під час кидка на { $purpose }.
core-dice_script_exhausted_setup = скінчилися під час підготовки гри (кидок на { $purpose })
core-bad_scripted_face = Задане значення { $face } не є гранню кубика к{ $sides } (кидок на { $purpose }).
core-unknown_side = У цій грі немає сторони '{ $side }' (сторони: { $sides }).
core-bad_option = Опція '{ $name }': { $why }
core-option_takes_bool = приймає true або false, а не { $value }.
core-option_takes_int = приймає ціле число, а не { $value }.
core-option_takes_one_of = приймає одне зі значень { $choices }, а не { $value }.
core-unknown_option = Немає опції правил '{ $name }' (опції: { $options }).
core-unknown_scenario = Для { $system } немає сценарію '{ $scenario }' (сценарії: { $scenarios }).
core-unknown_system = Немає ігрової системи '{ $system }' (системи: { $systems }).
core-choice = { $order }

## core.err
core-err-not_a_choice = '{ $order }' не є відповіддю на це рішення; можливі відповіді: { $choices }.
core-err-not_your_decision = { $side } { $side_gender ->
        [plural] зараз нічого не вирішують
       *[other] зараз нічого не вирішує
    }; чекаємо на: { $waiting }.
core-err-no_standing = { $kind } — не те рішення, яке може ухвалити постійна відповідь (такі рішення: { $kinds }).
core-err-empty_order = Наказ порожній: напишіть, що хочете зробити.
core-err-standing_form = Постійна відповідь має вигляд: standing <рішення> always|never|ask (а не { $order }).
core-err-bad_standing = Постійна відповідь — це always, never, ask або один із наказів цього рішення, а не { $value }.
core-err-compound_part = Частина { $part } з { $parts } ({ $order }): { $why } Нічого з цього наказу не виконано.

## core.ev
core-ev-forced = { $side } { $side_gender ->
        [masculine] мав
        [feminine] мала
        [neuter] мало
        [plural] мали
       *[other] мав(ла)
    } лише один варіант: { $order }.
core-ev-standing = Постійна відповідь – { $side } ({ $kind }): { $order }.
core-ev-standing_set = Постійну відповідь задано – { $kind }: { $value }.
core-ev-sealed_given = { $side } { $side_gender ->
        [plural] дають
       *[other] дає
    } закриту відповідь.
core-ev-script_ended = Заздалегідь задані кидки скінчилися перед кидком на { $purpose }: гра чекає тут.
core-ev-already_taken = { $side }: { $order } вже виконано за тебе.
core-ev-lapsed = { $side } { $side_gender ->
        [plural] ідуть
       *[other] іде
    } далі: для попереднього кроку прийнято { $order }.
core-ev-compound_unapplied = { $side }: гра зупинилася після частини { $done } з { $parts }; не виконано, надішліть знову, якщо ще потрібно: { $orders }.

## core.ref: як типізоване посилання звучить у реченні
core-ref-unit = { $type } { $hex }
core-ref-unit_named = { $name } ({ $type })
core-ref-unit_named_at = { $name } ({ $type }, { $hex })

## core.info: назви відкритих показників сторони та власних записів гравця у виді, а також їхніх кодованих значень
core-info-command = командування
core-info-hand_size = карт на руці
core-info-hand = рука
core-info-standing = сталі відповіді
core-info-standing-always = завжди
core-info-standing-never = ніколи
core-info-standing-ask = питати
core-info-role = роль
core-info-role-attacker = нападник
core-info-role-defender = оборонець
core-info-rout_edge = край утечі
core-info-rout_edge-north = північ
core-info-rout_edge-south = південь
core-info-rout_edge-east = схід
core-info-rout_edge-west = захід
core-info-cinc = головнокомандувач
core-info-remonte = залишок маркерів посадки на коней (remonte)
core-info-demonte = залишок маркерів спішування (démonte)
core-info-lost_sp = втрачені очки сили
core-info-banners = корогви
core-info-rest = відпочинок
core-info-none = немає
core-info-yes = так
core-info-no = ні

## more messages
core-internal_error = Рушій дав збій на цьому наказі ({ $error }: { $detail }); будь ласка, повідомте про це разом із цим записом.

## core.term: words a parameter reads as where an engine passes nothing, yes or no
core-term-side-anyone = жодної сторони
core-term-none = немає
core-term-yes = так
core-term-no = ні
