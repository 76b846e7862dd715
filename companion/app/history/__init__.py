"""The History page: every game the playgroup played, and the stats across them (the charts load
pyqtgraph when first shown)."""
