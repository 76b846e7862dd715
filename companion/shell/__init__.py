"""The shell: the Qt-free layer between the pure core and every view.

It owns what the table, the overlay and (next) phones must agree on: the live session and its
journal file, the game's flow (open questions, what End turn and Done do), every sentence as a
message key, the command registry, the language and rule texts, settings, paths and the games list.
Nothing here imports Qt; views render what it says and send it commands.
"""
