"""The bot protocol, version 1 (shared/spec/bot-protocol.md; docs/bot-protocol.md).

`BotSeat` runs an external program as a seat: one JSON object per line on
its stdin and stdout. An invalid reply (not JSON, wrong id, an index out of
range, an action that is not legal, silence past the time limit) gets an
`error` message and the same `act` again; the third fault in a game, or the
program exiting early, forfeits the seat (`Forfeit`). Nothing the bot sends
reaches the game state unless it is a legal action.
"""

from __future__ import annotations

import json
import queue
import shlex
import subprocess
import threading
import time
from typing import Any

from engine.core.errors import IllegalAction
from engine.core.seats import Decision

PROTOCOL = 1
MAX_FAULTS = 3
DEFAULT_TIME_LIMIT = 5.0
EXIT_GRACE = 2.0  # a bot still alive this long after `end` is killed
_EOF = object()


class Forfeit(Exception):
    """A seat broke the protocol for good; the game ends with no winner."""

    def __init__(self, seat: int, why: str) -> None:
        self.seat = seat
        self.why = why
        super().__init__(f"seat {seat} forfeits: {why}")


class BotSeat:
    """An external program in a seat, spoken to through the bot protocol."""

    def __init__(self, command: str, *, time_limit: float = DEFAULT_TIME_LIMIT) -> None:
        self.name = f"cmd:{command}"
        self.command = command
        self.time_limit = time_limit
        self.seat = -1
        self.faults = 0
        self._next_id = 0
        self._process: subprocess.Popen[str] | None = None
        self._lines: queue.Queue[Any] = queue.Queue()

    # --- process -----------------------------------------------------------
    def _spawn(self) -> None:
        try:
            argv = shlex.split(self.command)
            self._process = subprocess.Popen(
                argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=None,
                text=True, encoding="utf-8", errors="replace", bufsize=1,
            )
        except (OSError, ValueError) as error:
            raise Forfeit(self.seat, f"the bot could not be started: {error}") from None
        threading.Thread(target=self._read, args=(self._process,), daemon=True).start()

    def _read(self, process: subprocess.Popen[str]) -> None:
        assert process.stdout is not None
        for line in process.stdout:
            self._lines.put(line)
        self._lines.put(_EOF)

    def _send(self, message: dict[str, Any]) -> None:
        process = self._process
        if process is None or process.stdin is None:
            raise Forfeit(self.seat, "the bot is not running")
        try:
            process.stdin.write(json.dumps(message, separators=(",", ":")) + "\n")
            process.stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            raise Forfeit(self.seat, "the bot exited early") from None

    # --- seat -----------------------------------------------------------------
    def start(self, info: dict[str, Any]) -> None:
        self.seat = info["seat"]
        self.faults = 0
        self._spawn()
        self._send({**info, "type": "start", "protocol": PROTOCOL})

    def act(self, decision: Decision) -> Any:
        self._next_id += 1
        ident = self._next_id
        message: dict[str, Any] = {"type": "act", "id": ident, "observation": decision.observation}
        legal = decision.legal
        if legal is not None:
            assert decision.to_json is not None
            message["legal"] = [decision.to_json(action) for action in legal]
        while True:
            self._send(message)
            action, fault = self._reply(ident, decision)
            if fault is None:
                return action
            self.faults += 1
            if self.faults >= MAX_FAULTS:
                raise Forfeit(self.seat, f"{MAX_FAULTS} faults in one game (last: {fault})")
            self._send({"type": "error", "id": ident, "message": fault})

    def _reply(self, ident: int, decision: Decision) -> tuple[Any, str | None]:
        """Wait for the reply to `act` number `ident`: (action, None) or (None, fault)."""
        deadline = time.monotonic() + self.time_limit
        try:
            line = self._lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            return None, f"no reply within {self.time_limit:g} s"
        if line is _EOF:
            raise Forfeit(self.seat, "the bot exited early")
        try:
            reply = json.loads(line)
        except ValueError:
            return None, f"the reply is not JSON: {line.strip()[:80]!r}"
        if not isinstance(reply, dict):
            return None, "the reply must be a JSON object"
        if reply.get("id") != ident:
            return None, f"the reply's id {reply.get('id')!r} is not {ident}"
        legal = decision.legal
        if "index" in reply:
            index = reply["index"]
            if legal is None:
                return None, "this decision has no legal list: reply with an action"
            if not isinstance(index, int) or isinstance(index, bool):
                return None, f"index {index!r} is not an integer"
            if not 0 <= index < len(legal):
                return None, f"index {index} is out of range ({len(legal)} legal actions)"
            return legal[index], None
        if "action" in reply:
            assert decision.from_json is not None
            try:
                action = decision.from_json(reply["action"])
            except (ValueError, TypeError) as error:
                return None, f"the action is malformed: {error}"
            if legal is not None and action not in legal:
                return None, f"the action {json.dumps(reply['action'])} is not legal now"
            if decision.check is not None:
                try:
                    decision.check(action)
                except IllegalAction as error:
                    return None, f"the action is not legal: {error.reason}"
            return action, None
        return None, "the reply has neither 'index' nor 'action'"

    def end(self, result: dict[str, Any], final: dict[str, Any]) -> None:
        process = self._process
        if process is None:
            return
        try:
            self._send({"type": "end", "result": result, "final": final})
        except Forfeit:
            pass
        try:
            if process.stdin:
                process.stdin.close()
        except OSError:
            pass
        try:
            process.wait(timeout=EXIT_GRACE)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        self._process = None
