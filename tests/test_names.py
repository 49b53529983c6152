"""web/names.py: the names of a game's players in the screens' words, the same in every game."""

from web.names import and_list, name_clash


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
