"""web/page/memory.py on MicroPython (tests/micropython/test_micropython.py): the page's
collector waits for its threshold, and a collection asked for while one waits for the
page's idle moment is asked of the browser once."""
import gc

from web.page import memory

print("default", gc.threshold())
memory.configure()
print("threshold", gc.threshold() == memory.THRESHOLD)
asked = []


class Idle:
    def requestIdleCallback(self, callback, options):  # noqa: N802 (the browser's name)
        asked.append(("idle", callback, options.timeout))


class Page:
    window = Idle()

    def setTimeout(self, callback, ms):  # noqa: N802
        asked.append(("timer", callback, ms))


memory.js = Page()
memory.collect_when_idle()
memory.collect_when_idle()  # one already waits
print("asked", [(how, ms) for how, _, ms in asked])
asked[0][1]()  # the idle moment: collected when this returns to JavaScript
memory.collect_when_idle()
Page.window = object()  # no idle callbacks (WebKit)
asked[1][1]()
memory.collect_when_idle()
print("then", [(how, ms) for how, _, ms in asked])
