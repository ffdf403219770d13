// Inserts realistic documents in bulk with SQL (titles, numbers, departments, categories, file text).
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/platform/db/client.ts';

const SUBJECTS = ['Cleaning', 'Calibration', 'Validation', 'Sampling', 'Gowning', 'Labelling', 'Dispensing', 'Sterilisation', 'Deviation handling', 'Change control', 'Line clearance', 'Environmental monitoring', 'Batch record review', 'Equipment qualification', 'Training', 'Complaint handling', 'Stability testing', 'Water system', 'Pest control', 'Document control'];
const OBJECTS = ['tablet press', 'autoclave', 'HPLC system', 'cleanroom grade B', 'purified water loop', 'filling line 3', 'balance', 'incubator', 'warehouse', 'granulator', 'blister machine', 'lyophiliser', 'isolator', 'QC laboratory', 'packaging hall'];
const WORDS = ['operator', 'verify', 'record', 'batch', 'equipment', 'supervisor', 'deviation', 'approved', 'limit', 'sample', 'temperature', 'pressure', 'clean', 'inspect', 'document', 'signature', 'log', 'review', 'release', 'quarantine'];
const STATUSES = ['draft', 'draft', 'in-review', 'approved', 'approved', 'effective', 'effective', 'effective', 'rejected', 'obsolete'];

const arr = (xs: string[]) => sql.raw(`ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`);

/** Adds `count` documents, each with one version whose text contains "procedure"; one in 10,000 mentions "zirconium". */
export async function generateDocuments(db: Db, count: number): Promise<void> {
  const chunk = 10_000;
  for (let from = 0; from < count; from += chunk) {
    const to = Math.min(count, from + chunk) - 1;
    await db.execute(sql`
      WITH params AS (
        SELECT ${arr(SUBJECTS)} AS subjects, ${arr(OBJECTS)} AS objects, ${arr(WORDS)} AS words, ${arr(STATUSES)} AS statuses,
               (SELECT array_agg(id ORDER BY name) FROM departments) AS depts,
               (SELECT array_agg(id ORDER BY name) FROM categories) AS cats,
               (SELECT array_agg(id ORDER BY email) FROM users) AS people
      ), rows AS (
        SELECT g, p.*, gen_random_uuid() AS doc_id, gen_random_uuid() AS version_id FROM generate_series(${from}::int, ${to}::int) g, params p
      ), docs AS (
        INSERT INTO documents (id, doc_number, title, document_type, category_id, department_id, description, keywords, priority, status,
                               version_label, author_id, created_by, updated_by, created_at, updated_at)
        SELECT doc_id, 'BEN-' || lpad(g::text, 7, '0'),
               subjects[1 + g % array_length(subjects, 1)] || ' of the ' || objects[1 + (g / 7) % array_length(objects, 1)],
               (ARRAY['SOP','WI','FORM','POLICY'])[1 + g % 4],
               cats[1 + g % array_length(cats, 1)], depts[1 + (g / 3) % array_length(depts, 1)],
               'Describes how to ' || words[1 + g % 20] || ' and ' || words[1 + (g / 5) % 20] || ' the ' || objects[1 + g % array_length(objects, 1)],
               ARRAY[words[1 + g % 20], words[1 + (g / 11) % 20]],
               (ARRAY['low','medium','high','critical'])[1 + g % 4], statuses[1 + g % 10], '1.0',
               people[1 + g % array_length(people, 1)], people[1 + g % array_length(people, 1)], people[1 + g % array_length(people, 1)],
               now() - (g % 1000) * interval '1 hour', now() - (g % 997) * interval '1 hour'
        FROM rows RETURNING id
      ), versions AS (
        INSERT INTO document_versions (id, document_id, revision, version_label, status, extracted_text, created_by)
        SELECT version_id, doc_id, 1, '1.0', statuses[1 + g % 10],
               'This procedure applies to the ' || objects[1 + g % array_length(objects, 1)] || '. The ' || words[1 + g % 20] || ' shall '
                 || words[1 + (g / 3) % 20] || ' each ' || words[1 + (g / 7) % 20] || ' and ' || words[1 + (g / 13) % 20] || ' the '
                 || words[1 + (g / 17) % 20] || ' before release. Record every step in the log.'
                 || CASE WHEN g % 10000 = 4242 THEN ' Zirconium crucibles are cleaned separately.' ELSE '' END,
               people[1 + g % array_length(people, 1)]
        FROM rows JOIN docs ON docs.id = rows.doc_id RETURNING id
      )
      SELECT count(*) FROM versions`);
    // A statement cannot update rows its own CTEs inserted: point the documents at their versions separately.
    await db.execute(sql`
      UPDATE documents d SET current_version_id = v.id
      FROM document_versions v WHERE v.document_id = d.id AND d.current_version_id IS NULL`);
  }
  await db.execute(sql`ANALYZE documents`);
  await db.execute(sql`ANALYZE document_versions`);
}
