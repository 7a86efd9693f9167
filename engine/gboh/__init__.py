"""Great Battles of Julius Caesar (GBoH series, Deluxe rules): grand-tactical ancient battles."""

from engine.gboh.ruleset import RULESET, GbohRuleset

__all__ = ["RULESET", "GbohRuleset"]
