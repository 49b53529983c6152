"""A real Nostr relay on this machine for the tests of online play (issue 68).

`nostr-relay` (PyPI, pinned in pyproject.toml's test extras) serves the
Nostr protocol the app's Trystero speaks, on a free loopback port, with its
events in a temporary SQLite file (Trystero's are ephemeral: relayed, not
kept). The pages are pointed at it through the app's own setting
(`seqgames.net.online`, web/net/online_settings.py), with no STUN server:
nothing leaves the machine.
"""
from __future__ import annotations

import json
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

START_S = 30.0

CONFIG = """DEBUG: false
relay_name: seqgames tests
relay_description: the e2e tests' relay
storage:
  sqlalchemy.url: sqlite+aiosqlite:///{db}
  num_concurrent_reqs: 10
  num_concurrent_adds: 2
  validators:
    - nostr_relay.validators.is_not_too_large
    - nostr_relay.validators.is_signed
    - nostr_relay.validators.is_recent
verification:
  nip05_verification: disabled
gunicorn:
  bind: 127.0.0.1:{port}
  workers: 1
  loglevel: warning
  reload: false
authentication:
  enabled: false
message_timeout: 1800
subscription_limit: 64
"""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Relay:
    """`nostr-relay serve` in a subprocess (on `port`, else a free one); `url` is its ws:// address."""

    def __init__(self, port: int = 0) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="seqgames-relay-"))
        self.port = port or free_port()
        (self.dir / "config.yaml").write_text(CONFIG.format(db=self.dir / "events.sqlite3", port=self.port))
        command = shutil.which("nostr-relay") or str(Path(sys.executable).with_name("nostr-relay"))
        self.log = open(self.dir / "relay.log", "w")
        self.proc = subprocess.Popen([command, "-c", str(self.dir / "config.yaml"), "serve"], cwd=self.dir,
                                     stdout=self.log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
        self.url = f"ws://127.0.0.1:{self.port}"
        deadline = time.monotonic() + START_S
        while True:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5):
                    break
            except OSError:
                if self.proc.poll() is not None or time.monotonic() > deadline:
                    self.stop()
                    raise RuntimeError(f"the Nostr relay did not start: {(self.dir / 'relay.log').read_text()[-2000:]}")
                time.sleep(0.2)

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        self.log.close()
        shutil.rmtree(self.dir, ignore_errors=True)


def settings_script(relays: list[str]) -> str:
    """An init script pointing a page's online play at `relays`, with no STUN server."""
    value = json.dumps({"relays": relays, "stun": []})
    return f"localStorage.setItem('seqgames.net.online', {json.dumps(value)});"
