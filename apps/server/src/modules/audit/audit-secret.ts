import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isInside, type Config } from '../../config.ts';
import { deriveAuditKeys, useAuditKeys } from './audit-keys.ts';

export type AuditKeySource = 'environment' | 'key-file' | 'secrets-dir';

export interface AuditSecret {
  secret: Buffer;
  source: AuditKeySource;
  /** The file it was read from (key-file, secrets-dir). */
  file?: string;
  /** Where an older version had kept it (inside DATA_DIR), when it was moved out at this start. */
  movedFrom?: string;
}

/** Where older versions kept the generated key: inside the data folder, beside what it protects. */
export const legacyAuditKeyFile = (config: Pick<Config, 'dataDir'>): string => path.join(config.dataDir, 'audit.key');

export const generatedAuditKeyFile = (config: Pick<Config, 'secretsDir'>): string => path.join(config.secretsDir, 'audit.key');

/** Hex (as generated) or base64, like AUDIT_KEY; undefined when the file is not there. */
async function readKeyFile(file: string): Promise<Buffer | undefined> {
  let text: string;
  try {
    text = (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const secret = /^[0-9a-fA-F]+$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (secret.length < 32) throw new Error(`The audit key in ${file} is shorter than 32 bytes`);
  return secret;
}

/** Creates the key file once (0600, in a 0700 folder); a second process starting at once keeps the first's key. */
async function createKeyFile(file: string, secret: Buffer): Promise<Buffer> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${secret.toString('hex')}\n`, { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return (await readKeyFile(file))!;
}

/**
 * The audit secret, never from inside DATA_DIR (whoever opens the data folder must not be able to reseal a rewritten
 * trail): AUDIT_KEY; else AUDIT_KEY_FILE; else SECRETS_DIR/audit.key, generated there on first start. A key an older
 * version left in DATA_DIR/audit.key is moved to SECRETS_DIR at start-up (the same key: the trail stays verifiable).
 */
export async function loadAuditSecret(config: Config): Promise<AuditSecret> {
  if (config.auditKey) return { secret: config.auditKey, source: 'environment' };
  if (config.auditKeyFile) {
    const secret = await readKeyFile(config.auditKeyFile);
    if (!secret) throw new Error(`AUDIT_KEY_FILE names ${config.auditKeyFile}, which does not exist`);
    return { secret, source: 'key-file', file: config.auditKeyFile };
  }
  const file = generatedAuditKeyFile(config);
  if (isInside(file, config.dataDir)) {
    throw new Error(`The audit key would be kept in ${file}, inside DATA_DIR: set SECRETS_DIR (or AUDIT_KEY) to a place outside the data folder`);
  }
  const legacy = legacyAuditKeyFile(config);
  const [current, old] = [await readKeyFile(file), await readKeyFile(legacy)];
  if (old) {
    if (current && !current.equals(old)) {
      throw new Error(`Two different audit keys: ${file} and ${legacy}. The trail was sealed with one of them: keep that one outside the data folder, remove the other, and start again (README, "The audit key").`);
    }
    const secret = current ?? (await createKeyFile(file, old));
    await unlink(legacy);
    return { secret, source: 'secrets-dir', file, movedFrom: legacy };
  }
  return { secret: current ?? (await createKeyFile(file, randomBytes(32))), source: 'secrets-dir', file };
}

/** Whether an audit key file lies inside the data folder (left by an older version, or copied there by hand). */
export async function auditKeyInDataDir(config: Pick<Config, 'dataDir'>): Promise<string | null> {
  const legacy = legacyAuditKeyFile(config);
  return access(legacy).then(
    () => legacy,
    () => null,
  );
}

/** Loads the secret and derives the audit keys for this process; says where the secret came from. */
export async function configureAuditKeys(config: Config): Promise<AuditSecret> {
  const loaded = await loadAuditSecret(config);
  useAuditKeys(deriveAuditKeys(loaded.secret));
  return loaded;
}
