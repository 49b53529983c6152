"""web/names.py: the names of a game's players in the screens' words, the same in every game."""

from web.names import and_list, name_clash, plural


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
    from web.names import MAX_NAME, clean_name

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


def test_plural_says_one_point_not_one_points() -> None:
    from web.games.sequitur.narration import card_text, goal_text, points_text
    assert plural(1, "point") == "1 point" and plural(0, "point") == "0 points" and plural(3, "game") == "3 games"
    assert points_text(1) == "1 point" and card_text("redraw", 1) == "plays Redraw (1 letter)"
    assert "green, 1 point:" in goal_text("G01")
