"""Webhooks: a session may name a URL that the referee POSTs its events to, each move or
only its end, signed per Standard Webhooks (docs/sessions.md, "Webhooks").

The request that makes a move only schedules a delivery job (`scheduled`), on the same
job runners as the tables' turns (service/tables: in-process or Dramatiq). The job
(`deliver.deliver`) walks the session's log from the cursor the store keeps for it, so
each event goes at least once and in version order, and a failed one is retried with
backoff without ever holding a move up."""
