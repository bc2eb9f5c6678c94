"""The pygame layer: app loop, scenes, card art, tweens, layout, sound, settings; it
names no game (the catalogue is handed to `App`)."""
