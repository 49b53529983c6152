"""Stand-in for `__future__` on MicroPython, which has none (engine/standins/README.md).

MicroPython never evaluates annotations, so `from __future__ import
annotations` only has to import.
"""

annotations = True
