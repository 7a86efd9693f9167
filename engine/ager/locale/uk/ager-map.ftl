### Ager Sanguinis: лінія огляду на запит (/game map los:A-B).

ager-term-sight-trees = пальми
ager-term-sight-crest = верхній край схилу
ager-term-sight-walls = стіни або вища місцевість
ager-sight-blocked = Лінія огляду { $a } → { $b }: закрита в { $at } ({ $what }).
ager-sight-clear = Лінія огляду { $a } → { $b }: вільна, { $range ->
    [one] { $range } гекс
    [few] { $range } гекси
   *[other] { $range } гексів
}; укриття цілі в { $b }: { $cover }.{ $n ->
    [0] {""}
   *[other] {" "}На лінії: { $who }. Персонажі закривають постріл з арбалета, кинджала та списа; луки й дротики стріляють повз них на середню чи далеку відстань, якщо укриття цілі щонайбільше легке.
}
