-- The released record (0018) also keeps the language and the original a document translates (0022): a reader behind
-- a newer draft sees those of the version in force, not the draft's.
CREATE OR REPLACE FUNCTION documents_metadata_snapshot(d documents) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'title', d.title, 'documentType', d.document_type, 'categoryId', d.category_id, 'departmentId', d.department_id,
    'description', d.description, 'keywords', to_jsonb(d.keywords), 'confidentiality', d.confidentiality,
    'priority', d.priority, 'status', d.status, 'versionLabel', d.version_label, 'isLocked', d.is_locked,
    'isObsolete', d.is_obsolete, 'trainingRequired', d.training_required, 'gxpImpact', d.gxp_impact,
    'gmpImpact', d.gmp_impact, 'impactNotes', d.impact_notes, 'changeReason', d.change_reason,
    'effectiveDate', d.effective_date, 'reviewDate', d.review_date, 'reviewPeriodMonths', d.review_period_months,
    'updatedAt', d.updated_at, 'updatedBy', d.updated_by, 'language', d.language, 'translationOf', d.translation_of)
$$;
--> statement-breakpoint
-- Records taken before this: the language and link were not editable until 0022, so the row's own values are the
-- released ones unless a draft changed them since; those drafts are the rare case of the last hour and keep theirs.
UPDATE documents SET released_metadata = released_metadata || jsonb_build_object('language', language, 'translationOf', translation_of)
WHERE released_metadata IS NOT NULL AND NOT released_metadata ? 'language';
