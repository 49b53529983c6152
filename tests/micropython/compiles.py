"""Compile every engine module on this Python; print each one that fails.

Run on MicroPython by tools/micropython.mjs (tests/micropython/test_compiles.py).
Compiling without importing names the file and line of each syntax MicroPython
refuses, even where an import would stop at the first broken module.
"""

import os
import sys


def python_files(folder):
    for name in sorted(os.listdir(folder)):
        path = folder + "/" + name
        if os.stat(path)[0] & 0x4000:
            if name != "__pycache__":
                yield from python_files(path)
        elif name.endswith(".py"):
            yield path


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "/lib/engine"
    failed = 0
    for path in python_files(root):
        with open(path) as f:
            source = f.read()
        try:
            compile(source, path, "exec")
        except SyntaxError as error:
            failed += 1
            print("FAIL", path, error.args)
    print("compiled, failures:", failed)


main()
