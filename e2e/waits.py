"""Bounded waits in a page (issue 79): a promise the page never keeps fails its test with the
thing it waited for named, within a deadline, instead of holding the run.

- `within(page, script, arg, seconds=..., what=...)`: `page.evaluate` of a JS function that
  returns a promise, raced against a timer; past it, an error says `what` was not seen.
- `drawn(page)`: two frames drawn (the resize observers have run and the table is drawn anew).
- `settled(page)`: drawn, then every running animation with an end has ended (a paused or
  infinite one is not waited for); past the deadline, the error names those still running.

Playwright's own waits (`expect`, `wait_for_selector`) are bounded already; `page.evaluate` is not.
"""
from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page

# long enough for a loaded 2-core machine (a frame can take a second there), short beside a test's limit
SECONDS = 10.0

WITHIN = """async (arg) => {{
  const run = {script};
  let timer;
  const late = new Promise((_, no) => {{ timer = setTimeout(() => no(new Error({message})), {ms}); }});
  try {{ return await Promise.race([Promise.resolve(run(arg)), late]); }} finally {{ clearTimeout(timer); }}
}}"""


def within(page: Page, script: str, arg: Any = None, *, seconds: float = SECONDS, what: str = "the page's answer") -> Any:
    """`page.evaluate(script, arg)` for a `script` whose promise may never be kept: past `seconds`
    it fails, saying `what` it waited for."""
    message = json.dumps(f"waited {seconds:g} s for {what}, in vain")
    return page.evaluate(WITHIN.format(script=script, message=message, ms=int(seconds * 1000)), arg)


TWO_FRAMES = "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))"

# the animations a settled page has no more: running, with an end (a paused or an infinite one never ends)
ENDING = """() => document.getAnimations().filter(a => a.playState === 'running' && a.effect
    && Number.isFinite(a.effect.getComputedTiming().endTime))"""

# Settled: from the second frame on, each frame looks again, until no such animation runs (one
# paused or cancelled after it was seen is not waited for); past `ms`, it fails naming those still running.
SETTLED = f"""(ms) => new Promise((done, no) => {{
    const end = performance.now() + ms;
    let frames = 0;
    const look = () => {{
        frames += 1;
        const ending = frames < 2 ? [null] : ({ENDING})();
        if (!ending.length) return done(true);
        if (performance.now() > end) return no(new Error('waited ' + ms / 1000 + " s for two frames and the running animations' ends, in vain: still running " + ending.map(a => a ?
            (a.animationName || a.transitionProperty || a.id || 'an animation') + ' on ' + (a.effect.target ?
            (a.effect.target.id || a.effect.target.className || a.effect.target.tagName) : '?') : 'no frame drawn').join(', ')));
        requestAnimationFrame(look);
    }};
    requestAnimationFrame(look);
}})"""


def drawn(page: Page, seconds: float = SECONDS) -> None:
    """Two frames drawn: the resize observers have run and what they drew is on the screen."""
    within(page, TWO_FRAMES, seconds=seconds, what="two frames drawn")


def settled(page: Page, seconds: float = SECONDS) -> None:
    """Two frames drawn, then every running animation that ends has ended."""
    # the page's own deadline names what still runs; `within`'s, a little later, holds if no frame comes
    within(page, SETTLED, int(seconds * 1000), seconds=seconds + 2,
           what="two frames and the running animations' ends")
