"""What the app's chart views share: the pyqtgraph chart kit (kit.py, which loads pyqtgraph) and
their export to a file (export.py, which does not)."""
