"""The main window and the parts it composes: the game's files, the docks, the History page."""
