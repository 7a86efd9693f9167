"""hexwar's rules engines: pure Python, no Discord, no imaging, no database.

A build of the rules made by ``make compiled`` is used where it matches its source (engine/compiled.py)."""

from engine.compiled import install as _install_compiled

_install_compiled()
