"""The stream overlay's widgets: the dock's controls and the chroma-key window.

The server they drive is `companion.overlay` (headless: no widgets, nothing of companion.app);
`controls.OverlayControls` starts and stops it and remembers the streamer's choices,
`chroma.ChromaWindow` paints the same overlay on a key colour for Window Capture.
"""
