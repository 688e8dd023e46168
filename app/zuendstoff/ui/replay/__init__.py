"""The replay viewer and the game history."""
