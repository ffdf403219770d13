import { copyFile, open, readdir } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { quickCreate, referenceIds, signedInClients } from '../../../test/documents-helpers.ts';
import { archivePathOf, effectiveUpload, takeBackup } from '../../../test/backup-helpers.ts';
import { freshTarget, type FreshTarget } from '../../../test/restore-target.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { RestoreRefused, restoreArchive } from './restore.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
const targets: FreshTarget[] = [];

beforeAll(async () => {
  t = await startTestApp();
  as = await signedInClients(t.app);
  await effectiveUpload(as, 'RST-1', 'docx/simple-list.docx');
  await effectiveUpload(as, 'RST-2', 'pdf/alphatrans.pdf');
  await t.app.jobs.runDue();
});
afterAll(async () => {
  await t.close();
  for (const target of targets) await target.dispose();
  await closeExtractionPool();
});

const target = async () => {
  const made = await freshTarget(t.config);
  targets.push(made);
  return made;
};

/** What a restore must bring back exactly: documents, versions and their files, signatures, the audit chain. */
async function evidenceOf(database: Database, auditUpTo = Number.MAX_SAFE_INTEGER) {
  return database.withConnection(async (conn) => ({
    documents: await conn.query('SELECT id, doc_number, title, status, current_version_id, effective_version_id FROM documents ORDER BY id'),
    versions: await conn.query('SELECT id, document_id, version_label, blob_sha256, file_name FROM document_versions ORDER BY id'),
    signatures: await conn.query('SELECT id, version_id, meaning, signature_hash, content_hash, manifest_hash FROM signatures ORDER BY id'),
    audit: await conn.query('SELECT count(*)::int AS events, max(seq)::int AS head, (SELECT hash FROM audit_events WHERE seq <= $1 ORDER BY seq DESC LIMIT 1) AS head_hash FROM audit_events WHERE seq <= $1', [auditUpTo]),
    blobs: await conn.query('SELECT sha256, size FROM blobs ORDER BY sha256'),
  }));
}

const refusal = async (promise: Promise<unknown>): Promise<string> => {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(RestoreRefused);
  return (error as RestoreRefused).problems.join('\n');
};

const isEmptyInstallation = async (fresh: FreshTarget) => {
  const entries = await readdir(fresh.config.dataDir);
  return entries.every((e) => e === 'audit.key');
};

describe('restore drill', () => {
  it('brings back the same documents, files, signatures and audit chain into a fresh installation, without what changed after the backup [REQ:P11-10c] [REQ:A11-7] [REQ:A11-16] [REQ:FR-BAK-3]', async () => {
    const backup = await takeBackup(t, as.admin);
    expect(backup.status).toBe('succeeded');
    // The trail as dumped ends with this backup's "Backup Started"; its "Backup Completed" came after the dump.
    const [started] = await t.database.withConnection((conn) => conn.query<{ seq: number }>(`SELECT seq::int AS seq FROM audit_events WHERE action = 'Backup Started' AND entity_id = $1`, [backup.id]));
    const atBackup = await evidenceOf(t.database, started!.seq);
    // Things change after the backup: they must not come back.
    const ref = await referenceIds(as.author);
    await quickCreate(as.author, { categoryId: ref.categories[0]!.id, departmentId: ref.departments[0]!.id }, { title: 'Written after the backup' });

    const fresh = await target();
    const report = await restoreArchive(archivePathOf(backup), fresh, { expectedSha256: backup.sha256! });
    expect(report.auditTrail.intact).toBe(true);
    expect(report.files).toMatchObject({ missing: 0, corrupt: 0, checked: atBackup.blobs.length });
    const restored = await fresh.open();
    try {
      expect(await evidenceOf(restored)).toEqual(atBackup);
    } finally {
      await restored.close();
    }
    // Every restored file re-hashes to its name.
    for (const blob of atBackup.blobs as { sha256: string }[]) expect(await fresh.store.exists(blob.sha256)).toBe(true);
  });

  it('refuses a non-empty target, a changed archive and a foreign one, and leaves the target as it was [REQ:A11-7] [REQ:FR-BAK-3]', async () => {
    const backup = await takeBackup(t, as.admin);
    const archive = archivePathOf(backup);
    const used = await target();
    await restoreArchive(archive, used, { expectedSha256: backup.sha256! });
    expect(await refusal(restoreArchive(archive, used))).toMatch(/not empty/);

    const tampered = path.join(used.config.dataDir, 'tampered.tar');
    await copyFile(archive, tampered);
    const handle = await open(tampered, 'r+');
    await handle.write(Buffer.from('X'), 0, 1, backup.sizeBytes! - 3000);
    await handle.close();
    const clean = await target();
    expect(await refusal(restoreArchive(tampered, clean))).toMatch(/does not match/);
    expect(await refusal(restoreArchive(archive, clean, { expectedSha256: '0'.repeat(64) }))).toMatch(/recorded SHA-256/);

    const foreign = path.join(used.config.dataDir, 'foreign.tar');
    const pack = tar.pack();
    pack.entry({ name: 'etc/passwd' }, 'root:x:0:0\n');
    pack.finalize();
    await pipeline(pack, createWriteStream(foreign));
    expect(await refusal(restoreArchive(foreign, clean))).toMatch(/not an Attest backup/);
    expect(await isEmptyInstallation(clean)).toBe(true);
  });

  it('a backup taken while uploads and approvals run restores consistently', async () => {
    const started = await as.admin.request('POST', '/api/system/backups');
    expect(started.statusCode).toBe(202);
    const { id } = started.json<{ id: string }>();
    // The backup job and new effective documents (uploads, signed approvals) run at the same time.
    await Promise.all([t.app.jobs.runDue(), effectiveUpload(as, 'RST-3', 'docx/tables.docx'), effectiveUpload(as, 'RST-4', 'pdf/TAMReview.pdf')]);
    await t.app.jobs.runDue();
    const list = (await as.admin.request('GET', '/api/system/backups')).json<{ items: { id: string; status: string; location: string; fileName: string; sha256: string }[] }>();
    const backup = list.items.find((b) => b.id === id)!;
    expect(backup.status).toBe('succeeded');
    const fresh = await target();
    const report = await restoreArchive(archivePathOf(backup), fresh, { expectedSha256: backup.sha256 });
    // Whatever instant the backup caught, the chain verifies and every file its database refers to is there.
    expect(report.auditTrail.intact).toBe(true);
    expect(report.files).toMatchObject({ missing: 0, corrupt: 0 });
    // Two uploads with renditions, two signed approvals, a backup and a restore: more than the default 30 s when the
    // machine is shared.
  }, 120_000);
});
