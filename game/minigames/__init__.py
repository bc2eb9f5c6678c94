"""Dexterity minigames: pymunk scenes driven one fixed step at a time by cursor samples.

Humans feed the mouse, computer players feed generated cursor paths: both go through
a scene's `feed(sample)`, so a computer cannot set an outcome, only perform it. The
scenes never import pygame; the UI draws them from their public state.
"""
