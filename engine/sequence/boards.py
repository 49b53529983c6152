"""The boards the project ships, as board-file text.

`CLASSIC` is `shared/data/sequence-board-classic.txt` (RULINGS Sequence 1);
a test checks the two stay identical. `CUSTOM` is the project's custom board
for the bordered-card variant (RULINGS Sequence 12): every non-jack card
twice, the two copies of a card at least three spaces apart.
"""

CLASSIC = """\
# The classic Sequence board, 10 rows x 10 columns, top row first, as printed.
# Card codes: rank (A 2 3 4 5 6 7 8 9 T Q K) + suit (S H D C); XX = printed free corner.
# Each of the 48 non-jack cards appears exactly twice; jacks never appear.
# The same grid is the board of the published game and of public engines that reproduce it;
# it is an inward clockwise spiral: spades and diamonds run 2..K,A; clubs and hearts run A,K..2.
XX 2S 3S 4S 5S 6S 7S 8S 9S XX
6C 5C 4C 3C 2C AH KH QH TH TS
7C AS 2D 3D 4D 5D 6D 7D 9H QS
8C KS 6C 5C 4C 3C 2C 8D 8H KS
9C QS 7C 6H 5H 4H AH 9D 7H AS
TC TS 8C 7H 2H 3H KH TD 6H 2D
QC 9S 9C 8H 9H TH QH QD 5H 3D
KC 8S TC QC KC AC AD KD 4H 4D
AC 7S 6S 5S 4S 3S 2S 2H 3H 5D
XX AD KD QD TD 9D 8D 7D 6D XX
"""

CUSTOM = """\
# The project's custom Sequence board, for the bordered-card variant.
# 10 x 10, four free corners (XX); every non-jack card twice, copies far apart.
XX TD 7C 4S KS 4C 5S 6D 2C XX
8C 8H 5H AC QC 8D TH 4S 8S 2S
3C 9S 6D 7D TC 6C KC 3S 8H 4C
3D 6S TS AD 6H AH 3H 2H 3D 8D
QD KD 9H 4H 5C KH QD 7H TS 8S
2H QS QC 4D 5S 9C 7S KC 9H 6H
5D AC 2C 3H 3S AH 9S 3C AS QH
9D TC 6C 2S QS 9D KD 7D 2D TD
7H 7S 2D 7C KH AD 5C 5H 6S KS
XX TH 9C QH AS 4D 8C 5D 4H XX
"""
