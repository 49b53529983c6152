"""What the build puts in dist/ for a fast first visit (issue 30): compressed
copies of every large file, no PyScript chunk the app never runs, and the
app's modules inside the Pyodide memory snapshot. Timing is in bench/load.py;
these check what the build produces."""
from __future__ import annotations

import gzip
import re
import json
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tools import build, compress, stdlib  # noqa: E402

DIST = build.DIST


@pytest.fixture(scope="module")
def dist() -> Path:
    if not (DIST / "build-info.json").exists():
        build.build()
    return DIST


def test_every_large_file_has_its_compressed_copies(dist: Path) -> None:
    large = [p for p in compress.wanted(dist)]
    names = {p.as_posix() for p in large}
    assert {"web/vendor/pyodide/pyodide.asm.wasm", "web/vendor/pyodide/snapshot.bin",
            "web/vendor/pyodide/pyodide.asm.mjs", "web/vendor/micropython/micropython.wasm",
            "web/vendor/micropython/micropython.mjs", "web/app-files.txt", "index.html"} <= names
    for rel in large:
        source = dist / rel
        gz = source.with_name(source.name + ".gz")
        br = source.with_name(source.name + ".br")
        assert gz.exists() or source.stat().st_size < 2048, f"{rel} has no gzip copy"
        if gz.exists():
            assert gzip.decompress(gz.read_bytes()) == source.read_bytes(), f"{rel}.gz is not {rel}"
            assert br.exists() and br.stat().st_size <= gz.stat().st_size * 1.05, f"{rel}.br"
    wasm = dist / "web/vendor/pyodide/pyodide.asm.wasm"
    assert (wasm.with_name(wasm.name + ".br")).stat().st_size < wasm.stat().st_size / 3


def test_the_service_worker_precaches_originals_only(dist: Path) -> None:
    sw = (dist / "sw.js").read_text()
    precache = json.loads(sw[sw.index("const PRECACHE = ") + len("const PRECACHE = "):sw.index(";\n", sw.index("const PRECACHE"))])
    for both in ("web/vendor/pyodide/snapshot.bin", "web/vendor/micropython/micropython.wasm", "web/app-files.txt"):
        assert both in precache  # the page's interpreter and the worker's, for offline play
    assert not [f for f in precache if f.endswith((".br", ".gz")) and not f.endswith(".txt.gz")]


def test_sequiturs_other_languages_words_are_shipped_and_kept_once_fetched_not_precached(dist: Path) -> None:
    """A player who never plays Sequitur in Spanish, French, German, Italian, Brazilian Portuguese, Dutch or Polish never downloads those words (issue 84); the
    service worker keeps them once a game in that language fetched them (web/sw.js LAZY), for offline
    play; each within 1.5 times the English words' size, and its licence notice shipped."""
    sw = (dist / "sw.js").read_text()
    precache = json.loads(sw[sw.index("const PRECACHE = ") + len("const PRECACHE = "):sw.index(";\n", sw.index("const PRECACHE"))])
    lazy = json.loads(sw[sw.index("const LAZY = ") + len("const LAZY = "):sw.index(";\n", sw.index("const LAZY"))])
    assert lazy == ["web/data/sequitur-words-de.txt.gz", "web/data/sequitur-words-es.txt.gz",
                    "web/data/sequitur-words-fr.txt.gz", "web/data/sequitur-words-it.txt.gz",
                    "web/data/sequitur-words-nl.txt.gz", "web/data/sequitur-words-pl.txt.gz",
                    "web/data/sequitur-words-pt-BR.txt.gz"]
    assert "web/data/sequitur-words.txt.gz" in precache and not set(lazy) & set(precache)
    english = (dist / "web/data/sequitur-words.txt.gz").stat().st_size
    for words in lazy:
        assert (dist / words).read_bytes()[:2] == b"\x1f\x8b"  # gzip, inflated by the page
        assert (dist / words).stat().st_size <= 1.5 * english, words
    for notice, licence in (("RLA-ES-Copyright.txt", "MPL"), ("Dicollecte-Copyright.txt", "MPL"),
                            ("igerman98-Copyright.txt", "GPL-2 or GPL-3"), ("LibreItalia-Copyright.txt", "GPL-3"),
                            ("VERO-Copyright.txt", "CC BY-SA 4.0"),
                            ("OpenTaal-Copyright.txt", "BSD-3-Clause or CC-BY-3.0"),
                            ("SJP-Copyright.txt", "GPL or LGPL or MPL or Apache-2.0 or CC-SA-1.0")):
        assert f"web/data/{notice}" in precache and licence in (dist / "web/data" / notice).read_text()


