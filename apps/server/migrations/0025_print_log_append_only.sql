-- The print log is a record of what paper exists: a print is never changed or removed, and a copy keeps who, what
-- and which number it is for good; only its status moves on (issued → to-recall → returned or destroyed), never back.
CREATE TRIGGER document_prints_no_update_delete BEFORE UPDATE OR DELETE ON document_prints
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER document_prints_no_truncate BEFORE TRUNCATE ON document_prints
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER document_copies_no_delete BEFORE DELETE ON document_copies
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER document_copies_no_truncate BEFORE TRUNCATE ON document_copies
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE FUNCTION document_copies_status_only() RETURNS trigger
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
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER document_copies_status_only BEFORE UPDATE ON document_copies
  FOR EACH ROW EXECUTE FUNCTION document_copies_status_only();
