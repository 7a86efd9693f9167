### Ager Sanguinis: kérésre rajzolt rálátás (/game map los:A-B).

ager-term-sight-trees = pálmafák
ager-term-sight-crest = a lejtőperem
ager-term-sight-walls = falak vagy magasabb terep
ager-sight-blocked = Rálátás { $a } → { $b }: elzárva itt: { $at } ({ $what }).
ager-sight-clear = Rálátás { $a } → { $b }: szabad, { $range } hexa; a célpont fedezéke itt: { $b }: { $cover }.{ $n ->
    [0] {""}
   *[other] {" "}A vonalon: { $who }. A figurák elzárják a számszeríjat, a tőrt és a dárdát; az íj és a gerely közepes vagy nagy távolságon el mellettük lő, ha a célpont fedezéke legfeljebb könnyű.
}
