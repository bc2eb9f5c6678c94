"""The app's screens: title, game picker, hand-off, results, settings, rules."""
