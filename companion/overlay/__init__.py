"""The streaming overlay's server: a read-only view of the live game for OBS (docs/streaming.md).

Headless: no widgets and nothing of companion.app (QtCore, QtNetwork and QtHttpServer only;
tests/overlay/test_overlay_units.py checks it). `server.OverlayServer` serves the page and its
state over HTTP (Qt's QHttpServer, behind `guard`'s lobby and doorman) and pushes every change over
a WebSocket (`feed.OverlayFeed`), both in the Qt event loop; `limits` bounds what any client may
take of the app (docs/streaming.md, Limits). It reads the game
through `source.GameSource` (state, colours, changed/reset), which the app's GameSession is.
`payload` shapes the messages, `strings` the words per language, `security` the rules.
The widgets that drive it (the dock's controls, the chroma-key window) are `companion.app.overlay`.
Nothing here changes the game.
"""
