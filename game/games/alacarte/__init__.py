"""A la Carte: 2 to 4 chefs heat, season and flip their way to five dishes."""
