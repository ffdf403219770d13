-- A version waiting in 'approved-training' (0031) is released to readers like an approved one: its audience must read
-- it to train on it. Role users' search (0015/0018) and their sorted lists' indexes now count it as released too, as
-- RELEASED_STATUSES in packages/domain does.
CREATE OR REPLACE FUNCTION documents_search_vector() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  body text := '';
  released_body text := '';
  metadata tsvector;
  released_words tsvector;
  shown jsonb := NEW.released_metadata;
BEGIN
  IF NEW.current_version_id IS NOT NULL THEN
    SELECT extracted_text INTO body FROM document_versions WHERE id = NEW.current_version_id;
  END IF;
  IF NEW.status IN ('approved', 'approved-training', 'effective') THEN
    released_body := body;
    shown := NULL;
  ELSIF NEW.effective_version_id IS NOT NULL THEN
    SELECT extracted_text INTO released_body FROM document_versions WHERE id = NEW.effective_version_id;
  END IF;
  metadata := documents_metadata_vector(NEW.doc_number, NEW.title, NEW.keywords, NEW.description);
  released_words := CASE WHEN shown IS NULL THEN metadata ELSE documents_metadata_vector(
    NEW.doc_number, shown->>'title', ARRAY(SELECT jsonb_array_elements_text(shown->'keywords')), shown->>'description') END;
  -- A tsvector holds at most 1 MB; the first 200,000 characters of a file's text are indexed.
  NEW.search := metadata || setweight(to_tsvector('english', left(coalesce(body, ''), 200000)), 'D');
  NEW.released_search := released_words || setweight(to_tsvector('english', left(coalesce(released_body, ''), 200000)), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
UPDATE documents SET status = status WHERE status = 'approved-training';
--> statement-breakpoint
DROP INDEX "documents_released_title_idx";
--> statement-breakpoint
DROP INDEX "documents_released_updated_idx";
--> statement-breakpoint
CREATE INDEX "documents_released_title_idx" ON "documents" USING btree (lower(CASE WHEN "status" IN ('approved', 'approved-training', 'effective') OR "released_metadata" IS NULL THEN "title" ELSE "released_metadata"->>'title' END),"id");
--> statement-breakpoint
CREATE INDEX "documents_released_updated_idx" ON "documents" USING btree ((CASE WHEN "status" IN ('approved', 'approved-training', 'effective') OR "released_metadata" IS NULL THEN "updated_at" ELSE documents_released_updated_at("released_metadata") END),"id");
