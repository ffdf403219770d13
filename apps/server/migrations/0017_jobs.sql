-- The one background-job queue (DESIGN §5.1). Instances claim due rows with FOR UPDATE SKIP LOCKED and hold them
-- for a lease (locked_until): a job whose instance died is claimed again once its lease runs out. Times are
-- written by the application's clock, not now(), so tests move time instead of waiting.

CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"singleton_key" text,
	-- The cron occurrence this job is (null for enqueued jobs).
	"scheduled_for" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_valid" CHECK ("status" IN ('queued', 'running', 'succeeded', 'failed')),
	CONSTRAINT "jobs_attempts_valid" CHECK ("max_attempts" >= 1 AND "attempts" >= 0)
);
--> statement-breakpoint
-- What the poll looks at: queued jobs by due time, and running ones whose lease may have run out.
CREATE INDEX "jobs_due_idx" ON "jobs" ("run_at") WHERE "status" IN ('queued', 'running');
--> statement-breakpoint
-- A singleton key admits one unfinished job per name; once it finishes the key is free again.
CREATE UNIQUE INDEX "jobs_singleton_idx" ON "jobs" ("name", "singleton_key")
	WHERE "singleton_key" IS NOT NULL AND "status" IN ('queued', 'running');
--> statement-breakpoint
-- Each cron occurrence exists once, however many instances create it.
CREATE UNIQUE INDEX "jobs_occurrence_idx" ON "jobs" ("name", "scheduled_for") WHERE "scheduled_for" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "jobs_status_created_idx" ON "jobs" ("status", "created_at" DESC);
