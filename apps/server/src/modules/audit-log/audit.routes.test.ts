import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AUDIT_CSV_COLUMNS, AUDIT_GROUPS, auditGroupOf, type AuditListResponse, type SessionResponse } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { startTestApp, TestClient, type TestApp } from '../../../test/harness.ts';
import { quickCreate, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { csvRowsOf } from '../../../test/csv.ts';
import { appendUncataloguedEvent } from '../../../test/uncatalogued-audit.ts';
import { appendAuditEvent, SYSTEM_ACTOR } from '../audit/audit.repo.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let me: Record<'admin' | 'user', SessionResponse['user']>;
let docId: string;
const TRICKY_REASON = 'Checked, then "re-checked"\nby QA; naïve — ✓';

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  me = {
    admin: (await as.admin.request('GET', '/api/auth/session')).json<SessionResponse>().user,
    user: (await as.user.request('GET', '/api/auth/session')).json<SessionResponse>().user,
  };
  const ref = await referenceIds(as.author);
  const doc = await quickCreate(as.author, { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id }, { title: 'Audit, "quoted" SOP' });
  docId = doc.id;
  await appendAuditEvent(t.database.db, {
    actor: { id: me.admin.id, name: me.admin.name, role: me.admin.role },
    action: 'Document Updated',
    entityType: 'document',
    entityId: docId,
    oldValues: { version: '0.1', title: 'Old' },
    newValues: { version: '0.2', title: 'New, "better"' },
    reason: TRICKY_REASON,
  });
});
afterAll(async () => {
  await t.close();
});

