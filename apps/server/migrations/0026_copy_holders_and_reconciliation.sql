-- Controlled copies (issue 17): a holder may be a user of the system (told when the copy is to be brought back), and
-- a copy's status change records why and by whom (returned or destroyed with a reason; recalled because superseded).
-- ADD COLUMN fires no row trigger: the append-only triggers of 0025 stay as they are; the status-only rule is
-- extended so the reason and the person change only together with the status, never on their own afterwards.
ALTER TABLE "document_prints" ADD COLUMN "holder_user_id" uuid REFERENCES "users"("id");
--> statement-breakpoint
ALTER TABLE "document_copies" ADD COLUMN "status_reason" text;
--> statement-breakpoint
ALTER TABLE "document_copies" ADD COLUMN "status_changed_by" uuid REFERENCES "users"("id");
--> statement-breakpoint
CREATE INDEX "document_prints_holder_idx" ON "document_prints" ("holder_user_id") WHERE "holder_user_id" IS NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION document_copies_status_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id IS DISTINCT FROM OLD.id OR NEW.print_id IS DISTINCT FROM OLD.print_id OR NEW.version_id IS DISTINCT FROM OLD.version_id
     OR NEW.controlled IS DISTINCT FROM OLD.controlled OR NEW.number IS DISTINCT FROM OLD.number THEN
    RAISE EXCEPTION 'document_copies: only a copy''s status may change' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status AND NOT (
       (OLD.status = 'issued' AND NEW.status IN ('to-recall', 'returned', 'destroyed'))
    OR (OLD.status = 'to-recall' AND NEW.status IN ('returned', 'destroyed'))) THEN
    RAISE EXCEPTION 'document_copies: a copy cannot go from % to %', OLD.status, NEW.status USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW.status IS NOT DISTINCT FROM OLD.status AND (
       NEW.status_reason IS DISTINCT FROM OLD.status_reason OR NEW.status_changed_by IS DISTINCT FROM OLD.status_changed_by
    OR NEW.status_changed_at IS DISTINCT FROM OLD.status_changed_at) THEN
    RAISE EXCEPTION 'document_copies: a status change''s reason, person and time change only with the status' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;
