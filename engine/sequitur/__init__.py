"""Sequitur: letter racks, action cards, goal cards and a real dictionary."""
