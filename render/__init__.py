"""Map snapshots: Pillow images drawn from an engine View."""
