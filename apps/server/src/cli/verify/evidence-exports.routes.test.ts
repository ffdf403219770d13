import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditTrailExport, DocumentDetail, SessionResponse, SignatureEvidenceExport, SignatureRecord } from '@attest/domain';
import { appendAuditEvent } from '../../modules/audit/audit.repo.ts';
import { closeExtractionPool } from '../../modules/files/extraction-pool.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { multipart, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { makeEffective } from '../../../test/workflow-helpers.ts';
import { CORPUS } from '../../../test/corpus.ts';
import { deleteAuditEventsAfter } from '../../../test/audit-tampering.ts';
import { report, verifyEvidenceFile } from './verify-file.ts';

const REPO = path.resolve(import.meta.dirname, '../../../../..');
let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
let dir: string;
let doc: DocumentDetail;

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  dir = await mkdtemp(path.join(tmpdir(), 'attest-verify-'));
  const admin = (await as.admin.request('GET', '/api/auth/session')).json<SessionResponse>().user;
  // Values whose text PostgreSQL writes its own way: key order by length, unicode, control characters, numbers.
  await appendAuditEvent(t.database.db, {
    actor: { id: admin.id, name: 'Zoë "Q" Ångström', role: admin.role },
    action: 'Preferences Updated',
    entityType: 'user',
    newValues: { zeta: 1, a: [1.5, -2, 1e21, 1e-7, true, null], nested: { bb: 'tab\there', a: 'line\nbreak\u0001' }, 'ключ': '✓ naïve \\ "x"' },
    oldValues: {},
    reason: 'Checked\r\nagain',
  });
  const ref = await referenceIds(as.author);
  const meta = { docNumber: 'EVID-1', title: 'Sieve integrity check', categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id, description: 'x', changeReason: 'New', effectiveDate: '2030-01-01', reviewDate: '2031-01-01', version: '1.0' };
  const { body, contentType } = multipart(meta, { name: 'simple-list.docx', content: await readFile(`${CORPUS}/docx/simple-list.docx`) });
  doc = (await as.author.request('POST', '/api/documents/upload', body, { 'content-type': contentType })).json<DocumentDetail>();
  await makeEffective(as, doc.id);
});
afterAll(async () => {
  await t.close();
  await closeExtractionPool();
  await rm(dir, { recursive: true, force: true });
});

async function saved(name: string, text: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, text);
  return file;
}

const auditExport = async () => {
  const response = await as.admin.request('GET', '/api/audit/export.json');
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-disposition']).toMatch(/audit-logs-\d{4}-\d{2}-\d{2}\.json/);
  return response.body;
};

const failures = (lines: { status: string; text: string }[]) => lines.filter((l) => l.status === 'FAIL').map((l) => l.text);

