"""The web layer: PyScript glue between the page and the engine.

Runs on the main thread under Pyodide (web/main.py is the entry point) except
web/worker.py, which runs in a PyScript worker. Games add their screens as
`web/games/<game>/` packages exposing `mount(view, args)` (see web/shell/router.py).
"""
