"""One voice (issue 24): the three games say the shared things in the same
words, written once in web/model/wording.py and engine/core/levels.py: an
AI seat ("Bob (AI: Hard)"), the end's headline ("Ann wins.", "Shared
victory: Ann and Bob."), one level scheme with one default, "Undo", and
prompts that never say "Click" (a table may be a touch screen)."""
from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

from engine.core.levels import DEFAULT_LEVEL, LEVEL_ORDER, PROMISES, WITHDRAWN, offered, offered_instead
from engine.games import ai_module
from web.games.sequence import GAME as SEQUENCE
from web.games.sequitur import GAME as SEQUITUR
from web.games.sequoia import GAME as SEQUOIA
from web.model.seats import Seat, SeatKind
from web.model.session import Session
from web.model.wording import ai_text, headline, result_headline, seat_label

WEB = Path(__file__).resolve().parents[2] / "web"
GAMES = {"sequence": (SEQUENCE, {"players": 2, "teams": 2, "variant": "classic"}),
         "sequoia": (SEQUOIA, {"players": 3}), "sequitur": (SEQUITUR, {"players": 3})}


def test_a_seat_and_a_level_read_the_same_everywhere() -> None:
    assert ai_text("hard") == "AI: Hard"
    assert seat_label(Seat("Ann")) == "Ann"
    assert seat_label(Seat("Bob", SeatKind.AI, "expert")) == "Bob (AI: Expert)"
    assert seat_label(Seat("Bob", SeatKind.AI, "easy"), "green") == "Bob (green, AI: Easy)"
    assert seat_label(Seat("Ann"), "blue") == "Ann (blue)"
    assert seat_label(Seat("Cy", SeatKind.AWAY)) == "Cy"


def test_the_headline_has_one_form_for_every_ending() -> None:
    assert headline(["Ann"]) == "Ann wins."
    assert headline(["Ann", "Cy"], team="blue") == "Ann and Cy (blue) win."
    assert headline(["Ann"], team="blue") == "Ann (blue) wins."
    assert headline(["Ann", "Bob", "Cy"], shared=True) == "Shared victory: Ann, Bob and Cy."
    assert headline([]) == "No one wins."
    assert headline(["You"]) == "You win."  # the guided games' person (web/table/guide.py)


def finished(game: str, seed: int) -> Session:
    """A game of `game` played to its end by random legal actions: Ann, then AI seats."""
    spec, config = GAMES[game]
    seats = [Seat("Ann")] + [Seat(f"Computer {i}", SeatKind.AI, LEVEL_ORDER[i]) for i in range(1, config["players"])]
    session = Session.new(spec, config, seats, {}, seed)
    rng = random.Random(seed)
    while not session.is_over:
        seat = sorted(session.waiting())[0]
        legal = session.state.legal_actions(seat)
        session.apply(seat, rng.choice(legal) if legal else session.state.unlisted_default(seat))
    return session


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_game_ends_with_the_shared_headline_and_seat_labels(game: str) -> None:
    """The end box's heading and the log's last word on the game are the shared
    headline; the end's lines name AI seats with the shared seat label."""
    for seed in range(1, 4):
        session = finished(game, seed)
        team = (lambda t: ("blue", "green", "red")[t]) if game == "sequence" else None
        expected = result_headline(session, team)
        title, scores, _decided = session.spec.ending(session)
        assert title == expected
        assert re.fullmatch(r"(.+ wins?|Shared victory: .+)\.", title)
        assert expected in session.log
        ais = [seat for seat in session.seats if seat.is_ai]  # 'Bob (AI: Hard)' or 'Bob (green, AI: Hard)'
        assert ais and all(any(re.search(rf"{seat.name} \((\w+, )?{ai_text(seat.level)}\)", line) for line in scores)
                           for seat in ais), scores


def test_every_game_offers_the_one_level_scheme_and_its_default() -> None:
    """Levels weakest first from easy to expert, a game offering the ones it has
    (why it lacks one is for docs/ai.md, never shown to a player); every game
    has the default, medium."""
    assert DEFAULT_LEVEL == "medium"
    for game in GAMES:
        module = ai_module(game)
        levels, absent = list(module.LEVELS), dict(getattr(module, "ABSENT", {}))
        assert levels == [level for level in LEVEL_ORDER if level not in absent]
        shown = offered(game, module.LEVELS)
        assert DEFAULT_LEVEL in shown and set(shown) <= set(levels)
        # a level withdrawn from the setup still plays where a save, a record or a bot names it (issue 82), and a
        # remembered seat at it is offered the level as strong, which the game offers
        for level, instead in WITHDRAWN.get(game, {}).items():
            assert level in levels and level not in shown and instead in shown, (game, level, instead)
            assert offered_instead(game, level) == instead and module.make_seat(level, 1) is not None
        assert [offered_instead(game, level) for level in shown] == list(shown)
    assert set(WITHDRAWN) <= set(GAMES)
    setup = (WEB / "table" / "setup_form.py").read_text(encoding="utf-8")
    assert "ABSENT" not in setup and "absent" not in setup
    assert "offered(self.spec.id, module.LEVELS)" in setup and "offered_instead(self.game, wanted)" in setup


