-- Spec 02 §2 Information → General: "Previous Document Number", the number a document had in the register it came
-- from (a paper system, another site's numbering). Empty when none. The released record (0018, 0023) keeps it too, so
-- a reader behind a newer draft sees the released version's number.
ALTER TABLE "documents" ADD COLUMN "previous_doc_number" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION documents_metadata_snapshot(d documents) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'title', d.title, 'documentType', d.document_type, 'categoryId', d.category_id, 'departmentId', d.department_id,
    'description', d.description, 'keywords', to_jsonb(d.keywords), 'confidentiality', d.confidentiality,
    'priority', d.priority, 'status', d.status, 'versionLabel', d.version_label, 'isLocked', d.is_locked,
    'isObsolete', d.is_obsolete, 'trainingRequired', d.training_required, 'gxpImpact', d.gxp_impact,
    'gmpImpact', d.gmp_impact, 'impactNotes', d.impact_notes, 'changeReason', d.change_reason,
    'effectiveDate', d.effective_date, 'reviewDate', d.review_date, 'reviewPeriodMonths', d.review_period_months,
    'updatedAt', d.updated_at, 'updatedBy', d.updated_by, 'language', d.language, 'translationOf', d.translation_of,
    'previousDocNumber', d.previous_doc_number)
$$;
--> statement-breakpoint
-- Records taken before this had no such number: the released one was empty.
UPDATE documents SET released_metadata = released_metadata || jsonb_build_object('previousDocNumber', '')
WHERE released_metadata IS NOT NULL AND NOT released_metadata ? 'previousDocNumber';
