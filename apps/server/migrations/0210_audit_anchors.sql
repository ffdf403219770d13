-- Issue 33 items 1 and 2: heads of the audit trail (sequence number and keyed seal) recorded by every signed
-- audit-trail review and every backup manifest. Verification holds the trail against each of them, as against the
-- signed checkpoints: events removed after a review or a backup are reported as truncated, a replaced tail as such.
CREATE TABLE "audit_anchors" (
  "id" bigserial PRIMARY KEY,
  "source" text NOT NULL CONSTRAINT "audit_anchors_source_valid" CHECK ("source" IN ('review', 'backup')),
  -- The review's id or the backup archive's file name.
  "ref" text NOT NULL,
  "seq" bigint NOT NULL,
  "mac" text NOT NULL,
  "recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_anchors_seq_idx" ON "audit_anchors" ("seq");
--> statement-breakpoint
-- Evidence, like the seals: never changed or removed by the server.
CREATE TRIGGER audit_anchors_no_update_delete BEFORE UPDATE OR DELETE ON audit_anchors
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_anchors_no_truncate BEFORE TRUNCATE ON audit_anchors
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
-- Signatures (releases are signed) and releases are announced as their own kinds of change, so every instance's
-- checkpointer writes a checkpoint at once after them rather than within the delay.
CREATE FUNCTION attest_notify_kind() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('attest_events', json_build_object('k', 'c', 'e', TG_ARGV[0])::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER signatures_announce AFTER INSERT ON signatures
  FOR EACH STATEMENT EXECUTE FUNCTION attest_notify_kind('signature');
--> statement-breakpoint
CREATE TRIGGER effective_records_announce AFTER INSERT ON effective_records
  FOR EACH STATEMENT EXECUTE FUNCTION attest_notify_kind('release');
