-- Change requests (issue 38): a request still waiting when its booking is cancelled, declined, expires or ends is
-- closed in the same transaction (Closed): nobody can answer it any more, and the booking page says so.
alter table change_requests drop constraint change_requests_status_check;
alter table change_requests add constraint change_requests_status_check
  check (status in ('Draft', 'Pending', 'Approved', 'Rejected', 'Withdrawn', 'Closed'));
