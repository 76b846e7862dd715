"""Data files shipped with the app (crown artwork, card list, rule texts, overlay, translations).

Installed as the package `companion.resources` so a plain `pip install` carries them.
"""
