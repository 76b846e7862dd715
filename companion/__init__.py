"""Commander Companion: a table-side tracker for paper Commander games, built around the monarch."""

__version__ = "0.1.0"
__all__ = ["__version__"]
