"""The guarded serving both servers use, and what both pages read (Qt's network, no widgets).

`guard` (the lobby of new connections), `limits` (what any client may take), `security` (tokens,
headers, CSP, static files), `websocket` (RFC 6455 on QTcpSockets), `source` (the read-only game a
page shows) and `strings` (each language's words for the pages). The overlay (`companion.overlay`)
and the phones (`companion.pod`) build on these and never on each other.
"""
