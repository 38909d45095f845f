"""Play across the home network: one computer hosts the table, the others join it.

The host's Session is the only authority (host.py); a client (client.py) sends the action it
wants and receives only its seat's view and the events redacted for its seat.  Messages are
versioned JSON with a size limit and a schema check (protocol.py); a short join code
(join_code.py) keeps strangers out; discovery (discovery.py) advertises tables with DNS-SD
except in loopback-only mode (loopback.py), where every socket stays on 127.0.0.1 / ::1.
Nothing here imports pygame, and websockets / zeroconf are imported only when used.
"""
