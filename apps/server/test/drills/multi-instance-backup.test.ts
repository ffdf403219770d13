import { stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BackupSummary } from '@attest/domain';
import { TestClock } from '../../src/platform/clock.ts';
import { rowsOf } from '../../src/platform/db/client.ts';
import { instanceIdOf } from '../../src/platform/instance-id.ts';
import { closeExtractionPool } from '../../src/modules/files/extraction-pool.ts';
import { backupList, effectiveUpload } from '../backup-helpers.ts';
import { signedInClients } from '../documents-helpers.ts';
import { errorCode, startSecondInstance, startTestApp, type TestApp, type TestClient } from '../harness.ts';

/**
 * Drill: with two instances, a backup asked for on B and written by A's job is recorded where it
 * really is (A's host and BACKUP_DIR, A's instance), the audit trail says so, and each instance prunes the archives it
 * holds. PostgreSQL stage only: the embedded database is one process by design.
 */
const template = inject('template');
const DAY = 86_400_000;
const clock = new TestClock(new Date());

let a: TestApp;
let b: TestApp;
let onA: Awaited<ReturnType<typeof signedInClients>>;
let onB: Awaited<ReturnType<typeof signedInClients>>;

const exists = (file: string) => stat(file).then(() => true, () => false);

/** Asks on `asker`, runs the job on `runner` only (test apps run no worker of their own). */
async function backupAskedOnRunBy(asker: TestClient, runner: TestApp): Promise<BackupSummary> {
  const started = await asker.request('POST', '/api/system/backups');
  expect(started.statusCode, started.body).toBe(202);
  const { id } = started.json<{ id: string }>();
  await runner.app.jobs.runDue();
  const row = (await backupList(asker)).items.find((item) => item.id === id)!;
  expect(row.status, row.error ?? '').toBe('succeeded');
  return row;
}

describe.skipIf(template.kind !== 'postgres')('drill: backups with two instances', () => {
  beforeAll(async () => {
    a = await startTestApp({}, { clock });
    b = await startSecondInstance(a, {}, { clock });
    [onA, onB] = await Promise.all([signedInClients(a.app), signedInClients(b.app)]);
    await effectiveUpload(onA, 'BAK-MULTI-1', 'docx/simple-list.docx');
    await a.app.jobs.runDue();
  }, 120_000);

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await closeExtractionPool();
  });

  it('records the instance, host and folder that hold the archive, not those of the instance asked [REQ:A11-7]', async () => {
    const backup = await backupAskedOnRunBy(onB.admin, a);
    expect(backup.location).toBe(a.config.backup.dir);
    expect(backup.host).toBe(os.hostname());
    expect(await exists(path.join(a.config.backup.dir, backup.fileName))).toBe(true);
    expect(await exists(path.join(b.config.backup.dir, backup.fileName))).toBe(false);
    const [row] = rowsOf<{ instance_id: string }>(await a.database.db.execute(sql`SELECT instance_id FROM backups WHERE id = ${backup.id}`));
    expect(row!.instance_id).toBe(instanceIdOf(a.config.dataDir));

    const [completed] = rowsOf<{ new_values: Record<string, unknown> }>(
      await a.database.db.execute(sql`SELECT new_values FROM audit_events WHERE action = 'Backup Completed' AND entity_id = ${backup.id}`),
    );
    expect(completed!.new_values).toMatchObject({ location: a.config.backup.dir, host: os.hostname() });

    // B cannot serve an archive held in A's folder (no object store here) and says where it is; A serves it.
    const fromB = await onB.admin.request('GET', `/api/system/backups/${backup.id}/download`);
    expect(fromB.statusCode).toBe(409);
    expect(errorCode(fromB)).toBe('BACKUP_ARCHIVE_ELSEWHERE');
    expect(fromB.body).toContain(a.config.backup.dir);
    expect((await onA.admin.request('GET', `/api/system/backups/${backup.id}/download`)).statusCode).toBe(200);
  });

  it('prunes each archive on the instance that holds it, and leaves the other instance’s alone', async () => {
    const heldByB = await backupAskedOnRunBy(onA.admin, b);
    expect(heldByB.location).toBe(b.config.backup.dir);
    const heldByBFile = path.join(b.config.backup.dir, heldByB.fileName);
    expect(await exists(heldByBFile)).toBe(true);

    clock.advance(91 * DAY);
    // A writes the next one and prunes what it holds; B's archive is beyond A's reach and stays listed as kept.
    await backupAskedOnRunBy(onA.admin, a);
    const afterA = (await backupList(onA.admin)).items;
    expect(afterA.find((item) => item.id === heldByB.id)!.status).toBe('succeeded');
    expect(await exists(heldByBFile)).toBe(true);

    // B's next backup prunes it where it is.
    await backupAskedOnRunBy(onB.admin, b);
    expect((await backupList(onB.admin)).items.find((item) => item.id === heldByB.id)!.status).toBe('pruned');
    expect(await exists(heldByBFile)).toBe(false);
  });
});
