"""Goal calibration (docs/goals.md): for each goal card of a catalog, how
often it can be met from a random rack, i.e. how often some word the rack
can spell (either way, blank and Q as chosen) fulfils it. Racks are 8 balls
from a full bag, the size after step 1 before any card; the same racks for
every goal. Each colour's mean is set beside its published card's rate
(AIR, STAIR to STAR, ADDER: the calibration's yardstick, RULINGS Sequitur 1).

    python3 -m bench.goals [--catalog 2] [--racks 2000] [--seed 1] [--language es]

With `--language es` (or `fr`, `de`, `it`, `pt-BR`, `nl`, `pl`) the racks are of the Spanish (French, German) balls and the
words Spanish (French, German): every card of every catalog (but those English words' endings ask
for, and those written for another language) is measured, the deck of the language's new games marked (docs/goals.md,
"The Spanish deck", "The French deck", "The German deck", "The Italian deck", "The Brazilian Portuguese deck",
"The Dutch deck", "The Polish deck").
"""
from __future__ import annotations

import argparse
import statistics
from typing import Iterable

from engine.core.rng import Rng
from engine.sequitur import dictionary
from engine.sequitur.goals import (
    BY_ID, CATALOG, CATALOGS, COLOURS, ENGLISH_ONLY, OWN_LANGUAGE, PUBLISHED, Goal, catalog_goals, dealt_catalog, deck,
)
from engine.sequitur.spelling import read_word, reachable_words

RACK = 8


def calibrate(racks: int, seed: int, goals: Iterable[Goal] | None = None, language: str = "en") -> dict[str, float]:
    """Goal id -> fraction of random racks from which it can be met (by
    default the goals of the catalog of new games), with the balls and words of `language`."""
    goals = tuple(catalog_goals(CATALOG) if goals is None else goals)
    words = dictionary.load(language=language)
    rng = Rng(seed)
    met = {g.id: 0 for g in goals}
    for _ in range(racks):
        bag = words.letters.full_bag()
        rng.shuffle(bag)
        rack = bag[:RACK]
        found = [read_word(rack, spell, words.letters) for spell in reachable_words(rack, words).values()]
        for g in goals:
            if any(g.test(w, words) for w in found):
                met[g.id] += 1
    return {gid: count / racks for gid, count in met.items()}


def colour_means(rates: dict[str, float], catalog: int) -> dict[str, float]:
    """Each colour's mean rate over its cards in `catalog`."""
    return {colour: statistics.mean(rates[g] for g in CATALOGS[catalog][colour]) for colour in COLOURS}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--catalog", type=int, default=CATALOG, choices=sorted(CATALOGS))
    parser.add_argument("--racks", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--language", default="en", choices=dictionary.LANGUAGES)
    args = parser.parse_args()
    if args.language != "en":
        return other_language(args)
    goals = catalog_goals(args.catalog)
    published = [] if any(p not in {g.id for g in goals} for p in PUBLISHED.values()) else list(PUBLISHED.values())
    rates = calibrate(args.racks, args.seed, goals)
    print(f"Catalog {args.catalog}: {args.racks} random racks of {RACK} balls, seed {args.seed}\n")
    for colour in COLOURS[::-1]:
        cards = [g for g in goals if g.colour == colour]
        values = [rates[g.id] for g in cards]
        yardstick = next((f", published {g.id} {100 * rates[g.id]:.0f}%" for g in cards if g.id in published), "")
        print(f"### {colour.capitalize()} (mean {100 * statistics.mean(values):.0f}%, "
              f"min {100 * min(values):.0f}%, max {100 * max(values):.0f}%{yardstick})\n")
        print("| id | goal | met | examples |\n|---|---|---|---|")
        for g in cards:
            print(f"| {g.id} | {g.text} | {100 * rates[g.id]:.0f}% | {', '.join(e.upper() for e in g.examples)} |")
        print()



def other_language(args: argparse.Namespace) -> None:
    """Every card that reads the language, by its colour, its rate, and whether the language's deck
    holds it."""
    pool = sorted((g for g in BY_ID.values() if g.id not in ENGLISH_ONLY
                   and OWN_LANGUAGE.get(g.id, args.language) == args.language), key=lambda g: g.id)
    rates = calibrate(args.racks, args.seed, pool, args.language)
    held = {gid for ids in deck(dealt_catalog(args.language), args.language).values() for gid in ids}
    print(f"{args.language}: {args.racks} random racks of {RACK} balls, seed {args.seed}\n")
    for colour in COLOURS[::-1]:
        cards = [g for g in pool if g.colour == colour]
        kept = [rates[g.id] for g in cards if g.id in held]
        if kept:
            print(f"### {colour.capitalize()} (the deck's {len(kept)}: mean {100 * statistics.mean(kept):.0f}%, "
                  f"min {100 * min(kept):.0f}%, max {100 * max(kept):.0f}%)\n")
        print("| id | goal | met | in the deck |\n|---|---|---|---|")
        for g in sorted(cards, key=lambda g: -rates[g.id]):
            print(f"| {g.id} | {g.text} | {100 * rates[g.id]:.0f}% | {'yes' if g.id in held else ''} |")
        print()


if __name__ == "__main__":
    main()
