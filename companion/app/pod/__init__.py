"""The pod's widgets: the Invite phones dock (the switch, the address, the QR codes, the seats).

The server they drive is `companion.pod` (headless: no widgets, nothing of companion.app);
`controls.PodControls` builds it on first use, starts and stops it, shows the table's and each
seat's join code and lets the host revoke a seat's phone. Nothing here holds game state.
"""
