"""The statistics views. Import `companion.app.stats.panel` only when the stats are first shown:
it loads pyqtgraph and numpy, which start-up must not pay for. This package itself imports nothing.
"""
