"""The bot protocol, version 1 (shared/spec/bot-protocol.md; docs/bot-protocol.md).

`BotSeat` runs an external program as a seat: one JSON object per line on
its stdin and stdout. An invalid reply (not JSON, wrong id, an index out of
range, an action that is not legal, silence past the time limit) gets an
`error` message and the same `act` again; the third fault in a game, or the
program exiting early, forfeits the seat (`Forfeit`). Nothing the bot sends
reaches the game state unless it is a legal action.

Whatever the program does, the runner holds (docs/bot-protocol.md, "Limits"):

- The time limit covers writing the `act` as well as the reply: a writer
  thread does the writing, so a bot that never reads cannot block the
  runner on a full pipe.
- A reply to an earlier `act` (an old id: a late answer, or the answer to
  an `act` sent again) is dropped, so a late reply costs one fault at most
  and the bot stays in step.
- Lines are read in bounded chunks: a line over `LINE_MAX_BYTES` is one
  fault and is dropped up to its newline, and the runner holds at most
  `LINES_AHEAD` unread lines (beyond that the bot waits on its pipe).
- A reply nested deeper than jsonlimits.MAX_DEPTH is a fault like any
  other bad JSON; fault messages quote at most a short excerpt.
- Each bot runs in its own process group: at the end of its game, on a
  forfeit and on Ctrl+C the whole group is killed, its children too.
"""

from __future__ import annotations

import json
import math
import os
import queue
import secrets
import shlex
import signal
import subprocess
import threading
import time
from typing import Any, BinaryIO

from engine.core import jsonlimits
from engine.core.errors import IllegalAction
from engine.core.jsonlimits import MAX_DEPTH, REPLY_MAX_BYTES, size_text
from engine.core.result import Result
from engine.core.seats import Decision

PROTOCOL = 1
MAX_FAULTS = 3
DEFAULT_TIME_LIMIT = 5.0
EXIT_GRACE = 2.0  # a bot still alive this long after `end` is killed
LINE_MAX_BYTES = REPLY_MAX_BYTES  # 64 KB: a reply is a few dozen bytes
LINES_AHEAD = 64  # lines read but not yet wanted; the bot's writes wait beyond that
FAULT_MAX = 200  # characters of a fault message (it is sent back and may end in the summary)
_CHUNK = 64 * 1024
_POSIX = hasattr(os, "killpg")

_EOF = object()       # the bot closed its stdout (it exited)
_TOO_LONG = object()  # a line over LINE_MAX_BYTES (dropped)
_CLOSE = object()     # the writer thread closes the bot's stdin and ends


class Forfeit(Exception):
    """A seat broke the protocol for good; the game ends with no winner."""

    def __init__(self, seat: int, why: str) -> None:
        self.seat = seat
        self.why = why
        super().__init__(f"seat {seat} forfeits: {why}")


def _short(text: str, limit: int = FAULT_MAX) -> str:
    return text if len(text) <= limit else text[:limit - 3] + "..."


def _excerpt(value: Any, limit: int = 60) -> str:
    try:
        text = json.dumps(value) if isinstance(value, (list, dict)) else repr(value)
    except ValueError:
        text = repr(value)
    return _short(text, limit)


def judge_reply(line: bytes | str, ident: int, decision: Decision, *,
                max_bytes: int = LINE_MAX_BYTES) -> tuple[Any, str | None] | None:
    """Judge one line from a bot as its reply to `act` number `ident`.

    Returns (action, None) for a legal action, (None, fault) for a fault (the
    message the bot is sent), or None for a reply to an earlier `act` (an id
    from 1 to ident - 1), which is dropped. Never raises for anything a bot
    can send."""
    try:
        reply = jsonlimits.loads(line, max_bytes=max_bytes, max_depth=MAX_DEPTH, what="the reply")
    except ValueError as error:
        message = str(error)
        if message.startswith(("the reply is", "the reply holds")):  # over a limit, not Unicode
            return None, message
        text = line.decode("utf-8", "replace") if isinstance(line, bytes) else line
        return None, f"the reply is not JSON: {_short(repr(text.strip()), 80)}"
    if not isinstance(reply, dict):
        return None, "the reply must be a JSON object"
    reply_id = reply.get("id")
    if type(reply_id) is int and 1 <= reply_id < ident:
        return None  # the answer to an earlier act (late, or to an act sent again): drop it
    if type(reply_id) is not int or reply_id != ident:
        return None, f"the reply's id {_excerpt(reply_id)} is not {ident}"
    legal = decision.legal
    if "index" in reply:
        index = reply["index"]
        if legal is None:
            return None, "this decision has no legal list: reply with an action"
        if type(index) is not int:
            return None, f"index {_excerpt(index)} is not an integer"
        if not 0 <= index < len(legal):
            return None, f"index {index} is out of range ({len(legal)} legal actions)"
        return legal[index], None
    if "action" in reply:
        assert decision.from_json is not None
        try:
            action = decision.from_json(reply["action"])
        except (ValueError, TypeError) as error:
            return None, _short(f"the action is malformed: {error}")
        if legal is not None and action not in legal:
            return None, _short(f"the action {_excerpt(reply['action'], 100)} is not legal now")
        if decision.check is not None:
            try:
                decision.check(action)
            except IllegalAction as error:
                return None, _short(f"the action is not legal: {error.reason}")
        return action, None
    return None, "the reply has neither 'index' nor 'action'"


