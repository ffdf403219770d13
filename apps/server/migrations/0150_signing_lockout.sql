-- Failed signing attempts count per person, across sessions and server instances (21 CFR 11.300(d)): the count and
-- the lock move from the session to the user, so signing out and in again no longer gives fresh attempts.
ALTER TABLE "users" ADD COLUMN "signing_failures" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signing_locked_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "signing_failures";
