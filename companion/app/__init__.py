"""The desktop app (PySide6 widgets): views of the game that send actions through the session."""
