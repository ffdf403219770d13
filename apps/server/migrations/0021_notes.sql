-- Notes on a document version (spec 02 §3 "Document comment (viewer)"): sticky notes at a page position (x, y as a
-- share of the page from its top-left corner) and general comments.
CREATE TABLE "document_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL REFERENCES "documents"("id"),
	"version_id" uuid NOT NULL REFERENCES "document_versions"("id"),
	"kind" text NOT NULL,
	"page" integer,
	"x" real,
	"y" real,
	"content" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"author_id" uuid NOT NULL REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_by" uuid REFERENCES "users"("id"),
	"resolved_at" timestamp with time zone,
	CONSTRAINT "document_notes_kind_valid" CHECK ("kind" in ('sticky','general')),
	CONSTRAINT "document_notes_status_valid" CHECK ("status" in ('open','resolved')),
	CONSTRAINT "document_notes_position_valid" CHECK (("kind" = 'sticky') = ("page" IS NOT NULL AND "x" IS NOT NULL AND "y" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "document_notes_version_idx" ON "document_notes" ("version_id", "created_at");
--> statement-breakpoint
-- Once its version has been effective (effective now, or obsolete after it), a note is part of the record: it may
-- only go from open to resolved, with who and when; it is never deleted. The server checks the same first, with a
-- clear message; this holds whatever writes to the table.
CREATE FUNCTION document_notes_part_of_record() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  version_status text;
BEGIN
  SELECT status INTO version_status FROM document_versions WHERE id = OLD.version_id;
  IF version_status NOT IN ('effective', 'obsolete') THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'document_notes: a note of an effective version is part of the record and cannot be deleted';
  END IF;
  IF NEW.content IS DISTINCT FROM OLD.content OR NEW.kind IS DISTINCT FROM OLD.kind OR NEW.page IS DISTINCT FROM OLD.page
     OR NEW.x IS DISTINCT FROM OLD.x OR NEW.y IS DISTINCT FROM OLD.y OR NEW.author_id IS DISTINCT FROM OLD.author_id
     OR NEW.version_id IS DISTINCT FROM OLD.version_id OR NEW.created_at IS DISTINCT FROM OLD.created_at
     OR OLD.status = 'resolved' OR NEW.status <> 'resolved' OR NEW.resolved_by IS NULL OR NEW.resolved_at IS NULL THEN
    RAISE EXCEPTION 'document_notes: a note of an effective version can only be resolved';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER document_notes_part_of_record
  BEFORE UPDATE OR DELETE ON document_notes
  FOR EACH ROW EXECUTE FUNCTION document_notes_part_of_record();
