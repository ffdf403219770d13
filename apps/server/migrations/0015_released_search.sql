ALTER TABLE "documents" ADD COLUMN "released_search" "tsvector";--> statement-breakpoint
CREATE INDEX "documents_released_search_idx" ON "documents" USING gin ("released_search");--> statement-breakpoint
-- Readers who may not see a working copy (role user; an author for other authors' documents) search the text of
-- what they can open: the working copy once approved or effective, otherwise the effective version, otherwise nothing.
CREATE OR REPLACE FUNCTION documents_search_vector() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  body text := '';
  released_body text := '';
  metadata tsvector;
BEGIN
  IF NEW.current_version_id IS NOT NULL THEN
    SELECT extracted_text INTO body FROM document_versions WHERE id = NEW.current_version_id;
  END IF;
  IF NEW.status IN ('approved', 'effective') THEN
    released_body := body;
  ELSIF NEW.effective_version_id IS NOT NULL THEN
    SELECT extracted_text INTO released_body FROM document_versions WHERE id = NEW.effective_version_id;
  END IF;
  metadata :=
    -- 'SOP-2026-0001' would parse as 'sop', '-2026', '-0001'; split on punctuation so each part matches a word.
    setweight(to_tsvector('simple', regexp_replace(coalesce(NEW.doc_number, ''), '[^[:alnum:]]+', ' ', 'g')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', array_to_string(NEW.keywords, ' ')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  -- A tsvector holds at most 1 MB; the first 200,000 characters of a file's text are indexed.
  NEW.search := metadata || setweight(to_tsvector('english', left(coalesce(body, ''), 200000)), 'D');
  NEW.released_search := metadata || setweight(to_tsvector('english', left(coalesce(released_body, ''), 200000)), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER documents_search_vector ON documents;
--> statement-breakpoint
CREATE TRIGGER documents_search_vector
  BEFORE INSERT OR UPDATE OF doc_number, title, keywords, description, current_version_id, effective_version_id, status ON documents
  FOR EACH ROW EXECUTE FUNCTION documents_search_vector();
--> statement-breakpoint
UPDATE documents SET title = title;
