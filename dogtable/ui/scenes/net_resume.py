"""Opening a saved game that was a home network table: on the network again.

Continue (after the host quit or crashed) and Load go through ``open_saved_session``.  If
this computer hosted the game (net/hosted_tables.py knows it by game, seed and seat names),
the table is served again before it is put on screen, with the same join code and port, so
the players' computers, still retrying, find it and get their seats back.  If that port is
taken now, the table listens on another one and says the new address.  If the table cannot
listen at all, the game opens at this screen as before (remote seats play here) and says
why.  Any other game opens as always.
"""
from __future__ import annotations

import sys
import traceback


def reopen_hosted(app, session) -> tuple[str, dict] | None:
    """Serve ``session`` again if it was hosted here (sets ``session.net``); returns the
    notice to show (translation key, params), or None for a game of one screen."""
    from dogtable.net.hosted_tables import recall, remember

    if getattr(session, "net", None) is not None or session.is_over():
        return None
    note = recall(session)
    if note is None:
        return None
    from dogtable.net.host import TableHost
    from dogtable.net.remote_session import HostLink
    from dogtable.ui.scenes.net_lobby import local_addresses
    from dogtable.ui.wake import post_wake

    host = None
    try:
        host = TableHost(session, note["remote"], code=note["code"], port=note["port"],
                         settings=app.settings, on_ui=True, wake=post_wake)
        key = "net.resume.open_again"
        try:
            host.start()
        except OSError:
            if not note["port"]:
                raise
            host.port = 0          # the old port is someone else's now: any free one
            host.start()
            key = "net.resume.new_port"
    except Exception as exc:
        traceback.print_exc(file=sys.stderr)
        if host is not None:
            host.stop()
        return "net.resume.failed", {"detail": str(exc)[:80]}
    link = HostLink(host)
    link.addresses = local_addresses(host.port, app.settings)
    session.net = link
    remember(session, note["remote"], host.code, host.port)
    return key, {"address": ", ".join(link.addresses), "code": host.code, "port": note["port"]}


def open_saved_session(app, session):
    """Put a saved or resumed game on the table (served again if it was a hosted table);
    returns the table scene or None, as ``app.scenes.start("session", ...)``."""
    notice = reopen_hosted(app, session)
    scene = app.scenes.start("session", session, autosave=True)
    net = getattr(session, "net", None)
    if scene is None and net is not None:    # the table did not open: nobody is served
        net.close()
    if notice is not None:
        key, params = notice
        from dogtable import i18n

        app.toast(i18n.t(key, **params), seconds=12.0)
    return scene