def test_no_pyscript_chunk_the_app_never_runs(dist: Path) -> None:
    shipped = sorted(p.name for p in (dist / "web/vendor/pyscript").iterdir())
    assert [n for n in shipped if n.endswith(".js")], "PyScript's core is missing"
    for name in shipped:
        assert name == "LICENSE" or name.endswith((".br", ".gz")) or name.startswith(build.PYSCRIPT_CHUNKS), name
    for unused in ("codemirror", "xterm", "py-editor", "py-terminal", "py-game", "donkey", "deprecations", "mpy-", "toml"):
        assert not [n for n in shipped if n.startswith(unused)], unused
    # Pyodide's config, made by web/boot.js before PyScript's core can run (none in the markup, which a cached
    # core could look for before the parser reached it): the same plugins off as the page's pyscript.json
    assert "<py-config" not in (dist / "index.html").read_text()
    boot = (dist / "web" / "boot.js").read_text()
    found = re.search(r"const PYSCRIPT_PLUGINS_OFF = (\[[^\]]*\]);", boot)
    assert found and json.loads(found.group(1)) == json.loads((dist / "pyscript.json").read_text())["plugins"]
    assert boot.index("document.createElement(\"py-config\")") < boot.index('src: "web/vendor/pyscript/core.js"')


def test_the_snapshot_holds_the_engine_and_the_pure_web_layer(dist: Path) -> None:
    info = json.loads((dist / "build-info.json").read_text())
    modules = build.snapshot_modules()
    assert info["snapshot_modules"] == len(modules) + len(build.SNAPSHOT_BASE)
    for name in ("engine.sequence.ai", "engine.sequoia.ai", "engine.sequitur.ai.expert", "web.model.session",
                 "web.games.sequitur.narration", "web.net.pairing"):
        assert name in modules
    assert not [m for m in modules if m in build.SNAPSHOT_SKIP or m in ("web.page.dom", "web.app", "web.shell.router")]
    memory = build.unpack_sparse_snapshot((dist / "web/vendor/pyodide/snapshot.bin").read_bytes())
    for name in ("engine.sequitur.ai.expert", "web.model.session", "engine.sequence.board"):
        assert name.encode() in memory, f"{name} is not in the snapshot's memory"


def test_the_shipped_standard_library_is_cut_to_what_the_page_imports(dist: Path) -> None:
    shipped = dist / "web/vendor/pyodide"
    cut, full = shipped / "python_stdlib.zip", shipped / stdlib.FULL_NAME
    assert cut.stat().st_size < full.stat().st_size / 2
    with zipfile.ZipFile(cut) as zf:
        names = set(zf.namelist())
        omitted = json.loads(zf.read(stdlib.OMITTED_LIST))
    # what the worker runs: Pyodide's start, the app's imports, PyScript's package
    for module in ("asyncio/__init__.py", "json/__init__.py", "html/__init__.py", "inspect.py",
                   "pyodide/__init__.py", "_pyodide/__init__.py", "encodings/utf_8.py"):
        assert module in names, module
    # ipaddress: the pairing codes pack addresses themselves (web/net/addresses.py, MicroPython has none)
    for module in ("argparse", "unittest", "pydoc", "email", "xml", "tkinter", "ipaddress"):
        assert module in omitted or not any(n.startswith(module) for n in names), module
    info = json.loads((dist / "build-info.json").read_text())
    assert info["stdlib_omitted"] == len(omitted) > 100
    # the whole library is fetched only if an import misses the cut: never precached
    sw = (dist / "sw.js").read_text()
    assert stdlib.FULL_NAME not in sw and "python_stdlib.zip" in sw


