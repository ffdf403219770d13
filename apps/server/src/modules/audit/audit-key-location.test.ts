import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { generatedAuditKeyFile, legacyAuditKeyFile, loadAuditSecret } from './audit-secret.ts';

// FR-AUD-2: the key that seals the audit trail never lives in the data folder an attacker may open.
const made: string[] = [];
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function folders() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'attest-key-'));
  made.push(root);
  const dataDir = path.join(root, 'data');
  const secretsDir = path.join(root, 'secrets');
  await mkdir(dataDir);
  return { dataDir, secretsDir, config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, SECRETS_DIR: secretsDir }) };
}

/** Every file under dir, as text, so a key written anywhere in it (hex, any name) is found. */
async function everyFileText(dir: string): Promise<string> {
  const texts: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) texts.push(await readFile(path.join(entry.parentPath, entry.name), 'latin1'));
  }
  return texts.join('\n');
}

describe('the audit key is kept outside DATA_DIR', () => {
  it('generates it in SECRETS_DIR (0600, folder 0700), and nothing in the data folder holds it', async () => {
    const { dataDir, secretsDir, config } = await folders();
    const loaded = await loadAuditSecret(config);
    expect(loaded).toMatchObject({ source: 'secrets-dir', file: path.join(secretsDir, 'audit.key') });
    expect((await stat(generatedAuditKeyFile(config))).mode & 0o777).toBe(0o600);
    expect((await stat(secretsDir)).mode & 0o777).toBe(0o700);
    expect(await everyFileText(dataDir)).not.toContain(loaded.secret.toString('hex'));
    // A second start reads the same key.
    expect((await loadAuditSecret(config)).secret.equals(loaded.secret)).toBe(true);
  });

  it('moves a key an older version left in DATA_DIR/audit.key out of the data folder, unchanged', async () => {
    const { dataDir, config } = await folders();
    const old = randomBytes(32);
    await writeFile(legacyAuditKeyFile(config), `${old.toString('hex')}\n`, { mode: 0o600 });
    const loaded = await loadAuditSecret(config);
    expect(loaded.secret.equals(old)).toBe(true);
    expect(loaded.movedFrom).toBe(path.join(dataDir, 'audit.key'));
    expect(await readdir(dataDir)).toEqual([]);
    expect((await readFile(generatedAuditKeyFile(config), 'utf8')).trim()).toBe(old.toString('hex'));
  });

  it('refuses to choose between two different keys', async () => {
    const { config } = await folders();
    await loadAuditSecret(config);
    await writeFile(legacyAuditKeyFile(config), `${randomBytes(32).toString('hex')}\n`);
    await expect(loadAuditSecret(config)).rejects.toThrow(/Two different audit keys/);
  });

  it('reads AUDIT_KEY_FILE, and refuses a SECRETS_DIR or AUDIT_KEY_FILE inside DATA_DIR at start-up', async () => {
    const { dataDir, secretsDir } = await folders();
    const keyFile = path.join(secretsDir, 'mounted.key');
    const secret = randomBytes(32);
    await mkdir(secretsDir);
    await writeFile(keyFile, secret.toString('base64'));
    const fromFile = await loadAuditSecret(loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, AUDIT_KEY_FILE: keyFile }));
    expect(fromFile).toMatchObject({ source: 'key-file', file: keyFile });
    expect(fromFile.secret.equals(secret)).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir, SECRETS_DIR: path.join(dataDir, 'secrets') })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, AUDIT_KEY_FILE: path.join(dataDir, 'audit.key') })).toThrow(/AUDIT_KEY_FILE.*must not be inside DATA_DIR/s);
  });
});
