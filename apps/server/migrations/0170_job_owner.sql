-- Issue 32 item 6: a claim names the instance that holds it, so an instance restarted after a kill takes back its
-- own jobs at once instead of waiting their lease out; leases are short and renewed by the running attempt.
ALTER TABLE "jobs" ADD COLUMN "locked_by" text;