def test_the_screens_before_the_engine_are_in_the_page(dist: Path) -> None:
    page = (dist / "index.html").read_text()
    for route in ("about", "rules/sequence", "rules/sequoia", "rules/sequitur"):
        template_id = "pre-" + route.replace("/", "-")
        assert page.count(f'<template id="{template_id}">') == 1, route
    start = page.index('<template id="pre-about">')
    about = page[start:page.index("</template>", start)]
    assert "<h1 tabindex=\"-1\">About</h1>" in about and f'id="about-version">{build.release_version()}<' in about
    screens = re.findall(r"<template id=[^>]*>(.*?)</template>", page, re.S)
    assert len(screens) == 4 and not [t for t in screens if "<script" in t]  # markup only (CSP: no inline script)
    meta = page[page.index('<meta name="app-start-files" content="') + 38:]
    import html as htmllib
    sizes = json.loads(htmllib.unescape(meta[:meta.index('"')]))
    assert set(sizes) == set(build.START_FILES)
    for rel, size in sizes.items():
        assert (dist / rel).stat().st_size == size, rel
    # PyScript's core chunk and its error chunk, requested with core.js (which only re-exports the core's)
    meta = page[page.index('<meta name="app-start-modules" content="') + 40:]
    chunks = json.loads(htmllib.unescape(meta[:meta.index('"')]))
    assert len(chunks) == 2 and all((dist / rel).is_file() for rel in chunks), chunks
    assert [rel.rsplit("/", 1)[1].split("-")[0] for rel in chunks] == ["core", "error"]
    core = (dist / "web/vendor/pyscript/core.js").read_text()
    assert chunks[0].rsplit("/", 1)[1] in core  # the chunk core.js imports
    assert "PyScript" not in page[page.index("<body"):page.index("<template")]  # the start-up says "Loading…"
    assert 'rel="preload" href="web/vendor/pyodide/snapshot.bin"' not in page  # boot.js decides (slow links)


def test_the_prerendered_text_is_escaped() -> None:
    from tools import prerender

    node = prerender.Node("p")
    node.setAttribute("title", 'a "quoted" <b>')
    node.append("<script>alert(1)</script> & more")
    assert node.html() == '<p title="a &quot;quoted&quot; &lt;b&gt;">&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>'


def test_the_home_pictures_are_drawn_into_the_page(dist: Path) -> None:
    """The home screen's pictures are in index.html (tools/prerender.py), hidden from screen
    readers, markup only, and small enough not to slow the first paint."""
    page = (dist / "index.html").read_text()
    home = page[page.index('<section id="home"'):page.index('<section id="view"')]
    for game in ("sequence", "sequoia", "sequitur"):
        start = home.index(f'id="picture-{game}"')
        box = home[home.rindex("<span", 0, start):home.index('<span class="game-name"', start)]
        assert 'aria-hidden="true"' in box[:box.index(">")], game
        assert "<script" not in box and not re.search(r"\son\w+=", box), game  # markup only, no handlers
    svgs = re.findall(r"<svg [^>]*>", home)
    assert len(svgs) == 2 and all('aria-hidden="true"' in t and 'focusable="false"' in t for t in svgs), svgs
    assert len(gzip.compress(home.encode(), 9)) < 12_000  # the three pictures with the cards, compressed


def test_a_canvas_is_written_out_as_the_same_drawing_in_svg() -> None:
    from tools import prerender

    ctx = prerender.SvgContext()
    ctx.fillStyle = "#123456"
    ctx.beginPath()
    ctx.arc(10, 10, 5, 0, 2 * 3.141592653589793)  # a whole circle: two half arcs
    ctx.fill()
    ctx.save()
    ctx.translate(20, 0)
    ctx.globalAlpha = 0.5
    ctx.fillRect(0, 0, 4, 3)
    ctx.restore()
    ctx.textAlign, ctx.textBaseline, ctx.font = "center", "middle", "bold 12px system-ui"
    ctx.fillText("7 <8>", 5, 6)
    assert ctx.items == [
        '<path d="M15 10A5 5 0 0 1 5 10L5 10A5 5 0 0 1 15 10" fill="#123456"/>',
        '<rect x="0" y="0" width="4" height="3" fill="#123456" opacity="0.5" transform="matrix(1 0 0 1 20 0)"/>',
        '<text x="5" y="6" text-anchor="middle" dominant-baseline="central" fill="#123456" '
        'font-weight="bold" font-size="12px" font-family="system-ui">7 &lt;8&gt;</text>']


