import { sql } from 'drizzle-orm';
import type { ArchiveStaleDraftsResponse, StaleDraft } from '@attest/domain';
import { rowsOf, type Db } from '../../platform/db/client.ts';
import { AppError } from '../../core/app-error.ts';
import type { ActionContext } from '../../core/request-context.ts';
import { archiveDocument } from '../workflow/archive.service.ts';
import { retentionPolicies } from './retention-policies.ts';

const staleSince = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

interface RawDraft {
  id: string;
  doc_number: string;
  title: string;
  version_label: string;
  author_name: string;
  updated_at: Date | string;
  total: number | string;
}

/** Drafts nobody has changed for longer than the drafts retention period, the oldest first, one page. */
export async function listStaleDrafts(db: Db, days: number, now: Date, page: { limit: number; offset: number }) {
  const rows = rowsOf<RawDraft>(
    await db.execute(sql`
      SELECT d.id, d.doc_number, d.title, d.version_label, u.name AS author_name, d.updated_at, count(*) OVER () AS total
      FROM documents d JOIN users u ON u.id = d.author_id
      WHERE d.status = 'draft' AND d.updated_at < ${staleSince(now, days)}::timestamptz
      ORDER BY d.updated_at, d.id
      LIMIT ${page.limit} OFFSET ${page.offset}`),
  );
  const items: StaleDraft[] = rows.map((r) => ({
    id: r.id,
    docNumber: r.doc_number,
    title: r.title,
    versionLabel: r.version_label,
    authorName: r.author_name,
    updatedAt: new Date(r.updated_at).toISOString(),
  }));
  return { items, total: Number(rows[0]?.total ?? 0) };
}

async function isStaleDraft(db: Db, id: string, days: number, now: Date): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`SELECT 1 FROM documents WHERE id = ${id} AND status = 'draft' AND updated_at < ${staleSince(now, days)}::timestamptz`));
  return rows.length > 0;
}

/**
 * Archives the chosen drafts one by one through the archive service (each audited as any archiving is). A document
 * that is no longer a stale draft (changed or submitted since the list was read) is skipped with the reason.
 */
export async function archiveStaleDrafts(db: Db, ids: string[], reason: string, ctx: ActionContext): Promise<ArchiveStaleDraftsResponse> {
  const days = (await retentionPolicies(db)).drafts;
  const result: ArchiveStaleDraftsResponse = { archived: [], skipped: [] };
  for (const id of new Set(ids)) {
    try {
      if (!(await isStaleDraft(db, id, days, ctx.now))) throw new AppError('INVALID_DOCUMENT_STATE', 'This document is no longer a draft untouched for the retention period.');
      await archiveDocument(db, id, reason, ctx, 'system');
      result.archived.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.skipped.push({ id, code: error.code, message: error.message });
    }
  }
  return result;
}
