import { createHash } from 'node:crypto';
import { chmod, open, readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ERRORS, type BackupVerifyResponse } from '@attest/domain';
import { rowsOf } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { TestClock } from '../../platform/clock.ts';
import { errorCode, errorOf, startTestApp, type TestApp } from '../../../test/harness.ts';
import { signedInClients } from '../../../test/documents-helpers.ts';
import { archivePathOf, backupList, effectiveUpload, takeBackup } from '../../../test/backup-helpers.ts';
import { closeExtractionPool } from '../files/extraction-pool.ts';
import { readArchive } from './archive-reader.ts';
import { findBackup } from './backups.repo.ts';
import { BACKUP_STALE_AFTER_MS, keepAlive } from './backups.service.ts';

let t: TestApp;
let as: Awaited<ReturnType<typeof signedInClients>>;
const clock = new TestClock(new Date());
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  as = await signedInClients(t.app);
  await effectiveUpload(as, 'BAK-1', 'docx/simple-list.docx');
  // Its PDF rendition is made first, so every file below is registered before the backup starts.
  await t.app.jobs.runDue();
});
afterAll(async () => {
  await t.close();
  await closeExtractionPool();
});

const auditOf = async (action: string) =>
  rowsOf<{ entity_id: string; new_values: Record<string, unknown>; actor_name: string }>(
    await t.database.db.execute(sql`SELECT entity_id, new_values, actor_name FROM audit_events WHERE action = ${action} ORDER BY seq`),
  );
