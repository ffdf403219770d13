import { parseArgs } from 'node:util';
import { z } from 'zod';
import { EmailInput } from '@attest/domain';
import { ConfigError, loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../platform/db/open-from-config.ts';
import { acquireDataDirLock } from '../platform/pglite-lock.ts';
import { SYSTEM_ACTOR } from '../modules/audit/audit.repo.ts';
import { systemClock } from '../platform/clock.ts';
import { createUser } from '../modules/users/users.service.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { configureAuditKeys } from '../modules/audit/audit-secret.ts';

const Args = z.object({ email: EmailInput, name: z.string().trim().min(1, 'is required').max(200) });

/** npm run create-admin -- --email … --name …: creates an administrator and prints their one-time setup code. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  const args = Args.safeParse(values);
  if (!args.success) {
    console.error('Usage: npm run create-admin -- --email admin@example.com --name "Full Name"');
    for (const issue of args.error.issues) console.error(`  --${issue.path.join('.')}: ${issue.message}`);
    process.exit(2);
  }
  const config = loadConfig();
  const release = config.databaseUrl ? () => undefined : acquireDataDirLock(config.dataDir);
  await configureAuditKeys(config);
  const database = await openConfiguredDatabase(config);
  try {
    // A production first administrator: the demo accounts, with their published password, only when asked for by
    // name (SEED=demo or SEED=demo-users set, as the Playwright server does), not by SEED's default.
    await seedIfEmpty(database.db, process.env.SEED === 'demo' || process.env.SEED === 'demo-users' ? 'demo' : 'none');
    const { user, setupCode } = await database.db.transaction((tx) =>
      createUser(tx, { ...args.data, role: 'admin' }, { actor: SYSTEM_ACTOR, setupCodeTtlHours: config.setupCodeTtlHours, now: systemClock.now() }),
    );
    console.log(`Administrator created: ${user.name} <${user.email}>`);
    console.log(`Setup code: ${setupCode}`);
    console.log(`It is shown only now and expires in ${config.setupCodeTtlHours} hours. Sign in at ${config.publicUrl}/login with this e-mail to set the password.`);
  } finally {
    await database.close();
    release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