describe('audit-trail JSON export and npx attest-verify', () => {
  it('exports every event with its hashes and seal, and the untouched export verifies offline through the bin (exit 0) [REQ:P11-10b] [REQ:FR-AUD-4] [REQ:FR-AUD-5] [REQ:FR-AUD-7]', async () => {
    const text = await auditExport();
    const parsed = JSON.parse(text) as AuditTrailExport;
    expect(parsed.format).toBe('attest-audit-trail');
    expect(parsed.serverCheck).toEqual({ intact: true, firstBrokenSeq: null });
    expect(parsed.entries.length).toBe(parsed.chain.count);
    expect(parsed.entries[0]!.seq).toBe(1);
    expect(parsed.entries.every((e) => typeof e.seal === 'string')).toBe(true);
    const file = await saved('trail.json', text);
    const { stdout } = await promisify(execFile)('node', [path.join(REPO, 'scripts/attest-verify.mjs'), file], { cwd: REPO });
    expect(stdout).toContain('PASS  hash chain:');
    expect(stdout).toContain('RESULT: PASS');
  });

  it('reports a one-byte change with the event where the chain breaks, and exits 1 [REQ:P11-10a] [REQ:FR-AUD-2] [REQ:FR-AUD-7]', async () => {
    const text = await auditExport();
    const parsed = JSON.parse(text) as AuditTrailExport;
    const target = parsed.entries.find((e) => e.actorName.startsWith('Zoë'))!;
    const tampered = text.replace('Ångström', 'Ångströn');
    expect(tampered).not.toBe(text);
    const file = await saved('tampered.json', tampered);
    const lines = await verifyEvidenceFile(file);
    expect(failures(lines)).toEqual([expect.stringContaining(`the chain breaks at event ${target.seq}`)]);
    const run = promisify(execFile)('node', [path.join(REPO, 'scripts/attest-verify.mjs'), file], { cwd: REPO });
    await expect(run).rejects.toMatchObject({ code: 1, stdout: expect.stringContaining('RESULT: FAIL') as string });
  });

  it('reports a removed last event as incomplete and a rewritten hash at the next link [REQ:FR-AUD-2]', async () => {
    const parsed = JSON.parse(await auditExport()) as AuditTrailExport;
    const shortened = { ...parsed, entries: parsed.entries.slice(0, -1) };
    expect(failures(await verifyEvidenceFile(await saved('short.json', JSON.stringify(shortened))))).toEqual([expect.stringContaining('completeness')]);
    const entries = parsed.entries.map((e) => (e.seq === 2 ? { ...e, hash: 'f'.repeat(64) } : e));
    const lines = await verifyEvidenceFile(await saved('rehashed.json', JSON.stringify({ ...parsed, entries })));
    expect(failures(lines)).toEqual([expect.stringContaining('the chain breaks at event 2')]);
  });

  it('checks the signed checkpoints against the exported seals [REQ:FR-AUD-2]', async () => {
    const parsed = JSON.parse(await auditExport()) as AuditTrailExport;
    expect(parsed.checkpoints.items.length).toBeGreaterThan(0);
    const lines = await verifyEvidenceFile(await saved('cp.json', JSON.stringify(parsed)));
    expect(lines.filter((l) => l.status === 'PASS' && l.text.startsWith('checkpoint at event'))).toHaveLength(parsed.checkpoints.items.length);
    const forged = { ...parsed, checkpoints: { ...parsed.checkpoints, items: parsed.checkpoints.items.map((c) => ({ ...c, createdAt: '2020-01-01T00:00:00.000Z' })) } };
    expect(failures(await verifyEvidenceFile(await saved('forged.json', JSON.stringify(forged))))[0]).toContain('signature does not verify');
  });

  it('is refused to the role user, and the export is audited [REQ:P11-10d] [REQ:FR-AUD-4]', async () => {
    expect((await as.user.request('GET', '/api/audit/export.json')).statusCode).toBe(403);
    const parsed = JSON.parse(await auditExport()) as AuditTrailExport;
    const after = JSON.parse(await auditExport()) as AuditTrailExport;
    const recorded = after.entries.find((e) => e.seq > parsed.chain.lastSeq! && e.action === 'Audit Trail Exported');
    expect(recorded?.newValues).toMatchObject({ format: 'json', fromSeq: 1, chainIntact: true });
  });
});

