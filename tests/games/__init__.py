"""Rules tests of each game."""
