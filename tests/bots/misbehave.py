#!/usr/bin/env python3
"""A bot that misbehaves in one chosen way (argv[1]), for the protocol tests.

garbage: replies with text that is not JSON
wrong-index: replies with an index out of range
illegal: replies with an action that is not legal
wrong-id: replies with another id
silent: never replies
crash: exits at the first act
recover: one garbage reply, then proper replies (logs messages to argv[2])
nested: one reply nested 5000 deep, then proper replies (logs to argv[2])
nested-action: the same, with the depth inside the action
late: answers its first act argv[2] seconds late, then every act at once,
  the re-sent one too (logs to argv[3])
shift: answers the spelling decision with a Shift card without positions,
  any other decision with its first legal action
blind: never reads; prints {"id": i, "index": 0} for i = 1, 2, ... every 10 ms
flood: never reads; prints argv[2] MB with no newline, then waits
spawn: ignores SIGINT, starts a child that ignores it too and sleeps, writes
  both process ids to argv[2], then reads and never replies
"""

import json
import signal
import subprocess
import sys
import time

mode = sys.argv[1]

if mode == "blind":
    i = 0
    while True:
        i += 1
        print(json.dumps({"id": i, "index": 0}), flush=True)
        time.sleep(0.01)

if mode == "flood":
    chunk = b"x" * (1 << 20)
    for _ in range(int(sys.argv[2])):
        sys.stdout.buffer.write(chunk)
    sys.stdout.flush()
    time.sleep(300)
    sys.exit(0)

if mode == "daemon":  # a child that leaves the bot's session, as a daemon does, then plays on
    import os
    child = os.fork()
    if child == 0:
        os.setsid()
        if os.fork() == 0:
            with open(sys.argv[2] + ".tmp", "w") as out:
                out.write(f"{os.getpid()}\n")
            os.replace(sys.argv[2] + ".tmp", sys.argv[2])
            time.sleep(300)
        os._exit(0)
    os.waitpid(child, 0)
    # the daemon has said who it is before the bot plays (a loaded machine may finish the game first)
    deadline = time.monotonic() + 60
    while not os.path.exists(sys.argv[2]) and time.monotonic() < deadline:
        time.sleep(0.01)
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "end":
            break
        if message["type"] == "act":
            print(json.dumps({"id": message["id"], "index": 0}), flush=True)
    sys.exit(0)

if mode == "spawn":
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # inherited by the child
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(300)"])
    with open(sys.argv[2] + ".tmp", "w") as out:
        out.write(f"{child.pid}\n")
    import os
    os.replace(sys.argv[2] + ".tmp", sys.argv[2])
    for line in sys.stdin:
        pass
    time.sleep(300)  # stdin closed: still do not go
    sys.exit(0)

log_path = {"recover": 2, "nested": 2, "nested-action": 2, "late": 3, "surrogate": 2}.get(mode)
log = open(sys.argv[log_path], "a") if log_path is not None and len(sys.argv) > log_path else None
acts = 0
for line in sys.stdin:
    message = json.loads(line)
    if log:
        log.write(line)
        log.flush()
    if message["type"] == "end":
        break
    if message["type"] != "act":
        continue
    acts += 1
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
        if acts == 1:
            print("{not json", flush=True)
        else:
            print(json.dumps({"id": ident, "action": message["legal"][-1]}), flush=True)
    elif mode in ("nested", "nested-action"):
        if acts == 1:
            deep = "[" * 5000 + "]" * 5000
            text = deep if mode == "nested" else '{"id": %d, "action": %s}' % (ident, deep)
            print(text, flush=True)
        else:
            print(json.dumps({"id": ident, "action": message["legal"][-1]}), flush=True)
    elif mode == "surrogate":  # half a surrogate pair: valid JSON, not encodable as UTF-8
        if acts == 1:
            print('{"id": %d, "index": 0, "note": "played by \\ud800"}' % ident, flush=True)
        else:
            print(json.dumps({"id": ident, "index": 0}), flush=True)
    elif mode == "late":
        if acts == 1:
            time.sleep(float(sys.argv[2]))
        print(json.dumps({"id": ident, "index": 0}), flush=True)
    elif mode == "shift":
        if message["observation"].get("decision") == "spell":
            print(json.dumps({"id": ident, "action": {"card": "shift"}}), flush=True)
        else:
            print(json.dumps({"id": ident, "index": 0}), flush=True)
