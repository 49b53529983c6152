"""Sequitur's goal cards in fewer words (issues 80, 84): each goal's short form, what a small card shows
where a table is short of room (sequitur.css `.sr-tight`: a small or short phone, a phone held sideways,
four seats or more on a phone), beside its whole text, which a screen reader hears and every sentence quotes
(card_words.goal_words). Each short form is a message of its own, translated as a word game's card is
written in that language ("4+ Buchstaben", "Acaba en ER"), never cut out of the whole text; a card with no
short form shows its whole text. Keyed by the card's English text (engine/sequitur/goals.py), so a card of
every catalog that says the same has the same short form, and ids and saves are untouched."""
from __future__ import annotations

from web.page.words import N_

# a card's English text -> its short form; each short form says all its card asks, as terse as a card
SHORT: dict[str, str] = {
    # Translators: a goal card's words, short, on a small card (the whole text: "A three-letter word with two vowels in a row")
    "A three-letter word with two vowels in a row": N_("3 letters, two vowels in a row"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of exactly four letters")
    "A word of exactly four letters": N_("Exactly 4 letters"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that ends in a letter worth 2 skill points or more")
    "A word that ends in a letter worth 2 skill points or more": N_("Ends in a letter worth 2+ skill points"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with a score of 8 or more")
    "A word with a score of 8 or more": N_("Score 8+"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that starts with a vowel")
    "A word that starts with a vowel": N_("Starts with a vowel"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that ends with a vowel")
    "A word that ends with a vowel": N_("Ends in a vowel"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that ends in S")
    "A word that ends in S": N_("Ends in S"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that ends in E")
    "A word that ends in E": N_("Ends in E"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word containing the letter R")
    "A word containing the letter R": N_("Contains R"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word containing the letter T")
    "A word containing the letter T": N_("Contains T"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word containing the letter N")
    "A word containing the letter N": N_("Contains N"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word containing the letter L")
    "A word containing the letter L": N_("Contains L"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word containing two different vowels")
    "A word containing two different vowels": N_("Two different vowels"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with more consonants than vowels")
    "A word with more consonants than vowels": N_("More consonants than vowels"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with exactly one vowel")
    "A word with exactly one vowel": N_("Exactly one vowel"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with 2 skill points or more")
    "A word with 2 skill points or more": N_("2+ skill points"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that starts with S or T")
    "A word that starts with S or T": N_("Starts with S or T"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that starts with a letter from A to M")
    "A word that starts with a letter from A to M": N_("Starts with A–M"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that starts with a letter from N to Z")
    "A word that starts with a letter from N to Z": N_("Starts with N–Z"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word using a letter worth 2 skill points or more")
    "A word using a letter worth 2 skill points or more": N_("A letter worth 2+ skill points"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more with no skill points")
    "A word of four letters or more with no skill points": N_("4+ letters, no skill points"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with as many vowels as consonants")
    "A word with as many vowels as consonants": N_("As many vowels as consonants"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word containing the letter D or G")
    "A word containing the letter D or G": N_("Contains D or G"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with some letter in it twice")
    "A word with some letter in it twice": N_("A letter twice"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with two vowels in a row")
    "A word with two vowels in a row": N_("Two vowels in a row"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with more vowels than consonants")
    "A word with more vowels than consonants": N_("More vowels than consonants"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A three-letter word ending in a vowel")
    "A three-letter word ending in a vowel": N_("3 letters, ends in a vowel"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more")
    "A word of four letters or more": N_("4+ letters"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with two consonants in a row")
    "A word with two consonants in a row": N_("Two consonants in a row"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with a score of 6 or more")
    "A word with a score of 6 or more": N_("Score 6+"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that ends in a letter worth skill points")
    "A word that ends in a letter worth skill points": N_("Ends in a letter with skill points"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word containing R, S or T")
    "A word containing R, S or T": N_("Contains R, S or T"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with exactly two vowels")
    "A word with exactly two vowels": N_("Exactly two vowels"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word containing E or I")
    "A word containing E or I": N_("Contains E or I"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A three-letter word whose only vowel is in the middle")
    "A three-letter word whose only vowel is in the middle": N_("3 letters, only vowel in the middle"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that starts with a letter worth skill points")
    "A word that starts with a letter worth skill points": N_("Starts with a letter with skill points"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that starts with a consonant and ends with a vowel")
    "A word that starts with a consonant and ends with a vowel": N_("Starts with a consonant, ends with a vowel"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that starts with a vowel and ends with a consonant")
    "A word that starts with a vowel and ends with a consonant": N_("Starts with a vowel, ends with a consonant"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word containing A or I")
    "A word containing A or I": N_("Contains A or I"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word containing I or O")
    "A word containing I or O": N_("Contains I or O"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more whose second letter is a vowel")
    "A word of four letters or more whose second letter is a vowel": N_("4+ letters, the second a vowel"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that ends in E or S")
    "A word that ends in E or S": N_("Ends in E or S"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that starts with R, S or T")
    "A word that starts with R, S or T": N_("Starts with R, S or T"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of five letters or more that is still a word with one letter removed")
    "A word of five letters or more that is still a word with one letter removed": N_("5+ letters, still a word minus one letter"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of five letters or more")
    "A word of five letters or more": N_("5+ letters"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A three-letter word with a score of 8 or more")
    "A three-letter word with a score of 8 or more": N_("3 letters, score 8+"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that starts and ends with the same letter")
    "A word that starts and ends with the same letter": N_("Starts and ends with the same letter"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that reads the same backwards (a palindrome)")
    "A word that reads the same backwards (a palindrome)": N_("A palindrome (the same backwards)"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more with a double letter")
    "A word of four letters or more with a double letter": N_("4+ letters, a double letter"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more using a letter worth 3 skill points or more")
    "A word of four letters or more using a letter worth 3 skill points or more": N_("4+ letters, a letter worth 3+ skill points"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with 5 skill points or more")
    "A word with 5 skill points or more": N_("5+ skill points"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that ends in D")
    "A word that ends in D": N_("Ends in D"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that ends in R")
    "A word that ends in R": N_("Ends in R"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more that starts with two consonants")
    "A word of four letters or more that starts with two consonants": N_("4+ letters, starts with two consonants"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more without an E or an A")
    "A word of four letters or more without an E or an A": N_("4+ letters, no E or A"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more whose letters are in alphabetical order, forwards or backwards")
    "A word of four letters or more whose letters are in alphabetical order, forwards or backwards": N_("4+ letters in alphabetical order, either way"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more that starts and ends with a vowel")
    "A word of four letters or more that starts and ends with a vowel": N_("4+ letters, starts and ends with a vowel"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word using a letter worth 5 skill points or more")
    "A word using a letter worth 5 skill points or more": N_("A letter worth 5+ skill points"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more with the same vowel twice")
    "A word of four letters or more with the same vowel twice": N_("4+ letters, the same vowel twice"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that is still a word with its first letter removed, and with its last")
    "A word that is still a word with its first letter removed, and with its last": N_("Still a word minus its first letter, and minus its last"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with two letters worth 2 skill points or more")
    "A word with two letters worth 2 skill points or more": N_("Two letters worth 2+ skill points"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more with two vowels or more, all the same vowel")
    "A word of four letters or more with two vowels or more, all the same vowel": N_("4+ letters, 2+ vowels, all the same"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more that spells another word backwards")
    "A word of four letters or more that spells another word backwards": N_("4+ letters, another word backwards"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A four-letter word with only one vowel, starting with two consonants")
    "A four-letter word with only one vowel, starting with two consonants": N_("4 letters, one vowel, starts with two consonants"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more that starts and ends with letters worth skill points")
    "A word of four letters or more that starts and ends with letters worth skill points": N_("4+ letters, first and last with skill points"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with three vowels or more")
    "A word with three vowels or more": N_("3+ vowels"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more ending in A, I, O or U")
    "A word of four letters or more ending in A, I, O or U": N_("4+ letters, ends in A, I, O or U"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that is still a word with one letter removed")
    "A word that is still a word with one letter removed": N_("Still a word minus one letter"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with another word of three letters or more inside it")
    "A word with another word of three letters or more inside it": N_("Another word of 3+ letters inside"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that starts with a letter worth 2 skill points or more")
    "A word that starts with a letter worth 2 skill points or more": N_("Starts with a letter worth 2+ skill points"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more with skill points")
    "A word of four letters or more with skill points": N_("4+ letters, with skill points"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with 3 skill points or more")
    "A word with 3 skill points or more": N_("3+ skill points"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more that starts with a consonant")
    "A word of four letters or more that starts with a consonant": N_("4+ letters, starts with a consonant"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word ending in A, I, O or U")
    "A word ending in A, I, O or U": N_("Ends in A, I, O or U"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word containing the letter E")
    "A word containing the letter E": N_("Contains E"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more with two vowels or more")
    "A word of four letters or more with two vowels or more": N_("4+ letters, 2+ vowels"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word containing B, C, D or G")
    "A word containing B, C, D or G": N_("Contains B, C, D or G"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A three-letter word with a score of 6 or more")
    "A three-letter word with a score of 6 or more": N_("3 letters, score 6+"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that spells another word backwards")
    "A word that spells another word backwards": N_("Another word backwards"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word containing R or N")
    "A word containing R or N": N_("Contains R or N"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word without an E or an A")
    "A word without an E or an A": N_("No E or A"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more, no letter used twice")
    "A word of four letters or more, no letter used twice": N_("4+ letters, no letter twice"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that ends with two consonants")
    "A word that ends with two consonants": N_("Ends in two consonants"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word containing L, M or N")
    "A word containing L, M or N": N_("Contains L, M or N"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word containing A or O")
    "A word containing A or O": N_("Contains A or O"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word containing N or T")
    "A word containing N or T": N_("Contains N or T"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word containing E or U")
    "A word containing E or U": N_("Contains E or U"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word containing L, S or T")
    "A word containing L, S or T": N_("Contains L, S or T"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that ends in S, T or D")
    "A word that ends in S, T or D": N_("Ends in S, T or D"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more whose letters are in alphabetical order, with skill points")
    "A word of four letters or more whose letters are in alphabetical order, with skill points": N_("4+ letters in alphabetical order, with skill points"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of six letters or more")
    "A word of six letters or more": N_("6+ letters"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with a score of 11 or more")
    "A word with a score of 11 or more": N_("Score 11+"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of six letters or more, no letter used twice")
    "A word of six letters or more, no letter used twice": N_("6+ letters, no letter twice"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of five letters or more with both S and T")
    "A word of five letters or more with both S and T": N_("5+ letters, with S and T"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word using two letters worth 3 skill points or more")
    "A word using two letters worth 3 skill points or more": N_("Two letters worth 3+ skill points"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of five letters or more using a letter worth 5 skill points or more")
    "A word of five letters or more using a letter worth 5 skill points or more": N_("5+ letters, a letter worth 5+ skill points"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of five letters or more that spells another word backwards")
    "A word of five letters or more that spells another word backwards": N_("5+ letters, another word backwards"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more that reads the same backwards")
    "A word of four letters or more that reads the same backwards": N_("4+ letters, a palindrome"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of five letters or more ending in ED or ING")
    "A word of five letters or more ending in ED or ING": N_("5+ letters, ends in ED or ING"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of five letters or more using only letters from A to M")
    "A word of five letters or more using only letters from A to M": N_("5+ letters, only A–M"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more using only letters from N to Z")
    "A word of four letters or more using only letters from N to Z": N_("4+ letters, only N–Z"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with three vowels in a row")
    "A word with three vowels in a row": N_("Three vowels in a row"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word without a vowel")
    "A word without a vowel": N_("No vowel"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of five letters or more that is still a word with its last letter removed")
    "A word of five letters or more that is still a word with its last letter removed": N_("5+ letters, still a word minus its last letter"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of five letters or more whose vowels and consonants alternate")
    "A word of five letters or more whose vowels and consonants alternate": N_("5+ letters, vowels and consonants alternate"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of five letters or more without an E")
    "A word of five letters or more without an E": N_("5+ letters, no E"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that ends in ER")
    "A word that ends in ER": N_("Ends in ER"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with 7 skill points or more")
    "A word with 7 skill points or more": N_("7+ skill points"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of five letters or more with no skill points")
    "A word of five letters or more with no skill points": N_("5+ letters, no skill points"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of five letters or more with a double letter")
    "A word of five letters or more with a double letter": N_("5+ letters, a double letter"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A five-letter word with only one vowel")
    "A five-letter word with only one vowel": N_("5 letters, only one vowel"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of five letters or more that starts with a vowel")
    "A word of five letters or more that starts with a vowel": N_("5+ letters, starts with a vowel"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of five letters or more ending in a vowel")
    "A word of five letters or more ending in a vowel": N_("5+ letters, ends in a vowel"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more whose letters are in alphabetical order")
    "A word of four letters or more whose letters are in alphabetical order": N_("4+ letters in alphabetical order"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more whose letters are in reverse alphabetical order")
    "A word of four letters or more whose letters are in reverse alphabetical order": N_("4+ letters in reverse alphabetical order"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more with both S and T")
    "A word of four letters or more with both S and T": N_("4+ letters, with S and T"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with a score of 10 or more")
    "A word with a score of 10 or more": N_("Score 10+"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more that starts and ends with the same letter")
    "A word of four letters or more that starts and ends with the same letter": N_("4+ letters, starts and ends with the same letter"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more with more vowels than consonants")
    "A word of four letters or more with more vowels than consonants": N_("4+ letters, more vowels than consonants"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with 6 skill points or more")
    "A word with 6 skill points or more": N_("6+ skill points"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that ends in Y")
    "A word that ends in Y": N_("Ends in Y"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of four letters or more using only letters from A to M")
    "A word of four letters or more using only letters from A to M": N_("4+ letters, only A–M"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of five letters or more, no letter used twice")
    "A word of five letters or more, no letter used twice": N_("5+ letters, no letter twice"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with three consonants in a row")
    "A word with three consonants in a row": N_("Three consonants in a row"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word of five letters or more with two different vowels")
    "A word of five letters or more with two different vowels": N_("5+ letters, two different vowels"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with three different vowels")
    "A word with three different vowels": N_("Three different vowels"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that reads the same backwards")
    "A word that reads the same backwards": N_("A palindrome"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that ends in O or A")
    "A word that ends in O or A": N_("Ends in O or A"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that ends in AR, ER or IR")
    "A word that ends in AR, ER or IR": N_("Ends in AR, ER or IR"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that ends in ON")
    "A word that ends in ON": N_("Ends in ON"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that ends in DO or DA")
    "A word that ends in DO or DA": N_("Ends in DO or DA"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with CH, LL, Ñ or RR")
    "A word with CH, LL, Ñ or RR": N_("With CH, LL, Ñ or RR"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that ends in ER, IR or RE")
    "A word that ends in ER, IR or RE": N_("Ends in ER, IR or RE"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with a double consonant")
    "A word with a double consonant": N_("A double consonant"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with OU or OI")
    "A word with OU or OI": N_("With OU or OI"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with EU or EAU")
    "A word with EU or EAU": N_("With EU or EAU"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that ends in E or N")
    "A word that ends in E or N": N_("Ends in E or N"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with Ä, Ö or Ü")
    "A word with Ä, Ö or Ü": N_("With Ä, Ö or Ü"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with EI or IE")
    "A word with EI or IE": N_("With EI or IE"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that ends in EN or ER")
    "A word that ends in EN or ER": N_("Ends in EN or ER"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that starts with BE, GE or VER")
    "A word that starts with BE, GE or VER": N_("Starts with BE, GE or VER"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that ends in I")
    "A word that ends in I": N_("Ends in I"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that starts with RI, or with S and a consonant")
    "A word that starts with RI, or with S and a consonant": N_("Starts with RI or S + consonant"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that ends in ARE, ERE or IRE")
    "A word that ends in ARE, ERE or IRE": N_("Ends in ARE, ERE or IRE"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that ends in TO or TA")
    "A word that ends in TO or TA": N_("Ends in TO or TA"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that ends in AO")
    "A word that ends in AO": N_("Ends in AO"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with OU or EI")
    "A word with OU or EI": N_("With OU or EI"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that ends in M")
    "A word that ends in M": N_("Ends in M"),
}
# Dutch's and Polish's cards (engine/sequitur/goals.py `_OWN`); "A word that starts with BE, GE or VER" is German's too
SHORT.update({
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with IJ or EI")
    "A word with IJ or EI": N_("With IJ or EI"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word that ends in EN")
    "A word that ends in EN": N_("Ends in EN"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with OE or UI")
    "A word with OE or UI": N_("With OE or UI"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with AA, OO or UU")
    "A word with AA, OO or UU": N_("With AA, OO or UU"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with Ł")
    "A word with Ł": N_("With Ł"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with Ą or Ę")
    "A word with Ą or Ę": N_("With Ą or Ę"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with Ć, Ń, Ś or Ź")
    "A word with Ć, Ń, Ś or Ź": N_("With Ć, Ń, Ś or Ź"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with Ż or RZ")
    "A word with Ż or RZ": N_("With Ż or RZ"),
    # Translators: a goal card's words, short, on a small card (the whole text: "A word with CH, CZ, RZ or SZ")
    "A word with CH, CZ, RZ or SZ": N_("With CH, CZ, RZ or SZ"),
})
