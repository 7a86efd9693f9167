### Names the shipped scenarios print (title, sides, leaders, units), by the English name (engine.core.messages.name_key).
### A scenario a player writes prints its own names as written.

cca-name-exercise-at-the-two-hills-invented-demo = Навчання біля Двох Пагорбів (вигадане демо)
cca-name-carthaginian-brown = Карфагеняни (коричневі)
    .gender = plural
cca-name-roman-grey = Римляни (сірі)
    .gender = plural
cca-name-hanno = Ганнон
cca-name-mago = Магон
cca-name-marcellus = Марцелл
cca-name-laelius = Лелій
cca-name-north-leader = полководець Півночі { $number }
cca-name-south-leader = полководець Півдня { $number }
