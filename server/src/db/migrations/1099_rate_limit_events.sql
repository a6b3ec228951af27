-- Reliability (issue 24): throttle counters in the database, so that several server processes on one PostgreSQL
-- share them. One row per counted event (a failed sign-in, a recovery request...), pruned past the longest window.
CREATE TABLE rate_limit_events (
  name text NOT NULL,
  key text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX rate_limit_events_lookup ON rate_limit_events (name, key, at);
CREATE INDEX rate_limit_events_at ON rate_limit_events (at);
