-- Change requests (issue 18): the creator may withdraw a request while it waits for the other party's answer.
alter table change_requests drop constraint change_requests_status_check;
alter table change_requests add constraint change_requests_status_check
  check (status in ('Draft', 'Pending', 'Approved', 'Rejected', 'Withdrawn'));