def test_nothing_prerendered_carries_an_inline_style(dist: Path) -> None:
    """The policy says `style-src 'self'`: the page, its templates and its pictures hold no
    <style> element and no style attribute (a canvas font is written as SVG attributes)."""
    from tools import prerender

    page = (dist / "index.html").read_text()
    assert "<style" not in page.lower()
    assert not re.findall(r"<[^>]*\sstyle=[^>]*>", page, re.I)
    assert "font-family=" in page  # the pictures' text keeps its font
    node = prerender.Node("span")
    node.style.setProperty("--seat", "#123456")
    with pytest.raises(ValueError, match="inline style"):
        node.html()


def test_every_stylesheet_is_linked_shipped_and_precached(dist: Path) -> None:
    """web/app.css in the head (the first paint waits for it alone); the table's, each game's
    and the pairing's sheets after the home screen, as one file (web/screens.css: one request,
    not five, issue 66) holding each whole, in index.html's order; both precached."""
    sheets = build.stylesheets()
    assert {"web/app.css", "web/table/table.css", "web/net/pairing.css",
            *(f"web/games/{game}/{game}.css" for game in ("sequence", "sequoia", "sequitur"))} <= set(sheets)
    source = (ROOT / "index.html").read_text()
    assert sorted(build.linked_stylesheets(source)) == sheets  # every sheet linked once in the source
    page = (dist / "index.html").read_text()
    assert build.linked_stylesheets(page) == ["web/app.css", "web/screens.css"]
    head = page[:page.index("</head>")]
    assert build.linked_stylesheets(head) == ["web/app.css"]
    assert page.index('<link rel="stylesheet" href="web/screens.css">') > page.index("</main>")
    assert (dist / "web/app.css").read_bytes() == (ROOT / "web/app.css").read_bytes()
    bundle = (dist / "web/screens.css").read_text()
    at = [bundle.index(f"/* {rel} */\n{(ROOT / rel).read_text()}") for rel in build.linked_stylesheets(source)[1:]]
    assert at == sorted(at) and len(at) == len(sheets) - 1
    sw = (dist / "sw.js").read_text()
    precache = json.loads(sw[sw.index("const PRECACHE = ") + len("const PRECACHE = "):sw.index(";\n", sw.index("const PRECACHE"))])
    assert {"web/app.css", "web/screens.css"} <= set(precache)
    assert not set(sheets[1:]) & set(precache) - {"web/app.css"}  # the five are not fetched twice


def test_the_site_has_a_favicon_ico_of_one_png(dist: Path) -> None:
    """A browser asks for /favicon.ico by itself where a page names no icon (a file opened
    alone): the build writes one, an ICO holding the app's icon as a 32 px PNG."""
    data = (dist / "favicon.ico").read_bytes()
    import struct

    reserved, kind, count = struct.unpack("<HHH", data[:6])
    width, height, _colours, _zero, _planes, _bits, length, offset = struct.unpack("<BBBBHHII", data[6:22])
    assert (reserved, kind, count, width, height) == (0, 1, 1, 32, 32)
    png = data[offset:offset + length]
    assert offset + length == len(data) and png.startswith(b"\x89PNG\r\n\x1a\n")
    assert struct.unpack(">II", png[16:24]) == (32, 32)  # the PNG's own IHDR size


