"""Table games: a desktop collection of Chinese and world table games."""
