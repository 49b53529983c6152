"""Sequoia (seeds/sequoia-rules.txt, RULINGS Sequoia 1-7): forests, dice,
trees, point tokens, ties and tiebreaker turns, on the shared core."""
