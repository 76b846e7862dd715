"""The streaming overlay: a read-only view of the live game for OBS (docs/streaming.md).

`server.OverlayServer` serves the page and its state over HTTP (Qt's QHttpServer) and pushes every
change over a WebSocket (`feed.OverlayFeed`), both in the Qt event loop. `chroma.ChromaWindow` shows
the same overlay in a frameless window on a key colour for Window Capture; `controls` holds the
toggle the main window shows. Nothing here changes the game.
"""
