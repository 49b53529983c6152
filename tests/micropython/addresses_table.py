"""The pairing codes' IP addresses (web/net/addresses.py) over a fixed set of
texts, one line each: the text, its packed bytes in hex (or -), and the text
read back. Run on CPython and MicroPython by tests/micropython/test_addresses_mp.py."""
from web.net import addresses
from engine.core.rng import Rng

FIXED = ["1.2.3.4", "0.0.0.0", "255.255.255.255", "01.2.3.4", "1.2.3.256", "::", "::1", "1::", "fe80::1%eth0",
         "::ffff:1.2.3.4", "1:0:0:1:0:0:0:1", "2001:db8::8a2e:370:7334", "1::2::3", "g::", "abc.local", ""]


def cases():
    rng = Rng(49)
    out = list(FIXED)
    for _ in range(400):
        if rng.below(2):
            out.append(".".join(str(rng.below(256)) for _ in range(4)))
        else:
            groups = ["%x" % (0 if rng.below(3) == 0 else rng.below(65536)) for _ in range(8)]
            out.append(":".join(groups))
    return out


for case in cases():
    raw = addresses.packed(case)
    hexed = "-" if raw is None else "".join("%02x" % b for b in raw)
    print(case + "|" + hexed + "|" + ("-" if raw is None else addresses.text(raw)))
