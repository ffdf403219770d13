CREATE TABLE "audit_seals" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"mac" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_seals" ADD CONSTRAINT "audit_seals_seq_audit_events_seq_fk" FOREIGN KEY ("seq") REFERENCES "public"."audit_events"("seq") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Seals are evidence like the events they seal: never changed or removed (refuse_change: migration 0005).
CREATE TRIGGER audit_seals_no_update_delete BEFORE UPDATE OR DELETE ON audit_seals
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_seals_no_truncate BEFORE TRUNCATE ON audit_seals
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
