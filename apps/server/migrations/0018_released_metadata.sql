ALTER TABLE "documents" ADD COLUMN "released_metadata" jsonb;--> statement-breakpoint
-- What readers who may not see a newer draft (role user; an author for other authors' documents) are shown of a
-- document: the metadata of its version in force, recorded whenever the row is effective. A new draft then edits
-- the row's columns; released_metadata keeps what was released until the next version becomes effective.
CREATE FUNCTION documents_metadata_snapshot(d documents) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'title', d.title, 'documentType', d.document_type, 'categoryId', d.category_id, 'departmentId', d.department_id,
    'description', d.description, 'keywords', to_jsonb(d.keywords), 'confidentiality', d.confidentiality,
    'priority', d.priority, 'status', d.status, 'versionLabel', d.version_label, 'isLocked', d.is_locked,
    'isObsolete', d.is_obsolete, 'trainingRequired', d.training_required, 'gxpImpact', d.gxp_impact,
    'gmpImpact', d.gmp_impact, 'impactNotes', d.impact_notes, 'changeReason', d.change_reason,
    'effectiveDate', d.effective_date, 'reviewDate', d.review_date, 'reviewPeriodMonths', d.review_period_months,
    'updatedAt', d.updated_at, 'updatedBy', d.updated_by)
$$;
--> statement-breakpoint
-- Immutable in fact: the record writes each time with its offset, so reading it back does not depend on the session's
-- time zone. The index of role users' lists by time (below) needs that.
CREATE FUNCTION documents_released_updated_at(m jsonb) RETURNS timestamptz
LANGUAGE sql IMMUTABLE AS $$
  SELECT (m->>'updatedAt')::timestamptz
$$;
--> statement-breakpoint
-- A BEFORE trigger, so the record is taken in the same statement as the change, whoever writes the row.
CREATE FUNCTION documents_released_metadata() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'effective' THEN
    NEW.released_metadata := documents_metadata_snapshot(NEW);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Named to sort before documents_search_vector: triggers of one kind fire in name order, so the search vector
-- below always sees this statement's released_metadata.
CREATE TRIGGER documents_released_metadata
  BEFORE INSERT OR UPDATE ON documents
  FOR EACH ROW EXECUTE FUNCTION documents_released_metadata();
--> statement-breakpoint
CREATE FUNCTION documents_metadata_vector(doc_number text, title text, keywords text[], description text) RETURNS tsvector
LANGUAGE sql IMMUTABLE AS $$
  -- 'SOP-2026-0001' would parse as 'sop', '-2026', '-0001'; split on punctuation so each part matches a word.
  SELECT setweight(to_tsvector('simple', regexp_replace(coalesce(doc_number, ''), '[^[:alnum:]]+', ' ', 'g')), 'A') ||
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', array_to_string(keywords, ' ')), 'B') ||
    setweight(to_tsvector('english', coalesce(description, '')), 'C')
$$;
--> statement-breakpoint
-- released_search (migration 0015) now takes its metadata, like its text, from what those readers may see: the
-- working copy once approved or effective, otherwise the version in force's recorded metadata.
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
  IF NEW.status IN ('approved', 'effective') THEN
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
DROP TRIGGER documents_search_vector ON documents;
--> statement-breakpoint
CREATE TRIGGER documents_search_vector
  BEFORE INSERT OR UPDATE OF doc_number, title, keywords, description, current_version_id, effective_version_id, status, released_metadata ON documents
  FOR EACH ROW EXECUTE FUNCTION documents_search_vector();
--> statement-breakpoint
-- Effective documents: their own row is what was released (the trigger records it).
UPDATE documents SET status = status WHERE status = 'effective';
--> statement-breakpoint
-- Documents whose next draft was started before this migration: the draft has already overwritten the row, so the
-- released values are rebuilt from the audit trail (each field's value before the draft's first edit of it, the
-- change reason set before the draft began) and from the effective record of the version in force.
WITH started AS (
  SELECT d.id, max(a.seq) AS seq
  FROM documents d
  JOIN audit_events a ON a.entity_type = 'document' AND a.entity_id = d.id::text
    AND a.action IN ('New Version Started', 'Document Version Reverted')
  WHERE d.status <> 'effective' AND d.effective_version_id IS NOT NULL
  GROUP BY d.id
),
first_edits AS (
  SELECT DISTINCT ON (s.id, f.key) s.id, f.key, f.value
  FROM started s
  JOIN audit_events a ON a.entity_type = 'document' AND a.entity_id = s.id::text AND a.seq > s.seq AND a.action = 'Document Updated'
  CROSS JOIN LATERAL jsonb_each(a.old_values) f
  WHERE f.key NOT IN ('docNumber', 'status', 'version', 'changeReason')
  ORDER BY s.id, f.key, a.seq
),
reasons AS (
  SELECT DISTINCT ON (s.id) s.id,
    CASE WHEN a.action IN ('Document Created', 'Document Updated', 'Document Duplicated') THEN a.new_values->>'changeReason' ELSE a.reason END AS reason
  FROM started s
  JOIN audit_events a ON a.entity_type = 'document' AND a.entity_id = s.id::text AND a.seq < s.seq
    AND (a.action IN ('New Version Started', 'Document Version Reverted')
      OR (a.action IN ('Document Created', 'Document Updated', 'Document Duplicated') AND a.new_values ? 'changeReason'))
  ORDER BY s.id, a.seq DESC
)
UPDATE documents d SET released_metadata =
  documents_metadata_snapshot(d)
  || coalesce((SELECT jsonb_object_agg(e.key, e.value) FROM first_edits e WHERE e.id = d.id), '{}'::jsonb)
  || coalesce((SELECT jsonb_build_object('changeReason', r.reason) FROM reasons r WHERE r.id = d.id AND r.reason IS NOT NULL), '{}'::jsonb)
  || jsonb_build_object('status', 'effective', 'isLocked', true, 'isObsolete', false)
  || coalesce((SELECT jsonb_build_object('versionLabel', v.version_label) FROM document_versions v WHERE v.id = d.effective_version_id), '{}'::jsonb)
  || coalesce((SELECT jsonb_build_object('effectiveDate', e.effective_date, 'reviewDate', e.next_review_date, 'reviewPeriodMonths', e.review_period_months,
        'updatedAt', e.created_at, 'updatedBy', e.created_by)
      FROM effective_records e WHERE e.version_id = d.effective_version_id ORDER BY e.created_at DESC LIMIT 1), '{}'::jsonb)
WHERE d.status <> 'effective' AND d.effective_version_id IS NOT NULL;
--> statement-breakpoint
-- Role users' lists sort by the title and time they are shown (released-view.ts writes the same expressions), so
-- those sorts stay on an index. Built after the backfill rather than updated row by row during it.
CREATE INDEX "documents_released_title_idx" ON "documents" USING btree (lower(CASE WHEN "status" IN ('approved', 'effective') OR "released_metadata" IS NULL THEN "title" ELSE "released_metadata"->>'title' END),"id");--> statement-breakpoint
CREATE INDEX "documents_released_updated_idx" ON "documents" USING btree ((CASE WHEN "status" IN ('approved', 'effective') OR "released_metadata" IS NULL THEN "updated_at" ELSE documents_released_updated_at("released_metadata") END),"id");
