-- Full-text search over a document's number, title, keywords, description and the text extracted from its current
-- version's file, kept up to date by a trigger so every writer gets it right.
CREATE FUNCTION documents_search_vector() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  body text := '';
BEGIN
  IF NEW.current_version_id IS NOT NULL THEN
    SELECT extracted_text INTO body FROM document_versions WHERE id = NEW.current_version_id;
  END IF;
  NEW.search :=
    -- 'SOP-2026-0001' would parse as 'sop', '-2026', '-0001'; split on punctuation so each part matches a word.
    setweight(to_tsvector('simple', regexp_replace(coalesce(NEW.doc_number, ''), '[^[:alnum:]]+', ' ', 'g')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', array_to_string(NEW.keywords, ' ')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C') ||
    -- A tsvector holds at most 1 MB; the first 200,000 characters of a file's text are indexed.
    setweight(to_tsvector('english', left(coalesce(body, ''), 200000)), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER documents_search_vector
  BEFORE INSERT OR UPDATE OF doc_number, title, keywords, description, current_version_id ON documents
  FOR EACH ROW EXECUTE FUNCTION documents_search_vector();