class _Write:
    """One message for the writer thread; `done` is set once it is written
    (`ok`) or can no longer be (the bot closed its stdin)."""

    __slots__ = ("data", "done", "ok")

    def __init__(self, data: bytes) -> None:
        self.data = data
        self.done = threading.Event()
        self.ok = False


def _write_all(stream: BinaryIO, writes: queue.Queue[Any]) -> None:
    """The writer thread: write each message in order; a blocked write blocks
    only this thread."""
    broken = False
    try:
        while True:
            item = writes.get()
            if item is _CLOSE:
                return
            if not broken:
                try:
                    view = memoryview(item.data)
                    while view:
                        view = view[stream.write(view):]
                    item.ok = True
                except (OSError, ValueError):
                    broken = True  # the bot closed its stdin or exited
            item.done.set()
    finally:
        try:
            stream.close()
        except OSError:
            pass


def _read_lines(stream: BinaryIO, lines: queue.Queue[Any], closing: threading.Event, line_max: int) -> None:
    """The reader thread: split the bot's output into lines, in bounded
    chunks; a line over `line_max` becomes one _TOO_LONG and is dropped up to
    its newline."""

    def put(item: Any) -> bool:
        while True:
            try:
                lines.put(item, timeout=0.1)
                return True
            except queue.Full:
                if closing.is_set():
                    return False

    pending = bytearray()
    dropping = False
    try:
        while True:
            try:
                chunk = stream.read(_CHUNK)
            except (OSError, ValueError):
                break
            if not chunk:
                break
            start = 0
            while True:
                end = chunk.find(b"\n", start)
                piece = chunk[start:] if end < 0 else chunk[start:end]
                if not dropping:
                    if len(pending) + len(piece) > line_max:
                        pending.clear()
                        dropping = True
                        if not put(_TOO_LONG):
                            return
                    else:
                        pending += piece
                if end < 0:
                    break
                if dropping:
                    dropping = False
                else:
                    line = bytes(pending)
                    pending.clear()
                    if not put(line):
                        return
                start = end + 1
        if pending and not dropping:
            put(bytes(pending))
        put(_EOF)
    finally:
        try:
            stream.close()
        except OSError:
            pass


# Every process a bot starts inherits this variable, with a value of its own
# bot's: what left its process group (a daemon's new session) is still found
# by it (Linux: /proc) and ended with the bot (docs/bot-protocol.md).
BOT_MARK = "SEQGAMES_BOT"


def _marked(mark: str) -> list[int]:
    """The processes whose environment holds BOT_MARK=`mark` (Linux; [] elsewhere)."""
    needle = f"{BOT_MARK}={mark}".encode() + b"\0"
    found = []
    try:
        entries = os.listdir("/proc")
    except OSError:
        return []
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/environ", "rb") as environ:
                if needle in environ.read():
                    found.append(int(entry))
        except OSError:  # gone, or another user's
            continue
    return found


def _kill_marked(mark: str) -> None:
    """Kill every process still carrying the bot's mark (a few sweeps: one may fork meanwhile)."""
    for _ in range(5):
        pids = [pid for pid in _marked(mark) if pid != os.getpid()]
        if not pids:
            return
        for pid in pids:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        time.sleep(0.02)


def _kill_group(process: subprocess.Popen[bytes]) -> None:
    """Kill the bot and every process of its group (its children)."""
    try:
        if _POSIX:
            os.killpg(process.pid, signal.SIGKILL)
        else:
            process.kill()
    except (ProcessLookupError, PermissionError, OSError):
        pass


