import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { deriveAuditKeys, useAuditKeys } from './audit-keys.ts';

/**
 * The audit secret: AUDIT_KEY when set (required with PostgreSQL, where every instance must share it); otherwise,
 * for the embedded database, a key generated once into DATA_DIR/audit.key, beside but outside the database.
 */
export async function loadAuditSecret(config: Config): Promise<{ secret: Buffer; source: 'environment' | 'file' }> {
  if (config.auditKey) return { secret: config.auditKey, source: 'environment' };
  const file = path.join(config.dataDir, 'audit.key');
  try {
    return { secret: Buffer.from((await readFile(file, 'utf8')).trim(), 'hex'), source: 'file' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(32);
  // 'wx': two processes starting at once must not each write a different key.
  await writeFile(file, `${secret.toString('hex')}\n`, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return { secret: Buffer.from((await readFile(file, 'utf8')).trim(), 'hex'), source: 'file' };
}

/** Loads the secret and derives the audit keys for this process; says where the secret came from. */
export async function configureAuditKeys(config: Config): Promise<'environment' | 'file'> {
  const { secret, source } = await loadAuditSecret(config);
  useAuditKeys(deriveAuditKeys(secret));
  return source;
}
