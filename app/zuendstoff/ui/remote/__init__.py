"""The far-away seat's side of internet play: Game → Join a game far away…, and its window."""
