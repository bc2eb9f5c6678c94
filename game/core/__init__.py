"""The shared model layer. Pure Python: nothing here may import pygame."""
