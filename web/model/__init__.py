"""The table's pure model (tested on CPython): a game at this device (`Session`), how a game
plugs in (`GameSpec`), seats, records, wording. Imports only web.device and web.page."""
