-- Installation qualification runs (issue 24): an administrator checks the live installation from System
-- Administration (versions, migrations applied, audit chain intact, configuration without secrets). Each run keeps
-- its findings and the SHA-256 of its PDF report, stored in the blob store. A run is a record: the database refuses
-- to change or remove it.
CREATE TABLE "installation_qualifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"run_by" uuid NOT NULL REFERENCES "users"("id"),
	"status" text NOT NULL,
	"findings" jsonb NOT NULL,
	"report_sha256" text NOT NULL REFERENCES "blobs"("sha256"),
	"report_size" bigint NOT NULL,
	CONSTRAINT "installation_qualifications_status_valid" CHECK ("status" in ('pass','warn','fail'))
);
--> statement-breakpoint
CREATE INDEX "installation_qualifications_run_at_idx" ON "installation_qualifications" ("run_at" DESC, "id");
--> statement-breakpoint
CREATE TRIGGER installation_qualifications_no_update_delete BEFORE UPDATE OR DELETE ON installation_qualifications
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER installation_qualifications_no_truncate BEFORE TRUNCATE ON installation_qualifications
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
