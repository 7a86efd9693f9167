### Names the shipped scenarios print (their titles), by the English name (engine.core.messages.name_key).
### A scenario a player writes prints its own title as written; the characters' names stay as the rulebook prints them.

ager-name-the-palm-grove = Gaj Palmowy
ager-name-the-tower-gate = Brama Wieży