def test_the_page_s_micropython_starts_without_pyscript_s_python_package() -> None:
    """Issue 49: PyScript's chunk that starts interpreters is vendored with its Python package left out
    for the page's MicroPython only (tools/build.py `bare_page_micropython`: a ~100 ms long task at
    4x); a chunk without the patterns stops the build; other chunks pass unchanged."""
    chunk = next(path for path in (ROOT / "web" / "vendor" / "pyscript").glob("core-*.js"))
    text = chunk.read_text(encoding="utf-8")
    assert "import pyscript as _pyscript" in text  # the workers keep the package
    for _old, new in build.PYSCRIPT_BARE_PAGE:
        assert text.count(new) == 1
    assert build.bare_page_micropython("export const other = 1;") == "export const other = 1;"
    with pytest.raises(SystemExit, match="PYSCRIPT_BARE_PAGE"):
        build.bare_page_micropython('ho.push("import pyscript as _pyscript")')
    # patched once, the patterns are gone: patching again would stop the build, not patch twice
    with pytest.raises(SystemExit):
        build.bare_page_micropython(text)


def test_the_manifest_describes_the_app_in_every_language() -> None:
    """One manifest (a page links one): index.html's description in English and, as the manifest
    spec's `description_localized`, in each language of the catalogs (docs/languages.md)."""
    from tools import words

    page = (ROOT / "index.html").read_text()
    manifest = build.manifest()
    assert f'<meta name="description" data-t-attrs="content" content="{manifest["description"]}">' in page
    localized = manifest["description_localized"]
    assert sorted(localized) == sorted(words.BABEL_CODES)
    for code, entry in localized.items():
        assert entry == {"value": words.compiled(code)["messages"][manifest["description"]], "lang": code,
                         "dir": "ltr"}
        assert entry["value"] != manifest["description"]


def test_the_noscript_line_is_in_every_language() -> None:
    """Without scripts nothing chooses the language (web/boot.js does): the <noscript> line is
    written in English and each catalog's language, each with its `lang`."""
    from tools import words

    page = build.noscript_in_every_language((ROOT / "index.html").read_text())
    shown = re.findall(r'<p class="noscript" lang="([\w-]+)">([^<]+)</p>', page.split("<noscript>")[1].split("</noscript>")[0])
    assert shown[0] == ("en", build.NOSCRIPT)
    assert dict(shown[1:]) == {code: words.compiled(code)["messages"][build.NOSCRIPT] for code in words.BABEL_CODES}


def test_the_test_command_s_build_compresses_at_the_quick_level_and_a_release_at_the_best(tmp_path, monkeypatch):
    """tools/test.py builds with brotli at compress.QUICK (a fresh clone compresses every file, and the
    best level cost the run about 75 CPU-s); tools/build.py's own build, what ships, at compress.BEST.
    The level is in build-info.json."""
    from tools import test as test_command

    monkeypatch.setattr(compress, "CACHE", tmp_path / "cache")
    levels: list[int] = []
    brotli = compress._brotli
    monkeypatch.setattr(compress, "_brotli", lambda source, level: levels.append(level) or brotli(source, level))
    site = tmp_path / "site"
    site.mkdir()
    (site / "a.js").write_text("".join(f"console.log({i});\n" for i in range(2000)))
    assert compress.compress(site, compress.QUICK) > 0 and levels == [compress.QUICK]
    assert (site / "a.js.br").stat().st_size < (site / "a.js").stat().st_size
    compress.compress(site)
    assert levels == [compress.QUICK, compress.BEST] and compress.QUICK < compress.BEST
    assert "brotli=compress.QUICK" in Path(test_command.__file__).read_text()
    assert json.loads((DIST / "build-info.json").read_text())["brotli"] in (compress.QUICK, compress.BEST)


def test_the_test_command_keeps_bytecode_where_the_machine_says_not_to():
    """PYTHONDONTWRITEBYTECODE (set on some machines) is dropped for the run: each worker compiled and
    rewrote every module anew without it."""
    from tools import test as test_command

    kept = test_command.bytecode_kept({"PATH": "/usr/bin", "PYTHONDONTWRITEBYTECODE": "1", "HOME": "/root"})
    assert kept == {"PATH": "/usr/bin", "HOME": "/root"}
