"""hexwar's rules engines: pure Python, no Discord, no imaging, no database."""
