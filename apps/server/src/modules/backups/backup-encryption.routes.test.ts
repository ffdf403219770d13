import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupListResponse, BackupVerifyResponse } from '@attest/domain';
import { ConfigError, loadConfig, type Config } from '../../config.ts';
import type { Database } from '../../platform/db/client.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { signedInClients } from '../../../test/documents-helpers.ts';
import { archivePathOf, effectiveUpload, takeBackup } from '../../../test/backup-helpers.ts';
import { freshTarget, type FreshTarget } from '../../../test/restore-target.ts';
import { CORPUS } from '../../../test/corpus.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { restoreArchive } from './restore.ts';

/** Archives encrypted to an age recipient; the backup host cannot read them without the identity. */
let keysDir: string;
let identityFile: string;
let otherIdentityFile: string;
let recipient: string;
let t: TestApp;
let plain: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
const targets: FreshTarget[] = [];
const UPLOADED = 'docx/simple-list.docx';

beforeAll(async () => {
  keysDir = await mkdtemp(path.join(os.tmpdir(), 'attest-age-'));
  const identity = await generateIdentity();
  recipient = await identityToRecipient(identity);
  identityFile = path.join(keysDir, 'backup.key');
  await writeFile(identityFile, `# created: for the test\n# public key: ${recipient}\n${identity}\n`, { mode: 0o600 });
  otherIdentityFile = path.join(keysDir, 'other.key');
  await writeFile(otherIdentityFile, `${await generateIdentity()}\n`, { mode: 0o600 });
  t = await startTestApp({ BACKUP_AGE_RECIPIENT: recipient, BACKUP_AGE_IDENTITY_FILE: identityFile });
  as = await signedInClients(t.app);
  await effectiveUpload(as, 'ENC-1', UPLOADED);
  await t.app.jobs.runDue();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await plain?.close();
  for (const target of targets) await target.dispose();
  await closeExtractionPool();
  await rm(keysDir, { recursive: true, force: true });
});

/** An empty installation to restore into, with the given identity file (or none). */
async function target(identity: string | null): Promise<FreshTarget> {
  const made = await freshTarget(t.config);
  targets.push(made);
  const config: Config = { ...made.config, backup: { ...made.config.backup, encryption: { recipient: null, identityFile: identity } } };
  return { ...made, config };
}

async function documentCount(database: Database): Promise<number> {
  const [row] = await database.withConnection((conn) => conn.query<{ n: number }>(`SELECT count(*)::int AS n FROM documents WHERE doc_number = 'ENC-1'`));
  return row!.n;
}

const codeOf = async (promise: Promise<unknown>): Promise<string | undefined> => {
  const error = await promise.then(() => null, (e: unknown) => e);
  return (error as { code?: string } | null)?.code;
};

describe('encrypted backups', () => {
  it('writes an archive the backup host cannot read: no tar, no manifest, no file content [REQ:FR-BAK-3]', async () => {
    const backup = await takeBackup(t, as.admin);
    expect(backup.status, backup.error ?? '').toBe('succeeded');
    expect(backup.fileName).toMatch(/\.tar\.age$/);
    const bytes = await readFile(archivePathOf(backup));
    expect(bytes.subarray(0, 22).toString('latin1')).toBe('age-encryption.org/v1\n');
    expect(bytes.includes('ustar')).toBe(false);
    expect(bytes.includes('attest-backup')).toBe(false);
    expect(bytes.includes('manifest.json')).toBe(false);
    const uploaded = await readFile(path.join(CORPUS, UPLOADED));
    expect(bytes.includes(uploaded.subarray(0, 256))).toBe(false);
    // The list says so, and the settings area names the recipient.
    const list = (await as.admin.request('GET', '/api/system/backups')).json<BackupListResponse>();
    expect(list.status.encryptedTo).toBe(recipient);
  }, 120_000);

  it('verifies on the Backup tab and restores with the identity: the data comes back', async () => {
    const backup = await takeBackup(t, as.admin);
    const verified = await as.admin.request('POST', `/api/system/backups/${backup.id}/verify`);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<BackupVerifyResponse>()).toMatchObject({ ok: true, problems: [] });

    const fresh = await target(identityFile);
    const report = await restoreArchive(archivePathOf(backup), fresh, { expectedSha256: backup.sha256! });
    expect(report.auditTrail.intact).toBe(true);
    expect(report.files).toMatchObject({ missing: 0, corrupt: 0 });
    const restored = await fresh.open();
    try {
      expect(await documentCount(restored)).toBe(1);
    } finally {
      await restored.close();
    }
  }, 180_000);

  it('refuses to restore without the identity, or with another one, with a stable code; the target stays empty', async () => {
    const backup = await takeBackup(t, as.admin);
    const archive = archivePathOf(backup);
    const without = await target(null);
    expect(await codeOf(restoreArchive(archive, without, { expectedSha256: backup.sha256! }))).toBe('BACKUP_ENCRYPTED_NO_IDENTITY');
    const wrong = await target(otherIdentityFile);
    expect(await codeOf(restoreArchive(archive, wrong, { expectedSha256: backup.sha256! }))).toBe('BACKUP_IDENTITY_INVALID');
    for (const fresh of [without, wrong]) expect((await readdir(fresh.config.dataDir)).filter((entry) => entry !== 'audit.key')).toEqual([]);
  }, 120_000);

  it('still restores an unencrypted archive where an identity is configured', async () => {
    plain = await startTestApp();
    const plainAs = await signedInClients(plain.app);
    const backup = await takeBackup(plain, plainAs.admin);
    expect(backup.fileName).toMatch(/\.tar$/);
    // The control for the first test: a plain archive shows what the encrypted one hides.
    const bytes = await readFile(archivePathOf(backup));
    for (const marker of ['ustar', 'manifest.json']) expect(bytes.includes(marker), marker).toBe(true);
    const fresh = await target(identityFile);
    const report = await restoreArchive(archivePathOf(backup), fresh, { expectedSha256: backup.sha256! });
    expect(report.auditTrail.intact).toBe(true);
  }, 180_000);
});

describe('encryption settings', () => {
  it('refuses a recipient that is not an age public key, naming the variable', () => {
    const problems = (() => {
      try {
        loadConfig({ BACKUP_AGE_RECIPIENT: 'age1notakey' });
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    })();
    expect(problems.join('\n')).toMatch(/^BACKUP_AGE_RECIPIENT.*age1/m);
  });

  it('refuses an identity file inside DATA_DIR or BACKUP_DIR', () => {
    expect(() => loadConfig({ DATA_DIR: '/srv/attest', BACKUP_AGE_IDENTITY_FILE: '/srv/attest/backup.key' })).toThrow(/BACKUP_AGE_IDENTITY_FILE.*DATA_DIR/);
    expect(() => loadConfig({ DATA_DIR: '/srv/attest', BACKUP_DIR: '/mnt/backups', BACKUP_AGE_IDENTITY_FILE: '/mnt/backups/keys/backup.key' })).toThrow(/BACKUP_AGE_IDENTITY_FILE.*BACKUP_DIR/);
    expect(loadConfig({ DATA_DIR: '/srv/attest', BACKUP_AGE_IDENTITY_FILE: '/etc/attest/backup.key' }).backup.encryption.identityFile).toBe('/etc/attest/backup.key');
  });
});
