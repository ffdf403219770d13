-- Backups (issue 19): one running backup at a time, held by the database rather than by a read-then-insert, so two
-- starts at the same moment (two requests, two instances, the schedule and the command line) start one. The process
-- taking a backup writes heartbeat_at every 30 seconds; a running row not heard from for 5 minutes was left by a
-- process that stopped (killed, crashed) and the next start marks it failed (backups.service.ts).
ALTER TABLE "backups" ADD COLUMN "heartbeat_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "backups" SET "heartbeat_at" = coalesce("finished_at", "started_at");
--> statement-breakpoint
ALTER TABLE "backups" ALTER COLUMN "heartbeat_at" SET NOT NULL;
--> statement-breakpoint
-- Two running rows can exist only from the race this index closes: the older ones stopped being taken long ago.
UPDATE "backups" SET "status" = 'failed', "finished_at" = "heartbeat_at", "error" = 'Interrupted: the process taking it stopped before it finished.'
WHERE "status" = 'running' AND "id" <> (SELECT "id" FROM "backups" WHERE "status" = 'running' ORDER BY "started_at" DESC, "id" LIMIT 1);
--> statement-breakpoint
CREATE UNIQUE INDEX "backups_one_running" ON "backups" ("status") WHERE "status" = 'running';
