"""Sequitur's guided game (engine/sequitur/lesson.py) played through, one line a move: the
same lines on CPython and MicroPython (tests/micropython/test_micropython.py)."""
from engine.sequitur.lesson import YOU, lesson_start, lesson_steps, settle

state = lesson_start()
print("start", state.round, state.step, "".join(state.racks[YOU]), state.points()[YOU], len(state.bag))
for step in lesson_steps():
    state.apply(step.seat, step.action)
    settle(state)
    print(step.kind, state.round, state.step, "".join(state.racks[YOU]), state.held_ball[YOU],
          ",".join(state.held_goals[YOU]), ",".join(state.stacks[YOU]), len(state.bag), state.misfits)
print("over", state.is_over, state.points()[YOU], state.result().details["rank"])
