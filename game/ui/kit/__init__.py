"""The table kit: what every table of its own shares, so a new table declares and does
not hand-write. `motion` plays declared event motion (`game.core.events`) on a table
that says where its zones are and how its pieces look."""
