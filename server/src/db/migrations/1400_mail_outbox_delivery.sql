-- Durable mail (issue 36): mail_outbox (migration 0101) becomes a real outbox. A mail is written in the transaction
-- of the change that causes it (mail/mailer.ts `send(message, trx)`), then delivered by the outbox worker
-- (mail/outbox-worker.ts), which claims due rows (for update skip locked, with a lease), sends each with a stable
-- Message-ID, and on failure retries later with a growing wait, up to a number of attempts.
alter table mail_outbox
  -- Attempts made so far (each claim counts one).
  add column attempts integer not null default 0,
  -- When the mail may be tried (again): now when written, later after a failure.
  add column next_attempt_at timestamptz not null default now(),
  -- A worker holds the mail until then (a worker that died mid-send lets it go when the lease ends).
  add column claimed_until timestamptz,
  -- Given up (too many failures, or too old to send): no worker picks it again.
  add column failed_at timestamptz;
-- Mail written before this migration was either sent, or kept in the outbox only (no SMTP configured): the worker
-- never sends mail older than its age limit, so turning SMTP on later does not send a backlog of old mail.
create index mail_outbox_due_idx on mail_outbox (next_attempt_at, id) where sent_at is null and failed_at is null;