describe('signature evidence export and npx attest-verify', () => {
  const evidenceOf = async () => {
    const [sig] = (await as.admin.request('GET', `/api/documents/${doc.id}/signatures`)).json<SignatureRecord[]>();
    const response = await as.admin.request('GET', `/api/signatures/${sig!.id}/evidence`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SignatureEvidenceExport>();
  };

  it('carries the manifest and the signed file, and the untouched export verifies [REQ:P11-70] [REQ:FR-SIG-2]', async () => {
    const evidence = await evidenceOf();
    expect(evidence.manifest).toMatchObject({ meaning: 'approved', docNumber: 'EVID-1', versionLabel: '1.0', signerName: expect.any(String) as string });
    expect(evidence.file?.name).toBe('simple-list.docx');
    const lines = await verifyEvidenceFile(await saved('sig.json', JSON.stringify(evidence)));
    expect(failures(lines)).toEqual([]);
    expect(lines.filter((l) => l.status === 'PASS')).toHaveLength(3);
    expect(report('sig.json', lines).ok).toBe(true);
  });

  it('fails when one byte of the signed file is changed, or the meaning is edited [REQ:P11-70] [REQ:P11-10a] [REQ:FR-AUD-7]', async () => {
    const evidence = await evidenceOf();
    const bytes = Buffer.from(evidence.file!.base64, 'base64');
    bytes[100] = bytes[100]! ^ 0x01;
    const changedFile = { ...evidence, file: { ...evidence.file!, base64: bytes.toString('base64') } };
    expect(failures(await verifyEvidenceFile(await saved('sig-file.json', JSON.stringify(changedFile))))).toEqual([expect.stringContaining('but the signature covers')]);
    const changedMeaning = { ...evidence, manifest: { ...evidence.manifest, meaning: 'reviewed' } };
    expect(failures(await verifyEvidenceFile(await saved('sig-meaning.json', JSON.stringify(changedMeaning))))).toEqual([expect.stringContaining('manifest hash')]);
  });

  it('is refused to someone who may not download, and each download is audited [REQ:P11-10d] [REQ:FR-SIG-2]', async () => {
    const [sig] = (await as.admin.request('GET', `/api/documents/${doc.id}/signatures`)).json<SignatureRecord[]>();
    expect((await t.app.inject({ method: 'GET', url: `/api/signatures/${sig!.id}/evidence` })).statusCode).toBe(401);
    await evidenceOf();
    const trail = JSON.parse(await auditExport()) as AuditTrailExport;
    expect(trail.entries.some((e) => e.action === 'Signature Evidence Downloaded' && (e.newValues as { signatureId?: string }).signatureId === sig!.id)).toBe(true);
  });
});

// FR-AUD-2: someone holding the whole machine deletes the newest events and lets the server write on: the new
// export is consistent in itself (chain, seals, the checkpoints it still holds), but not with a head kept elsewhere.
// Runs last: it rewrites this file's trail.
describe('npx attest-verify against anchors kept outside the installation', () => {
  it('fails an export whose trail was cut back and written on, against a witness copy, a manifest head or --anchor', async () => {
    const before = JSON.parse(await auditExport()) as AuditTrailExport;
    expect(before.chain.throughHead).toBe(true);
    const head = before.entries.at(-1)!;
    const witnessCopy = await saved('witness.json', JSON.stringify({ type: 'attest.audit-checkpoint', v: 1, checkpoint: { seq: head.seq, mac: head.seal } }));
    const manifest = await saved('manifest.json', JSON.stringify({ format: 'attest-backup', auditHead: { seq: head.seq, mac: head.seal } }));
    await deleteAuditEventsAfter(t, head.seq - 3);
    const afterFile = await saved('after.json', await auditExport());
    const after = JSON.parse(await readFile(afterFile, 'utf8')) as AuditTrailExport;
    // The forged trail is consistent in itself: alone it passes.
    expect(failures(await verifyEvidenceFile(afterFile))).toEqual([]);
    const anchored = failures(await verifyEvidenceFile(afterFile, [{ seq: head.seq, mac: head.seal!, source: witnessCopy }]));
    expect(anchored).toHaveLength(1);
    expect(anchored[0]).toMatch(after.chain.lastSeq! >= head.seq ? /is not the one recorded outside the installation/ : /events were removed/);
    const bin = path.join(REPO, 'scripts/attest-verify.mjs');
    for (const args of [['--anchor-file', witnessCopy], ['--anchor-file', manifest], ['--anchor', `${head.seq}:${head.seal}`]]) {
      await expect(promisify(execFile)('node', [bin, afterFile, ...args], { cwd: REPO })).rejects.toMatchObject({ code: 1, stdout: expect.stringContaining('RESULT: FAIL') as string });
    }
    // The untouched export against the same anchors passes.
    const { stdout } = await promisify(execFile)('node', [bin, await saved('before.json', JSON.stringify(before)), '--anchor-file', manifest], { cwd: REPO });
    expect(stdout).toContain(`PASS  anchor ${manifest}: event ${head.seq}'s seal matches`);
    await expect(promisify(execFile)('node', [bin, afterFile, '--anchor', 'nonsense'], { cwd: REPO })).rejects.toMatchObject({ code: 2 });
  }, 120_000);
});
