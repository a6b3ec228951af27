-- A host is paid only to a payout method on file (issue 38). A payout that falls due while its host has none is
-- held: it keeps its status ('scheduled', still upcoming money) and records when the run found no method. The
-- booking clock passes held payouts by (no payout run), and saving a payout method releases them: they are paid
-- at once (server/src/payouts/payout-run.ts).
alter table payouts add column held_at timestamptz;
create index payouts_held_idx on payouts (owner_id) where held_at is not null and status = 'scheduled';
