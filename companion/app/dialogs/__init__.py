"""Dialogs: new game, combat damage, becoming the monarch."""
