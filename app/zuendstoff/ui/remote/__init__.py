"""The far-away seat's side of internet play: File → Join a game…, and its window."""
