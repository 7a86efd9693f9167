### Names the shipped scenarios print (title, sides, leaders, units), by the English name (engine.core.messages.name_key).
### A scenario a player writes prints its own names as written.

cca-name-exercise-at-the-two-hills-invented-demo = Навчання біля Двох Пагорбів (вигадане демо)
cca-name-carthaginian-brown = Карфагеняни (коричневі)
cca-name-roman-grey = Римляни (сірі)
cca-name-hanno = Ганнон
cca-name-mago = Магон
cca-name-marcellus = Марцелл
cca-name-laelius = Лелій
cca-name-north-leader-1 = полководець Півночі 1
cca-name-south-leader-1 = полководець Півдня 1
cca-name-north-leader-2 = полководець Півночі 2
cca-name-south-leader-2 = полководець Півдня 2
cca-name-north-leader-3 = полководець Півночі 3
cca-name-south-leader-3 = полководець Півдня 3
cca-name-north-leader-4 = полководець Півночі 4
cca-name-south-leader-4 = полководець Півдня 4
cca-name-north-leader-5 = полководець Півночі 5
cca-name-south-leader-5 = полководець Півдня 5
cca-name-north-leader-6 = полководець Півночі 6
cca-name-south-leader-6 = полководець Півдня 6
