"""Components made once, the same in every game: the cover, the question dialog, the message
line, seat pills, the reveal, the log, the end screen, "Why?", "Suggest a move"."""