def test_every_level_has_one_promise_for_every_game() -> None:
    """Each level of the scheme says what it is in a player's words (issue 42),
    one short sentence, the same in the three games: the setup shows PROMISES (a level that does not keep
    its promise is withdrawn from its game's setup: issue 82), and no game's setup words a level itself."""
    assert list(PROMISES) == list(LEVEL_ORDER)
    for level, words in PROMISES.items():
        assert words[:1].isupper() and words.endswith(".") and 10 < len(words) <= 60, (level, words)
    assert len(set(PROMISES.values())) == len(PROMISES)
    setup = (WEB / "table" / "setup_form.py").read_text(encoding="utf-8")
    assert "_(PROMISES[value])" in setup  # in the player's language (docs/languages.md)
    for game in GAMES:
        assert "PROMISES" not in (WEB / "games" / game / "setup_view.py").read_text(encoding="utf-8"), game


def strings(path: Path) -> list[tuple[str, ast.AST]]:
    """The text of every string a module could show (docstrings left out), with its node."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            out.append((node.value, node))
    return out


def test_no_prompt_in_the_web_layer_says_click() -> None:
    """Prompts are input-neutral ("Choose the two balls that trade places."):
    every string of web/ that reads as words (it has a space) is checked."""
    files = sorted(WEB.rglob("*.py"))
    prose = [(path, text) for path in files if "vendor" not in path.parts
             for text, _node in strings(path) if " " in text]
    assert len(files) > 50 and len(prose) > 500  # it read the web layer
    choose = [text for _path, text in prose if text.startswith("Choose ")]
    assert len(choose) >= 5  # and the prompts are there
    clicks = [f"{path.relative_to(WEB)}: {text!r}" for path, text in prose
              if re.search(r"\bclick", text, re.IGNORECASE)]
    assert clicks == []
    assert not re.search(r"\bclick", (WEB.parent / "index.html").read_text(encoding="utf-8"), re.IGNORECASE)


def test_no_screen_phrases_an_ai_seat_its_own_way() -> None:
    """Only web/model/wording.py puts "AI" before a level: an f-string piece ending
    in 'AI ', 'AI, ' or 'AI: ' right before a value was how each screen used to."""
    found = []
    for path in sorted(WEB.rglob("*.py")):
        if path.name == "wording.py" or "vendor" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.JoinedStr):
                parts = node.values
                for piece, after in zip(parts, parts[1:]):
                    if isinstance(piece, ast.Constant) and isinstance(after, ast.FormattedValue) \
                            and re.search(r"\bAI[,:]? $", str(piece.value)):
                        found.append(f"{path.relative_to(WEB)}:{node.lineno}")
    assert found == []


def test_the_setups_name_no_level_of_their_own() -> None:
    """The default level is written once (engine/core/levels.py DEFAULT_LEVEL,
    web/table/setup_form.py default_seats): no setup screen names a level."""
    views = sorted(WEB.glob("games/*/setup_view.py"))
    assert len(views) == 3
    for path in views:
        assert not [text for text, _node in strings(path) if text in LEVEL_ORDER], path


def test_every_undo_button_says_undo() -> None:
    """One label ("Undo") on one button made in one place (web/ui/undo.py,
    issue 41); Sequoia's takes back the whole turn and its accessible name
    and title say so."""
    assert 'table.tool(_(UNDO), "undo"' in (WEB / "ui" / "undo.py").read_text(encoding="utf-8")
    for game in GAMES:
        source = (WEB / "games" / game / "play_view.py").read_text(encoding="utf-8")
        assert "UndoTool(self" in source and '"undo"' not in source  # no game makes its own
        assert "Undo my" not in source
    assert "whole turn" in (WEB / "games" / "sequoia" / "play_view.py").read_text(encoding="utf-8")


def test_every_game_offers_the_one_hint() -> None:
    """One "Allow hints" option on every setup (web/table/setup_form.py `HINTS`)
    and one "Suggest a move" button at every table (web/ui/suggest.py), said as "Suggestion: <what>, which <why>.";
    no game writes its own."""
    for game in GAMES:
        setup = (WEB / "games" / game / "setup_view.py").read_text(encoding="utf-8")
        table = (WEB / "games" / game / "play_view.py").read_text(encoding="utf-8")
        assert "hints" not in setup and "Allow hints" not in setup, game  # the shared form's HINTS
        assert "SuggestTool(self" in table and "Suggest a move" not in table and "Suggestion:" not in table, game


def test_the_setup_s_measured_wins_are_the_ladder_s() -> None:
    """Issue 82: what the setup says a level wins against a casual player (engine/core/levels.py
    `MEASURED`) is the ladder's measured rate in docs/ai.md, cell for cell: a level measured there
    and not said, or said and not measured, fails."""
    import re

    from engine.core.levels import MEASURED

    text = (WEB.parent / "docs" / "ai.md").read_text(encoding="utf-8")
    ladder = text[text.index("## The ladder against the casual players"):]
    ladder = ladder[:ladder.index("\n## ", 5)]
    rows = re.findall(r"^\| (Sequence|Sequoia|Sequitur) \| (easy|medium|hard|expert)\b[^|]* \| casual \| (\d+) \| "
                      r"(\d+) \| (\d+) \|(?: (\d+) \|)? \*\*([\d.]+)%\*\*", ladder, re.M)
    measured = {(game.lower(), level): float(rate) / 100 for game, level, _n, _w, _l, _d, rate in rows}
    said = {(game, level): rate for game, levels in MEASURED.items() for level, rate in levels.items()}
    assert measured and set(measured) == set(said), (sorted(measured), sorted(said))
    for cell, rate in measured.items():
        assert abs(said[cell] - rate) < 0.0006, (cell, said[cell], rate)


def test_the_setup_s_measured_wins_at_three_are_the_ladder_s() -> None:
    """Issue 82: what the setup says a level wins at a table of three (engine/core/levels.py
    `MEASURED_AT_THREE`, "... against two casual players") is the bold rate of docs/ai.md's "At 3 players"
    table, cell for cell, and one cell a level; no other table size is said (there the promise is)."""
    import re

    from engine.core.levels import MEASURED_AT, MEASURED_AT_THREE, games_in_ten

    text = (WEB.parent / "docs" / "ai.md").read_text(encoding="utf-8")
    table = text[text.index("### At 3 players"):]
    table = table[:table.index("Each level beside two of the level below")]
    rows = re.findall(r"^\| (Sequence|Sequoia|Sequitur) \| (easy|medium|hard|expert)\b[^|]* \| (\d+) \| \d+ \| \d+ \| "
                      r"\d+ \| [\d.]+ \| \*\*([\d.]+)%\*\*", table, re.M)
    measured = {(game.lower(), level): float(rate) / 100 for game, level, _n, rate in rows}
    said = {(game, level): rate for game, levels in MEASURED_AT_THREE.items() for level, rate in levels.items()}
    assert len(rows) == len(measured), rows  # one bold cell a level
    assert measured and set(measured) == set(said), (sorted(measured), sorted(said))
    for cell, rate in measured.items():
        assert abs(said[cell] - rate) < 0.0006, (cell, said[cell], rate)
    assert sorted(MEASURED_AT) == [2, 3]
    assert games_in_ten("sequence", "hard", 3) == 4 and games_in_ten("sequence", "hard", 4) is None


def _intervals(section: str, pattern: str) -> dict[tuple[str, str], list[tuple[int, float, float]]]:
    """(game, level) -> (games, low, high) of each row of a table of docs/ai.md that `pattern` matches."""
    found: dict[tuple[str, str], list[tuple[int, float, float]]] = {}
    for game, level, games, low, high in re.findall(pattern, section, re.M):
        found.setdefault((game.lower(), level), []).append((int(games), float(low), float(high)))
    return found


def test_only_an_expert_measured_stronger_than_hard_is_offered() -> None:
    """Issue 82: a game's setup offers its Expert, "The strongest", only where docs/ai.md measured it stronger
    than its Hard: head to head (the ladder's largest cell of Expert against Hard, its 95% interval above
    50%) or against the greedy baseline (its interval above Hard's); where it was not, the game withdraws it
    (engine/core/levels.py `WITHDRAWN`), and offers it again once it is."""
    text = (WEB.parent / "docs" / "ai.md").read_text(encoding="utf-8")
    rates = text[text.index("### The measured rates"):]
    rates = rates[:rates.index("**Through the page")]
    ladder = text[text.index("## The ladder against the casual players"):]
    ladder = ladder[:ladder.index("\n## ", 5)]
    against_greedy = _intervals(rates, r"^\| (Sequence|Sequoia|Sequitur) \| (hard|expert)\b[^|]* \| (\d+) \| "
                                       r"\d+ \| \d+ \| \d+ \| \*\*[\d.]+%\*\* \| ([\d.]+)-([\d.]+)% \|")
    head_to_head = _intervals(ladder, r"^\| (Sequence|Sequoia|Sequitur) \| (expert)\b[^|]* \| hard \| (\d+) \| "
                                      r"\d+ \| \d+ \|(?: \d+ \|)? \**[\d.]+%\** \| ([\d.]+)-([\d.]+)% \|")
    played = [game for game in GAMES if "expert" in ai_module(game).LEVELS]
    assert "sequence" in played and head_to_head.get(("sequence", "expert")), head_to_head
    for game in played:
        cells = head_to_head.get((game, "expert"))
        if cells:
            stronger = max(cells)[1] > 50.0
        else:
            expert, hard = against_greedy[(game, "expert")], against_greedy[(game, "hard")]
            stronger = expert[0][1] > hard[0][2]
        assert ("expert" in offered(game, ai_module(game).LEVELS)) == stronger, (game, cells, stronger)
