-- Reliability (issue 24): throttle events in the order they were counted. An attempt is counted before it is
-- checked, and is judged by the attempts counted before it (lower id), so that of attempts sent at once the first
-- ones allowed are let through and the rest are held back (identity/rate-limit.ts `DatabaseRateLimiter.begin`).
ALTER TABLE rate_limit_events ADD COLUMN id bigserial;
