### Ager Sanguinis: a line of sight drawn on request (/game map los:A-B).

ager-term-sight-trees = palm trees
ager-term-sight-crest = the slope's crest
ager-term-sight-walls = walls or higher ground
ager-sight-blocked = Line of sight { $a } → { $b }: blocked in { $at } ({ $what }).
ager-sight-clear = Line of sight { $a } → { $b }: clear, { $range ->
    [one] 1 hex
   *[other] { $range } hexes
}; cover of a target in { $b }: { $cover }.{ $n ->
    [0] {""}
   *[other] {" "}On the line: { $who }. Characters block crossbows, daggers and spears; bows and javelins shoot past them at medium or long range at a target with light cover at most.
}
