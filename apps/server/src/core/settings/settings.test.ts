import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '../../platform/db/client.ts';
import { startTestApp, type TestApp } from '../../../test/harness.ts';
import { defineSetting, readSetting, SettingsService, writeSetting } from './settings.ts';
import { systemClock } from '../../platform/clock.ts';

const LIMIT = defineSetting({ key: 'test.limit', schema: z.object({ days: z.number().int().min(1) }), default: { days: 7 }, auditAction: 'Retention Policies Changed' });
const actor = { id: null, name: 'system', role: null };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const auditOf = async (key: string) =>
  rowsOf<{ action: string; old_values: unknown; new_values: unknown }>(
    await t.database.db.execute(sql`SELECT action, old_values, new_values FROM audit_events WHERE entity_type = 'setting' AND entity_id = ${key} ORDER BY seq`),
  );

describe('settings service', () => {
  it('reads the default until a value is written, and audits each write old → new in its transaction [REQ:A11-10]', async () => {
    expect((await readSetting(t.database.db, LIMIT)).value).toEqual({ days: 7 });
    await t.database.db.transaction((tx) => writeSetting(tx, LIMIT, { days: 30 }, { actor, now: systemClock.now() }));
    await t.database.db.transaction((tx) => writeSetting(tx, LIMIT, { days: 60 }, { actor, now: systemClock.now() }));
    expect((await readSetting(t.database.db, LIMIT)).value).toEqual({ days: 60 });
    expect(await auditOf('test.limit')).toEqual([
      { action: 'Retention Policies Changed', old_values: { days: 7 }, new_values: { days: 30 } },
      { action: 'Retention Policies Changed', old_values: { days: 30 }, new_values: { days: 60 } },
    ]);
  });

  it('refuses a value its definition refuses, and a rolled-back write leaves neither value nor audit event', async () => {
    const before = (await auditOf('test.limit')).length;
    await expect(t.database.db.transaction((tx) => writeSetting(tx, LIMIT, { days: 0 }, { actor, now: systemClock.now() }))).rejects.toThrow();
    await expect(
      t.database.db.transaction(async (tx) => {
        await writeSetting(tx, LIMIT, { days: 90 }, { actor, now: systemClock.now() });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await readSetting(t.database.db, LIMIT)).value).toEqual({ days: 60 });
    expect(await auditOf('test.limit')).toHaveLength(before);
  });

  it('falls back to the default when the stored value no longer fits the definition', async () => {
    const strict = defineSetting({ ...LIMIT, key: 'test.strict' });
    await t.asOwner((db) => db.execute(sql`INSERT INTO system_settings (key, value) VALUES ('test.strict', '{"days": "many"}'::jsonb)`));
    expect((await readSetting(t.database.db, strict)).value).toEqual({ days: 7 });
  });

  it('caches reads and drops the cache on every instance when any instance writes (NOTIFY)', async () => {
    const key = defineSetting({ ...LIMIT, key: 'test.shared' });
    const other = new SettingsService(t.database);
    await other.start();
    try {
      expect((await other.get(key)).value).toEqual({ days: 7 });
      // A write the cache cannot see (straight into the table, no announcement) is not read: the cache holds.
      await t.asOwner((db) => db.execute(sql`INSERT INTO system_settings (key, value) VALUES ('test.shared', '{"days": 3}'::jsonb)`));
      expect((await other.get(key)).value).toEqual({ days: 7 });
      // The app's service writes; the other instance hears the NOTIFY and reads the new value.
      await t.app.settings.set(key, { days: 45 }, { actor, now: systemClock.now() });
      expect((await t.app.settings.get(key)).value).toEqual({ days: 45 });
      await vi.waitFor(async () => expect((await other.get(key)).value).toEqual({ days: 45 }), { timeout: 15_000, interval: 50 });
    } finally {
      await other.stop();
    }
  });
});
