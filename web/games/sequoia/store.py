"""Keeping Sequoia games on this device (web/saves.py): the autosave (the
session's save text: setup plus game record, written to localStorage after
every choice) and the last setup used."""
from __future__ import annotations

from web.saves import Saves

saves = Saves("sequoia")
