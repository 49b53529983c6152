"""The page: browser glue every screen uses (the DOM, navigation, the page's modes, sound, motion,
the background worker). Imports nothing else from web/."""