const audit = async (client = as.admin, query = '') => {
  const response = await client.request('GET', `/api/audit${query ? `?${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditListResponse>();
};
const stored = async () =>
  rowsOf<{ seq: string | number; actor_id: string | null; action: string; entity_type: string; entity_id: string | null; occurred_at: Date | string }>(
    await t.database.db.execute(sql`SELECT seq, actor_id, action, entity_type, entity_id, occurred_at FROM audit_events ORDER BY seq`),
  );

async function pdfText(data: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(data), verbosity: VerbosityLevel.ERRORS }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages;
}

describe('GET /api/audit', () => {
  it('pages in SQL with the total, newest first by default, and real summary counts [REQ:A11-9] [REQ:FR-AUD-3]', async () => {
    const all = await stored();
    const first = await audit(as.admin, 'pageSize=3');
    const second = await audit(as.admin, 'pageSize=3&page=2');
    expect(first.total).toBeGreaterThanOrEqual(all.length); // reading is not audited, sign-ins may follow
    expect(first.items).toHaveLength(3);
    const seqs = [...first.items, ...second.items].map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
    expect(new Set(seqs).size).toBe(6);
    expect(first.summary.total).toBe(first.total);
    expect(first.summary.documentEvents).toBe(all.filter((r) => r.entity_type === 'document').length);
    expect(first.summary.securityEvents).toBeGreaterThan(0); // the sign-ins of this test
    expect(first.summary.last24Hours).toBeGreaterThan(0);
    const asc = await audit(as.admin, 'dir=asc&pageSize=5');
    expect(asc.items.map((e) => e.seq)).toEqual(all.slice(0, 5).map((r) => Number(r.seq)));
    const byAction = await audit(as.admin, 'sort=action&dir=asc&pageSize=200');
    const actions = byAction.items.map((e) => e.action.toLowerCase());
    expect(actions).toEqual([...actions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("counts each summary card's events with the filter its card applies: security, documents, last 24 hours", async () => {
    // A failed sign-in and a failed signing authentication are security events, like the sign-ins.
    await new TestClient(t.app).request('POST', '/api/auth/login', { email: 'author@attest.local', password: 'not the password' });
    await as.author.request('POST', '/api/signatures/authenticate', { email: 'author@attest.local', password: 'not the password' });
    const { summary } = await audit(as.admin, 'pageSize=1');
    const security = await audit(as.admin, 'group=security&pageSize=200');
    expect(security.total).toBe(summary.securityEvents);
    const actions = new Set(security.items.map((e) => e.action));
    for (const action of ['Sign-in', 'Sign-in Failed', 'Signature Authentication Failed']) expect(actions, action).toContain(action);
    expect((await audit(as.admin, 'entityType=document&pageSize=1')).total).toBe(summary.documentEvents);
    expect((await audit(as.admin, 'last=24h&pageSize=1')).total).toBe(summary.last24Hours);
  });

  it('filters by action substring, badge group, user, document and date range [REQ:A11-9] [REQ:FR-AUD-3]', async () => {
    const all = await stored();
    const approve = await audit(as.admin, 'action=update&pageSize=200');
    expect(approve.total).toBe(all.filter((r) => r.action.toLowerCase().includes('update')).length);
    expect(approve.items.every((e) => e.action.toLowerCase().includes('update'))).toBe(true);
    for (const group of AUDIT_GROUPS) {
      const result = await audit(as.admin, `group=${group}&pageSize=1`);
      expect(result.total, group).toBe(all.filter((r) => auditGroupOf(r.action) === group).length);
    }
    const mine = await audit(as.admin, `user=${me.admin.id}&pageSize=200`);
    expect(mine.items.every((e) => e.actor.id === me.admin.id)).toBe(true);
    const forDoc = await audit(as.admin, `document=${docId}`);
    expect(forDoc.items.map((e) => e.action)).toEqual(['Document Updated', 'Document Created']);
    const updated = forDoc.items[0]!;
    expect(updated).toMatchObject({ document: { id: docId, title: 'Audit, "quoted" SOP' }, version: '0.2', reason: TRICKY_REASON, group: 'update' });
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await audit(as.admin, `document=${docId}&from=${today}&to=${today}`)).total).toBe(2);
    expect((await audit(as.admin, `document=${docId}&from=${tomorrow}`)).total).toBe(0);
    expect((await audit(as.admin, `document=${docId}&to=2000-01-01`)).total).toBe(0);
    expect((await as.admin.request('GET', '/api/audit?group=nonsense')).statusCode).toBe(400);
  });

  it('groups an action the catalogue does not hold (an event from before it) by the keyword rule: badge, filter and Security Events card agree', async () => {
    await appendUncataloguedEvent(t.database.db, { actor: SYSTEM_ACTOR, action: 'Legacy Password Updated', entityType: 'user' });
    const security = await audit(as.admin, 'group=security&pageSize=200');
    expect(security.items.find((e) => e.action === 'Legacy Password Updated')?.group).toBe('security');
    expect(security.total).toBe(security.summary.securityEvents);
    expect((await audit(as.admin, 'group=update&pageSize=200')).items.some((e) => e.action === 'Legacy Password Updated')).toBe(false);
  });

  it('shows role user only its own entries, in the list and the summary', async () => {
    const result = await audit(as.user, 'pageSize=200');
    const own = (await stored()).filter((r) => r.actor_id === me.user.id);
    expect(result.total).toBe(own.length);
    expect(result.summary.total).toBe(own.length);
    expect(result.items.every((e) => e.actor.id === me.user.id)).toBe(true);
    expect((await audit(as.user, `user=${me.admin.id}`)).total).toBe(0);
  });
});

describe('audit exports', () => {
  it('streams a CSV equal to the stored rows, quoting commas, quotes and newlines, and audits the export [REQ:P11-10b] [REQ:FR-AUD-4]', async () => {
    const response = await as.admin.request('GET', `/api/audit/export.csv?document=${docId}&dir=asc`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers['content-disposition']).toMatch(new RegExp(`attachment; filename="audit-logs-\\d{4}-\\d{2}-\\d{2}\\.csv"`));
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = csvRowsOf(response.rawPayload);
    expect(header).toEqual([...AUDIT_CSV_COLUMNS]);
    const entries = (await audit(as.admin, `document=${docId}&dir=asc`)).items;
    expect(rows).toEqual(
      entries.map((e) => [e.timestamp, docId, 'Audit, "quoted" SOP', e.actor.id, e.actor.name, e.action, e.version ?? '', e.reason ?? '', JSON.stringify({ old: e.oldValues, new: e.newValues })]),
    );
    expect(rows[1]![7]).toBe(TRICKY_REASON);
    const [exported] = (await audit(as.admin, 'pageSize=5')).items.filter((e) => e.action === 'Audit Logs Exported');
    expect(exported).toMatchObject({ actor: { id: me.admin.id }, newValues: { filters: { document: docId }, rowCount: 2, format: 'csv' } });
  });

  it('streams every row of a long trail in keyset batches', async () => {
    await t.database.db.transaction(async (tx) => {
      for (let g = 1; g <= 2500; g++) {
        await appendUncataloguedEvent(tx, { actor: { id: null, name: 'Bulk Writer', role: null }, action: `Bulk Event ${g}`, entityType: 'system', reason: 'long reason '.repeat(20) });
      }
    });
    const before = (await audit(as.admin, 'pageSize=1')).total;
    const response = await as.admin.request('GET', '/api/audit/export.csv');
    const rows = csvRowsOf(response.rawPayload);
    expect(rows.length - 1).toBe(before);
    expect(rows.filter((r) => r[5]?.startsWith('Bulk Event ')).map((r) => r[5])).toEqual(Array.from({ length: 2500 }, (_, i) => `Bulk Event ${2500 - i}`));
    // 2,500 sealed appends: ~15 s here, over 30 s on a loaded two-core machine.
  }, 120_000);

  it('is refused to role user (no audit module)', async () => {
    expect((await as.user.request('GET', '/api/audit/export.csv')).statusCode).toBe(403);
    expect((await as.user.request('GET', '/api/audit/export.pdf')).statusCode).toBe(403);
  });

  it('builds a PDF report readable by pdf.js with the rows, the verification and page numbers [REQ:P11-10b] [REQ:A11-8] [REQ:FR-AUD-4]', async () => {
    const response = await as.admin.request('GET', `/api/audit/export.pdf?document=${docId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pages = await pdfText(response.rawPayload);
    const text = pages.join('\n');
    expect(text).toContain('Audit Trail Report');
    expect(text).toMatch(/Audit chain verification: INTACT - \d+ events verified/);
    expect(text).toContain(`Generated by ${me.admin.name} (admin)`);
    expect(text).toContain(`document: ${docId}`);
    expect(text).toContain('Document Updated');
    expect(text).toContain('Checked, then "re-checked"');
    expect(text).toContain('by QA; naïve — ?'); // ✓ is outside Helvetica's WinAnsi set
    expect(pages[0]).toContain(`Page 1 of ${pages.length}`);
    const [event] = (await audit(as.admin, 'pageSize=3')).items.filter((e) => e.action === 'Audit Report Exported');
    expect(event?.newValues).toMatchObject({ format: 'pdf', rowCount: 2, chainIntact: true });
  });

  it('continues a long report over pages, each numbered', async () => {
    const response = await as.admin.request('GET', '/api/audit/export.pdf');
    const pages = await pdfText(response.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    expect(pages.join('\n')).toContain('Bulk Event 1 #');
  });

  it('names the tampered row in GET /api/audit/verify and in the report [REQ:FR-AUD-5] [REQ:P11-10a]', async () => {
    const db = t.database.db;
    const [target] = rowsOf<{ seq: string | number }>(await db.execute(sql`SELECT seq FROM audit_events WHERE entity_id = ${docId} ORDER BY seq LIMIT 1`));
    const seq = Number(target!.seq);
    await t.asOwner(async (owner) => {
      await owner.execute(sql`ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_update_delete`);
      await owner.execute(sql`UPDATE audit_events SET reason = 'quietly changed' WHERE seq = ${seq}`);
      await owner.execute(sql`ALTER TABLE audit_events ENABLE TRIGGER audit_events_no_update_delete`);
    });
    const verify = await as.admin.request('GET', '/api/audit/verify');
    expect(verify.json()).toMatchObject({ intact: false, firstBrokenSeq: seq, problem: 'rewritten' });
    const pages = await pdfText((await as.admin.request('GET', `/api/audit/export.pdf?document=${docId}`)).rawPayload);
    expect(pages.join('\n')).toContain(`Audit chain verification: BROKEN (rewritten) at sequence ${seq}`);
  });
});
