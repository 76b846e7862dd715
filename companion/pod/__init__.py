"""The pod (issue 17): every player's phone joins the table over the local network.

Headless, like companion.overlay, on the hardening both share in companion.web (the `guard` lobby
and doorman, `limits`, the `security` rules and the WebSocket framing), never on the overlay
itself: QtCore, QtNetwork and QtHttpServer only, nothing of companion.app. `server.PodServer`
serves the phone page (resources/pod/) over HTTP and talks to the phones over one WebSocket port
(`socket.PhoneSocket`: phones send requests, unlike the overlay's push-only feed); `payload` shapes
what a phone gets, `strings` its words. The seats, their tokens and what a phone may change are
`companion.shell.pod`'s; every change goes through the app's one session (one writer). The
desktop's Invite phones dock is `companion.app.pod`.
"""
