import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import { rowsOf, type Database } from '../../platform/db/client.ts';
import { MIGRATIONS_DIR, migrationFiles } from '../../platform/db/migrate.ts';
import { within, type CheckDefinition } from './run-check.ts';

/** A database round trip slower than this is worth a look. */
const SLOW_DATABASE_MS = 500;
const CLOCK_WARN_MS = 2000;

export function databaseCheck(database: Database): CheckDefinition {
  return {
    name: 'database',
    quickFix: 'Check that the database is running and reachable: DATABASE_URL (PostgreSQL) or the DATA_DIR folder (embedded). See the server log for the connection error.',
    timeoutMs: 5000,
    run: async () => {
      const started = performance.now();
      await database.db.execute(sql`SELECT 1`);
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const { count, last } = database.connectionErrors;
      const dropped = count ? `; ${count} dropped connection${count === 1 ? '' : 's'} since start, the last at ${last!.at.toISOString()} (${last!.message})` : '';
      const kind = `${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded PostgreSQL (PGlite)'}${dropped}`;
      return ms > SLOW_DATABASE_MS
        ? { status: 'warn', message: `The database answers slowly: ${ms} ms for a round trip`, details: kind }
        : { status: 'pass', message: `The database answers in ${ms} ms`, details: kind };
    },
  };
}

export function migrationsCheck(database: Database, dir = MIGRATIONS_DIR): CheckDefinition {
  return {
    name: 'migrations',
    quickFix: 'Restart the server: it applies pending migrations at start. A database migrated by a newer version needs that version of Attest.',
    timeoutMs: 5000,
    run: async () => {
      const [files, rows] = await Promise.all([
        migrationFiles(dir),
        database.db.execute(sql`SELECT name FROM schema_migrations`).then((result) => rowsOf<{ name: string }>(result)),
      ]);
      const applied = new Set(rows.map((row) => row.name));
      const pending = files.filter((file) => !applied.has(file));
      const unknown = [...applied].filter((name) => !files.includes(name)).sort();
      if (pending.length) return { status: 'fail', message: `${pending.length} of ${files.length} migrations are not applied`, details: pending.join(', ') };
      if (unknown.length) return { status: 'warn', message: `The database has ${unknown.length} migrations this version does not know`, details: unknown.join(', ') };
      return { status: 'pass', message: `All ${files.length} migrations are applied`, details: `Latest: ${files.at(-1) ?? 'none'}` };
    },
  };
}

/** LISTEN on a channel of its own, NOTIFY it, and wait for the payload (what live updates and settings rely on). */
export function listenNotifyCheck(database: Database): CheckDefinition {
  return {
    name: 'listen-notify',
    quickFix: 'Live updates across instances need PostgreSQL LISTEN/NOTIFY: check that the database user may LISTEN and that no connection pooler in transaction mode sits between the server and PostgreSQL.',
    timeoutMs: 5000,
    run: async () => {
      const channel = `attest_diagnostics_${randomBytes(6).toString('hex')}`;
      const payload = randomBytes(8).toString('hex');
      let listening!: () => void;
      let received!: () => void;
      const ready = new Promise<void>((resolve) => (listening = resolve));
      const arrived = new Promise<void>((resolve) => (received = resolve));
      const stop = await database.listen(channel, {
        onListening: () => listening(),
        onPayload: (value) => {
          if (value === payload) received();
        },
      });
      try {
        // Bounded here rather than by the check's timeout, so the listener is always stopped.
        await within(ready, 3000, () => new Error('The LISTEN was not established within 3 s'));
        const started = performance.now();
        await database.db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
        await within(arrived, 3000, () => new Error('The notification did not come back within 3 s'));
        return { status: 'pass', message: `A notification came back in ${Math.round(performance.now() - started)} ms` };
      } finally {
        await stop();
      }
    },
  };
}

/** The database's time against this server's clock, from the middle of the round trip. */
export function clockCheck(database: Database, clock: Clock): CheckDefinition {
  return {
    name: 'clock',
    quickFix: 'Synchronise the clocks of the server and the database host with NTP (e.g. systemd-timesyncd or chrony): audit times and signatures depend on them.',
    timeoutMs: 5000,
    run: async () => {
      const before = clock.now().getTime();
      const [row] = rowsOf<{ now: string | Date }>(await database.db.execute(sql`SELECT clock_timestamp() AS now`));
      const after = clock.now().getTime();
      const databaseTime = new Date(row?.now ?? Number.NaN).getTime();
      if (Number.isNaN(databaseTime)) throw new Error('The database did not return its time');
      const difference = databaseTime - (before + after) / 2;
      const seconds = (Math.abs(difference) / 1000).toFixed(1);
      const details = `Database ${new Date(databaseTime).toISOString()}, server ${new Date(after).toISOString()}`;
      return Math.abs(difference) > CLOCK_WARN_MS
        ? { status: 'warn', message: `The database's clock is ${seconds} s ${difference > 0 ? 'ahead of' : 'behind'} the server's`, details }
        : { status: 'pass', message: `The clocks agree within ${seconds} s`, details };
    },
  };
}
