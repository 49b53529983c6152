#!/usr/bin/env python3
"""A bot that misbehaves in one chosen way (argv[1]), for the protocol tests.

garbage: replies with text that is not JSON
wrong-index: replies with an index out of range
illegal: replies with an action that is not legal
wrong-id: replies with another id
silent: never replies
crash: exits at the first act
recover: one garbage reply, then proper replies (logs errors to argv[2])
"""

import json
import sys

mode = sys.argv[1]
log = open(sys.argv[2], "a") if len(sys.argv) > 2 else None
for line in sys.stdin:
    message = json.loads(line)
    if log:
        log.write(line)
        log.flush()
    if message["type"] == "end":
        break
    if message["type"] != "act":
        continue
    ident = message["id"]
    if mode == "garbage":
        print("I resign!!", flush=True)
    elif mode == "wrong-index":
        print(json.dumps({"id": ident, "index": len(message["legal"]) + 40}), flush=True)
    elif mode == "illegal":
        print(json.dumps({"id": ident, "action": {"card": "ZZ", "cell": [0, 0]}}), flush=True)
    elif mode == "wrong-id":
        print(json.dumps({"id": ident + 1000, "index": 0}), flush=True)
    elif mode == "silent":
        pass
    elif mode == "crash":
        sys.exit(3)
    elif mode == "recover":
        if not getattr(sys, "faulted", False):
            sys.faulted = True
            print("{not json", flush=True)
        else:
            print(json.dumps({"id": ident, "action": message["legal"][-1]}), flush=True)
