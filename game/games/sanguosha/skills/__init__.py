"""The characters' skills (§7), one module per character, each skill an `Ability`
registered under its key. Importing this package registers them all."""

from game.games.sanguosha.skills import lu_bu, zhang_fei  # noqa: F401
