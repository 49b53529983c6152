"""Developer tools: the build (tools/build.py) and the test command (tools/test.py)."""
