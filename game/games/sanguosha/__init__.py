"""Sanguosha 三国杀, identity mode, standard edition (rules sheet: shared/rules/sanguosha.md).

Not in the catalogue yet: so far the package holds the pure data and rules (cards,
characters, identities, distance, strings) the model will be built on.
"""
