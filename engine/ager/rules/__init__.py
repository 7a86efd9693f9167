"""The rules of Ager Sanguinis as tasks of the decision machine, one module per rulebook section."""
