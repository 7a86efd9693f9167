### Ager Sanguinis: linia wzroku rysowana na życzenie (/game map los:A-B).

ager-term-sight-trees = palmy
ager-term-sight-crest = krawędź stoku
ager-term-sight-walls = mury lub wyższy teren
ager-sight-blocked = Linia wzroku { $a } → { $b }: zasłonięta w { $at } ({ $what }).
ager-sight-clear = Linia wzroku { $a } → { $b }: wolna, { $range ->
    [one] 1 heks
    [few] { $range } heksy
   *[other] { $range } heksów
}; osłona celu w { $b }: { $cover }.{ $n ->
    [0] {""}
   *[other] {" "}Na linii: { $who }. Postacie zasłaniają kusze, sztylety i włócznie; łuki i oszczepy strzelają obok nich na średni lub daleki zasięg do celu najwyżej w lekkiej osłonie.
}
