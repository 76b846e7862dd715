"""Widgets of the main window; each subscribes to the GameSession and sends it actions."""
