"""The playgroup's history: an index of every game's journal in SQLite, and figures across games.

Qt-free. The journals stay the one record: the index (`store.History`) is rebuilt from them at any
time, picks up added, changed and removed journals by their size and time, and is thrown away and
rebuilt when it is damaged. `record` reads one journal into a row, `figures` counts across rows.
"""
