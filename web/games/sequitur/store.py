"""Keeping Sequitur games on this device (web/saves.py): the autosave (the
session's save text: record, seats, which racks are turned on screen and
whether a round's summary waits for "Continue", written to localStorage
after every decision) and the last setup used.
Record files go through web/files.py."""
from __future__ import annotations

from web.saves import Saves

saves = Saves("sequitur")
