import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateIdentity, identityToRecipient } from 'age-encryption';

const USAGE = 'Usage: npm run backup:keygen -- --out <identity file>   (outside DATA_DIR and BACKUP_DIR)';

/**
 * npm run backup:keygen -- --out /etc/attest/backup-age.key: makes an age key pair for encrypted backups. The
 * identity (secret) goes into the file, readable by its owner only, in the format age-keygen writes; the recipient
 * (public) is printed for BACKUP_AGE_RECIPIENT. The file is never overwritten.
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } });
  if (!values.out || positionals.length > 0) {
    console.error(USAGE);
    process.exit(2);
  }
  const file = path.resolve(values.out);
  const identity = await generateIdentity();
  const recipient = await identityToRecipient(identity);
  await writeFile(file, `# public key: ${recipient}\n${identity}\n`, { mode: 0o600, flag: 'wx' });
  console.log(`Identity written to ${file} (mode 600). Keep it off this server's DATA_DIR and BACKUP_DIR, and keep a copy in a safe place: without it no encrypted backup can be restored.`);
  console.log(`\nBACKUP_AGE_RECIPIENT=${recipient}`);
  console.log(`BACKUP_AGE_IDENTITY_FILE=${file}   (only where backups are verified or restored)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
