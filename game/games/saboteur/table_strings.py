"""The Saboteur table's words, in English and Chinese (buttons, prompts, panels, the
results sheet)."""

TABLE_STRINGS: dict[str, dict[str, str]] = {}
