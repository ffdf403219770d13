-- Backups (issue 19): one row per archive, from the moment it is started. An archive holds the database dump, every
-- stored file the database refers to and the audit checkpoints, with a manifest of their SHA-256; the archive's own
-- SHA-256 is recorded here and beside the file. Rows are kept after an archive is pruned, so the history of backups
-- taken (Annex 11 §7.2) stays.
CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text NOT NULL,
	"trigger" text NOT NULL,
	"requested_by" uuid REFERENCES "users"("id"),
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"file_name" text NOT NULL,
	"location" text NOT NULL,
	"database_kind" text NOT NULL,
	"size_bytes" bigint,
	"sha256" text,
	"total_bytes" bigint,
	"done_bytes" bigint DEFAULT 0 NOT NULL,
	"counts" jsonb,
	"error" text,
	"pruned_at" timestamp with time zone,
	"last_verified_at" timestamp with time zone,
	"last_verified_ok" boolean,
	CONSTRAINT "backups_status_valid" CHECK ("status" in ('running','succeeded','failed','pruned')),
	CONSTRAINT "backups_trigger_valid" CHECK ("trigger" in ('manual','schedule','cli')),
	CONSTRAINT "backups_file_name_unique" UNIQUE ("file_name")
);
--> statement-breakpoint
CREATE INDEX "backups_started_idx" ON "backups" ("started_at" DESC, "id");
