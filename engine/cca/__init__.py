"""Commands & Colors: Ancients (base game): the ``cca`` system."""

from engine.cca.ruleset import RULESET

__all__ = ["RULESET"]