const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('backups', () => {
  it('are started by an admin only (202), run as a job, and hold the database, every stored file and the checkpoints under a manifest [REQ:A11-7] [REQ:FR-BAK-1]', async () => {
    expect((await as.author.request('POST', '/api/system/backups')).statusCode).toBe(403);
    expect((await as.coordinator.request('GET', '/api/system/backups')).statusCode).toBe(403);
    const backup = await takeBackup(t, as.admin);
    expect(backup).toMatchObject({ status: 'succeeded', trigger: 'manual', databaseKind: t.database.kind, location: t.config.backup.dir, copyLocation: null });
    expect(backup.requestedBy?.name).toBeTruthy();
    const archive = archivePathOf(backup);
    const bytes = await readFile(archive);
    expect(sha256Of(bytes)).toBe(backup.sha256);
    expect(bytes.length).toBe(backup.sizeBytes);
    expect(await readFile(`${archive}.sha256`, 'utf8')).toBe(`${backup.sha256}  ${backup.fileName}\n`);

    const check = await readArchive(archive, { expectedSha256: backup.sha256! });
    expect(check.problems).toEqual([]);
    const registered = rowsOf<{ sha256: string }>(await t.database.db.execute(sql`SELECT sha256 FROM blobs`)).map((b) => `files/${b.sha256}`);
    const members = check.manifest!.members.map((m) => m.path);
    expect(members).toEqual(expect.arrayContaining([check.manifest!.database.path, ...registered]));
    expect(members.some((m) => m.startsWith('records/audit-checkpoints/'))).toBe(true);
    expect(check.manifest!.counts).toMatchObject({ documents: backup.counts!.documents, files: registered.length });
    expect(backup.counts!.signatures).toBeGreaterThan(0);
    expect((await auditOf('Backup Started')).at(-1)).toMatchObject({ entity_id: backup.id });
    expect((await auditOf('Backup Completed')).at(-1)?.new_values).toMatchObject({ sha256: backup.sha256 });

    const list = await backupList(as.admin);
    expect(list.status).toMatchObject({ lastBackup: { id: backup.id }, location: t.config.backup.dir, copyLocation: null, schedule: null, nextScheduled: null, unavailable: null });
  });

  it('one at a time: a second start while one runs is refused [REQ:FR-BAK-1]', async () => {
    const first = await as.admin.request('POST', '/api/system/backups');
    expect(first.statusCode).toBe(202);
    const second = await as.admin.request('POST', '/api/system/backups');
    expect(second.statusCode).toBe(409);
    expect(errorCode(second)).toBe('BACKUP_RUNNING');
    await t.app.jobs.runDue();
    const { id } = first.json<{ id: string }>();
    expect((await backupList(as.admin)).items.find((b) => b.id === id)).toMatchObject({ status: 'succeeded' });
  });

  it('one at a time, held by the database: simultaneous starts start one, the others are told one is running', async () => {
    const before = (await backupList(as.admin)).total;
    const starts = await Promise.all(Array.from({ length: 4 }, () => as.admin.request('POST', '/api/system/backups')));
    expect(starts.map((r) => r.statusCode).sort()).toEqual([202, 409, 409, 409]);
    for (const refused of starts.filter((r) => r.statusCode === 409)) expect(errorOf(refused)).toEqual({ code: 'BACKUP_RUNNING', message: ERRORS.BACKUP_RUNNING.message });
    const { id } = starts.find((r) => r.statusCode === 202)!.json<{ id: string }>();
    // The database itself refuses a second running row, whoever writes it (another instance, the command line).
    const second = t.database.db.execute(sql`INSERT INTO backups (status, trigger, started_at, heartbeat_at, file_name, location, database_kind) VALUES ('running', 'cli', now(), now(), 'second.tar', '/tmp', 'pglite')`);
    expect(isUniqueViolation(await second.then(() => null, (error: unknown) => error), 'backups_one_running')).toBe(true);
    await t.app.jobs.runDue();
    const list = await backupList(as.admin);
    expect(list.total).toBe(before + 1);
    expect(list.items.find((b) => b.id === id)).toMatchObject({ status: 'succeeded' });
  });

  it('a running backup whose process stopped (no heartbeat for 5 minutes) is marked failed by the next start, audited', async () => {
    // Started, but its job never runs: the process that would take it was killed.
    const first = await as.admin.request('POST', '/api/system/backups');
    expect(first.statusCode).toBe(202);
    const { id: stopped } = first.json<{ id: string }>();
    clock.advance(BACKUP_STALE_AFTER_MS - 60_000);
    expect(errorCode(await as.admin.request('POST', '/api/system/backups'))).toBe('BACKUP_RUNNING');
    // A process still at it says so: the rule counts from its last heartbeat, not from the start.
    const stop = keepAlive({ database: t.database, clock }, stopped, 5);
    await expect.poll(async () => (await findBackup(t.database.db, stopped))?.heartbeatAt.getTime()).toBe(clock.now().getTime());
    stop();
    clock.advance(BACKUP_STALE_AFTER_MS - 60_000);
    expect(errorCode(await as.admin.request('POST', '/api/system/backups'))).toBe('BACKUP_RUNNING');
    clock.advance(60_001);
    const next = await as.admin.request('POST', '/api/system/backups');
    expect(next.statusCode, next.body).toBe(202);
    const interrupted = (await backupList(as.admin)).items.find((b) => b.id === stopped);
    expect(interrupted?.status).toBe('failed');
    expect(interrupted?.error).toMatch(/^Interrupted/);
    expect((await auditOf('Backup Failed')).at(-1)).toMatchObject({ entity_id: stopped, new_values: { status: 'failed' } });
    // The stopped backup's job, claimed again later, leaves the failed row alone; the new one completes.
    await t.app.jobs.runDue();
    const list = await backupList(as.admin);
    expect(list.items.find((b) => b.id === stopped)).toMatchObject({ status: 'failed' });
    expect(list.items.find((b) => b.id === next.json<{ id: string }>().id)).toMatchObject({ status: 'succeeded' });
  });

  it('download the exact archive and verify it, both audited; a changed byte fails verification [REQ:P11-10a] [REQ:A11-7] [REQ:A11-17] [REQ:FR-BAK-2]', async () => {
    const backup = await takeBackup(t, as.admin);
    const download = await as.admin.request('GET', `/api/system/backups/${backup.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(backup.fileName);
    expect(sha256Of(download.rawPayload)).toBe(backup.sha256);
    expect((await auditOf('Backup Downloaded')).at(-1)).toMatchObject({ entity_id: backup.id });
    expect((await as.user.request('GET', `/api/system/backups/${backup.id}/download`)).statusCode).toBe(403);

    const verified = await as.admin.request('POST', `/api/system/backups/${backup.id}/verify`);
    expect(verified.json<BackupVerifyResponse>()).toMatchObject({ ok: true, problems: [] });

    // Flip one byte inside the last member: the archive no longer matches its manifest nor its recorded SHA-256.
    const archive = archivePathOf(backup);
    const handle = await open(archive, 'r+');
    const at = backup.sizeBytes! - 2048;
    const [byte] = (await handle.read(Buffer.alloc(1), 0, 1, at)).buffer;
    await handle.write(Buffer.from([byte! ^ 0xff]), 0, 1, at);
    await handle.close();
    const tampered = (await as.admin.request('POST', `/api/system/backups/${backup.id}/verify`)).json<BackupVerifyResponse>();
    expect(tampered.ok).toBe(false);
    expect(tampered.problems.join(' ')).toMatch(/does not match/);
    expect((await auditOf('Backup Verified')).at(-1)?.new_values).toMatchObject({ ok: false });
    expect((await backupList(as.admin)).items.find((b) => b.id === backup.id)).toMatchObject({ lastVerifiedOk: false });
  });

  it('archives past the retention period are pruned after the next backup (never the newest), each prune audited', async () => {
    const before = (await backupList(as.admin)).items.filter((b) => b.status === 'succeeded');
    clock.advance(91 * DAY);
    const latest = await takeBackup(t, as.admin);
    const after = await backupList(as.admin);
    for (const old of before) {
      expect(after.items.find((b) => b.id === old.id)).toMatchObject({ status: 'pruned' });
      await expect(readFile(archivePathOf(old))).rejects.toThrow(/ENOENT/);
    }
    expect(after.items.find((b) => b.id === latest.id)).toMatchObject({ status: 'succeeded' });
    expect((await auditOf('Backup Pruned')).map((e) => e.entity_id).sort()).toEqual(before.map((b) => b.id).sort());
  });
});

// Each test takes a document through its signed lifecycle and a backup: slow on CI's loaded two cores.
describe('a backup that cannot be written', { timeout: 90_000 }, () => {
  it('is recorded as failed with the reason, leaves no partial archive, and the server keeps serving', async () => {
    // The kernel's /dev/full answers every write with ENOSPC, as a full disk does.
    const failing = await startTestApp({}, { backupTarget: '/dev/full' });
    try {
      const clients = await signedInClients(failing.app);
      await effectiveUpload(clients, 'BAK-FULL', 'pdf/alphatrans.pdf');
      const backup = await takeBackup(failing, clients.admin);
      expect(backup.status).toBe('failed');
      expect(backup.error).toMatch(/ENOSPC|no space/);
      expect(await readdir(failing.config.backup.dir)).toEqual([]);
      expect((await clients.admin.request('GET', '/api/health')).statusCode).toBe(200);
      const failures = rowsOf<{ entity_id: string }>(await failing.database.db.execute(sql`SELECT entity_id FROM audit_events WHERE action = 'Backup Failed'`));
      expect(failures.map((f) => f.entity_id)).toEqual([backup.id]);
    } finally {
      await failing.close();
    }
  });
  it('fails, naming the file, when a stored file no longer matches its SHA-256, and leaves no archive', async () => {
    const damaged = await startTestApp();
    try {
      const clients = await signedInClients(damaged.app);
      await effectiveUpload(clients, 'BAK-ROT', 'pdf/alphatrans.pdf');
      const [blob] = rowsOf<{ sha256: string }>(await damaged.database.db.execute(sql`SELECT sha256 FROM blobs ORDER BY sha256 LIMIT 1`));
      // Bit rot: one byte flipped in place, the size unchanged (stored files are read-only, so make it writable first).
      const file = damaged.store.localPath(blob!.sha256)!;
      await chmod(file, 0o644);
      const handle = await open(file, 'r+');
      const byte = Buffer.alloc(1);
      await handle.read(byte, 0, 1, 100);
      await handle.write(Buffer.from([byte[0]! ^ 0xff]), 0, 1, 100);
      await handle.close();
      const backup = await takeBackup(damaged, clients.admin);
      expect(backup.status).toBe('failed');
      expect(backup.error).toContain(`files/${blob!.sha256} changed while it was backed up`);
      expect(await readdir(damaged.config.backup.dir)).toEqual([]);
    } finally {
      await damaged.close();
    }
  });
});

describe('scheduled backups', () => {
  it('run at the BACKUP_SCHEDULE occurrence, once [REQ:FR-BAK-1]', async () => {
    const at = new TestClock(new Date('2031-03-04T01:30:00Z'));
    const scheduled = await startTestApp({ BACKUP_SCHEDULE: '0 2 * * *' }, { clock: at });
    try {
      const admin = (await signedInClients(scheduled.app)).admin;
      expect((await backupList(admin)).status).toMatchObject({ schedule: '0 2 * * *', nextScheduled: '2031-03-04T02:00:00.000Z', lastBackup: null });
      await scheduled.app.jobs.runDue();
      expect((await backupList(admin)).items).toEqual([]);
      at.set(new Date('2031-03-04T02:00:30Z'));
      await scheduled.app.jobs.runDue();
      await scheduled.app.jobs.runDue();
      const { items } = await backupList(admin);
      expect(items.map((b) => [b.trigger, b.status])).toEqual([['schedule', 'succeeded']]);
      expect(items[0]!.requestedBy).toBeNull();
    } finally {
      await scheduled.close();
    }
  });
});

describe('without pg_dump', () => {
  it('on PostgreSQL the Backup tab says so and a start is refused; the embedded database needs no tool', async () => {
    const missing = await startTestApp({ PG_DUMP_PATH: '/nonexistent/pg_dump' });
    try {
      const admin = (await signedInClients(missing.app)).admin;
      const started = await admin.request('POST', '/api/system/backups');
      const { status } = await backupList(admin);
      if (missing.database.kind === 'postgres') {
        expect(started.statusCode).toBe(503);
        expect(errorCode(started)).toBe('BACKUP_UNAVAILABLE');
        expect(status.unavailable).toMatch(/pg_dump .* is not installed/);
      } else {
        expect(started.statusCode).toBe(202);
        expect(status.unavailable).toBeNull();
      }
    } finally {
      await missing.close();
    }
  });
});
