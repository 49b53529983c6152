"""Sequitur's dictionary as the page installs it (its lines, no tuple yet), then with its tuple:
the same answers for the same probes, on CPython and MicroPython (tests/micropython/)."""
import gzip

from engine.core.rng import Rng
from engine.sequitur import dictionary

with open(dictionary.DATA_PATH, "rb") as source:
    text = gzip.decompress(source.read())
words = dictionary.install(text)
rng = Rng(7)
listed = text.decode("ascii").split()
probes = []
for k in range(3000):
    word = listed[rng.below(len(listed))]
    probes.append((word, word[:-1], word + "s", "".join(rng.choice("etaoinshrdlu") for _ in range(k % 7 + 1)))[k % 4])
probes += ["", "a", "zzzzzz", listed[0], listed[-1], "\n", "caf\u00e9"]
before = "".join("1" if probe in words else "0" for probe in probes)
print("count", len(words))
print("before", before)
words.ordered  # the AI's first search makes the tuple (and, off MicroPython, the set)
print("after", "".join("1" if probe in words else "0" for probe in probes))
