"""Sequence: cards and a board, jacks that place or remove chips, five in a row."""

from engine.sequence.state import SequenceState

__all__ = ["SequenceState"]
