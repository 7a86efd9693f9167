### Що служба гри (спільна для Discord і офлайн-консолі) каже гравцям. Ключі сталі.

## service
service-no_game = На цьому каналі немає гри. Почніть її командою /game new СИСТЕМА СЦЕНАРІЙ.
service-game_exists = На цьому каналі вже є гра ({ $system }, { $scenario }, { $status }). Спершу завершіть її, здайтеся або покиньте її командою /game abandon.
service-not_seated = У вас немає місця в цій грі. Займіть його командою /game join СТОРОНА (сторони: { $sides }).
service-not_your_decision = Це не ваше рішення: зараз { $owed_gender ->
        [plural] мають
       *[other] має
    } відповісти { $owed } ({ $question }).
service-nothing_pending = Зараз ніщо не чекає наказу.
service-not_started = Гра ще не почалася: коли кожна сторона матиме гравця, скористайтеся /game start.
service-already_started = Гра вже почалася.
service-finished =
    { $state ->
        [abandoned] Цю гру покинуто; накази більше не приймаються. Нову можна почати командою /game new.
       *[finished] Ця гра завершена; накази більше не приймаються. Нову можна почати командою /game new.
    }
service-stale = Гра пішла далі (вона у версії { $current }; ваше поле показувало версію { $expected }). Нічого не виконано: подивіться на поточне поле й спробуйте ще раз.
service-unknown_side = У цій грі немає сторони '{ $side }' (сторони: { $sides }).
service-unknown_role = Сторона { $side } не має ролі '{ $role }' (ролі: { $roles }).
service-unknown_scenario = Для { $system } немає сценарію '{ $scenario }' (сценарії: { $scenarios }).
service-unknown_option = Для { $system } немає опції правил '{ $name }' (опції: { $options }).
service-bad_option = Опція '{ $name }': { $why }
service-empty_seats = Перед початком гри кожна сторона потребує гравця: у { $missing } ще нікого немає (/game join СТОРОНА).
service-start_not_allowed = Почати гру може лише гравець, що зайняв місце, або творець гри.
service-nothing_to_undo = Нічого скасовувати.
service-undo_not_yours = Останню дію ({ $order }) виконала сторона { $side }, а не ви: ви можете скасувати лише власну останню дію.
service-undo_not_allowed = Під час останньої дії ({ $order }) кидали кубики або відкрили приховану інформацію, тому її не можна скасувати.
service-abandon_not_allowed = Покинути гру може лише її творець або адміністратор сервера.
service-bad_zoom = Цю частину мапи не можна намалювати: { $why }
service-around_or_section = Виберіть або гекс для центру (around), або сектор, але не обидва.
service-unknown_hex = На цій мапі немає гекса '{ $hex }' (гекси позначено, наприклад, { $example }).
service-los_unsupported = { $system } не малює лінію огляду на запит.
service-los_form = Вкажіть лінію огляду двома гексами, наприклад los:0811-0802 (не '{ $text }').
service-los_refused = Лінії огляду немає: { $why }
service-unknown_section = На цій мапі немає сектора '{ $section }' (сектори: { $sections }).
service-no_renderer = Зображення мапи недоступні в цій інсталяції ({ $why }).
service-empty_order = Напишіть наказ після /order (help покаже дозволені накази).

## service.event
service-event-created = Нова гра: { $title }: { $scenario }. Сторони: { $sides }. Приєднуйтеся командою /game join СТОРОНА.
service-event-joined = { $user } приєднується до сторони { $side }.
service-event-started = Гра починається: { $scenario }.
service-event-resigned = { $side } { $side_gender ->
        [plural] здаються
       *[other] здається
    }. Гру { $winner_gender ->
        [plural] виграють
       *[other] виграє
    } { $winner }.
service-event-undone = { $side } { $side_gender ->
        [plural] скасовують
       *[other] скасовує
    }: { $order }.
service-event-abandoned = Гру покинуто.
service-event-game_over = Кінець гри: { $result }.
service-event-draw = нічия
service-event-winner = { $winner_gender ->
        [plural] перемагають
       *[other] перемагає
    } { $winner } ({ $reason })

## service.result
service-result-resigned = { $side } здалася

## service.status
service-status-setup = чекає на гравців
service-status-active = триває
service-status-finished = завершена
service-status-abandoned = покинута

## service.log
service-log-taken_back = (скасовано)

## more messages
service-order_too_long = Цей наказ має { $length } символів; наказ може мати щонайбільше { $limit }. Нічого не виконано.
service-duplicate = Цей запит уже виконано (відтоді гра у версії { $version }). Нічого не виконано двічі.
service-busy = База даних гри зараз зайнята; нічого не змінилося. Спробуйте ще раз за мить.
service-join_closed = Гра почалася: місця більше не можна займати. Гравець може передати своє через /game sub, або модератор може посадити вас через /game seat.
service-leave_closed = Гра почалася: просто піти вже не можна. Передайте місце через /game sub @гравець або здайтеся.
service-not_your_seat = У вас немає місця за сторону { $side }.
service-which_seat = У вас кілька місць ({ $seats }): скажіть, яке передати.
service-sub_self = Це місце вже ваше.
service-offer_gone = Це місце вже не належить гравцеві, який його запропонував. Нічого не змінилося.
service-moderators_only = Це може зробити лише модератор (Керування каналами або роль модератора hexwar на сервері).
service-admins_only = Роль модератора може вибрати лише адміністратор сервера (Керування сервером).
service-no_such_seat = Цей гравець не має такого місця в цій грі.
service-confirm_unknown = Це підтвердження вже недійсне (його використано або замінено). Нічого не змінилося.
service-confirm_not_yours = Ця кнопка для гравця, який питав; не вам її натискати.
service-confirm_expired = Термін цього підтвердження минув. Нічого не змінилося: спитайте знову, якщо ще хочете.
service-old_game = Ту гру завершено; на цьому каналі новіша. Нічого не змінилося.
service-secret_order = (таємний вибір)
service-event-undone_secret = { $side } { $side_gender ->
        [plural] скасовують свій
       *[other] скасовує свій
    } останній (таємний) вибір.

## service.standing: сталі відповіді (/standing)
service-standing_unknown = { $decision } — не рішення, яке в цій грі можна ухвалити наперед. Такі рішення: { $kinds }
service-standing_answer = Стала відповідь на { $decision } — одне з: { $answers }, а не { $answer }.
service-standing-none = { $side }: сталих відповідей немає; кожне рішення ходу суперника чекає на вас.
service-standing-head = { $side }: ваші сталі відповіді (бачите лише ви):
service-standing-entry = • { $decision } { $answer }: { $about }
service-standing-can = Рішення, які можна ухвалити наперед (/standing РІШЕННЯ always|never|ask):
service-standing-kind = • { $decision }: { $about }
service-hint-instead = { $more ->
    [0] Що можна зробити зараз: { $orders }.
   *[other] Що можна зробити зараз: { $orders } і ще { $more } (усі покаже /game status).
}
