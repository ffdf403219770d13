-- Issue 37 item 5: queued e-mail is sent by the job queue, one `send-mail` job per mail_outbox row, its singleton key
-- the row's id. Each queue pass looks for pending rows with no such job (mail just queued, and mail left pending by
-- the release before, which sent it by a poller of its own): this index answers that lookup without a scan of the
-- jobs kept after finishing. The rows pending at the upgrade get their jobs at the first pass; no data moves here.
CREATE INDEX "jobs_name_singleton_key_idx" ON "jobs" ("name", "singleton_key") WHERE "singleton_key" IS NOT NULL;