def _wait_exit(process: subprocess.Popen[bytes], seconds: float) -> None:
    """Wait up to `seconds` for the bot to exit, without reaping it: until it
    is reaped its process id, which names its group, cannot be reused."""
    deadline = time.monotonic() + seconds
    if not hasattr(os, "waitid"):
        try:
            process.wait(timeout=max(0.0, seconds))
        except subprocess.TimeoutExpired:
            pass
        return
    while True:
        try:
            if os.waitid(os.P_PID, process.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None:
                return
        except ChildProcessError:
            return
        if time.monotonic() >= deadline:
            return
        time.sleep(0.01)


class BotSeat:
    """An external program in a seat, spoken to through the bot protocol."""

    def __init__(self, command: str, *, time_limit: float = DEFAULT_TIME_LIMIT, exit_grace: float = EXIT_GRACE,
                 line_max: int = LINE_MAX_BYTES) -> None:
        if not (isinstance(time_limit, (int, float)) and math.isfinite(time_limit) and time_limit > 0):
            raise ValueError(f"the bot time limit must be a positive number of seconds, not {time_limit!r}")
        self.name = f"cmd:{command}"
        self.command = command
        self.time_limit = float(time_limit)
        self.exit_grace = exit_grace
        self.line_max = line_max
        self.seat = -1
        self.faults = 0
        self._next_id = 0
        self._process: subprocess.Popen[bytes] | None = None
        self._lines: queue.Queue[Any] = queue.Queue(maxsize=LINES_AHEAD)
        self._writes: queue.Queue[Any] = queue.Queue()
        self._closing = threading.Event()
        self._mark = ""

    # --- process -----------------------------------------------------------
    def _spawn(self) -> None:
        self._mark = secrets.token_hex(8)
        try:
            argv = shlex.split(self.command)
            process = subprocess.Popen(
                argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=None, bufsize=0,
                start_new_session=_POSIX,  # its own process group, out of reach of the terminal's Ctrl+C
                env=dict(os.environ, **{BOT_MARK: self._mark}),
            )
        except (OSError, ValueError) as error:
            raise Forfeit(self.seat, f"the bot could not be started: {error}") from None
        assert process.stdin is not None and process.stdout is not None
        self._process = process
        # Each game's process gets its own queues and threads: nothing of one bot reaches the next.
        self._lines = queue.Queue(maxsize=LINES_AHEAD)
        self._writes = queue.Queue()
        self._closing = threading.Event()
        threading.Thread(target=_read_lines, args=(process.stdout, self._lines, self._closing, self.line_max),
                         daemon=True).start()
        threading.Thread(target=_write_all, args=(process.stdin, self._writes), daemon=True).start()

    def _send(self, message: dict[str, Any], *, until: float | None = None) -> bool:
        """Queue `message` for the bot; with `until` (a time.monotonic()), wait
        that long for it to be written: False if it is still waiting."""
        if self._process is None:
            raise Forfeit(self.seat, "the bot is not running")
        write = _Write((json.dumps(message, separators=(",", ":")) + "\n").encode("utf-8"))
        self._writes.put(write)
        if until is None:
            return True
        if not write.done.wait(max(0.0, until - time.monotonic())):
            return False
        if not write.ok:
            raise Forfeit(self.seat, "the bot exited early")
        return True

    def _finish(self, grace: float) -> None:
        """Let the bot exit within `grace` seconds, then kill its process
        group (whatever it left running too) and reap it."""
        process = self._process
        if process is None:
            return
        self._process = None
        self._writes.put(_CLOSE)
        try:
            if grace > 0:
                _wait_exit(process, grace)
        finally:  # Ctrl+C while waiting still ends the bot
            _kill_group(process)
            process.wait()
            _kill_marked(self._mark)  # what left the group: a daemon in a session of its own
            self._closing.set()

    # --- seat -----------------------------------------------------------------
    def start(self, info: dict[str, Any]) -> None:
        self.seat = info["seat"]
        self.faults = 0
        self._next_id = 0  # a new program each game: ids count from 1
        self._spawn()
        self._send(dict(info, type="start", protocol=PROTOCOL))

    def act(self, decision: Decision) -> Any:
        self._next_id += 1
        ident = self._next_id
        message: dict[str, Any] = {"type": "act", "id": ident, "observation": decision.observation}
        legal = decision.legal
        if legal is not None:
            assert decision.to_json is not None
            message["legal"] = [decision.to_json(action) for action in legal]
        while True:
            deadline = time.monotonic() + self.time_limit
            if self._send(message, until=deadline):
                action, fault = self._reply(ident, decision, deadline)
                if fault is None:
                    return action
            else:
                fault = f"the bot did not read the act within {self.time_limit:g} s"
            self.faults += 1
            if self.faults >= MAX_FAULTS:
                raise Forfeit(self.seat, f"{MAX_FAULTS} faults in one game (last: {fault})")
            self._send({"type": "error", "id": ident, "message": fault})

    def _reply(self, ident: int, decision: Decision, deadline: float) -> tuple[Any, str | None]:
        """Wait until `deadline` for the reply to `act` number `ident`:
        (action, None) or (None, fault). Replies to earlier acts are dropped."""
        while True:
            try:
                line = self._lines.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                return None, f"no reply within {self.time_limit:g} s"
            if line is _EOF:
                raise Forfeit(self.seat, "the bot exited early")
            if line is _TOO_LONG:
                return None, f"the reply is longer than {size_text(self.line_max)}"
            verdict = judge_reply(line, ident, decision, max_bytes=self.line_max)
            if verdict is not None:
                return verdict

    def end(self, result: Result, final: dict[str, Any]) -> None:
        if self._process is None:
            return
        try:
            self._send({"type": "end", "result": result.to_json(), "final": final})
        except Forfeit:
            pass
        self._finish(self.exit_grace)

    def abort(self) -> None:
        """End the bot now, with its children (the run was interrupted)."""
        self._finish(0)
